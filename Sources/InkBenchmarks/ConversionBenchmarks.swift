import Foundation
import InkInterchange

/// Synthetic Bézier inputs: circles, glyph-like closed outlines (smooth with a few corners), and
/// smooth random cubic chains.
private func syntheticConversionInputs() -> [(name: String, paths: [BezierPath])] {
  var rng = BenchmarkRandom(state: 42)
  // (`Double.random(in:using:)`, not `rng.unit()`: the inputs these benchmarks have always had.)
  func unit() -> Double { Double.random(in: 0..<1, using: &rng) }
  var circles: [BezierPath] = []
  for i in 0..<200 {
    let r = 1 + Double(i % 17) * 3.7
    let k = 0.552_284_749_830_793_4 * r
    var path = BezierPath()
    path.move(to: SIMD2(r, 0))
    path.addCurve(to: SIMD2(0, r), control1: SIMD2(r, k), control2: SIMD2(k, r))
    path.addCurve(to: SIMD2(-r, 0), control1: SIMD2(-k, r), control2: SIMD2(-r, k))
    path.addCurve(to: SIMD2(0, -r), control1: SIMD2(-r, -k), control2: SIMD2(-k, -r))
    path.addCurve(to: SIMD2(r, 0), control1: SIMD2(k, -r), control2: SIMD2(r, -k))
    path.closeSubpath()
    circles.append(path)
  }
  // Glyph-like: a wobbly closed outline through n points, Catmull–Rom tangents, a corner at
  // some vertices.
  var glyphs: [BezierPath] = []
  for _ in 0..<200 {
    let n = 6 + Int(rng.next() % 10)
    var points: [SIMD2<Double>] = []
    for j in 0..<n {
      let angle = 2 * Double.pi * Double(j) / Double(n)
      let radius = 100 * (0.6 + 0.4 * unit())
      points.append(SIMD2(radius * cos(angle), radius * sin(angle) * 1.3))
    }
    var path = BezierPath()
    path.move(to: points[0])
    for j in 0..<n {
      let p0 = points[(j + n - 1) % n]
      let p1 = points[j]
      let p2 = points[(j + 1) % n]
      let p3 = points[(j + 2) % n]
      let sharpStart = j % 4 == 0
      let sharpEnd = (j + 1) % 4 == 0
      let c1 = sharpStart ? p1 + (p2 - p1) / 3 : p1 + (p2 - p0) / 6
      let c2 = sharpEnd ? p2 - (p2 - p1) / 3 : p2 - (p3 - p1) / 6
      path.addCurve(to: p2, control1: c1, control2: c2)
    }
    path.closeSubpath()
    glyphs.append(path)
  }
  var chains: [BezierPath] = []
  for _ in 0..<100 {
    var path = BezierPath()
    var p = SIMD2<Double>(0, 0)
    var tangent = SIMD2<Double>(10, 0)
    path.move(to: p)
    for _ in 0..<20 {
      let next = p + SIMD2(20 * unit() - 10, 20 * unit() - 10)
      let c2 = next + SIMD2(8 * unit() - 4, 8 * unit() - 4)
      path.addCurve(to: next, control1: p + tangent, control2: c2)
      tangent = next - c2
      p = next
    }
    chains.append(path)
  }
  return [("circles", circles), ("glyph-like", glyphs), ("smooth chains", chains)]
}

/// Converts every path at `relative` × its extent, in 7 trials of at least 0.2 s of CPU time
/// each, and prints segments per second (the best trial's, and the mean of all), control points
/// per source Bézier point and the largest verified distance over the tolerance.
private func measureConversion(name: String, paths: [BezierPath], relative: Double) throws {
  let date = Date(timeIntervalSinceReferenceDate: 0)
  let tolerances = paths.map { relative * Swift.max($0.extent, 1e-300) }
  var total = ConversionReport()
  var worstRatio = 0.0
  // FNV-1a over the bit patterns of every control point's location: equal checksums mean
  // bit-identical results (for checking that a speed change changes nothing).
  var checksum: UInt64 = 0xcbf2_9ce4_8422_2325
  for (path, tolerance) in zip(paths, tolerances) {
    let (strokePaths, report) = try path.strokePathsWithReport(
      creationDate: date, tolerance: tolerance, pointProvider: .default)
    total.sourceSegmentCount += report.sourceSegmentCount
    total.sourcePointCount += report.sourcePointCount
    total.controlPointCount += report.controlPointCount
    worstRatio = Swift.max(worstRatio, report.maxVerifiedDistance / report.tolerance)
    for strokePath in strokePaths {
      for point in strokePath {
        checksum = (checksum ^ Double(point.location.x).bitPattern) &* 0x0000_0100_0000_01b3
        checksum = (checksum ^ Double(point.location.y).bitPattern) &* 0x0000_0100_0000_01b3
      }
    }
  }
  // As every figure in BENCHMARKS.md: the best of 7 trials of at least 0.2 s of this thread's
  // CPU time each (rounds of all the paths), with the mean over all the trials beside it.
  // INK_POINTS_ONLY: one round only (the counts, for tuning; the rates are then meaningless).
  let once = ProcessInfo.processInfo.environment["INK_POINTS_ONLY"] != nil
  var bestRate = 0.0
  var allRounds = 0
  var allSeconds = 0.0
  for _ in 0..<(once ? 1 : 7) {
    var rounds = 0
    let start = threadCPUSeconds()
    var elapsed = 0.0
    repeat {
      for (path, tolerance) in zip(paths, tolerances) {
        _ = try path.strokePaths(creationDate: date, tolerance: tolerance, pointProvider: .default)
      }
      rounds += 1
      elapsed = threadCPUSeconds() - start
    } while elapsed < 0.2 && !once
    bestRate = Swift.max(bestRate, Double(total.sourceSegmentCount * rounds) / elapsed)
    allRounds += rounds
    allSeconds += elapsed
  }
  let meanRate = Double(total.sourceSegmentCount * allRounds) / allSeconds
  let line =
    "\(name) @ \(relative) of extent: \(Int(bestRate)) segments/s (thread CPU time, best of "
    + "\(once ? 1 : 7) trials; mean \(Int(meanRate))), "
    + "\(total.controlPointCount) control points / \(total.sourcePointCount) source points = "
    + String(format: "%.3f", total.pointRatio) + ", max verified / tolerance = "
    + String(format: "%.3f", worstRatio) + ", checksum " + String(checksum, radix: 16)
  print(line)
}

/// The path data of every `d` attribute in the corpus's SVG sets (`../shared/corpus/` from the
/// package root), parsed; data that does not parse is counted, not used.
private func corpusConversionInputs() -> (paths: [BezierPath], failed: Int)? {
  let corpus = corpusDirectory
  var paths: [BezierPath] = []
  var failed = 0
  for set in ["resvg", "feather", "svg-spec-examples"] {
    let directory = corpus.appendingPathComponent(set)
    guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return nil }
    for case let file as String in walker where file.hasSuffix(".svg") {
      guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      var rest = text[...]
      while let range = rest.range(of: " d=") {
        rest = rest[range.upperBound...]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { continue }
        rest = rest.dropFirst()
        guard let end = rest.firstIndex(of: quote) else { break }
        let value = String(rest[..<end])
        rest = rest[end...]
        if let path = try? BezierPath(svgPathData: value), path.segmentCount > 0, path.extent > 0 {
          paths.append(path)
        } else {
          failed += 1
        }
      }
    }
  }
  return (paths, failed)
}

/// Conversion benchmarks: Bézier paths to stroke paths at 1e-3 and 1e-2 of each path's extent,
/// on the corpus's SVG path data and on synthetic inputs. Environment: `INK_CONVERSION_SET=name`
/// (`corpus`, `circles`, `glyph-like`, `smooth chains`) runs one set, `INK_CONVERSION_RELATIVE=x`
/// one tolerance, `INK_POINTS_ONLY=1` one round (counts only), `INK_CONVERSION_DETAIL=1` the
/// corpus by subpath class.
func runConversionBenchmarks() throws {
  if ProcessInfo.processInfo.environment["INK_CONVERSION_DETAIL"] != nil {
    try runConversionDetail()
    return
  }
  // For tuning: `INK_CONVERSION_SET=name` runs one set, `INK_CONVERSION_RELATIVE=x` one tolerance.
  let environment = ProcessInfo.processInfo.environment
  let onlySet = environment["INK_CONVERSION_SET"]
  let relatives = environment["INK_CONVERSION_RELATIVE"].flatMap(Double.init).map { [$0] } ?? [1e-3, 1e-2]
  if onlySet != nil && onlySet != "corpus" {
    // skip the corpus
  } else if let (paths, failed) = corpusConversionInputs() {
    let segments = paths.reduce(0) { $0 + $1.segmentCount }
    print(
      "corpus: \(paths.count) paths, \(segments) segments (\(failed) d attributes skipped: unparsable or empty)"
    )
    for relative in relatives {
      try measureConversion(name: "corpus", paths: paths, relative: relative)
    }
  } else {
    print("corpus: not found at ../shared/corpus (skipped)")
  }
  for (name, paths) in syntheticConversionInputs() where onlySet == nil || onlySet == name {
    for relative in relatives {
      try measureConversion(name: name, paths: paths, relative: relative)
    }
  }
}

/// With `INK_CONVERSION_DETAIL` set: the corpus at 1e-3 of extent by subpath class (polyline,
/// one cubic, curves), with points and CPU time per class, for tuning.
func runConversionDetail() throws {
  guard let (paths, _) = corpusConversionInputs() else { return }
  let date = Date(timeIntervalSinceReferenceDate: 0)
  var stats: [String: (n: Int, segs: Int, src: Int, ctl: Int, time: Double)] = [:]
  for path in paths {
    let tolerance = 1e-3 * path.extent
    for sub in path.subpaths where sub.segmentCount > 0 {
      let curves = sub.verbs.filter { $0 == .curve || $0 == .quadCurve }.count
      let lines = sub.verbs.filter { $0 == .line || $0 == .close }.count
      let kind =
        curves == 0 ? "polyline" : (lines == 0 ? (curves == 1 ? "1 curve" : "curves") : "mixed")
      let start = threadCPUSeconds()
      var report = ConversionReport()
      for _ in 0..<20 {
        report =
          try sub.strokePathsWithReport(
            creationDate: date, tolerance: tolerance, pointProvider: .default
          ).1
      }
      let time = (threadCPUSeconds() - start) / 20
      var s = stats[kind] ?? (0, 0, 0, 0, 0)
      s.n += 1
      s.segs += report.sourceSegmentCount
      s.src += report.sourcePointCount
      s.ctl += report.controlPointCount
      s.time += time
      stats[kind] = s
    }
  }
  for (kind, s) in stats.sorted(by: { $0.key < $1.key }) {
    print(
      "\(kind): \(s.n) subpaths, \(s.segs) segments, \(s.ctl)/\(s.src) points, "
        + String(format: "%.1f ms, %.2f us/segment", 1e3 * s.time, 1e6 * s.time / Double(s.segs)))
  }
}
