import InkInterchange

/// Options for writing Quick, Draw! ndjson, from `--option key=value` on the command line.
///
/// The drawing model has no place for Quick, Draw!'s metadata, so the exporter writes it from
/// these options.
public struct QuickDrawEncodingOptions: Sendable, Hashable {
  /// Which form to write.
  public enum Form: String, Sendable, Hashable {
    /// Strokes as `[[x…], [y…], [t…]]` with time in milliseconds.
    case raw
    /// Strokes as `[[x…], [y…]]`, without time.
    case simplified
  }

  /// How control points become samples (option `curve=samples|polyline`). Default
  /// ``QuickDrawDecodingOptions/Curve/samples``: one sample per control point.
  /// ``QuickDrawDecodingOptions/Curve/polyline`` writes a control point repeated three times in
  /// a row once, undoing the importer's `curve=polyline`.
  public var curve: QuickDrawDecodingOptions.Curve = .samples
  /// The form (option `form=raw|simplified`). Default ``Form/raw``.
  public var form: Form = .raw
  /// The `word` field (option `word=…`). Default `drawing`.
  public var word = "drawing"
  /// The `countrycode` field (option `countrycode=…`). Default `ZZ` (unknown region).
  public var countryCode = "ZZ"
  /// The `recognized` field (option `recognized=true|false`). Default `true`.
  public var recognized = true
  /// The `key_id` field (option `key_id=…`). Default `0000000000000000`.
  public var keyID = "0000000000000000"

  /// Creates options with the defaults.
  public init() {}

  /// Reads the options from `--option` pairs.
  ///
  /// - Parameter options: The export options; only ``ExportOptions/formatOptions`` is read.
  /// - Throws: ``QuickDrawEncodingError/invalidOption(key:value:expected:)`` for a bad value of
  ///   `form`, `curve` or `recognized`. Other keys are ignored: the command line passes every
  ///   `--option` to both the importer and the exporter.
  public init(_ options: ExportOptions) throws(QuickDrawEncodingError) {
    for (key, value) in options.formatOptions.sorted(by: { $0.key < $1.key }) {
      switch key {
      case "form":
        guard let f = Form(rawValue: value.lowercased()) else {
          throw .invalidOption(key: key, value: value, expected: "raw or simplified")
        }
        form = f
      case "curve":
        guard let c = QuickDrawDecodingOptions.Curve(rawValue: value.lowercased()) else {
          throw .invalidOption(key: key, value: value, expected: "samples or polyline")
        }
        curve = c
      case "word": word = value
      case "countrycode": countryCode = value
      case "key_id": keyID = value
      case "recognized":
        let flag = value.lowercased()
        guard flag == "true" || flag == "false" else {
          throw .invalidOption(key: key, value: value, expected: "true or false")
        }
        recognized = flag == "true"
      default:
        continue  // Another format's option: the command line passes every pair to both sides.
      }
    }
  }
}
