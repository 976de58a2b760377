import Foundation
import InkInterchange
import InkJSON

/// JSON benchmarks: encode and decode MB/s of the drawing document on a large synthetic drawing
/// (100 strokes of 10 000 points: one million points), compact and indented.
func runJSONBenchmarks() throws {
  let drawing = syntheticJSONDrawing(strokes: 100, pointsPerStroke: 10_000)
  let format = JSONFormat()
  for pretty in [false, true] {
    var options = ExportOptions()
    options.prettyPrinted = pretty
    var bytes: [UInt8] = []
    let encodeSeconds = try bestOfThree {
      bytes = try format.encode(drawing, options: options).bytes
    }
    var decoded = Drawing()
    let decodeSeconds = try bestOfThree {
      decoded = try format.decode(bytes).drawing
    }
    guard decoded.isBitwiseEqual(to: drawing) else {
      throw BenchmarkFailure(message: "JSON round trip is not bit-exact")
    }
    let mb = Double(bytes.count) / 1_000_000
    let label = pretty ? "pretty " : "compact"
    print(
      "json \(label): \(drawing.pointCount) points, \(String(format: "%.1f", mb)) MB; "
        + "encode \(String(format: "%.3f", encodeSeconds)) s = \(String(format: "%.1f", mb / encodeSeconds)) MB/s; "
        + "decode \(String(format: "%.3f", decodeSeconds)) s = \(String(format: "%.1f", mb / decodeSeconds)) MB/s"
    )
  }
}

/// A benchmark found a wrong result.
private struct BenchmarkFailure: Error {
  var message: String
}

/// The best wall-clock time of three runs, in seconds.
private func bestOfThree(_ body: () throws -> Void) rethrows -> Double {
  var best = Double.infinity
  for _ in 0..<3 {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    best = min(best, seconds)
  }
  return best
}

/// A pen-like drawing: smooth random walks with varying pressure, realistic full-precision
/// doubles (as a tablet produces after a transform), deterministic.
private func syntheticJSONDrawing(strokes: Int, pointsPerStroke: Int) -> Drawing {
  var state: UInt64 = 0x1234_5678
  func random() -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) / Double(1 << 53)
  }
  var result = Drawing()
  for s in 0..<strokes {
    var points: [StrokePoint] = []
    points.reserveCapacity(pointsPerStroke)
    var x = random() * 1000
    var y = random() * 1000
    var angle = random() * 2 * .pi
    for i in 0..<pointsPerStroke {
      angle += (random() - 0.5) * 0.3
      x += cos(angle) * 1.5
      y += sin(angle) * 1.5
      let force = 0.5 + random()
      points.append(
        StrokePoint(
          location: CGPoint(x: x, y: y), timeOffset: Double(i) / 240,
          size: CGSize(width: 2 + force, height: 2 + force), opacity: 1, force: force,
          azimuth: random() * .pi, altitude: 0.8 + random() * 0.7))
    }
    result.append(
      Stroke(
        ink: Ink(.pen),
        path: StrokePath(
          controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 7e8 + Double(s))),
        randomSeed: UInt32(s)))
  }
  return result
}
