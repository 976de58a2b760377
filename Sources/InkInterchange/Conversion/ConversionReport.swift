/// What a Bézier-to-stroke-path conversion did: sizes, the tolerance it verified and the
/// distance bound it proved.
public struct ConversionReport: Sendable, Hashable {
  /// The number of subpaths converted (one stroke path each).
  public var subpathCount = 0
  /// The number of source drawing elements converted (move-to elements not counted).
  public var sourceSegmentCount = 0
  /// The number of source Bézier points converted: per subpath its start point plus every
  /// element's stored points (line 1, quadratic 2, cubic 3, close 0).
  public var sourcePointCount = 0
  /// The number of control points produced, over all stroke paths.
  public var controlPointCount = 0
  /// How many subpaths were recognised as exact (a ``StrokePath/bezierRepresentation`` export, or
  /// a dot) rather than approximated.
  public var exactSubpathCount = 0
  /// The largest tolerance verified over the subpaths: the requested one, or, for a subpath so
  /// large that the requested one is below `1e−6` of its extent, the floor
  /// `max(1e−6 · extent, 64 ulp)` above it. A subpath whose coordinates are all below `2⁻²⁰⁰` is
  /// fitted scaled up and its points rounded back into the subnormal range: its floor adds that
  /// rounding, four times the least nonzero magnitude (about `2e−323`).
  public var tolerance = 0.0
  /// The largest verified upper bound on the two-sided Hausdorff distance between a source subpath
  /// and its stroke path (never above ``tolerance``).
  public var maxVerifiedDistance = 0.0

  /// Creates an empty report.
  public init() {}

  /// Control points per source Bézier point (0 when nothing was converted).
  public var pointRatio: Double {
    sourcePointCount > 0 ? Double(controlPointCount) / Double(sourcePointCount) : 0
  }
}
