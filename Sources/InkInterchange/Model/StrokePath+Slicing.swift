import Foundation

extension StrokePath {
  /// The part of the curve over a parametric range, as a stroke path of its own.
  ///
  /// A piece of a uniform cubic B-spline with natural ends is not in general such a B-spline
  /// itself (inside the range, the curve depends on control points outside it), so:
  /// - The whole range gives the path itself; a range of zero width gives a one-point path (a dot)
  ///   at ``interpolatedPoint(at:)``.
  /// - An integer range `a...b` whose outside neighbours are exactly the natural phantom points of
  ///   the cut (`P(a−1) = 2·P(a) − P(a+1)` at a cut start, `P(b+1) = 2·P(b) − P(b−1)` at a cut
  ///   end, exactly as computed in floating point, for the location and for every property interpolated with the B-spline
  ///   basis) gives the control points `P(a)…P(b)` verbatim: exact.
  /// - Any other range is converted: the exact Bézier form of the piece (whole spans, with the
  ///   first and last split at the range's ends) goes through
  ///   ``BezierPath/strokePaths(creationDate:tolerance:segmentProperties:pointProvider:)``, so the
  ///   slice's curve is within `tolerance` of the source piece (two-sided Hausdorff distance, as the
  ///   conversion checks; a tolerance below the conversion's floor, `max(1e−6 · extent, 64 ulp of
  ///   the largest coordinate)` of the piece, is raised to it), and each control point's properties are
  ///   ``interpolatedPoint(at:)`` of the source at the parametric value the point came from (its
  ///   location is the converted one).
  ///
  /// The slice keeps the creation date and the time offsets of the source.
  ///
  /// - Parameters:
  ///   - range: The parametric range; clamped to ``parametricRange``.
  ///   - tolerance: The largest distance between the slice and the source piece, in the path's
  ///     units, when the piece has to be converted (raised to the floor above). Default
  ///     ``defaultTolerance`` (0.05); a value that is not positive and finite is taken as the
  ///     default.
  /// - Returns: The slice; an empty path gives an empty path.
  public func slice(
    _ range: ClosedRange<CGFloat>, tolerance: Double = StrokePath.defaultTolerance
  )
    -> StrokePath
  {
    let n = storage.count
    guard n > 1 else { return self }
    let clamped = clampedRange(range)
    let a = Double(clamped.lowerBound)
    let b = Double(clamped.upperBound)
    let last = Double(n - 1)
    if a == 0 && b == last { return self }
    if a == b {
      return StrokePath(unchecked: [interpolatedPoint(at: clamped.lowerBound)], creationDate: creationDate)
    }

    // Integer ranges whose cuts are natural: the control points themselves.
    if a.rounded(.down) == a && b.rounded(.down) == b {
      let ia = Int(a)
      let ib = Int(b)
      let exact = storage.withUnsafeBufferPointer { src in
        (ia == 0 || Self.isNaturalPhantom(src[ia - 1], of: src[ia], src[ia + 1]))
          && (ib == n - 1 || Self.isNaturalPhantom(src[ib + 1], of: src[ib], src[ib - 1]))
      }
      if exact { return StrokePath(unchecked: Array(storage[ia...ib]), creationDate: creationDate) }
    }

    // General case: the exact Bézier form of the piece, converted back.
    let (i0, t0) = Self.spanAndFraction(a, count: n)
    let (i1, t1) = Self.spanAndFraction(b, count: n)
    // `b` at the start of a span adds nothing from that span.
    let lastSpan = t1 == 0 && i1 > i0 ? i1 - 1 : i1
    let lastEnd = t1 == 0 && i1 > i0 ? 1.0 : t1
    var bezier = BezierPath()
    bezier.reserveCapacity(verbs: lastSpan - i0 + 2, points: 3 * (lastSpan - i0 + 1) + 1)
    var ranges: [(lo: Double, hi: Double)] = []
    ranges.reserveCapacity(lastSpan - i0 + 1)
    storage.withUnsafeBufferPointer { src in
      for i in i0...lastSpan {
        let span = StrokePathSpan(src, span: i)
        let lo = i == i0 ? t0 : 0
        let hi = i == lastSpan ? lastEnd : 1
        var cubic = CubicBezier(span.b0, span.b1, span.b2, span.b3)
        if hi < 1 { cubic = cubic.split(at: hi).0 }
        if lo > 0 { cubic = cubic.split(at: lo / hi).1 }
        // End points exactly as the interpolation gives them.
        cubic.p0 = span.point(at: lo)
        cubic.p3 = span.point(at: hi)
        if i == i0 { bezier.move(to: cubic.p0) }
        bezier.addCurve(to: cubic.p3, control1: cubic.p1, control2: cubic.p2)
        ranges.append((lo, hi))
      }
    }
    let source = self
    let spanRanges = ranges
    let provider = PointProvider { converted in
      let k = Swift.min(Swift.max(converted.bezierSegmentIndex, 0), spanRanges.count - 1)
      let s = converted.segmentPosition.isNaN ? 0 : Swift.min(Swift.max(converted.segmentPosition, 0), 1)
      let (lo, hi) = spanRanges[k]
      let local = s == 0 ? lo : s == 1 ? hi : lo + s * (hi - lo)
      var point = source.interpolatedPoint(at: CGFloat(Double(i0 + k) + local))
      point.location = converted.location
      return point
    }
    let effectiveTolerance = tolerance.isFinite && tolerance > 0 ? tolerance : Self.defaultTolerance
    let converted = try? bezier.strokePaths(
      creationDate: creationDate, tolerance: effectiveTolerance, pointProvider: provider)
    if let result = converted?.first, !result.isEmpty {
      var path = result
      path.creationDate = creationDate
      return path
    }
    return StrokePath(unchecked: [interpolatedPoint(at: clamped.lowerBound)], creationDate: creationDate)
  }

  /// `true` when `outside` equals the natural phantom point `2·end − next` as computed in floating
  /// point, in location and in every property interpolated with the B-spline basis.
  static func isNaturalPhantom(_ outside: StrokePoint, of end: StrokePoint, _ next: StrokePoint) -> Bool {
    let p = 2 * end.position - next.position
    let v = 2 * splineChannels(end) - splineChannels(next)
    let o = splineChannels(outside)
    return p == outside.position && v == o
  }
}
