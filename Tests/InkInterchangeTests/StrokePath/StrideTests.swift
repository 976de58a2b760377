import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

@Suite struct StrideTests {
  typealias F = StrokePathFixtures

  @Test func distanceStrideSpacingEqualsTheStride() {
    var rng = SplitMix64(seed: 21)
    for _ in 0..<10 {
      let n = Int.random(in: 2...15, using: &rng)
      let path = F.randomPath(n, rng: &rng)
      let total = Double(path.length)
      let stride = total / Double.random(in: 3...40, using: &rng)
      let values = path.interpolatedPoints(by: .distance(stride)).parametricValues
      #expect(values.first == 0)
      #expect(
        values.count == Int((total / stride).rounded(.down)) + 1
          || values.count == Int((total / stride).rounded(.down)))
      for k in 1..<values.count {
        let gap = Double(path.length(in: values[k - 1]...values[k]))
        #expect(abs(gap - stride) <= 1e-9 * stride, "gap \(k): \(gap) vs \(stride)")
      }
      // What is left after the last point is shorter than a stride.
      #expect(Double(path.length(in: values.last!...path.parametricRange.upperBound)) < stride * (1 + 1e-9))
    }
  }

  /// A stride of `length / k` gives `k + 1` points, although `k · fl(length / k)` and the sum of
  /// the spans' lengths differ from `length` in the last bits (before, a unit segment with
  /// stride `1/9` gave 9 points; random paths lost their last point in about 40 % of the cases).
  @Test func strideOfLengthOverKGivesKPlusOnePoints() {
    let segment = F.path([SIMD2(0, 0), SIMD2(1, 0)])
    let values = segment.interpolatedPoints(by: .distance(segment.length / 9)).parametricValues
    #expect(values.count == 10)
    #expect(values.last == 1)
    var rng = SplitMix64(seed: 23)
    for _ in 0..<200 {
      let n = Int.random(in: 2...12, using: &rng)
      let path = F.randomPath(n, rng: &rng)
      let k = Int.random(in: 1...60, using: &rng)
      let stride = Double(path.length) / Double(k)
      let values = path.interpolatedPoints(by: .distance(stride)).parametricValues
      #expect(values.count == k + 1, "n=\(n), k=\(k): \(values.count) points")
      #expect(values.last.map { abs(Double($0) - Double(n - 1)) <= 1e-9 } == true)
    }
    // A stride clearly longer than the rest still stops before the end.
    #expect(segment.interpolatedPoints(by: .distance(0.3)).parametricValues.count == 4)
    #expect(segment.interpolatedPoints(by: .distance(1 / 3 + 1e-9)).parametricValues.count == 3)
  }

  @Test func distanceStrideWithinARange() {
    var rng = SplitMix64(seed: 22)
    let path = F.randomPath(10, rng: &rng)
    let values = path.interpolatedPoints(in: 2.5...6.25, by: .distance(3)).parametricValues
    #expect(values.first == 2.5)
    #expect(values.allSatisfy { $0 >= 2.5 && $0 <= 6.25 })
    for k in 1..<values.count {
      #expect(abs(path.length(in: values[k - 1]...values[k]) - 3) <= 3e-9)
    }
    let points = Array(path.interpolatedPoints(in: 2.5...6.25, by: .distance(3)))
    #expect(points.count == values.count)
    #expect(points[1].isBitwiseEqual(to: path.interpolatedPoint(at: values[1])))
  }

  @Test func timeStrideHitsEveryMultipleOfTheStep() {
    var rng = SplitMix64(seed: 23)
    for _ in 0..<10 {
      let n = Int.random(in: 2...20, using: &rng)
      let path = F.randomPath(n, rng: &rng)
      let start = path[0].timeOffset
      let end = path[n - 1].timeOffset
      let dt = (end - start) / Double.random(in: 2...30, using: &rng)
      let points = Array(path.interpolatedPoints(by: .time(dt)))
      #expect(
        points.count == Int(((end - start) / dt).rounded(.down)) + 1
          || points.count == Int(((end - start) / dt).rounded(.down)))
      for (k, point) in points.enumerated() {
        #expect(abs(point.timeOffset - (start + Double(k) * dt)) <= 1e-9 * max(end, 1))
      }
      #expect(points.last!.timeOffset + dt > end - 1e-9)
    }
  }

  /// A time stride of `(end − start) / k` gives `k + 1` points, as a distance stride of
  /// `length / k` does: `start + k · dt` can land past the end's time in its last bits (times
  /// [0, 0.5] over 0.1506…0.8617 with k = 19 gave 19 points; about one case in a thousand).
  @Test func timeStrideOfDurationOverKGivesKPlusOnePoints() {
    var rng = SplitMix64(seed: 29)
    var checked = 0
    for _ in 0..<4_000 {
      let n = Int.random(in: 2...8, using: &rng)
      var points = Array(F.randomPath(n, rng: &rng))
      // Strictly increasing times from a random origin (offsets far from 0 included).
      var t = [0, 1, 1e4, -37.25][Int.random(in: 0..<4, using: &rng)]
      for i in 0..<n {
        points[i].timeOffset = t
        t += Double.random(in: 0.01...2, using: &rng)
      }
      let path = StrokePath(controlPoints: points, creationDate: F.date)
      let a = Double.random(in: 0..<Double(n - 1), using: &rng)
      let b = Double.random(in: a...Double(n - 1), using: &rng)
      let k = Int.random(in: 1...60, using: &rng)
      let t0 = path.interpolatedPoint(at: a).timeOffset
      let t1 = path.interpolatedPoint(at: b).timeOffset
      let dt = (t1 - t0) / Double(k)
      guard dt > 0, (t1 - t0) > 1e-9 * Swift.max(1, abs(t0)) else { continue }
      checked += 1
      let values = path.interpolatedPoints(in: a...b, by: .time(dt)).parametricValues
      #expect(values.count == k + 1, "n=\(n) range \(a)...\(b) k=\(k): \(values.count) points")
      if let last = values.last { #expect(abs(Double(last) - b) <= 1e-6 * Swift.max(1, b)) }
    }
    #expect(checked > 3_500)
    // A stride clearly longer than the rest still stops before the end.
    var ends = Array(F.path([SIMD2(0, 0), SIMD2(1, 0)]))
    ends[1].timeOffset = 1
    let segment = StrokePath(controlPoints: ends, creationDate: F.date)
    #expect(segment.interpolatedPoints(by: .time(1 / 3 + 1e-9)).parametricValues.count == 3)
    #expect(segment.interpolatedPoints(by: .time(1.0 / 3)).parametricValues.count == 4)
  }

  @Test func parametricStride() {
    var rng = SplitMix64(seed: 24)
    let path = F.randomPath(6, rng: &rng)
    #expect(
      path.interpolatedPoints(by: .parametricStep(0.5)).parametricValues == [
        0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5,
      ])
    #expect(path.interpolatedPoints(in: 1...2, by: .parametricStep(0.3)).parametricValues.count == 4)
  }

  /// A parametric step of `(upper − lower) / k` gives `k + 1` points, the last at `upper`, as a
  /// distance or time stride does, although `lower + k · fl((upper − lower) / k)` may pass `upper`
  /// in the last bit (before, `0...7` by `7 / 25` gave 25 points, and a step of a random range's
  /// width over `k` lost the end in about 2 % of the cases).
  @Test func parametricStepOfTheRangeOverKGivesKPlusOnePoints() {
    var rng = SplitMix64(seed: 29)
    let fourteen = F.randomPath(14, rng: &rng)
    for (k, upper) in [(25, 7.0), (41, 7.0), (85, 11.0), (85, 13.0), (99, 13.0)] {
      let values = fourteen.interpolatedPoints(
        in: 0...CGFloat(upper), by: .parametricStep(CGFloat(upper / Double(k)))
      )
      .parametricValues
      #expect(values.count == k + 1, "0...\(upper) by \(upper)/\(k): \(values.count) points")
      #expect(values.last == CGFloat(upper))
    }
    for _ in 0..<2_000 {
      let n = Int.random(in: 2...30, using: &rng)
      let path = F.randomPath(n, rng: &rng)
      let last = Double(n - 1)
      let lower = Bool.random(using: &rng) ? 0 : Double.random(in: 0..<last, using: &rng)
      let upper = Bool.random(using: &rng) ? last : Double.random(in: lower...last, using: &rng)
      guard upper > lower else { continue }
      let k = Int.random(in: 1...100, using: &rng)
      let step = (upper - lower) / Double(k)
      let values = path.interpolatedPoints(
        in: CGFloat(lower)...CGFloat(upper), by: .parametricStep(CGFloat(step))
      )
      .parametricValues
      #expect(values.count == k + 1, "\(lower)...\(upper) by its width / \(k): \(values.count) points")
      #expect(values.last.map { abs(Double($0) - upper) <= 1e-12 * upper } == true)
      for j in 1..<values.count { #expect(values[j] > values[j - 1]) }
    }
    // A step clearly longer than the rest still stops before the end.
    let segment = F.path([SIMD2(0, 0), SIMD2(1, 0)])
    #expect(segment.interpolatedPoints(by: .parametricStep(1 / 3 + 1e-9)).parametricValues.count == 3)
    #expect(
      segment.interpolatedPoints(by: .parametricStep(0.3)).parametricValues == [
        0, 0.3, 0.6, 0.8999999999999999,
      ])
  }

  @Test func unusableStridesGiveTheStartPointAlone() {
    var rng = SplitMix64(seed: 25)
    let path = F.randomPath(6, rng: &rng)
    for stride: StrokePath.InterpolatedSlice.Stride in [
      .distance(0), .distance(-1), .distance(.nan), .distance(.infinity), .time(0), .time(-1), .time(.nan),
      .parametricStep(0), .parametricStep(-2), .parametricStep(.infinity), .distance(1e-300),
    ] {
      #expect(path.interpolatedPoints(in: 1...4, by: stride).parametricValues == [1], "\(stride)")
    }
    #expect(Array(StrokePath().interpolatedPoints(by: .distance(1))).isEmpty)
    let one = F.path([SIMD2(1, 1)])
    #expect(Array(one.interpolatedPoints(by: .distance(1))).count == 1)
    #expect(Array(one.interpolatedPoints(by: .parametricStep(1))).count == 1)
  }

  @Test func offsetByDistanceRoundTrips() {
    var rng = SplitMix64(seed: 26)
    for _ in 0..<20 {
      let n = Int.random(in: 2...12, using: &rng)
      let path = F.randomPath(n, rng: &rng)
      let u = Double.random(in: 0...Double(n - 1), using: &rng)
      let d = Double(path.length(in: u...Double(n - 1))) * Double.random(in: 0...1, using: &rng)
      let v = path.parametricValue(u, offsetBy: .distance(d))
      #expect(abs(path.length(in: u...v) - d) <= 1e-9 * max(d, 1e-6))
      let back = path.parametricValue(v, offsetBy: .distance(-d))
      #expect(abs(path.length(in: min(u, back)...max(u, back))) <= 1e-9 * max(d, 1e-6))
    }
  }

  @Test func offsetsClampAtTheEnds() {
    var rng = SplitMix64(seed: 27)
    let path = F.randomPath(5, rng: &rng)
    #expect(path.parametricValue(1, offsetBy: .distance(1e9)) == 4)
    #expect(path.parametricValue(3, offsetBy: .distance(-1e9)) == 0)
    #expect(path.parametricValue(1, offsetBy: .parametricStep(10)) == 4)
    #expect(path.parametricValue(1, offsetBy: .parametricStep(-10)) == 0)
    #expect(path.parametricValue(1.5, offsetBy: .parametricStep(0.25)) == 1.75)
    #expect(path.parametricValue(1, offsetBy: .time(1e9)) == 4)
    #expect(path.parametricValue(1, offsetBy: .time(-1e9)) == 0)
    #expect(path.parametricValue(2, offsetBy: .distance(0)) == 2)
  }

  @Test func offsetByTime() {
    var rng = SplitMix64(seed: 28)
    for _ in 0..<20 {
      let n = Int.random(in: 2...12, using: &rng)
      let path = F.randomPath(n, rng: &rng)
      let u = Double.random(in: 0...Double(n - 1), using: &rng)
      let t0 = path.interpolatedPoint(at: u).timeOffset
      let dt = (path[n - 1].timeOffset - t0) * Double.random(in: 0.01...1, using: &rng)
      let v = path.parametricValue(u, offsetBy: .time(dt))
      #expect(abs(path.interpolatedPoint(at: v).timeOffset - (t0 + dt)) <= 1e-12)
      let w = path.parametricValue(v, offsetBy: .time(-dt))
      #expect(abs(path.interpolatedPoint(at: w).timeOffset - t0) <= 1e-12)
    }
  }

  @Test func distanceStrideOverRepeatedPointsAndCusps() {
    // Triple points (straight pieces, zero-length spans) and a turn-back (a cusp).
    let p: [SIMD2<Double>] = [
      SIMD2(0, 0), SIMD2(0, 0), SIMD2(0, 0), SIMD2(10, 0), SIMD2(10, 0), SIMD2(10, 0), SIMD2(10, 10),
      SIMD2(20, 20), SIMD2(10, 10), SIMD2(0, 20), SIMD2(0, 20),
    ]
    let path = F.path(p)
    let total = Double(path.length)
    for divisions in [3.0, 7.5, 40, 333] {
      let stride = total / divisions
      let values = path.interpolatedPoints(by: .distance(stride)).parametricValues
      #expect(values.count >= Int(divisions))
      for k in 1..<values.count {
        #expect(values[k] > values[k - 1])
        let gap = Double(path.length(in: values[k - 1]...values[k]))
        #expect(abs(gap - stride) <= 1e-9 * stride, "\(divisions): gap \(k) \(gap) vs \(stride)")
      }
    }
    // The zero-length first span is skipped: the first stride lands beyond it.
    #expect(path.parametricValue(0, offsetBy: .distance(1)) > 1)
  }
}
