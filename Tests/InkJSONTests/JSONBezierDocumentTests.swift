import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkJSON

@Suite struct JSONBezierDocumentTests {
  func bezier(_ paths: String) -> String { #"{"type":"bezier","version":1,"paths":["# + paths + "]}" }

  @Test func exportWritesTheBezierRepresentationAndWarns() throws {
    var options = ExportOptions()
    options.prettyPrinted = true
    options.formatOptions["document"] = "bezier"
    let result = try JSONFormat().encode(goldenDrawing(), options: options)
    let golden = try TestFixtures().fixtureBytes("golden-bezier-pretty.json")
    #expect(String(decoding: result.bytes, as: UTF8.self) == String(decoding: golden, as: UTF8.self))
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.message.contains("lossy") == true)
    #expect(result.diagnostics.first?.message.contains("1 stroke mask(s) dropped") == true)
  }

  @Test func exportedPathDataIsTheExactBezierRepresentation() throws {
    var g = RandomDrawingGenerator(seed: 21)
    var drawing = g.drawing(strokeCount: 3, pointCount: 0...30)
    for i in drawing.strokes.indices { drawing.strokes[i].mask = nil }
    var options = ExportOptions()
    options.formatOptions["document"] = "bezier"
    // Extreme values can overflow the Bézier form (e.g. 4 × 1e308); such strokes are skipped.
    let exported = try JSONFormat().encode(drawing, options: options)
    let finite = drawing.strokes.filter { $0.path.bezierRepresentation.isFinite }
    #expect(finite.count > 0)
    #expect(exported.diagnostics.count == (finite.count < drawing.strokes.count ? 2 : 1))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(exported.bytes)) as? [String: Any])
    let paths = try #require(object["paths"] as? [[String: Any]])
    #expect(paths.count == finite.count)
    for (stroke, entry) in zip(finite, paths) {
      let d = try #require(entry["d"] as? String)
      let parsed: BezierPath
      do { parsed = try BezierPath(svgPathData: d) } catch {
        Issue.record("\(error)")
        continue
      }
      var expected = stroke.path.bezierRepresentation
      if stroke.path.count == 1 { expected.append(.line(to: stroke.path[0].location)) }  // `h0`: a dot
      #expect(parsed.verbs == expected.verbs)
      #expect(parsed.points.map(\.x.bitPattern) == expected.points.map(\.x.bitPattern))
      #expect(parsed.points.map(\.y.bitPattern) == expected.points.map(\.y.bitPattern))
      if stroke.path.count > 1 {
        #expect((entry["width"] as? [Double])?.count == stroke.path.count - 1)
      }
    }
  }

  /// A one-point stroke (a dot) is written `M x y h0` and reads back as a dot at the same place
  /// with its width (before, a lone move-to read back as no stroke at all).
  @Test func dotsSurviveTheBezierDocument() throws {
    var dot = StrokePoint.pen(at: CGPoint(x: 12.5, y: -3.25))
    dot.size = CGSize(width: 7, height: 7)
    let line = [StrokePoint.pen(at: CGPoint(x: 0, y: 0)), .pen(at: CGPoint(x: 10, y: 0))]
    let drawing = Drawing(strokes: [
      Stroke(ink: Ink(.pen), path: StrokePath(controlPoints: [dot], creationDate: Date())),
      Stroke(ink: Ink(.marker), path: StrokePath(controlPoints: line, creationDate: Date())),
    ])
    var options = ExportOptions()
    options.formatOptions["document"] = "bezier"
    let exported = try JSONFormat().encode(drawing, options: options)
    #expect(String(decoding: exported.bytes, as: UTF8.self).contains(#""d":"M12.5-3.25h0""#))
    let back = try JSONFormat().decode(exported.bytes, options: ImportOptions())
    try #require(back.drawing.strokes.count == 2)
    let restored = back.drawing.strokes[0].path
    #expect(restored.count == 1)
    #expect(restored.first?.location == CGPoint(x: 12.5, y: -3.25))
    #expect(restored.first?.size.width == 7)
    #expect(back.drawing.strokes[1].path.count == 2)
  }

  /// Strokes at the largest doubles, whose Bézier form once overflowed (and were skipped with a
  /// warning): written with finite numbers, the end points verbatim, the interior points those of
  /// the same stroke scaled down by 2⁻⁸, scaled back.
  @Test func strokesAtTheLargestDoublesAreWrittenFinitely() throws {
    let big = StrokePoint.pen(at: CGPoint(x: Double.greatestFiniteMagnitude, y: 0))
    let small = StrokePoint.pen(at: CGPoint(x: -Double.greatestFiniteMagnitude, y: 0))
    let path = StrokePath(controlPoints: [big, small, big], creationDate: Date())
    let drawing = Drawing(strokes: [Stroke(ink: Ink(.pen), path: path)])
    var options = ExportOptions()
    options.formatOptions["document"] = "bezier"
    let result = try JSONFormat().encode(drawing, options: options)
    let text = String(decoding: result.bytes, as: UTF8.self)
    #expect(!text.contains("inf") && !text.contains("nan"), "\(text)")
    #expect(!result.diagnostics.contains { $0.message.contains("skipped") })
    let d = try #require(text.split(separator: "\"d\":\"").last?.split(separator: "\"").first)
    let written = try BezierPath(svgPathData: String(d))
    #expect(written == path.bezierRepresentation)
    #expect(written.points.first == SIMD2(Double.greatestFiniteMagnitude, 0))
    #expect(written.points.last == SIMD2(Double.greatestFiniteMagnitude, 0))
  }

  @Test func perSegmentArraysMustMatchTheSegmentCount() {
    let error = decodingError(bezier(#"{"d":"M0 0L1 1L2 0Z","width":[1,2]}"#))
    #expect(
      error
        == .invalidValue(
          "\"width\" has 2 values but the path has 3 drawing segments",
          at: .jsonPath("paths[0].width", line: 1, column: 68)))
    let colors = decodingError(bezier(#"{"d":"M0 0L1 1","color":[[1,0,0,1],[0,1,0,1]]}"#))
    guard case .invalidValue(_, .jsonPath("paths[0].color", _, _)) = colors else {
      Issue.record("colour count not checked: \(String(describing: colors))")
      return
    }
  }

  @Test func perSegmentArraysAreBoundedByThePointLimit() {
    var options = ImportOptions()
    options.maxPointCount = 2
    let error = decodingError(bezier(#"{"d":"M0 0L1 1","width":[1,2,3]}"#), options: options)
    guard case .tooManyPoints(2, .jsonPath("paths[0].width", _, _)) = error else {
      Issue.record("long per-segment array accepted: \(String(describing: error))")
      return
    }
  }

  /// The point budget reaches into the conversion of one path (refused at the path, not after
  /// converting it whole).
  @Test func theConversionOfOnePathIsBoundedByThePointLimit() {
    var options = ImportOptions()
    options.maxPointCount = 100
    let d = "M0 0" + (0..<400).map { "C1e6 -1e6 -1e6 1e6 \($0) 1" }.joined()

    let error = decodingError(bezier(#"{"d":""# + d + #"","width":1}"#), options: options)
    guard case .tooManyPoints(100, .jsonPath("paths[0]", _, _)) = error else {
      Issue.record("got \(String(describing: error))")
      return
    }
  }

  @Test func pathFormsAreChecked() {
    guard case .invalidValue = decodingError(bezier(#"{"d":"M0 0L1 1","segments":[{"move":[0,0]}]}"#)) else {
      Issue.record("both path forms accepted")
      return
    }
    #expect(
      decodingError(bezier(#"{"width":1}"#))
        == .missingField("d", at: .jsonPath("paths[0]", line: 1, column: 39)))
    let cases: [(String, String)] = [
      (#"{"segments":[{"line":[0,0]}]}"#, "paths[0].segments[0]"),
      (#"{"segments":[{"move":[0,0],"line":[1,1]}]}"#, "paths[0].segments[0]"),
      (#"{"segments":[{"move":[0,0]},{"close":false}]}"#, "paths[0].segments[1].close"),
      (#"{"segments":[{"move":[0,0]},{}]}"#, "paths[0].segments[1]"),
      (#"{"segments":[{"move":[0,0]},{"curve":[[1,1],[2,2]]}]}"#, "paths[0].segments[1].curve"),
      (#"{"segments":[{"move":[0,0]},{"quad":[[1,1],[2,2],[3,3]]}]}"#, "paths[0].segments[1].quad"),
      (#"{"d":"M0 0 L 1"}"#, "paths[0].d"),
      (#"{"d":"L1 1"}"#, "paths[0].d"),
    ]
    for (path, where_) in cases {
      let error = decodingError(bezier(path))
      guard case .invalidValue(_, .jsonPath(let p, _, _)) = error, p == where_ else {
        Issue.record("\(path): \(String(describing: error))")
        continue
      }
    }
    let wrongType = decodingError(bezier(#"{"segments":[{"move":[0,0]},{"quad":[[1,1],[2,"x"]]}]}"#))
    guard case .typeMismatch(_, _, .jsonPath("paths[0].segments[1].quad[1][1]", _, _)) = wrongType else {
      Issue.record("nested path wrong: \(String(describing: wrongType))")
      return
    }
  }

  @Test func segmentsOfEveryKindParse() throws {
    let text = bezier(
      #"{"segments":[{"move":[0,0]},{"line":[1,0]},{"quad":[[2,1],[3,0]]},{"curve":[[4,1],[5,1],[6,0]]},{"close":true}]}"#
    )
    let bytes = Array(text.utf8)
    let entries = try bytes.withUnsafeBufferPointer { buffer throws(JSONDecodingError) in
      var decoder = JSONDocumentDecoder(bytes: buffer, options: ImportOptions())
      try decoder.r.beginObject()
      var first = true
      var result: [JSONBezierEntry] = []
      while let key = try decoder.r.nextMember(first: &first) {
        if key.equals("paths") {
          try decoder.beginArray("paths")
          var firstPath = true
          while try decoder.r.nextElement(first: &firstPath) {
            result.append(try decoder.decodeBezierEntry())
          }
        } else {
          try decoder.r.skipValue()
        }
      }
      return result
    }
    let path = try #require(entries.first?.path)
    #expect(path.verbs == [.move, .line, .quadCurve, .curve, .close])
    #expect(
      path.points == [
        SIMD2(0, 0), SIMD2(1, 0), SIMD2(2, 1), SIMD2(3, 0), SIMD2(4, 1), SIMD2(5, 1), SIMD2(6, 0),
      ])
  }
}
