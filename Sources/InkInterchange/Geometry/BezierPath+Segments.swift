import Foundation

extension BezierPath {
  /// One drawn segment of a path, with its start point resolved.
  public enum Segment: Sendable, Hashable {
    /// A straight segment (from a line element or a close).
    case line(SIMD2<Double>, SIMD2<Double>)
    /// A quadratic Bézier: start, control, end.
    case quadratic(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
    /// A cubic Bézier.
    case cubic(CubicBezier)

    /// The segment as a cubic that traces it exactly.
    @inlinable
    public var cubic: CubicBezier {
      switch self {
      case .line(let a, let b): CubicBezier.line(a, b)
      case .quadratic(let a, let c, let b): CubicBezier.quadratic(a, c, b)
      case .cubic(let c): c
      }
    }

    /// The start point.
    @inlinable
    public var start: SIMD2<Double> {
      switch self {
      case .line(let a, _), .quadratic(let a, _, _): a
      case .cubic(let c): c.p0
      }
    }

    /// The end point.
    @inlinable
    public var end: SIMD2<Double> {
      switch self {
      case .line(_, let b), .quadratic(_, _, let b): b
      case .cubic(let c): c.p3
      }
    }
  }

  /// The number of drawing elements (every element but move-to; a close counts as a segment).
  public var segmentCount: Int { withBuffers { verbs, _ in verbs.reduce(0) { $0 + ($1 == .move ? 0 : 1) } } }

  /// Calls `body` for every drawn segment in order.
  ///
  /// - Parameter body: Receives the segment, its index among the drawing elements (move-to
  ///   elements not counted, closes counted, as ``ConvertedBezierPoint/bezierSegmentIndex``), and
  ///   the index of its subpath (as in ``subpaths``).
  public func forEachSegment(
    _ body: (_ segment: Segment, _ segmentIndex: Int, _ subpathIndex: Int) throws -> Void
  ) rethrows {
    try withBuffers { verbs, points in try Self.forEachSegment(verbs, points, body) }
  }

  /// ``forEachSegment(_:)`` over the storage's buffers.
  @inline(__always)
  private static func forEachSegment(
    _ verbs: UnsafeBufferPointer<Verb>, _ points: UnsafeBufferPointer<SIMD2<Double>>,
    _ body: (_ segment: Segment, _ segmentIndex: Int, _ subpathIndex: Int) throws -> Void
  ) rethrows {
    var j = 0
    var current = SIMD2<Double>(0, 0)
    var start = current
    var segmentIndex = 0
    var subpathIndex = -1
    var open = false  // whether a subpath is in progress
    for v in verbs {
      switch v {
      case .move:
        current = points[j]
        start = current
        subpathIndex += 1
        open = true
      case .line, .quadCurve, .curve, .close:
        if !open {
          subpathIndex += 1
          open = true
          start = current
        }
        switch v {
        case .line:
          try body(.line(current, points[j]), segmentIndex, subpathIndex)
          current = points[j]
        case .quadCurve:
          try body(.quadratic(current, points[j], points[j + 1]), segmentIndex, subpathIndex)
          current = points[j + 1]
        case .curve:
          try body(
            .cubic(CubicBezier(current, points[j], points[j + 1], points[j + 2])), segmentIndex,
            subpathIndex)
          current = points[j + 2]
        default:
          try body(.line(current, start), segmentIndex, subpathIndex)
          current = start
          open = false
        }
        segmentIndex += 1
      }
      j += v.pointCount
    }
  }

  /// The subpaths, each beginning with a move-to.
  ///
  /// A subpath starts at every move-to, and at a drawing element that follows a close (it starts
  /// at the closed subpath's start, as in SVG and `CGPath`). A subpath made of a move-to alone is
  /// kept (it has no segments).
  public var subpaths: [BezierPath] {
    var result: [BezierPath] = []
    var currentPath = BezierPath()
    var j = 0
    var current = SIMD2<Double>(0, 0)
    var start = current
    var open = false
    for v in verbs {
      if v == .move {
        if !currentPath.isEmpty { result.append(currentPath) }
        currentPath = BezierPath()
        currentPath.move(to: points[j])
        current = points[j]
        start = current
        open = true
      } else {
        if !open {
          if !currentPath.isEmpty { result.append(currentPath) }
          currentPath = BezierPath()
          currentPath.move(to: current)
          start = current
          open = true
        }
        let k = v.pointCount
        currentPath.appendElement(
          v, k > 0 ? points[j] : .zero, k > 1 ? points[j + 1] : .zero, k > 2 ? points[j + 2] : .zero)
        if v == .close {
          current = start
          open = false
        } else {
          current = points[j + v.pointCount - 1]
        }
      }
      j += v.pointCount
    }
    if !currentPath.isEmpty { result.append(currentPath) }
    return result
  }

  /// The exact bounding box of the drawn geometry (curve extrema, not control points), or
  /// `CGRect.null` for an empty path. A move-to alone contributes its point.
  public var bounds: CGRect {
    guard !points.isEmpty else { return .null }
    var lo = SIMD2<Double>(repeating: .infinity)
    var hi = SIMD2<Double>(repeating: -.infinity)
    var j = 0
    for v in verbs {
      if v == .move {
        lo = pointwiseMin(lo, points[j])
        hi = pointwiseMax(hi, points[j])
      }
      j += v.pointCount
    }
    forEachSegment { segment, _, _ in
      let b = segment.cubic.bounds
      lo = pointwiseMin(lo, b.min)
      hi = pointwiseMax(hi, b.max)
    }
    if lo.x > hi.x { return .null }
    return CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }

  /// The larger side of ``bounds`` (0 for an empty path): the path's extent.
  public var extent: Double {
    let b = bounds
    return b.isNull ? 0 : Swift.max(b.width, b.height)
  }
}
