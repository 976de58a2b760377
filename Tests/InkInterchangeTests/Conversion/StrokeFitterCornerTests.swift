import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

/// Corners of lower multiplicity and straight pieces that become their chords.
@Suite struct StrokeFitterCornerTests {
  let date = Date(timeIntervalSinceReferenceDate: 0)

  /// Converts `path`, checks the report's bound and an independent dense Hausdorff measurement,
  /// and returns the stroke paths.
  func converted(_ path: BezierPath, tolerance: Double, _ comment: Comment) throws -> [StrokePath] {
    let (strokes, report) = try path.strokePathsWithReport(
      creationDate: date, tolerance: tolerance, pointProvider: .default)
    #expect(report.maxVerifiedDistance <= report.tolerance, comment)
    let sources = ConversionGeometry.subpathSegments(path)
    try #require(strokes.count == sources.count, comment)
    for (stroke, source) in zip(strokes, sources) {
      let measured = HausdorffDistance.measure(source, stroke, tolerance: tolerance).distance
      #expect(measured <= tolerance * (1 + 1e-7), "\(comment): measured \(measured) > \(tolerance)")
    }
    return strokes
  }

  /// How many times each distinct position repeats consecutively.
  func runs(_ stroke: StrokePath) -> [(SIMD2<Double>, Int)] {
    var result: [(SIMD2<Double>, Int)] = []
    for p in stroke.map(\.position) {
      if let last = result.last, last.0 == p {
        result[result.count - 1].1 += 1
      } else {
        result.append((p, 1))
      }
    }
    return result
  }

  @Test func nearlyStraightCubicBecomesItsChord() throws {
    var path = BezierPath()
    path.move(to: SIMD2(0, 0))
    path.addCurve(to: SIMD2(10, 0), control1: SIMD2(3, 0.004), control2: SIMD2(7, -0.003))
    let strokes = try converted(path, tolerance: 0.01, "nearly straight")
    #expect(strokes[0].map(\.position) == [SIMD2(0, 0), SIMD2(10, 0)])
    // Bowed by more than half the tolerance: fitted, not flattened.
    var bowed = BezierPath()
    bowed.move(to: SIMD2(0, 0))
    bowed.addCurve(to: SIMD2(10, 0), control1: SIMD2(3, 0.2), control2: SIMD2(7, 0.2))
    let fitted = try converted(bowed, tolerance: 0.01, "bowed")
    #expect(fitted[0].count > 2)
  }

  @Test func collinearLinesBetweenCornersAreOneStraightPiece() throws {
    var path = BezierPath()
    path.move(to: SIMD2(0, 0))
    path.addLine(to: SIMD2(4, 0))
    path.addLine(to: SIMD2(10, 0))
    path.addLine(to: SIMD2(10, 10))
    let strokes = try converted(path, tolerance: 1e-9, "collinear")
    let corner = SIMD2<Double>(10, 0)
    #expect(strokes[0].map(\.position) == [SIMD2(0, 0), corner, corner, corner, SIMD2(10, 10)])
  }

  @Test func smallCornersDropToMultiplicityTwo() throws {
    // A zigzag whose corner cut (|X + Y − 2A|/48 and the legs' D) fits the tolerance.
    var path = BezierPath()
    path.move(to: SIMD2(0, 0))
    for i in 1...8 { path.addLine(to: SIMD2(Double(i), i % 2 == 0 ? 0 : 0.5)) }
    let loose = try converted(path, tolerance: 0.05, "zigzag loose")
    let looseRuns = runs(loose[0])
    #expect(looseRuns.count == 9)
    #expect(looseRuns.dropFirst().dropLast().allSatisfy { $0.1 == 2 }, "\(looseRuns.map(\.1))")
    // At a tight tolerance the corners stay triple, and the polyline is exact.
    let tight = try converted(path, tolerance: 1e-6, "zigzag tight")
    #expect(runs(tight[0]).dropFirst().dropLast().allSatisfy { $0.1 == 3 })
  }

  @Test func roundedRectangleGradesAwayFromTangentJoins() throws {
    // Lines meeting quarter arcs tangentially: each join is an anchor, and the density grows away
    // from it at ``PieceFitter/joinGrading``. The bound must still hold, checked independently.
    let r = 20.0
    let k = 0.552_284_749_830_793_4 * r
    var path = BezierPath()
    path.move(to: SIMD2(r, 0))
    path.addLine(to: SIMD2(100 - r, 0))
    path.addCurve(to: SIMD2(100, r), control1: SIMD2(100 - r + k, 0), control2: SIMD2(100, r - k))
    path.addLine(to: SIMD2(100, 60 - r))
    path.addCurve(
      to: SIMD2(100 - r, 60), control1: SIMD2(100, 60 - r + k), control2: SIMD2(100 - r + k, 60))
    path.addLine(to: SIMD2(r, 60))
    path.addCurve(to: SIMD2(0, 60 - r), control1: SIMD2(r - k, 60), control2: SIMD2(0, 60 - r + k))
    path.addLine(to: SIMD2(0, r))
    path.addCurve(to: SIMD2(r, 0), control1: SIMD2(0, r - k), control2: SIMD2(r - k, 0))
    path.closeSubpath()
    let strokes = try converted(path, tolerance: 0.05, "rounded rectangle")
    // Guards the current count against regressions.
    #expect(strokes[0].count <= 53, "\(strokes[0].count) points")
  }

  @Test func tangentJoinOfLineAndArcIsCheap() throws {
    // A right angle corner is kept triple at a tolerance far below its cut.
    var square = BezierPath()
    square.move(to: SIMD2(0, 0))
    square.addLine(to: SIMD2(100, 0))
    square.addLine(to: SIMD2(100, 100))
    let sharp = try converted(square, tolerance: 0.01, "square corner")
    #expect(runs(sharp[0]).map(\.1) == [1, 3, 1])
  }

  @Test func cornerCutBoundHoldsOnRandomLegs() {
    var rng = SplitMix64(seed: 0xC0_4E4)
    let n = 300
    for _ in 0..<30 {
      func leg() -> SIMD2<Double> {
        let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
        let length = Double.random(in: 0.01...10, using: &rng)
        return length * SIMD2(cos(angle), sin(angle))
      }
      let p = leg()
      let q = leg()
      let bound = StrokeFitter.cornerCutBound(p, q)
      // Independent measurement by brute force: curve samples against the exact legs, leg
      // samples against the curve's chords.
      var curve: [SIMD2<Double>] = []
      for i in 0...n {
        let s = Double(i) / Double(n)
        curve.append((1 - s) * (1 - s) * (1 - s) * p + s * s * s * q)
      }
      var measured = 0.0
      for c in curve {
        measured = max(
          measured, min(ConversionGeometry.distance(c, p, .zero), ConversionGeometry.distance(c, .zero, q)))
      }
      for i in 0...n {
        let s = Double(i) / Double(n)
        for x in [(1 - s) * p, s * q] {
          var nearest = Double.infinity
          for j in 1...n { nearest = min(nearest, ConversionGeometry.distance(x, curve[j - 1], curve[j])) }
          measured = max(measured, nearest)
        }
      }
      // Chords sit inside the curve's bends by at most a small fraction of the leg length.
      let chordError = 1e-3 * (ConversionGeometry.length(p) + ConversionGeometry.length(q))
      #expect(measured <= bound + chordError, "legs \(p) \(q): measured \(measured) > \(bound)")
      #expect(bound <= ConversionGeometry.length(p) + ConversionGeometry.length(q))
    }
  }
}
