import Foundation

extension StrokePath {
  /// The arc length of the whole curve, in the path's units.
  ///
  /// Each span's length is integrated by adaptive 8-point Gauss–Legendre quadrature (intervals are
  /// halved until halves and whole agree within about 1e-13 relative), so the result is accurate to
  /// about 1e-12 relative, also for spans with cusps. 0 for an empty or one-point path.
  public var length: CGFloat { length(in: parametricRange) }

  /// The arc length of the curve over a parametric range, in the path's units.
  ///
  /// - Parameter range: The parametric range; clamped to ``parametricRange``.
  /// - Returns: The arc length (accurate to about 1e-12 relative, see ``length``); 0 for an empty or
  ///   one-point path.
  public func length(in range: ClosedRange<CGFloat>) -> CGFloat {
    let n = storage.count
    guard n > 1 else { return 0 }
    let (i0, t0) = Self.spanAndFraction(Double(range.lowerBound), count: n)
    let (i1, t1) = Self.spanAndFraction(Double(range.upperBound), count: n)
    return storage.withUnsafeBufferPointer { src in
      if i0 == i1 { return CGFloat(StrokePathSpan(src, span: i0).length(from: t0, to: t1)) }
      var total = StrokePathSpan(src, span: i0).length(from: t0, to: 1)
      var i = i0 + 1
      while i < i1 {
        total += StrokePathSpan(src, span: i).length(from: 0, to: 1)
        i += 1
      }
      total += StrokePathSpan(src, span: i1).length(from: 0, to: t1)
      return CGFloat(total)
    }
  }

  /// Moves along the curve from `u` by the arc length `distance` (forwards when positive, backwards
  /// when negative), without passing `limit`.
  ///
  /// - Returns: The parametric value reached, or `nil` when `limit` comes first.
  /// `count ≥ 2`; `u` and `limit` within the parametric range, `limit` on the side of `distance`.
  func parametricValue(from u: Double, distance: Double, limit: Double) -> Double? {
    let n = storage.count
    if distance == 0 { return u }
    let forward = distance > 0
    return storage.withUnsafeBufferPointer { src -> Double? in
      var remaining = abs(distance)
      // The span to start in, and the fraction within it.
      var i: Int
      if forward {
        i = Swift.min(Int(u), n - 2)
      } else {
        i = Swift.max(Int(u.rounded(.up)) - 1, 0)
      }
      var t = u - Double(i)
      while true {
        let span = StrokePathSpan(src, span: i)
        let limitSpan = forward ? Swift.min(Int(limit), n - 2) : Swift.max(Int(limit.rounded(.up)) - 1, 0)
        let isLimitSpan = i == limitSpan
        let end = isLimitSpan ? limit - Double(i) : (forward ? 1.0 : 0.0)
        let rest = abs(span.length(from: t, to: end))
        if remaining <= rest {
          let target = forward ? remaining : -remaining
          let s = span.parameter(from: t, to: end, total: forward ? rest : -rest, target: target)
          return Double(i) + s
        }
        if isLimitSpan { return nil }
        remaining -= rest
        i += forward ? 1 : -1
        t = forward ? 0 : 1
      }
    }
  }

  /// Moves along the curve from `u` to the first parametric value where the (linearly
  /// interpolated) time offset reaches `target`, searching forwards or backwards, without passing
  /// `limit`.
  ///
  /// - Returns: The parametric value reached, or `nil` when `limit` comes first.
  /// `count ≥ 2`; `u` and `limit` within the parametric range.
  func parametricValue(from u: Double, time target: Double, forward: Bool, limit: Double) -> Double? {
    let n = storage.count
    return storage.withUnsafeBufferPointer { src -> Double? in
      var i = forward ? Swift.min(Int(u), n - 2) : Swift.max(Int(u.rounded(.up)) - 1, 0)
      var t = u - Double(i)
      while true {
        let limitSpan = forward ? Swift.min(Int(limit), n - 2) : Swift.max(Int(limit.rounded(.up)) - 1, 0)
        let isLimitSpan = i == limitSpan
        let end = isLimitSpan ? limit - Double(i) : (forward ? 1.0 : 0.0)
        let tb = src[i].timeOffset
        let tc = src[i + 1].timeOffset
        let delta = tc - tb
        @inline(__always) func time(_ s: Double) -> Double { Self.interpolate(tb, tc, s) }
        let from = time(t)
        let to = time(end)
        if Swift.min(from, to) <= target && target <= Swift.max(from, to) && delta != 0 {
          let s: Double
          if target == tc {
            s = 1
          } else if target == tb {
            s = 0
          } else if delta.isFinite {
            s = (target - tb) / delta
          } else {
            // (Times near the largest double of opposite signs: the same quotient from the halves,
            // whose differences cannot overflow.)
            s = (0.5 * target - 0.5 * tb) / (0.5 * tc - 0.5 * tb)
          }
          return Double(i) + Swift.min(Swift.max(s, Swift.min(t, end)), Swift.max(t, end))
        }
        if isLimitSpan { return nil }
        i += forward ? 1 : -1
        t = forward ? 0 : 1
      }
    }
  }
}
