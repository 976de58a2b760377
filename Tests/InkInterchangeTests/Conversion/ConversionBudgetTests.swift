import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

/// `strokePaths(…, maxControlPoints:)`: an importer's point budget, checked during the conversion
/// (after each piece and inside each piece's count search), not after it.
@Suite struct ConversionBudgetTests {
  let date = Date(timeIntervalSinceReferenceDate: 0)

  /// A path of several random subpaths of every kind of chain.
  func randomPath(_ rng: inout SplitMix64) -> BezierPath {
    var path = BezierPath()
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      let chain = ConversionGeometry.randomChain(
        &rng, segments: Int.random(in: 1...8, using: &rng), kind: Int.random(in: 0...4, using: &rng),
        scale: 100, offset: .zero)
      path.append(contentsOf: chain)
    }
    return path
  }

  func bits(_ paths: [StrokePath]) -> [[UInt64]] {
    paths.map { $0.flatMap { [Double($0.location.x).bitPattern, Double($0.location.y).bitPattern] } }
  }

  /// A budget the result fits gives exactly the unlimited result; one point less is refused.
  @Test func aBudgetChangesNothingButTheRefusal() throws {
    var rng = SplitMix64(seed: 404)
    for _ in 0..<150 {
      let path = randomPath(&rng)
      let tolerance = 1e-3 * max(path.extent, 1e-9)
      let free = try path.strokePaths(creationDate: date, tolerance: tolerance, pointProvider: .default)
      let total = free.reduce(0) { $0 + $1.count }
      let limited = try path.strokePaths(
        creationDate: date, tolerance: tolerance, pointProvider: .default, maxControlPoints: total)
      #expect(bits(limited) == bits(free))
      for budget in [total - 1, total / 2, 1, 0] where budget < total {
        #expect(throws: StrokeModelError.tooManyControlPoints(limit: budget)) {
          try path.strokePaths(
            creationDate: date, tolerance: tolerance, pointProvider: .default, maxControlPoints: budget)
        }
      }
    }
  }

  /// A piece whose density predicts far more spans than it needs (800 shallow S-wiggles, all
  /// close to their chord's line but not straight): with a budget of exactly what it needs, the
  /// search would start above the ceiling of four times the budget; it tries the ceiling
  /// instead and comes down, so the conversion succeeds within the budget (review finding: it
  /// was refused without a single attempt).
  @Test func aGenerousFirstGuessIsNotARefusal() throws {
    var path = BezierPath()
    path.move(to: SIMD2(0, 0))
    for i in 0..<800 {
      let x = Double(i)
      path.addCurve(
        to: SIMD2(x + 1, 0), control1: SIMD2(x + 1.0 / 3, 0.1), control2: SIMD2(x + 2.0 / 3, -0.1))
    }
    var segments: [BezierPath.Segment] = []
    path.forEachSegment { segment, _, _ in segments.append(segment) }
    var probe = PieceFitter()
    let free = StrokeFitter.fit(segments, tolerance: 0.05, using: &probe)
    let total = free.positions.count
    // The density's first guess is far above four times what is needed.
    try #require(probe.totalAttempts > 0)
    let limited = try path.strokePaths(
      creationDate: date, tolerance: 0.05, pointProvider: .default, maxControlPoints: total)
    #expect(limited.reduce(0) { $0 + $1.count } <= total)
  }

  /// Budgets at the ends of the integers neither trap nor mislead.
  @Test func extremeBudgets() throws {
    var rng = SplitMix64(seed: 9)
    let path = randomPath(&rng)
    let free = try path.strokePaths(creationDate: date, tolerance: 0.1, pointProvider: .default)
    for budget in [Int.max, Int.max - 1, Int.max / 2, Int.max / 2 + 1] {
      let limited = try path.strokePaths(
        creationDate: date, tolerance: 0.1, pointProvider: .default, maxControlPoints: budget)
      #expect(bits(limited) == bits(free), "budget \(budget)")
    }
    for budget in [Int.min, Int.min + 1, -1] {
      #expect(throws: StrokeModelError.self, "budget \(budget)") {
        try path.strokePaths(
          creationDate: date, tolerance: 0.1, pointProvider: .default, maxControlPoints: budget)
      }
    }
  }

  /// One subpath of wild cubics that would make tens of thousands of points: with a budget of 100
  /// the conversion stops after a few least-squares attempts (before the budget, the whole path
  /// was converted and then refused: 8 000 such cubics took 8.6 s and 1.5 GB).
  @Test func aHostilePathIsRefusedEarly() throws {
    var path = BezierPath()
    path.move(to: SIMD2(0, 0))
    for i in 0..<400 {
      path.addCurve(to: SIMD2(Double(i), 1), control1: SIMD2(1e6, -1e6), control2: SIMD2(-1e6, 1e6))
    }
    #expect(throws: StrokeModelError.tooManyControlPoints(limit: 100)) {
      try path.strokePaths(
        creationDate: date, tolerance: 0.05, pointProvider: .default, maxControlPoints: 100)
    }
    var segments: [BezierPath.Segment] = []
    path.forEachSegment { segment, _, _ in segments.append(segment) }
    var fitter = PieceFitter()
    let out = StrokeFitter.fit(segments, tolerance: 0.05, using: &fitter, pointLimit: 100)
    #expect(out.exceedsLimit)
    #expect(fitter.totalAttempts <= 60, "\(fitter.totalAttempts) attempts")
    // Without the budget the same path makes far more points.
    var unlimited = PieceFitter()
    let whole = StrokeFitter.fit(Array(segments.prefix(20)), tolerance: 0.05, using: &unlimited)
    #expect(whole.positions.count > 100)
  }
}
