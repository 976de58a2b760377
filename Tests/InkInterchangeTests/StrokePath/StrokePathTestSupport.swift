import Foundation
import InkTestSupport

@testable import InkInterchange

/// Test helpers for stroke-path mathematics, written independently of the code under test.
enum StrokePathFixtures {
  static let date = Date(timeIntervalSinceReferenceDate: 0)

  /// A random path of `n` points: a wandering walk, increasing times, varied properties.
  static func randomPath(_ n: Int, rng: inout SplitMix64, scale: Double = 100) -> StrokePath {
    var points: [StrokePoint] = []
    points.reserveCapacity(n)
    var p = SIMD2<Double>(
      Double.random(in: -scale...scale, using: &rng), Double.random(in: -scale...scale, using: &rng))
    var time = Double.random(in: 0...1, using: &rng)
    for _ in 0..<n {
      let w = Double.random(in: 0.5...8, using: &rng)
      points.append(
        StrokePoint(
          location: CGPoint(x: p.x, y: p.y), timeOffset: time, size: CGSize(width: w, height: w * 1.5),
          opacity: .random(in: 0...1, using: &rng), force: .random(in: 0...4, using: &rng),
          azimuth: .random(in: 0...(2 * .pi), using: &rng), altitude: .random(in: 0...(.pi / 2), using: &rng),
          secondaryScale: .random(in: 0.5...2, using: &rng), threshold: .random(in: 0...1, using: &rng)))
      p +=
        SIMD2(Double.random(in: -scale...scale, using: &rng), Double.random(in: -scale...scale, using: &rng))
        * 0.3
      time += Double.random(in: 0.001...0.05, using: &rng)
    }
    return StrokePath(controlPoints: points, creationDate: date)
  }

  /// A path through the given locations with the default pen.
  static func path(_ locations: [SIMD2<Double>]) -> StrokePath {
    StrokePath(controlPoints: locations.map { .pen(at: CGPoint(x: $0.x, y: $0.y)) }, creationDate: date)
  }

  /// The control point `k` with natural phantom points outside `0..<n`.
  static func control(_ p: [SIMD2<Double>], _ k: Int) -> SIMD2<Double> {
    let n = p.count
    if k < 0 { return 2 * p[0] - p[1] }
    if k >= n { return 2 * p[n - 1] - p[n - 2] }
    return p[k]
  }

  /// Direct evaluation of the uniform cubic B-spline with the textbook basis functions.
  static func directBSpline(_ p: [SIMD2<Double>], at u: Double) -> SIMD2<Double> {
    let n = p.count
    if n == 1 { return p[0] }
    let i = min(Int(u), n - 2)
    let t = u - Double(i)
    let b0 = (1 - t) * (1 - t) * (1 - t) / 6
    let b1 = (3 * t * t * t - 6 * t * t + 4) / 6
    let b2 = (-3 * t * t * t + 3 * t * t + 3 * t + 1) / 6
    let b3 = t * t * t / 6
    return b0 * control(p, i - 1) + b1 * control(p, i) + b2 * control(p, i + 1) + b3 * control(p, i + 2)
  }

  /// The same B-spline applied to a scalar property.
  static func directBSpline(_ v: [Double], at u: Double) -> Double {
    directBSpline(v.map { SIMD2($0, 0) }, at: u).x
  }

  /// Arc length by a dense chord sum of the direct evaluation (`perSpan` chords per span),
  /// Richardson-extrapolated from `perSpan` and `2·perSpan` chords (error O(h⁴)).
  static func denseLength(_ p: [SIMD2<Double>], from a: Double, to b: Double, perSpan: Int) -> Double {
    func chords(_ m: Int) -> Double {
      let steps = max(1, Int(((b - a) * Double(m)).rounded(.up)))
      var total = 0.0
      var prev = directBSpline(p, at: a)
      for k in 1...steps {
        let q = directBSpline(p, at: a + (b - a) * Double(k) / Double(steps))
        total += ((q - prev) * (q - prev)).sum().squareRoot()
        prev = q
      }
      return total
    }
    let coarse = chords(perSpan)
    let fine = chords(2 * perSpan)
    return fine + (fine - coarse) / 3
  }

  /// The derivative of the direct B-spline, from the derivatives of the basis functions.
  static func directDerivative(_ p: [SIMD2<Double>], span i: Int, at t: Double) -> SIMD2<Double> {
    let d0 = -(1 - t) * (1 - t) / 2
    let d1 = (3 * t * t - 4 * t) / 2
    let d2 = (-3 * t * t + 2 * t + 1) / 2
    let d3 = t * t / 2
    return d0 * control(p, i - 1) + d1 * control(p, i) + d2 * control(p, i + 1) + d3 * control(p, i + 2)
  }

  /// The length of span `i` by composite Simpson integration of the direct derivative's norm
  /// (`intervals` even; error O(h⁴) for a smooth speed).
  static func simpsonSpanLength(_ p: [SIMD2<Double>], span i: Int, intervals: Int) -> Double {
    let h = 1 / Double(intervals)
    var total = 0.0
    for k in 0...intervals {
      let d = directDerivative(p, span: i, at: Double(k) * h)
      let w: Double = k == 0 || k == intervals ? 1 : (k % 2 == 1 ? 4 : 2)
      total += w * (d * d).sum().squareRoot()
    }
    return total * h / 3
  }

  /// The positions of a path's control points.
  static func positions(_ path: StrokePath) -> [SIMD2<Double>] { path.map(\.position) }

  /// The largest absolute coordinate, for relative tolerances.
  static func extent(_ p: [SIMD2<Double>]) -> Double {
    p.reduce(1) { max($0, abs($1.x), abs($1.y)) }
  }
}

func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { ((a - b) * (a - b)).sum().squareRoot() }
func distance(_ a: CGPoint, _ b: SIMD2<Double>) -> Double { distance(SIMD2(a.x, a.y), b) }
