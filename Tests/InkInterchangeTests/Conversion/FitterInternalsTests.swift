import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

/// The fitter's building blocks: the banded solver of the squared-distance fit and the pool of
/// fitters.
@Suite struct FitterInternalsTests {
  /// A dense symmetric positive definite matrix with half-bandwidth 7, as the fit builds it.
  static func randomBandMatrix(_ m: Int, _ rng: inout SplitMix64) -> [[Double]] {
    // A = Bᵀ B + I with B banded (upper, width 4) keeps A banded with half-bandwidth ≤ 7.
    var b = Array(repeating: Array(repeating: 0.0, count: m), count: m)
    for i in 0..<m {
      for j in i..<Swift.min(m, i + 4) { b[i][j] = Double.random(in: -1...1, using: &rng) }
    }
    var a = Array(repeating: Array(repeating: 0.0, count: m), count: m)
    for i in 0..<m {
      for j in 0..<m {
        var s = i == j ? 1.0 : 0.0
        for k in 0..<m { s += b[k][i] * b[k][j] }
        a[i][j] = s
      }
    }
    return a
  }

  @Test(arguments: [1, 2, 3, 8, 9, 14, 15, 16, 40])
  func bandedCholeskySolvesBandSystems(_ m: Int) {
    var rng = SplitMix64(seed: UInt64(m))
    let a = FitterInternalsTests.randomBandMatrix(m, &rng)
    let x = (0..<m).map { _ in Double.random(in: -10...10, using: &rng) }
    let rhs = (0..<m).map { i in (0..<m).reduce(0.0) { $0 + a[i][$1] * x[$1] } }
    var band = [Double](repeating: 0, count: 8 * m)
    for j in 0..<m {
      for d in 0...7 where j + d < m {
        #expect(d <= 7)
        band[8 * j + d] = a[j][j + d]
      }
      for d in 8..<Swift.max(8, m - j) where j + d < m {
        // Outside the band the matrix is zero, as the solver assumes.
        #expect(a[j][j + d] == 0)
      }
    }
    var solution = rhs
    band.withUnsafeMutableBufferPointer { bp in
      solution.withUnsafeMutableBufferPointer { sp in
        BandedCholesky.solve(band: bp.baseAddress!, rhs: sp.baseAddress!, m: m)
      }
    }
    for i in 0..<m {
      #expect(abs(solution[i] - x[i]) <= 1e-9 * Swift.max(1, abs(x[i])), "x[\(i)]")
    }
  }

  @Test(arguments: [1, 2, 3, 7, 8, 9, 14, 15, 16, 40])
  func paddedCholeskyMatchesTheLoops(_ m: Int) {
    // The unrolled solver computes the same floating-point numbers as the loops.
    var rng = SplitMix64(seed: UInt64(100 + m))
    let a = FitterInternalsTests.randomBandMatrix(m, &rng)
    let rhs = (0..<m).map { _ in Double.random(in: -10...10, using: &rng) }
    var band = [Double](repeating: 0, count: 8 * m)
    for j in 0..<m {
      for d in 0...7 where j + d < m { band[8 * j + d] = a[j][j + d] }
    }
    var padded = [Double](repeating: 0, count: 56) + band
    var paddedRHS = [Double](repeating: 0, count: 7) + rhs + [Double](repeating: 0, count: 7)
    var solution = rhs
    band.withUnsafeMutableBufferPointer { bp in
      solution.withUnsafeMutableBufferPointer { sp in
        BandedCholesky.solve(band: bp.baseAddress!, rhs: sp.baseAddress!, m: m)
      }
    }
    padded.withUnsafeMutableBufferPointer { bp in
      paddedRHS.withUnsafeMutableBufferPointer { sp in
        BandedCholesky.solvePadded(band: bp.baseAddress! + 56, rhs: sp.baseAddress! + 7, m: m)
      }
    }
    for i in 0..<m {
      #expect(paddedRHS[7 + i] == solution[i], "x[\(i)]")
    }
  }

  /// The cusp search's quick rejection (legs all along the chord, clearly) never rejects a cubic
  /// the search itself would split: random arcs, S-curves, loops, cusps and near-cusps, lines,
  /// and the same at tiny and huge scales.
  @Test func cuspRejectionAgreesWithTheSearch() {
    var rng = SplitMix64(seed: 91)
    var rejected = 0
    var cusps = 0
    for trial in 0..<40_000 {
      let scale = [1e-9, 1.0, 1e9][trial % 3]
      func point() -> SIMD2<Double> {
        SIMD2(Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng)) * scale
      }
      let p0 = point()
      var p3 = point()
      var p1 = point()
      var p2 = point()
      switch trial % 4 {
      case 0:
        // A cusp at t: the hodograph (legs h0, h1, h2 as a quadratic Bézier) passes through zero.
        let t = Double.random(in: 0.2...0.8, using: &rng)
        let h0 = point()
        let h2 = point()
        let h1 = -((1 - t) * (1 - t) * h0 + t * t * h2) / (2 * t * (1 - t))
        p1 = p0 + h0
        p2 = p1 + h1
        p3 = p2 + h2
      case 1:
        // Nearly straight: the inner points near the chord.
        p1 = p0 + (p3 - p0) / 3 + point() * 1e-3
        p2 = p0 + 2 * (p3 - p0) / 3 + point() * 1e-3
      default:
        break
      }
      let c = CubicBezier(p0, p1, p2, p3)
      let full = StrokeFitter.cuspSearch(c)
      let quick = StrokeFitter.cuspParameter(c)
      #expect(quick == full, "trial \(trial): \(c)")
      if full != nil { cusps += 1 }
      if quick == nil && full == nil { rejected += 1 }
    }
    // Both branches are exercised.
    #expect(cusps > 100)
    #expect(rejected > 10_000)
    // A cubic a few ulps wide far from the origin (a review's example): in absolute coordinates
    // the search found a cusp in the rounding; relative to its start there is none.
    let tiny = CubicBezier(
      SIMD2(706.780_505_926_672_2, 923.440_276_716_049_5), SIMD2(706.780_505_926_672, 923.440_276_716_049_5),
      SIMD2(706.780_505_926_671_9, 923.440_276_716_049_5), SIMD2(706.780_505_926_671_9, 923.440_276_716_049_7)
    )
    #expect(StrokeFitter.cuspSearch(tiny) == nil)
    #expect(StrokeFitter.cuspParameter(tiny) == nil)
  }

  /// The verification's bound on one interval (one source cubic, one span, both parameters
  /// linear) is never below the distance it bounds, measured densely, and the convex-hull bound
  /// is the tighter one in a good share of cases (so both bounds are exercised).
  @Test func intervalBoundIsRigorous() {
    var rng = SplitMix64(seed: 2026_12_01)
    var hullTighter = 0
    let cases = 2000
    for _ in 0..<cases {
      func point() -> SIMD2<Double> {
        SIMD2(Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng))
      }
      // A source cubic and a fit near it (small errors, as the verifier sees them), or far.
      let near = Bool.random(using: &rng)
      let source = CubicBezier(point(), point(), point(), point())
      let scale = near ? 0.01 : 1.0
      let control = (0..<6).map { i in source.point(at: Double(i) / 5) + scale * point() }
      let span = Int.random(in: 0...4, using: &rng)
      let ta = Double.random(in: 0...0.9, using: &rng)
      let tb = Bool.random(using: &rng) ? 1 : Double.random(in: ta...1, using: &rng)
      let ua = Double(span) + Double.random(in: 0...0.9, using: &rng)
      let ub =
        Bool.random(using: &rng) ? Double(span + 1) : Double.random(in: ua...Double(span + 1), using: &rng)
      var polynomials = [SIMD2<Double>](repeating: .zero, count: 4 * (control.count - 1))
      control.withUnsafeBufferPointer { c in
        polynomials.withUnsafeMutableBufferPointer { PieceFitter.spanPolynomials(c, into: $0) }
      }
      control.withUnsafeBufferPointer { c in
        polynomials.withUnsafeBufferPointer { poly in
          var checker = IntervalChecker(polynomials: poly, cubics: [source], limit: .infinity)
          let a = checker.point(t: ta, u: ua, cubic: 0)
          let b = checker.point(t: tb, u: ub, cubic: 0)
          let passed = checker.check(a, b, cubic: 0, depth: 0)
          #expect(passed)
          var measured = 0.0
          for k in 0...2000 {
            let f = Double(k) / 2000
            let e =
              source.point(at: ta + f * (tb - ta)) - PieceFitter.point(c, Swift.min(ua + f * (ub - ua), ub))
            measured = Swift.max(measured, (e.x * e.x + e.y * e.y).squareRoot())
          }
          #expect(measured <= checker.worst * (1 + 1e-12) + 1e-14, "measured \(measured) > \(checker.worst)")
          // The curvature bound alone, for comparison.
          let a2 = 6 * (source.p2 - 2 * source.p1 + source.p0)
          let b2 = 6 * (source.p3 - 2 * source.p2 + source.p1)
          let (dt, du) = (tb - ta, ub - ua)
          let fa = (a2 + ta * (b2 - a2)) * (dt * dt) - a.fitSecond * (du * du)
          let fb = (a2 + tb * (b2 - a2)) * (dt * dt) - b.fitSecond * (du * du)
          func norm(_ v: SIMD2<Double>) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }
          let ends = Swift.max(norm(a.source - a.fit), norm(b.source - b.fit))
          let curvature = ends + 0.125 * Swift.max(norm(fa), norm(fb))
          #expect(checker.worst <= curvature)
          if checker.worst < curvature { hullTighter += 1 }
        }
      }
    }
    #expect(
      hullTighter > cases / 10 && hullTighter < cases, "hull bound tighter in \(hullTighter) of \(cases)")
  }

  /// The span polynomials (what the verification evaluates) agree with the basis form to a few
  /// units in the last place of the control points' size, derivatives included, natural ends and
  /// span ends included.
  @Test func spanPolynomialsAgreeWithTheBasisForm() {
    var rng = SplitMix64(seed: 2026_12_02)
    for _ in 0..<500 {
      let n = Int.random(in: 2...12, using: &rng)
      let scale = [1e-3, 1.0, 1e4].randomElement(using: &rng)!
      let control = (0..<n).map { _ in
        scale * SIMD2(Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng))
      }
      var polynomials = [SIMD2<Double>](repeating: .zero, count: 4 * (n - 1))
      control.withUnsafeBufferPointer { c in
        polynomials.withUnsafeMutableBufferPointer { PieceFitter.spanPolynomials(c, into: $0) }
        polynomials.withUnsafeBufferPointer { poly in
          let span = Double(n - 1)
          let parameters =
            [0, span, Double(Int.random(in: 0..<n, using: &rng))]
            + (0..<8).map { _ in Double.random(in: 0...span, using: &rng) }
          for u in parameters {
            let (p, d1, d2) = PieceFitter.evaluate(c, u)
            let (q, e1, e2) = PieceFitter.evaluate(polynomials: poly, lastSpan: n - 2, u)
            let r = PieceFitter.point(polynomials: poly, lastSpan: n - 2, u)
            let allowance = 64 * scale.ulp
            for (a, b) in [(p, q), (d1, e1), (d2, e2), (p, r)] {
              #expect(abs(a.x - b.x) <= allowance && abs(a.y - b.y) <= allowance, "u \(u): \(a) vs \(b)")
            }
          }
        }
      }
    }
  }

  @Test func poolHandsOutAndKeepsFitters() {
    let pool = FitterPool()
    var taken: [FitterBox] = []
    for _ in 0..<(FitterPool.capacity + 3) { taken.append(pool.take()) }
    for box in taken { pool.give(back: box) }
    // At most `capacity` are kept: the next `capacity` takes come from the pool, and the
    // conversions that use them still give the same results as a fresh fitter.
    let cubic = CubicBezier(SIMD2(0, 0), SIMD2(1, 2), SIMD2(3, 2), SIMD2(4, 0))
    var fresh = PieceFitter()
    fresh.load([cubic], range: 0..<1, startCorner: false, endCorner: false, extent: 4, tolerance: 1e-3)
    fresh.fit(tolerance: 1e-3, slack: 0)
    for _ in 0..<FitterPool.capacity {
      let box = pool.take()
      box.fitter.load([cubic], range: 0..<1, startCorner: false, endCorner: false, extent: 4, tolerance: 1e-3)
      box.fitter.fit(tolerance: 1e-3, slack: 0)
      #expect(box.fitter.result == fresh.result)
      #expect(box.fitter.resultBound == fresh.resultBound)
    }
  }

  @Test func poolDropsFittersWithLargeBuffers() throws {
    let pool = FitterPool()
    // One attempt with more buffer bytes than the pool keeps (a sample holds about 100 B).
    let cubic = CubicBezier(SIMD2(0, 0), SIMD2(1, 2), SIMD2(3, 2), SIMD2(4, 0))
    var fitter = PieceFitter()
    fitter.load([cubic], range: 0..<1, startCorner: false, endCorner: false, extent: 4, tolerance: 1e-3)
    _ = fitter.attempt(interior: FitterPool.largestKeptBytes / (64 * PieceFitter.samplesPerSpan) + 10)
    try #require(fitter.bufferBytes > FitterPool.largestKeptBytes)
    pool.give(back: FitterBox(fitter))
    #expect(pool.take().fitter.sampleCapacity == 0, "a fitter with large buffers was kept")
    var small = PieceFitter()
    small.load([cubic], range: 0..<1, startCorner: false, endCorner: false, extent: 4, tolerance: 1e-3)
    small.fit(tolerance: 1e-3, slack: 0)
    let capacity = small.sampleCapacity
    try #require(capacity > 0)
    pool.give(back: FitterBox(small))
    #expect(pool.take().fitter.sampleCapacity == capacity, "a small fitter was not kept")
  }
}
