// walk-points: reads a drawing (any format the standard registry knows) and walks each stroke's
// interpolated points at a fixed distance along the curve, printing location, time and size.
//
//   swift run walk-points ../note-bezier.json [spacing]
import Foundation
import InkFormats
import InkInterchange

let arguments = Array(CommandLine.arguments.dropFirst())
guard let path = arguments.first, arguments.count <= 2 else {
  FileHandle.standardError.write(Data("usage: walk-points <drawing> [spacing, default 10]\n".utf8))
  exit(2)
}
let spacing = arguments.count == 2 ? Double(arguments[1]) ?? 0 : 10
guard spacing > 0, spacing.isFinite else {
  FileHandle.standardError.write(Data("walk-points: the spacing must be a number > 0\n".utf8))
  exit(2)
}

/// A number with three decimals.
func format(_ value: Double) -> String { String(format: "%.3f", value) }

do {
  let registry = FormatRegistry.standard
  let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
  // The importer for the file's extension, else the first whose sniff accepts the content.
  guard
    let importer = registry.importer(forExtension: URL(fileURLWithPath: path).pathExtension)
      ?? registry.importer(sniffing: bytes[...])
  else {
    FileHandle.standardError.write(Data("walk-points: \(path): unknown format\n".utf8))
    exit(1)
  }
  let drawing = try importer.importDrawing(from: bytes, options: ImportOptions()).drawing

  for (index, stroke) in drawing.strokes.enumerated() {
    let path = stroke.path
    print(
      "stroke \(index) (\(stroke.ink.inkType), \(path.count) control points, "
        + "length \(format(path.length))):")
    // Points `spacing` apart along the curve (arc length, not chords), from the start.
    var walked = 0
    for point in path.interpolatedPoints(by: .distance(CGFloat(spacing))) {
      let distance = Double(walked) * spacing
      print(
        "  at \(format(distance)): (\(format(point.location.x)), \(format(point.location.y)))"
          + "  t \(format(point.timeOffset))  size \(format(point.size.width))")
      walked += 1
    }
  }
} catch {
  FileHandle.standardError.write(Data("walk-points: \(path): \(error)\n".utf8))
  exit(1)
}
