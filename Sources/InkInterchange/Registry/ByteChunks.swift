extension Array where Element == UInt8 {
  /// Joins the chunks of a chunked encoder into one array of `totalCount` bytes.
  ///
  /// Each chunk is released as soon as it is copied, so at most one chunk exists twice: the JSON
  /// and `.ink` encoders write in 64 MiB chunks and join them once, instead of regrowing one buffer
  /// (which holds the old and the new buffer at once near the end).
  ///
  /// - Parameters:
  ///   - chunks: The chunks, in order; uniquely referenced so that releasing frees them. Emptied.
  ///   - totalCount: The sum of the chunks' counts.
  /// - Returns: The bytes of all chunks.
  package static func joining(chunks: inout [[UInt8]], totalCount: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: totalCount) { buffer, initialized in
      var offset = 0
      for i in chunks.indices {
        let chunk = chunks[i]
        chunks[i] = []
        chunk.withUnsafeBufferPointer { source in
          guard let base = source.baseAddress else { return }
          (buffer.baseAddress! + offset).initialize(from: base, count: source.count)
          offset += source.count
        }
      }
      initialized = offset
      chunks = []
    }
  }
}
