import Foundation

/// The geometry of one span of a ``StrokePath`` (internal): its exact Bézier form, its derivative,
/// and its arc length by adaptive Gauss–Legendre quadrature.
///
/// The Bézier control points are computed with the same expressions, in the same order, as
/// ``StrokePath/bezierRepresentation``, so they agree bit for bit (including the verbatim first and
/// last control points of the path).
@usableFromInline
struct StrokePathSpan {
  /// The Bézier control points of the span.
  @usableFromInline var b0, b1, b2, b3: SIMD2<Double>
  /// The derivative in power form, divided by ``scale``: `B'(t) = scale · (e0 + e1·t + e2·t²)`.
  @usableFromInline var e0, e1, e2: SIMD2<Double>
  /// A power of two that brings the derivative coefficients near 1, so that squaring them neither
  /// overflows nor underflows (exact).
  @usableFromInline var scale: Double

  /// The span `i` of the path whose control points are `src` (`src.count ≥ 2`, `0 ≤ i ≤ count − 2`).
  ///
  /// Coordinates of 2¹⁰¹⁹ (about 5.6·10³⁰⁶) or more could overflow the sums below (the
  /// Bézier sums reach 6 times a coordinate, the derivative's 8 times before halving): such a span
  /// is computed on its coordinates scaled by 2⁻⁸ and scaled back, which is exact, so its points
  /// are what the expressions give without overflow, and finite.
  /// (``StrokePath/bezierRepresentation`` scales the whole path when one of its coordinates is
  /// that large, so the two can differ in the last bits of values below about 2⁻¹⁰¹⁴ in such a
  /// path, which the scaling drops.)
  @inlinable
  init(_ src: UnsafeBufferPointer<StrokePoint>, span i: Int) {
    let n = src.count
    let b = src[i].position
    let c = src[i + 1].position
    let a = i == 0 ? b : src[i - 1].position
    let d = i + 2 >= n ? c : src[i + 2].position
    // (`shrink` scales the coordinates, `restore` scales back; both are powers of two.)
    let huge = StrokePathSpan.reaches(
      StrokePathSpan.reach(a) | StrokePathSpan.reach(b) | StrokePathSpan.reach(c) | StrokePathSpan.reach(d))
    let shrink = huge ? StrokePathSpan.overflowScale : 1
    let restore = huge ? 1 / StrokePathSpan.overflowScale : 1
    let (sa, sb, sc, sd) = huge ? (a * shrink, b * shrink, c * shrink, d * shrink) : (a, b, c, d)
    let sixth = 1.0 / 6.0
    let third = 1.0 / 3.0
    let p0 = i == 0 ? sb : (sa + 4 * sb + sc) * sixth
    let p1 = (2 * sb + sc) * third
    let p2 = (sb + 2 * sc) * third
    let p3 = i + 2 >= n ? sc : (sb + 4 * sc + sd) * sixth
    if huge {
      // (The path's first and last control points verbatim, as unscaled.)
      b0 = i == 0 ? b : p0 * restore
      b1 = p1 * restore
      b2 = p2 * restore
      b3 = i + 2 >= n ? c : p3 * restore
    } else {
      b0 = p0
      b1 = p1
      b2 = p2
      b3 = p3
    }
    // The derivative from the differences of the (scaled) control points, a quadratic B-spline:
    // with d0 = b − a, d1 = c − b, d2 = d − c (at a natural end the phantom point makes the outer
    // difference equal d1), B'(t) = (d0 + d1)/2 + (d1 − d0)·t + (d0 − 2·d1 + d2)/2·t². Equal to the
    // Bézier form's 3(p1 − p0), …, but from differences of the points themselves: coincident
    // points give a derivative of exactly 0 (the Bézier points' sixths and thirds differ by an ulp),
    // and nearby points subtract exactly. `restore` goes into ``scale``.
    let d1 = sc - sb
    let d0 = i == 0 ? d1 : sb - sa
    let d2 = i + 2 >= n ? d1 : sd - sc
    var f0 = (d0 + d1) * 0.5
    var f1 = d1 - d0
    var f2 = (d0 - 2 * d1 + d2) * 0.5
    let m = Swift.max(
      Swift.max(Swift.max(abs(f0.x), abs(f0.y)), Swift.max(abs(f1.x), abs(f1.y))),
      Swift.max(abs(f2.x), abs(f2.y)))
    if m.isNormal {
      scale = Double(sign: .plus, exponent: m.exponent, significand: 1)
      let inverse = 1 / scale
      f0 *= inverse
      f1 *= inverse
      f2 *= inverse
    } else if m.isSubnormal {
      // A subnormal path (coordinates below 2⁻¹⁰²²): up by 2¹⁰⁷⁴ in two exact steps (the
      // inverse of a subnormal scale does not fit in a double).
      scale = Double(sign: .plus, exponent: m.exponent, significand: 1)
      let up = Double(sign: .plus, exponent: 600, significand: 1)
      let rest = Double(sign: .plus, exponent: -Int(m.exponent) - 600, significand: 1)
      f0 = f0 * up * rest
      f1 = f1 * up * rest
      f2 = f2 * up * rest
    } else {
      scale = 1
    }
    // (Infinite when the derivative itself passes the largest double: lengths are then infinite.)
    scale *= restore
    e0 = f0
    e1 = f1
    e2 = f2
  }

  /// Coordinates from this magnitude on may overflow a span's sums (see ``init(_:span:)``).
  @inlinable static var overflowThreshold: Double { 0x1p1019 }
  /// The scale for such coordinates (a power of two).
  @inlinable static var overflowScale: Double { 0x1p-8 }

  /// The test whether a coordinate reaches ``overflowThreshold``, in integer operations (which run
  /// beside the floating-point sums; a floating-point maximum cost far more): `2⁶³ − limit` added
  /// to a coordinate's exponent bits sets bit 63 exactly when they reach the limit's. The results
  /// of several coordinates combine with `|`; ``reaches(_:)`` reads the bit.
  @inlinable
  static func reach(_ p: SIMD2<Double>) -> UInt64 {
    let exponentBits: UInt64 = 0x7FF0_0000_0000_0000
    let offset = (1 as UInt64) << 63 &- overflowThreshold.bitPattern
    return (p.x.bitPattern & exponentBits &+ offset) | (p.y.bitPattern & exponentBits &+ offset)
  }

  /// Whether combined ``reach(_:)`` results hold a coordinate that reaches the threshold.
  @inlinable
  static func reaches(_ reached: UInt64) -> Bool { reached >> 63 != 0 }

  /// The point at `t` in `0...1` (Bernstein form; exactly `b0` at 0 and `b3` at 1).
  @inlinable
  func point(at t: Double) -> SIMD2<Double> {
    if t == 0 { return b0 }
    if t == 1 { return b3 }
    let mt = 1 - t
    return (mt * mt * mt) * b0 + (3 * mt * mt * t) * b1 + (3 * mt * t * t) * b2 + (t * t * t) * b3
  }

  /// The first derivative at `t`.
  @inlinable
  func derivative(at t: Double) -> SIMD2<Double> { scale * (e0 + t * (e1 + t * e2)) }

  /// The speed `|B'(t)|`.
  @inlinable
  func speed(at t: Double) -> Double { scale * normalizedSpeed(at: t) }

  /// The speed divided by ``scale``, `|e0 + e1·t + e2·t²|`: near 1 whatever the path's size.
  @inlinable
  func normalizedSpeed(at t: Double) -> Double {
    let d = e0 + t * (e1 + t * e2)
    return (d * d).sum().squareRoot()
  }

  /// The 8-point Gauss–Legendre estimate of the signed arc length from `a` to `b`, divided by
  /// ``scale``.
  @inlinable
  func gaussLegendre8(_ a: Double, _ b: Double) -> Double {
    let h = 0.5 * (b - a)
    let m = 0.5 * (a + b)
    var s =
      0.362_683_783_378_361_982_965_150_4
      * (normalizedSpeed(at: m - h * 0.183_434_642_495_649_804_939_476_1)
        + normalizedSpeed(at: m + h * 0.183_434_642_495_649_804_939_476_1))
    s +=
      0.313_706_645_877_887_287_337_962_2
      * (normalizedSpeed(at: m - h * 0.525_532_409_916_328_985_817_739_0)
        + normalizedSpeed(at: m + h * 0.525_532_409_916_328_985_817_739_0))
    s +=
      0.222_381_034_453_374_470_544_356_0
      * (normalizedSpeed(at: m - h * 0.796_666_477_413_626_739_591_553_9)
        + normalizedSpeed(at: m + h * 0.796_666_477_413_626_739_591_553_9))
    s +=
      0.101_228_536_290_376_259_152_531_4
      * (normalizedSpeed(at: m - h * 0.960_289_856_497_536_231_683_560_9)
        + normalizedSpeed(at: m + h * 0.960_289_856_497_536_231_683_560_9))
    return s * h
  }

  /// A bound of the normalized speed over the span (the sum of the derivative coefficients'
  /// magnitudes, divided by ``scale``), the scale of its rounding error.
  @inlinable
  var normalizedSpeedBound: Double {
    (e0 * e0).sum().squareRoot() + (e1 * e1).sum().squareRoot() + (e2 * e2).sum().squareRoot()
  }

  /// The fraction of ``normalizedSpeedBound`` below which a local minimum of the speed is a kink
  /// or a sharp bend, where ``length(from:to:)`` cuts the interval.
  @inlinable
  static var sharpFraction: Double { 0.0625 }

  /// The signed arc length from `a` to `b` (negative when `b < a`), by adaptive Gauss–Legendre
  /// quadrature: an interval is halved until the two halves agree with the whole within about
  /// 1e-13 of the length being measured, or within the rounding error of the speed itself
  /// (`1e-14 · speed bound · |b − a|`, which matters near cusps, where the speed is close to 0),
  /// with a budget of 4096 evaluations of the 8-point rule.
  ///
  /// The quadrature runs on the speed divided by ``scale`` (a power of two), and the sum is scaled
  /// back once, so that its tolerances are relative whatever the size of the path: the same path
  /// scaled by a power of two measures the same, scaled (the absolute floor that keeps a span of
  /// zero speed from halving, 1e−300, had stopped the halving at once on paths of about 1e−295
  /// and smaller).
  ///
  /// The interval is first cut at the speed's local minima inside it (see
  /// ``speedMinima(between:_:)``) where the speed is below ``sharpFraction`` (1/16) of its bound
  /// (``normalizedSpeedBound``): at a cusp the speed has a kink (`|t − t0|·c`), near one a sharp
  /// bend, and an interval holding it could have halves that agree with it by coincidence at some
  /// depth, which stopped the halving with an error up to 1e−5 relative. On each side of such a
  /// minimum the speed is smooth. The cut comes before any halving: a kink near an end of the
  /// interval, beyond the outermost nodes of both the interval and its half, can leave the first
  /// halving in agreement with the whole (a turn-back on a line 0.002 from the end of the range
  /// measured 4e−5 short).
  @inlinable
  func length(from a: Double, to b: Double) -> Double {
    if a == b { return 0 }
    let bound = normalizedSpeedBound
    let kinks = speedMayFall(below: Self.sharpFraction * bound, between: Swift.min(a, b), Swift.max(a, b))
    return length(from: a, to: b, bound: bound, kinks: kinks)
  }

  /// ``length(from:to:)`` with the span's ``normalizedSpeedBound`` and whether the speed may fall
  /// below ``sharpFraction`` of it between `a` and `b` (``speedMayFall(below:between:_:)``; `false` only when it
  /// cannot) given, so that a caller measuring many pieces of one interval works them out once.
  @inlinable
  func length(from a: Double, to b: Double, bound: Double, kinks: Bool) -> Double {
    if a == b { return 0 }
    let whole = gaussLegendre8(a, b)
    let tolerance = Swift.max(1e-13 * abs(whole), 1e-14 * bound * abs(b - a), 1e-300)
    var budget = 4096
    guard kinks else { return scale * refine(a, b, whole, tolerance, 0, &budget) }
    let (lo, hi) = a < b ? (a, b) : (b, a)
    var cuts = speedMinima(between: lo, hi)
    // (Only minima where the speed is small against its bound make a kink or a sharp bend.)
    let sharp = Self.sharpFraction * bound
    if cuts.count == 2 && !(normalizedSpeed(at: cuts.second) < sharp) { cuts.count = 1 }
    if cuts.count >= 1 && !(normalizedSpeed(at: cuts.first) < sharp) {
      cuts.first = cuts.second
      cuts.count -= 1
    }
    if cuts.count == 0 { return scale * refine(a, b, whole, tolerance, 0, &budget) }
    // The pieces between the cuts, from `lo` to `hi`.
    var total = 0.0
    var start = lo
    for k in 0...cuts.count {
      let end = k < cuts.count ? (k == 0 ? cuts.first : cuts.second) : hi
      if end > start {
        total += refine(start, end, gaussLegendre8(start, end), tolerance, 1, &budget)
      }
      start = end
    }
    return scale * (a < b ? total : -total)
  }

  /// Whether the normalized speed may fall below `floor` somewhere in `lo...hi`; `false` only when
  /// it cannot. A cheap bound that spares most intervals ``speedMinima(between:_:)``: on the
  /// interval, the derivative's component along its direction at the midpoint is a quadratic whose
  /// least value bounds the speed from below.
  @inlinable
  func speedMayFall(below floor: Double, between lo: Double, _ hi: Double) -> Bool {
    let h = 0.5 * (hi - lo)
    let m = 0.5 * (lo + hi)
    let d = e0 + m * (e1 + m * e2)
    let speed = (d * d).sum().squareRoot()
    guard speed > floor else { return true }
    // Along u = d/|d|, with t = m + h·x: speed + α·x + β·x² for x in −1...1.
    let u = d / speed
    let alpha = h * ((e1 + 2 * m * e2) * u).sum()
    let beta = h * h * (e2 * u).sum()
    var least = speed - abs(alpha) + beta
    if beta > 0 && abs(alpha) < 2 * beta { least = Swift.min(least, speed - alpha * alpha / (4 * beta)) }
    return !(least > floor)
  }

  /// The parameters strictly between `lo` and `hi` where the speed has a local minimum, in
  /// increasing order (at most two): where `B'·B''` (a cubic, whose leading coefficient is not
  /// negative) changes sign from negative to positive, each found by bisection on an interval where
  /// the cubic is monotone.
  @usableFromInline
  func speedMinima(between lo: Double, _ hi: Double) -> (first: Double, second: Double, count: Int) {
    // g(t) = B'·B'' / scale² = c0 + c1·t + c2·t² + c3·t³.
    let c0 = (e0 * e1).sum()
    let c1 = (e1 * e1).sum() + 2 * (e0 * e2).sum()
    let c2 = 3 * (e1 * e2).sum()
    let c3 = 2 * (e2 * e2).sum()
    func g(_ t: Double) -> Double { c0 + t * (c1 + t * (c2 + t * c3)) }
    // The cubic is monotone between the zeros of its derivative, c1 + 2·c2·t + 3·c3·t².
    var r1 = Double.nan
    var r2 = Double.nan
    let qa = 3 * c3
    let qb = 2 * c2
    if qa != 0 {
      let disc = qb * qb - 4 * qa * c1
      if disc > 0 {
        let r = disc.squareRoot()
        // (The root formula that does not cancel, and its partner from the product.)
        let q = -0.5 * (qb + (qb < 0 ? -r : r))
        (r1, r2) = q != 0 ? (Swift.min(q / qa, c1 / q), Swift.max(q / qa, c1 / q)) : (0, .nan)
      }
    } else if qb != 0 {
      r1 = -c1 / qb
    }
    var result: (first: Double, second: Double, count: Int) = (0, 0, 0)
    /// Adds the sign change from negative to positive of the cubic on `p...q`, where it is monotone
    /// (increasing there): Newton's method kept inside the bracket, halving it when a step leaves.
    func search(_ p: Double, _ q: Double) {
      guard p < q, g(p) < 0, g(q) > 0 else { return }
      var (p, q) = (p, q)
      var t = 0.5 * (p + q)
      for _ in 0..<64 {
        let v = g(t)
        if v < 0 { p = t } else if v > 0 { q = t } else { break }
        let slope = c1 + t * (2 * c2 + t * 3 * c3)
        var next = slope > 0 ? t - v / slope : .nan
        if !(next > p && next < q) { next = 0.5 * (p + q) }
        if abs(next - t) <= 1e-15 || q - p <= 1e-15 { t = next; break }
        t = next
      }
      guard t > lo && t < hi else { return }
      if result.count == 0 { result.first = t } else { result.second = t }
      result.count += 1
    }
    // The pieces `lo…r1…r2…hi` (the zeros that lie inside).
    let b1 = r1 > lo && r1 < hi ? r1 : lo
    let b2 = r2 > lo && r2 < hi ? r2 : b1
    search(lo, b1)
    search(b1, b2)
    search(b2, hi)
    return result
  }

  @usableFromInline
  func refine(
    _ a: Double, _ b: Double, _ whole: Double, _ tolerance: Double, _ depth: Int, _ budget: inout Int
  ) -> Double {
    let m = 0.5 * (a + b)
    let left = gaussLegendre8(a, m)
    let right = gaussLegendre8(m, b)
    budget -= 2
    let sum = left + right
    if depth >= 48 || budget <= 0 || abs(sum - whole) <= tolerance || m == a || m == b { return sum }
    return refine(a, m, left, tolerance, depth + 1, &budget)
      + refine(m, b, right, tolerance, depth + 1, &budget)
  }

  /// The parameter `t` between `t0` and `end` where the signed arc length from `t0` reaches `target`.
  ///
  /// The caller guarantees `target` lies between 0 and `total = length(from: t0, to: end)`.
  /// Newton's method on the arc length with a bisection safeguard; stops when the arc length is
  /// within about 1e-13 relative of `target` or the bracket is a few ulp wide.
  @inlinable
  func parameter(from t0: Double, to end: Double, total: Double, target: Double) -> Double {
    if target == 0 { return t0 }
    if target == total { return end }
    var lo = Swift.min(t0, end)
    var hi = Swift.max(t0, end)
    // Guess: proportional in the parameter, then corrected by the speed half way there.
    var t = t0 + (end - t0) * (target / total)
    let v = speed(at: 0.5 * (t0 + t))
    if v > 0 {
      let better = t0 + target / v
      if better >= lo && better <= hi { t = better }
    }
    if !(t >= lo && t <= hi) { t = 0.5 * (lo + hi) }
    // (Every length below is of a piece of `lo...hi`: the bound and the test for kinks hold.)
    let bound = normalizedSpeedBound
    let kinks = speedMayFall(below: Self.sharpFraction * bound, between: lo, hi)
    var f = length(from: t0, to: t, bound: bound, kinks: kinks) - target  // increasing in t
    let tolerance = 4e-14 * abs(target)
    for _ in 0..<100 {
      if abs(f) <= tolerance { break }
      if f < 0 { lo = t } else { hi = t }
      if hi - lo <= 2 * hi.ulp { break }
      // Halley's step (cubic convergence) on f(t) = length(t0, t) − target, whose derivatives are
      // the speed v and v' = B'·B''/v; Newton's step when the correction is large.
      let d = e0 + t * (e1 + t * e2)
      let v = (d * d).sum().squareRoot()
      var next = Double.nan
      if v > 0 {
        let newton = f / (scale * v)
        let dv = (d * (e1 + 2 * t * e2)).sum() / v  // v'/v · v, in scaled units
        let correction = 0.5 * newton * dv / v
        next = abs(correction) < 0.5 ? t - newton / (1 - correction) : t - newton
      }
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      f += length(from: t, to: next, bound: bound, kinks: kinks)
      t = next
    }
    return t
  }
}
