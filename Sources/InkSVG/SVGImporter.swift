import Foundation
import InkInterchange

/// Runs one import: parse, resolve, convert.
struct SVGImporter {
  let options: ImportOptions

  enum FillMode {
    case outline, skip
  }

  /// The stroke width given to fills converted as outlines, in user units.
  static let outlineWidth = 1.0

  /// The creation date of converted (non-InkInterchange) strokes: the reference date, so imports
  /// are deterministic.
  static let creationDate = Date(timeIntervalSinceReferenceDate: 0)

  /// Whether the document's first 4 KiB declare InkInterchange's namespace, as the root element
  /// of our own exports does.
  ///
  /// - Parameter bytes: The document.
  /// - Returns: `true` when the namespace URI appears in the first 4 096 bytes.
  static func declaresInkNamespace(_ bytes: [UInt8]) -> Bool {
    let needle = Array(LibXML2.inkNamespaceURI.utf8)
    let end = Swift.min(bytes.count, 4096) - needle.count
    guard end >= 0 else { return false }
    for start in 0...end where bytes[start] == needle[0] {
      if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
  }

  func run(_ bytes: [UInt8]) throws -> ImportResult {
    guard bytes.count <= options.maxInputBytes else {
      throw SVGImportError.inputTooLarge(size: bytes.count, limit: options.maxInputBytes)
    }
    let fillMode: FillMode
    switch options.formatOptions["fill"]?.lowercased() ?? "outline" {
    case "outline": fillMode = .outline
    case "skip": fillMode = .skip
    default: throw SVGImportError.invalidOption(key: "fill", value: options.formatOptions["fill"] ?? "")
    }
    let hugeOption = options.formatOptions["huge"]?.lowercased()
    guard hugeOption == nil || hugeOption == "true" || hugeOption == "false" else {
      throw SVGImportError.invalidOption(key: "huge", value: options.formatOptions["huge"] ?? "")
    }
    // Our own exports carry every control point in attributes that can outgrow libxml2's 10 MB
    // limits: unless `huge=false` is given, they are parsed with those limits lifted (our own
    // input-size, depth and entity limits still hold).
    let huge =
      hugeOption == "true" || options.maxNestingDepth > 256
      || (hugeOption == nil && Self.declaresInkNamespace(bytes))
    var useLimit = SVGResolver.defaultUseLimit
    if let value = options.formatOptions["use-limit"] {
      // A whole number too large for an Int is as good as the largest (the resolver caps it).
      let digitsOnly =
        !value.isEmpty && value.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
      guard let limit = Int(value) ?? (digitsOnly ? Int.max : nil), limit >= 0 else {
        throw SVGImportError.invalidOption(key: "use-limit", value: value)
      }
      useLimit = limit
    }
    let tree = try LibXML2.parse(bytes, maxDepth: options.maxNestingDepth, huge: huge)
    var resolver = SVGResolver(tree: tree, tolerance: options.tolerance, useLimit: useLimit)
    try resolver.resolve()
    var log = resolver.log
    let version = tree.attribute(0, .version, namespace: .ink)
    let isOurs = version != nil
    if let version, version.trimmingCharacters(in: .whitespaces) != SVGInkMetadata.version {
      // A later version may mean what this reader would misread: refused, as JSON and .ink do.
      throw SVGImportError.invalidInkMetadata(
        attribute: "ink:version",
        reason: "unsupported version '\(version)' (this reader reads version \(SVGInkMetadata.version))",
        line: Int(tree.elements[0].line))
    }

    var drawing = Drawing()
    var pointCount = 0
    var inkIndex = 0
    for (position, shape) in resolver.shapes.enumerated() {
      let element = shape.element
      // (What the point budget throws when this element's strokes cross it.)
      let overBudget = SVGImportError.tooManyPoints(
        limit: options.maxPointCount, line: Int(tree.elements[element].line))
      if isOurs, inkIndex < resolver.inkElements.count, resolver.inkElements[inkIndex].position == position {
        inkIndex += 1
        let stroke = try SVGInkMetadata.read(tree, element: element)
        pointCount += stroke.path.count
        guard pointCount <= options.maxPointCount else {
          throw overBudget
        }
        drawing.append(stroke)
        continue
      }
      func warn(_ message: String) { log.append(resolver.warn(element, message)) }
      // What is painted, in paint order: the fill (as outline strokes), then the stroke.
      var paints: [(color: InkColor, width: Double, opacity: Double)] = []
      // A `line` encloses nothing, so its fill paints nothing.
      if let fill = shape.fillColor, shape.fillOpacity > 0, tree.elements[element].kind != .line {
        if fillMode == .skip {
          warn(shape.strokeColor == nil ? "filled shape skipped (fill=skip)" : "fill skipped (fill=skip)")
        } else {
          warn("fill converted as its outline")
          paints.append((fill, Self.outlineWidth, shape.fillOpacity))
        }
      }
      if let stroke = shape.strokeColor {
        paints.append((stroke, shape.strokeWidth, shape.strokeOpacity))
      }
      for (paintColor, width, opacity) in paints {
        var color = paintColor
        let properties = SegmentProperties(width: width, opacity: opacity, color: color)
        let paths: [StrokePath]
        do {
          paths = try shape.path.strokePaths(
            creationDate: Self.creationDate, tolerance: options.tolerance,
            segmentProperties: [properties], pointProvider: options.pointProvider,
            maxControlPoints: options.maxPointCount - pointCount)
        } catch StrokeModelError.tooManyControlPoints {
          throw overBudget
        } catch {
          warn("not converted: \(error)")
          continue
        }
        color.alpha = min(max(color.alpha, 0), 1)
        for path in paths {
          pointCount += path.count
          guard pointCount <= options.maxPointCount else {
            throw overBudget
          }
          drawing.append(Stroke(ink: Ink(.pen, color: color), path: path))
        }
      }
    }
    return ImportResult(drawing: drawing, diagnostics: log.diagnostics)
  }
}
