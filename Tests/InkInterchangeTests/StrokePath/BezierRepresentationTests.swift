import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

@Suite struct BezierRepresentationTests {
  typealias F = StrokePathFixtures

  @Test func emptyAndOnePointPaths() {
    #expect(StrokePath().bezierRepresentation.isEmpty)
    let one = F.path([SIMD2(3, -4)])
    let b = one.bezierRepresentation
    #expect(b.verbs == [.move])
    #expect(b.points == [SIMD2(3, -4)])
  }

  @Test func twoPointsAreTheStraightSegmentAtUniformSpeed() {
    let b = F.path([SIMD2(1, 1), SIMD2(7, 4)]).bezierRepresentation
    #expect(b.verbs == [.move, .curve])
    #expect(b.points == [SIMD2(1, 1), SIMD2(3, 2), SIMD2(5, 3), SIMD2(7, 4)])
  }

  @Test(arguments: [3, 4, 7, 50])
  func spansFollowTheContractFormulas(n: Int) throws {
    var rng = SplitMix64(seed: 0x5EED_0000 + UInt64(n))
    let path = F.randomPath(n, rng: &rng)
    let p = F.positions(path)
    let b = path.bezierRepresentation
    #expect(b.verbs.count == n)
    #expect(b.verbs.first == .move)
    #expect(b.verbs.dropFirst().allSatisfy { $0 == .curve })
    try #require(b.points.count == 1 + 3 * (n - 1))
    let tol = 1e-13 * F.extent(p)
    for i in 0..<(n - 1) {
      let (a, bb, c, d) = (F.control(p, i - 1), F.control(p, i), F.control(p, i + 1), F.control(p, i + 2))
      let e0: SIMD2<Double> = (a + 4 * bb + c) / 6
      let e1: SIMD2<Double> = (2 * bb + c) / 3
      let e2: SIMD2<Double> = (bb + 2 * c) / 3
      let e3: SIMD2<Double> = (bb + 4 * c + d) / 6
      let expected = [e0, e1, e2, e3]
      for k in 0..<4 {
        #expect(distance(b.points[3 * i + k], expected[k]) <= tol, "span \(i) b\(k)")
      }
    }
  }

  @Test func bezierSpansTraceTheDirectBSpline() {
    var rng = SplitMix64(seed: 42)
    for n in [2, 3, 5, 20] {
      let path = F.randomPath(n, rng: &rng)
      let p = F.positions(path)
      let b = path.bezierRepresentation
      let tol = 1e-12 * F.extent(p)
      for i in 0..<(n - 1) {
        let cubic = CubicBezier(
          b.points[3 * i], b.points[3 * i + 1], b.points[3 * i + 2], b.points[3 * i + 3])
        for k in 0...16 {
          let t = Double(k) / 16
          #expect(distance(cubic.point(at: t), F.directBSpline(p, at: Double(i) + t)) <= tol)
        }
      }
    }
  }

  @Test func endsAreVerbatimAndNatural() {
    var rng = SplitMix64(seed: 7)
    for n in [2, 3, 4, 9, 100] {
      let path = F.randomPath(n, rng: &rng)
      let p = F.positions(path)
      let b = path.bezierRepresentation
      #expect(b.points.first! == p.first!)
      #expect(b.points.last! == p.last!)
      #expect(b.points.first!.x.bitPattern == p.first!.x.bitPattern)
      #expect(b.points.last!.y.bitPattern == p.last!.y.bitPattern)
      // Zero second derivative at both ends.
      let first = CubicBezier(b.points[0], b.points[1], b.points[2], b.points[3])
      let m = b.points.count
      let last = CubicBezier(b.points[m - 4], b.points[m - 3], b.points[m - 2], b.points[m - 1])
      let tol = 1e-12 * F.extent(p)
      #expect(distance(first.secondDerivative(at: 0), .zero) <= tol)
      #expect(distance(last.secondDerivative(at: 1), .zero) <= tol)
    }
  }

  @Test func joinsAreCurvatureContinuous() {
    var rng = SplitMix64(seed: 99)
    let path = F.randomPath(40, rng: &rng)
    let b = path.bezierRepresentation
    let tol = 1e-12 * F.extent(F.positions(path))
    for i in 1..<39 {
      let u = 3 * (i - 1)
      let v = 3 * i
      // v0 = u3, v1 − v0 = u3 − u2, v0 − 2·v1 + v2 = u1 − 2·u2 + u3.
      let (u1, u2, u3) = (b.points[u + 1], b.points[u + 2], b.points[u + 3])
      let (v1, v2) = (b.points[v + 1], b.points[v + 2])
      #expect(distance(v1 - u3, u3 - u2) <= tol)
      #expect(distance(u3 - 2 * v1 + v2, u1 - 2 * u2 + u3) <= tol)
    }
  }
}
