/// `x` rounded half away from zero, or `nil` when `|x| ≥ 2^53` (or NaN), without a libm call.
@inline(__always)
func roundedInteger(_ x: Double) -> Int64? {
  guard abs(x) < 9_007_199_254_740_992.0 else { return nil }
  var q = Int64(x)
  let f = x - Double(q)
  if f >= 0.5 { q += 1 } else if f <= -0.5 { q -= 1 }
  return q
}

/// Encodes per-point channels, choosing the smallest mode. Holds reusable scratch storage.
struct ChannelEncoder {
  static let maxDecimalDigits = 12
  static let powersOfTen: [Double] = (0...22).map { k in
    var p = 1.0
    for _ in 0..<k { p *= 10 }
    return p
  }

  private var values: [Double] = []
  private var q: [Int64] = []
  private var r: [Int64] = []
  private var patterns: [Int64] = []
  private var zigzagScratch: [UInt64] = []

  /// Writes the channel of `count` points read from `base + i * stride` as a channel record
  /// payload, or nothing when every value is bit for bit `defaultValue`.
  ///
  /// - Parameters:
  ///   - step: The quantization step, or `nil` for lossless.
  ///   - defaultValue: The value a reader assumes for an absent channel.
  /// - Returns: `false` when nothing was written (the channel can be left out).
  mutating func encode(
    base: UnsafeRawPointer, stride: Int, count n: Int, step: Double?, defaultValue: Double,
    into w: inout ByteWriter
  ) -> Bool {
    let first = base.load(as: Double.self)
    var isConstant = true
    for i in 1..<max(n, 1)
    where base.load(fromByteOffset: i * stride, as: Double.self).bitPattern
      != first.bitPattern
    {
      isConstant = false
      break
    }
    if isConstant {
      if first.bitPattern == defaultValue.bitPattern { return false }
      for k in 0...Self.maxDecimalDigits {
        guard let x = roundedInteger(first * Self.powersOfTen[k]) else { break }
        if (Double(x) / Self.powersOfTen[k]).bitPattern == first.bitPattern {
          w.u8(ChannelMode.constantDecimal.rawValue)
          w.u8(UInt8(k))
          w.zigzag(x)
          return true
        }
      }
      w.u8(ChannelMode.constant.rawValue)
      w.double(first)
      return true
    }
    if values.count < n {
      values = [Double](repeating: 0, count: n)
      q = [Int64](repeating: 0, count: n)
      r = [Int64](repeating: 0, count: n)
      patterns = [Int64](repeating: 0, count: n)
    }
    values.withUnsafeMutableBufferPointer { v in
      for i in 0..<n { v[i] = base.load(fromByteOffset: i * stride, as: Double.self) }
    }
    if let step, step > 0, step.isFinite, encodeQuantized(n, step: step, into: &w) { return true }
    encodeLossless(n, into: &w)
    return true
  }

  // MARK: Quantized

  private mutating func encodeQuantized(_ n: Int, step: Double, into w: inout ByteWriter) -> Bool {
    let tolerance = step / 2
    // A coarser decimal grid that still keeps every value within the tolerance: 1, 0.1, …,
    // 1e−22, each the double nearest its power of ten (`1 / 10^k`, one correctly rounded
    // division of exact numbers; dividing by 10 again and again drifted: 1e−6 came out as
    // 1.0000000000000002e−6, and far fewer values on the decimal grid read back as the double
    // nearest their decimal).
    var chosen = step
    for power in Self.powersOfTen {
      let scale = 1 / power
      guard scale > step else { break }
      if fits(n, grid: scale, tolerance: tolerance) {
        chosen = scale
        break
      }
    }
    let ok = values.withUnsafeBufferPointer { v in
      q.withUnsafeMutableBufferPointer { q in
        for i in 0..<n {
          guard var x = roundedInteger(v[i] / chosen) else { return false }
          let y = Double(x) * chosen
          if !(abs(y - v[i]) <= tolerance) {
            // The quotient was rounded, so near a half step the neighbour toward the value can be
            // the nearer grid point (the one within half a step, up to the product's rounding).
            let other = y < v[i] ? x + 1 : x - 1
            let z = Double(other) * chosen
            // The value a reader computes must be finite, and so must the grid points around the
            // value for the nearer one to be known (near the largest doubles they may not be).
            guard y.isFinite, z.isFinite else { return false }
            if abs(z - v[i]) < abs(y - v[i]) { x = other }
          }
          q[i] = x
        }
        return true
      }
    }
    guard ok else { return false }
    w.u8(ChannelMode.quantized.rawValue)
    w.double(chosen)
    let plan = q.withUnsafeBufferPointer { IntStream.plan(UnsafeBufferPointer(rebasing: $0[0..<n])) }
    writeStream(q, n, plan: plan, into: &w)
    return true
  }

  private func fits(_ n: Int, grid: Double, tolerance: Double) -> Bool {
    values.withUnsafeBufferPointer { v in
      for i in 0..<n {
        guard let x = roundedInteger(v[i] / grid), abs(Double(x) * grid - v[i]) <= tolerance else {
          return false
        }
      }
      return true
    }
  }

  // MARK: Lossless

  private mutating func encodeLossless(_ n: Int, into w: inout ByteWriter) {
    // Candidates are compared on a prefix; the winner is then computed in full.
    let m = min(n, 512)
    var decimal: (k: Int, bits: Int, q: IntStream.Plan, r: IntStream.Plan?)?
    if let k = decimalDigits(n), let residuals = fillDecimal(k, 0..<m) {
      let qPlan = planOf(q, m)
      let rPlan = residuals ? planOf(r, m) : nil
      decimal = (k, qPlan.bits + (rPlan?.bits ?? 0) + 16, qPlan, rPlan)
    }
    fillPatterns(0..<m)
    let patternPlan = planOf(patterns, m)
    if let decimal, decimal.bits <= patternPlan.bits + 8, let tail = fillDecimal(decimal.k, m..<n) {
      // Plans made on the prefix are final when the prefix is everything.
      let residuals = tail || decimal.r != nil
      w.u8(ChannelMode.decimal.rawValue)
      w.u8(UInt8(decimal.k))
      w.u8(residuals ? 1 : 0)
      writeStream(q, n, plan: m == n ? decimal.q : planOf(q, n), into: &w)
      if residuals {
        writeStream(r, n, plan: m == n && decimal.r != nil ? decimal.r! : planOf(r, n), into: &w)
      }
    } else {
      fillPatterns(m..<n)
      w.u8(ChannelMode.bitPattern.rawValue)
      writeStream(patterns, n, plan: m == n ? patternPlan : planOf(patterns, n), into: &w)
    }
  }

  private func planOf(_ a: [Int64], _ n: Int) -> IntStream.Plan {
    a.withUnsafeBufferPointer { IntStream.plan(UnsafeBufferPointer(rebasing: $0[0..<n])) }
  }

  /// Fills `q` (digits) and `r` (bit-pattern residuals) for `range` at `k` decimal digits.
  ///
  /// - Returns: Whether any residual in the range is nonzero, or `nil` when a value is too large.
  private mutating func fillDecimal(_ k: Int, _ range: Range<Int>) -> Bool? {
    let p = Self.powersOfTen[k]
    var anyResidual = false
    let ok = values.withUnsafeBufferPointer { v in
      q.withUnsafeMutableBufferPointer { q in
        r.withUnsafeMutableBufferPointer { r in
          for i in range {
            guard let qi = roundedInteger(v[i] * p) else { return false }
            q[i] = qi
            let ri = Int64(bitPattern: v[i].bitPattern &- (Double(qi) / p).bitPattern)
            r[i] = ri
            if ri != 0 { anyResidual = true }
          }
          return true
        }
      }
    }
    return ok ? anyResidual : nil
  }

  private mutating func fillPatterns(_ range: Range<Int>) {
    values.withUnsafeBufferPointer { v in
      patterns.withUnsafeMutableBufferPointer { t in
        for i in range { t[i] = Int64(bitPattern: v[i].bitPattern) }
      }
    }
  }

  /// The number of decimal digits that represents most of 16 sampled values exactly or within a
  /// few units in the last place, or `nil` when the values do not look decimal.
  private func decimalDigits(_ n: Int) -> Int? {
    let samples = min(n, 16)
    let stride = n / samples
    var found = [Int]()
    found.reserveCapacity(samples)
    values.withUnsafeBufferPointer { v in
      for s in 0..<samples {
        let value = v[s * stride]
        for k in 0...Self.maxDecimalDigits {
          let p = Self.powersOfTen[k]
          guard let x = roundedInteger(value * p) else { break }
          let back = Double(x) / p
          if (Int64(bitPattern: value.bitPattern &- back.bitPattern)).magnitude < 256 {
            found.append(k)
            break
          }
        }
      }
    }
    guard found.count * 2 >= samples else { return nil }
    found.sort()
    return found[min(found.count - 1, found.count * 9 / 10)]
  }

  private mutating func writeStream(
    _ values: [Int64], _ n: Int, plan: IntStream.Plan, into w: inout ByteWriter
  ) {
    values.withUnsafeBufferPointer { buffer in
      IntStream.encode(
        UnsafeBufferPointer(rebasing: buffer[0..<n]), plan: plan, into: &w, scratch: &zigzagScratch)
    }
  }
}
