/// How ``RandomDrawingGenerator`` draws the numbers of one kind of value (locations, times,
/// point properties, stroke values).
///
/// Every style draws finite values only: a drawing never holds NaN or infinity.
public enum ValueStyle: Sendable, Hashable {
  /// Values that stress a lossless coder: signed zeros, subnormals, the largest and smallest
  /// doubles, `1e300`, `0.1`, `1/3`, integers beyond 2^53, and any finite bit pattern.
  case extreme
  /// Short decimals: a whole number of hundredths in `-1000...1000`, as text formats write them.
  case decimal
  /// Values that a `Float` represents exactly, in `-1000...1000`.
  case float
  /// Uniformly random values in a range.
  case uniform(ClosedRange<Double>)
  /// The same value everywhere.
  case constant(Double)
  /// `start + i × step` for the point at index `i`: monotone, like time stamps.
  case ramp(start: Double, step: Double)
  /// A random walk from `start` with steps in `-maxStep...maxStep`: smooth, like pen input.
  case walk(start: Double, maxStep: Double)
  /// Each stroke picks one of `extreme`, `decimal`, `float`, `uniform(-1e4...1e4)` and
  /// `walk(start: 0, maxStep: 2)` at random, for every value of that kind in the stroke.
  case mixed

  /// The values of one kind for `count` points (or one stroke-level value when `count` is 1).
  ///
  /// - Parameters:
  ///   - count: How many values to draw.
  ///   - rng: The random number generator.
  /// - Returns: `count` finite values.
  public func values(count: Int, using rng: inout SplitMix64) -> [Double] {
    var style = self
    if case .mixed = style {
      let choices: [ValueStyle] = [
        .extreme, .decimal, .float, .uniform(-1e4...1e4), .walk(start: 0, maxStep: 2),
      ]
      style = choices[Int.random(in: 0..<choices.count, using: &rng)]
    }
    var out: [Double] = []
    out.reserveCapacity(count)
    switch style {
    case .extreme:
      for _ in 0..<count { out.append(Self.extremeValue(using: &rng)) }
    case .decimal:
      for _ in 0..<count { out.append(Double(Int.random(in: -100_000...100_000, using: &rng)) / 100) }
    case .float:
      for _ in 0..<count { out.append(Double(Float(Double.random(in: -1000...1000, using: &rng)))) }
    case .uniform(let range):
      for _ in 0..<count { out.append(Self.uniform(range, using: &rng)) }
    case .constant(let value):
      out = [Double](repeating: value.isFinite ? value : 0, count: count)
    case .ramp(let start, let step):
      for i in 0..<count {
        let v = start + Double(i) * step
        out.append(v.isFinite ? v : 0)
      }
    case .walk(let start, let maxStep):
      var v = start
      for _ in 0..<count {
        out.append(v)
        let next = v + Self.uniform(-maxStep...maxStep, using: &rng)
        v = next.isFinite ? next : start
      }
    case .mixed:
      preconditionFailure("resolved above")
    }
    return out
  }

  /// Finite doubles that stress lossless coders, drawn with equal weight.
  public static let extremes: [Double] = [
    0, -0.0, 1, -1, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e-300, 0.1, 1.0 / 3,
    Double(bitPattern: 0x000F_FFFF_FFFF_FFFF), .pi, 4_503_599_627_370_497.5, 9_007_199_254_740_994,
    Double(bitPattern: 1),
  ]

  private static func extremeValue(using rng: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      while true {  // Any finite bit pattern.
        let d = Double(bitPattern: rng.next())
        if d.isFinite { return d }
      }
    case 1: return Double(bitPattern: UInt64.random(in: 1..<(1 << 52), using: &rng))  // Subnormal.
    case 2: return Double(Int64.random(in: -(1 << 60)...(1 << 60), using: &rng))
    default: return extremes[Int.random(in: 0..<extremes.count, using: &rng)]
    }
  }

  private static func uniform(_ range: ClosedRange<Double>, using rng: inout SplitMix64) -> Double {
    guard range.lowerBound.isFinite, range.upperBound.isFinite else { return 0 }
    if range.lowerBound == range.upperBound { return range.lowerBound }
    if (range.upperBound - range.lowerBound).isFinite { return Double.random(in: range, using: &rng) }
    let t = Double.random(in: 0...1, using: &rng)
    return range.lowerBound * (1 - t) + range.upperBound * t
  }
}
