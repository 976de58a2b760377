import Foundation

/// A cubic Bézier segment with plain fields, in `SIMD2<Double>` coordinates.
public struct CubicBezier: Sendable, Hashable {
  public var p0: SIMD2<Double>
  public var p1: SIMD2<Double>
  public var p2: SIMD2<Double>
  public var p3: SIMD2<Double>

  @inlinable
  public init(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>) {
    self.p0 = p0
    self.p1 = p1
    self.p2 = p2
    self.p3 = p3
  }

  /// The point at parameter `t` in `0...1` (de Casteljau-stable Bernstein form).
  @inlinable @inline(__always)
  public func point(at t: Double) -> SIMD2<Double> {
    let mt = 1 - t
    let a = mt * mt * mt
    let b = 3 * mt * mt * t
    let c = 3 * mt * t * t
    let d = t * t * t
    return a * p0 + b * p1 + c * p2 + d * p3
  }

  /// The first derivative at `t`.
  @inlinable @inline(__always)
  public func derivative(at t: Double) -> SIMD2<Double> {
    let mt = 1 - t
    let d0 = p1 - p0
    let d1 = p2 - p1
    let d2 = p3 - p2
    return 3 * (mt * mt * d0 + 2 * mt * t * d1 + t * t * d2)
  }

  /// The second derivative at `t`.
  @inlinable
  public func secondDerivative(at t: Double) -> SIMD2<Double> {
    let a = p2 - 2 * p1 + p0
    let b = p3 - 2 * p2 + p1
    return 6 * ((1 - t) * a + t * b)
  }

  /// Splits the segment at `t` into two cubics that together trace it.
  @inlinable
  public func split(at t: Double) -> (CubicBezier, CubicBezier) {
    let p01 = p0 + t * (p1 - p0)
    let p12 = p1 + t * (p2 - p1)
    let p23 = p2 + t * (p3 - p2)
    let p012 = p01 + t * (p12 - p01)
    let p123 = p12 + t * (p23 - p12)
    let m = p012 + t * (p123 - p012)
    return (CubicBezier(p0, p01, p012, m), CubicBezier(m, p123, p23, p3))
  }

  /// The exact axis-aligned bounds: end points plus the extrema of each coordinate.
  public var bounds: (min: SIMD2<Double>, max: SIMD2<Double>) {
    var lo = pointwiseMin(p0, p3)
    var hi = pointwiseMax(p0, p3)
    for axis in 0..<2 {
      // The coordinates scaled by a power of two (exact) to a largest magnitude in [1, 2): the
      // roots depend only on their ratios, and so neither the coefficients nor the discriminant
      // overflow or underflow, whatever the magnitude (near the largest doubles, or subnormal).
      let largest = Swift.max(
        Swift.max(abs(p0[axis]), abs(p1[axis])), Swift.max(abs(p2[axis]), abs(p3[axis])))
      guard largest > 0 && largest.isFinite else { continue }
      let shift = -Int(largest.exponent)
      let q0 = scalbn(p0[axis], shift)
      let q1 = scalbn(p1[axis], shift)
      let q2 = scalbn(p2[axis], shift)
      let q3 = scalbn(p3[axis], shift)
      // derivative / 3 = a t² + b t + c
      let a = -q0 + 3 * q1 - 3 * q2 + q3
      let b = 2 * (q0 - 2 * q1 + q2)
      let c = q1 - q0
      // The derivative's roots (NaN: none); `include` keeps those inside the cubic. (All three
      // zero: a constant coordinate, no extremum.)
      var root0 = Double.nan
      var root1 = Double.nan
      if abs(a) <= 1e-12 * (abs(b) + abs(c)) {
        if b != 0 { root0 = -c / b }
      } else {
        let disc = b * b - 4 * a * c
        if disc >= 0 {
          let s = disc.squareRoot()
          root0 = (-b + s) / (2 * a)
          root1 = (-b - s) / (2 * a)
        }
      }
      /// Widens the bounds by the point at `t` when `t` lies inside the cubic.
      func include(_ t: Double) {
        guard t > 0 && t < 1 else { return }
        let v = point(at: t)[axis]
        lo[axis] = Swift.min(lo[axis], v)
        hi[axis] = Swift.max(hi[axis], v)
      }
      include(root0)
      include(root1)
    }
    return (lo, hi)
  }

  /// The cubic that traces the quadratic Bézier `q0 q1 q2` exactly.
  @inlinable
  public static func quadratic(
    _ q0: SIMD2<Double>, _ q1: SIMD2<Double>, _ q2: SIMD2<Double>
  ) -> CubicBezier {
    CubicBezier(q0, q0 + (2.0 / 3.0) * (q1 - q0), q2 + (2.0 / 3.0) * (q1 - q2), q2)
  }

  /// The cubic that traces the straight segment `a → b` at uniform speed.
  @inlinable
  public static func line(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> CubicBezier {
    CubicBezier(a, a + (b - a) / 3, a + 2 * (b - a) / 3, b)
  }
}
