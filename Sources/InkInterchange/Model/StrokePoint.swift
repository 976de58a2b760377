import Foundation

/// One control point of a ``StrokePath``: a location plus the per-point properties PencilKit's
/// `PKStrokePoint` carries.
///
/// Every property is a plain value; ``StrokePath`` interpolates them along the curve (see
/// ``StrokePath/interpolatedPoint(at:)``). A stroke never holds a non-finite value: the validating
/// initializers of ``StrokePath`` reject NaN and infinity with ``StrokeModelError``.
public struct StrokePoint: Sendable, Hashable {
  /// The control point's position, in the stroke's coordinate space.
  public var location: CGPoint
  /// Seconds since the stroke path's ``StrokePath/creationDate``.
  public var timeOffset: TimeInterval
  /// The width and height of the ink tip at this point, in the stroke's units.
  public var size: CGSize
  /// Opacity of the ink at this point, normally in `0...1` (values above 1 are allowed, as in
  /// PencilKit, for inks that build up).
  public var opacity: CGFloat
  /// Pen pressure (force) at this point; 1 is a "normal" press, as in PencilKit.
  public var force: CGFloat
  /// The pen's azimuth angle in radians.
  public var azimuth: CGFloat
  /// The pen's altitude angle in radians (π/2 is perpendicular to the surface).
  public var altitude: CGFloat
  /// Scale applied to the size of secondary effects (PencilKit's `secondaryScale`); 1 by default.
  public var secondaryScale: CGFloat
  /// The ink's opacity threshold at this point (PencilKit's `threshold`); 0 by default.
  public var threshold: CGFloat

  /// Creates a stroke point; the labels and their order are those of PencilKit's `PKStrokePoint`.
  ///
  /// - Parameters:
  ///   - location: The position of the control point.
  ///   - timeOffset: Seconds since the stroke path's creation date.
  ///   - size: The ink tip's size.
  ///   - opacity: The ink's opacity.
  ///   - force: The pen's force.
  ///   - azimuth: The pen's azimuth, in radians.
  ///   - altitude: The pen's altitude, in radians.
  ///   - secondaryScale: Scale of secondary effects. Default 1.
  ///   - threshold: Opacity threshold. Default 0.
  @inlinable
  public init(
    location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat,
    force: CGFloat, azimuth: CGFloat, altitude: CGFloat,
    secondaryScale: CGFloat = 1, threshold: CGFloat = 0
  ) {
    self.location = location
    self.timeOffset = timeOffset
    self.size = size
    self.opacity = opacity
    self.force = force
    self.azimuth = azimuth
    self.altitude = altitude
    self.secondaryScale = secondaryScale
    self.threshold = threshold
  }

  /// The default pen point at `location`: size 3×3, opacity 1, force 1, azimuth 0, altitude π/4,
  /// time offset 0.
  public static func pen(at location: CGPoint) -> StrokePoint {
    StrokePoint(
      location: location, timeOffset: 0, size: CGSize(width: 3, height: 3), opacity: 1, force: 1,
      azimuth: 0, altitude: .pi / 4)
  }

  /// The name of the first property that is NaN or infinite, or `nil` when every value is finite.
  public var firstNonFiniteProperty: String? {
    if !location.x.isFinite { return "location.x" }
    if !location.y.isFinite { return "location.y" }
    if !timeOffset.isFinite { return "timeOffset" }
    if !size.width.isFinite { return "size.width" }
    if !size.height.isFinite { return "size.height" }
    if !opacity.isFinite { return "opacity" }
    if !force.isFinite { return "force" }
    if !azimuth.isFinite { return "azimuth" }
    if !altitude.isFinite { return "altitude" }
    if !secondaryScale.isFinite { return "secondaryScale" }
    if !threshold.isFinite { return "threshold" }
    return nil
  }

  /// `true` when every coordinate and property is finite.
  @inlinable
  public var isFinite: Bool {
    location.x.isFinite && location.y.isFinite && timeOffset.isFinite && size.width.isFinite
      && size.height.isFinite && opacity.isFinite && force.isFinite && azimuth.isFinite
      && altitude.isFinite && secondaryScale.isFinite && threshold.isFinite
  }

  /// `true` when the two points are equal bit for bit in every field (unlike `==`, this tells
  /// `0.0` from `-0.0`).
  public func isBitwiseEqual(to other: StrokePoint) -> Bool {
    location.x.bitPattern == other.location.x.bitPattern
      && location.y.bitPattern == other.location.y.bitPattern
      && timeOffset.bitPattern == other.timeOffset.bitPattern
      && size.width.bitPattern == other.size.width.bitPattern
      && size.height.bitPattern == other.size.height.bitPattern
      && opacity.bitPattern == other.opacity.bitPattern
      && force.bitPattern == other.force.bitPattern
      && azimuth.bitPattern == other.azimuth.bitPattern
      && altitude.bitPattern == other.altitude.bitPattern
      && secondaryScale.bitPattern == other.secondaryScale.bitPattern
      && threshold.bitPattern == other.threshold.bitPattern
  }
}

extension StrokePoint {
  /// The location as a SIMD vector, for fast geometry.
  @inlinable
  public var position: SIMD2<Double> {
    get { SIMD2(Double(location.x), Double(location.y)) }
    set { location = CGPoint(x: newValue.x, y: newValue.y) }
  }
}
