import Foundation
import InkInterchange

/// Elliptical arcs as cubic Béziers within a stated error, for circles, ellipses and rounded
/// rectangles (path-data arcs go through the core's parser).
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
}
