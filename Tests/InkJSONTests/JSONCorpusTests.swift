import Foundation
import InkInterchange
import Testing

@testable import InkJSON

/// Tests on real recorded pen input from `../shared/corpus/` (never copied into the project).
@Suite struct JSONCorpusTests {
  /// The corpus file, or a failure that says where it was looked for.
  func corpusFile(_ relative: String, filePath: String = #filePath) throws -> URL {
    var dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
      let parent = dir.deletingLastPathComponent()
      try #require(parent.path != dir.path, "no Package.swift above \(filePath)")
      dir = parent
    }
    let url = dir.deletingLastPathComponent().appendingPathComponent("shared/corpus")
      .appendingPathComponent(relative)
    try #require(
      FileManager.default.fileExists(atPath: url.path),
      "corpus file missing: \(url.path) (the corpus lives in ../shared/corpus/ next to the package)")
    return url
  }

  @Test func foreignJSONIsWellFormedButNotADocument() throws {
    let bytes = Array(try Data(contentsOf: corpusFile("perfect-freehand/inputs.json")))
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
    let data = try Data(contentsOf: corpusFile("perfect-freehand/inputs.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var strokes: [Stroke] = []
    for name in object.keys.sorted() {
      guard let samples = object[name] as? [[Double]], !samples.isEmpty else { continue }
      let points = samples.map { s in
        StrokePoint(
          location: CGPoint(x: s[0], y: s[1]), timeOffset: s.count > 3 ? s[3] / 1000 : 0,
          size: CGSize(width: 4, height: 4), opacity: 1, force: s.count > 2 ? s[2] : 1,
          azimuth: 0, altitude: .pi / 2)
      }
      strokes.append(
        Stroke(
          ink: Ink(.pen),
          path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0))))
    }
    #expect(strokes.count >= 8)
    let drawing = Drawing(strokes: strokes)
    let bytes = try JSONFormat().encode(drawing).bytes
    let back = try JSONFormat().decode(bytes)
    #expect(back.diagnostics.isEmpty)
    #expect(back.drawing.isBitwiseEqual(to: drawing))
  }
}
