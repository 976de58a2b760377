import Foundation

/// Stable stroke ids for imported strokes, so converting the same file twice gives the same
/// output: a version-4-style UUID mixed from the key id, the line number and the stroke index.
enum StrokeIdentifier {
  static func id(keyID: String, line: Int, stroke: Int) -> UUID {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a over the key id.
    for b in keyID.utf8 {
      h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3
    }
    let hi = mix(h ^ UInt64(truncatingIfNeeded: line))
    let lo = mix(hi ^ UInt64(truncatingIfNeeded: stroke) &+ 0x9E37_79B9_7F4A_7C15)
    var b = (0..<8).map { UInt8(truncatingIfNeeded: hi >> (8 * $0)) }
    b += (0..<8).map { UInt8(truncatingIfNeeded: lo >> (8 * $0)) }
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    return UUID(
      uuid: (
        b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]
      ))
  }

  /// SplitMix64's finaliser.
  private static func mix(_ x: UInt64) -> UInt64 {
    var z = x &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
