import Foundation
import InkFormats
import InkInterchange

/// Writes a large input for the memory measurements (`Benchmarks/memory`):
/// `memory-input ink PATH N [STROKE]` writes a `.ink` drawing of `N` points (strokes of `STROKE`
/// points, default 10 000, every field a full-precision value), `memory-input svg PATH BYTES` a plain SVG of about
/// `BYTES` bytes of short cubic paths (stroke-width 2, no metadata: it goes through conversion).
func writeMemoryInput(_ arguments: [String]) throws {
  guard arguments.count == 3 || arguments.count == 4, let n = Int(arguments[2]), n > 0,
    let strokeLength = arguments.count == 4 ? Int(arguments[3]) : 10_000, strokeLength > 0
  else {
    FileHandle.standardError.write(Data("usage: InkBenchmarks memory-input ink|svg PATH N [STROKE]\n".utf8))
    exit(2)
  }
  let path = arguments[1]
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  func unit() -> Double {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Double((z ^ (z >> 31)) >> 11) * 0x1p-53
  }
  switch arguments[0] {
  case "ink":
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    var strokes: [Stroke] = []
    var remaining = n
    while remaining > 0 {
      let count = min(remaining, strokeLength)
      remaining -= count
      var x = unit() * 1000
      var y = unit() * 1000
      var points: [StrokePoint] = []
      points.reserveCapacity(count)
      for i in 0..<count {
        x += unit() - 0.5
        y += unit() - 0.5
        let w = 1 + unit()
        points.append(
          StrokePoint(
            location: CGPoint(x: x, y: y), timeOffset: Double(i) * 0.004 + unit() * 1e-4,
            size: CGSize(width: w, height: w), opacity: 1, force: unit(), azimuth: unit() * 6,
            altitude: unit() * 1.5))
      }
      strokes.append(Stroke(ink: Ink(.pen), path: StrokePath(controlPoints: points, creationDate: date)))
    }
    let exporter = FormatRegistry.standard.exporter(id: "ink")!
    let bytes = try exporter.exportDrawing(Drawing(strokes: strokes), options: ExportOptions()).bytes
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    print("memory-input: \(path): \(n) points, \(bytes.count) bytes")
  case "svg":
    guard
      let handle = FileHandle(forWritingAtPath: path)
        ?? {
          _ = FileManager.default.createFile(atPath: path, contents: nil)  // (checked by the open below)
          return FileHandle(forWritingAtPath: path)
        }()
    else { throw CocoaError(.fileWriteUnknown) }
    try handle.truncate(atOffset: 0)
    var written = 0
    var paths = 0
    func emit(_ text: String) throws {
      try handle.write(contentsOf: Data(text.utf8))
      written += text.utf8.count
    }
    try emit("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1000 1000\">\n")
    var chunk = ""
    while written + chunk.utf8.count < n - 8 {
      var x = unit() * 1000
      var y = unit() * 1000
      chunk += "<path fill=\"none\" stroke=\"#000\" stroke-width=\"2\" d=\"M\(Int(x)) \(Int(y))"
      for _ in 0..<8 {
        let dx = unit() * 20 - 10
        let dy = unit() * 20 - 10
        chunk +=
          " c\(Int(dx / 3)) \(Int(dy / 3 + 2)) \(Int(2 * dx / 3)) \(Int(2 * dy / 3 - 2)) \(Int(dx)) \(Int(dy))"
        x += dx
        y += dy
      }
      chunk += "\"/>\n"
      paths += 1
      if chunk.utf8.count > 1 << 20 {
        try emit(chunk)
        chunk = ""
      }
    }
    try emit(chunk + "</svg>\n")
    try handle.close()
    print("memory-input: \(path): \(paths) paths, \(written) bytes")
  default:
    FileHandle.standardError.write(Data("memory-input: unknown kind '\(arguments[0])'\n".utf8))
    exit(2)
  }
}
