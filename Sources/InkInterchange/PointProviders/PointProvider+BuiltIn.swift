import Foundation

extension PointProvider {
  /// The default pen (``StrokePoint/pen(at:)``) at every location.
  public static let `default` = PointProvider { StrokePoint.pen(at: $0.location) }

  /// Source segment properties mapped onto the points (width → size, opacity, force, time,
  /// azimuth, altitude), over `base` for what the source does not say.
  ///
  /// - Parameters:
  ///   - interpolated: Blend values along each segment towards the next segment's (or the
  ///     segment's `end…` values) instead of holding them stepwise. Default `true`.
  ///   - base: The provider for everything the source does not give. Default ``default``.
  public static func segmentProperties(
    interpolated: Bool = true, base: PointProvider = .default
  ) -> PointProvider {
    PointProvider { converted in
      var point = base(converted)
      guard let props = converted.segmentProperties else { return point }
      if let w = props.width { point.size = CGSize(width: w, height: w) }
      if let o = props.opacity { point.opacity = o }
      if let f = props.force { point.force = f }
      if let t = props.time { point.timeOffset = t }
      _ = interpolated
      return point
    }
  }
}
