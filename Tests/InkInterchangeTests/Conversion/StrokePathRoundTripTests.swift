import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

@Suite struct StrokePathRoundTripTests {
  let date = Date(timeIntervalSinceReferenceDate: 0)

  func randomStroke(_ count: Int, _ rng: inout SplitMix64, scale: Double) -> StrokePath {
    StrokePath(
      controlPoints: (0..<count).map { _ in
        let p = rng.point(-1...1) * scale
        return .pen(at: CGPoint(x: p.x, y: p.y))
      }, creationDate: date)
  }

  /// The largest coordinate difference in units of the ulp of the largest nearby coordinate (the
  /// point and its neighbours, which the export mixes).
  func ulpError(_ original: StrokePath, _ converted: StrokePath) -> Double {
    var worst = 0.0
    for i in 0..<original.count {
      var magnitude = 0.0
      for j in max(0, i - 1)...min(original.count - 1, i + 1) {
        magnitude = max(magnitude, abs(original[j].position.x), abs(original[j].position.y))
      }
      let d = original[i].position - converted[i].position
      worst = max(worst, max(abs(d.x), abs(d.y)) / magnitude.ulp)
    }
    return worst
  }

  @Test(arguments: [2, 3, 4, 5, 9, 64, 1000, 10_000])
  func exportComesBackExactly(count: Int) throws {
    var rng = SplitMix64(seed: UInt64(count) &* 7919)
    for scale in [1.0, 1e-6, 1e6] {
      let original = randomStroke(count, &rng, scale: scale)
      let (strokes, report) = try original.bezierRepresentation.strokePathsWithReport(
        creationDate: date, tolerance: 1e-3 * scale, pointProvider: .default)
      try #require(strokes.count == 1)
      #expect(strokes[0].count == count, "n=\(count) scale \(scale): got \(strokes[0].count) points")
      #expect(report.exactSubpathCount == 1)
      guard strokes[0].count == count else { continue }
      #expect(ulpError(original, strokes[0]) <= 4, "n=\(count) scale \(scale)")
      // The ends are written verbatim.
      #expect(strokes[0][0].position == original[0].position)
      #expect(strokes[0][count - 1].position == original[count - 1].position)
    }
  }

  /// Strokes far from the origin (small extent, large coordinates): the export's rounding is a
  /// few ulp of the coordinates, far more than 1e−9 of the extent, and must not stop the
  /// recognition, at the default tolerance or at one close to the floor.
  @Test(arguments: [1e3, 1e5, 1e6, 1e7, -1e7])
  func exportFarFromTheOriginComesBackExactly(offset: Double) throws {
    var rng = SplitMix64(seed: UInt64(bitPattern: Int64(offset)))
    for (count, scale) in [(2, 1.0), (5, 1e-4), (17, 1.0), (40, 1e-3), (300, 1.0)] {
      let base = randomStroke(count, &rng, scale: scale)
      let original = StrokePath(
        controlPoints: base.map { point in
          var moved = point
          moved.location = CGPoint(x: point.location.x + offset, y: point.location.y - offset)
          return moved
        }, creationDate: date)
      for tolerance in [StrokePath.defaultTolerance, 1e-9] {
        let (strokes, report) = try original.bezierRepresentation.strokePathsWithReport(
          creationDate: date, tolerance: tolerance, pointProvider: .default)
        try #require(strokes.count == 1)
        #expect(report.exactSubpathCount == 1, "offset \(offset), n=\(count), tolerance \(tolerance)")
        #expect(strokes[0].count == count, "offset \(offset), n=\(count): got \(strokes[0].count) points")
        guard strokes[0].count == count else { continue }
        #expect(ulpError(original, strokes[0]) <= 4, "offset \(offset), n=\(count)")
        #expect(strokes[0][0].position == original[0].position)
        #expect(strokes[0][count - 1].position == original[count - 1].position)
      }
    }
  }

  /// Subnormal strokes a few thousand least-nonzero steps wide: the export's rounding is a step
  /// or two, within 64 ulp of the coordinates, but the chain was fitted scaled up, where 64 ulp of
  /// the scaled coordinates is far below a scaled step, so it was approximated (two points for
  /// three or four; review 6).
  @Test func subnormalExportComesBackWithItsCount() throws {
    let unit = Double.leastNonzeroMagnitude
    let strokes: [[SIMD2<Double>]] = [
      [SIMD2(1000, 0), SIMD2(1010, 3), SIMD2(1030, 1)].map { $0 * unit },
      [
        SIMD2(8.2517379094587e-311, -4.4513946185043e-311), SIMD2(8.251737901761e-311, -4.451394623206e-311),
        SIMD2(8.2517378961827e-311, -4.4513946138497e-311), SIMD2(8.251737894089e-311, -4.451394606834e-311),
      ],
    ]
    for points in strokes {
      let original = StrokePath(
        controlPoints: points.map { .pen(at: CGPoint(x: $0.x, y: $0.y)) }, creationDate: date)
      for tolerance in [StrokePath.defaultTolerance, 1e-9] {
        let (converted, report) = try original.bezierRepresentation.strokePathsWithReport(
          creationDate: date, tolerance: tolerance, pointProvider: .default)
        try #require(converted.count == 1)
        #expect(report.exactSubpathCount == 1, "\(points)")
        #expect(converted[0].count == points.count, "\(points): got \(converted[0].count) points")
        guard converted[0].count == points.count else { continue }
        #expect(ulpError(original, converted[0]) <= 4, "\(points)")
        #expect(converted[0][0].position == points[0])
        #expect(converted[0][points.count - 1].position == points[points.count - 1])
      }
    }
  }

  @Test func onePointStrokeExportsToAMoveAloneAndConvertsToNothing() throws {
    var rng = SplitMix64(seed: 1)
    let original = randomStroke(1, &rng, scale: 10)
    // A one-point stroke exports as a lone move-to, which draws nothing and has no segment.
    let strokes = try original.bezierRepresentation.strokePaths(creationDate: date)
    #expect(strokes.isEmpty)
  }

  @Test func perturbedExportIsApproximatedNotRecognised() throws {
    var rng = SplitMix64(seed: 99)
    let original = randomStroke(12, &rng, scale: 10)
    var path = original.bezierRepresentation
    var points = Array(path.points)
    points[5] += SIMD2(1e-3, 0)  // breaks the C² condition at one join
    path = BezierPath(verbs: path.verbs, points: points)
    let (_, report) = try path.strokePathsWithReport(
      creationDate: date, tolerance: 0.01, pointProvider: .default)
    #expect(report.exactSubpathCount == 0)
    #expect(report.maxVerifiedDistance <= 0.01)
  }
}
