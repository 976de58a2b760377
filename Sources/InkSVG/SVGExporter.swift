import Foundation
import InkInterchange

/// Runs one export: a standalone SVG with one `<path>` per stroke.
struct SVGExporter {
  let options: ExportOptions

  func run(_ drawing: Drawing) throws -> ExportResult {
    let appearance = options.formatOptions["appearance"] ?? "stroke"
    guard appearance == "stroke" || appearance == "outline" else {
      throw SVGExportError.invalidOption(key: "appearance", value: appearance)
    }
    let metadataOption = options.formatOptions["metadata"] ?? "true"
    guard metadataOption == "true" || metadataOption == "false" else {
      throw SVGExportError.invalidOption(key: "metadata", value: metadataOption)
    }
    let metadata = metadataOption == "true"
    for (i, stroke) in drawing.strokes.enumerated() {
      do { try stroke.validate() } catch {
        throw SVGExportError.invalidStroke(index: i, reason: "\(error)")
      }
    }
    var w = SVGTextWriter()
    let outline = appearance == "outline"
    let sizing = OutputSizing(drawing, outline: outline, metadata: metadata)
    w.bytes.reserveCapacity(sizing.initialCapacity)
    var bounds = drawing.bounds
    if bounds.isNull { bounds = CGRect(x: 0, y: 0, width: 1, height: 1) }
    let width = bounds.width > 0 ? Double(bounds.width) : 1
    let height = bounds.height > 0 ? Double(bounds.height) : 1
    w.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    w.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"")
    if metadata {
      w.append(" xmlns:ink=\"")
      w.append(LibXML2.inkNamespaceURI)
      w.append("\" ink:version=\"")
      w.append(SVGInkMetadata.version)
      w.append("\"")
    }
    w.append(" viewBox=\"")
    w.append(Double(bounds.minX))
    w.append(" ")
    w.append(Double(bounds.minY))
    w.append(" ")
    w.append(width)
    w.append(" ")
    w.append(height)
    w.append("\" width=\"")
    w.append(width)
    w.append("\" height=\"")
    w.append(height)
    w.append("\">\n")
    let headerCount = w.bytes.count
    var pointsWritten = 0
    var sampled = false
    for (index, stroke) in drawing.strokes.enumerated() {
      if options.prettyPrinted { w.append("  ") }
      write(stroke, outline: outline, metadata: metadata, to: &w)
      w.append("\n")
      pointsWritten += stroke.path.count
      if !sampled && pointsWritten >= OutputSizing.samplePoints {
        // Room for the rest at the rate measured so far, so the buffer is not regrown (and
        // copied) near the end of a large export.
        sampled = true
        w.bytes.reserveCapacity(
          sizing.capacity(
            written: w.bytes.count, header: headerCount, pointsWritten: pointsWritten,
            strokesWritten: index + 1))
      }
    }
    w.append("</svg>\n")
    return ExportResult(bytes: w.bytes)
  }

  private func write(_ stroke: Stroke, outline: Bool, metadata: Bool, to w: inout SVGTextWriter) {
    let path = stroke.path
    var meanSize = 0.0
    var meanOpacity = 0.0
    for p in path {
      meanSize += (Double(p.size.width) + Double(p.size.height)) / 2
      meanOpacity += Double(p.opacity)
    }
    if !path.isEmpty {
      meanSize /= Double(path.count)
      meanOpacity /= Double(path.count)
    } else {
      meanOpacity = 1
    }
    let color = stroke.ink.color
    let opacity = min(max(color.alpha * meanOpacity, 0), 1)
    w.append("<path d=\"")
    if outline {
      Self.appendPathData(SVGStrokeOutline.outline(path), to: &w)
      w.append("\" fill=\"")
      Self.appendColor(color, to: &w)
      w.append("\" fill-opacity=\"")
      w.append(opacity)
      w.append("\" stroke=\"none\"")
    } else {
      let bezier = path.bezierRepresentation
      Self.appendPathData(bezier, to: &w)
      if path.count == 1 { w.append("h0") }  // a dot: round caps draw it
      w.append("\" fill=\"none\" stroke=\"")
      Self.appendColor(color, to: &w)
      w.append("\" stroke-width=\"")
      w.append(meanSize)
      w.append("\" stroke-opacity=\"")
      w.append(opacity)
      w.append("\" stroke-linecap=\"round\" stroke-linejoin=\"round\"")
    }
    let t = stroke.transform
    if !t.isIdentity {
      w.append(" transform=\"matrix(")
      for (k, v) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
        if k > 0 { w.append(" ") }
        w.append(v)
      }
      w.append(")\"")
    }
    if metadata { SVGInkMetadata.write(stroke, to: &w) }
    w.append("/>")
  }

  /// `#rrggbb` of a colour (components clamped to `0...1` and rounded).
  static func appendColor(_ c: InkColor, to w: inout SVGTextWriter) {
    w.append("#")
    for v in [c.red, c.green, c.blue] {
      w.appendHexByte(Int((min(max(v, 0), 1) * 255).rounded()))
    }
  }

  /// Compact path data whose numbers round-trip exactly (the core's writer).
  static func appendPathData(_ path: BezierPath, to w: inout SVGTextWriter) {
    path.appendSVGPathData(to: &w.bytes)
  }
}
