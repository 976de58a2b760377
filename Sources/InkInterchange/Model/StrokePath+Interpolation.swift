import Foundation

extension StrokePath {
  /// The parametric range of the curve, `0...(count − 1)` (`0...0` for an empty or one-point path).
  public var parametricRange: ClosedRange<CGFloat> { 0...CGFloat(Swift.max(storage.count - 1, 0)) }

  /// The location on the curve at a parametric value (PencilKit's `interpolatedLocation(at:)`).
  ///
  /// The curve is the uniform cubic B-spline with natural ends; the value is evaluated in the exact
  /// Bézier form of its span, so at `0` it is the first control point and at `count − 1` the last,
  /// bit for bit, and at an interior integer `k` it is `(P(k−1) + 4·P(k) + P(k+1))/6`, bit for bit
  /// the join point of ``bezierRepresentation``.
  ///
  /// - Parameter parametricValue: The parametric value; clamped to ``parametricRange`` (NaN is
  ///   taken as 0).
  /// - Returns: The location; `.zero` for an empty path, the only point for a one-point path.
  public func interpolatedLocation(at parametricValue: CGFloat) -> CGPoint {
    let n = storage.count
    guard n > 1 else { return n == 1 ? storage[0].location : .zero }
    let (i, t) = Self.spanAndFraction(Double(parametricValue), count: n)
    let p = storage.withUnsafeBufferPointer { StrokePathSpan($0, span: i).point(at: t) }
    return CGPoint(x: p.x, y: p.y)
  }

  /// The stroke point on the curve at a parametric value, every property interpolated
  /// (PencilKit's `interpolatedPoint(at:)`).
  ///
  /// How each property is interpolated:
  /// - `location`: the uniform cubic B-spline with natural ends (see
  ///   ``interpolatedLocation(at:)``).
  /// - `size`, `opacity`, `force`, `altitude`, `secondaryScale`, `threshold`: the same B-spline
  ///   basis with natural (phantom) ends, applied to the values. Its weights are non-negative (also
  ///   with the phantom ends), so the result stays within the range of the neighbouring control
  ///   values; it is smooth, equals the first and last control values exactly at the ends, and at an
  ///   interior integer `k` is `(v(k−1) + 4·v(k) + v(k+1))/6`.
  /// - `timeOffset`: linear between the two neighbouring control points, so time stays monotone
  ///   when the control points' times are; exactly the control point's time at every integer.
  /// - `azimuth`: linear between the two neighbouring control points along the shorter arc (an
  ///   angle wraps around at 2π); exactly the control point's value at every integer, not
  ///   renormalised in between.
  ///
  /// - Parameter parametricValue: The parametric value; clamped to ``parametricRange`` (NaN is
  ///   taken as 0).
  /// - Returns: The interpolated point; ``StrokePoint/pen(at:)`` at `.zero` for an empty path, the
  ///   only point for a one-point path.
  public func interpolatedPoint(at parametricValue: CGFloat) -> StrokePoint {
    let n = storage.count
    guard n > 1 else { return n == 1 ? storage[0] : .pen(at: .zero) }
    let (i, t) = Self.spanAndFraction(Double(parametricValue), count: n)
    return storage.withUnsafeBufferPointer { Self.interpolatedPoint(in: $0, span: i, fraction: t) }
  }

  /// Splits a parametric value into a span index and the fraction within it: the span that starts
  /// at `floor(u)`, except the last point, which is the end of the last span. `n ≥ 2`.
  @inlinable
  static func spanAndFraction(_ u: Double, count n: Int) -> (span: Int, fraction: Double) {
    let last = Double(n - 1)
    let v = u.isNaN ? 0 : Swift.min(Swift.max(u, 0), last)
    if v >= last { return (n - 2, 1) }
    let i = Int(v)
    return (i, v - Double(i))
  }

  /// The channels at fraction `t` of a span whose control values are `a b c d` (`a` is `b`'s
  /// copy at the first span, `d` `c`'s at the last), by the contract's formulas, evaluated on
  /// the values multiplied by `scale` (powers of two, lane by lane) and divided back.
  @inline(__always)
  static func blend(
    _ a: SIMD8<Double>, _ b: SIMD8<Double>, _ c: SIMD8<Double>, _ d: SIMD8<Double>, first: Bool,
    last: Bool, at t: Double, scale: SIMD8<Double>
  ) -> SIMD8<Double> {
    let (sa, sb, sc, sd) = (a * scale, b * scale, c * scale, d * scale)
    let z0 = first ? sb : (sa + 4 * sb + sc) * (1.0 / 6.0)
    let z3 = last ? sc : (sb + 4 * sc + sd) * (1.0 / 6.0)
    let v: SIMD8<Double>
    if t == 0 {
      v = z0
    } else if t == 1 {
      v = z3
    } else {
      let mt = 1 - t
      let z1 = (2 * sb + sc) * (1.0 / 3.0)
      let z2 = (sb + 2 * sc) * (1.0 / 3.0)
      v = (mt * mt * mt) * z0 + (3 * mt * mt * t) * z1 + (3 * mt * t * t) * z2 + (t * t * t) * z3
    }
    return v / scale
  }

  /// The point at fraction `t` of span `i` (see ``interpolatedPoint(at:)``). `src.count ≥ 2`.
  static func interpolatedPoint(
    in src: UnsafeBufferPointer<StrokePoint>, span i: Int, fraction t: Double
  ) -> StrokePoint {
    let n = src.count
    let span = StrokePathSpan(src, span: i)
    let location = span.point(at: t)
    let b = src[i]
    let c = src[i + 1]
    let vb = splineChannels(b)
    let vc = splineChannels(c)
    let va = i > 0 ? splineChannels(src[i - 1]) : vb
    let vd = i + 2 < n ? splineChannels(src[i + 2]) : vc
    var v = blend(va, vb, vc, vd, first: i == 0, last: i + 2 >= n, at: t, scale: .one)
    if any(v - v .!= .zero) {  // (x − x is 0 exactly when x is finite)
      // A channel with a value near the largest doubles (a size or force) overflowed its sums
      // (and saturated at the clamp below): such channels are blended scaled by 2⁻⁸ and scaled
      // back (exact); the others as they were.
      let largest = pointwiseMax(
        pointwiseMax(pointwiseMax(va, -va), pointwiseMax(vb, -vb)),
        pointwiseMax(pointwiseMax(vc, -vc), pointwiseMax(vd, -vd)))
      let scale = SIMD8<Double>.one.replacing(
        with: StrokePathSpan.overflowScale, where: largest .>= StrokePathSpan.overflowThreshold)
      v = blend(va, vb, vc, vd, first: i == 0, last: i + 2 >= n, at: t, scale: scale)
    }
    let time: TimeInterval
    let azimuth: CGFloat
    if t == 0 {
      time = b.timeOffset
      azimuth = b.azimuth
    } else if t == 1 {
      time = c.timeOffset
      azimuth = c.azimuth
    } else {
      time = interpolate(b.timeOffset, c.timeOffset, t)
      azimuth = CGFloat(interpolateAngle(Double(b.azimuth), Double(c.azimuth), t))
    }
    // The weights are non-negative and sum to 1, so the value lies within the neighbours' range;
    // the clamp keeps rounding from leaving it (an opacity of 1 everywhere stays exactly 1). Only
    // values strictly outside are replaced, so that a −0 within a range that ends at +0 (or the
    // reverse) stays as computed: the path's end values are kept bit for bit.
    let lower = pointwiseMin(pointwiseMin(va, vb), pointwiseMin(vc, vd))
    let upper = pointwiseMax(pointwiseMax(va, vb), pointwiseMax(vc, vd))
    v.replace(with: lower, where: v .< lower)
    v.replace(with: upper, where: v .> upper)
    return StrokePoint(
      location: CGPoint(x: location.x, y: location.y), timeOffset: time,
      size: CGSize(width: v[0], height: v[1]), opacity: CGFloat(v[2]), force: CGFloat(v[3]),
      azimuth: azimuth, altitude: CGFloat(v[4]), secondaryScale: CGFloat(v[5]),
      threshold: CGFloat(v[6]))
  }

  /// The properties interpolated with the B-spline basis, as one vector: size width and height,
  /// opacity, force, altitude, secondary scale, threshold, 0.
  @inline(__always)
  static func splineChannels(_ p: StrokePoint) -> SIMD8<Double> {
    SIMD8(
      Double(p.size.width), Double(p.size.height), Double(p.opacity), Double(p.force),
      Double(p.altitude), Double(p.secondaryScale), Double(p.threshold), 0)
  }

  /// Linear interpolation from `a` (at `t` = 0, exactly) to `b` (at 1, exactly), finite whenever
  /// `a` and `b` are: when their difference passes the largest double (values near it of opposite
  /// signs), the weighted sum `(1 − t)·a + t·b`, whose terms then have opposite signs.
  @inline(__always)
  static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double {
    if t == 0 { return a }
    if t == 1 { return b }
    let change = b - a
    return change.isFinite ? a + t * change : (1 - t) * a + t * b
  }

  /// Linear interpolation between two angles along the shorter arc.
  static func interpolateAngle(_ a: Double, _ b: Double, _ t: Double) -> Double {
    let twoPi = 2 * Double.pi
    var delta = b - a
    if !delta.isFinite {
      // Angles near the largest doubles of opposite signs: the same difference modulo 2π, from
      // the angles reduced first (exact), so that it is not infinity's NaN remainder.
      delta = b.truncatingRemainder(dividingBy: twoPi) - a.truncatingRemainder(dividingBy: twoPi)
    }
    delta = delta.truncatingRemainder(dividingBy: twoPi)
    if delta > .pi { delta -= twoPi } else if delta < -.pi { delta += twoPi }
    return a + t * delta
  }
}
