import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkJSON

/// Importing Bézier documents: conversion with the caller's tolerance and point provider.
@Suite struct JSONBezierImportTests {
  func bezier(_ paths: String) -> String { #"{"type":"bezier","version":1,"paths":["# + paths + "]}" }

  @Test func pathDataFormWithPerSegmentWidths() throws {
    let result = try decode(
      bezier(
        #"{"d":"M0 0L10 0L10 10","width":[2,6],"ink":{"type":"marker","color":[1,0,0,1]},"creationDate":5}"#))
    let strokes = result.drawing.strokes
    try #require(strokes.count == 1)
    let path = strokes[0].path
    #expect(strokes[0].ink == Ink(.marker, color: InkColor(red: 1, green: 0, blue: 0)))
    #expect(path.creationDate.timeIntervalSinceReferenceDate == 5)
    #expect(path.first?.position == SIMD2(0, 0))
    #expect(path.last?.position == SIMD2(10, 10))
    // Widths come from the segments: 2 on the first, 6 on the second (interpolated between).
    #expect(path.first?.size.width == 2)
    #expect(path.allSatisfy { $0.size.width >= 2 && $0.size.width <= 6 })
    #expect(path.contains { $0.size.width > 2 })
  }

  @Test func segmentFormMakesOneStrokePerSubpathWithItsColour() throws {
    let text = bezier(
      #"{"segments":[{"move":[0,0]},{"curve":[[10,0],[20,10],[30,10]]},{"move":[0,50]},{"quad":[[10,60],[20,50]]},{"line":[30,50]},{"close":true}],"#
        + #""color":[[1,0,0,1],[0,1,0,1],[0,1,0,1],[0,1,0,1]],"force":0.5}"#)
    let result = try decode(text)
    #expect(result.drawing.strokes.count == 2)
    #expect(result.drawing.strokes.map(\.ink.color.green) == [0, 1])
    #expect(result.drawing.strokes.allSatisfy { $0.path.allSatisfy { $0.force == 0.5 } })
    #expect(result.diagnostics.isEmpty)
  }

  @Test func colourChangeWithinASubpathWarns() throws {
    let result = try decode(bezier(#"{"d":"M0 0L10 0L20 5","color":[[1,0,0,1],[0,0,1,1]]}"#))
    #expect(result.drawing.strokes.count == 1)
    #expect(result.drawing.strokes[0].ink.color.red == 1)
    #expect(result.diagnostics.count == 1)
  }

  /// Each path is converted as soon as it is read, not held until the whole document is read:
  /// holding them took about 520 bytes per path, so 45 MB of `{"d":""}` (5 million paths that
  /// make no stroke) needed 2.6 GB. Observed through the point provider: it sees the first path
  /// before the reader reaches the broken second one.
  @Test func pathsAreConvertedAsTheyAreRead() throws {
    final class Calls: @unchecked Sendable {
      var count = 0
    }
    let calls = Calls()
    var options = ImportOptions()
    options.pointProvider = PointProvider { converted in
      calls.count += 1
      return StrokePoint.pen(at: converted.location)
    }
    let text = #"{"type":"bezier","version":1,"paths":[{"d":"M0 0L10 0"},{"d":"M0 0L1 0","width":[1,]}]}"#
    guard case .syntax = decodingError(text, options: options) else {
      Issue.record("broken second path: \(String(describing: decodingError(text, options: options)))")
      return
    }
    #expect(calls.count > 0)
    // A document date after the paths still reaches the paths without their own date.
    let dated = try decode(
      #"{"type":"bezier","version":1,"paths":[{"d":"M0 0L1 0"},{"d":"M0 0L1 0","creationDate":7},{"d":""},"#
        + #"{"d":"M0 0L1 0M5 5L6 6"}],"creationDate":3}"#)
    #expect(dated.drawing.strokes.map(\.path.creationDate.timeIntervalSinceReferenceDate) == [3, 7, 3, 3])
  }

  /// Every path of a one-line document warns (its colour changes): each warning's column used to
  /// be counted from the start of the line, so the warnings took time quadratic in the input
  /// (40 000 paths, 2.2 MB: 17 s against 0.3 s without the warnings). The reader counts the bytes
  /// its locations walk: all the warnings together walk the line once.
  @Test func manyWarningsOnOneLineTakeLinearTime() throws {
    let count = 2_000
    let entry = #"{"d":"M0 0L1 0L2 0","color":[[0,0,0,1],[1,0,0,1]]}"#
    let text = bezier(Array(repeating: entry, count: count).joined(separator: ","))
    let bytes = Array(text.utf8)
    let (drawing, diagnostics, walked) = try bytes.withUnsafeBufferPointer {
      buffer throws(JSONDecodingError) in
      var decoder = JSONDocumentDecoder(bytes: buffer, options: ImportOptions())
      let drawing = try decoder.decodeDocument()
      return (drawing, decoder.diagnostics, decoder.r.lineColumnBytesWalked)
    }
    #expect(walked <= bytes.count, "locations walked \(walked) bytes of \(bytes.count)")
    #expect(drawing.strokes.count == count)
    #expect(diagnostics.count == count)
    // The columns are still right: the last path's colour array, counted in the text.
    let prefix = #"{"type":"bezier","version":1,"paths":["#.count
    let lastColor = prefix + (count - 1) * (entry.count + 1) + #"{"d":"M0 0L1 0L2 0","color":"#.count
    #expect(
      diagnostics.last?.location
        == .jsonPath("paths[\(count - 1)].color", line: 1, column: lastColor + 1))
    // The public entry point gives the same warnings.
    #expect(try decode(text).diagnostics == diagnostics)
  }

  /// Path data and segment arrays start with a move, so a Bézier document (and a mask) never
  /// holds a path that starts with a drawing element: one that does not is refused, located.
  @Test func pathsMustStartWithAMove() {
    let d = decodingError(bezier(#"{"d":"L1 1"}"#))
    guard case .invalidValue(let message, .jsonPath("paths[0].d", 1, 44)) = d else {
      Issue.record("\(String(describing: d))")
      return
    }
    #expect(message.contains("must start with a move-to"))
    let segments = decodingError(bezier(#"{"segments":[{"line":[1,1]}]}"#))
    #expect(
      segments
        == .invalidValue(
          "the first segment must be a move", at: .jsonPath("paths[0].segments[0]", line: 1, column: 52)))
    let mask = minimalStroke().replacingOccurrences(
      of: #""creationDate":0"#, with: #""creationDate":0,"mask":"Z""#)
    let m = decodingError(#"{"type":"drawing","version":1,"strokes":["# + mask + "]}")
    guard case .invalidValue(_, .jsonPath("strokes[0].mask", _, _)) = m else {
      Issue.record("\(String(describing: m))")
      return
    }
  }

  @Test func theCallerChoosesThePointProvider() throws {
    var options = ImportOptions()
    options.pointProvider = PointProvider { converted in
      var p = StrokePoint.pen(at: converted.location)
      p.force = 0.25
      p.timeOffset = Double(converted.bezierSegmentIndex)
      return p
    }
    let result = try decode(bezier(#"{"d":"M0 0C10 0 20 10 30 10L40 0","force":[1,2]}"#), options: options)
    let path = try #require(result.drawing.strokes.first?.path)
    #expect(path.allSatisfy { $0.force == 0.25 })
    #expect(Set(path.map(\.timeOffset)).isSubset(of: [0, 1]))
  }

  @Test func badToleranceIsAConversionError() {
    var options = ImportOptions()
    options.tolerance = 0
    guard
      case .conversionFailed(_, .jsonPath("paths[0].d", _, _)) = decodingError(
        bezier(#"{"d":"M0 0L1 1"}"#), options: options)
    else {
      Issue.record("tolerance 0 accepted")
      return
    }
  }

  @Test func exportedBezierDocumentGivesTheControlPointsBack() throws {
    var rng = SplitMix64(seed: 77)
    var strokes: [Stroke] = []
    for _ in 0..<3 {
      var points: [StrokePoint] = []
      var x = 0.0
      for _ in 0..<Int.random(in: 4...30, using: &rng) {
        x += Double.random(in: 1...10, using: &rng)
        points.append(.pen(at: CGPoint(x: x, y: Double.random(in: -20...20, using: &rng))))
      }
      strokes.append(
        Stroke(
          ink: Ink(.pen),
          path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 1))))
    }
    let drawing = Drawing(strokes: strokes)
    var options = ExportOptions()
    options.formatOptions["document"] = "bezier"
    let bytes = try JSONFormat().encode(drawing, options: options).bytes
    let back = try JSONFormat().decode(bytes).drawing
    #expect(back.strokes.count == drawing.strokes.count)
    for (a, b) in zip(drawing.strokes, back.strokes) {
      #expect(a.path.count == b.path.count)
      for (p, q) in zip(a.path, b.path) {
        let d = p.position - q.position
        #expect(abs(d.x) <= 1e-12 * 300 && abs(d.y) <= 1e-12 * 300)
      }
    }
  }
}
