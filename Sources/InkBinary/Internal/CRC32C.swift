/// CRC-32C (Castagnoli, reflected polynomial `0x82F63B78`), the checksum of `.ink` files.
///
/// Slicing-by-8 over eight 256-entry tables built once. The `.ink` checksum covers the first 20
/// header bytes and the content. `CRC32C.checksum(of: "123456789")` is
/// `0xE3069283`, the standard check value.
enum CRC32C {
  /// Eight lookup tables of 256 entries, flattened (`table[k * 256 + byte]`).
  static let table: [UInt32] = {
    var t = [UInt32](repeating: 0, count: 8 * 256)
    for i in 0..<256 {
      var c = UInt32(i)
      for _ in 0..<8 { c = (c & 1) != 0 ? (c >> 1) ^ 0x82F6_3B78 : c >> 1 }
      t[i] = c
    }
    for k in 1..<8 {
      for i in 0..<256 {
        let prev = t[(k - 1) * 256 + i]
        t[k * 256 + i] = (prev >> 8) ^ t[Int(prev & 0xFF)]
      }
    }
    return t
  }()

  /// The CRC-32C of `bytes`.
  static func checksum(of bytes: UnsafeRawBufferPointer) -> UInt32 {
    ~update(0xFFFF_FFFF, bytes)
  }

  /// The CRC-32C of several byte ranges in a row.
  static func checksum(of parts: UnsafeRawBufferPointer...) -> UInt32 {
    ~parts.reduce(0xFFFF_FFFF) { update($0, $1) }
  }

  /// Continues a CRC register (not inverted) over `bytes`.
  static func update(_ register: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
    table.withUnsafeBufferPointer { t in
      var crc = register
      let n = bytes.count
      var i = 0
      if n >= 8, let base = bytes.baseAddress {
        while i + 8 <= n {
          let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
          let lo = UInt32(truncatingIfNeeded: word) ^ crc
          let hi = UInt32(truncatingIfNeeded: word >> 32)
          crc =
            t[7 * 256 + Int(lo & 0xFF)] ^ t[6 * 256 + Int((lo >> 8) & 0xFF)]
            ^ t[5 * 256 + Int((lo >> 16) & 0xFF)] ^ t[4 * 256 + Int(lo >> 24)]
            ^ t[3 * 256 + Int(hi & 0xFF)] ^ t[2 * 256 + Int((hi >> 8) & 0xFF)]
            ^ t[1 * 256 + Int((hi >> 16) & 0xFF)] ^ t[Int(hi >> 24)]
          i += 8
        }
      }
      while i < n {
        crc = (crc >> 8) ^ t[Int((crc ^ UInt32(bytes[i])) & 0xFF)]
        i += 1
      }
      return crc
    }
  }

  /// The CRC-32C of `bytes`.
  static func checksum(of bytes: some Collection<UInt8>) -> UInt32 {
    if let r = bytes.withContiguousStorageIfAvailable({ checksum(of: UnsafeRawBufferPointer($0)) }) {
      return r
    }
    return Array(bytes).withUnsafeBytes { checksum(of: $0) }
  }
}
