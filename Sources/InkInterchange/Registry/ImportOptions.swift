/// Options for every importer. Defaults suit most inputs.
public struct ImportOptions: Sendable {
  /// The conversion tolerance, in the source's units, for importers whose source is Bézier data.
  /// Default ``StrokePath/defaultTolerance``.
  public var tolerance: Double
  /// The point provider for importers whose source is Bézier data. Default
  /// ``PointProvider/segmentProperties(interpolated:base:)`` over the default pen.
  public var pointProvider: PointProvider
  /// The largest input accepted, in bytes. Default 512 MiB.
  public var maxInputBytes: Int
  /// The deepest nesting accepted (JSON arrays and objects, XML elements). Default 256.
  public var maxNestingDepth: Int
  /// The most control points accepted in one drawing. Default 100 million.
  public var maxPointCount: Int
  /// Format-specific options, `key=value` as given on the command line with `--option`.
  public var formatOptions: [String: String]

  /// Creates options with the defaults.
  public init() {
    tolerance = StrokePath.defaultTolerance
    pointProvider = .segmentProperties(interpolated: true, base: .default)
    maxInputBytes = 512 << 20
    maxNestingDepth = 256
    maxPointCount = 100_000_000
    formatOptions = [:]
  }
}
