import Foundation
import InkInterchange

/// Runs one export: a standalone SVG with one `<path>` per stroke.
struct SVGExporter {
  let options: ExportOptions

  func run(_ drawing: Drawing) throws -> ExportResult {
    // Values are matched case-insensitively, as in every format.
    let appearance = options.formatOptions["appearance"]?.lowercased() ?? "stroke"
    guard appearance == "stroke" || appearance == "outline" else {
      throw SVGExportError.invalidOption(key: "appearance", value: options.formatOptions["appearance"] ?? "")
    }
    let metadataOption = options.formatOptions["metadata"]?.lowercased() ?? "true"
    guard metadataOption == "true" || metadataOption == "false" else {
      throw SVGExportError.invalidOption(key: "metadata", value: options.formatOptions["metadata"] ?? "")
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
    var diagnostics: [Diagnostic] = []
    var bounds = drawing.bounds
    if bounds.isNull { bounds = CGRect(x: 0, y: 0, width: 1, height: 1) }
    var minX = Double(bounds.minX)
    var minY = Double(bounds.minY)
    var width = bounds.width > 0 ? Double(bounds.width) : 1
    var height = bounds.height > 0 ? Double(bounds.height) : 1
    if !(minX.isFinite && minY.isFinite && width.isFinite && height.isFinite) {
      // Strokes near ±1.8e308: their extent overflows a double. Only the metadata can keep
      // them; the viewBox is then a finite stand-in, clamped to the doubles.
      guard metadata else {
        throw SVGExportError.drawingOutOfRange(
          bounds: "x \(bounds.minX) … \(bounds.maxX), y \(bounds.minY) … \(bounds.maxY)")
      }
      func clamp(_ v: Double) -> Double {
        v.isNaN ? 0 : Swift.min(Swift.max(v, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
      }
      minX = clamp(minX)
      minY = clamp(minY)
      width = width.isNaN ? .greatestFiniteMagnitude : clamp(width)
      height = height.isNaN ? .greatestFiniteMagnitude : clamp(height)
      diagnostics.append(
        Diagnostic(
          .warning,
          "the drawing's bounds overflow a double: the viewBox is clamped to the largest finite "
            + "numbers (the ink: metadata keeps every stroke exactly)"))
    }
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
    w.append(minX)
    w.append(" ")
    w.append(minY)
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
    var standIns: [Int] = []
    for (index, stroke) in drawing.strokes.enumerated() {
      if options.prettyPrinted { w.append("  ") }
      do {
        if try !write(stroke, outline: outline, metadata: metadata, to: &w) { standIns.append(index) }
      } catch {
        throw SVGExportError.invalidStroke(index: index, reason: error.reason)
      }
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
    if !standIns.isEmpty {
      diagnostics.append(
        Diagnostic(
          .warning,
          Diagnostic.strokeList(standIns) + " drawn as the polyline of their control points: their "
            + "outline overflows a double (the ink: metadata keeps them exactly)"))
    }
    return ExportResult(bytes: w.bytes, diagnostics: diagnostics)
  }

  /// Why a stroke cannot be written.
  private struct Unwritable: Error {
    var reason: String
  }

  /// Writes one stroke's `<path>`.
  ///
  /// A stroke whose outline (`appearance=outline`) overflows a double although its values are
  /// finite (coordinates or sizes so close to ±1.8·10³⁰⁸ that the curve widened by the pen
  /// overflows) is drawn, with metadata, as the polyline of its control points, which is finite
  /// (the metadata keeps it exactly). Its Bézier form is always finite
  /// (``StrokePath/bezierRepresentation`` evaluates huge coordinates scaled).
  ///
  /// - Returns: `false` when the stroke was drawn as that stand-in.
  /// - Throws: ``Unwritable`` when the stroke cannot be written in finite numbers and there is
  ///   no metadata to keep it.
  private func write(
    _ stroke: Stroke, outline: Bool, metadata: Bool, to w: inout SVGTextWriter
  ) throws(Unwritable) -> Bool {
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
    if !meanSize.isFinite {
      // Sizes near the largest doubles: the mean of the halves (the sum overflowed).
      meanSize = 0
      for p in path {
        meanSize += (Double(p.size.width) / 2 + Double(p.size.height) / 2) / Double(path.count)
      }
    }
    let color = stroke.ink.color
    var drawn = true
    let opacity = min(max(color.alpha * meanOpacity, 0), 1)
    w.append("<path d=\"")
    let overflow = Unwritable(
      reason: "its outline leaves the range of doubles (coordinates or sizes too close to ±1.8e308)")
    /// The stand-in for a curve that overflows: the polyline of the control points.
    func polyline() throws(Unwritable) -> BezierPath {
      guard metadata else { throw overflow }
      drawn = false
      var line = BezierPath()
      for (k, p) in path.enumerated() {
        if k == 0 { line.move(to: p.location) } else { line.addLine(to: p.location) }
      }
      return line
    }
    if outline {
      var shape = SVGStrokeOutline.outline(path)
      if !shape.isFinite { shape = try polyline() }
      Self.appendPathData(shape, to: &w)
      w.append("\" fill=\"")
      Self.appendColor(color, to: &w)
      w.append("\" fill-opacity=\"")
      w.append(opacity)
      w.append("\" stroke=\"none\"")
    } else {
      Self.appendPathData(path.bezierRepresentation, to: &w)
      if path.count == 1 { w.append("h0") }  // a dot: round caps draw it
      w.append("\" fill=\"none\" stroke=\"")
      Self.appendColor(color, to: &w)
      w.append("\" stroke-width=\"")
      // (SVG forbids a negative width, which renderers replace by 1; the metadata keeps the sizes.)
      w.append(Swift.max(meanSize, 0))
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
    return drawn
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
