import Foundation

extension StrokePoint {
  /// A set of a stroke point's properties (everything but the location), for composing point
  /// providers (``PointProvider/taking(_:from:)``).
  public struct Channels: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt16

    /// Creates a set from raw bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// ``StrokePoint/timeOffset``.
    public static let timeOffset = Channels(rawValue: 1 << 0)
    /// ``StrokePoint/size``.
    public static let size = Channels(rawValue: 1 << 1)
    /// ``StrokePoint/opacity``.
    public static let opacity = Channels(rawValue: 1 << 2)
    /// ``StrokePoint/force``.
    public static let force = Channels(rawValue: 1 << 3)
    /// ``StrokePoint/azimuth``.
    public static let azimuth = Channels(rawValue: 1 << 4)
    /// ``StrokePoint/altitude``.
    public static let altitude = Channels(rawValue: 1 << 5)
    /// ``StrokePoint/secondaryScale``.
    public static let secondaryScale = Channels(rawValue: 1 << 6)
    /// ``StrokePoint/threshold``.
    public static let threshold = Channels(rawValue: 1 << 7)

    /// Every property but the location.
    public static let all: Channels = [
      .timeOffset, .size, .opacity, .force, .azimuth, .altitude, .secondaryScale, .threshold,
    ]
  }

  /// Replaces the given channels with the values of another point.
  ///
  /// - Parameters:
  ///   - channels: The properties to replace.
  ///   - other: The point the values come from.
  public mutating func replace(_ channels: Channels, from other: StrokePoint) {
    if channels.contains(.timeOffset) { timeOffset = other.timeOffset }
    if channels.contains(.size) { size = other.size }
    if channels.contains(.opacity) { opacity = other.opacity }
    if channels.contains(.force) { force = other.force }
    if channels.contains(.azimuth) { azimuth = other.azimuth }
    if channels.contains(.altitude) { altitude = other.altitude }
    if channels.contains(.secondaryScale) { secondaryScale = other.secondaryScale }
    if channels.contains(.threshold) { threshold = other.threshold }
  }
}
