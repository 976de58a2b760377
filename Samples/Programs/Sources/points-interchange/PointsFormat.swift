// The `points` format of the DocC article "Adding a format", verbatim: the article's code is
// compiled here, so it stays true to the API.
import Foundation
import InkInterchange

/// The `points` text format: `stroke x y time` per line.
public struct PointsFormat: DrawingImporter, DrawingExporter {
  public init() {}

  public var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "points", name: "Point list", fileExtensions: ["points"], mediaType: "text/plain",
      isBinary: false, isLossless: false,
      limitations: "keeps locations and times only; ink, size and force are not stored")
  }

  public func canImport(prefix: ArraySlice<UInt8>) -> Bool {
    prefix.starts(with: Array("# points".utf8))
  }
}

/// Why a point list was refused.
public enum PointsFormatError: LocatedError, Equatable {
  /// A line is not four numbers.
  case malformedLine(line: Int)
  /// The input holds more points than `ImportOptions.maxPointCount`.
  case tooManyPoints(line: Int, limit: Int)

  public var location: SourceLocation? {
    switch self {
    case .malformedLine(let line), .tooManyPoints(let line, _): .lineColumn(line: line, column: 1)
    }
  }

  public var description: String {
    switch self {
    case .malformedLine: "expected 'stroke x y time'"
    case .tooManyPoints(_, let limit): "more than \(limit) points"
    }
  }
}

extension PointsFormat {
  public func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
    var strokes: [[StrokePoint]] = []
    var current: Int?
    var count = 0
    for (index, line) in String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: " ").compactMap { Double($0) }
      guard fields.count == 4, fields.allSatisfy(\.isFinite), let stroke = Int(exactly: fields[0])
      else { throw PointsFormatError.malformedLine(line: index + 1) }
      count += 1
      guard count <= options.maxPointCount else {
        throw PointsFormatError.tooManyPoints(line: index + 1, limit: options.maxPointCount)
      }
      var point = StrokePoint.pen(at: CGPoint(x: fields[1], y: fields[2]))
      point.timeOffset = fields[3]
      if stroke != current { strokes.append([]) }
      current = stroke
      strokes[strokes.count - 1].append(point)
    }
    let date = Date(timeIntervalSince1970: 0)
    let drawing = Drawing(
      strokes: strokes.map {
        Stroke(ink: Ink(.pen), path: StrokePath(controlPoints: $0, creationDate: date))
      })
    return ImportResult(drawing: drawing)
  }

  public func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult {
    var text = "# points\n"
    for (index, stroke) in drawing.strokes.enumerated() {
      for point in stroke.path {
        text += "\(index) \(point.location.x) \(point.location.y) \(point.timeOffset)\n"
      }
    }
    return ExportResult(
      bytes: Array(text.utf8),
      diagnostics: [Diagnostic(.note, "inks, sizes and forces are not stored")])
  }
}
