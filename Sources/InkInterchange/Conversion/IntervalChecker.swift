/// The bound of ``PieceFitter/verify(limit:)`` on one interval of the correspondence between a
/// piece's source cubics and its fitted spline, refined by bisection where it is loose.
///
/// On an interval where the source is one cubic and the fit one span, and both parameters move
/// linearly, the difference `e(τ)` is a cubic polynomial. Two bounds hold, and the smaller is
/// used: `|e| ≤ max(|e(0)|, |e(1)|) + max(|e''(0)|, |e''(1)|) / 8` (`e''` is linear; tight where
/// `e` bends like a parabola), and the largest of `e`'s Bézier control points `e(0)`,
/// `e(0) + e'(0)/3`, `e(1) − e'(1)/3`, `e(1)` (the convex hull; tight where `e` is nearly
/// straight or lopsided). Taking the smaller cut the corpus's control points at 1e−3 of the
/// extent by 1.4 % (fewer fits fail a loose bound) and the smooth chains' at 1e−2 by 8 %.
///
/// An interval whose bound exceeds the limit is split at its middle, the middle source point
/// re-projected onto the fit, and both halves checked, to a fixed depth.
struct IntervalChecker {
  /// A corresponded pair of points with their second derivatives.
  struct Point {
    var t: Double
    var u: Double
    var source: SIMD2<Double>
    var fit: SIMD2<Double>
    /// The source's first derivative (in its cubic's local parameter).
    var sourceFirst: SIMD2<Double>
    /// The fit's first and second derivatives.
    var fitFirst: SIMD2<Double>
    var fitSecond: SIMD2<Double>
  }

  /// The fit's span polynomials (``PieceFitter/spanPolynomials(_:into:)``): cheaper to evaluate
  /// than the basis form (the corpus's conversion took 2.8 % fewer instructions with them).
  let polynomials: UnsafeBufferPointer<SIMD2<Double>>
  /// The last span's index.
  let lastSpan: Int
  let cubics: [CubicBezier]
  let limit: Double
  /// The largest bound so far.
  var worst = 0.0
  /// The deepest bisection allowed.
  static let maxDepth = 12
  /// The projections stop after an accepted Newton step smaller than this (in the parameter,
  /// whose unit is one span or one cubic). The steps converge quadratically, so the parameter is
  /// then within about its square of the foot, and the distance, stationary at the foot, within
  /// far less: the bound holds for any monotone correspondence, and one this close gives the
  /// same verdicts and control points on every benchmark set as stops at 1e−9 and 1e−12, with
  /// 28 % fewer Newton steps (the verification's dependency chains).
  static let projectionStop = 1e-5

  /// - Parameter polynomials: Four a span, exactly (see ``PieceFitter/spanPolynomials(_:into:)``).
  init(polynomials: UnsafeBufferPointer<SIMD2<Double>>, cubics: [CubicBezier], limit: Double) {
    self.polynomials = polynomials
    self.lastSpan = polynomials.count / 4 - 1
    self.cubics = cubics
    self.limit = limit
  }

  /// The corresponded pair at piece parameter `t` (on cubic `cubic`) and spline parameter `u`.
  @inline(__always)
  func point(t: Double, u: Double, cubic j: Int) -> Point {
    let (p, d1, d2) = PieceFitter.evaluate(polynomials: polynomials, lastSpan: lastSpan, u)
    let c = cubics[j]
    let local = t - Double(j)
    return Point(
      t: t, u: u, source: c.point(at: local), fit: p, sourceFirst: c.derivative(at: local), fitFirst: d1,
      fitSecond: d2)
  }

  /// The corresponded pair at piece parameter `t` and spline parameter `u`.
  func point(t: Double, u: Double) -> Point {
    point(t: t, u: u, cubic: fitterInt(t, limit: cubics.count - 1))
  }

  /// The corresponded pair at piece parameter `t` (on cubic `j`) and the spline parameter in
  /// `lo...hi` nearest the source point there, found by safeguarded Newton steps from `guess` (a
  /// step is kept only when it brings the points closer): the same as ``point(t:u:cubic:)`` at
  /// that parameter, from the evaluations the projection made.
  @inline(__always)
  func projectedPoint(t: Double, cubic j: Int, guess: Double, lo: Double, hi: Double) -> Point {
    let target = cubics[j].point(at: t - Double(j))
    var u = Swift.min(hi, Swift.max(lo, guess))
    var (p, d1, d2) = PieceFitter.evaluate(polynomials: polynomials, lastSpan: lastSpan, u)
    var diff = p - target
    var distance = diff.x * diff.x + diff.y * diff.y
    for _ in 0..<6 {
      guard var step = PieceFitter.newtonStep(diff, d1, d2) else { break }
      var accepted = false
      for _ in 0..<4 {
        let candidate = Swift.min(hi, Swift.max(lo, u + step))
        if candidate == u { break }
        let (pc, d1c, d2c) = PieceFitter.evaluate(polynomials: polynomials, lastSpan: lastSpan, candidate)
        let dc = pc - target
        let distanceC = dc.x * dc.x + dc.y * dc.y
        if distanceC < distance {
          u = candidate
          p = pc
          d1 = d1c
          d2 = d2c
          diff = dc
          distance = distanceC
          accepted = true
          break
        }
        step *= 0.5
      }
      if !accepted || abs(step) < IntervalChecker.projectionStop { break }
    }
    let sourceFirst = cubics[j].derivative(at: t - Double(j))
    return Point(t: t, u: u, source: target, fit: p, sourceFirst: sourceFirst, fitFirst: d1, fitSecond: d2)
  }

  /// The source parameter in `lo...hi` (on cubic `j`) nearest the fit point at `u`, by
  /// safeguarded Newton steps from `guess`.
  @inline(__always)
  func projectOnSource(u: Double, cubic j: Int, guess: Double, lo: Double, hi: Double) -> Double {
    let target = PieceFitter.point(polynomials: polynomials, lastSpan: lastSpan, u)
    let c = cubics[j]
    let base = Double(j)
    var t = Swift.min(hi, Swift.max(lo, guess))
    var diff = c.point(at: t - base) - target
    var distance = diff.x * diff.x + diff.y * diff.y
    for _ in 0..<6 {
      let local = t - base
      let d1 = c.derivative(at: local)
      let d2 = c.secondDerivative(at: local)
      let g = diff.x * d1.x + diff.y * d1.y
      let speed2 = d1.x * d1.x + d1.y * d1.y
      var h = speed2 + diff.x * d2.x + diff.y * d2.y
      if h <= 0.1 * speed2 { h = speed2 }
      guard h > 0 else { break }
      var step = -g / h
      var accepted = false
      for _ in 0..<4 {
        let candidate = Swift.min(hi, Swift.max(lo, t + step))
        if candidate == t { break }
        let dc = c.point(at: candidate - base) - target
        let distanceC = dc.x * dc.x + dc.y * dc.y
        if distanceC < distance {
          t = candidate
          diff = dc
          distance = distanceC
          accepted = true
          break
        }
        step *= 0.5
      }
      if !accepted || abs(step) < IntervalChecker.projectionStop { break }
    }
    return t
  }

  /// The interval `a … b`'s bound (one cubic, one span; see the type's description) and the
  /// larger of its ends' distances.
  @inline(__always)
  func bound(_ a: Point, _ b: Point, cubic j: Int) -> (bound: Double, ends: Double) {
    let c = cubics[j]
    let a2 = 6 * (c.p2 - 2 * c.p1 + c.p0)
    let b2 = 6 * (c.p3 - 2 * c.p2 + c.p1)
    let dt = b.t - a.t
    let du = b.u - a.u
    let sa = a2 + (a.t - Double(j)) * (b2 - a2)
    let sb = a2 + (b.t - Double(j)) * (b2 - a2)
    let fa = sa * (dt * dt) - a.fitSecond * (du * du)
    let fb = sb * (dt * dt) - b.fitSecond * (du * du)
    let ea = a.source - a.fit
    let eb = b.source - b.fit
    // (Each largest norm is the square root of the largest square: the same number as the
    // largest of the square roots, with one root instead of two or three.)
    @inline(__always) func square(_ v: SIMD2<Double>) -> Double { v.x * v.x + v.y * v.y }
    let ends2 = Swift.max(square(ea), square(eb))
    let ends = ends2.squareRoot()
    let curvatureBound = ends + 0.125 * Swift.max(square(fa), square(fb)).squareRoot()
    // The Bézier form of `e` on the interval: its control points bound it (convex hull).
    let ga = a.sourceFirst * dt - a.fitFirst * du
    let gb = b.sourceFirst * dt - b.fitFirst * du
    let hullBound = Swift.max(ends2, square(ea + ga * (1.0 / 3.0)), square(eb - gb * (1.0 / 3.0)))
      .squareRoot()
    return (Swift.min(curvatureBound, hullBound), ends)
  }

  /// Checks the interval `a … b` (one cubic, one span); returns `false` once the limit is
  /// exceeded at the deepest split. The common case, a bound within the limit at once, is
  /// decided in line at the caller; the bisection (``split(_:_:cubic:depth:bound:ends:)``) is out
  /// of line.
  @inline(__always)
  mutating func check(_ a: Point, _ b: Point, cubic j: Int, depth: Int) -> Bool {
    let (bound, ends) = self.bound(a, b, cubic: j)
    if bound <= limit {
      worst = Swift.max(worst, bound)
      return true
    }
    return split(a, b, cubic: j, depth: depth, bound: bound, ends: ends)
  }

  /// ``check(_:_:cubic:depth:)`` for an interval whose `bound` (with the larger of its `ends`'
  /// distances, both from ``bound(_:_:cubic:)``) exceeds the limit: split at its middle, the
  /// middle source point re-projected onto the fit, unless its ends are already farther apart
  /// than the limit or the split is as deep as allowed.
  @inline(never)
  mutating func split(
    _ a: Point, _ b: Point, cubic j: Int, depth: Int, bound: Double, ends: Double
  ) -> Bool {
    if bound <= limit || ends > limit || depth >= IntervalChecker.maxDepth {
      worst = Swift.max(worst, bound)
      return bound <= limit
    }
    let tm = 0.5 * (a.t + b.t)
    let m = projectedPoint(t: tm, cubic: j, guess: 0.5 * (a.u + b.u), lo: a.u, hi: b.u)
    return check(a, m, cubic: j, depth: depth + 1) && check(m, b, cubic: j, depth: depth + 1)
  }
}
