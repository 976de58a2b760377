import Foundation
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
}
