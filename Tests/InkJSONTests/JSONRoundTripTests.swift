import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkJSON

@Suite struct JSONRoundTripTests {
  func roundTrip(_ drawing: Drawing, pretty: Bool) throws -> Drawing {
    var options = ExportOptions()
    options.prettyPrinted = pretty
    let exported = try JSONFormat().encode(drawing, options: options)
    #expect(exported.diagnostics.isEmpty)
    let imported = try JSONFormat().decode(exported.bytes)
    #expect(imported.diagnostics.isEmpty)
    return imported.drawing
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func randomDrawingsRoundTripBitForBit(seed: UInt64) throws {
    var g = RandomDrawingGenerator(seed: seed)
    let drawing = g.drawing(strokeCount: Int(seed % 4) + 1, pointCount: 0...40)
    var check = RoundTripCheck(format: JSONFormat())
    check.exportOptions.prettyPrinted = seed % 2 == 0
    #expect(check.failure(for: drawing) == nil, "seed \(seed)")
  }

  @Test func onePointAndTenThousandPointStrokes() throws {
    var g = RandomDrawingGenerator(seed: 99)
    let drawing = Drawing(strokes: [g.stroke(pointCount: 1), g.stroke(pointCount: 10_000)])
    let back = try roundTrip(drawing, pretty: false)
    #expect(back.isBitwiseEqual(to: drawing))
    #expect(back.strokes.map(\.path.count) == [1, 10_000])
  }

  @Test func everyInkTypeAndEmptyStrokes() throws {
    var g = RandomDrawingGenerator(seed: 7)
    var strokes: [Stroke] = []
    // The empty identifier too: `.ink` and SVG keep it, so JSON must (a fuzz-roundtrip finding).
    for type in Ink.InkType.builtIn + [.custom("x.y.z"), .custom("")] {
      var s = g.stroke(pointCount: 3)
      s.ink.inkType = type
      strokes.append(s)
    }
    strokes.append(g.stroke(pointCount: 0))
    let drawing = Drawing(strokes: strokes)
    #expect(try roundTrip(drawing, pretty: true).isBitwiseEqual(to: drawing))
    #expect(try roundTrip(Drawing(), pretty: true).strokes.isEmpty)
    #expect(try roundTrip(Drawing(), pretty: false).strokes.isEmpty)
  }

  @Test func negativeZeroAndExtremesKeepTheirBits() throws {
    let values: [Double] = [
      -0.0, 0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, 1e-300, 0.1, 1.0 / 3,
      9_007_199_254_740_993, 9_007_199_254_740_992, -9_007_199_254_740_991, 123_456_789_012_345_678,
      1e22, 1e23, 5e-324, 2.2250738585072011e-308,
    ]
    for v in values {
      var out: [UInt8] = []
      JSONNumberText.append(v, to: &out)
      let text = String(decoding: out, as: UTF8.self)
      let back = out.withUnsafeBufferPointer { buffer -> Double? in
        var r = JSONReader(bytes: buffer, maxDepth: 8)
        let value = try? r.readNumber()
        return r.pos == buffer.count ? value : nil
      }
      #expect(back?.bitPattern == v.bitPattern, "\(v) written as \(text)")
    }
  }

  @Test func numberReaderIsCorrectlyRounded() throws {
    var rng = SplitMix64(seed: 2024)
    for _ in 0..<20_000 {
      // Random decimal text: up to 25 digits, optional fraction and exponent.
      var text = Bool.random(using: &rng) ? "-" : ""
      let intDigits = Int.random(in: 1...12, using: &rng)
      text += String(Int.random(in: 1...9, using: &rng))
      for _ in 1..<intDigits { text += String(Int.random(in: 0...9, using: &rng)) }
      if Bool.random(using: &rng) {
        text += "."
        for _ in 0..<Int.random(in: 1...14, using: &rng) {
          text += String(Int.random(in: 0...9, using: &rng))
        }
      }
      if Bool.random(using: &rng) { text += "e\(Int.random(in: -330...300, using: &rng))" }
      let expected = Double(text)!
      let bytes = Array(text.utf8)
      let got = bytes.withUnsafeBufferPointer { buffer -> Double? in
        var r = JSONReader(bytes: buffer, maxDepth: 8)
        return try? r.readNumber()
      }
      #expect(got?.bitPattern == expected.bitPattern, "\(text)")
    }
  }

  @Test func goldenCompact() throws {
    let bytes = try JSONFormat().encode(goldenDrawing()).bytes
    let golden = try TestFixtures().fixtureBytes("golden-drawing.json")
    #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: golden, as: UTF8.self))
    #expect(try JSONFormat().decode(golden).drawing.isBitwiseEqual(to: goldenDrawing()))
  }

  @Test func goldenPretty() throws {
    var options = ExportOptions()
    options.prettyPrinted = true
    let bytes = try JSONFormat().encode(goldenDrawing(), options: options).bytes
    let golden = try TestFixtures().fixtureBytes("golden-drawing-pretty.json")
    #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: golden, as: UTF8.self))
    #expect(try JSONFormat().decode(golden).drawing.isBitwiseEqual(to: goldenDrawing()))
  }

  @Test func foundationAgreesTheOutputIsJSON() throws {
    var g = RandomDrawingGenerator(seed: 11)
    let drawing = g.drawing(strokeCount: 3, pointCount: 0...20)
    for pretty in [false, true] {
      var options = ExportOptions()
      options.prettyPrinted = pretty
      let bytes = try JSONFormat().encode(drawing, options: options).bytes
      let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
      #expect(object?["type"] as? String == "drawing")
      #expect((object?["strokes"] as? [Any])?.count == 3)
    }
  }

  @Test func exportRefusesNonFiniteValues() {
    var g = RandomDrawingGenerator(seed: 5)
    var drawing = g.drawing(strokeCount: 1, pointCount: 0...3)
    drawing.strokes[0].transform.tx = .infinity
    #expect(throws: JSONEncodingError.self) { try JSONFormat().encode(drawing) }
  }

  /// The creation date is a double like any other: NaN or infinity cannot be written as JSON
  /// (the export wrote `"creationDate":nan`, which no JSON reader accepts).
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func exportRefusesANonFiniteCreationDate(date: Double) {
    let stroke = Stroke(
      ink: Ink(.pen),
      path: StrokePath(
        controlPoints: [.pen(at: .zero)], creationDate: Date(timeIntervalSinceReferenceDate: date)))
    for document in ["drawing", "bezier"] {
      var options = ExportOptions()
      options.formatOptions["document"] = document
      let error = #expect(throws: JSONEncodingError.self) {
        try JSONFormat().encode(Drawing(strokes: [stroke]), options: options)
      }
      guard case .invalidDrawing(let invalid) = error else {
        Issue.record("\(document): \(String(describing: error))")
        continue
      }
      #expect(invalid.strokeIndex == 0)
      #expect(invalid.error == .nonFiniteValue(field: "path.creationDate"))
    }
  }

  /// The JSON Schema must accept what the writer writes: the empty ink identifier is kept (and
  /// written as `""`), but the schema said `"minLength": 1`.
  @Test func schemaAcceptsTheEmptyInkTypeTheWriterWrites() throws {
    let url = try TestFixtures().packageRoot
      .appendingPathComponent("docs/schema/inkinterchange-drawing.schema.json")
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let defs = schema?["$defs"] as? [String: Any]
    let ink = defs?["ink"] as? [String: Any]
    let typeSchema = (ink?["properties"] as? [String: Any])?["type"] as? [String: Any]
    #expect(typeSchema?["type"] as? String == "string")
    let stroke = Stroke(
      ink: Ink(.custom("")),
      path: StrokePath(controlPoints: [], creationDate: Date(timeIntervalSinceReferenceDate: 0)))
    let bytes = try JSONFormat().encode(Drawing(strokes: [stroke])).bytes
    let written = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    let writtenType =
      (((written?["strokes"] as? [Any])?.first as? [String: Any])?["ink"] as? [String: Any])?["type"]
      as? String
    #expect(writtenType == "")
    let minLength = typeSchema?["minLength"] as? Int ?? 0
    #expect((writtenType ?? "").count >= minLength, "the schema refuses the writer's ink type")
  }

  @Test func unknownDocumentOptionIsAnError() {
    var options = ExportOptions()
    options.formatOptions["document"] = "svg"
    #expect(throws: JSONEncodingError.invalidOption(key: "document", value: "svg")) {
      try JSONFormat().encode(Drawing(), options: options)
    }
  }

  /// A mask that starts with a drawing element (or a close) came back from JSON with `M0 0` in
  /// front, as path data must start with a move: the stroke now keeps its mask in that form
  /// (`Stroke.mask`), so the round trip is exact. Masks of every other shape were already exact.
  @Test func masksOfEveryShapeRoundTripExactly() throws {
    let cases: [[BezierPath.Element]] = [
      [.line(to: CGPoint(x: 1, y: 2))],
      [.closeSubpath, .line(to: CGPoint(x: 1, y: 2))],
      [.quadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 1, y: 2)), .closeSubpath],
      [.curve(to: CGPoint(x: 5, y: 6), control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 3, y: 4))],
      [.move(to: CGPoint(x: 1, y: 1)), .closeSubpath, .line(to: CGPoint(x: 3, y: 2))],
      [.move(to: CGPoint(x: 1, y: 1)), .move(to: CGPoint(x: 2, y: 2))],
      [.move(to: CGPoint(x: 1, y: 1)), .closeSubpath, .closeSubpath],
      [
        .move(to: CGPoint(x: -0.0, y: 1)),
        .quadCurve(to: CGPoint(x: .leastNonzeroMagnitude, y: -0.0), control: CGPoint(x: 1e308, y: 2)),
      ],
      [],
    ]
    for elements in cases {
      let stroke = Stroke(
        ink: Ink(.pen),
        path: StrokePath(
          controlPoints: [.pen(at: .zero)], creationDate: Date(timeIntervalSinceReferenceDate: 0)),
        mask: BezierPath(elements: elements))
      for pretty in [false, true] {
        let back = try roundTrip(Drawing(strokes: [stroke]), pretty: pretty)
        #expect(back.strokes.first?.isBitwiseEqual(to: stroke) == true, "\(elements)")
      }
    }
  }

  @Test func escapedKeysAndAnyKeyOrderAreRead() throws {
    let point = minimalPoint.replacingOccurrences(of: #""force""#, with: #""\u0066orce""#)
    let text =
      "\u{FEFF} \n{\"strokes\":[" + minimalStroke(points: "[\(point)]")
      + "],\"version\":1,\r\n\t\"type\":\"drawing\"}\n"
    let result = try decode(text)
    #expect(result.diagnostics.isEmpty)
    #expect(result.drawing.strokes.first?.path.first?.location == CGPoint(x: 1, y: 2))
    #expect(result.drawing.strokes.first?.path.first?.secondaryScale == 1)
    #expect(result.drawing.strokes.first?.transform == .identity)
    // The sniff finds the top-level type after the ink's `"type": "pen"`.
    #expect(JSONFormat().canImport(prefix: Array(text.utf8)[...]))
  }

  @Test func descriptorAndSniff() {
    let f = JSONFormat()
    #expect(f.descriptor.id == "json")
    #expect(f.descriptor.fileExtensions == ["json"])
    #expect(!f.descriptor.isBinary)
    #expect(f.descriptor.isLossless)
    #expect(f.canImport(prefix: Array(#"{"type":"drawing","version":1}"#.utf8)[...]))
    #expect(f.canImport(prefix: Array("\u{FEFF}\n  {\n  \"type\" : \"bezier\"".utf8)[...]))
    #expect(!f.canImport(prefix: Array(#"{"type":"other"}"#.utf8)[...]))
    #expect(!f.canImport(prefix: Array(#"[{"type":"drawing"}]"#.utf8)[...]))
    #expect(!f.canImport(prefix: Array("<svg>".utf8)[...]))
    #expect(!f.canImport(prefix: []))
  }
}
