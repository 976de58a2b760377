import Foundation

/// The conversion driver: validates, splits a path into subpaths, fits each one, and runs the
/// point provider over the fitted control points.
enum BezierConversion {
  static func convert(
    _ path: BezierPath, tolerance: Double, segmentProperties: [SegmentProperties],
    firstSubpathOnly: Bool, creationDate: Date,
    provider: (ConvertedBezierPoint) -> StrokePoint
  ) throws(StrokeModelError) -> [StrokePath] {
    guard tolerance.isFinite, tolerance > 0 else { throw .invalidTolerance(tolerance) }
    try path.validate()

    // Gather the segments of each subpath.
    var groups: [(subpath: Int, firstSegment: Int, segments: [BezierPath.Segment])] = []
    path.forEachSegment { segment, segmentIndex, subpathIndex in
      if groups.last?.subpath != subpathIndex {
        groups.append((subpathIndex, segmentIndex, []))
      }
      groups[groups.count - 1].segments.append(segment)
    }
    if firstSubpathOnly, groups.count > 1 { groups.removeLast(groups.count - 1) }

    func properties(_ index: Int) -> SegmentProperties? {
      guard !segmentProperties.isEmpty else { return nil }
      return segmentProperties[min(index, segmentProperties.count - 1)]
    }

    var result: [StrokePath] = []
    result.reserveCapacity(groups.count)
    for group in groups {
      let fitted = StrokeFitter.fit(group.segments, tolerance: tolerance)
      let n = fitted.positions.count
      let lastSegment = group.firstSegment + group.segments.count - 1
      var points: [StrokePoint] = []
      points.reserveCapacity(n)
      for i in 0..<n {
        let p = fitted.positions[i]
        let segment = group.firstSegment + fitted.segmentIndices[i]
        let converted = ConvertedBezierPoint(
          location: CGPoint(x: p.x, y: p.y), index: i, pointCount: n,
          bezierSegmentIndex: segment, segmentPosition: fitted.segmentPositions[i],
          pathFraction: fitted.pathFractions[i], subpathIndex: group.subpath,
          segmentProperties: properties(segment),
          nextSegmentProperties: segment < lastSegment ? properties(segment + 1) : nil)
        let point = provider(converted)
        if let bad = point.firstNonFiniteProperty {
          throw .pointProviderReturnedNonFinite(index: i, property: bad)
        }
        points.append(point)
      }
      result.append(StrokePath(unchecked: points, creationDate: creationDate))
    }
    return result
  }
}

/// The control points fitted to one subpath, with where each falls on the source.
struct FittedStrokeGeometry {
  /// Control point positions.
  var positions: [SIMD2<Double>] = []
  /// For each control point, the index of the source segment within the subpath (0-based).
  var segmentIndices: [Int] = []
  /// For each control point, its position along that segment, `0...1`.
  var segmentPositions: [Double] = []
  /// For each control point, the fraction of the subpath's arc length before it, `0...1`.
  var pathFractions: [Double] = []
}
