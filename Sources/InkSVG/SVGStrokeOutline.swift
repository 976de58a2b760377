import Foundation
import InkInterchange

/// The filled outline of a stroke whose width follows every point's size (the export's
/// `appearance=outline` mode).
enum SVGStrokeOutline {
  /// The outline of a stroke path, in the stroke's space, for the nonzero fill rule: both sides
  /// offset by half the interpolated point size (B-spline basis over the sizes, phantom ends as
  /// for positions), with round caps.
  ///
  /// Where the sides cannot be joined over a step between two samples (the stroke turns back on
  /// itself there, or turns more sharply than half its width allows, so that a side would run
  /// backwards and cross the other), the band stops before the step, the step is drawn as the
  /// convex hull of its two samples' discs, and a new band starts after it. Bands and hulls all
  /// turn the same way, so the nonzero rule paints their union, with no gap at the turn (one
  /// polygon left the tip of `(0,0) (10,0) (0,0)` unpainted).
  ///
  /// - Parameters:
  ///   - path: The stroke path.
  ///   - samplesPerSpan: Samples along each B-spline span. Default 8.
  /// - Returns: One closed polygon for a stroke without sharp turns; otherwise a polygon for each
  ///   band and each hull (empty for an empty path).
  static func outline(_ path: StrokePath, samplesPerSpan: Int = 8) -> BezierPath {
    let n = path.count
    var result = BezierPath()
    guard n > 0 else { return result }
    let radii = path.map { (Double($0.size.width) + Double($0.size.height)) / 4 }
    if n == 1 {
      let r = max(radii[0], 0)
      let c = path[0].position
      SVGArc.appendEllipse(to: &result, center: c, radii: SIMD2(r, r))
      return result
    }
    let bezier = path.bezierRepresentation
    let pts = bezier.points
    func radius(_ k: Int) -> Double {
      if k < 0 { return 2 * radii[0] - radii[1] }
      if k >= n { return 2 * radii[n - 1] - radii[n - 2] }
      return radii[k]
    }
    var left: [SIMD2<Double>] = []
    var right: [SIMD2<Double>] = []
    var centers: [SIMD2<Double>] = []
    var normals: [SIMD2<Double>] = []
    var sampleRadii: [Double] = []
    let k = max(1, samplesPerSpan)
    /// The unit direction of travel at `t` of a span, or `nil` where the curve stands still
    /// (repeated control points, a cusp).
    func direction(_ cubic: CubicBezier, _ t: Double) -> SIMD2<Double>? {
      let p = cubic.point(at: t)
      let d = cubic.derivative(at: t)
      let len = (d.x * d.x + d.y * d.y).squareRoot()
      return len > 1e-12 * (abs(p.x) + abs(p.y) + 1) ? d / len : nil
    }
    func cubic(_ span: Int) -> CubicBezier {
      CubicBezier(pts[3 * span], pts[3 * span + 1], pts[3 * span + 2], pts[3 * span + 3])
    }
    // Samples where the curve stands still take the last direction; those before the first
    // direction (a stroke whose first control points repeat) take the first one, so the start
    // cap faces backwards along the stroke.
    var lastDirection = SIMD2<Double>(1, 0)
    firstDirection: for span in 0..<(n - 1) {
      let c = cubic(span)
      for s in 0...k {
        if let d = direction(c, Double(s) / Double(k)) {
          lastDirection = d
          break firstDirection
        }
      }
    }
    for span in 0..<(n - 1) {
      let cubic = cubic(span)
      let r0 = radius(span - 1)
      let r1 = radius(span)
      let r2 = radius(span + 1)
      let r3 = radius(span + 2)
      let count = span == n - 2 ? k + 1 : k
      for s in 0..<count {
        let t = Double(s) / Double(k)
        let mt = 1 - t
        let r = max(
          0,
          (mt * mt * mt * r0 + (3 * t * t * t - 6 * t * t + 4) * r1
            + (-3 * t * t * t + 3 * t * t + 3 * t + 1) * r2 + t * t * t * r3) / 6)
        let p = cubic.point(at: t)
        let d = direction(cubic, t) ?? lastDirection
        lastDirection = d
        let normal = SIMD2(-d.y, d.x)
        centers.append(p)
        normals.append(normal)
        sampleRadii.append(r)
        left.append(p + r * normal)
        right.append(p - r * normal)
      }
    }
    /// A round cap: the half circle from `normal` to its opposite, at the angles of ``circle``
    /// (k · π/8, exactly the same cosines and sines).
    func cap(_ c: SIMD2<Double>, _ normal: SIMD2<Double>, _ r: Double, forward: Bool) {
      let tangent = SIMD2(normal.y, -normal.x)  // direction of travel
      for u in Self.circle[1..<(Self.circle.count / 2)] {
        let dir = forward ? normal * u.x + tangent * u.y : -normal * u.x - tangent * u.y
        result.addLine(to: c + r * dir)
      }
    }
    let last = centers.count - 1
    /// The band over samples `a...b`: the left side forward, a cap, the right side back, a cap
    /// (clockwise about the curve, as every part of the outline turns).
    func band(_ a: Int, _ b: Int) {
      result.move(to: left[a])
      for p in left[(a + 1)...b] { result.addLine(to: p) }
      cap(centers[b], normals[b], b == last ? max(radius(n - 1), 0) : sampleRadii[b], forward: true)
      for p in right[a...b].reversed() { result.addLine(to: p) }
      cap(centers[a], normals[a], a == 0 ? max(radius(0), 0) : sampleRadii[a], forward: false)
      result.closeSubpath()
    }
    // Where a step between samples would make the sides cross, the band stops; the step is drawn
    // as the hull of its two samples' discs, and a new band starts after it.
    var runStart = 0
    for i in 0..<last where stepCrosses(i, centers: centers, normals: normals, left: left, right: right) {
      if i > runStart { band(runStart, i) }
      appendDiscHull(centers[i], sampleRadii[i], centers[i + 1], sampleRadii[i + 1], to: &result)
      runStart = i + 1
    }
    if last > runStart { band(runStart, last) }
    return result
  }
}

extension SVGStrokeOutline {
  /// `true` when the offset sides cannot be joined over the step from sample `i` to `i + 1`: the
  /// direction turns by more than about 45°, or a side moves against the centre's step (the
  /// curve's radius of curvature is below the half-width there: the offset's "swallowtail").
  static func stepCrosses(
    _ i: Int, centers: [SIMD2<Double>], normals: [SIMD2<Double>], left: [SIMD2<Double>],
    right: [SIMD2<Double>]
  ) -> Bool {
    if (normals[i] * normals[i + 1]).sum() < 0.7 { return true }
    let step = centers[i + 1] - centers[i]
    return ((left[i + 1] - left[i]) * step).sum() < 0 || ((right[i + 1] - right[i]) * step).sum() < 0
  }

  /// The 16 directions at which a disc's circle is sampled (the caps use the first half).
  private static let circle: [SIMD2<Double>] = (0..<16).map { k in
    let theta = Double(k) * 2 * .pi / 16
    return SIMD2(_cos(theta), _sin(theta))
  }

  /// Appends the convex hull of the discs at `c0` (radius `r0`) and `c1` (radius `r1`), 16 points
  /// on each circle, as a closed polygon turning clockwise (in the path's coordinates, as the
  /// bands do), so that the nonzero rule paints the union of bands and hulls.
  static func appendDiscHull(
    _ c0: SIMD2<Double>, _ r0: Double, _ c1: SIMD2<Double>, _ r1: Double, to result: inout BezierPath
  ) {
    var cloud = circle.map { c0 + r0 * $0 } + circle.map { c1 + r1 * $0 }
    /// `> 0` when `o → a → b` turns counterclockwise.
    func cross(_ o: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
      (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    }
    // Andrew's monotone chain (counterclockwise): the lower hull left to right, then the upper
    // right to left.
    cloud.sort { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
    var hull: [SIMD2<Double>] = []
    hull.reserveCapacity(cloud.count + 1)
    for p in cloud {
      while hull.count >= 2 && cross(hull[hull.count - 2], hull[hull.count - 1], p) <= 0 { hull.removeLast() }
      hull.append(p)
    }
    let lower = hull.count + 1
    for p in cloud.reversed().dropFirst() {
      while hull.count >= lower && cross(hull[hull.count - 2], hull[hull.count - 1], p) <= 0 {
        hull.removeLast()
      }
      hull.append(p)
    }
    hull.removeLast()  // (the first point again)
    // Zero radii: the step itself (it paints nothing, but the shape keeps the stroke's place).
    if hull.count < 3 { hull = [c0, c1] }
    // Clockwise: the hull backwards.
    result.move(to: hull[0])
    for p in hull.dropFirst().reversed() { result.addLine(to: p) }
    result.closeSubpath()
  }
}

@inline(__always) private func _cos(_ x: Double) -> Double { Foundation.cos(x) }
@inline(__always) private func _sin(_ x: Double) -> Double { Foundation.sin(x) }
