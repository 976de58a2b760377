/// Reads a byte range of the input, reporting errors with absolute byte offsets.
///
/// `position` and `end` are absolute offsets into the whole file; the reader never reads past
/// `end`. (A file shorter than its header declares is refused before any reader runs, so running
/// out of bytes here means a field is malformed, not that the file is truncated.)
struct ByteReader {
  let base: UnsafeRawBufferPointer
  var position: Int
  let end: Int

  init(_ base: UnsafeRawBufferPointer, from start: Int, to end: Int) {
    self.base = base
    self.position = start
    self.end = end
  }

  var remaining: Int { end - position }
  var isAtEnd: Bool { position >= end }

  /// A reader over the next `length` bytes; this reader moves past them.
  mutating func sub(_ length: Int, what: String) throws(InkBinaryDecodingError) -> ByteReader {
    try need(length, what)
    let r = ByteReader(base, from: position, to: position + length)
    position += length
    return r
  }

  @inline(__always)
  func need(_ n: Int, _ what: String) throws(InkBinaryDecodingError) {
    guard n <= end - position else {
      throw .malformed(offset: position, reason: "\(what) runs past the end of its field")
    }
  }

  mutating func u8(_ what: String) throws(InkBinaryDecodingError) -> UInt8 {
    try need(1, what)
    defer { position += 1 }
    return base[position]
  }

  mutating func u32(_ what: String) throws(InkBinaryDecodingError) -> UInt32 {
    try need(4, what)
    defer { position += 4 }
    return UInt32(littleEndian: base.loadUnaligned(fromByteOffset: position, as: UInt32.self))
  }

  mutating func u64(_ what: String) throws(InkBinaryDecodingError) -> UInt64 {
    try need(8, what)
    defer { position += 8 }
    return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: position, as: UInt64.self))
  }

  /// A double from its bit pattern; NaN and infinities are refused.
  mutating func finiteDouble(_ what: String) throws(InkBinaryDecodingError) -> Double {
    let at = position
    let v = Double(bitPattern: try u64(what))
    guard v.isFinite else { throw .nonFiniteValue(offset: at, what: what) }
    return v
  }

  /// An unsigned LEB128 varint of at most 10 bytes that fits in 64 bits.
  mutating func varint(_ what: String) throws(InkBinaryDecodingError) -> UInt64 {
    let start = position
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard position < end else {
        throw .malformed(offset: start, reason: "\(what) runs past the end of its field")
      }
      let b = base[position]
      position += 1
      if shift == 63 && b > 1 {
        throw .malformed(offset: start, reason: "\(what) is a varint larger than 64 bits")
      }
      result |= UInt64(b & 0x7F) << shift
      if b < 0x80 { return result }
      shift += 7
    }
  }

  /// A varint that must be at most `limit`.
  mutating func count(_ what: String, limit: Int) throws(InkBinaryDecodingError) -> Int {
    let at = position
    let v = try varint(what)
    guard v <= UInt64(max(limit, 0)) else {
      throw .countTooLarge(offset: at, what: what, count: v, available: remaining)
    }
    return Int(v)
  }

  mutating func zigzag(_ what: String) throws(InkBinaryDecodingError) -> Int64 {
    zigzagDecode(try varint(what))
  }

  mutating func bytes(_ n: Int, _ what: String) throws(InkBinaryDecodingError) -> UnsafeRawBufferPointer {
    try need(n, what)
    defer { position += n }
    return UnsafeRawBufferPointer(rebasing: base[position..<(position + n)])
  }
}
