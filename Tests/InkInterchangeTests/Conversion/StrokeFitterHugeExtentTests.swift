import Foundation
import Testing

@testable import InkInterchange

/// Huge extents (fuzzing finding 1): the output stays small whatever the size, and the bound holds.
@Suite struct StrokeFitterHugeExtentTests {
  let date = Date(timeIntervalSinceReferenceDate: 0)

  /// A circle of radius `r` centred at `centre`, drawn as SVG draws it: two half-circle arcs, each
  /// split into 45° cubics (eight cubics in all).
  func circle(radius r: Double, centre: SIMD2<Double> = .zero) -> BezierPath {
    var path = BezierPath()
    path.move(to: centre + SIMD2(r, 0))
    let first = EllipticalArc(
      start: centre + SIMD2(r, 0), end: centre - SIMD2(r, 0), radii: SIMD2(r, r), sweep: true)
    let second = EllipticalArc(
      start: centre - SIMD2(r, 0), end: centre + SIMD2(r, 0), radii: SIMD2(r, r), sweep: true)
    _ = first.appendCubics(to: &path)
    _ = second.appendCubics(to: &path)
    path.closeSubpath()
    return path
  }

  @Test(arguments: [1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e10, 1e12])
  func circleOfAnyRadiusHasFewPoints(radius: Double) throws {
    let path = circle(radius: radius)
    let (strokes, report) = try path.strokePathsWithReport(
      creationDate: date, tolerance: StrokePath.defaultTolerance, pointProvider: .default)
    try #require(strokes.count == 1)
    #expect(report.maxVerifiedDistance <= report.tolerance)
    // The floor: 1e−6 of the extent (2r) at most.
    #expect(report.tolerance == max(StrokePath.defaultTolerance, 1e-6 * (2 * radius)))
    // 186 at the floor today (287 with the point-distance fit; 213 911 at r = 1e8 before the
    // floor).
    #expect(strokes[0].count <= 200, "radius \(radius): \(strokes[0].count) control points")
  }

  @Test func roundedRectOfHugeSizeHasFewPoints() throws {
    // <rect width="1e308" height="1e308" rx="1e308"/>: rx is clamped to half the width, so the
    // rectangle is a circle of radius 5e307 with zero-length sides.
    let r = 5e307
    let path = circle(radius: r, centre: SIMD2(r, r))
    let (strokes, report) = try path.strokePathsWithReport(
      creationDate: date, tolerance: StrokePath.defaultTolerance, pointProvider: .default)
    try #require(strokes.count == 1)
    #expect(strokes[0].allSatisfy { $0.isFinite })
    #expect(report.maxVerifiedDistance <= report.tolerance)
    #expect(report.maxVerifiedDistance.isFinite)
    #expect(strokes[0].count <= 200, "\(strokes[0].count) control points")
  }

  @Test func quadraticThatOverflowsAsACubicIsScaledFirst() throws {
    // Raising this quadratic to a cubic overflows (2/3 · (c − a) is 1.3e308 per coordinate … and
    // the sum is infinite) unless it is scaled first.
    var path = BezierPath()
    path.move(to: SIMD2(-1e308, -1e308))
    path.addQuadCurve(to: SIMD2(1e308, -1e308), control: SIMD2(1e308, 1e308))
    let (strokes, report) = try path.strokePathsWithReport(
      creationDate: date, tolerance: StrokePath.defaultTolerance, pointProvider: .default)
    try #require(strokes.count == 1)
    #expect(strokes[0].allSatisfy { $0.isFinite })
    #expect(report.maxVerifiedDistance <= report.tolerance)
    #expect(report.tolerance.isFinite)
    #expect(strokes[0].count <= 320, "\(strokes[0].count) control points")
  }

  @Test func farPulledEndPointDoesNotExplode() throws {
    // A fuzz input (Regressions/json/timeout-eb9cac67b620c56a): a circle of radius 60 whose one
    // end point was mutated to x = 7 279 171, so two cubics run out and back along y ≈ 160. The
    // count search ran 33 least-squares attempts and then emitted 22 120 control points of chords
    // spaced by the spike's acceleration; now the search stops at the adaptive polyline's count.
    var path = BezierPath()
    path.move(to: SIMD2(101.744, 159.974))
    path.addCurve(
      to: SIMD2(7_279_171.34, 159.942), control1: SIMD2(100.323, 160.015),
      control2: SIMD2(98.855, 160.009))
    path.addCurve(
      to: SIMD2(92.735, 159.558), control1: SIMD2(95.829, 159.874), control2: SIMD2(94.271, 159.745))
    let arc = EllipticalArc(
      start: SIMD2(92.735, 159.558), end: SIMD2(100, 40), radii: SIMD2(60, 60), sweep: false)
    _ = arc.appendCubics(to: &path)
    let (strokes, report) = try path.strokePathsWithReport(
      creationDate: date, tolerance: StrokePath.defaultTolerance, pointProvider: .default)
    try #require(strokes.count == 1)
    #expect(report.maxVerifiedDistance <= report.tolerance)
    #expect(strokes[0].count <= 400, "\(strokes[0].count) control points")
  }

  @Test func flatPiecesBoundTheirChords() {
    // The adaptive polyline: every chord's end lies on the cubic, the bound it returns holds at
    // dense samples (distance from each sample to the polyline), and a cubic that runs out along
    // a line and folds back takes a few chords (halvings near the fold), not thousands.
    let straight = CubicBezier(SIMD2(0, 0), SIMD2(1e6, 0), SIMD2(1e6, 0), SIMD2(1, 0))
    var count = 0
    _ = PieceFitter.flatPieces(of: straight, within: 0.01) { _, _, _ in count += 1 }
    #expect(count <= 8, "\(count) chords")
    let wavy = CubicBezier(SIMD2(0, 0), SIMD2(30, 90), SIMD2(70, -90), SIMD2(100, 0))
    var vertices: [SIMD2<Double>] = [wavy.p0]
    let bound = PieceFitter.flatPieces(of: wavy, within: 0.05) { t, p, isEnd in
      #expect(abs(p.x - wavy.point(at: t).x) < 1e-9 && abs(p.y - wavy.point(at: t).y) < 1e-9)
      #expect(isEnd == (t == 1))
      vertices.append(p)
    }
    #expect(bound <= 0.05 && vertices.last == wavy.p3)
    func distanceToPolyline(_ q: SIMD2<Double>) -> Double {
      var best = Double.infinity
      for (a, b) in zip(vertices, vertices.dropFirst()) {
        let ab = b - a
        let u = max(0, min(1, ((q - a) * ab).sum() / max((ab * ab).sum(), 1e-300)))
        let d = q - (a + u * ab)
        best = min(best, (d * d).sum().squareRoot())
      }
      return best
    }
    let worst = (0...4000).map { distanceToPolyline(wavy.point(at: Double($0) / 4000)) }.max()!
    #expect(worst <= bound + 1e-12)
  }

  @Test func toleranceBelowTheFloorIsRaisedAndReported() throws {
    let path = circle(radius: 10)
    let (_, report) = try path.strokePathsWithReport(
      creationDate: date, tolerance: 1e-12, pointProvider: .default)
    #expect(report.tolerance == 1e-6 * 20)
    #expect(report.maxVerifiedDistance <= report.tolerance)
  }
}
