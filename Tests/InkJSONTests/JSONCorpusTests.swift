import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkJSON

/// Tests on real recorded pen input from `../shared/corpus/` (never copied into the project).
@Suite struct JSONCorpusTests {
  @Test func foreignJSONIsWellFormedButNotADocument() throws {
    let bytes = try TestFixtures().corpusBytes("perfect-freehand/inputs.json")
    // The reader accepts the whole file as JSON...
    let skipped = try bytes.withUnsafeBufferPointer { buffer throws(JSONDecodingError) -> Bool in
      var reader = JSONReader(bytes: buffer, maxDepth: 256)
      try reader.skipValue()
      try reader.expectEnd()
      return true
    }
    #expect(skipped)
    // ...but it is not an InkInterchange document.
    #expect(!JSONFormat().canImport(prefix: bytes.prefix(512)))
    guard case .missingField("type", .jsonPath("$", line: 1, column: 1)) = decodingError(bytes) else {
      Issue.record("foreign JSON: \(String(describing: decodingError(bytes)))")
      return
    }
  }

  @Test func recordedPenStrokesRoundTripBitForBit() throws {
    let recordings = try PenRecording.perfectFreehand(TestFixtures())
    let strokes = recordings.map { $0.stroke(size: 4, altitude: .pi / 2) }
    #expect(strokes.count >= 8)
    let drawing = Drawing(strokes: strokes)
    let outcome = try RoundTripCheck(format: JSONFormat()).run(drawing)
    #expect(outcome.drawing.pointCount == drawing.pointCount)
  }
}
