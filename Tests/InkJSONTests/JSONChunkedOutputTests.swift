import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkJSON

/// The encoders write large documents in chunks joined at the end (bounded memory, issue #6):
/// the bytes must not depend on the chunk size.
@Suite struct JSONChunkedOutputTests {
  /// Chunk limits from one byte (a chunk per point) to one larger than any test document.
  static let limits = [1, 2, 7, 100, 1000, 4096, Int.max]

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func drawingDocumentIsTheSameForEveryChunkSize(seed: UInt64) throws {
    var g = RandomDrawingGenerator(seed: seed)
    let drawing = g.drawing(strokeCount: Int(seed % 5) + 1, pointCount: 0...60)
    for pretty in [false, true] {
      let whole = JSONDocumentEncoder.encodeDrawing(drawing, pretty: pretty, chunkLimit: Int.max)
      #expect(!whole.isEmpty)
      for limit in Self.limits {
        let chunked = JSONDocumentEncoder.encodeDrawing(drawing, pretty: pretty, chunkLimit: limit)
        #expect(chunked == whole, "seed \(seed), pretty \(pretty), chunk limit \(limit)")
      }
      // The public entry point (default chunk size) writes the same bytes, and they read back.
      var options = ExportOptions()
      options.prettyPrinted = pretty
      let exported = try JSONFormat().encode(drawing, options: options).bytes
      #expect(exported == whole, "seed \(seed), pretty \(pretty)")
      let chunked = JSONDocumentEncoder.encodeDrawing(drawing, pretty: pretty, chunkLimit: 3)
      let back = try JSONFormat().decode(chunked).drawing
      #expect(back.isBitwiseEqual(to: drawing), "seed \(seed), pretty \(pretty)")
    }
  }

  @Test(arguments: [11, 12, 13, 14] as [UInt64])
  func bezierDocumentIsTheSameForEveryChunkSize(seed: UInt64) throws {
    var g = RandomDrawingGenerator.penLike(seed: seed)
    let drawing = g.drawing(strokeCount: Int(seed % 4) + 2, pointCount: 0...40)
    for pretty in [false, true] {
      let (whole, wholeDiagnostics) = JSONDocumentEncoder.encodeBezier(
        drawing, pretty: pretty, chunkLimit: Int.max)
      for limit in Self.limits {
        let (chunked, diagnostics) = JSONDocumentEncoder.encodeBezier(
          drawing, pretty: pretty, chunkLimit: limit)
        #expect(chunked == whole, "seed \(seed), pretty \(pretty), chunk limit \(limit)")
        #expect(diagnostics.map(\.message) == wholeDiagnostics.map(\.message))
      }
      var options = ExportOptions()
      options.prettyPrinted = pretty
      options.formatOptions["document"] = "bezier"
      #expect(try JSONFormat().encode(drawing, options: options).bytes == whole)
    }
  }

  @Test func chunksOfOnePointJoinIntoTheGoldenDocument() throws {
    // The golden drawing's compact document, one chunk per point and per stroke.
    let drawing = goldenDrawing()
    let whole = JSONDocumentEncoder.encodeDrawing(drawing, pretty: false, chunkLimit: Int.max)
    let chunked = JSONDocumentEncoder.encodeDrawing(drawing, pretty: false, chunkLimit: 1)
    #expect(chunked == whole)
    #expect(chunked.count == whole.count)
    #expect(try JSONFormat().decode(chunked).drawing.isBitwiseEqual(to: drawing))
  }

  @Test func emptyDrawingInChunks() throws {
    for pretty in [false, true] {
      let whole = JSONDocumentEncoder.encodeDrawing(Drawing(), pretty: pretty, chunkLimit: Int.max)
      #expect(JSONDocumentEncoder.encodeDrawing(Drawing(), pretty: pretty, chunkLimit: 1) == whole)
      #expect(try JSONFormat().decode(whole).drawing.strokes.isEmpty)
    }
  }

  @Test func writerJoinsChunksInOrder() {
    // The writer itself: text split across many chunks comes back whole and in order.
    var w = JSONWriter(pretty: false, capacity: 0, chunkLimit: 5)
    var expected: [UInt8] = []
    for i in 0..<100 {
      w.number(Double(i))
      JSONNumberText.append(Double(i), to: &expected)
      w.bytes.append(UInt8(ascii: ","))
      expected.append(UInt8(ascii: ","))
      w.endChunkIfFull()
    }
    let joined = w.finish()
    #expect(joined == expected)
    #expect(joined.count == expected.count)
  }
}
