import Foundation

extension PointProvider {
  /// A provider that transforms this provider's points.
  ///
  /// - Parameter transform: Receives the point this provider makes and the converted point it was
  ///   made from; returns the final point.
  /// - Returns: The composed provider.
  public func map(
    _ transform: @escaping @Sendable (StrokePoint, ConvertedBezierPoint) -> StrokePoint
  ) -> PointProvider {
    let makePoint = self.makePoint
    return PointProvider { converted in transform(makePoint(converted), converted) }
  }

  /// A provider that takes some channels from another provider and the rest from this one.
  ///
  /// For example `.segmentProperties().taking(.timeOffset, from: .timing(duration: 2))` keeps the
  /// source's widths and spreads time over two seconds. The location always comes from this
  /// provider.
  ///
  /// - Parameters:
  ///   - channels: The values to take from `other`.
  ///   - other: The provider those values come from.
  /// - Returns: The composed provider.
  public func taking(_ channels: StrokePoint.Channels, from other: PointProvider) -> PointProvider {
    let makePoint = self.makePoint
    return PointProvider { converted in
      var point = makePoint(converted)
      guard !channels.isEmpty else { return point }
      point.replace(channels, from: other(converted))
      return point
    }
  }
}
