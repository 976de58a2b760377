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
    // A coarser decimal grid that still keeps every value within the tolerance.
    var chosen = step
    var scale = 1.0
    while scale > step {
      if fits(n, grid: scale, tolerance: tolerance) {
        chosen = scale
        break
      }
      scale /= 10
    }
    let ok = values.withUnsafeBufferPointer { v in
      q.withUnsafeMutableBufferPointer { q in
        for i in 0..<n {
          guard let x = roundedInteger(v[i] / chosen) else { return false }
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

/// Decodes channel records into strided `Double` fields. Holds reusable scratch storage.
struct ChannelDecoder {
  private var q: [Int64] = []
  private var r: [Int64] = []

  /// Decodes a channel record payload of `count` points into `base + i * stride`.
  mutating func decode(
    _ reader: inout ByteReader, count n: Int, base: UnsafeMutableRawPointer, stride: Int,
    name: String
  ) throws(InkBinaryDecodingError) {
    let modeAt = reader.position
    let rawMode = try reader.u8("\(name) channel mode")
    guard let mode = ChannelMode(rawValue: rawMode) else {
      throw .malformed(offset: modeAt, reason: "unknown channel mode \(rawMode) for \(name)")
    }
    if mode == .constant {
      let at = reader.position
      let v = Double(bitPattern: try reader.u64("\(name) constant"))
      guard v.isFinite else { throw .nonFiniteValue(offset: at, what: name) }
      for i in 0..<n { base.storeBytes(of: v, toByteOffset: i * stride, as: Double.self) }
      return
    }
    if mode == .constantDecimal {
      let kAt = reader.position
      let k = Int(try reader.u8("\(name) decimal digits"))
      guard k < ChannelEncoder.powersOfTen.count else {
        throw .malformed(offset: kAt, reason: "\(k) decimal digits is more than 22")
      }
      let v = Double(try reader.zigzag("\(name) constant")) / ChannelEncoder.powersOfTen[k]
      for i in 0..<n { base.storeBytes(of: v, toByteOffset: i * stride, as: Double.self) }
      return
    }
    if q.count < n {
      q = [Int64](repeating: 0, count: n)
      r = [Int64](repeating: 0, count: n)
    }
    switch mode {
    case .constant, .constantDecimal:
      break
    case .decimal:
      let kAt = reader.position
      let k = Int(try reader.u8("\(name) decimal digits"))
      guard k < ChannelEncoder.powersOfTen.count else {
        throw .malformed(offset: kAt, reason: "\(k) decimal digits is more than 22")
      }
      let flagsAt = reader.position
      let flags = try reader.u8("\(name) decimal flags")
      guard flags <= 1 else {
        throw .malformed(offset: flagsAt, reason: "unknown decimal flags 0x\(String(flags, radix: 16))")
      }
      let p = ChannelEncoder.powersOfTen[k]
      try q.withUnsafeMutableBufferPointer { (q) throws(InkBinaryDecodingError) in
        try IntStream.decode(&reader, count: n, into: q)
      }
      if flags == 1 {
        try r.withUnsafeMutableBufferPointer { (r) throws(InkBinaryDecodingError) in
          try IntStream.decode(&reader, count: n, into: r)
        }
        q.withUnsafeBufferPointer { q in
          r.withUnsafeBufferPointer { r in
            for i in 0..<n {
              let v = Double(bitPattern: (Double(q[i]) / p).bitPattern &+ UInt64(bitPattern: r[i]))
              base.storeBytes(of: v, toByteOffset: i * stride, as: Double.self)
            }
          }
        }
      } else {
        q.withUnsafeBufferPointer { q in
          for i in 0..<n {
            base.storeBytes(of: Double(q[i]) / p, toByteOffset: i * stride, as: Double.self)
          }
        }
      }
    case .bitPattern:
      try q.withUnsafeMutableBufferPointer { (q) throws(InkBinaryDecodingError) in
        try IntStream.decode(&reader, count: n, into: q)
      }
      q.withUnsafeBufferPointer { q in
        for i in 0..<n {
          base.storeBytes(
            of: Double(bitPattern: UInt64(bitPattern: q[i])), toByteOffset: i * stride, as: Double.self)
        }
      }
    case .quantized:
      let at = reader.position
      let step = Double(bitPattern: try reader.u64("\(name) quantization step"))
      guard step.isFinite, step > 0 else {
        throw .malformed(offset: at, reason: "quantization step \(step) is not a finite positive number")
      }
      try q.withUnsafeMutableBufferPointer { (q) throws(InkBinaryDecodingError) in
        try IntStream.decode(&reader, count: n, into: q)
      }
      q.withUnsafeBufferPointer { q in
        for i in 0..<n {
          base.storeBytes(of: Double(q[i]) * step, toByteOffset: i * stride, as: Double.self)
        }
      }
    }
  }
}
