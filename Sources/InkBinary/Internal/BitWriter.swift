/// Packs bit fields, least significant bit first, into memory the caller sized (plus eight bytes
/// of slack for whole-word stores).
struct BitWriter {
  private let out: UnsafeMutableRawPointer
  private var byteCount = 0
  private var acc: UInt64 = 0
  private var count = 0

  init(_ out: UnsafeMutableRawPointer) { self.out = out }

  /// Writes the low `n` bits of `v`, `n ≤ 32`.
  @inline(__always)
  mutating func write(_ v: UInt64, _ n: Int) {
    let masked = v & ((1 << UInt64(n)) &- 1)
    acc |= masked << UInt64(count)
    count += n
    if count >= 32 {
      out.storeBytes(
        of: UInt32(truncatingIfNeeded: acc).littleEndian, toByteOffset: byteCount, as: UInt32.self)
      byteCount += 4
      acc >>= 32
      count -= 32
    }
  }

  /// Writes the low `n` bits of `v`, `n ≤ 64`.
  @inline(__always)
  mutating func writeLong(_ v: UInt64, _ n: Int) {
    if n <= 32 {
      write(v, n)
    } else {
      write(v & 0xFFFF_FFFF, 32)
      write(v >> 32, n - 32)
    }
  }

  /// Writes the last partial bytes, padded with zero bits.
  mutating func finish() {
    while count > 0 {
      out.storeBytes(of: UInt8(truncatingIfNeeded: acc), toByteOffset: byteCount, as: UInt8.self)
      byteCount += 1
      acc >>= 8
      count -= 8
    }
  }
}
