// custom-point-provider: writes a point provider of its own (a brush that is wide in the middle
// of each stroke and tapers at both ends, drawn over one second) and converts a Bézier path with
// it, then prints the control points and writes the drawing as JSON.
//
//   swift run custom-point-provider [output.json]
import Foundation
import InkInterchange
import InkJSON

/// A tapering brush: the size grows from `minimum` at the ends to `maximum` halfway along the
/// subpath's arc length; the force follows the size.
func taperingBrush(minimum: Double, maximum: Double) -> PointProvider {
  PointProvider { converted in
    var point = StrokePoint.pen(at: converted.location)
    // `pathFraction` is the share of the subpath's arc length before this point, 0...1.
    let bulge = sin(Double.pi * converted.pathFraction)
    let width = minimum + (maximum - minimum) * bulge
    point.size = CGSize(width: width, height: width)
    point.force = 0.5 + 0.5 * bulge
    return point
  }
}

/// A number with three decimals.
func format(_ value: Double) -> String { String(format: "%.3f", value) }

// Compose it with a built-in: the taper for the size and force, time spread over one second by
// arc length.
let brush = taperingBrush(minimum: 1, maximum: 6)
  .taking(.timeOffset, from: .timing(duration: 1, by: .arcLength))

do {
  let source = try BezierPath(
    svgPathData: "M10 80 C 40 10, 65 10, 95 80 S 150 150, 180 80 M20 20 A 30 30 0 0 1 80 20")
  let paths = try source.strokePaths(
    creationDate: Date(timeIntervalSince1970: 0), tolerance: 0.05, pointProvider: brush)
  let drawing = Drawing(strokes: paths.map { Stroke(ink: Ink(.marker, color: .black), path: $0) })

  for (index, path) in paths.enumerated() {
    print("stroke \(index): \(path.count) control points, length \(format(path.length))")
    for point in path {
      let (x, y) = (format(point.location.x), format(point.location.y))
      print(
        "  (\(x), \(y))  size \(format(point.size.width))  force \(format(point.force))"
          + "  t \(format(point.timeOffset))")
    }
  }

  if let outputPath = CommandLine.arguments.dropFirst().first {
    var options = ExportOptions()
    options.prettyPrinted = true
    let bytes = try JSONFormat().exportDrawing(drawing, options: options).bytes
    try Data(bytes).write(to: URL(fileURLWithPath: outputPath))
    print("wrote \(outputPath)")
  }
} catch {
  FileHandle.standardError.write(Data("custom-point-provider: \(error)\n".utf8))
  exit(1)
}
