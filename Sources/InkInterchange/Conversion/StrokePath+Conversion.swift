import Foundation

extension StrokePath {
  /// The default conversion tolerance, in the path's units: 0.05 (a twentieth of a point, well
  /// below what the eye sees at any normal zoom).
  public static let defaultTolerance: Double = 0.05

  /// Converts the first subpath of a Bézier path into a stroke path (PencilKit's initializer, plus
  /// a tolerance).
  ///
  /// - Parameters:
  ///   - bezierPath: The source path; only its first subpath is converted, as in PencilKit. Use
  ///     ``BezierPath/strokePaths(creationDate:tolerance:segmentProperties:pointProvider:)`` for
  ///     every subpath.
  ///   - creationDate: The stroke path's creation date.
  ///   - tolerance: The largest two-sided Hausdorff distance between source and result, in the
  ///     path's units, verified before returning. A tolerance below `1e−6` of the path's extent
  ///     is raised to `max(1e−6 · extent, 64 ulp of the largest coordinate)`, which bounds the
  ///     number of control points whatever the path's size (see `docs/conversion.md`).
  ///     Default ``defaultTolerance``.
  ///   - pointProvider: Makes each control point's properties.
  /// - Precondition: The path's coordinates, the tolerance and the provider's points are finite.
  public init(
    bezierPath: BezierPath, creationDate: Date, tolerance: CGFloat = StrokePath.defaultTolerance,
    pointProvider: (ConvertedBezierPoint) -> StrokePoint
  ) {
    do {
      let paths = try withoutActuallyEscaping(pointProvider) { provider in
        try BezierConversion.convert(
          bezierPath, tolerance: Double(tolerance), segmentProperties: [], firstSubpathOnly: true,
          creationDate: creationDate, provider: provider)
      }
      self = paths.first ?? StrokePath(unchecked: [], creationDate: creationDate)
    } catch {
      preconditionFailure("StrokePath(bezierPath:): \(error)")
    }
  }

  /// Converts the first subpath of a Bézier path into a stroke path with a provider value.
  ///
  /// - Parameters:
  ///   - bezierPath: The source path; only its first subpath is converted, as in PencilKit.
  ///   - creationDate: The stroke path's creation date.
  ///   - tolerance: The largest Hausdorff distance, in the path's units. Default
  ///     ``defaultTolerance``.
  ///   - pointProvider: The point policy.
  /// - Precondition: The path's coordinates, the tolerance and the provider's points are finite.
  public init(
    bezierPath: BezierPath, creationDate: Date, tolerance: CGFloat = StrokePath.defaultTolerance,
    pointProvider: PointProvider
  ) {
    self.init(
      bezierPath: bezierPath, creationDate: creationDate, tolerance: tolerance,
      pointProvider: pointProvider.makePoint)
  }
}

extension BezierPath {
  /// Converts every subpath into its own stroke path, within `tolerance`.
  ///
  /// - Parameters:
  ///   - creationDate: The creation date of every stroke path.
  ///   - tolerance: The largest two-sided Hausdorff distance between each source subpath and its
  ///     stroke path, in the path's units, verified before returning (raised to the floor
  ///     `max(1e−6 · extent, 64 ulp)` of each subpath; see
  ///     ``strokePathsWithReport(creationDate:tolerance:segmentProperties:pointProvider:)``).
  ///     Default ``StrokePath/defaultTolerance``.
  ///   - segmentProperties: Source properties per drawing element (index as
  ///     ``ConvertedBezierPoint/bezierSegmentIndex``); the last record also serves any segment
  ///     past the end. Default none.
  ///   - pointProvider: The point policy. Default ``PointProvider/segmentProperties(interpolated:base:)``.
  /// - Returns: One stroke path per subpath that has at least one segment, in order.
  /// - Throws: ``StrokeModelError`` for a non-finite coordinate, a bad tolerance, or a provider
  ///   that returns a non-finite value.
  public func strokePaths(
    creationDate: Date, tolerance: Double = StrokePath.defaultTolerance,
    segmentProperties: [SegmentProperties] = [],
    pointProvider: PointProvider = .segmentProperties()
  ) throws(StrokeModelError) -> [StrokePath] {
    try BezierConversion.convert(
      self, tolerance: tolerance, segmentProperties: segmentProperties, firstSubpathOnly: false,
      creationDate: creationDate, provider: pointProvider.makePoint)
  }

  /// Converts every subpath into its own stroke path, within `tolerance`, making at most
  /// `maxControlPoints` control points in all (an importer's budget against hostile input).
  ///
  /// As ``strokePaths(creationDate:tolerance:segmentProperties:pointProvider:)``, except that the
  /// conversion stops with ``StrokeModelError/tooManyControlPoints(limit:)`` as soon as its count
  /// is known to pass the budget: it is checked after each piece between corners and in each
  /// piece's count search, so a path that would make millions of points is refused after work
  /// in proportion to the budget rather than converted whole first. Within the budget the
  /// result is the one found without it, except on a piece whose search would begin above 64
  /// times the budget (plus 4 096): it begins at that ceiling, and its result, still verified,
  /// can differ (a result that needs nearly the whole budget can then be refused).
  ///
  /// - Parameters:
  ///   - creationDate: The creation date of every stroke path.
  ///   - tolerance: As for the conversion without a budget. Default ``StrokePath/defaultTolerance``.
  ///   - segmentProperties: Source properties per drawing element. Default none.
  ///   - pointProvider: The point policy. Default ``PointProvider/segmentProperties(interpolated:base:)``.
  ///   - maxControlPoints: The most control points all stroke paths together may have.
  /// - Returns: One stroke path per subpath that has at least one segment, in order.
  /// - Throws: ``StrokeModelError`` for a non-finite coordinate, a bad tolerance, a provider that
  ///   returns a non-finite value, or more control points than `maxControlPoints`.
  public func strokePaths(
    creationDate: Date, tolerance: Double = StrokePath.defaultTolerance,
    segmentProperties: [SegmentProperties] = [],
    pointProvider: PointProvider = .segmentProperties(), maxControlPoints: Int
  ) throws(StrokeModelError) -> [StrokePath] {
    try BezierConversion.convert(
      self, tolerance: tolerance, segmentProperties: segmentProperties, firstSubpathOnly: false,
      creationDate: creationDate, maxControlPoints: maxControlPoints, provider: pointProvider.makePoint)
  }

  /// Converts every subpath into its own stroke path, within `tolerance`, and reports what the
  /// conversion did (sizes, the verified tolerance and distance bound).
  ///
  /// - Parameters:
  ///   - creationDate: The creation date of every stroke path.
  ///   - tolerance: The largest two-sided Hausdorff distance between each source subpath and its
  ///     stroke path, in the path's units. Default ``StrokePath/defaultTolerance``.
  ///   - segmentProperties: Source properties per drawing element. Default none.
  ///   - pointProvider: The point policy. Default ``PointProvider/segmentProperties(interpolated:base:)``.
  /// - Returns: The stroke paths (as ``strokePaths(creationDate:tolerance:segmentProperties:pointProvider:)``)
  ///   and the report.
  /// - Throws: ``StrokeModelError`` for a non-finite coordinate, a bad tolerance, or a provider
  ///   that returns a non-finite value.
  public func strokePathsWithReport(
    creationDate: Date, tolerance: Double = StrokePath.defaultTolerance,
    segmentProperties: [SegmentProperties] = [],
    pointProvider: PointProvider = .segmentProperties()
  ) throws(StrokeModelError) -> (strokePaths: [StrokePath], report: ConversionReport) {
    var report = ConversionReport()
    let paths = try BezierConversion.convert(
      self, tolerance: tolerance, segmentProperties: segmentProperties, firstSubpathOnly: false,
      creationDate: creationDate, report: &report, provider: pointProvider.makePoint)
    return (paths, report)
  }
}
