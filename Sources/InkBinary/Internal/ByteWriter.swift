/// Appends little-endian integers, LEB128 varints and doubles to a byte array.
struct ByteWriter {
  var bytes: [UInt8] = []

  init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  var count: Int { bytes.count }

  mutating func u8(_ v: UInt8) { bytes.append(v) }

  /// An unsigned LEB128 varint: 7 bits per byte, low bits first, high bit set on all but the last.
  mutating func varint(_ value: UInt64) {
    var v = value
    while v >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
      v >>= 7
    }
    bytes.append(UInt8(v))
  }

  mutating func varint(_ value: Int) { varint(UInt64(value)) }

  /// A signed value as a zigzag varint.
  mutating func zigzag(_ value: Int64) { varint(zigzagEncode(value)) }

  mutating func u32(_ v: UInt32) {
    withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func u64(_ v: UInt64) {
    withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// A double as its IEEE 754 bit pattern, little-endian.
  mutating func double(_ v: Double) { u64(v.bitPattern) }

  mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

  /// A field: its number and byte length as varints, then its payload.
  mutating func field(_ number: Int, _ payload: [UInt8]) {
    varint(number)
    varint(payload.count)
    bytes.append(contentsOf: payload)
  }
}

/// Zigzag: 0, -1, 1, -2, ... become 0, 1, 2, 3, ...
@inline(__always)
func zigzagEncode(_ v: Int64) -> UInt64 {
  UInt64(bitPattern: (v &<< 1) ^ (v >> 63))
}

/// The inverse of ``zigzagEncode(_:)``.
@inline(__always)
func zigzagDecode(_ u: UInt64) -> Int64 {
  Int64(bitPattern: u >> 1) ^ -Int64(bitPattern: u & 1)
}
