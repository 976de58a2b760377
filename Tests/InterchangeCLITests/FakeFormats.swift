import Foundation
import InkInterchange

/// A small text format for tests: a magic line, then one point per line (`x y [force]`), a blank
/// line between strokes, `!warn message` for a warning. Export honours `quantize`, `fail`,
/// `warn` and pretty printing, so tests can see options arrive.
struct PointsFormat: DrawingImporter, DrawingExporter {
  var id: String
  var magic: String

  init(id: String = "pts", magic: String = "PTS") {
    self.id = id
    self.magic = magic
  }

  var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: id, name: "Test points (\(id))", fileExtensions: [id], mediaType: "text/x-\(id)",
      isBinary: false, isLossless: false, limitations: "drops everything but positions and force")
  }

  func canImport(prefix: ArraySlice<UInt8>) -> Bool {
    prefix.starts(with: Array((magic + "\n").utf8))
  }

  func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
    guard let text = String(bytes: bytes, encoding: .utf8) else {
      throw PointsError(message: "not UTF-8", location: .byteOffset(0))
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lineNumber = 1
    if lines.first == magic {
      lines.removeFirst()
      lineNumber = 2
    }
    var diagnostics: [Diagnostic] = []
    var strokes: [[(Double, Double, Double)]] = [[]]
    for line in lines {
      defer { lineNumber += 1 }
      if line.isEmpty {
        if !strokes[strokes.count - 1].isEmpty { strokes.append([]) }
        continue
      }
      if line.hasPrefix("!warn ") {
        diagnostics.append(
          Diagnostic(.warning, String(line.dropFirst(6)), at: .lineColumn(line: lineNumber, column: 1)))
        continue
      }
      let fields = line.split(separator: " ")
      var numbers: [Double] = []
      var column = 1
      for field in fields {
        guard let value = Double(field), value.isFinite else {
          throw PointsError(
            message: "expected a number, got '\(field)'",
            location: .lineColumn(line: lineNumber, column: column))
        }
        numbers.append(value)
        column += field.count + 1
      }
      guard numbers.count == 2 || numbers.count == 3 else {
        throw PointsError(
          message: "expected 2 or 3 numbers", location: .lineColumn(line: lineNumber, column: 1))
      }
      strokes[strokes.count - 1].append((numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : 1))
    }
    let drawing = Drawing(
      strokes: strokes.filter { !$0.isEmpty }.map { values in
        let points = values.enumerated().map { i, v in
          var point = options.pointProvider(
            ConvertedBezierPoint(
              location: CGPoint(x: v.0, y: v.1), index: i, pointCount: values.count,
              bezierSegmentIndex: i,
              pathFraction: values.count > 1 ? Double(i) / Double(values.count - 1) : 0))
          point.force = v.2
          return point
        }
        return Stroke(
          ink: Ink(.pen),
          path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSince1970: 0)))
      })
    return ImportResult(drawing: drawing, diagnostics: diagnostics)
  }

  func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult {
    if options.formatOptions["fail"] == "true" { throw PointsError(message: "asked to fail", location: nil) }
    let quantize = options.formatOptions["quantize"] == "true"
    var text = magic + "\n"
    if options.prettyPrinted { text += "# pretty\n" }
    for (s, stroke) in drawing.strokes.enumerated() {
      if s > 0 { text += "\n" }
      for p in stroke.path {
        var x = Double(p.location.x)
        var y = Double(p.location.y)
        if quantize {
          x.round()
          y.round()
        }
        text += "\(x) \(y) \(Double(p.force))\n"
      }
    }
    var diagnostics: [Diagnostic] = []
    if options.formatOptions["warn"] == "true" { diagnostics.append(Diagnostic(.warning, "export warning")) }
    return ExportResult(bytes: Array(text.utf8), diagnostics: diagnostics)
  }
}

/// An export-only binary format: the point count as four little-endian bytes.
struct CountFormat: DrawingExporter {
  var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "count", name: "Point count", fileExtensions: ["cnt"], mediaType: "application/x-count",
      isBinary: true, isLossless: false)
  }

  func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult {
    let n = UInt32(drawing.pointCount)
    return ExportResult(bytes: (0..<4).map { UInt8(truncatingIfNeeded: n >> (8 * $0)) })
  }
}

/// The fake formats' error: a message and a location (the description does not repeat it).
struct PointsError: LocatedError {
  var message: String
  var location: SourceLocation?
  var description: String { message }
}

/// A registry of the fake formats: `pts` and `alt` (both ways), `count` (export only).
func fakeRegistry() -> FormatRegistry {
  var registry = FormatRegistry()
  try! registry.register(PointsFormat())
  try! registry.register(PointsFormat(id: "alt", magic: "ALT"))
  try! registry.register(exporter: CountFormat())
  return registry
}
