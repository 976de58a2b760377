import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

@Suite struct InterpolationTests {
  typealias F = StrokePathFixtures

  @Test func emptyAndOnePoint() {
    let empty = StrokePath()
    #expect(empty.interpolatedLocation(at: 3) == .zero)
    #expect(empty.parametricRange == 0...0)
    var p = StrokePoint.pen(at: CGPoint(x: 2, y: 5))
    p.force = 0.25
    let one = StrokePath(controlPoints: [p], creationDate: F.date)
    #expect(one.interpolatedLocation(at: 0.7) == CGPoint(x: 2, y: 5))
    #expect(one.interpolatedPoint(at: -1).isBitwiseEqual(to: p))
  }

  @Test func twoPointsInterpolateAlongTheSegment() {
    let path = F.path([SIMD2(0, 0), SIMD2(10, 20)])
    for k in 0...10 {
      let u = Double(k) / 10
      #expect(distance(path.interpolatedLocation(at: u), SIMD2(10 * u, 20 * u)) <= 1e-13)
    }
  }

  @Test func integerValuesAreTheBezierJoinsBitForBit() {
    var rng = SplitMix64(seed: 1)
    for n in [2, 3, 6, 33] {
      let path = F.randomPath(n, rng: &rng)
      let b = path.bezierRepresentation
      for k in 0..<n {
        let q = path.interpolatedLocation(at: CGFloat(k))
        #expect(
          q.x.bitPattern == b.points[3 * k].x.bitPattern && q.y.bitPattern == b.points[3 * k].y.bitPattern)
      }
    }
  }

  @Test func locationsMatchTheDirectBSpline() {
    var rng = SplitMix64(seed: 2)
    for _ in 0..<20 {
      let n = Int.random(in: 2...30, using: &rng)
      let path = F.randomPath(n, rng: &rng)
      let p = F.positions(path)
      let tol = 1e-12 * F.extent(p)
      for _ in 0..<50 {
        let u = Double.random(in: 0...Double(n - 1), using: &rng)
        #expect(distance(path.interpolatedLocation(at: u), F.directBSpline(p, at: u)) <= tol)
      }
    }
  }

  @Test func valuesAreClampedToTheRange() {
    var rng = SplitMix64(seed: 3)
    let path = F.randomPath(5, rng: &rng)
    #expect(path.interpolatedLocation(at: -2) == path[0].location)
    #expect(path.interpolatedLocation(at: 99) == path[4].location)
    #expect(path.interpolatedLocation(at: .nan) == path[0].location)
    #expect(path.interpolatedPoint(at: .infinity).isBitwiseEqual(to: path[4]))
    #expect(path.interpolatedPoint(at: -.infinity).isBitwiseEqual(to: path[0]))
  }

  @Test func endPointsAreTheControlPointsBitForBit() {
    var rng = SplitMix64(seed: 4)
    for n in [2, 3, 10] {
      let path = F.randomPath(n, rng: &rng)
      #expect(path.interpolatedPoint(at: 0).isBitwiseEqual(to: path[0]))
      #expect(path.interpolatedPoint(at: CGFloat(n - 1)).isBitwiseEqual(to: path[n - 1]))
    }
  }

  /// Bit for bit includes the sign of zero: an end value of −0 beside a neighbour's +0 came out +0
  /// (the clamp to the neighbours' range took the bound, +0, for the equal −0).
  @Test func endPointsKeepNegativeZero() {
    func point(_ x: Double, _ zero: Double) -> StrokePoint {
      StrokePoint(
        location: CGPoint(x: x, y: zero), timeOffset: x, size: CGSize(width: zero, height: zero),
        opacity: zero, force: zero, azimuth: zero, altitude: zero, secondaryScale: zero, threshold: zero)
    }
    for n in [2, 3, 5] {
      for (endZero, innerZero) in [(-0.0, 0.0), (0.0, -0.0)] {
        let points = (0..<n).map { k in point(Double(k), k == 0 || k == n - 1 ? endZero : innerZero) }
        let path = StrokePath(controlPoints: points, creationDate: F.date)
        #expect(path.interpolatedPoint(at: 0).isBitwiseEqual(to: points[0]), "n=\(n), ends \(endZero)")
        #expect(path.interpolatedPoint(at: CGFloat(n - 1)).isBitwiseEqual(to: points[n - 1]), "n=\(n)")
        let strided = Array(path.interpolatedPoints(by: .parametricStep(1)))
        #expect(strided.first?.isBitwiseEqual(to: points[0]) == true)
        #expect(strided.last?.isBitwiseEqual(to: points[n - 1]) == true)
      }
    }
  }

  @Test func propertiesFollowTheDocumentedRules() {
    var rng = SplitMix64(seed: 5)
    for _ in 0..<10 {
      let n = Int.random(in: 2...20, using: &rng)
      let path = F.randomPath(n, rng: &rng)
      let forces = path.map { Double($0.force) }
      let widths = path.map { Double($0.size.width) }
      let times = path.map(\.timeOffset)
      var previousTime = -Double.infinity
      for k in 0...200 {
        let u = Double(n - 1) * Double(k) / 200
        let q = path.interpolatedPoint(at: u)
        // Spline channels: the B-spline basis with natural ends.
        #expect(abs(Double(q.force) - F.directBSpline(forces, at: u)) <= 1e-12)
        #expect(abs(Double(q.size.width) - F.directBSpline(widths, at: u)) <= 1e-12)
        // ... which stays within the neighbouring control values.
        let i = min(Int(u), n - 2)
        let lo = forces[max(i - 1, 0)...min(i + 2, n - 1)].min()!
        let hi = forces[max(i - 1, 0)...min(i + 2, n - 1)].max()!
        #expect(Double(q.force) >= lo && Double(q.force) <= hi)
        // Time: linear between neighbours, hence monotone.
        let t = u - Double(i)
        #expect(abs(q.timeOffset - (times[i] + t * (times[i + 1] - times[i]))) <= 1e-12)
        #expect(q.timeOffset >= previousTime)
        previousTime = q.timeOffset
      }
      for k in 0..<n {
        #expect(path.interpolatedPoint(at: CGFloat(k)).timeOffset.bitPattern == times[k].bitPattern)
      }
    }
  }

  /// Rounding must not carry a value out of its neighbours' range: a constant opacity of 1 stays
  /// exactly 1 (before the clamp, 341 of 10 001 samples of such a path came out as 1 + 2⁻⁵²).
  @Test func constantValuesStayExactlyConstant() {
    var rng = SplitMix64(seed: 17)
    for n in [2, 3, 9, 40] {
      let base = F.randomPath(n, rng: &rng)
      let path = StrokePath(
        controlPoints: base.map { point in
          var p = point
          p.opacity = 1
          p.force = 0.3
          p.size = CGSize(width: 2.2, height: 2.2)
          return p
        }, creationDate: F.date)
      for k in 0...2_000 {
        let q = path.interpolatedPoint(at: CGFloat(Double(n - 1) * Double(k) / 2_000))
        #expect(q.opacity == 1, "n=\(n), k=\(k): \(q.opacity)")
        #expect(q.force == 0.3 && q.size.width == 2.2 && q.size.height == 2.2, "n=\(n), k=\(k)")
      }
    }
  }

  @Test func azimuthTakesTheShorterArc() {
    var a = StrokePoint.pen(at: .zero)
    var b = StrokePoint.pen(at: CGPoint(x: 1, y: 0))
    a.azimuth = 0.1
    b.azimuth = 2 * .pi - 0.1
    let path = StrokePath(controlPoints: [a, b], creationDate: F.date)
    #expect(abs(path.interpolatedPoint(at: 0.5).azimuth - 0) <= 1e-12)
    #expect(abs(path.interpolatedPoint(at: 0.25).azimuth - 0.05) <= 1e-12)
    #expect(path.interpolatedPoint(at: 1).azimuth == b.azimuth)
  }
}
