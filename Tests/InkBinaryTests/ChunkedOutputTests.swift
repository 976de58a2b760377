import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkBinary

/// The encoder gathers a file in chunks joined at the end (bounded memory, issue #6): the bytes,
/// header and checksum included, must not depend on the chunk size.
@Suite struct ChunkedOutputTests {
  /// Chunk limits from one byte (a chunk per stroke) to one larger than any test file.
  static let limits = [1, 2, 24, 25, 100, 1000, 4096, Int.max]

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func fileIsTheSameForEveryChunkSize(seed: UInt64) throws {
    var g = RandomDrawingGenerator.forBinary(seed: seed)
    let drawing = g.drawing(strokeCount: Int(seed % 5) + 1, pointCount: 0...80)
    var quantizedOptions = InkBinaryEncodingOptions()
    quantizedOptions.quantization = InkBinaryQuantization()
    let quantized = InkBinaryEncoder(options: quantizedOptions)
    for encoder in [InkBinaryEncoder(), quantized] {
      let whole = try encoder.encode(drawing, chunkLimit: Int.max)
      #expect(try encoder.encode(drawing) == whole, "seed \(seed)")
      for limit in Self.limits {
        let chunked = try encoder.encode(drawing, chunkLimit: limit)
        #expect(chunked == whole, "seed \(seed), chunk limit \(limit)")
      }
    }
    // The joined file reads back (its length and checksum are right), bit for bit when lossless.
    let chunked = try InkBinaryEncoder().encode(drawing, chunkLimit: 1)
    #expect(try InkBinaryDecoder().decode(chunked).isBitwiseEqual(to: drawing), "seed \(seed)")
  }

  @Test func headerHoldsTheContentLengthAndChecksum() throws {
    var g = RandomDrawingGenerator.forBinary(seed: 21)
    let drawing = g.drawing(strokeCount: 6, pointCount: 10...30)
    let file = try InkBinaryEncoder().encode(drawing, chunkLimit: 1)
    #expect(Array(file[0..<8]) == InkBinaryLayout.magic)
    let length = file[12..<20].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    #expect(length == UInt64(file.count - InkBinaryLayout.headerSize))
    let stored = file[20..<24].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    let computed = file.withUnsafeBytes {
      CRC32C.checksum(
        of: UnsafeRawBufferPointer(rebasing: $0[0..<20]), UnsafeRawBufferPointer(rebasing: $0[24...]))
    }
    #expect(stored == computed)
  }

  @Test func emptyDrawingInChunks() throws {
    let whole = try InkBinaryEncoder().encode(Drawing(), chunkLimit: Int.max)
    #expect(whole.count == InkBinaryLayout.headerSize)
    #expect(try InkBinaryEncoder().encode(Drawing(), chunkLimit: 1) == whole)
    #expect(try InkBinaryDecoder().decode(whole).strokes.isEmpty)
  }
}
