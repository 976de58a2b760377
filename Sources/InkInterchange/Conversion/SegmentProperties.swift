import Foundation

/// Source properties of one Bézier segment, as importers find them (an SVG element's stroke width,
/// colour and opacity; a JSON Bézier document's per-segment values). Every field is optional:
/// `nil` means the source did not say.
///
/// The values describe the segment's start; a provider that interpolates blends towards the next
/// segment's values (``ConvertedBezierPoint/nextSegmentProperties``), or towards the `end…` values
/// when they are given.
public struct SegmentProperties: Sendable, Hashable {
  /// Stroke width in the path's units (maps to point size).
  public var width: Double?
  /// Stroke width at the segment's end, when the source gives one.
  public var endWidth: Double?
  /// Opacity, `0...1`.
  public var opacity: Double?
  /// Pen force.
  public var force: Double?
  /// Time offset of the segment's start, in seconds.
  public var time: Double?
  /// Time offset of the segment's end, in seconds, when the source gives one.
  public var endTime: Double?
  /// The segment's colour.
  public var color: InkColor?
  /// Pen azimuth, radians.
  public var azimuth: Double?
  /// Pen altitude, radians.
  public var altitude: Double?

  /// Creates a property record; every value defaults to `nil` (unknown).
  public init(
    width: Double? = nil, endWidth: Double? = nil, opacity: Double? = nil, force: Double? = nil,
    time: Double? = nil, endTime: Double? = nil, color: InkColor? = nil, azimuth: Double? = nil,
    altitude: Double? = nil
  ) {
    self.width = width
    self.endWidth = endWidth
    self.opacity = opacity
    self.force = force
    self.time = time
    self.endTime = endTime
    self.color = color
    self.azimuth = azimuth
    self.altitude = altitude
  }
}
