import Foundation
import InkInterchange
@_spi(Benchmarks) import InkSVG

/// SVG benchmarks: import MB/s on the shared corpus and on a large generated file, side by side
/// with libxml2's own parse of the same bytes; conversion at the default tolerance separately;
/// export MB/s; import of our own export. Set `SVG_BENCH_SKIP_CONVERSION=1` to leave out the
/// steps that run the fitter.
func runSVGBenchmarks() throws {
  let skipConversion = ProcessInfo.processInfo.environment["SVG_BENCH_SKIP_CONVERSION"] == "1"
  // SVG_BENCH_SHAPES=1: control points after conversion of a few round shapes, then stop.
  if ProcessInfo.processInfo.environment["SVG_BENCH_SHAPES"] == "1" {
    for shape in [
      "<circle cx='12' cy='12' r='10'/>", "<circle cx='500' cy='500' r='400'/>",
      "<ellipse cx='50' cy='50' rx='40' ry='10'/>", "<rect width='100' height='60' rx='15'/>",
    ] {
      let svg = "<svg xmlns='http://www.w3.org/2000/svg' stroke='black' fill='none'>\(shape)</svg>"
      let drawing = try SVGFormat().importDrawing(from: Array(svg.utf8), options: ImportOptions()).drawing
      print("  \(shape): \(drawing.pointCount) control points")
    }
    return
  }

  // Thread CPU time, so other processes on a shared machine do not count.
  func best(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var result = Double.infinity
    for _ in 0..<runs {
      let start = threadCPUSeconds()
      try body()
      result = min(result, threadCPUSeconds() - start)
    }
    return result
  }
  func report(_ name: String, bytes: Int, seconds: Double) {
    let mb = Double(bytes) / 1_000_000
    print(
      "  \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) "
        + String(format: "%8.1f ms  %8.1f MB/s", seconds * 1000, mb / seconds))
  }

  // MARK: Corpus
  let corpus = corpusDirectory
  var files: [[UInt8]] = []
  for set in ["resvg", "feather", "svg-spec-examples"] {
    let base = corpus.appendingPathComponent(set)
    guard let e = FileManager.default.enumerator(atPath: base.path) else { continue }
    while let p = e.nextObject() as? String {
      if p.hasSuffix(".svg"),
        let d = FileManager.default.contents(atPath: base.appendingPathComponent(p).path)
      {
        files.append(Array(d))
      }
    }
  }
  let corpusBytes = files.reduce(0) { $0 + $1.count }
  print("corpus: \(files.count) files, \(corpusBytes) bytes")
  // For profilers (callgrind): only the import without conversion, N rounds over the corpus.
  if let rounds = ProcessInfo.processInfo.environment["SVG_BENCH_PROFILE_ROUNDS"].flatMap({ Int($0) }),
    rounds > 0
  {
    var shapes = 0
    for _ in 0..<rounds { for f in files { shapes += (try? SVGFormat.resolveOnly(f)) ?? 0 } }
    print("  profile: \(rounds) rounds, \(shapes) shapes")
    return
  }
  let profileGenerated = ProcessInfo.processInfo.environment["SVG_BENCH_PROFILE_GENERATED"] == "1"
  if !files.isEmpty && !profileGenerated {
    // Interleaved, so both see the same machine load; best of 15.
    var parse = Double.infinity
    var resolve = Double.infinity
    for _ in 0..<15 {
      parse = min(parse, best(1) { for f in files { _ = SVGFormat.libxml2ParseOnly(f) } })
      resolve = min(resolve, best(1) { for f in files { _ = try? SVGFormat.resolveOnly(f) } })
    }
    report("corpus: libxml2 parse alone", bytes: corpusBytes, seconds: parse)
    report("corpus: import without conversion", bytes: corpusBytes, seconds: resolve)
    print(String(format: "  corpus: import / libxml2 parse = %.2fx", resolve / parse))
    if !skipConversion {
      let full = best(3) {
        for f in files { _ = try? SVGFormat().importDrawing(from: f, options: ImportOptions()) }
      }
      report("corpus: full import (conversion at 0.05)", bytes: corpusBytes, seconds: full)
    }
  }

  // MARK: Large generated file (≥ 10 MB of paths)
  // SVG_BENCH_GENERATED_FILE=path caches the generated text there (for profiler runs).
  let cachePath = ProcessInfo.processInfo.environment["SVG_BENCH_GENERATED_FILE"]
  var rng = BenchmarkRandom(state: 42)
  var text = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1000 1000\">\n"
  var pathCount = 0
  if let cachePath, let cached = FileManager.default.contents(atPath: cachePath) {
    text = String(decoding: cached, as: UTF8.self)
    pathCount = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } - 3
  }
  while text.utf8.count < 11_000_000 {
    var x = rng.unit() * 1000
    var y = rng.unit() * 1000
    text +=
      "<path stroke=\"#336699\" stroke-width=\"\(Int(rng.unit() * 5) + 1)\" fill=\"none\" d=\"M\(fmt(x)) \(fmt(y))"
    for _ in 0..<24 {
      let c1 = (x + rng.unit() * 20 - 10, y + rng.unit() * 20 - 10)
      let c2 = (x + rng.unit() * 20 - 10, y + rng.unit() * 20 - 10)
      x += rng.unit() * 20 - 10
      y += rng.unit() * 20 - 10
      text += " C\(fmt(c1.0)) \(fmt(c1.1)) \(fmt(c2.0)) \(fmt(c2.1)) \(fmt(x)) \(fmt(y))"
    }
    text += "\"/>\n"
    pathCount += 1
  }
  if !text.hasSuffix("</svg>\n") { text += "</svg>\n" }
  let large = Array(text.utf8)
  if let cachePath, !FileManager.default.fileExists(atPath: cachePath) {
    _ = FileManager.default.createFile(atPath: cachePath, contents: Data(large))  // (a cache: best effort)
  }
  print("generated: \(pathCount) paths, \(large.count) bytes")
  if profileGenerated {
    print("  profile: \(try SVGFormat.resolveOnly(large)) shapes")
    return
  }
  var parse = Double.infinity
  var saxParse = Double.infinity
  var tree = Double.infinity
  var resolve = Double.infinity
  for _ in 0..<10 {
    parse = min(parse, best(1) { _ = SVGFormat.libxml2ParseOnly(large) })
    saxParse = min(saxParse, best(1) { _ = SVGFormat.libxml2SAXParseOnly(large) })
    tree = min(tree, try best(1) { _ = try SVGFormat.treeOnly(large) })
    resolve = min(resolve, try best(1) { _ = try SVGFormat.resolveOnly(large) })
  }
  // The core's path-data parser alone on the same `d` values (extracted once), for the share
  // of the import that is path data.
  var dRanges: [Range<Int>] = []
  do {
    let marker = Array(" d=\"".utf8)
    var i = 0
    while i + marker.count < large.count {
      if large[i] == marker[0] && large[i..<(i + marker.count)].elementsEqual(marker) {
        let start = i + marker.count
        var end = start
        while end < large.count && large[end] != UInt8(ascii: "\"") { end += 1 }
        dRanges.append(start..<end)
        i = end
      }
      i += 1
    }
  }
  var pathData = Double.infinity
  for _ in 0..<10 {
    pathData = min(
      pathData,
      best(1) {
        large.withUnsafeBufferPointer { b in
          for r in dRanges { _ = BezierPath.parsingSVGPathData(utf8: UnsafeBufferPointer(rebasing: b[r])) }
        }
      })
  }
  let dBytes = dRanges.reduce(0) { $0 + $1.count }
  report("generated: libxml2 parse alone", bytes: large.count, seconds: parse)
  report("generated: libxml2 SAX parse, no callbacks", bytes: large.count, seconds: saxParse)
  report(
    "generated: path data alone (\(dRanges.count) d, \(dBytes / 1_000_000) MB)", bytes: dBytes,
    seconds: pathData)
  report("generated: flat tree (SAX) + path data", bytes: large.count, seconds: tree)
  report("generated: import without conversion", bytes: large.count, seconds: resolve)
  print(String(format: "  generated: import / libxml2 parse = %.2fx", resolve / parse))
  print(String(format: "  generated: import / libxml2 SAX parse = %.2fx", resolve / saxParse))
  if ProcessInfo.processInfo.environment["SVG_BENCH_IMPORT_ONLY"] == "1" { return }
  var drawing = Drawing()
  if !skipConversion {
    var imported: ImportResult? = nil
    let full = try best(1) { imported = try SVGFormat().importDrawing(from: large, options: ImportOptions()) }
    report("generated: full import (conversion at 0.05)", bytes: large.count, seconds: full)
    drawing = imported!.drawing
    print("  generated: \(drawing.strokes.count) strokes, \(drawing.pointCount) control points")
  } else {
    // Without the fitter, a drawing of comparable size for the export measurement.
    for _ in 0..<pathCount {
      var points: [StrokePoint] = []
      var p = CGPoint(x: rng.unit() * 1000, y: rng.unit() * 1000)
      for _ in 0..<40 {
        p.x += rng.unit() * 10 - 5
        p.y += rng.unit() * 10 - 5
        var s = StrokePoint.pen(at: p)
        s.force = rng.unit()
        points.append(s)
      }
      drawing.append(
        Stroke(ink: Ink(.pen), path: StrokePath(controlPoints: points, creationDate: Date())))
    }
  }

  // MARK: Export, and import of our own export
  var exported: [UInt8] = []
  let export = try best(3) {
    exported = try SVGFormat().exportDrawing(drawing, options: ExportOptions()).bytes
  }
  report("export (stroke appearance + metadata)", bytes: exported.count, seconds: export)
  var outlineOptions = ExportOptions()
  outlineOptions.formatOptions["appearance"] = "outline"
  var outline: [UInt8] = []
  let exportOutline = try best(3) {
    outline = try SVGFormat().exportDrawing(drawing, options: outlineOptions).bytes
  }
  report("export (outline appearance + metadata)", bytes: outline.count, seconds: exportOutline)
  var restored: Drawing? = nil
  // A converted drawing can export to more than the default 512 MiB input limit: raise it.
  var reimportOptions = ImportOptions()
  reimportOptions.maxInputBytes = max(reimportOptions.maxInputBytes, exported.count)
  let reimport = try best(3) {
    restored = try SVGFormat().importDrawing(from: exported, options: reimportOptions).drawing
  }
  report("import of our own export (bit-exact restore)", bytes: exported.count, seconds: reimport)
  print("  own export restored bit for bit: \(restored!.isBitwiseEqual(to: drawing))")
}

private func fmt(_ v: Double) -> String { String(format: "%.3f", v) }
