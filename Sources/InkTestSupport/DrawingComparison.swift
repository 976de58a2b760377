import InkInterchange

/// What a round trip must keep: the fields compared, and how closely.
///
/// Lossless formats use ``bitExact``. A format that carries only part of the model names the
/// fields it keeps, for example `DrawingComparison(pointFields: [.location, .timeOffset],
/// strokeFields: [])` for a polyline format with time stamps. Stroke counts and point counts are
/// always compared.
public struct DrawingComparison: Sendable, Hashable {
  /// A field of ``StrokePoint``.
  public enum PointField: String, Sendable, Hashable, CaseIterable {
    /// ``StrokePoint/location`` (x and y).
    case location
    /// ``StrokePoint/timeOffset``.
    case timeOffset
    /// ``StrokePoint/size`` (width and height).
    case size
    /// ``StrokePoint/opacity``.
    case opacity
    /// ``StrokePoint/force``.
    case force
    /// ``StrokePoint/azimuth``.
    case azimuth
    /// ``StrokePoint/altitude``.
    case altitude
    /// ``StrokePoint/secondaryScale``.
    case secondaryScale
    /// ``StrokePoint/threshold``.
    case threshold
  }

  /// A stroke-level field.
  public enum StrokeField: String, Sendable, Hashable, CaseIterable {
    /// The ink type, by its identifier's Unicode scalars (canonically equivalent spellings, such
    /// as `é` and `e` + U+0301, differ).
    case inkType
    /// The ink colour.
    case color
    /// ``Stroke/transform``.
    case transform
    /// ``Stroke/mask``.
    case mask
    /// ``Stroke/randomSeed``.
    case randomSeed
    /// ``Stroke/id``.
    case id
    /// ``StrokePath/creationDate``.
    case creationDate
  }

  /// The point fields compared. Default all.
  public var pointFields: Set<PointField>
  /// The stroke fields compared. Default all.
  public var strokeFields: Set<StrokeField>
  /// The largest accepted difference between two numbers, relative to the larger magnitude (with
  /// a floor of 1, so near zero it is absolute). Default 0: equal bit for bit, which tells `0.0`
  /// from `-0.0`.
  public var tolerance: Double

  /// Creates a comparison.
  ///
  /// - Parameters:
  ///   - pointFields: The point fields compared. Default all.
  ///   - strokeFields: The stroke fields compared. Default all.
  ///   - tolerance: The relative tolerance; 0 (the default) compares bits.
  public init(
    pointFields: Set<PointField> = Set(PointField.allCases),
    strokeFields: Set<StrokeField> = Set(StrokeField.allCases), tolerance: Double = 0
  ) {
    self.pointFields = pointFields
    self.strokeFields = strokeFields
    self.tolerance = tolerance
  }

  /// Every field, bit for bit.
  public static let bitExact = DrawingComparison()

  /// `true` when two numbers are equal under this comparison.
  ///
  /// - Parameters:
  ///   - a: The expected value.
  ///   - b: The actual value.
  /// - Returns: Whether they match: same bits when ``tolerance`` is 0, else within the tolerance.
  public func matches(_ a: Double, _ b: Double) -> Bool {
    if tolerance == 0 { return a.bitPattern == b.bitPattern }
    if a == b { return true }
    return abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }
}
