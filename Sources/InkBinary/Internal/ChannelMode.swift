/// How one per-point channel (one `StrokePoint` field over a stroke) is stored.
enum ChannelMode: UInt8 {
  /// Every point has the same value: one 8-byte double.
  case constant = 0
  /// `v = Double(q) / 10^k`, optionally corrected by a per-value bit-pattern residual.
  case decimal = 1
  /// The IEEE 754 bit patterns as 64-bit integers.
  case bitPattern = 2
  /// `v = Double(q) * step`: lossy, within half a step of the original.
  case quantized = 3
  /// Every point has the same value `Double(q) / 10^k`: a digit count and a zigzag varint.
  case constantDecimal = 4
}
