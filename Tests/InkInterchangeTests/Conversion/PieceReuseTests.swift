import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

/// A piece that is a rotated, mirrored or reversed copy of one fitted earlier in the subpath takes
/// that fit (``PieceReuse``); the result must still be within the tolerance, measured
/// independently, and must not depend on anything outside the subpath.
@Suite struct PieceReuseTests {
  let date = Date(timeIntervalSinceReferenceDate: 0)

  /// The segments of every subpath of `path`.
  func segments(_ path: BezierPath) -> [[BezierPath.Segment]] { ConversionGeometry.subpathSegments(path) }

  @Test func roundedRectangleFitsOneCornerAndReusesIt() throws {
    let path = try BezierPath(
      svgPathData: "M10 0H18A2 2 0 0 1 20 2V18A2 2 0 0 1 18 20H2A2 2 0 0 1 0 18V2A2 2 0 0 1 2 0Z")
    let tolerance = 1e-3 * path.extent
    var fitter = PieceFitter()
    let fitted = StrokeFitter.fit(segments(path)[0], tolerance: tolerance, using: &fitter)
    // The first corner is fitted; the other three are its rotations (the path starts mid-side,
    // so every corner lies between two sides).
    #expect(fitter.reusedPieces == 3)
    #expect(fitted.verifiedDistance <= tolerance)
    let strokes = try checkConversionTolerance(path, tolerance: tolerance, "rounded rectangle")
    #expect(strokes[0].count == fitted.positions.count)
    // Between the anchors (two or three equal points where a side meets a corner arc) the sides
    // have no interior points and every arc as many as the first.
    let positions = fitted.positions
    var interior: [Int] = []
    var run = 0
    var i = 0
    while i < positions.count {
      if i + 1 < positions.count && positions[i] == positions[i + 1] {
        interior.append(run)
        run = 0
        while i + 1 < positions.count && positions[i] == positions[i + 1] { i += 1 }
      } else {
        run += 1
      }
      i += 1
    }
    // (The first run is the start point, before the first anchor.)
    let arcs = interior.dropFirst().filter { $0 > 0 }
    #expect(arcs.count == 4 && Set(arcs).count == 1, "interior points between anchors: \(interior)")
  }

  /// A subpath of copies of one random piece (rotated by any angle, some mirrored, some run
  /// backwards), joined by straight connectors that meet each copy at a right angle, so that
  /// every copy is a piece between two corners.
  func copies(
    of piece: [CubicBezier], _ rng: inout SplitMix64, count: Int, offset: SIMD2<Double>
  ) -> BezierPath {
    func normalized(_ v: SIMD2<Double>) -> SIMD2<Double> {
      v / (v.x * v.x + v.y * v.y).squareRoot()
    }
    var path = BezierPath()
    var current = offset
    path.move(to: current)
    var heading = SIMD2<Double>(1, 0)
    for _ in 0..<count {
      let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
      let mirror = rng.next() % 2 == 0
      let backward = rng.next() % 3 == 0
      func place(_ p: SIMD2<Double>) -> SIMD2<Double> {
        let q = SIMD2(p.x, mirror ? -p.y : p.y)
        return SIMD2(cos(angle) * q.x - sin(angle) * q.y, sin(angle) * q.x + cos(angle) * q.y)
      }
      var cubics = piece.map { CubicBezier(place($0.p0), place($0.p1), place($0.p2), place($0.p3)) }
      if backward {
        cubics = cubics.reversed().map { CubicBezier($0.p3, $0.p2, $0.p1, $0.p0) }
      }
      let start = cubics[0].p0
      // Two connectors: away from the last copy at a right angle to its end, then into this
      // copy at a right angle to its start.
      let startTangent = normalized(cubics[0].p1 - cubics[0].p0)
      let arrival = SIMD2(-startTangent.y, startTangent.x)
      let away = SIMD2(-heading.y, heading.x)
      let corner = current + 3 * away
      path.addLine(to: corner)
      let copyStart = corner + 3 * SIMD2(away.y, -away.x) + 4 * arrival
      path.addLine(to: copyStart - 2 * arrival)
      path.addLine(to: copyStart)
      let shift = copyStart - start
      for c in cubics {
        path.addCurve(to: c.p3 + shift, control1: c.p1 + shift, control2: c.p2 + shift)
      }
      let last = cubics[cubics.count - 1]
      heading = normalized(last.p3 - last.p2)
      current = last.p3 + shift
    }
    path.addLine(to: current + 3 * SIMD2(-heading.y, heading.x))
    return path
  }

  @Test func rotatedMirroredAndReversedCopiesStayWithinTolerance() throws {
    var rng = SplitMix64(seed: 0x5EED)
    var reused = 0
    for trial in 0..<24 {
      // A smooth random piece of 1–3 cubics, away from the origin and at varied scales.
      let scale = [1.0, 1e-3, 250.0][trial % 3]
      let chain = ConversionGeometry.randomChain(
        &rng, segments: 1 + trial % 3, kind: trial % 2, scale: scale, offset: SIMD2(0, 0))
      var piece: [CubicBezier] = []
      chain.forEachSegment { segment, _, _ in piece.append(segment.cubic) }
      let path = copies(
        of: piece, &rng, count: 2 + trial % 4, offset: SIMD2(1e3 * scale, -7 * scale))
      let extent = path.extent
      for relative in [1e-2, 1e-3] {
        let tolerance = relative * extent
        var fitter = PieceFitter()
        let fitted = StrokeFitter.fit(segments(path)[0], tolerance: tolerance, using: &fitter)
        reused += fitter.reusedPieces
        #expect(fitted.verifiedDistance <= tolerance)
        try checkConversionTolerance(path, tolerance: tolerance, "trial \(trial) tolerance \(relative)")
      }
    }
    // Most copies take the first one's fit (a copy whose rounding or turn differs is fitted).
    #expect(reused >= 24, "only \(reused) copies reused")
  }

  @Test func nearlyClosedLoopsAndTheirCopiesStayWithinTolerance() throws {
    // Loops whose ends nearly meet (the rotation comes from a tiny chord, or a rounding closes
    // it), far from the origin and at small scales: the review helper's case that once gave NaN.
    var rng = SplitMix64(seed: 0xC105ED)
    for trial in 0..<40 {
      let scale = [1e-6, 1e-3, 1.0, 1e3][trial % 4]
      let gap = pow(10, Double.random(in: -12 ... -1, using: &rng))
      let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
      let end = gap * SIMD2(cos(angle), sin(angle))
      let piece = [
        CubicBezier(
          .zero, scale * (SIMD2(1.2, 1) + rng.point(-0.3...0.3)),
          scale * (SIMD2(-1.2, 1) + rng.point(-0.3...0.3)), scale * end)
      ]
      let path = copies(of: piece, &rng, count: 3, offset: SIMD2(1e5 * scale, 0))
      try checkConversionTolerance(path, tolerance: 1e-3 * path.extent, "trial \(trial)")
    }
  }

  @Test func nearCopyBeyondTheMatchToleranceIsFittedAfresh() throws {
    let piece = [CubicBezier(SIMD2(0, 0), SIMD2(3, 4), SIMD2(5, -4), SIMD2(9, 1))]
    var rng = SplitMix64(seed: 11)
    var path = copies(of: piece, &rng, count: 2, offset: SIMD2(0, 0))
    let tolerance = 1e-3 * path.extent
    // Move one inner control point of the second copy by a hundredth of the tolerance: far below
    // the tolerance, far above a copy's rounding.
    var moved = false
    var elements = path.elements
    var curves = 0
    for (i, element) in elements.enumerated() {
      if case .curve(let to, let control1, let control2) = element {
        curves += 1
        if curves == 2 {
          elements[i] = .curve(
            to: to, control1: CGPoint(x: control1.x + 0.01 * tolerance, y: control1.y),
            control2: control2)
          moved = true
        }
      }
    }
    try #require(moved)
    path = BezierPath(elements: elements)
    var fitter = PieceFitter()
    let fitted = StrokeFitter.fit(segments(path)[0], tolerance: tolerance, using: &fitter)
    #expect(fitter.reusedPieces == 0)
    #expect(fitted.verifiedDistance <= tolerance)
  }

  @Test(arguments: [
    // A closed loop kept (no chord), then the same loop with a chord of 1e−6.
    "M0 0L10 0C14 4 6 4 10 0L20 0C24 4 16 4 20.000001 0L30 0",
    // A different loop with a tiny chord after a closed one.
    "M0 0L10 0C14 4 6 4 10 0L20 0C30 9 12 2 20.000001 0L30 0",
    // Chords of 1e−170, whose lengths' product underflows.
    "M0 0L10 0C14 4 6 4 10 1e-170L20 0C30 9 12 2 20 -1e-170L30 0",
    "M0 0L10 0C14 4 6 4 10 1e-170L20 0C24 4 16 4 20 -1e-170L30 0",
  ])
  func closedAndNearlyClosedPiecesAreHarmless(_ data: String) throws {
    // (The rotation comes from the chords; with none, or a tiny one, nothing may go wrong.)
    try checkConversionTolerance(try BezierPath(svgPathData: data), tolerance: 0.05, "\(data)")
  }

  @Test func subpathConvertsTheSameAloneAndWithinItsPath() throws {
    // The same rounded rectangle twice: the second subpath is not fitted from the first, so it
    // converts exactly as it does alone, and a conversion never depends on an earlier one.
    let rectangle = "A2 2 0 0 1 20 2V18A2 2 0 0 1 18 20H2A2 2 0 0 1 0 18V2A2 2 0 0 1 2 0Z"
    let both = try BezierPath(svgPathData: "M2 0H18" + rectangle + "M2 0H18" + rectangle)
    let alone = try BezierPath(svgPathData: "M2 0H18" + rectangle)
    let tolerance = 0.02
    let strokes = try both.strokePaths(creationDate: date, tolerance: tolerance, pointProvider: .default)
    let single = try alone.strokePaths(creationDate: date, tolerance: tolerance, pointProvider: .default)
    try #require(strokes.count == 2)
    #expect(strokes[0].map(\.position) == single[0].map(\.position))
    #expect(strokes[1].map(\.position) == single[0].map(\.position))
  }
}
