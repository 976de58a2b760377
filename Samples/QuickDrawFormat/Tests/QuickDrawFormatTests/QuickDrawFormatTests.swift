import Foundation
import InkInterchange
import QuickDrawFormat
import Testing

@Suite struct QuickDrawFormatTests {
  static let house =
    #"{"word":"house","countrycode":"GB","timestamp":"2026-11-30 09:15:02.25000 UTC","recognized":true,"key_id":"1","drawing":[[[20,20,120],[180,80,80],[0,96,203]],[[10,70.5],[80,-0.25],[655,741.5]]]}"#

  @Test func samplesBecomeControlPointsAndMillisecondsBecomeSeconds() throws {
    let result = try importText(Self.house)
    #expect(result.diagnostics.isEmpty)
    let strokes = result.drawing.strokes
    #expect(strokes.map(\.path.count) == [3, 2])
    #expect(strokes[0].path[1].location == CGPoint(x: 20, y: 80))
    #expect(strokes[0].path[2].timeOffset == 0.203)
    #expect(strokes[1].path[1].location == CGPoint(x: 70.5, y: -0.25))
    #expect(strokes[1].path[1].timeOffset == 741.5 / 1000)
    // Every other property is the default pen's.
    let pen = StrokePoint.pen(at: strokes[1].path[1].location)
    var p = strokes[1].path[1]
    p.timeOffset = 0
    #expect(p == pen)
    #expect(strokes.allSatisfy { $0.ink == Ink(.pen) && $0.transform == .identity && $0.mask == nil })
    // The timestamp dates every stroke.
    let expected = Date(timeIntervalSince1970: 1_796_030_102.25)
    #expect(strokes.allSatisfy { abs($0.path.creationDate.timeIntervalSince(expected)) < 1e-6 })
    // Ids are stable: the same file gives the same drawing.
    #expect(try importText(Self.house).drawing.isBitwiseEqual(to: result.drawing))
    #expect(strokes[0].id != strokes[1].id)
  }

  @Test func simplifiedFormHasNoTimes() throws {
    let drawing = try importText(#"{"word":"line","drawing":[[[0,255],[10,20]]]}"#).drawing
    #expect(drawing.strokes[0].path.map(\.timeOffset) == [0, 0])
    #expect(drawing.strokes[0].path.creationDate == Date(timeIntervalSinceReferenceDate: 0))
  }

  @Test func exportWritesTheDatasetLayout() throws {
    let drawing = try importText(Self.house).drawing
    let options = exportOptions(word: "house", countrycode: "GB", recognized: true, keyID: "1")
    let exported = try QuickDrawFormat().exportDrawing(drawing, options: options)
    #expect(exported.diagnostics.isEmpty)
    #expect(String(decoding: exported.bytes, as: UTF8.self) == Self.house + "\n")
    var simplified = options
    simplified.formatOptions["form"] = "simplified"
    let text = String(
      decoding: try QuickDrawFormat().exportDrawing(drawing, options: simplified).bytes, as: UTF8.self)
    #expect(text.hasSuffix(#""drawing":[[[20,20,120],[180,80,80]],[[10,70.5],[80,-0.25]]]}"# + "\n"))
  }

  @Test func severalLinesReadTheFirstWithAWarning() throws {
    let text =
      "\u{FEFF}\n" + Self.house + "\r\n\n  \n" + Self.house.replacingOccurrences(of: "house", with: "shed")
    let result = try importText(text)
    #expect(result.drawing.strokes.count == 2)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.location == .lineColumn(line: 5, column: 1))
    #expect(result.diagnostics.first?.message.contains("line=N") == true)

    var options = ImportOptions()
    options.formatOptions["line"] = "5"
    let fifth = try importText(text, options: options)
    #expect(fifth.diagnostics.isEmpty && fifth.drawing.strokes.count == 2)
    options.formatOptions["line"] = "3"
    #expect(importError(text, options: options) == .lineOutOfRange(requested: 3, available: 2))

    options.formatOptions["line"] = "all"
    options.formatOptions["cell"] = "500"
    let all = try importText(text, options: options)
    #expect(all.drawing.strokes.count == 4)
    #expect(all.drawing.strokes[0].transform == .identity)
    #expect(all.drawing.strokes[2].transform == AffineTransform2D(translationX: 500, y: 0))
  }

  @Test func options() {
    var options = ImportOptions()
    options.formatOptions["line"] = "0"
    #expect(throws: QuickDrawDecodingError.self) { try importText(Self.house, options: options) }
    options.formatOptions = ["curve": "bezier"]
    #expect(throws: QuickDrawDecodingError.self) { try importText(Self.house, options: options) }
    // Other formats' keys (and the exporter's) are ignored: --option goes to both sides.
    options.formatOptions = ["quantize": "true", "word": "cat", "form": "simplified"]
    #expect(throws: Never.self) { try importText(Self.house, options: options) }
    var export = ExportOptions()
    export.formatOptions["form"] = "compact"
    #expect(
      throws: QuickDrawEncodingError.invalidOption(
        key: "form", value: "compact", expected: "raw or simplified")
    ) {
      try QuickDrawFormat().exportDrawing(Drawing(), options: export)
    }
  }

  @Test func exportWarnsAboutWhatItDrops() throws {
    var drawing = try importText(Self.house).drawing
    var points = drawing.strokes[0].path.controlPoints
    points[0].force = 0.5
    drawing.strokes[0].path = StrokePath(
      controlPoints: points, creationDate: drawing.strokes[0].path.creationDate)
    drawing.strokes[1].transform = AffineTransform2D(translationX: 1, y: 2)
    let result = try QuickDrawFormat().exportDrawing(drawing, options: ExportOptions())
    let messages = result.diagnostics.map(\.message)
    #expect(messages.count == 2)
    #expect(messages.contains { $0.contains("dropped: force") })
    #expect(messages.contains { $0.contains("transforms were applied") })
    let back = try QuickDrawFormat().importDrawing(from: result.bytes, options: ImportOptions()).drawing
    #expect(back.strokes[1].path[1].location == CGPoint(x: 71.5, y: 1.75))
  }

  @Test func descriptorAndSniff() {
    let f = QuickDrawFormat()
    #expect(f.descriptor.id == "quickdraw" && f.descriptor.fileExtensions == ["ndjson"])
    #expect(!f.descriptor.isBinary && !f.descriptor.isLossless)
    #expect(f.canImport(prefix: Array(Self.house.utf8).prefix(512)))
    #expect(f.canImport(prefix: Array("\u{FEFF} {\"drawing\" : [[[1],[2]]]}".utf8)[...]))
    #expect(!f.canImport(prefix: Array(#"{"type":"drawing","version":1}"#.utf8)[...]))
    #expect(!f.canImport(prefix: Array("<svg/>".utf8)[...]))
    #expect(!f.canImport(prefix: []))
  }

  @Test func timestampsReadAndWrite() throws {
    let line = #"{"timestamp":"1999-12-31 23:59:59.99999 UTC","drawing":[[[0],[0],[0]]]}"#
    let drawing = try importText(line).drawing
    let text = String(
      decoding: try QuickDrawFormat().exportDrawing(drawing, options: ExportOptions()).bytes, as: UTF8.self)
    #expect(text.contains(#""timestamp":"1999-12-31 23:59:59.99999 UTC""#))
    let bad = try importText(#"{"timestamp":"yesterday","drawing":[]}"#)
    #expect(bad.diagnostics.first?.location == .lineColumn(line: 1, column: 14))
  }
}

extension QuickDrawFormatTests {
  /// `curve=polyline` makes the stroke exactly the polyline through the samples (corners kept),
  /// and exporting with the same option gives the samples back.
  @Test func polylineCurveKeepsCornersAndRoundTrips() throws {
    let line =
      #"{"word":"w","countrycode":"ZZ","timestamp":"2026-11-30 09:15:02.25000 UTC","recognized":true,"key_id":"1","drawing":[[[0,0,10,10,10],[0,10,10,10,0],[0,1,2,3,4]],[[5],[5],[9]],[[1,2],[3,4],[5,6]]]}"#
    var options = ImportOptions()
    options.formatOptions["curve"] = "polyline"
    let drawing = try importText(line, options: options).drawing
    let path = drawing.strokes[0].path
    // Interior samples three times (duplicates included), the ends once.
    #expect(path.count == 2 + 3 * 3)
    #expect(drawing.strokes.map(\.path.count).dropFirst() == [1, 2])
    // The curve passes through the corner (0, 10) and is straight on both sides.
    let corner = SIMD2<Double>(0, 10)
    let bezier = path.bezierRepresentation
    #expect(bezier.points.contains(corner))
    for k in stride(from: 0.0, through: 1.0, by: 0.125) {
      let p = path.interpolatedLocation(at: k)
      #expect(p.x == 0, "span 0 at \(k): \(p)")
    }
    var export = exportOptions(word: "w", countrycode: "ZZ", recognized: true, keyID: "1")
    export.formatOptions["curve"] = "polyline"
    let written = try QuickDrawFormat().exportDrawing(drawing, options: export)
    #expect(String(decoding: written.bytes, as: UTF8.self) == line + "\n")
  }
}
