import Foundation
import InkInterchange

/// The filled outline of a stroke whose width follows every point's size (the export's
/// `appearance=outline` mode).
enum SVGStrokeOutline {
  /// The outline polygon of a stroke path, in the stroke's space: both sides offset by half the
  /// interpolated point size (B-spline basis over the sizes, phantom ends as for positions), with
  /// round caps.
  ///
  /// - Parameters:
  ///   - path: The stroke path.
  ///   - samplesPerSpan: Samples along each B-spline span. Default 8.
  /// - Returns: One closed polygon (empty for an empty path).
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
        left.append(p + r * normal)
        right.append(p - r * normal)
      }
    }
    let capSteps = 8
    func cap(_ c: SIMD2<Double>, _ normal: SIMD2<Double>, _ r: Double, forward: Bool) {
      let tangent = SIMD2(normal.y, -normal.x)  // direction of travel
      for a in 1..<capSteps {
        let theta = Double(a) * .pi / Double(capSteps)
        let dir =
          forward
          ? normal * _cos(theta) + tangent * _sin(theta)
          : -normal * _cos(theta) - tangent * _sin(theta)
        result.addLine(to: c + r * dir)
      }
    }
    result.move(to: left[0])
    for p in left.dropFirst() { result.addLine(to: p) }
    let last = centers.count - 1
    cap(centers[last], normals[last], max(radius(n - 1), 0), forward: true)
    for p in right.reversed() { result.addLine(to: p) }
    cap(centers[0], normals[0], max(radius(0), 0), forward: false)
    result.closeSubpath()
    return result
  }
}

@inline(__always) private func _cos(_ x: Double) -> Double { Foundation.cos(x) }
@inline(__always) private func _sin(_ x: Double) -> Double { Foundation.sin(x) }
