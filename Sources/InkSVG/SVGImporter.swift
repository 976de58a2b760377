import Foundation
import InkInterchange

/// Runs one import: parse, resolve, convert.
struct SVGImporter {
  let options: ImportOptions

  enum FillMode {
    case outline, skip
  }

  /// The stroke width given to filled-only shapes converted as outlines, in user units.
  static let outlineWidth = 1.0

  /// The creation date of converted (non-InkInterchange) strokes: the reference date, so imports
  /// are deterministic.
  static let creationDate = Date(timeIntervalSinceReferenceDate: 0)

  func run(_ bytes: [UInt8]) throws -> ImportResult {
    guard bytes.count <= options.maxInputBytes else {
      throw SVGImportError.inputTooLarge(size: bytes.count, limit: options.maxInputBytes)
    }
    let fillMode: FillMode
    switch options.formatOptions["fill"] ?? "outline" {
    case "outline": fillMode = .outline
    case "skip": fillMode = .skip
    case let other: throw SVGImportError.invalidOption(key: "fill", value: other)
    }
    let hugeOption = options.formatOptions["huge"] ?? "false"
    guard hugeOption == "true" || hugeOption == "false" else {
      throw SVGImportError.invalidOption(key: "huge", value: hugeOption)
    }
    let huge = hugeOption == "true" || options.maxNestingDepth > 256
    let tree = try LibXML2.parse(bytes, maxDepth: options.maxNestingDepth, huge: huge)
    var resolver = SVGResolver(tree: tree, tolerance: options.tolerance)
    try resolver.resolve()
    var diagnostics = resolver.diagnostics
    let isOurs = tree.attribute(0, "version", namespace: .ink) != nil

    var drawing = Drawing()
    var pointCount = 0
    var inkIndex = 0
    for (position, shape) in resolver.shapes.enumerated() {
      let element = shape.element
      let name = tree.elements[element].name
      let line = Int(tree.elements[element].line)
      if isOurs, inkIndex < resolver.inkElements.count, resolver.inkElements[inkIndex].position == position {
        inkIndex += 1
        let stroke = try SVGInkMetadata.read(tree, element: element)
        pointCount += stroke.path.count
        guard pointCount <= options.maxPointCount else {
          throw SVGImportError.tooManyPoints(limit: options.maxPointCount)
        }
        drawing.append(stroke)
        continue
      }
      func warn(_ message: String) {
        diagnostics.append(
          Diagnostic(.warning, "<\(name)> (line \(line)): \(message)", at: .lineColumn(line: line, column: 1))
        )
      }
      var color: InkColor
      var width: Double
      var opacity: Double
      if let stroke = shape.strokeColor {
        color = stroke
        width = shape.strokeWidth
        opacity = shape.strokeOpacity
        if shape.fillColor != nil && shape.fillOpacity > 0 {
          warn("the fill is not converted (the stroke is kept)")
        }
      } else if let fill = shape.fillColor, shape.fillOpacity > 0 {
        if fillMode == .skip {
          warn("filled shape skipped (fill=skip)")
          continue
        }
        warn("filled shape converted as its outline")
        color = fill
        width = Self.outlineWidth
        opacity = shape.fillOpacity
      } else {
        continue
      }
      let properties = SegmentProperties(width: width, opacity: opacity, color: color)
      let paths: [StrokePath]
      do {
        paths = try shape.path.strokePaths(
          creationDate: Self.creationDate, tolerance: options.tolerance,
          segmentProperties: [properties], pointProvider: options.pointProvider)
      } catch {
        warn("not converted: \(error)")
        continue
      }
      color.alpha = min(max(color.alpha, 0), 1)
      for path in paths {
        pointCount += path.count
        guard pointCount <= options.maxPointCount else {
          throw SVGImportError.tooManyPoints(limit: options.maxPointCount)
        }
        drawing.append(Stroke(ink: Ink(.pen, color: color), path: path))
      }
    }
    return ImportResult(drawing: drawing, diagnostics: diagnostics)
  }
}
