import Foundation
import Testing

@testable import InkInterchange

@Suite struct PointProviderTests {
  static func converted(
    _ index: Int, of count: Int, at location: CGPoint = CGPoint(x: 1, y: 2), segment: Int = 0,
    position: Double = 0, fraction: Double = 0, props: SegmentProperties? = nil,
    next: SegmentProperties? = nil
  ) -> ConvertedBezierPoint {
    ConvertedBezierPoint(
      location: location, index: index, pointCount: count, bezierSegmentIndex: segment,
      segmentPosition: position, pathFraction: fraction, segmentProperties: props,
      nextSegmentProperties: next)
  }

  @Test func convertedPointRecordsHaveValueSemantics() {
    let a = SegmentProperties(width: 2, opacity: 0.5)
    let b = SegmentProperties(width: 3, color: InkColor(red: 1, green: 0, blue: 0, alpha: 1))
    var p = Self.converted(0, of: 2, props: a, next: b)
    let copy = p
    #expect(p.segmentProperties == a && p.nextSegmentProperties == b)
    // Setting one record keeps the other, and copies do not share the change.
    p.segmentProperties = b
    #expect(p.segmentProperties == b && p.nextSegmentProperties == b)
    #expect(copy.segmentProperties == a && copy.nextSegmentProperties == b)
    p.nextSegmentProperties = nil
    #expect(p.segmentProperties == b && p.nextSegmentProperties == nil)
    p.segmentProperties = nil
    #expect(p.segmentProperties == nil && p.nextSegmentProperties == nil)
    // Equality and hashing follow the records' values, not where they are kept.
    let same = Self.converted(0, of: 2, props: a, next: b)
    #expect(same == copy && same.hashValue == copy.hashValue)
    #expect(p != copy)
    #expect(Self.converted(0, of: 2) == p)
    #expect(Set([same, copy, p]).count == 2)
  }

  @Test func defaultIsThePenAtTheLocation() {
    let p = PointProvider.default(Self.converted(0, of: 1, at: CGPoint(x: 5, y: -1)))
    #expect(p.isBitwiseEqual(to: .pen(at: CGPoint(x: 5, y: -1))))
    #expect(p.size == CGSize(width: 3, height: 3) && p.opacity == 1 && p.force == 1)
    #expect(p.azimuth == 0 && p.altitude == .pi / 4 && p.timeOffset == 0)
  }

  @Test func constantReplacesOnlyTheLocation() {
    let template = StrokePoint(
      location: CGPoint(x: 99, y: 99), timeOffset: 2, size: CGSize(width: 4, height: 5), opacity: 0.5,
      force: 2, azimuth: 1, altitude: 0.3, secondaryScale: 3, threshold: 0.2)
    let p = PointProvider.constant(template)(Self.converted(3, of: 9, at: CGPoint(x: 7, y: 8)))
    var expected = template
    expected.location = CGPoint(x: 7, y: 8)
    #expect(p.isBitwiseEqual(to: expected))

    let q = PointProvider.constant(force: 0.25)(Self.converted(0, of: 1, at: CGPoint(x: 1, y: 1)))
    var pen = StrokePoint.pen(at: CGPoint(x: 1, y: 1))
    pen.force = 0.25
    #expect(q.isBitwiseEqual(to: pen))
    #expect(
      PointProvider.constant()(Self.converted(0, of: 1)).isBitwiseEqual(to: .pen(at: CGPoint(x: 1, y: 2))))
  }

  @Test func timingByIndex() {
    let provider = PointProvider.timing(duration: 2, by: .index)
    let times = (0..<5).map { provider(Self.converted($0, of: 5)).timeOffset }
    #expect(times == [0, 0.5, 1, 1.5, 2])
    #expect(provider(Self.converted(0, of: 1)).timeOffset == 0)
    #expect(provider(Self.converted(2, of: 5)).force == 1)
    // A negative duration starts at +0, not −0 (bitwise comparisons tell them apart).
    let backwards = PointProvider.timing(duration: -2, by: .index)
    #expect(backwards(Self.converted(0, of: 5)).timeOffset.bitPattern == (0.0).bitPattern)
    #expect(backwards(Self.converted(4, of: 5)).timeOffset == -2)
  }

  @Test func timingByArcLengthOverABase() {
    let provider = PointProvider.timing(duration: 3, by: .arcLength, base: .constant(force: 0.5))
    #expect(provider(Self.converted(1, of: 4, fraction: 0.25)).timeOffset == 0.75)
    #expect(provider(Self.converted(3, of: 4, fraction: 1)).timeOffset == 3)
    #expect(provider(Self.converted(0, of: 4, fraction: -0.1)).timeOffset == 0)
    #expect(provider(Self.converted(1, of: 4, fraction: 0.25)).force == 0.5)
  }

  @Test func segmentPropertiesStepwise() {
    let props = SegmentProperties(width: 4, opacity: 0.5, force: 2, time: 1, azimuth: 0.5, altitude: 1)
    let next = SegmentProperties(width: 8, opacity: 1, force: 4, time: 3, azimuth: 1.5, altitude: 0.5)
    let p = PointProvider.segmentProperties(interpolated: false)(
      Self.converted(0, of: 3, position: 0.5, props: props, next: next))
    #expect(p.size == CGSize(width: 4, height: 4))
    #expect(p.opacity == 0.5 && p.force == 2 && p.timeOffset == 1 && p.azimuth == 0.5 && p.altitude == 1)
  }

  @Test func segmentPropertiesInterpolateTowardsTheNextSegment() {
    let props = SegmentProperties(width: 4, opacity: 0.5, force: 2, time: 1, azimuth: 0.5, altitude: 1)
    let next = SegmentProperties(width: 8, opacity: 1, force: 4, time: 3, azimuth: 1.5, altitude: 0.5)
    let provider = PointProvider.segmentProperties()
    let p = provider(Self.converted(0, of: 3, position: 0.25, props: props, next: next))
    #expect(p.size == CGSize(width: 5, height: 5))
    #expect(p.opacity == 0.625 && p.force == 2.5 && p.timeOffset == 1.5)
    #expect(abs(p.azimuth - 0.75) <= 1e-15 && p.altitude == 0.875)
    let end = provider(Self.converted(0, of: 3, position: 1, props: props, next: next))
    #expect(end.size.width == 8 && end.timeOffset == 3)
  }

  @Test func segmentPropertiesPreferTheSegmentsEndValues() {
    let props = SegmentProperties(width: 2, endWidth: 6, time: 0, endTime: 10)
    let next = SegmentProperties(width: 100, time: 100)
    let p = PointProvider.segmentProperties()(
      Self.converted(0, of: 3, position: 0.5, props: props, next: next))
    #expect(p.size.width == 4 && p.timeOffset == 5)
    // Without an end value or a next segment, the value stays constant.
    let q = PointProvider.segmentProperties()(
      Self.converted(0, of: 3, position: 0.5, props: SegmentProperties(force: 3)))
    #expect(q.force == 3)
  }

  /// Blending two finite values gives a finite value between them, even when their difference
  /// overflows: `start + s · (end − start)` made ±infinity (NaN for the azimuth), and the
  /// conversion refused the path with `pointProviderReturnedNonFinite`.
  @Test func segmentPropertiesBlendFiniteValuesWhoseDifferenceOverflows() {
    let big = 1.5e308
    let props = SegmentProperties(
      width: -big, opacity: -big, force: -big, time: -big, azimuth: -big, altitude: -big)
    let next = SegmentProperties(width: big, opacity: big, force: big, time: big, azimuth: big, altitude: big)
    let provider = PointProvider.segmentProperties()
    for position in [0.25, 0.5, 0.75] {
      let p = provider(Self.converted(0, of: 3, position: position, props: props, next: next))
      #expect(p.firstNonFiniteProperty == nil, "position \(position): \(p)")
      let expected = (1 - position) * -big + position * big
      for (name, value) in [
        ("width", p.size.width), ("opacity", p.opacity), ("force", p.force), ("time", p.timeOffset),
        ("altitude", p.altitude),
      ] {
        #expect(abs(value - expected) <= 1e-15 * big, "\(name) at \(position): \(value)")
      }
    }
    // The shared angle interpolation, which a stroke path's interpolation uses too.
    var a = StrokePoint.pen(at: .zero)
    a.azimuth = -big
    var b = StrokePoint.pen(at: CGPoint(x: 1, y: 0))
    b.azimuth = big
    let path2 = StrokePath(controlPoints: [a, b], creationDate: Date(timeIntervalSinceReferenceDate: 0))
    #expect(path2.interpolatedPoint(at: 0.5).azimuth.isFinite)
    // Through an importer's conversion: the path converts instead of failing.
    var path = BezierPath()
    path.move(to: SIMD2(0, 0))
    path.addCurve(to: SIMD2(100, 0), control1: SIMD2(30, 80), control2: SIMD2(70, -80))
    path.addLine(to: SIMD2(120, 5))
    #expect(throws: Never.self) {
      _ = try path.strokePaths(
        creationDate: Date(timeIntervalSinceReferenceDate: 0), tolerance: 0.01,
        segmentProperties: [props, next], pointProvider: provider)
    }
  }

  @Test func segmentPropertiesLeaveUnknownValuesToTheBase() {
    let base = PointProvider.constant(opacity: 0.3, force: 0.7)
    let provider = PointProvider.segmentProperties(base: base)
    let p = provider(Self.converted(0, of: 2, props: SegmentProperties(width: 5)))
    #expect(p.size.width == 5 && p.opacity == 0.3 && p.force == 0.7)
    let q = provider(Self.converted(0, of: 2))
    #expect(q.isBitwiseEqual(to: base(Self.converted(0, of: 2))))
  }

  @Test func restoringGivesSavedPointsBitForBit() {
    var saved: [StrokePoint] = []
    for k in 0..<4 {
      var p = StrokePoint.pen(at: CGPoint(x: Double(k) + 0.1, y: -0.0))
      p.force = Double(k) / 3
      p.timeOffset = Double(k) * 0.01
      saved.append(p)
    }
    let provider = PointProvider.restoring(saved, fallback: .constant(force: 9))
    for k in 0..<4 {
      let p = provider(Self.converted(k, of: 4, at: CGPoint(x: 50, y: 50)))
      #expect(p.isBitwiseEqual(to: saved[k]))
    }
    let other = provider(Self.converted(1, of: 5, at: CGPoint(x: 50, y: 50)))
    #expect(other.force == 9 && other.location == CGPoint(x: 50, y: 50))
  }

  @Test func mapTransformsPoints() {
    let provider = PointProvider.default.map { point, converted in
      var p = point
      p.force = Double(converted.index)
      return p
    }
    #expect(provider(Self.converted(3, of: 5)).force == 3)
    #expect(provider(Self.converted(3, of: 5)).size.width == 3)
  }

  @Test func takingChannelsFromAnotherProvider() {
    let sizes = PointProvider.constant(size: CGSize(width: 9, height: 9), force: 5)
    let provider = PointProvider.timing(duration: 4, by: .index).taking(.size, from: sizes)
    let p = provider(Self.converted(1, of: 3, at: CGPoint(x: 3, y: 3)))
    #expect(p.size.width == 9 && p.timeOffset == 2 && p.force == 1 && p.location == CGPoint(x: 3, y: 3))
    let all = PointProvider.default.taking(.all, from: .constant(force: 2, timeOffset: 7))
    let q = all(Self.converted(0, of: 1))
    #expect(q.force == 2 && q.timeOffset == 7 && q.location == CGPoint(x: 1, y: 2))
    let none = PointProvider.default.taking([], from: .constant(force: 2))
    #expect(none(Self.converted(0, of: 1)).force == 1)
  }

  @Test func everyChannelIsReplaced() {
    let other = StrokePoint(
      location: .zero, timeOffset: 1, size: CGSize(width: 2, height: 3), opacity: 0.1, force: 0.2,
      azimuth: 0.3, altitude: 0.4, secondaryScale: 0.5, threshold: 0.6)
    var p = StrokePoint.pen(at: CGPoint(x: 4, y: 4))
    p.replace(.all, from: other)
    var expected = other
    expected.location = CGPoint(x: 4, y: 4)
    #expect(p.isBitwiseEqual(to: expected))
  }

  @Test func closuresAreProviders() {
    let provider = PointProvider { converted in .pen(at: CGPoint(x: converted.location.x * 2, y: 0)) }
    #expect(provider(Self.converted(0, of: 1)).location == CGPoint(x: 2, y: 0))
  }
}
