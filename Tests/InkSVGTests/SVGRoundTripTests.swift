import Foundation
import InkInterchange
import Testing

@testable import InkSVG

@Suite("SVG round trips of our own exports")
struct SVGRoundTripTests {
  @Test("Random drawings survive export then import bit for bit", arguments: 0..<20)
  func randomDrawingsAreBitExact(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 1)
    let drawing = SVGTestSupport.randomDrawing(&rng, strokes: 1 + seed % 6)
    let exported = try SVGFormat().exportDrawing(drawing, options: ExportOptions())
    let imported = try SVGFormat().importDrawing(from: exported.bytes, options: ImportOptions())
    #expect(imported.drawing.isBitwiseEqual(to: drawing))
    #expect(imported.diagnostics.isEmpty)
  }

  @Test("The outline appearance keeps the metadata, so it round-trips too")
  func outlineAppearanceRoundTrips() throws {
    var rng = SplitMix64(seed: 99)
    let drawing = SVGTestSupport.randomDrawing(&rng, strokes: 4)
    var options = ExportOptions()
    options.formatOptions["appearance"] = "outline"
    let exported = try SVGFormat().exportDrawing(drawing, options: options)
    let text = String(decoding: exported.bytes, as: UTF8.self)
    #expect(text.contains("fill-opacity="))
    #expect(!text.contains("stroke-width="))
    let imported = try SVGFormat().importDrawing(from: exported.bytes, options: ImportOptions())
    #expect(imported.drawing.isBitwiseEqual(to: drawing))
  }

  @Test("An empty drawing exports a valid document and imports as empty")
  func emptyDrawing() throws {
    let exported = try SVGFormat().exportDrawing(Drawing(), options: ExportOptions())
    let text = String(decoding: exported.bytes, as: UTF8.self)
    #expect(text.contains("viewBox=\"0 0 1 1\""))
    let imported = try SVGFormat().importDrawing(from: exported.bytes, options: ImportOptions())
    #expect(imported.drawing.strokes.isEmpty)
  }

  @Test("Corrupt metadata is an error naming the attribute and the line")
  func corruptMetadata() throws {
    var rng = SplitMix64(seed: 5)
    let drawing = SVGTestSupport.randomDrawing(&rng, strokes: 1)
    let exported = try SVGFormat().exportDrawing(drawing, options: ExportOptions())
    var text = String(decoding: exported.bytes, as: UTF8.self)
    text = text.replacingOccurrences(of: "ink:points=\"", with: "ink:points=\"zz ")
    #expect {
      try SVGFormat().importDrawing(from: Array(text.utf8), options: ImportOptions())
    } throws: { error in
      guard case .invalidInkMetadata(let attribute, _, let line) = error as? SVGImportError else {
        return false
      }
      return attribute == "ink:points" && line == 3
    }
  }

  @Test("Export writes browser-visible styling and a viewBox that holds the strokes")
  func exportStyling() throws {
    let points = [
      StrokePoint(
        location: CGPoint(x: 10, y: 20), timeOffset: 0, size: CGSize(width: 4, height: 4),
        opacity: 0.5, force: 1, azimuth: 0, altitude: 1),
      StrokePoint(
        location: CGPoint(x: 30, y: 20), timeOffset: 0.1, size: CGSize(width: 8, height: 8),
        opacity: 0.5, force: 1, azimuth: 0, altitude: 1),
    ]
    let stroke = Stroke(
      ink: Ink(.pen, color: InkColor(red: 1, green: 0, blue: 0)),
      path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0)),
      transform: AffineTransform2D(translationX: 5, y: 0))
    let exported = try SVGFormat().exportDrawing(Drawing(strokes: [stroke]), options: ExportOptions())
    let text = String(decoding: exported.bytes, as: UTF8.self)
    #expect(text.contains("stroke=\"#ff0000\""))
    #expect(text.contains("stroke-width=\"6\""))
    #expect(text.contains("stroke-opacity=\"0.5\""))
    #expect(text.contains("stroke-linecap=\"round\" stroke-linejoin=\"round\""))
    #expect(text.contains("fill=\"none\""))
    #expect(text.contains("transform=\"matrix(1 0 0 1 5 0)\""))
    // Curve x from 15 to 35, y = 20; half the largest size (4) pads it.
    #expect(text.contains("viewBox=\"11 16 28 8\""))
    #expect(text.contains("xmlns:ink=\"https://inkinterchange.org/ns/1\""))
  }

  @Test("metadata=false leaves out the ink namespace")
  func noMetadata() throws {
    var rng = SplitMix64(seed: 3)
    var options = ExportOptions()
    options.formatOptions["metadata"] = "false"
    let exported = try SVGFormat().exportDrawing(SVGTestSupport.randomDrawing(&rng), options: options)
    #expect(!String(decoding: exported.bytes, as: UTF8.self).contains("ink:"))
  }

  @Test("Unknown export option values are refused")
  func badExportOption() {
    var options = ExportOptions()
    options.formatOptions["appearance"] = "sparkles"
    #expect(throws: SVGExportError.invalidOption(key: "appearance", value: "sparkles")) {
      try SVGFormat().exportDrawing(Drawing(), options: options)
    }
  }
}
