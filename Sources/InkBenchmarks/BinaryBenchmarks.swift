import Foundation
import InkBinary
import InkInterchange

/// Binary `.ink` benchmarks: bytes per point in both modes, and encode and decode speed in MB/s
/// of point data (point count × `MemoryLayout<StrokePoint>.stride`), one core.
///
/// Speeds are the best of several runs, measured in the thread's CPU time (robust on a busy
/// machine), with the wall-clock speed in parentheses. The environment variable
/// `INK_BINARY_BENCH_SET` (a name prefix: `perfect`, `wacom`, `synthetic`) limits the sets.
func runBinaryBenchmarks() throws {
  let sets: [(String, () throws -> Drawing)] = [
    ("perfect-freehand", PenRecordings.perfectFreehand),
    ("wacom", PenRecordings.wacom),
    ("synthetic 1000×1000", { PenRecordings.synthetic(strokeCount: 1000, pointsPerStroke: 1000) }),
  ]
  let only = ProcessInfo.processInfo.environment["INK_BINARY_BENCH_SET"]
  let stride = MemoryLayout<StrokePoint>.stride
  var quantized = InkBinaryEncodingOptions()
  quantized.quantization = .jetpackInk
  for (name, load) in sets where only.map({ name.hasPrefix($0) }) ?? true {
    let drawing = try load()
    let points = drawing.pointCount
    let pointBytes = Double(points * stride)
    for (mode, options) in [("lossless", InkBinaryEncodingOptions()), ("quantized", quantized)] {
      let encoder = InkBinaryEncoder(options: options)
      let decoder = InkBinaryDecoder()
      let bytes = try encoder.encode(drawing)
      let decoded = try decoder.decode(bytes)
      if mode == "lossless", !decoded.isBitwiseEqual(to: drawing) {
        print("  \(name) \(mode): ROUND TRIP FAILED")
      }
      let encode = try measure { _ = try encoder.encode(drawing) }
      let decode = try measure { _ = try decoder.decode(bytes) }
      let line =
        "  \(name) \(mode): \(points) points, \(bytes.count) bytes, "
        + "\(format(Double(bytes.count) / Double(points))) bytes/point; "
        + "encode \(format(pointBytes / encode.cpu / 1e6)) MB/s "
        + "(wall \(format(pointBytes / encode.wall / 1e6))), "
        + "decode \(format(pointBytes / decode.cpu / 1e6)) MB/s "
        + "(wall \(format(pointBytes / decode.wall / 1e6)))"
      print(line)
    }
  }
}

/// The best CPU and wall-clock times of several runs of `body`, in seconds, running for at least
/// about half a second of CPU time.
private func measure(_ body: () throws -> Void) throws -> (cpu: Double, wall: Double) {
  func now() -> (cpu: Double, wall: Double) {
    var wall = timespec()
    clock_gettime(CLOCK_MONOTONIC, &wall)
    return (threadCPUSeconds(), Double(wall.tv_sec) + Double(wall.tv_nsec) * 1e-9)
  }
  var best = (cpu: Double.infinity, wall: Double.infinity)
  var total = 0.0
  var runs = 0
  while runs < 3 || (total < 0.5 && runs < 10_000) {
    let start = now()
    try body()
    let end = now()
    best.cpu = min(best.cpu, end.cpu - start.cpu)
    best.wall = min(best.wall, end.wall - start.wall)
    total += end.cpu - start.cpu
    runs += 1
  }
  return best
}

private func format(_ v: Double) -> String {
  String(format: "%.2f", v)
}
