import Foundation

/// Fits a uniform cubic B-spline with natural ends to one subpath within a tolerance.
///
/// The steps, in order:
/// 1. A chain that is a ``StrokePath/bezierRepresentation`` export (C² joins and natural ends
///    within 1e−9 of the extent, or 64 ulp of the largest coordinate) comes back exactly: one
///    control point per span start plus the end point, `P(i) = 2·b1 − b2` of span `i`.
///    A chain of exactly zero-length segments is one too (coincident points), except a lone
///    line or quadratic of no length, which is a dot (one control point): exports write a
///    one-point stroke so (`M x y h0`).
/// 2. Exactly zero-length segments are dropped; a subpath with nothing else becomes a dot.
/// 3. The subpath is cut at corners (tangent turns above ``cornerAngle``) and at cusps inside
///    cubics; each corner becomes a control point of multiplicity three, so the curve passes
///    through it along straight spans, and straight segments and polylines come out exact.
/// 4. Each piece between corners is fitted by ``PieceFitter`` with the fewest control points whose
///    verified distance bound holds.
enum StrokeFitter {
  /// Whether joins between a straight segment and a curve are anchored like corners.
  static let splitStraightJoins = true

  /// Tangent turns larger than this (radians) are kept as sharp corners: 3°.
  static let cornerAngle = 3.0 * Double.pi / 180

  /// The smallest tolerance the fitter verifies, relative to the subpath's extent.
  ///
  /// Below about `1e−6` of the extent the fitted curve must reproduce the source's own
  /// approximation artefacts rather than its shape: an SVG arc or circle is drawn by cubics that
  /// are only within `4.3e−6 · r` (``EllipticalArc/maximumErrorPerRadius``, `2.15e−6` of a full
  /// circle's extent) of the true curve, PencilKit keeps point locations in single precision
  /// (relative `6e−8`), and one millionth of a drawing is far below a pixel on any display. Meeting
  /// a smaller tolerance costs control points without limit as the extent grows (a circle needs
  /// about 380 at `1e−6`, thousands at `1e−8`), so the floor keeps the output bounded.
  static let relativeToleranceFloor = 1e-6

  /// The tolerance the fitter actually verifies: `tolerance`, raised to the floor
  /// `max(1e−6 · extent, 64 ulp of the largest coordinate)` (``relativeToleranceFloor``).
  static func effectiveTolerance(
    _ tolerance: Double, extent: Double, maxMagnitude: Double
  )
    -> Double
  {
    Swift.max(tolerance, relativeToleranceFloor * extent, 64 * maxMagnitude.ulp)
  }

  /// Fits the segments of one subpath.
  ///
  /// - Parameters:
  ///   - segments: The subpath's segments in order (a close is a line back to the start).
  ///   - tolerance: The largest allowed two-sided Hausdorff distance between source and result.
  /// - Returns: The control points with their source locations and the verified bound.
  static func fit(_ segments: [BezierPath.Segment], tolerance: Double) -> FittedStrokeGeometry {
    var fitter = PieceFitter()
    return fit(segments[...], tolerance: tolerance, using: &fitter)
  }

  /// Fits the segments of one subpath, reusing a fitter's buffers (see
  /// ``fit(_:tolerance:using:pointLimit:)-(ArraySlice<BezierPath.Segment>,_,_,_)``).
  static func fit(
    _ segments: [BezierPath.Segment], tolerance: Double, using fitter: inout PieceFitter,
    pointLimit: Int = .max
  ) -> FittedStrokeGeometry {
    fit(segments[...], tolerance: tolerance, using: &fitter, pointLimit: pointLimit)
  }

  /// Fits the segments of one subpath, reusing a fitter's buffers.
  ///
  /// A subpath whose coordinates are extreme (above 2²⁰⁰ or below 2⁻²⁰⁰ in magnitude) is fitted
  /// scaled by a power of two, which is exact, so squared lengths neither overflow nor underflow.
  ///
  /// With a `pointLimit`, fitting stops (``FittedStrokeGeometry/exceedsLimit`` set, the rest
  /// incomplete) as soon as the count is known to pass it.
  ///
  /// The result's buffers come from the fitter's scratch when a caller handed the last result
  /// back (``PieceFitter/recycle(_:)``).
  static func fit(
    _ segments: ArraySlice<BezierPath.Segment>, tolerance: Double, using fitter: inout PieceFitter,
    pointLimit: Int = .max
  ) -> FittedStrokeGeometry {
    guard !segments.isEmpty else { return FittedStrokeGeometry() }
    // A lone cubic is a two-point export (its points may coincide); a lone line or quadratic of
    // no length is a dot.
    let loneCubic: Bool
    if segments.count == 1, case .cubic = segments[segments.startIndex] {
      loneCubic = true
    } else {
      loneCubic = false
    }
    // The magnitude of the stored points (not of the cubics: raising a line or a quadratic to a
    // cubic can overflow where the stored points do not).
    var magnitude = 0.0
    func include(_ p: SIMD2<Double>) { magnitude = Swift.max(magnitude, abs(p.x), abs(p.y)) }
    for segment in segments {
      switch segment {
      case .line(let a, let b):
        include(a)
        include(b)
      case .quadratic(let a, let c, let b):
        include(a)
        include(c)
        include(b)
      case .cubic(let c):
        include(c.p0)
        include(c.p1)
        include(c.p2)
        include(c.p3)
      }
    }
    let exponent = magnitude > 0 ? Int(magnitude.exponent) : 0
    guard exponent > 200 || exponent < -200 else {
      // The cubics go to the fitter's scratch array, moved out for the fit and back after it.
      var cubics: [CubicBezier] = []
      swap(&cubics, &fitter.scratch.cubics)
      cubics.removeAll(keepingCapacity: true)
      for segment in segments { cubics.append(segment.cubic) }
      let out = fit(
        cubics: cubics, loneCubic: loneCubic, tolerance: tolerance, using: &fitter, pointLimit: pointLimit)
      swap(&cubics, &fitter.scratch.cubics)
      return out
    }
    func scaled(_ p: SIMD2<Double>, _ n: Int) -> SIMD2<Double> {
      SIMD2(scalbn(p.x, n), scalbn(p.y, n))
    }
    var cubics: [CubicBezier] = []
    cubics.reserveCapacity(segments.count)
    for segment in segments {
      switch segment {
      case .line(let a, let b):
        cubics.append(CubicBezier.line(scaled(a, -exponent), scaled(b, -exponent)))
      case .quadratic(let a, let c, let b):
        cubics.append(
          CubicBezier.quadratic(scaled(a, -exponent), scaled(c, -exponent), scaled(b, -exponent)))
      case .cubic(let c):
        cubics.append(
          CubicBezier(
            scaled(c.p0, -exponent), scaled(c.p1, -exponent), scaled(c.p2, -exponent),
            scaled(c.p3, -exponent)))
      }
    }
    // (A tolerance that overflows when scaled up, for tiny coordinates, is far above the whole
    // subpath: the largest finite number serves the same.)
    let inner = scalbn(tolerance, -exponent)
    // Subnormal coordinates are rounded to multiples of the least nonzero magnitude, far coarser
    // than the ulp of the scaled coordinates: an export's rounding is judged by that step.
    let step = exponent < -200 ? scalbn(Double.leastNonzeroMagnitude, -exponent) : 0
    var out = fit(
      cubics: cubics, loneCubic: loneCubic, tolerance: inner.isFinite ? inner : .greatestFiniteMagnitude,
      using: &fitter,
      pointLimit: pointLimit, roundingStep: step)
    if out.exceedsLimit { return out }
    for i in out.positions.indices { out.positions[i] = scaled(out.positions[i], exponent) }
    // Scaling back is exact except where it lands in the subnormal range, where each point moves
    // by at most half the least nonzero magnitude: the verified bound and the tolerance verified
    // both take that rounding (so the bound never exceeds the tolerance reported).
    let rounding = exponent < -200 ? 4 * Double.leastNonzeroMagnitude : 0
    out.tolerance = Swift.max(tolerance, scalbn(out.tolerance, exponent) + rounding)
    out.verifiedDistance = scalbn(out.verifiedDistance, exponent) + rounding
    return out
  }

  /// Fits one subpath's segments, as cubics.
  ///
  /// - Parameter roundingStep: The spacing of the source's own coordinates where it is coarser
  ///   than their ulp (subnormal coordinates fitted scaled up: the least nonzero magnitude,
  ///   scaled), or 0; the recognition of an export allows 64 of them as it allows 64 ulp.
  private static func fit(
    cubics: [CubicBezier], loneCubic: Bool, tolerance: Double, using fitter: inout PieceFitter,
    pointLimit: Int, roundingStep: Double = 0
  ) -> FittedStrokeGeometry {
    var out = fitter.takeGeometry()
    fitter.forgetPieces()
    var lo = SIMD2<Double>(repeating: .infinity)
    var hi = SIMD2<Double>(repeating: -.infinity)
    for c in cubics {
      lo = pointwiseMin(lo, pointwiseMin(pointwiseMin(c.p0, c.p1), pointwiseMin(c.p2, c.p3)))
      hi = pointwiseMax(hi, pointwiseMax(pointwiseMax(c.p0, c.p1), pointwiseMax(c.p2, c.p3)))
    }
    let extent = Swift.max(hi.x - lo.x, hi.y - lo.y)
    let maxMagnitude = Swift.max(Swift.max(abs(lo.x), abs(lo.y)), Swift.max(abs(hi.x), abs(hi.y)))
    let epsilon = effectiveTolerance(tolerance, extent: extent, maxMagnitude: maxMagnitude)
    out.tolerance = epsilon
    // Rounding of the evaluations and of the shift to piece-relative coordinates.
    let slack = 16 * (maxMagnitude + extent).ulp

    // A lone line or quadratic of no length is a dot (exports write a one-point stroke as
    // `M x y h0`). Cubics of no length, or several segments, are the export of as many coincident
    // points plus one (a pen held still): the round trip gives them all back. Whatever is all
    // points and not taken by it is a dot (the pieces below need a segment with length).
    let allPoints = cubics.allSatisfy(\.isExactlyAPoint)
    let dot = allPoints && cubics.count == 1 && !loneCubic
    if !dot
      && roundTrip(
        cubics, extent: extent, maxMagnitude: maxMagnitude, roundingStep: roundingStep, tolerance: epsilon,
        slack: slack, into: &out)
    {
      return out
    }
    if allPoints {
      out.append(cubics[0].p0, segment: 0, position: 0, arc: 0)
      out.isExact = true
      return out
    }

    // Room for about as many points as the source has (a polyline takes three a vertex), so the
    // output rarely grows element by element.
    let expected = Swift.min(3 * cubics.count + 4, Swift.max(pointLimit, 4))
    out.positions.reserveCapacity(expected)
    out.segmentIndices.reserveCapacity(expected)
    out.segmentPositions.reserveCapacity(expected)
    out.pathFractions.reserveCapacity(expected)

    // Clean source: drop exact points, split at cusps. (Its arrays are the fitter's scratch,
    // moved out and back.)
    var source = FitSource()
    swap(&source, &fitter.scratch.source)
    defer { swap(&source, &fitter.scratch.source) }
    source.removeAll()
    source.reserveCapacity(cubics.count + 1)
    for (index, c) in cubics.enumerated() where !c.isExactlyAPoint {
      if let cusp = cuspParameter(c) {
        let (a, b) = c.split(at: cusp)
        source.append(a, index: index, start: 0, end: cusp)
        source.append(b, index: index, start: cusp, end: 1)
      } else {
        source.append(c, index: index, start: 0, end: 1)
      }
    }

    // Pieces between corners.
    let cosLimit = cos(cornerAngle)
    var pieceStart = 0
    var arcOffset = 0.0
    let k = source.cubics.count
    // Each corner's first copy in `out` and the larger bound of the pieces on either side.
    var corners: [(index: Int, bound: Double)] = []
    swap(&corners, &fitter.scratch.corners)
    defer { swap(&corners, &fitter.scratch.corners) }
    corners.removeAll(keepingCapacity: true)
    var previousBound = 0.0
    // Whether the piece's start anchor is a tangent join (a straight run meeting a curve).
    var startSmooth = false
    for j in 1...k {
      var corner = false
      var smooth = false
      if j < k {
        let a = source.cubics[j - 1].endTangent
        let b = source.cubics[j].startTangent
        let na = fitterNorm(a)
        let nb = fitterNorm(b)
        corner = na == 0 || nb == 0 || (a.x * b.x + a.y * b.y) < cosLimit * na * nb
        // A straight run meeting a curve is split there too: the run becomes its chord.
        if !corner && splitStraightJoins {
          corner = source.cubics[j - 1].isStraight != source.cubics[j].isStraight
          smooth = corner
        }
      }
      guard corner || j == k else { continue }
      let startCorner = pieceStart > 0
      fitter.load(
        source.cubics, range: pieceStart..<j, startCorner: startCorner, endCorner: j < k,
        startSmooth: startSmooth, endSmooth: smooth, extent: extent, tolerance: epsilon)
      startSmooth = smooth
      // The budget left for this piece: its start corner's three points are already out, and the
      // corner reduction below removes at most one point a corner (this piece's start corner
      // included, which joins `corners` after the fit).
      // (A budget past Int.max / 2 is no budget, which also keeps the arithmetic from overflowing.)
      fitter.pointLimit =
        pointLimit > Int.max / 2
        ? .max : pointLimit - (out.positions.count - corners.count) + (startCorner ? 4 : 0)
      fitter.fit(tolerance: epsilon, slack: slack)
      fitter.pointLimit = .max
      if fitter.exceededLimit {
        out.exceedsLimit = true
        return out
      }
      out.verifiedDistance = Swift.max(out.verifiedDistance, fitter.resultBound)
      if startCorner {
        corners.append((out.positions.count - 3, Swift.max(previousBound, fitter.resultBound)))
      }
      previousBound = fitter.resultBound
      let skip = startCorner ? 3 : 0
      let origin = fitter.origin
      let pieceEnd = source.cubics[j - 1].p3
      let count = fitter.result.count
      for i in skip..<count {
        let t = fitter.resultT[i]
        // Anchors exactly at the source's points.
        var p = fitter.result[i] + origin
        if i < 3 && t == 0 { p = origin }
        if i >= count - 3 && t == Double(j - pieceStart) { p = pieceEnd }
        let local = fitterInt(t, limit: j - pieceStart - 1)
        let (segment, position) = source.sourceLocation(
          cubic: pieceStart + local, t: t - Double(local))
        out.append(
          p, segment: segment, position: position,
          arc: arcOffset + fitter.arcLength(at: t))
      }
      arcOffset += fitter.length
      pieceStart = j
      // Reducing the corners drops at most one point each: past the limit even then, stop.
      if out.positions.count - corners.count > pointLimit {
        out.exceedsLimit = true
        return out
      }
    }
    reduceCorners(&out, corners: &corners, tolerance: epsilon, slack: slack)
    // Exact end points and normalised arc fractions.
    out.positions[0] = source.cubics[0].p0
    out.positions[out.positions.count - 1] = source.cubics[k - 1].p3
    let total = arcOffset
    for i in out.pathFractions.indices {
      out.pathFractions[i] = total > 0 ? Swift.min(1, Swift.max(0, out.pathFractions[i] / total)) : 0
    }
    if out.positions.count > 1 { out.pathFractions[out.pathFractions.count - 1] = 1 }
    return out
  }

  /// Lowers corners from multiplicity three to two where the bound allows it.
  ///
  /// Dropping one copy of a corner `A` between neighbours `X` and `B` replaces only the two
  /// straight spans `P → A → Q` (`P = A + (X − A)/6`, `Q = A + (B − A)/6`) by the single span
  /// `X A A B`, the Bézier `P A A Q`; every other span keeps its four control points. So the new
  /// distance to the source is at most the adjacent pieces' bound plus the distance between the
  /// legs and that Bézier, ``cornerCutBound(_:_:)``.
  ///
  /// - Parameter corners: Each corner's first copy in `out` and its bound, in order; overwritten
  ///   (its first entries become the indices of the dropped copies).
  static func reduceCorners(
    _ out: inout FittedStrokeGeometry, corners: inout [(index: Int, bound: Double)], tolerance: Double,
    slack: Double
  ) {
    guard !corners.isEmpty else { return }
    // The copies to drop, in order, written over the corners already looked at.
    var drops = 0
    for k in corners.indices {
      let corner = corners[k]
      let i = corner.index
      guard i >= 1, i + 3 < out.positions.count else { continue }
      let a = out.positions[i]
      let cut = cornerCutBound(
        (out.positions[i - 1] - a) / 6, (out.positions[i + 3] - a) / 6)
      let bound = corner.bound + cut + slack
      if bound <= tolerance {
        corners[drops] = (i + 1, bound)
        drops += 1
        out.verifiedDistance = Swift.max(out.verifiedDistance, bound)
      }
    }
    guard drops > 0 else { return }
    // Compact in place: each kept point moves down over the dropped ones before it.
    var next = 0
    var kept = 0
    for i in out.positions.indices {
      if next < drops && corners[next].index == i {
        next += 1
        continue
      }
      out.positions[kept] = out.positions[i]
      out.segmentIndices[kept] = out.segmentIndices[i]
      out.segmentPositions[kept] = out.segmentPositions[i]
      out.pathFractions[kept] = out.pathFractions[i]
      kept += 1
    }
    let n = out.positions.count
    out.positions.removeLast(n - kept)
    out.segmentIndices.removeLast(n - kept)
    out.segmentPositions.removeLast(n - kept)
    out.pathFractions.removeLast(n - kept)
  }

  /// A bound on the Fréchet distance (hence the two-sided Hausdorff distance) between the legs
  /// `A + p → A → A + q` and the cubic Bézier `A + p, A, A, A + q`, which is
  /// `A + (1 − t)³ p + t³ q`.
  ///
  /// With `t*` where `(1 − t*)³ |p| = t³ |q| = D`: on `t ≤ t*` pair the curve with
  /// `A + (1 − t)³ p` (off by `t³ |q| ≤ D`), on `t ≥ t*` with `A + t³ q` (off by at most `D`),
  /// and at `t*` hold the curve point `A + u + v` (`u = (1 − t*)³ p`, `v = t*³ q`) while the legs
  /// run from `A + u` through `A` to `A + v` (off by at most `max(|u + v|, D)`). When the legs
  /// turn by at most 90° (`p · q ≤ 0`), pairing each curve point with its projection onto the leg
  /// is monotone and off only by the other leg's part perpendicular to this one, which is small
  /// at a nearly straight join.
  static func cornerCutBound(_ p: SIMD2<Double>, _ q: SIMD2<Double>) -> Double {
    let lp = fitterNorm(p)
    let lq = fitterNorm(q)
    guard lp > 0, lq > 0 else { return 0 }
    let k = cbrt(lq / lp)
    let t = 1 / (1 + k)
    let s = k / (1 + k)
    let u = (s * s * s) * p
    let v = (t * t * t) * q
    let held = fitterNorm(u + v)
    guard p.x * q.x + p.y * q.y <= 0 else {
      return Swift.max(fitterNorm(u), fitterNorm(v), held)
    }
    // The legs turn by at most 90°: pair with the projections instead (monotone along each leg),
    // off only by the other leg's perpendicular part.
    let cross = abs(p.x * q.y - p.y * q.x)
    let qOffP = cross / lp
    let pOffQ = cross / lq
    return Swift.max((t * t * t) * qOffP, (s * s * s) * pOffQ, held)
  }

  /// The parameter of a cusp strictly inside a cubic (where the velocity vanishes and the tangent
  /// reverses), or `nil`.
  static func cuspParameter(_ c: CubicBezier) -> Double? {
    // Most cubics turn less than half a turn: the velocity / 3 is a convex combination of the
    // control polygon's legs, so its component along the chord is at least the smallest leg's,
    // and where that is clearly above the threshold below (twice it, against a bound on the size
    // that needs no square root), no velocity comes near zero and the search finds nothing.
    // (The search works in coordinates relative to `p0`, so that on a cubic a few ulps wide far
    // from the origin it does not find cusps in the rounding of the absolute coordinates.)
    let legs = (c.p1 - c.p0, c.p2 - c.p1, c.p3 - c.p2)
    let chord = c.p3 - c.p0
    @inline(__always) func along(_ v: SIMD2<Double>) -> Double { v.x * chord.x + v.y * chord.y }
    @inline(__always) func l1(_ v: SIMD2<Double>) -> Double { abs(v.x) + abs(v.y) }
    let least = Swift.min(along(legs.0), along(legs.1), along(legs.2))
    // fitterSize ≤ the sum of the legs' lengths ≤ the sum of their L1 norms.
    let sizeBound = l1(legs.0) + l1(legs.1) + l1(legs.2)
    let chord2 = chord.x * chord.x + chord.y * chord.y
    if least > 0 && least * least > 4e-14 * (sizeBound * sizeBound) * chord2 { return nil }
    return cuspSearch(c)
  }

  /// ``cuspParameter(_:)`` without its quick rejection: the search itself.
  static func cuspSearch(_ c: CubicBezier) -> Double? {
    // Velocity / 3 = A t² + B t + C; a cusp is a common root of both coordinates.
    let p1 = c.p1 - c.p0
    let p2 = c.p2 - c.p0
    let p3 = c.p3 - c.p0
    let a = p3 - 3 * p2 + 3 * p1
    let b = 2 * (p2 - 2 * p1)
    let cc = p1
    // The parameter minimising |velocity|², by Newton from the best of a few starts.
    func velocity(_ t: Double) -> SIMD2<Double> { (a * t + b) * t + cc }
    var best = 0.5
    var bestSpeed = Double.infinity
    for q in 1..<8 {
      let t = Double(q) / 8
      let v = velocity(t)
      let s = v.x * v.x + v.y * v.y
      if s < bestSpeed {
        bestSpeed = s
        best = t
      }
    }
    var t = best
    for _ in 0..<8 {
      let v = velocity(t)
      let dv = 2 * a * t + b
      let g = v.x * dv.x + v.y * dv.y
      let h = dv.x * dv.x + dv.y * dv.y + 2 * (v.x * a.x + v.y * a.y)
      guard h > 0 else { break }
      t = Swift.min(0.999, Swift.max(0.001, t - g / h))
    }
    let v = velocity(t)
    let size = c.fitterSize
    guard fitterNorm(v) <= 1e-7 * size else { return nil }
    // The tangent must actually turn around there.
    let before = velocity(Swift.max(0, t - 0.01))
    let after = velocity(Swift.min(1, t + 0.01))
    guard before.x * after.x + before.y * after.y < 0 else { return nil }
    return t
  }
}
