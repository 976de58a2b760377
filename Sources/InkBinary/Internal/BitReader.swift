/// Reads bit fields, least significant bit first. Reading past the end yields zero bits; the
/// caller checks ``bitPosition`` against the data's length at the end.
struct BitReader {
  let data: UnsafeRawBufferPointer
  private(set) var bitPosition = 0

  init(_ data: UnsafeRawBufferPointer) { self.data = data }

  var bytePosition: Int { bitPosition >> 3 }

  /// At least 57 valid bits starting at the current position (zeros past the end).
  @inline(__always)
  func peek() -> UInt64 {
    let byte = bitPosition >> 3
    let word: UInt64
    if byte + 8 <= data.count {
      word = UInt64(littleEndian: data.loadUnaligned(fromByteOffset: byte, as: UInt64.self))
    } else {
      var w: UInt64 = 0
      var j = byte
      while j < data.count {
        w |= UInt64(data[j]) << UInt64(8 * (j - byte))
        j += 1
      }
      word = w
    }
    return word >> UInt64(bitPosition & 7)
  }

  /// Moves past `n` bits.
  @inline(__always)
  mutating func skip(_ n: Int) { bitPosition += n }

  /// Reads `n ≤ 56` bits.
  @inline(__always)
  mutating func read(_ n: Int) -> UInt64 {
    let v = peek() & ((1 << UInt64(n)) &- 1)
    bitPosition += n
    return v
  }

  /// Reads `n ≤ 64` bits.
  @inline(__always)
  mutating func readLong(_ n: Int) -> UInt64 {
    if n <= 56 { return read(n) }
    let lo = read(32)
    return lo | (read(n - 32) << 32)
  }

  /// Counts 1 bits up to a 0 bit (consumed) or up to `limit` 1 bits (no 0 bit consumed).
  @inline(__always)
  mutating func unary(limit: Int) -> Int {
    let ones = (~peek()).trailingZeroBitCount
    if ones >= limit {
      bitPosition += limit
      return limit
    }
    bitPosition += ones + 1
    return ones
  }
}
