import Foundation

extension PointProvider {
  /// The default pen (``StrokePoint/pen(at:)``) at every location: size 3×3, opacity 1, force 1,
  /// azimuth 0, altitude π/4, time offset 0, secondary scale 1, threshold 0.
  public static let `default` = PointProvider { StrokePoint.pen(at: $0.location) }

  /// The same point everywhere, with the location replaced by the converted location.
  ///
  /// - Parameter point: The values every point gets (its location is ignored).
  /// - Returns: The provider.
  public static func constant(_ point: StrokePoint) -> PointProvider {
    PointProvider { converted in
      var result = point
      result.location = converted.location
      return result
    }
  }

  /// The same values everywhere, at the converted location; every value defaults to the default
  /// pen's (``default``).
  ///
  /// - Parameters:
  ///   - size: The ink tip's size. Default 3×3.
  ///   - opacity: Opacity. Default 1.
  ///   - force: Force. Default 1.
  ///   - azimuth: Azimuth, radians. Default 0.
  ///   - altitude: Altitude, radians. Default π/4.
  ///   - timeOffset: Time offset, seconds. Default 0.
  ///   - secondaryScale: Secondary scale. Default 1.
  ///   - threshold: Opacity threshold. Default 0.
  /// - Returns: The provider.
  public static func constant(
    size: CGSize = CGSize(width: 3, height: 3), opacity: CGFloat = 1, force: CGFloat = 1,
    azimuth: CGFloat = 0, altitude: CGFloat = .pi / 4, timeOffset: TimeInterval = 0,
    secondaryScale: CGFloat = 1, threshold: CGFloat = 0
  ) -> PointProvider {
    .constant(
      StrokePoint(
        location: .zero, timeOffset: timeOffset, size: size, opacity: opacity, force: force,
        azimuth: azimuth, altitude: altitude, secondaryScale: secondaryScale, threshold: threshold))
  }

  /// What timing is spread evenly over: the points' indices or the arc length before them.
  public enum TimingBasis: Sendable, Hashable {
    /// Point `i` of `n` gets `duration · i/(n − 1)` (a one-point path gets 0).
    case index
    /// Each point gets `duration ·` ``ConvertedBezierPoint/pathFraction``, the fraction of the
    /// subpath's arc length before it (clamped to `0...1`).
    case arcLength
  }

  /// Time offsets spread evenly from 0 to `duration`, by index or by arc length, over `base` for
  /// every other value.
  ///
  /// - Parameters:
  ///   - duration: The time offset of the last point, in seconds.
  ///   - basis: What the time is spread over. Default ``TimingBasis/arcLength``.
  ///   - base: The provider for every other value. Default ``default``.
  /// - Returns: The provider.
  public static func timing(
    duration: TimeInterval, by basis: TimingBasis = .arcLength, base: PointProvider = .default
  ) -> PointProvider {
    PointProvider { converted in
      var point = base(converted)
      let fraction: Double
      switch basis {
      case .index:
        fraction =
          converted.pointCount > 1
          ? Double(converted.index) / Double(converted.pointCount - 1) : 0
      case .arcLength:
        fraction = converted.pathFraction.isNaN ? 0 : Swift.min(Swift.max(converted.pathFraction, 0), 1)
      }
      // Exact at both ends (the start +0 whatever the sign of the duration: 0 × −2 is −0).
      point.timeOffset = fraction == 1 ? duration : fraction == 0 ? 0 : fraction * duration
      return point
    }
  }

  /// Source segment properties mapped onto the points, over `base` for what the source does not
  /// say.
  ///
  /// Mapping: `width` → `size` (width × width), `opacity`, `force`, `time` → `timeOffset`,
  /// `azimuth`, `altitude`. A value the segment does not give (`nil`) is left to `base`; so is
  /// every value when the point carries no ``ConvertedBezierPoint/segmentProperties``.
  ///
  /// Interpolated, a value blends linearly by ``ConvertedBezierPoint/segmentPosition`` from the
  /// segment's value to its end value: `endWidth` / `endTime` when the segment gives them, else the
  /// next segment's value (``ConvertedBezierPoint/nextSegmentProperties``), else it stays constant.
  /// The azimuth blends along the shorter arc. At position 0 the value is the segment's, at 1 the
  /// end value, exactly.
  ///
  /// - Parameters:
  ///   - interpolated: Blend values along each segment towards the next segment's (or the
  ///     segment's `end…` values) instead of holding them stepwise. Default `true`.
  ///   - base: The provider for everything the source does not give. Default ``default``.
  /// - Returns: The provider.
  public static func segmentProperties(
    interpolated: Bool = true, base: PointProvider = .default
  ) -> PointProvider {
    PointProvider { converted in
      var point = base(converted)
      guard let props = converted.segmentProperties else { return point }
      let next = converted.nextSegmentProperties
      let s = converted.segmentPosition.isNaN ? 0 : Swift.min(Swift.max(converted.segmentPosition, 0), 1)
      func blend(_ start: Double?, _ end: Double?) -> Double? {
        guard let start else { return nil }
        guard interpolated, let end else { return start }
        return StrokePath.interpolate(start, end, s)
      }
      if let w = blend(props.width, props.endWidth ?? next?.width) {
        point.size = CGSize(width: w, height: w)
      }
      if let o = blend(props.opacity, next?.opacity) { point.opacity = CGFloat(o) }
      if let f = blend(props.force, next?.force) { point.force = CGFloat(f) }
      if let t = blend(props.time, props.endTime ?? next?.time) { point.timeOffset = t }
      if let a = blend(props.altitude, next?.altitude) { point.altitude = CGFloat(a) }
      if let a = props.azimuth {
        if interpolated, let b = next?.azimuth, s > 0 {
          point.azimuth = CGFloat(s == 1 ? b : StrokePath.interpolateAngle(a, b, s))
        } else {
          point.azimuth = CGFloat(a)
        }
      }
      return point
    }
  }

  /// Saved points given back by index, bit for bit (location included), when the path being made
  /// has exactly as many points as were saved; `fallback` otherwise.
  ///
  /// This is the "export Béziers plus a side table of per-point values, load them back exactly"
  /// pattern: a path exported with ``StrokePath/bezierRepresentation`` converts back to the same
  /// number of control points, and this provider restores every saved value.
  ///
  /// - Parameters:
  ///   - points: The saved points, in order.
  ///   - fallback: The provider used when the counts differ. Default ``default``.
  /// - Returns: The provider.
  public static func restoring(_ points: [StrokePoint], fallback: PointProvider = .default) -> PointProvider {
    PointProvider { converted in
      guard converted.pointCount == points.count, points.indices.contains(converted.index) else {
        return fallback(converted)
      }
      return points[converted.index]
    }
  }
}
