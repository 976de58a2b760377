import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

@Suite struct ArcLengthTests {
  typealias F = StrokePathFixtures

  @Test func degeneratePathsHaveNoLength() {
    #expect(StrokePath().length == 0)
    #expect(F.path([SIMD2(4, 4)]).length == 0)
    #expect(F.path([SIMD2(4, 4), SIMD2(4, 4), SIMD2(4, 4)]).length == 0)
    // Coincident points whose sixths and thirds round (the Bézier form's points differ by an ulp
    // there; the derivative from the points' differences is exactly 0).
    for q in [SIMD2(0.1, 0.7), SIMD2(-3.3, 1e-7), SIMD2(123_456.789, -0.3), SIMD2(1e300, 2e-300)] {
      for count in 2...5 {
        let path = F.path(Array(repeating: q, count: count))
        #expect(path.length == 0, "\(count) × \(q)")
        #expect(path.length(in: 0.3...0.9) == 0, "\(count) × \(q)")
      }
    }
    // A run of four coincident points inside a path: the span in their middle is a point.
    let a = SIMD2(0.1, 0.7)
    let run = F.path([SIMD2(-2.2, 5.1), a, a, a, a, SIMD2(3.3, -1.9)])
    #expect(run.length(in: 2...3) == 0)
    #expect(run.length > 0)
  }

  @Test func twoPointPathIsTheSegment() {
    let path = F.path([SIMD2(1, 2), SIMD2(4, 6)])
    #expect(abs(path.length - 5) <= 5e-14)
    #expect(abs(path.length(in: 0.25...0.75) - 2.5) <= 5e-14)
  }

  @Test func collinearEquallySpacedPointsAreAStraightLine() {
    let path = F.path((0...10).map { SIMD2(Double($0) * 3, Double($0) * 4) })
    #expect(abs(path.length - 50) <= 1e-12)
    #expect(abs(path.length(in: 2.5...7) - 22.5) <= 1e-12)
  }

  @Test func circleLikePathMatchesDenseSampling() {
    for count in [8, 24] {
      let p = (0..<count).map { k -> SIMD2<Double> in
        let a = 2 * Double.pi * Double(k) / Double(count - 1)
        return SIMD2(100 * cos(a), 100 * sin(a))
      }
      let path = F.path(p)
      let dense = F.denseLength(p, from: 0, to: Double(count - 1), perSpan: 400)
      #expect(abs(path.length - dense) <= 1e-9 * dense, "count \(count): \(path.length) vs \(dense)")
    }
    // Many points on a circle: the B-spline (which approximates, shrinking the radius by about
    // Δθ²/6) is close to the circumference.
    let count = 400
    let circle = F.path(
      (0..<count).map { k -> SIMD2<Double> in
        let a = 2 * Double.pi * Double(k) / Double(count - 1)
        return SIMD2(100 * cos(a), 100 * sin(a))
      })
    #expect(abs(circle.length - 200 * .pi) <= 1e-4 * 200 * .pi)
  }

  @Test func randomPathsMatchDenseSamplingAndAreAdditive() {
    var rng = SplitMix64(seed: 11)
    for _ in 0..<8 {
      let n = Int.random(in: 2...12, using: &rng)
      let path = F.randomPath(n, rng: &rng)
      let p = F.positions(path)
      let a = Double.random(in: 0...Double(n - 1), using: &rng)
      let b = Double.random(in: a...Double(n - 1), using: &rng)
      let dense = F.denseLength(p, from: a, to: b, perSpan: 300)
      let measured = path.length(in: a...b)
      #expect(abs(measured - dense) <= 1e-8 * max(dense, 1e-9 * F.extent(p)), "\(measured) vs \(dense)")
      let m = (a + b) / 2
      #expect(abs(path.length(in: a...m) + path.length(in: m...b) - measured) <= 1e-12 * max(measured, 1))
    }
  }

  @Test func cuspIsMeasuredAccurately() {
    // Going out and straight back: the middle span has a cusp (zero speed).
    let p: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(10, 0), SIMD2(20, 0), SIMD2(10, 0), SIMD2(0, 0)]
    let path = F.path(p)
    let dense = F.denseLength(p, from: 0, to: 4, perSpan: 4000)
    #expect(abs(path.length - dense) <= 1e-6 * dense, "\(path.length) vs \(dense)")
  }

  /// On a straight line the length is the total variation of the position along it, exactly:
  /// paths that turn back on the line have cusps (zero speed) inside spans, where the speed has a
  /// kink. Before, the adaptive quadrature could stop on an interval straddling the kink whose
  /// halves agreed with the whole by coincidence: `(−2, 3, 3, −2)` over `0.271…0.794` of its span
  /// measured 0.34672035 instead of 0.34672064 (8e−7 relative, documented 1e−12).
  @Test func turnBacksOnALineHaveTheirExactLength() {
    var rng = SplitMix64(seed: 14)
    var worst = 0.0
    for _ in 0..<400 {
      let n = Int.random(in: 2...7, using: &rng)
      let s = (0..<n).map { _ in Double(Int.random(in: -5...5, using: &rng)) }
      let path = Self.line(s)
      let last = Double(n - 1)
      let a = Double.random(in: 0...last, using: &rng)
      let b = Double.random(in: a...last, using: &rng)
      let measured = Double(path.length(in: CGFloat(a)...CGFloat(b)))
      let exact = Self.totalVariation(s, from: a, to: b)
      worst = max(worst, abs(measured - exact) / max(exact, 1))
      #expect(
        abs(measured - exact) <= 1e-12 * max(exact, 1), "\(s) over \(a)...\(b): \(measured) vs \(exact)")
    }
    let p = F.path([SIMD2(-4, -2), SIMD2(-4, -2), SIMD2(-4, 3), SIMD2(-4, 3), SIMD2(-4, -2)])
    let (t1, t2) = (0.271096181739759, 0.7937538035697522)
    let y = { (t: Double) in 13.0 / 6 + 2.5 * t * (1 - t) }
    let exact = 2 * y(0.5) - y(t1) - y(t2)
    #expect(abs(Double(p.length(in: CGFloat(2 + t1)...CGFloat(2 + t2))) - exact) <= 1e-14)
  }

  /// A turn-back (a cusp, where the speed has a kink) close to an end of the range measured: 8-point
  /// Gauss–Legendre on the range and on its half never sampled beyond it, their estimates agreed,
  /// and the kink was cut only when the first halving disagreed. `(3, 1, 4, −5)` over
  /// `0.8698…1.6772` (a turn-back at 1.6753) measured 0.63241 instead of 0.63243; about 1.4 % of
  /// random ranges and 1.6 % of whole spans of such lines were off by up to 3e−4 relative.
  @Test func turnBacksNearTheEndsOfTheRangeHaveTheirExactLength() {
    let line = Self.line([3, 1, 4, -5])
    let (a, b) = (0.8698501724299897, 1.6772177940419657)
    let exact = Self.totalVariation([3, 1, 4, -5], from: a, to: b)
    #expect(abs(Double(line.length(in: CGFloat(a)...CGFloat(b))) - exact) <= 1e-12 * exact)
    var rng = SplitMix64(seed: 16)
    var wrong = 0
    for _ in 0..<3_000 {
      let s = Self.randomPositions(&rng)
      let n = s.count
      let path = Self.line(s)
      let last = Double(n - 1)
      let a = Double.random(in: 0...last, using: &rng)
      let b = Double.random(in: a...last, using: &rng)
      var ranges = [(a, b)]
      for i in 0..<(n - 1) { ranges.append((Double(i), Double(i + 1))) }
      for (lo, hi) in ranges {
        let measured = Double(path.length(in: CGFloat(lo)...CGFloat(hi)))
        let exact = Self.totalVariation(s, from: lo, to: hi)
        if abs(measured - exact) > 1e-12 * max(exact, 1) {
          wrong += 1
          if wrong <= 5 { Issue.record("\(s) over \(lo)...\(hi): \(measured) vs \(exact)") }
        }
      }
    }
    #expect(wrong == 0)
  }

  /// Distance strides over such lines, which solve for lengths, land where the exact length says:
  /// before, 63 of these 1 000 strides of `length / k` gave the wrong number of points or gaps off
  /// by more than 1e−9 of the stride (up to 2.4e−3 in 2 000 such strides).
  @Test func distanceStridesOverTurnBacksOnALine() {
    var rng = SplitMix64(seed: 31)
    var wrong = 0
    for _ in 0..<1_000 {
      let s = Self.randomPositions(&rng)
      let n = s.count
      let path = Self.line(s)
      let k = Int.random(in: 2...30, using: &rng)
      let stride = Self.totalVariation(s, from: 0, to: Double(n - 1)) / Double(k)
      let values = path.interpolatedPoints(by: .distance(CGFloat(stride))).parametricValues
      var gaps = values.count == k + 1
      for j in 1..<values.count {
        let gap = Self.totalVariation(s, from: Double(values[j - 1]), to: Double(values[j]))
        if abs(gap - stride) > 1e-9 * stride { gaps = false }
      }
      if !gaps {
        wrong += 1
        if wrong <= 5 { Issue.record("\(s) by \(stride): \(values.count) points, k = \(k)") }
      }
    }
    #expect(wrong == 0)
  }

  /// A path that turns back and forth on one straight line: its control point `i` lies `s[i]`
  /// along the unit direction (0.6, −0.8) from (−4, 1), so its length over any range is the total
  /// variation of `s`'s B-spline there (``totalVariation(_:from:to:)``).
  static func line(_ s: [Double]) -> StrokePath {
    F.path(s.map { $0 * SIMD2(0.6, -0.8) + SIMD2(-4, 1) })
  }

  /// 2 to 7 random positions in −5...5 for ``line(_:)``.
  static func randomPositions(_ rng: inout SplitMix64) -> [Double] {
    let n = Int.random(in: 2...7, using: &rng)
    return (0..<n).map { _ in Double.random(in: -5...5, using: &rng) }
  }

  /// The total variation of the scalar uniform cubic B-spline (natural ends) over `a...b`: the sum
  /// of its changes between the zeros of its derivative (from the textbook basis functions).
  static func totalVariation(_ s: [Double], from a: Double, to b: Double) -> Double {
    let n = s.count
    if n < 2 || a == b { return 0 }
    func c(_ k: Int) -> Double { F.control(s.map { SIMD2($0, 0) }, k).x }
    var total = 0.0
    var span = min(Int(a), n - 2)
    while Double(span) < b {
      let lo = max(a, Double(span)) - Double(span)
      let hi = min(b, Double(span + 1)) - Double(span)
      if hi > lo {
        // s'(t) = α t² + β t + γ on this span.
        let (cm, c0, c1, c2) = (c(span - 1), c(span), c(span + 1), c(span + 2))
        let alpha = (-cm + 3 * c0 - 3 * c1 + c2) / 2
        let beta = cm - 2 * c0 + c1
        let gamma = (c1 - cm) / 2
        var breaks = [lo, hi]
        if alpha == 0 {
          if beta != 0 { breaks.append(-gamma / beta) }
        } else {
          let disc = beta * beta - 4 * alpha * gamma
          if disc >= 0 {
            breaks.append((-beta + disc.squareRoot()) / (2 * alpha))
            breaks.append((-beta - disc.squareRoot()) / (2 * alpha))
          }
        }
        let ts = breaks.filter { $0 >= lo && $0 <= hi }.sorted()
        let values = ts.map { F.directBSpline(s, at: Double(span) + $0) }
        for k in 1..<values.count { total += abs(values[k] - values[k - 1]) }
      }
      span += 1
    }
    return total
  }

  @Test func tinyAndHugeCoordinatesKeepTheirLength() {
    var rng = SplitMix64(seed: 12)
    let path = F.randomPath(6, rng: &rng)
    let reference = Double(path.length)
    for factor in [1e-200, 1e-6, 1e6, 1e200] {
      let scaled = F.path(F.positions(path).map { $0 * factor })
      #expect(abs(Double(scaled.length) / factor - reference) <= 1e-12 * reference, "factor \(factor)")
      let values = scaled.interpolatedPoints(by: .distance(reference * factor / 10)).parametricValues
      #expect(values.count == 10 || values.count == 11)
    }
  }

  /// A path near the smallest normal doubles measures as the same path at an ordinary size, scaled:
  /// the quadrature's tolerance had an absolute floor of 1e−300, so on paths of about 1e−295 and
  /// smaller it stopped at the first halving (random paths at 1e−300 measured up to 2e−4 off, and
  /// distance offsets landed up to 9e−5 off in the parametric value).
  @Test(arguments: [0x1p-990, 0x1p-1005, 1e-295, 1e-300, 1e-305])
  func tinyPathsMeasureAsTheirScaledUpSelves(factor: Double) {
    var rng = SplitMix64(seed: 15)
    for _ in 0..<60 {
      let n = Int.random(in: 2...8, using: &rng)
      let path = F.randomPath(n, rng: &rng)
      let tiny = F.path(F.positions(path).map { $0 * factor })
      let last = Double(n - 1)
      let a = Double.random(in: 0...last, using: &rng)
      let b = Double.random(in: a...last, using: &rng)
      for (lo, hi) in [(0, last), (a, b)] {
        let reference = Double(path.length(in: CGFloat(lo)...CGFloat(hi)))
        let measured = Double(tiny.length(in: CGFloat(lo)...CGFloat(hi))) / factor
        #expect(
          abs(measured - reference) <= 1e-12 * reference, "\(lo)...\(hi) of \(n): \(measured) vs \(reference)"
        )
      }
      // Distance offsets solve for the length.
      let d = Double(path.length) * Double.random(in: 0...1, using: &rng)
      let u = Double(path.parametricValue(0, offsetBy: .distance(CGFloat(d))))
      let v = Double(tiny.parametricValue(0, offsetBy: .distance(CGFloat(d * factor))))
      #expect(abs(u - v) <= 1e-9, "offset \(d) on \(n) points: \(v) vs \(u)")
    }
  }

  /// Subnormal coordinates (below 2⁻¹⁰²²): lengths and distance offsets stay right (before, the
  /// squared derivative underflowed and the length was 0).
  @Test func subnormalPathsKeepTheirLength() {
    for length in [1e-309, 5e-320, 1e-310] {
      let segment = F.path([SIMD2(0, 0), SIMD2(length, 0)])
      #expect(abs(Double(segment.length) - length) <= 1e-3 * length, "length \(length): \(segment.length)")
      let half = Double(segment.parametricValue(0, offsetBy: .distance(CGFloat(length / 2))))
      #expect(abs(half - 0.5) <= 1e-2, "length \(length): \(half)")
      let values = segment.interpolatedPoints(by: .distance(CGFloat(length / 4))).parametricValues
      #expect(values.count == 5, "length \(length): \(values.count) points")
    }
  }

  @Test func spanLengthsMatchHighOrderIntegrationOfTheDirectDerivative() {
    var rng = SplitMix64(seed: 13)
    for _ in 0..<5 {
      let n = Int.random(in: 2...8, using: &rng)
      let path = F.randomPath(n, rng: &rng)
      let p = F.positions(path)
      for i in 0..<(n - 1) {
        let reference = F.simpsonSpanLength(p, span: i, intervals: 4000)
        let measured = Double(path.length(in: CGFloat(i)...CGFloat(i + 1)))
        #expect(abs(measured - reference) <= 1e-11 * reference, "span \(i): \(measured) vs \(reference)")
      }
    }
  }
}
