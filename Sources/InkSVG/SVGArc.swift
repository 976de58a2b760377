import Foundation
import InkInterchange

/// Elliptical arcs as cubic Béziers, within a stated error (for circles, ellipses, rounded
/// rectangles and, until the core parser lands, path-data arcs).
enum SVGArc {
  /// Appends the arc of the ellipse centred at `center` with radii `rx`, `ry` rotated by `phi`
  /// radians, from angle `theta1` sweeping `delta` radians, as cubics whose distance from the true
  /// arc is at most `maxError` (in the same units after `scale`, the largest scale factor of the
  /// transform the path will get).
  static func append(
    to path: inout BezierPath, center: SIMD2<Double>, rx: Double, ry: Double, phi: Double,
    theta1: Double, delta: Double, maxError: Double, scale: Double = 1
  ) {
    // A quarter arc's error with the standard tangent length is about 2.7e-4 · r and falls with
    // the sixth power of the swept angle.
    let r = max(rx, ry) * max(scale, 1e-300)
    var n = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
    if maxError > 0 {
      while n < 1024, r * 2.7e-4 * pow(abs(delta) / Double(n) / (.pi / 2), 6) > maxError { n *= 2 }
    }
    let step = delta / Double(n)
    let k = 4.0 / 3.0 * tan(step / 4)
    let (sp, cp) = (sin(phi), cos(phi))
    func point(_ t: Double) -> SIMD2<Double> {
      let x = rx * cos(t)
      let y = ry * sin(t)
      return center + SIMD2(cp * x - sp * y, sp * x + cp * y)
    }
    func tangent(_ t: Double) -> SIMD2<Double> {
      let x = -rx * sin(t)
      let y = ry * cos(t)
      return SIMD2(cp * x - sp * y, sp * x + cp * y)
    }
    var t = theta1
    for i in 0..<n {
      let t2 = i == n - 1 ? theta1 + delta : t + step
      let p0 = point(t)
      let p3 = point(t2)
      path.addCurve(to: p3, control1: p0 + k * tangent(t), control2: p3 - k * tangent(t2))
      t = t2
    }
  }

  /// Appends an SVG path-data arc (endpoint parameterisation) from `from` to `to`.
  static func appendEndpointArc(
    to path: inout BezierPath, from p0: SIMD2<Double>, radii: SIMD2<Double>, xAxisRotation: Double,
    largeArc: Bool, sweep: Bool, to p1: SIMD2<Double>, maxError: Double
  ) {
    var rx = abs(radii.x)
    var ry = abs(radii.y)
    if p0 == p1 { return }
    if rx == 0 || ry == 0 {
      path.addLine(to: p1)
      return
    }
    let phi = xAxisRotation * .pi / 180
    let (sp, cp) = (sin(phi), cos(phi))
    let d = (p0 - p1) / 2
    let x1 = cp * d.x + sp * d.y
    let y1 = -sp * d.x + cp * d.y
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var coef = den == 0 ? 0 : (max(0, num / den)).squareRoot()
    if largeArc == sweep { coef = -coef }
    let cx1 = coef * rx * y1 / ry
    let cy1 = -coef * ry * x1 / rx
    let mid = (p0 + p1) / 2
    let center = SIMD2(cp * cx1 - sp * cy1 + mid.x, sp * cx1 + cp * cy1 + mid.y)
    func angle(_ u: SIMD2<Double>, _ v: SIMD2<Double>) -> Double {
      atan2(u.x * v.y - u.y * v.x, u.x * v.x + u.y * v.y)
    }
    let u = SIMD2((x1 - cx1) / rx, (y1 - cy1) / ry)
    let v = SIMD2((-x1 - cx1) / rx, (-y1 - cy1) / ry)
    let theta1 = angle(SIMD2(1, 0), u)
    var delta = angle(u, v)
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    let start = path.points.count
    append(
      to: &path, center: center, rx: rx, ry: ry, phi: phi, theta1: theta1, delta: delta,
      maxError: maxError)
    // End exactly on the given end point.
    if path.points.count > start { path.setLastPoint(p1) }
  }
}

extension BezierPath {
  /// Replaces the last stored point (the end of the last element).
  fileprivate mutating func setLastPoint(_ p: SIMD2<Double>) {
    let verbs = self.verbs
    var points = self.points
    points[points.count - 1] = p
    self = BezierPath(verbs: verbs, points: points)
  }
}
