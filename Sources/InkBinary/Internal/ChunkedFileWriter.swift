import InkInterchange

/// Gathers a `.ink` file in chunks and joins them once, so that a large file is held once, not
/// twice: a single growing array holds its old and new storage at once each time it regrows, and
/// prepending the header to the content would copy all of it.
///
/// The header's 24 bytes are reserved at the start of the first chunk and filled in by
/// ``finish()``, which copies the chunks into one array of the exact size, releasing each chunk as
/// soon as it is copied (the peak is the file and one chunk), then writes the content length and
/// the checksum in place.
struct ChunkedFileWriter {
  /// The current chunk; callers append whole fields to it and then call ``endChunkIfFull()``.
  var current: ByteWriter
  /// The finished chunks, in order.
  private var chunks: [[UInt8]] = []
  /// The byte count of the finished chunks.
  private var chunkedCount = 0
  /// The size at which ``endChunkIfFull()`` starts a new chunk.
  private let chunkLimit: Int

  /// The default chunk size: 64 MiB, above glibc's largest dynamic mmap threshold (32 MiB), so
  /// that every chunk is its own mapping and goes back to the system when released.
  static let defaultChunkLimit = 64 << 20

  /// Creates a writer whose first chunk starts with room for the header.
  ///
  /// - Parameters:
  ///   - capacity: The expected size of the file; the first chunk reserves it, up to the chunk
  ///     capacity.
  ///   - chunkLimit: The chunk size (tests use small ones).
  init(capacity: Int, chunkLimit: Int = ChunkedFileWriter.defaultChunkLimit) {
    self.chunkLimit = max(chunkLimit, 1)
    current = ByteWriter(capacity: min(max(capacity, 0), Self.chunkCapacity(self.chunkLimit)))
    current.bytes.append(contentsOf: repeatElement(0, count: InkBinaryLayout.headerSize))
  }

  /// What a new chunk reserves: the limit and a quarter more, room for the field that crosses the
  /// limit, so that a chunk seldom regrows. Reserved pages that are never written take no memory.
  private static func chunkCapacity(_ limit: Int) -> Int {
    limit > Int.max / 2 ? limit : limit + limit / 4
  }

  /// Starts a new chunk when the current one has reached the chunk limit.
  mutating func endChunkIfFull() {
    guard current.count >= chunkLimit else { return }
    chunkedCount += current.count
    chunks.append(current.bytes)
    current = ByteWriter(capacity: Self.chunkCapacity(chunkLimit))
  }

  /// The whole file: the header (magic, version, content length, CRC-32C of the first 20 header
  /// bytes and the content) followed by the content written so far.
  mutating func finish() -> [UInt8] {
    var file: [UInt8]
    if chunks.isEmpty {
      file = current.bytes
    } else {
      var chunks = self.chunks
      chunks.append(current.bytes)
      let total = chunkedCount + current.count
      self.chunks = []
      chunkedCount = 0
      file = [UInt8].joining(chunks: &chunks, totalCount: total)
    }
    current = ByteWriter()
    var header = ByteWriter(capacity: InkBinaryLayout.headerSize)
    header.append(InkBinaryLayout.magic)
    header.u8(InkBinaryLayout.majorVersion)
    header.u8(InkBinaryLayout.minorVersion)
    header.u8(0)
    header.u8(0)
    header.u64(UInt64(file.count - InkBinaryLayout.headerSize))
    file.withUnsafeMutableBytes { raw in
      header.bytes.withUnsafeBytes { raw.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
      let crc = CRC32C.checksum(
        of: UnsafeRawBufferPointer(rebasing: raw[0..<20]),
        UnsafeRawBufferPointer(rebasing: raw[InkBinaryLayout.headerSize...]))
      withUnsafeBytes(of: crc.littleEndian) {
        (raw.baseAddress! + 20).copyMemory(from: $0.baseAddress!, byteCount: 4)
      }
    }
    return file
  }
}
