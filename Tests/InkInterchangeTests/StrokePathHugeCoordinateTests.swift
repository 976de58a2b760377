import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

/// Stroke paths whose coordinates or values are finite but near the largest double: the span
/// sums (`(A + 4B + C)/6`, the derivative's coefficients) overflowed there, which made
/// `bezierRepresentation` and interpolation non-finite, `slice` return NaN, and a distance stride
/// step forever (found by a review).
@Suite struct StrokePathHugeCoordinateTests {
  static let date = Date(timeIntervalSinceReferenceDate: 0)

  static func path(_ points: [(Double, Double)]) -> StrokePath {
    StrokePath(controlPoints: points.map { .pen(at: CGPoint(x: $0.0, y: $0.1)) }, creationDate: date)
  }

  static func isFinite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }

  /// On random paths above the threshold, the representation is the one of the path scaled down
  /// by 2⁻⁸, scaled back: bit for bit (the scaling is exact), and finite.
  @Test func bezierRepresentationIsTheExactScaledOne() {
    var rng = SplitMix64(seed: 77)
    for round in 0..<200 {
      let n = 2 + Int(rng.next() % 12)
      let magnitude = [1e307, 9e307, 1.7e308][round % 3]
      var points: [(Double, Double)] = []
      for _ in 0..<n {
        points.append(
          (
            Double.random(in: -1...1, using: &rng) * magnitude,
            Double.random(in: -1...1, using: &rng) * magnitude
          ))
      }
      let huge = Self.path(points).bezierRepresentation
      let small = Self.path(points.map { ($0.0 * 0x1p-8, $0.1 * 0x1p-8) }).bezierRepresentation
      #expect(huge.isFinite)
      #expect(huge.verbs == small.verbs)
      let scaledBack = small.points.map { $0 * 0x1p8 }
      #expect(huge.points.map(\.x.bitPattern) == scaledBack.map(\.x.bitPattern))
      #expect(huge.points.map(\.y.bitPattern) == scaledBack.map(\.y.bitPattern))
    }
  }

  /// Interpolated locations agree with the representation's cubics and stay finite; the middle of
  /// a two-point path from −9e307 to 9e307 is its midpoint.
  @Test func interpolationIsFinite() {
    let two = Self.path([(-9e307, 0), (9e307, 0)])
    let middle = two.interpolatedLocation(at: 0.5)
    #expect(abs(middle.x) <= 1e-15 * 9e307 && middle.y == 0, "\(middle)")
    let three = Self.path([(0, 0), (5e307, 0), (0, 1e307)])
    for k in 0...40 {
      let location = three.interpolatedLocation(at: CGFloat(Double(k) / 20))
      #expect(Self.isFinite(location), "\(k): \(location)")
    }
    #expect(three.bezierRepresentation.isFinite)
    #expect(three.length.isFinite && three.length > 0)
  }

  /// Properties near the largest doubles blend by the contract's formula instead of saturating;
  /// times of opposite signs near the largest double stay finite.
  @Test func propertiesNearTheLargestDoubleBlend() throws {
    var points = (0..<3).map { StrokePoint.pen(at: CGPoint(x: Double($0), y: 0)) }
    points[0].force = 1.7e308
    points[1].force = -1.7e308
    points[2].force = 1.7e308
    points[0].timeOffset = -1.7e308
    points[1].timeOffset = 1.7e308
    let path = StrokePath(controlPoints: points, creationDate: Self.date)
    let atOne = path.interpolatedPoint(at: 1)
    // (A + 4B + C)/6 at the interior control point.
    let expected = (1.7e308 * 0x1p-8 + 4 * (-1.7e308 * 0x1p-8) + 1.7e308 * 0x1p-8) / 6 * 0x1p8
    #expect(Double(atOne.force) == expected)
    for k in 0...20 {
      let point = path.interpolatedPoint(at: CGFloat(Double(k) / 10))
      #expect(point.isFinite, "\(k): \(point)")
    }
    // Other channels are blended as they are: a subnormal opacity beside the huge forces keeps
    // its bits at the path's first point (scaled by 2⁻⁸ it would be lost).
    var withTiny = points
    withTiny[0].opacity = 5e-324
    let first = StrokePath(controlPoints: withTiny, creationDate: Self.date).interpolatedPoint(at: 0)
    #expect(first.opacity.bitPattern == CGFloat(5e-324).bitPattern)
    #expect(first.force == 1.7e308)
  }

  /// Times of opposite signs near the largest double: the time stride measures from the same
  /// finite interpolated time as ``StrokePath/interpolatedPoint(at:)`` and finds its target by
  /// the same interpolation (its own two copies overflowed: the time at the middle was infinity
  /// and the stride's result NaN).
  @Test func timeStrideBetweenTimesNearTheLargestDouble() {
    var points = (0..<2).map { StrokePoint.pen(at: CGPoint(x: Double($0), y: 0)) }
    points[0].timeOffset = -1.5e308
    points[1].timeOffset = 1.5e308
    let path = StrokePath(controlPoints: points, creationDate: Self.date)
    #expect(path.interpolatedPoint(at: 0.5).timeOffset == 0)
    #expect(path.interpolatedTime(at: 0.5) == 0)
    // 1e308 s on from the middle (time 0): a third of the way to the end's 1.5e308.
    let later = Double(path.parametricValue(0.5, offsetBy: .time(1e308)))
    #expect(abs(later - (0.5 + 1.0 / 3)) < 1e-12, "\(later)")
  }

  /// A path whose first span is longer than the largest double: a distance stride ends (after its
  /// start) instead of creeping forward by 1e−31 a step, and every point it gives is finite.
  @Test func distanceStrideEndsBeforeASpanOfInfiniteLength() {
    let path = Self.path([(1e308, 0), (-1e308, 0), (1e308, 1)])
    for stride in [1.0, 1e300] {
      var count = 0
      for point in path.interpolatedPoints(by: .distance(stride)) {
        #expect(point.isFinite)
        count += 1
        if count > 10 { break }
      }
      #expect(count >= 1 && count <= 2, "\(count) points for a stride of \(stride)")
    }
  }

  /// A path of finite length near the largest coordinates walks by distance as any other.
  @Test func distanceStrideWalksAHugeFinitePath() {
    let path = Self.path([(1e307, 0), (-1e307, 0), (1e307, 1e307)])
    let length = Double(path.length)
    #expect(length.isFinite && length > 2e307)
    let points = Array(path.interpolatedPoints(by: .distance(CGFloat(length / 8))))
    #expect(points.count == 9)
    #expect(points.allSatisfy { $0.isFinite })
  }

  /// Slices of such paths hold finite points only.
  @Test func slicesAreFinite() {
    let path = Self.path([(1e308, 0), (-1e308, 0), (1e308, 1)])
    for range: ClosedRange<CGFloat> in [0.5...1.5, 0.25...0.25, 0...1.75, 1.2...2] {
      let slice = path.slice(range)
      #expect(!slice.isEmpty)
      #expect(slice.allSatisfy { $0.isFinite }, "\(range): \(Array(slice))")
    }
  }
}
