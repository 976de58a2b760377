extension StrokeFitter {
  /// Recognises a ``StrokePath/bezierRepresentation`` export and rebuilds its control points.
  ///
  /// The chain must have C² joins (`v1 − v0 = u3 − u2`, `v0 − 2·v1 + v2 = u1 − 2·u2 + u3`) and
  /// natural ends within `max(1e−9 · extent, 64 ulp of the largest coordinate)` (the export's own
  /// rounding is a few ulp of its coordinates, which far from the origin can exceed the first
  /// term); the rebuilt curve's exact distance bound (the largest difference of corresponding
  /// Bézier control points, which bounds the parametric distance) must be within `tolerance`.
  ///
  /// Subnormal coordinates (fitted scaled up) are rounded to multiples of the least nonzero
  /// magnitude, which is coarser than the ulp of the scaled coordinates: `roundingStep` (that
  /// step, scaled, or 0) takes the ulp's place where it is larger.
  ///
  /// Writes into `out`'s arrays (replacing what they held); when it returns `false`,
  /// `out.positions` is empty (its capacity kept) and the other arrays are untouched.
  ///
  /// - Returns: `true` when `out` now holds the exact conversion.
  static func roundTrip(
    _ cubics: [CubicBezier], extent: Double, maxMagnitude: Double, roundingStep: Double = 0,
    tolerance: Double, slack: Double, into out: inout FittedStrokeGeometry
  ) -> Bool {
    let k = cubics.count
    let limit = Swift.max(1e-9 * extent, 64 * Swift.max(maxMagnitude.ulp, roundingStep))
    func small(_ v: SIMD2<Double>) -> Bool { Swift.max(abs(v.x), abs(v.y)) <= limit }
    guard small(cubics[0].p0 - 2 * cubics[0].p1 + cubics[0].p2),
      small(cubics[k - 1].p1 - 2 * cubics[k - 1].p2 + cubics[k - 1].p3)
    else { return false }
    for i in 1..<k {
      let u = cubics[i - 1]
      let v = cubics[i]
      guard small(v.p0 - u.p3), small((v.p1 - v.p0) - (u.p3 - u.p2)),
        small((v.p0 - 2 * v.p1 + v.p2) - (u.p1 - 2 * u.p2 + u.p3))
      else { return false }
    }
    // Control points, written straight into `out` (one allocation per array at most: this is
    // the path every one-line stroke takes).
    out.positions.removeAll(keepingCapacity: true)
    out.positions.reserveCapacity(k + 1)
    out.positions.append(cubics[0].p0)
    for i in 1..<k { out.positions.append(2 * cubics[i].p1 - cubics[i].p2) }
    out.positions.append(cubics[k - 1].p3)
    // The exact bound: compare with the spline's own Bézier form.
    var worst = 0.0
    let sixth = 1.0 / 6.0
    let third = 1.0 / 3.0
    out.positions.withUnsafeBufferPointer { positions in
      for i in 0..<k {
        let b = positions[i]
        let c = positions[i + 1]
        let a = i > 0 ? positions[i - 1] : 2 * b - c
        let d = i + 2 <= k ? positions[i + 2] : 2 * c - b
        let q0 = i == 0 ? b : (a + 4 * b + c) * sixth
        let q1 = (2 * b + c) * third
        let q2 = (b + 2 * c) * third
        let q3 = i == k - 1 ? c : (b + 4 * c + d) * sixth
        let s = cubics[i]
        worst = Swift.max(
          worst, fitterNorm(s.p0 - q0), fitterNorm(s.p1 - q1), fitterNorm(s.p2 - q2),
          fitterNorm(s.p3 - q3))
      }
    }
    guard worst + slack <= tolerance else {
      out.positions.removeAll(keepingCapacity: true)
      return false
    }
    // Metadata: each control point at the start of its span; arc length by Gauss–Legendre.
    out.segmentIndices.removeAll(keepingCapacity: true)
    out.segmentIndices.reserveCapacity(k + 1)
    out.segmentPositions.removeAll(keepingCapacity: true)
    out.segmentPositions.reserveCapacity(k + 1)
    out.pathFractions.removeAll(keepingCapacity: true)
    out.pathFractions.reserveCapacity(k + 1)
    var length = 0.0
    for i in 0..<k {
      out.segmentIndices.append(i)
      out.segmentPositions.append(0)
      out.pathFractions.append(length)
      length += gaussArcLength(cubics[i])
    }
    out.segmentIndices.append(k - 1)
    out.segmentPositions.append(1)
    out.pathFractions.append(1)
    if length > 0 {
      for i in 0..<k { out.pathFractions[i] = Swift.min(1, out.pathFractions[i] / length) }
    } else {
      for i in 0..<k { out.pathFractions[i] = 0 }
    }
    out.verifiedDistance = worst + slack
    out.isExact = true
    return true
  }

  /// The arc length of a cubic by five-point Gauss–Legendre quadrature (metadata only).
  static func gaussArcLength(_ c: CubicBezier) -> Double {
    let nodes: (Double, Double, Double) = (0, 0.538_469_310_105_683_1, 0.906_179_845_938_664_0)
    let weights: (Double, Double, Double) = (
      0.568_888_888_888_888_9, 0.478_628_670_499_366_5, 0.236_926_885_056_189_1
    )
    func speed(_ x: Double) -> Double { fitterNorm(c.derivative(at: 0.5 + 0.5 * x)) }
    let sum =
      weights.0 * speed(nodes.0) + weights.1 * (speed(nodes.1) + speed(-nodes.1)) + weights.2
      * (speed(nodes.2) + speed(-nodes.2))
    return 0.5 * sum
  }
}
