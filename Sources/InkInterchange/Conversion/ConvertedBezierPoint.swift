import Foundation

/// What a point provider learns about one control point derived from a Bézier path
/// (PencilKit's `PKStrokePath.ConvertedBezierPoint`, plus where the point falls).
///
/// The two property records are kept out of line, so the value a provider receives for every
/// derived point stays small (passing the two records inline copied about 400 bytes a point).
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
  /// Both property records, or `nil` when neither is there.
  private var records: Records?

  /// The source properties of segment ``bezierSegmentIndex``, when the caller supplied them.
  public var segmentProperties: SegmentProperties? {
    get { records?.current }
    set { setProperties(newValue, next: records?.next) }
  }

  /// The source properties of the following segment of the same subpath, when there is one and
  /// the caller supplied them (for interpolating across a segment).
  public var nextSegmentProperties: SegmentProperties? {
    get { records?.next }
    set { setProperties(records?.current, next: newValue) }
  }

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
    setProperties(segmentProperties, next: nextSegmentProperties)
  }

  /// Sets both property records at once (one new out-of-line record, or none when both are
  /// `nil`).
  mutating func setProperties(_ current: SegmentProperties?, next: SegmentProperties?) {
    records = current == nil && next == nil ? nil : Records(current: current, next: next)
  }

  public static func == (lhs: ConvertedBezierPoint, rhs: ConvertedBezierPoint) -> Bool {
    lhs.location == rhs.location && lhs.index == rhs.index && lhs.pointCount == rhs.pointCount
      && lhs.bezierSegmentIndex == rhs.bezierSegmentIndex && lhs.segmentPosition == rhs.segmentPosition
      && lhs.pathFraction == rhs.pathFraction && lhs.subpathIndex == rhs.subpathIndex
      && lhs.segmentProperties == rhs.segmentProperties
      && lhs.nextSegmentProperties == rhs.nextSegmentProperties
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(location.x)
    hasher.combine(location.y)
    hasher.combine(index)
    hasher.combine(pointCount)
    hasher.combine(bezierSegmentIndex)
    hasher.combine(segmentPosition)
    hasher.combine(pathFraction)
    hasher.combine(subpathIndex)
    hasher.combine(segmentProperties)
    hasher.combine(nextSegmentProperties)
  }

  /// The two records, immutable and shared between copies.
  private final class Records: Sendable {
    let current: SegmentProperties?
    let next: SegmentProperties?

    init(current: SegmentProperties?, next: SegmentProperties?) {
      self.current = current
      self.next = next
    }
  }
}
