/// Up to 32 values kept sorted by insertion, for a cheap median.
struct SmallSample {
  private var values:
    (
      Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64,
      Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64,
      Int64, Int64, Int64, Int64
    ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  private var count = 0

  /// Adds a value; at most 32.
  mutating func insert(_ v: Int64) {
    withUnsafeMutableBytes(of: &values) { raw in
      let p = raw.baseAddress!.assumingMemoryBound(to: Int64.self)
      var i = count
      while i > 0 && p[i - 1] > v {
        p[i] = p[i - 1]
        i -= 1
      }
      p[i] = v
    }
    count += 1
  }

  /// The middle value (the upper one of an even count); 0 when empty.
  var median: Int64 {
    guard count > 0 else { return 0 }
    return withUnsafeBytes(of: values) { $0.load(fromByteOffset: 8 * (count / 2), as: Int64.self) }
  }
}
