extension UInt64 {
  /// The number of bytes of this value as a LEB128 varint.
  @inline(__always)
  var varintSize: Int { (64 - (self | 1).leadingZeroBitCount + 6) / 7 }
}
