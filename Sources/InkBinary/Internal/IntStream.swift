/// The integer-sequence coder shared by every per-point channel.
///
/// Layout of a stream of `n ≥ 1` values (see `docs/ink-format.md`, "Integer streams"):
///
///     u8      predictor order p (1 or 2)
///     zigzag  the first value q0
///     (when n > 1)
///     varint  g, a common factor of every residual (0: all residuals are zero, nothing follows)
///     (when g > 0)
///     zigzag  b, the bias: subtracted from every residual after division by g
///     varint  L, the byte length of the Rice-coded residuals
///     L bytes residuals r1 … r(n−1) as zigzag(r(i) / g − b), Rice-coded in blocks of 32
///
/// Residuals: order 1 `r(i) = q(i) − q(i−1)`; order 2 `r(1) = q(1) − q(0)`,
/// `r(i) = q(i) − 2·q(i−1) + q(i−2)`. All arithmetic wraps modulo 2^64.
enum IntStream {
  static let blockSize = 32
  /// A unary prefix of this many 1 bits announces an escaped value (64 raw bits follow).
  static let escapeLength = 20
  /// The largest Rice parameter.
  static let maxRiceParameter = 56

  // MARK: Encoding

  /// The common factor of the first differences (1 when there is none, 0 when all are zero).
  static func commonFactor(_ q: UnsafeBufferPointer<Int64>) -> UInt64 {
    var g: UInt64 = 0
    var i = 1
    let n = q.count
    while i < n {
      let d = (q[i] &- q[i - 1]).magnitude
      if d != 0 {
        g = g == 0 ? d : gcd(g, d)
        if g == 1 { return 1 }
      }
      i += 1
    }
    return g > UInt64(Int64.max) ? 1 : g
  }

  static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var a = a
    var b = b
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }

  /// How a stream is written: predictor order, common factor, bias, and the estimated size.
  struct Plan {
    var order = 1
    var factor: UInt64 = 0
    var bias: Int64 = 0
    var bits = 0
  }

  /// The residual `i ≥ 1` of order `order` (before division by the factor).
  @inline(__always)
  static func residual(_ q: UnsafeBufferPointer<Int64>, _ i: Int, order: Int) -> Int64 {
    let d = q[i] &- q[i - 1]
    if order == 1 || i == 1 { return d }
    return d &- (q[i - 1] &- q[i - 2])
  }

  /// Chooses the predictor order and bias and estimates the stream's size in bits.
  static func plan(_ q: UnsafeBufferPointer<Int64>) -> Plan {
    let n = q.count
    guard n > 1 else { return Plan(bits: n == 1 ? 8 * zigzagEncode(q[0]).varintSize + 8 : 0) }
    let g = commonFactor(q)
    let header = 16 + 8 * zigzagEncode(q[0]).varintSize + 8 * g.varintSize
    if g == 0 { return Plan(factor: 0, bits: header) }
    let gi = Int64(g)
    let divider = ExactDivider(g)
    // The bias of each order: the median of up to 31 residuals spread over the stream.
    let samples = min(n - 1, 31)
    let spacing = (n - 1) / samples
    var s1 = SmallSample()
    var s2 = SmallSample()
    for j in 0..<samples {
      let i = 1 + j * spacing
      s1.insert(residual(q, i, order: 1) / gi)
      s2.insert(residual(q, i, order: 2) / gi)  // (an estimate: need not divide exactly)
    }
    let bias1 = s1.median
    let bias2 = s2.median
    // The cost of each, and whether order 2 keeps the factor (second differences wrap modulo
    // 2^64 and may then lose it).
    var bits1 = 0
    var bits2 = 0
    var order2Divisible = true
    if gi == 1 {
      for i in 1..<n {
        bits1 += costProxy(residual(q, i, order: 1) &- bias1)
        bits2 += costProxy(residual(q, i, order: 2) &- bias2)
      }
    } else {
      for i in 1..<n {
        let r2 = residual(q, i, order: 2)
        if order2Divisible && !divider.divides(r2) { order2Divisible = false }
        bits1 += costProxy(divider.divide(residual(q, i, order: 1)) &- bias1)
        bits2 += costProxy(divider.divide(r2) &- bias2)
      }
    }
    let useOrder2 = order2Divisible && bits2 < bits1
    let bias = useOrder2 ? bias2 : bias1
    return Plan(
      order: useOrder2 ? 2 : 1, factor: g, bias: bias,
      bits: header + 8 * zigzagEncode(bias).varintSize + (useOrder2 ? bits2 : bits1))
  }

  /// About the Rice cost of a residual: its bit width plus one.
  @inline(__always)
  static func costProxy(_ r: Int64) -> Int {
    65 - zigzagEncode(r).leadingZeroBitCount
  }

  /// Writes the stream for `q` (at least one value) as planned by ``plan(_:)``.
  static func encode(
    _ q: UnsafeBufferPointer<Int64>, plan: Plan, into w: inout ByteWriter, scratch: inout [UInt64]
  ) {
    let n = q.count
    let order = plan.order
    let g = plan.factor
    precondition(n >= 1 && (order == 1 || order == 2))
    w.u8(UInt8(order))
    w.zigzag(q[0])
    guard n > 1 else { return }
    w.varint(g)
    guard g != 0 else { return }
    w.zigzag(plan.bias)
    let divider = ExactDivider(g)
    let bias = plan.bias
    // Zigzag residuals into scratch.
    if scratch.count < n - 1 { scratch = [UInt64](repeating: 0, count: n - 1) }
    scratch.withUnsafeMutableBufferPointer { z in
      for i in 1..<n {
        let r = residual(q, i, order: order)
        z[i - 1] = zigzagEncode(divider.divide(r) &- bias)
      }
    }
    // Choose each block's parameter and size the payload exactly, then write it in place.
    let blocks = (n - 1 + blockSize - 1) / blockSize
    let (parameters, totalBits) = scratch.withUnsafeBufferPointer { z in
      var parameters = [UInt8](repeating: 0, count: blocks)
      var total = 0
      for b in 0..<blocks {
        let block = UnsafeBufferPointer(rebasing: z[(b * blockSize)..<min((b + 1) * blockSize, n - 1)])
        let (k, cost) = bestParameter(block)
        parameters[b] = UInt8(k)
        total += 6 + cost
      }
      return (parameters, total)
    }
    let length = (totalBits + 7) / 8
    w.varint(length)
    let start = w.bytes.count
    // Eight bytes of slack for whole-word stores, removed afterwards.
    w.bytes.append(contentsOf: repeatElement(0, count: length + 8))
    w.bytes.withUnsafeMutableBytes { out in
      scratch.withUnsafeBufferPointer { z in
        var bits = BitWriter(out.baseAddress! + start)
        for b in 0..<blocks {
          let k = Int(parameters[b])
          bits.write(UInt64(k), 6)
          for j in (b * blockSize)..<min((b + 1) * blockSize, n - 1) {
            let v = z[j]
            let u = v >> UInt64(k)
            if u < UInt64(escapeLength) {
              // Unary u (u ones, a zero), then the k low bits.
              bits.write((1 << u) - 1, Int(u) + 1)
              bits.writeLong(v, k)
            } else {
              bits.write((1 << UInt64(escapeLength)) - 1, escapeLength)
              bits.writeLong(v, 64)
            }
          }
        }
        bits.finish()
      }
    }
    w.bytes.removeLast(8)
  }

  /// The Rice parameter with the fewest bits for a block, and that number of bits.
  static func bestParameter(_ block: UnsafeBufferPointer<UInt64>) -> (Int, Int) {
    var sum = 0.0
    for v in block { sum += Double(v) }
    let mean = sum / Double(block.count)
    let k0 = mean < 2 ? 0 : min(maxRiceParameter, Int(mean.exponent))
    var best = k0
    var bestCost = Int.max
    for k in max(0, k0 - 1)...min(maxRiceParameter, k0 + 1) {
      var cost = 0
      for v in block {
        let u = v >> UInt64(k)
        cost += u < UInt64(escapeLength) ? Int(u) + 1 + k : escapeLength + 64
      }
      if cost < bestCost {
        bestCost = cost
        best = k
      }
    }
    return (best, bestCost)
  }

  // MARK: Decoding

  /// Reads a stream of `n ≥ 1` values into `out`.
  static func decode(
    _ r: inout ByteReader, count n: Int, into out: UnsafeMutableBufferPointer<Int64>
  ) throws(InkBinaryDecodingError) {
    let orderAt = r.position
    let order = try r.u8("integer stream predictor order")
    guard order == 1 || order == 2 else {
      throw .malformed(offset: orderAt, reason: "predictor order \(order) is not 1 or 2")
    }
    let q0 = try r.zigzag("integer stream first value")
    out[0] = q0
    guard n > 1 else { return }
    // Any factor is valid: `(m + b) × g` is taken modulo 2^64 (a writer may pick 2^63 for
    // residuals of ±2^63, which this writer stores with the factor 1 instead).
    let g = try r.varint("integer stream common factor")
    if g == 0 {
      for i in 1..<n { out[i] = q0 }
      return
    }
    let bias = try r.zigzag("integer stream bias")
    let lengthAt = r.position
    let length = try r.count("Rice data length", limit: r.remaining)
    // Every value takes at least one bit.
    guard UInt64(n - 1) <= UInt64(length) * 8 else {
      throw .countTooLarge(
        offset: lengthAt, what: "Rice data for \(n - 1) residuals", count: UInt64(n - 1),
        available: length)
    }
    let start = r.position
    let data = try r.bytes(length, "Rice data")
    var bits = BitReader(data)
    let gi = Int64(bitPattern: g)
    var prevQ = q0
    var prevD: Int64 = 0
    var i = 1
    while i < n {
      let kAt = start + bits.bytePosition
      let k = Int(bits.read(6))
      guard k <= maxRiceParameter else {
        throw .malformed(offset: kAt, reason: "Rice parameter \(k) is too large")
      }
      let end = min(i + blockSize, n)
      let mask: UInt64 = (1 << UInt64(k)) &- 1
      while i < end {
        let v: UInt64
        let word = bits.peek()
        let ones = (~word).trailingZeroBitCount
        if ones < escapeLength && ones + k < 56 {
          // Fast path: the unary prefix and the low bits lie in one 57-bit window.
          v = (UInt64(ones) &<< UInt64(k)) | ((word >> UInt64(ones + 1)) & mask)
          bits.skip(ones + 1 + k)
        } else {
          let u = bits.unary(limit: escapeLength)
          if u < escapeLength {
            v = (UInt64(u) &<< UInt64(k)) | bits.readLong(k)
          } else {
            v = bits.readLong(64)
          }
        }
        var d = (zigzagDecode(v) &+ bias) &* gi
        if order == 2 && i > 1 { d = prevD &+ d }
        prevD = d
        prevQ = prevQ &+ d
        out[i] = prevQ
        i += 1
      }
    }
    guard bits.bitPosition <= 8 * length else {
      throw .malformed(
        offset: start + length, reason: "the Rice-coded residuals run past their \(length) bytes")
    }
  }
}
