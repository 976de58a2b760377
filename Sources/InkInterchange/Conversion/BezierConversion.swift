import Foundation

/// The conversion driver: validates, splits a path into subpaths, fits each one, and runs the
/// point provider over the fitted control points.
enum BezierConversion {
  static func convert(
    _ path: BezierPath, tolerance: Double, segmentProperties: [SegmentProperties],
    firstSubpathOnly: Bool, creationDate: Date, maxControlPoints: Int = .max,
    provider: (ConvertedBezierPoint) -> StrokePoint
  ) throws(StrokeModelError) -> [StrokePath] {
    var report = ConversionReport()
    return try convert(
      path, tolerance: tolerance, segmentProperties: segmentProperties,
      firstSubpathOnly: firstSubpathOnly, creationDate: creationDate,
      maxControlPoints: maxControlPoints, report: &report, provider: provider)
  }

  /// Converts and fills in `report`.
  ///
  /// - Parameter maxControlPoints: The most control points all subpaths together may make; the
  ///   conversion throws ``StrokeModelError/tooManyControlPoints(limit:)`` as soon as its count is
  ///   known to pass it (checked after each piece of a subpath and in each piece's count search,
  ///   so a hostile path is refused early rather than converted whole first).
  static func convert(
    _ path: BezierPath, tolerance: Double, segmentProperties: [SegmentProperties],
    firstSubpathOnly: Bool, creationDate: Date, maxControlPoints: Int = .max,
    report: inout ConversionReport,
    provider: (ConvertedBezierPoint) -> StrokePoint
  ) throws(StrokeModelError) -> [StrokePath] {
    guard tolerance.isFinite, tolerance > 0 else { throw .invalidTolerance(tolerance) }
    try path.validate()

    // Gather the segments, in one array, and each subpath's range of them.
    var segments: [BezierPath.Segment] = []
    segments.reserveCapacity(path.elementCount)
    var groups: [Group] = []
    path.forEachSegment { segment, segmentIndex, subpathIndex in
      if groups.last?.subpath != subpathIndex {
        groups.append(Group(subpath: subpathIndex, firstSegment: segmentIndex, start: segments.count))
      }
      segments.append(segment)
      groups[groups.count - 1].end = segments.count
    }
    if firstSubpathOnly, groups.count > 1 { groups.removeLast(groups.count - 1) }

    let box = PieceFitter.pool.take()
    let result: Result<[StrokePath], StrokeModelError>
    do throws(StrokeModelError) {
      result = .success(
        try convert(
          segments, groups, tolerance: tolerance, segmentProperties: segmentProperties,
          creationDate: creationDate, maxControlPoints: maxControlPoints, report: &report,
          fitter: &box.fitter, provider: provider))
    } catch {
      result = .failure(error)
    }
    PieceFitter.pool.give(back: box)
    return try result.get()
  }

  /// One subpath: its index, the index of its first segment in the path, and its segments'
  /// range in the gathered array.
  private struct Group {
    var subpath: Int
    var firstSegment: Int
    var start: Int
    var end: Int

    init(subpath: Int, firstSegment: Int, start: Int) {
      self.subpath = subpath
      self.firstSegment = firstSegment
      self.start = start
      self.end = start
    }
  }

  /// Fits each subpath's segments with `fitter` and runs the provider over the control points.
  private static func convert(
    _ segments: [BezierPath.Segment], _ groups: [Group],
    tolerance: Double, segmentProperties: [SegmentProperties], creationDate: Date,
    maxControlPoints: Int, report: inout ConversionReport,
    fitter: inout PieceFitter, provider: (ConvertedBezierPoint) -> StrokePoint
  ) throws(StrokeModelError) -> [StrokePath] {
    func properties(_ index: Int) -> SegmentProperties? {
      guard !segmentProperties.isEmpty else { return nil }
      return segmentProperties[min(index, segmentProperties.count - 1)]
    }
    var result: [StrokePath] = []
    result.reserveCapacity(groups.count)
    var total = 0
    // (A negative budget is no room at all; it must not underflow the arithmetic below.)
    let maxControlPoints = Swift.max(maxControlPoints, 0)
    for group in groups {
      let budget = maxControlPoints - total
      let subpath = segments[group.start..<group.end]
      let fitted = StrokeFitter.fit(subpath, tolerance: tolerance, using: &fitter, pointLimit: budget)
      let n = fitted.positions.count
      guard !fitted.exceedsLimit && n <= budget else {
        throw .tooManyControlPoints(limit: maxControlPoints)
      }
      total += n
      report.subpathCount += 1
      report.sourceSegmentCount += subpath.count
      report.sourcePointCount += 1
      for segment in subpath {
        switch segment {
        case .line: report.sourcePointCount += 1
        case .quadratic: report.sourcePointCount += 2
        case .cubic: report.sourcePointCount += 3
        }
      }
      report.controlPointCount += n
      report.exactSubpathCount += fitted.isExact ? 1 : 0
      report.tolerance = Swift.max(report.tolerance, fitted.tolerance)
      report.maxVerifiedDistance = Swift.max(report.maxVerifiedDistance, fitted.verifiedDistance)
      let lastSegment = group.firstSegment + subpath.count - 1
      var points: [StrokePoint] = []
      points.reserveCapacity(n)
      // One record, updated point by point (building a new one for each point copied it: about
      // 1 % of the corpus's conversion when the property records were inline).
      var converted = ConvertedBezierPoint(
        location: .zero, index: 0, pointCount: n, bezierSegmentIndex: -1, segmentPosition: 0,
        pathFraction: 0, subpathIndex: group.subpath, segmentProperties: nil, nextSegmentProperties: nil)
      for i in 0..<n {
        let p = fitted.positions[i]
        let segment = group.firstSegment + fitted.segmentIndices[i]
        converted.location = CGPoint(x: p.x, y: p.y)
        converted.index = i
        if segment != converted.bezierSegmentIndex {
          converted.bezierSegmentIndex = segment
          // (Without property records both stay `nil`; writing `nil` copies a whole record.)
          if !segmentProperties.isEmpty {
            converted.setProperties(
              properties(segment), next: segment < lastSegment ? properties(segment + 1) : nil)
          }
        }
        converted.segmentPosition = fitted.segmentPositions[i]
        converted.pathFraction = fitted.pathFractions[i]
        let point = provider(converted)
        if let bad = point.firstNonFiniteProperty {
          throw .pointProviderReturnedNonFinite(index: i, property: bad)
        }
        points.append(point)
      }
      fitter.recycle(fitted)
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
  /// The tolerance that was verified (the requested one, or the floating-point floor above it).
  var tolerance = 0.0
  /// The verified upper bound on the two-sided Hausdorff distance between source and result.
  var verifiedDistance = 0.0
  /// `true` when the result is exact (a recognised export, or a dot).
  var isExact = false
  /// `true` when fitting stopped early because the count passed the caller's limit (the other
  /// fields are then incomplete).
  var exceedsLimit = false

  /// The bytes the arrays hold (their capacities).
  var bufferBytes: Int {
    fitterBytes(positions) + fitterBytes(segmentIndices) + fitterBytes(segmentPositions)
      + fitterBytes(pathFractions)
  }

  /// Empties the geometry, keeping its arrays' capacities.
  mutating func removeAll() {
    positions.removeAll(keepingCapacity: true)
    segmentIndices.removeAll(keepingCapacity: true)
    segmentPositions.removeAll(keepingCapacity: true)
    pathFractions.removeAll(keepingCapacity: true)
    tolerance = 0
    verifiedDistance = 0
    isExact = false
    exceedsLimit = false
  }

  /// Appends a control point with its source location.
  mutating func append(_ position: SIMD2<Double>, segment: Int, position t: Double, arc: Double) {
    positions.append(position)
    segmentIndices.append(segment)
    segmentPositions.append(t)
    pathFractions.append(arc)
  }
}
