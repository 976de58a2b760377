import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

@Suite struct SlicingTests {
  typealias F = StrokePathFixtures

  @Test func emptyAndOnePointPathsSliceToThemselves() {
    #expect(StrokePath().slice(0...1).isEmpty)
    let one = F.path([SIMD2(1, 2)])
    #expect(one.slice(0...3).isBitwiseEqual(to: one))
  }

  @Test func theWholeRangeIsThePathItself() {
    var rng = SplitMix64(seed: 31)
    let path = F.randomPath(9, rng: &rng)
    #expect(path.slice(0...8).isBitwiseEqual(to: path))
    #expect(path.slice(-5...50).isBitwiseEqual(to: path))
  }

  @Test func anEmptyRangeIsADot() {
    var rng = SplitMix64(seed: 32)
    let path = F.randomPath(9, rng: &rng)
    let dot = path.slice(2.5...2.5)
    #expect(dot.count == 1)
    #expect(dot[0].isBitwiseEqual(to: path.interpolatedPoint(at: 2.5)))
    #expect(dot.creationDate == path.creationDate)
  }

  @Test func naturalIntegerCutsReuseTheControlPoints() {
    // Collinear, equally spaced points with constant properties: every neighbour is the natural
    // phantom of a cut there.
    let path = F.path((0...10).map { SIMD2(Double($0) * 3, Double($0) * 4) })
    let slice = path.slice(2...5)
    #expect(slice.count == 4)
    for k in 0..<4 { #expect(slice[k].isBitwiseEqual(to: path[k + 2])) }
    // The slice traces the same curve.
    for k in 0...12 {
      let u = 2 + 3 * Double(k) / 12
      #expect(
        distance(
          slice.interpolatedLocation(at: u - 2),
          SIMD2(path.interpolatedLocation(at: u).x, path.interpolatedLocation(at: u).y)) <= 1e-12)
    }
    #expect(path.slice(0...4).count == 5)
    #expect(path.slice(7...10).count == 4)
  }

  @Test func naturalPhantomCheckLooksAtProperties() {
    var points = (0...4).map { StrokePoint.pen(at: CGPoint(x: Double($0), y: 0)) }
    #expect(StrokePath.isNaturalPhantom(points[0], of: points[1], points[2]))
    points[0].force = 0.5
    #expect(!StrokePath.isNaturalPhantom(points[0], of: points[1], points[2]))
    points[0].force = 1
    points[0].location.y = 1e-9
    #expect(!StrokePath.isNaturalPhantom(points[0], of: points[1], points[2]))
  }

  /// Samples of a path's curve over a parametric range.
  static func samples(_ path: StrokePath, _ a: Double, _ b: Double, count: Int) -> [SIMD2<Double>] {
    (0...count).map { k in
      let q = path.interpolatedLocation(at: a + (b - a) * Double(k) / Double(count))
      return SIMD2(q.x, q.y)
    }
  }

  /// The largest distance from a point of `from` to the polyline `to`.
  static func directedDistance(_ from: [SIMD2<Double>], _ to: [SIMD2<Double>]) -> Double {
    var worst = 0.0
    for p in from {
      var best = Double.infinity
      for k in 1..<to.count {
        let a = to[k - 1]
        let d = to[k] - a
        let len2 = (d * d).sum()
        let s = len2 > 0 ? min(max(((p - a) * d).sum() / len2, 0), 1) : 0
        best = min(best, distance(p, a + s * d))
      }
      worst = max(worst, best)
    }
    return worst
  }

  @Test func generalSlicesStayWithinTheTolerance() throws {
    var rng = SplitMix64(seed: 33)
    for trial in 0..<6 {
      let n = Int.random(in: 4...12, using: &rng)
      let path = F.randomPath(n, rng: &rng, scale: 20)
      var a = Double.random(in: 0...Double(n - 2), using: &rng)
      var b = min(a + Double.random(in: 0.3...3, using: &rng), Double(n - 1))
      if trial >= 4 {
        // Integer cuts that are not natural: converted too.
        a = a.rounded(.down)
        b = min(a + 2, Double(n - 1))
      }
      let tolerance = 0.01
      let slice = path.slice(CGFloat(a)...CGFloat(b), tolerance: tolerance)
      try #require(slice.count >= 2)
      #expect(slice.creationDate == path.creationDate)
      // Points of each curve against a dense polyline of the other.
      let source = Self.samples(path, a, b, count: 400)
      let result = Self.samples(slice, 0, Double(slice.count - 1), count: 400)
      let sourcePoints = Self.samples(path, a, b, count: 150)
      let resultPoints = Self.samples(slice, 0, Double(slice.count - 1), count: 150)
      let hausdorff = max(
        Self.directedDistance(sourcePoints, result), Self.directedDistance(resultPoints, source))
      #expect(hausdorff <= tolerance * 1.05, "slice \(a)...\(b) of \(n): \(hausdorff)")
      #expect(distance(slice[0].location, source.first!) <= tolerance)
      #expect(distance(slice[slice.count - 1].location, source.last!) <= tolerance)
      // Properties come from the source at the matching parametric values.
      let t0 = path.interpolatedPoint(at: CGFloat(a)).timeOffset
      let t1 = path.interpolatedPoint(at: CGFloat(b)).timeOffset
      #expect(abs(slice[0].timeOffset - t0) <= 1e-9)
      #expect(abs(slice[slice.count - 1].timeOffset - t1) <= 1e-9)
      for k in 1..<slice.count { #expect(slice[k].timeOffset >= slice[k - 1].timeOffset) }
    }
  }
}
