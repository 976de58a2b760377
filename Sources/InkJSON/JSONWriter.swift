import InkInterchange

/// Writes JSON text into a byte array, compact or indented (two spaces per level).
///
/// The writer does not track structure: callers say when a member or element is the first of
/// its container. In indented output, members and block elements go on their own lines, and
/// short numeric arrays (`[x, y]`) stay on one line.
///
/// Large documents are written in chunks, so that memory stays at the size of the output: the
/// caller calls ``endChunkIfFull()`` between elements, and ``finish()`` joins the chunks into one
/// array of the exact size, releasing each chunk as soon as it is copied. A growing single array
/// would instead hold its old and new storage at once each time it regrows (for a 2.6 GB document,
/// 5.2 GB at the last regrowth).
struct JSONWriter {
  /// The bytes of the current chunk.
  var bytes: [UInt8] = []
  /// Indented output when `true`.
  let pretty: Bool
  private var indent = 0
  /// The finished chunks, in order.
  private var chunks: [[UInt8]] = []
  /// The byte count of the finished chunks.
  private var chunkedCount = 0
  /// The size at which ``endChunkIfFull()`` starts a new chunk.
  private let chunkLimit: Int

  /// The default ``chunkLimit``: 64 MiB, above glibc's largest dynamic mmap threshold (32 MiB),
  /// so that every chunk is its own mapping and goes back to the system when released.
  static let defaultChunkLimit = 64 << 20

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - pretty: Indented output.
  ///   - capacity: The expected size of the whole document; the first chunk reserves a quarter
  ///     more, up to the capacity of a chunk.
  ///   - chunkLimit: The chunk size (tests use small ones). Default ``defaultChunkLimit``.
  init(pretty: Bool, capacity: Int, chunkLimit: Int = JSONWriter.defaultChunkLimit) {
    self.pretty = pretty
    self.chunkLimit = max(chunkLimit, 1)
    bytes.reserveCapacity(min(max(capacity, 0) / 4 * 5, Self.chunkCapacity(self.chunkLimit)))
  }

  /// What a new chunk reserves: the limit and a quarter more, room for the element that crosses
  /// the limit (a point takes at most about 600 bytes indented, a Bézier path's data about 120
  /// bytes per segment), so that a chunk does not regrow. Reserved pages that are never written
  /// take no memory.
  private static func chunkCapacity(_ limit: Int) -> Int {
    limit > Int.max / 2 ? limit : limit + limit / 4
  }

  /// Starts a new chunk when the current one has reached the chunk limit.
  @inline(__always)
  mutating func endChunkIfFull() {
    if bytes.count >= chunkLimit { endChunk() }
  }

  private mutating func endChunk() {
    chunkedCount += bytes.count
    chunks.append(bytes)
    bytes = []
    bytes.reserveCapacity(Self.chunkCapacity(chunkLimit))
  }

  /// The whole document: the current chunk itself when there is only one, otherwise the chunks
  /// copied into one array of the exact size, each released once copied (the peak is the
  /// document and one chunk).
  mutating func finish() -> [UInt8] {
    if chunks.isEmpty { return bytes }
    var chunks = self.chunks
    chunks.append(bytes)
    let total = chunkedCount + bytes.count
    bytes = []
    self.chunks = []
    chunkedCount = 0
    return [UInt8].joining(chunks: &chunks, totalCount: total)
  }

  @inline(__always)
  private mutating func newline() {
    guard pretty else { return }
    bytes.append(UInt8(ascii: "\n"))
    for _ in 0..<(indent * 2) { bytes.append(UInt8(ascii: " ")) }
  }

  /// Writes `{`.
  mutating func openObject() {
    bytes.append(UInt8(ascii: "{"))
    indent += 1
  }

  /// Writes `}`; `empty` when the object had no members.
  mutating func closeObject(empty: Bool = false) {
    indent -= 1
    if !empty { newline() }
    bytes.append(UInt8(ascii: "}"))
  }

  /// Writes `[` of a block array (one element per line when indented).
  mutating func openArray() {
    bytes.append(UInt8(ascii: "["))
    indent += 1
  }

  /// Writes `]` of a block array; `empty` when it had no elements.
  mutating func closeArray(empty: Bool = false) {
    indent -= 1
    if !empty { newline() }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Starts an element of a block array.
  @inline(__always)
  mutating func element(first: Bool) {
    if !first { bytes.append(UInt8(ascii: ",")) }
    newline()
  }

  /// Writes a member's key and colon.
  @inline(__always)
  mutating func key(_ name: StaticString, first: Bool = false) {
    if !first { bytes.append(UInt8(ascii: ",")) }
    newline()
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    if pretty { bytes.append(UInt8(ascii: " ")) }
  }

  /// Writes a number (finite).
  @inline(__always)
  mutating func number(_ value: Double) {
    JSONNumberText.append(value, to: &bytes)
  }

  /// Writes an unsigned integer.
  mutating func integer(_ value: UInt32) {
    JSONNumberText.appendInteger(Int64(value), to: &bytes)
  }

  @inline(__always)
  private mutating func inlineSeparator() {
    bytes.append(UInt8(ascii: ","))
    if pretty { bytes.append(UInt8(ascii: " ")) }
  }

  /// Writes `[a, b]` on one line.
  @inline(__always)
  mutating func pair(_ a: Double, _ b: Double) {
    bytes.append(UInt8(ascii: "["))
    number(a)
    inlineSeparator()
    number(b)
    bytes.append(UInt8(ascii: "]"))
  }

  /// Writes a numeric array on one line.
  mutating func numbers(_ values: [Double]) {
    bytes.append(UInt8(ascii: "["))
    for (i, v) in values.enumerated() {
      if i > 0 { inlineSeparator() }
      number(v)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Writes `true` or `false`.
  mutating func boolean(_ value: Bool) {
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// Writes a string with the escapes JSON requires (quote, backslash, control characters).
  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    for b in value.utf8 {
      switch b {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(b)
      case UInt8(ascii: "\n"): bytes.append(contentsOf: "\\n".utf8)
      case UInt8(ascii: "\r"): bytes.append(contentsOf: "\\r".utf8)
      case UInt8(ascii: "\t"): bytes.append(contentsOf: "\\t".utf8)
      case 0..<0x20:
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: "\\u00".utf8)
        bytes.append(hex[Int(b >> 4)])
        bytes.append(hex[Int(b & 0xF)])
      default: bytes.append(b)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Writes a string whose bytes need no escaping (ASCII path data, UUIDs).
  mutating func plainString(_ utf8: [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: utf8)
    bytes.append(UInt8(ascii: "\""))
  }
}
