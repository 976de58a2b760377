import Foundation
import InkInterchange
import InkJSON
import InkTestSupport
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

  @Test("A stroke whose metadata passes libxml2's 10 MB limits still round-trips")
  func hugeStrokeRoundTrips() throws {
    var rng = SplitMix64(seed: 42)
    func d() -> Double { Double.random(in: -1000...1000, using: &rng) }
    let points = (0..<60_000).map { _ in
      StrokePoint(
        location: CGPoint(x: d(), y: d()), timeOffset: d(), size: CGSize(width: d(), height: d()),
        opacity: d(), force: d(), azimuth: d(), altitude: d(), secondaryScale: d(), threshold: d())
    }
    let drawing = Drawing(strokes: [
      Stroke(
        ink: Ink(.pen, color: .black),
        path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0)))
    ])
    let exported = try SVGFormat().exportDrawing(drawing, options: ExportOptions())
    #expect(exported.bytes.count > 10_000_000)
    let imported = try SVGFormat().importDrawing(from: exported.bytes, options: ImportOptions())
    #expect(imported.drawing.isBitwiseEqual(to: drawing))
    // `huge=false` keeps libxml2's limits, and the refusal says so.
    var strict = ImportOptions()
    strict.formatOptions["huge"] = "false"
    #expect(throws: SVGImportError.self) {
      try SVGFormat().importDrawing(from: exported.bytes, options: strict)
    }
  }

  /// A stroke of one control point with the given ink type.
  static func dot(_ type: Ink.InkType) -> Stroke {
    Stroke(
      ink: Ink(type, color: .black),
      path: StrokePath(
        controlPoints: [.pen(at: CGPoint(x: 1, y: 2))], creationDate: Date(timeIntervalSinceReferenceDate: 0))
    )
  }

  @Test(
    "Ink types with characters XML cannot carry survive the SVG export (fuzz finding 7)",
    arguments: [
      "", "%", "%41", "100%", "co$\u{0}example.glitter", "\u{1}\u{8}\u{B}\u{C}\u{E}\u{1F}",
      "tab\tnew\nline\rreturn", "\u{FFFE}\u{FFFF}\u{FFFD}", "<&\"'>", "ünï 🖋",
    ])
  func identifiersRoundTrip(_ identifier: String) throws {
    let drawing = Drawing(strokes: [Self.dot(.custom(identifier))])
    let exported = try SVGFormat().exportDrawing(drawing, options: ExportOptions()).bytes
    // Nothing XML 1.0 forbids is written: no C0 control but tab, newline and return (and those
    // only as character references), no U+FFFE or U+FFFF.
    #expect(!exported.contains { $0 < 0x20 && $0 != 0x0A })
    #expect(!String(decoding: exported, as: UTF8.self).contains { $0 == "\u{FFFE}" || $0 == "\u{FFFF}" })
    let imported = try SVGFormat().importDrawing(from: exported, options: ImportOptions()).drawing
    #expect(imported.strokes.first?.ink.inkType.rawValue == identifier)
    #expect(imported.isBitwiseEqual(to: drawing))
  }

  @Test("A mask that begins with a drawing element reads back with an explicit start (fuzz finding 8)")
  func maskWithoutLeadingMove() throws {
    let mask = BezierPath(elements: [
      .closeSubpath, .line(to: CGPoint(x: 1, y: 2)), .move(to: CGPoint(x: 5e-324, y: -0.0)),
    ])
    var stroke = Self.dot(.pen)
    stroke.mask = mask
    let exported = try SVGFormat().exportDrawing(Drawing(strokes: [stroke]), options: ExportOptions()).bytes
    let imported = try SVGFormat().importDrawing(from: exported, options: ImportOptions()).drawing
    let back = try #require(imported.strokes.first?.mask)
    #expect(back.verbs == [.move, .close, .line, .move])
    #expect(back.points.map(\.x.bitPattern) == mask.withExplicitStart.points.map(\.x.bitPattern))
    #expect(back.points.map(\.y.bitPattern) == mask.withExplicitStart.points.map(\.y.bitPattern))
  }

  @Test("Negative point sizes draw with stroke-width 0 (SVG has no negative width) and read back exactly")
  func negativeSizes() throws {
    var stroke = Self.dot(.pen)
    var points = Array(stroke.path)
    for i in points.indices { points[i].size = CGSize(width: -2, height: -4) }
    stroke.path = StrokePath(controlPoints: points, creationDate: stroke.path.creationDate)
    let exported = try SVGFormat().exportDrawing(Drawing(strokes: [stroke]), options: ExportOptions()).bytes
    let text = String(decoding: exported, as: UTF8.self)
    #expect(text.contains("stroke-width=\"0\""), "\(text)")
    #expect(!text.contains("stroke-width=\"-"), "\(text)")
    let imported = try SVGFormat().importDrawing(from: exported, options: ImportOptions()).drawing
    #expect(imported.strokes.first?.isBitwiseEqual(to: stroke) == true)
  }

  @Test("A malformed percent escape in ink:type is an error that names the attribute")
  func malformedIdentifierEscape() throws {
    let drawing = Drawing(strokes: [Self.dot(.custom("MARK"))])
    let exported = String(
      decoding: try SVGFormat().exportDrawing(drawing, options: ExportOptions()).bytes, as: UTF8.self)
    #expect(SVGInkMetadata.decodeIdentifier("a%2") == nil)
    #expect(SVGInkMetadata.decodeIdentifier("%C3%28") == nil)  // not UTF-8
    #expect(SVGInkMetadata.decodeIdentifier("%c3%bC") == "ü")
    for bad in ["%zz", "%4", "50%", "%C3%28"] {
      let text = exported.replacingOccurrences(of: "MARK", with: bad)
      do {
        _ = try SVGFormat().importDrawing(from: Array(text.utf8), options: ImportOptions())
        Issue.record("\(bad) was accepted")
      } catch let error as SVGImportError {
        #expect("\(error)".contains("ink:type"))
      }
    }
  }

  @Test("json → svg → json is bit-exact on random drawings", arguments: 0..<12)
  func jsonThroughSVG(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 17)
    let original = SVGTestSupport.randomDrawing(&rng, strokes: 1 + seed % 5)
    let json1 = try JSONFormat().exportDrawing(original, options: ExportOptions()).bytes
    let fromJSON = try JSONFormat().importDrawing(from: json1, options: ImportOptions()).drawing
    let svg = try SVGFormat().exportDrawing(fromJSON, options: ExportOptions()).bytes
    let fromSVG = try SVGFormat().importDrawing(from: svg, options: ImportOptions())
    #expect(fromSVG.diagnostics.isEmpty)
    #expect(fromSVG.drawing.isBitwiseEqual(to: fromJSON))
    let json2 = try JSONFormat().exportDrawing(fromSVG.drawing, options: ExportOptions()).bytes
    #expect(json2 == json1)
  }

  @Test("A one-point stroke exports as a round-capped dot and comes back")
  func onePointStroke() throws {
    let point = StrokePoint(
      location: CGPoint(x: 12.5, y: -3), timeOffset: 0.25, size: CGSize(width: 6, height: 6),
      opacity: 0.75, force: 0.5, azimuth: 1, altitude: 1.2)
    let dot = Stroke(
      ink: Ink(.marker, color: InkColor(red: 0, green: 0.5, blue: 1)),
      path: StrokePath(controlPoints: [point], creationDate: Date(timeIntervalSinceReferenceDate: 7)))
    let drawing = Drawing(strokes: [dot])
    let exported = try SVGFormat().exportDrawing(drawing, options: ExportOptions())
    let text = String(decoding: exported.bytes, as: UTF8.self)
    // A zero-length line with round caps: browsers draw a dot of the stroke width.
    #expect(text.contains("d=\"M12.5-3h0\""))
    #expect(text.contains("stroke-linecap=\"round\""))
    #expect(text.contains("stroke-width=\"6\""))
    let imported = try SVGFormat().importDrawing(from: exported.bytes, options: ImportOptions())
    #expect(imported.drawing.isBitwiseEqual(to: drawing))
    // Without the metadata the dot is still read: one stroke at the point.
    var plain = ExportOptions()
    plain.formatOptions["metadata"] = "false"
    let bare = try SVGFormat().exportDrawing(drawing, options: plain)
    let foreign = try SVGFormat().importDrawing(from: bare.bytes, options: ImportOptions())
    let stroke = try #require(foreign.drawing.strokes.first)
    #expect(foreign.drawing.strokes.count == 1)
    #expect(stroke.path.allSatisfy { $0.location == CGPoint(x: 12.5, y: -3) && $0.size.width == 6 })
  }

  @Test("The export's output stays within the size bound its buffer is reserved from")
  func outputWithinSizeBound() throws {
    var rng = SplitMix64(seed: 7)
    // Every number at its longest spelling (`-1.2345678901234567e-300`), and random drawings.
    func longest() -> Double { -Double.random(in: 1e-300..<9e-300, using: &rng) }
    let points = (0..<500).map { _ in
      StrokePoint(
        location: CGPoint(x: longest(), y: longest()), timeOffset: longest(),
        size: CGSize(width: longest(), height: longest()), opacity: longest(), force: longest(),
        azimuth: longest(), altitude: longest(), secondaryScale: longest(), threshold: longest())
    }
    var drawings = [
      Drawing(strokes: [
        Stroke(
          ink: Ink(.pen, color: InkColor(red: longest(), green: longest(), blue: longest())),
          path: StrokePath(
            controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: longest())))
      ])
    ]
    for _ in 0..<6 { drawings.append(SVGTestSupport.randomDrawing(&rng, strokes: 5)) }
    for drawing in drawings {
      for outline in [false, true] {
        var options = ExportOptions()
        options.formatOptions["appearance"] = outline ? "outline" : "stroke"
        let bytes = try SVGFormat().exportDrawing(drawing, options: options).bytes
        let bound = SVGExporter.OutputSizing(drawing, outline: outline, metadata: true).mostBytes
        #expect(bytes.count <= bound, "outline: \(outline)")
      }
    }
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

  @Test("An unknown ink:version is refused, not read as version 1")
  func unknownMetadataVersion() throws {
    var rng = SplitMix64(seed: 6)
    let exported = try SVGFormat().exportDrawing(
      SVGTestSupport.randomDrawing(&rng, strokes: 1), options: ExportOptions())
    let text = String(decoding: exported.bytes, as: UTF8.self)
    #expect(
      try SVGFormat().importDrawing(from: exported.bytes, options: ImportOptions()).drawing.strokes.count == 1
    )
    for version in ["2", "banana", ""] {
      let changed = text.replacingOccurrences(of: "ink:version=\"1\"", with: "ink:version=\"\(version)\"")
      #expect(changed != text)
      #expect {
        try SVGFormat().importDrawing(from: Array(changed.utf8), options: ImportOptions())
      } throws: { error in
        guard case .invalidInkMetadata(let attribute, _, let line) = error as? SVGImportError else {
          return false
        }
        return attribute == "ink:version" && line == 2
      }
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

  /// Finite control points whose drawing is wider than a double, or whose outline overflows:
  /// never written as `inf` or `nan` (before, such an export wrote
  /// `d="M-1e+308 0C-inf 0 inf 0 1e+308 0"`; the Bézier form itself is now evaluated scaled and
  /// finite). With metadata they are drawn finitely (clamped viewBox, polyline stand-in), with a
  /// warning, and still read back bit for bit; without metadata they are refused.
  @Test("Strokes and drawings beyond the range of doubles are never written as inf or nan")
  func overflowingExports() throws {
    func stroke(_ points: [(Double, Double)], size: Double = 3) -> Stroke {
      Stroke(
        ink: Ink(inkType: .pen, color: InkColor(red: 0, green: 0, blue: 0, alpha: 1)),
        path: StrokePath(
          controlPoints: points.map { p in
            var point = StrokePoint.pen(at: CGPoint(x: p.0, y: p.1))
            point.size = CGSize(width: size, height: size)
            return point
          }, creationDate: Date(timeIntervalSinceReferenceDate: 0)))
    }
    let drawings = [
      // One stroke from −1.5e308 to 1.5e308 (its Bézier form once overflowed; its bounds do).
      Drawing(strokes: [stroke([(-1.5e308, 0), (1.5e308, 0), (1.5e308, 1)])]),
      // Two ordinary strokes far apart: the drawing is wider than a double.
      Drawing(strokes: [stroke([(-1e308, 0), (-1e308, 1)]), stroke([(1e308, 0), (1e308, 1)])]),
      // Huge point sizes: their sum overflows.
      Drawing(strokes: [stroke([(0, 0), (1, 1)], size: 1.7e308)]),
    ]
    for appearance in ["stroke", "outline"] {
      for (k, drawing) in drawings.enumerated() {
        var options = ExportOptions()
        options.formatOptions["appearance"] = appearance
        let exported = try SVGFormat().exportDrawing(drawing, options: options)
        let text = String(decoding: exported.bytes, as: UTF8.self)
        #expect(!text.contains("inf") && !text.contains("nan"), "\(appearance) \(k): \(text)")
        let back = try SVGFormat().importDrawing(from: exported.bytes, options: ImportOptions())
        #expect(back.drawing.isBitwiseEqual(to: drawing), "\(appearance) \(k)")
        if k < 2 { #expect(!exported.diagnostics.isEmpty, "\(appearance) \(k): no warning") }
        // Without metadata nothing would keep the overflowing geometry: refused.
        options.formatOptions["metadata"] = "false"
        if k < 2 {
          #expect(throws: SVGExportError.self, "\(appearance) \(k)") {
            try SVGFormat().exportDrawing(drawing, options: options)
          }
        } else {
          // Huge sizes: the mean size is written finitely; an outline that overflows is refused.
          do {
            let plain = String(
              decoding: try SVGFormat().exportDrawing(drawing, options: options).bytes, as: UTF8.self)
            #expect(!plain.contains("inf") && !plain.contains("nan"), "\(appearance) \(k)")
          } catch {
            #expect(appearance == "outline" && error is SVGExportError, "\(appearance) \(k): \(error)")
          }
        }
      }
    }
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
