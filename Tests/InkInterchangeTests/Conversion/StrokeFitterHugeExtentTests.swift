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
    // 287 at the floor today (it was 213 911 at r = 1e8 before the fix).
    #expect(strokes[0].count <= 320, "radius \(radius): \(strokes[0].count) control points")
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
    #expect(strokes[0].count <= 320, "\(strokes[0].count) control points")
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

  @Test func toleranceBelowTheFloorIsRaisedAndReported() throws {
    let path = circle(radius: 10)
    let (_, report) = try path.strokePathsWithReport(
      creationDate: date, tolerance: 1e-12, pointProvider: .default)
    #expect(report.tolerance == 1e-6 * 20)
    #expect(report.maxVerifiedDistance <= report.tolerance)
  }
}
