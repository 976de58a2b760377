import Foundation
import InkInterchange
@_spi(Benchmarks) import InkSVG

/// The side-by-side benchmark's Swift half (`InkBenchmarks sidebyside DIR [rel ...]`): writes the
/// shared inputs into `DIR` as plain text for the peers (`Benchmarks/peers.py`) and our own
/// figures as `DIR/ours.txt` (`key value` lines). Times are this thread's CPU time.
///
/// Files written:
/// - `pathdata.txt`: every corpus `d` attribute, one per line (line breaks inside an attribute
///   turned into spaces, which the grammar treats alike).
/// - `svgfiles.txt`: the corpus SVG files' paths, one per line.
/// - `fit-<rel>.txt`: for each corpus path and relative tolerance `rel` (of the path's extent):
///   `P <index> <tolerance> <our control points>`, then per subpath `S <n>` and `n` lines `x y`
///   (the source, sampled adaptively: each cubic split in halves until its control points lie
///   within 2 % of the tolerance of its chord, so the polyline is within 1.5 % of the tolerance
///   of the curve), then `O <m>` and `m` lines (our stroke path's exact Bézier form, sampled the
///   same way).
/// - `cubics-<rel>.txt`: every drawn segment of those paths as a cubic, `tol x0 y0 … x3 y3`.
func runSideBySideBenchmarks(_ arguments: [String]) throws {
  guard let directory = arguments.first else {
    FileHandle.standardError.write(Data("usage: InkBenchmarks sidebyside DIR [rel ...]\n".utf8))
    exit(2)
  }
  let relatives = arguments.dropFirst().compactMap(Double.init)
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  var ours: [(String, String)] = []

  // MARK: Path data
  let files = sideBySideSVGFiles()
  guard !files.isEmpty else {
    FileHandle.standardError.write(Data("sidebyside: corpus not found at \(corpusDirectory.path)\n".utf8))
    exit(1)
  }
  var attributes: [[UInt8]] = []
  for file in files {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
    attributes.append(contentsOf: pathDataAttributeValues(bytes))
  }
  var lines: [UInt8] = []
  for a in attributes {
    lines.append(contentsOf: a.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 })
    lines.append(0x0A)
  }
  try Data(lines).write(to: URL(fileURLWithPath: directory + "/pathdata.txt"))
  try Data(files.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: directory + "/svgfiles.txt"))
  let pathBytes = attributes.reduce(0) { $0 + $1.count }
  var checksum = 0
  let parse = sideBySideBest {
    for a in attributes {
      a.withUnsafeBufferPointer { checksum &+= BezierPath.parsingSVGPathData(utf8: $0).0.elementCount }
    }
  }
  ours += [
    ("pathdata.attributes", "\(attributes.count)"), ("pathdata.bytes", "\(pathBytes)"),
    ("pathdata.seconds", "\(parse)"),
  ]

  // MARK: SVG import
  let documents = try files.map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) }
  let svgBytes = documents.reduce(0) { $0 + $1.count }
  let libxml2 = sideBySideBest { for d in documents { _ = SVGFormat.libxml2ParseOnly(d) } }
  let resolve = sideBySideBest { for d in documents { _ = try? SVGFormat.resolveOnly(d) } }
  let full = sideBySideBest(trials: 3) {
    for d in documents { _ = try? SVGFormat().importDrawing(from: d, options: ImportOptions()) }
  }
  ours += [
    ("svg.files", "\(documents.count)"), ("svg.bytes", "\(svgBytes)"),
    ("svg.libxml2.seconds", "\(libxml2)"), ("svg.resolve.seconds", "\(resolve)"),
    ("svg.full.seconds", "\(full)"),
  ]

  // MARK: Conversion (fitting) at each relative tolerance
  var paths: [BezierPath] = []
  for a in attributes {
    let (path, error) = a.withUnsafeBufferPointer { BezierPath.parsingSVGPathData(utf8: $0) }
    if error == nil, path.segmentCount > 0, path.extent > 0, path.isFinite { paths.append(path) }
  }
  let date = Date(timeIntervalSinceReferenceDate: 0)
  let segments = paths.reduce(0) { $0 + $1.segmentCount }
  ours += [("fit.paths", "\(paths.count)"), ("fit.segments", "\(segments)")]
  for relative in relatives.isEmpty ? [1e-2, 1e-3] : relatives {
    let key = "\(relative)"
    let tolerances = paths.map { relative * $0.extent }
    var fitText = ""
    var cubicText = ""
    var controlPoints = 0
    for (index, (path, tolerance)) in zip(paths, tolerances).enumerated() {
      let strokes = try path.strokePaths(creationDate: date, tolerance: tolerance, pointProvider: .default)
      let count = strokes.reduce(0) { $0 + $1.count }
      controlPoints += count
      fitText += "P \(index) \(tolerance) \(count)\n"
      for (subpath, stroke) in zip(path.subpaths.filter { $0.segmentCount > 0 }, strokes) {
        let source = sideBySideSamples(subpath, flatness: 0.02 * tolerance)
        fitText += "S \(source.count)\n"
        for p in source { fitText += "\(p.x) \(p.y)\n" }
        let fitted =
          stroke.count == 1
          ? [SIMD2(Double(stroke[0].location.x), Double(stroke[0].location.y))]
          : sideBySideSamples(stroke.bezierRepresentation, flatness: 0.02 * tolerance)
        fitText += "O \(fitted.count)\n"
        for p in fitted { fitText += "\(p.x) \(p.y)\n" }
      }
      path.forEachSegment { segment, _, _ in
        let c = segment.cubic
        cubicText +=
          "\(tolerance) \(c.p0.x) \(c.p0.y) \(c.p1.x) \(c.p1.y) \(c.p2.x) \(c.p2.y) \(c.p3.x) \(c.p3.y)\n"
      }
    }
    try Data(fitText.utf8).write(to: URL(fileURLWithPath: directory + "/fit-\(key).txt"))
    try Data(cubicText.utf8).write(to: URL(fileURLWithPath: directory + "/cubics-\(key).txt"))
    let seconds = try sideBySideBest(trials: 3) {
      for (path, tolerance) in zip(paths, tolerances) {
        _ = try path.strokePaths(creationDate: date, tolerance: tolerance, pointProvider: .default)
      }
    }
    ours += [("fit.\(key).controlPoints", "\(controlPoints)"), ("fit.\(key).seconds", "\(seconds)")]
  }
  let text = ours.map { "\($0.0) \($0.1)\n" }.joined()
  try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/ours.txt"))
  print(text, terminator: "")
  if checksum == 42 { print("") }  // keeps the parse loop from being optimised away
}

/// The best CPU time of one run of `body` over `trials` runs (each at least 0.05 s, repeated).
private func sideBySideBest(trials: Int = 7, _ body: () throws -> Void) rethrows -> Double {
  try body()  // warm up
  var best = Double.infinity
  for _ in 0..<trials {
    var rounds = 0
    let start = threadCPUSeconds()
    var now = start
    repeat {
      try body()
      rounds += 1
      now = threadCPUSeconds()
    } while now - start < 0.05
    best = min(best, (now - start) / Double(rounds))
  }
  return best
}

/// The corpus SVG files (`resvg`, `feather`, `svg-spec-examples`), sorted.
private func sideBySideSVGFiles() -> [String] {
  var files: [String] = []
  for set in ["resvg", "feather", "svg-spec-examples"] {
    let base = corpusDirectory.appendingPathComponent(set).path
    guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
    while let name = walker.nextObject() as? String {
      if name.hasSuffix(".svg") { files.append(base + "/" + name) }
    }
  }
  return files.sorted()
}

/// Every drawn segment of a path as a polyline within `0.75 × flatness` of it: each cubic split in
/// halves until both inner control points lie within `flatness` of its chord (at most 2²⁰ pieces).
private func sideBySideSamples(_ path: BezierPath, flatness: Double) -> [SIMD2<Double>] {
  var samples: [SIMD2<Double>] = []
  func flat(_ c: CubicBezier) -> Bool {
    let chord = c.p3 - c.p0
    let length = (chord * chord).sum().squareRoot()
    func distance(_ p: SIMD2<Double>) -> Double {
      let d = p - c.p0
      if length == 0 { return (d * d).sum().squareRoot() }
      return abs(d.x * chord.y - d.y * chord.x) / length
    }
    return distance(c.p1) <= flatness && distance(c.p2) <= flatness
  }
  func append(_ c: CubicBezier, depth: Int) {
    if depth < 20 && !flat(c) {
      let (a, b) = c.split(at: 0.5)
      append(a, depth: depth + 1)
      append(b, depth: depth + 1)
    } else {
      samples.append(c.p3)
    }
  }
  path.forEachSegment { segment, _, _ in
    let c = segment.cubic
    if samples.isEmpty { samples.append(c.p0) }
    append(c, depth: 0)
  }
  return samples
}
