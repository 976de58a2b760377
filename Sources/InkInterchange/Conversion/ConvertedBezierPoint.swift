import Foundation

/// What a point provider learns about one control point derived from a Bézier path
/// (PencilKit's `PKStrokePath.ConvertedBezierPoint`, plus where the point falls).
public struct ConvertedBezierPoint: Sendable, Hashable {
  /// The derived control point's location.
  public var location: CGPoint
  /// The control point's index in its stroke path (0-based).
  public var index: Int
  /// How many control points the stroke path has.
  public var pointCount: Int
  /// The index of the source Bézier segment this point belongs to, counting the drawing elements
  /// of the whole source path in order (move-to elements not counted, closes counted).
  public var bezierSegmentIndex: Int
  /// Where along that source segment the point falls, `0...1` (the segment's own parameter).
  public var segmentPosition: Double
  /// The fraction of the subpath's arc length before this point, `0...1`.
  public var pathFraction: Double
  /// The index of the subpath the point belongs to.
  public var subpathIndex: Int
  /// The source properties of segment ``bezierSegmentIndex``, when the caller supplied them.
  public var segmentProperties: SegmentProperties?
  /// The source properties of the following segment of the same subpath, when there is one and
  /// the caller supplied them (for interpolating across a segment).
  public var nextSegmentProperties: SegmentProperties?

  /// Creates a converted point.
  public init(
    location: CGPoint, index: Int, pointCount: Int, bezierSegmentIndex: Int,
    segmentPosition: Double = 0, pathFraction: Double = 0, subpathIndex: Int = 0,
    segmentProperties: SegmentProperties? = nil, nextSegmentProperties: SegmentProperties? = nil
  ) {
    self.location = location
    self.index = index
    self.pointCount = pointCount
    self.bezierSegmentIndex = bezierSegmentIndex
    self.segmentPosition = segmentPosition
    self.pathFraction = pathFraction
    self.subpathIndex = subpathIndex
    self.segmentProperties = segmentProperties
    self.nextSegmentProperties = nextSegmentProperties
  }
}
