import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

/// Wild curves (fuzzing finding 6): the fitter's work per piece stays bounded and the verified
/// bound still holds (the dense independent measurement of `StrokeFitterTests` is too slow in a
/// debug build for curves this long at this tolerance).
@Suite struct StrokeFitterWildCurveTests {
  /// Fits every subpath of `path` with one fitter and returns the total least-squares attempts,
  /// the control points and the largest verified distance over the tolerance.
  func fitted(
    _ path: BezierPath, tolerance: Double
  ) -> (
    attempts: Int, points: Int, ratio: Double
  ) {
    let groups = ConversionGeometry.subpathSegments(path)
    var fitter = PieceFitter()
    var points = 0
    var ratio = 0.0
    for segments in groups {
      let out = StrokeFitter.fit(segments, tolerance: tolerance, using: &fitter)
      points += out.positions.count
      ratio = max(ratio, out.verifiedDistance / out.tolerance)
    }
    return (fitter.totalAttempts, points, ratio)
  }

  @Test func spikeDoesNotWalkTheCountSearch() throws {
    // `Regressions/roundtrip/roundtrip-slow-6d861fb0.svg`: a circle path whose one coordinate was
    // mutated to 20100, so two cubics run out 20 000 units and back. The sample residual passed
    // the screen at every count while the verified bound stayed near twice the tolerance, and the
    // search stepped one point at a time: 438 least-squares attempts (0.19 s in a release build)
    // before the polyline. The step now doubles after each failed verification, and every piece
    // has an attempt budget.
    // The data ends inside a command (the mutation merged two numbers); SVG draws what came
    // before, as the lenient parse does.
    let (path, error) = BezierPath.parsingSVGPathData(
      "M180 100C180 55.82 144.18 20100 20 55.82 20 20 55.82 20 100 20 144.18 55.82 "
        + "180 100 180 144.18 180 180 144.18 180 100Z")
    #expect(error != nil)
    let (attempts, points, ratio) = fitted(path, tolerance: 0.05)
    #expect(attempts <= 32, "\(attempts) attempts")
    #expect(points <= 600, "\(points) control points")
    #expect(ratio <= 1)
  }

  @Test func zigZagCubicsTakeFewAttemptsEach() throws {
    // The start of `Regressions/roundtrip/roundtrip-slow-6da0be06.svg`: relative cubics whose
    // control points lie near their end, each a long run with a tight hook at its end and a
    // corner at each join, so every cubic is its own piece of about 15 control points (17 before
    // warm starts).
    let path = try BezierPath(
      svgPathData: "M21 12c0 1.66-4 3 60 72 61 73 62 74 63 75 64 76 65 77 66 78 67 79 68 80 69 81 "
        + "70 82 71 83 72 84 73 85 74 86 75 87 76 88 77 0 78 1 79 2 80 3 81 4 82 5 83 6 84 7 85 8 "
        + "86 9 87 10")
    let cubics = path.segmentCount
    let (attempts, points, ratio) = fitted(path, tolerance: 0.05)
    #expect(attempts <= 6 * cubics, "\(attempts) attempts for \(cubics) cubics")
    #expect(points <= 16 * cubics, "\(points) control points for \(cubics) cubics")
    #expect(ratio <= 1)
  }

  @Test func attemptBudgetHoldsOnRandomWildCubics() throws {
    // Cubics whose control points are thrown far out (loops, cusps, near-cusps, hooks), at a
    // tolerance a few thousandths of their size: no piece exceeds the attempt budget, and the
    // bound holds.
    var rng = SplitMix64(seed: 0x5EED_0006)
    for _ in 0..<6 {
      var path = BezierPath()
      var p = rng.point(-50...50)
      path.move(to: p)
      for _ in 0..<3 {
        let next = p + rng.point(-100...100)
        path.addCurve(to: next, control1: p + rng.point(-300...300), control2: next + rng.point(-300...300))
        p = next
      }
      var fitter = PieceFitter()
      var segments: [BezierPath.Segment] = []
      path.forEachSegment { segment, _, _ in segments.append(segment) }
      let out = StrokeFitter.fit(segments, tolerance: 1, using: &fitter)
      #expect(out.verifiedDistance <= out.tolerance)
      #expect(fitter.mostAttempts <= PieceFitter.attemptBudget, "\(fitter.mostAttempts) attempts")
    }
  }
}
