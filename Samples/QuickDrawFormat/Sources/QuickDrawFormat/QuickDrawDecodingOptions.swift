import InkInterchange

/// Options for reading Quick, Draw! ndjson, from `--option key=value` on the command line.
public struct QuickDrawDecodingOptions: Sendable, Hashable {
  /// Which drawings of the file to read.
  public enum LineSelection: Sendable, Hashable {
    /// The first drawing (the first line that is not blank).
    case first
    /// The drawing on this line of the file (1-based, as editors and `sed -n Np` count lines).
    case number(Int)
    /// Every drawing, each moved by its stroke transforms into its own cell of a grid.
    case all
  }

  /// How samples become control points.
  public enum Curve: String, Sendable, Hashable {
    /// One control point per sample: the stroke is the B-spline of the samples, which starts and
    /// ends at the first and last samples and rounds the corners between them. Quick, Draw! →
    /// drawing → Quick, Draw! gives back the same numbers.
    case samples
    /// Each interior sample three times: the stroke is exactly the polyline through the samples,
    /// corners included (the stroke-path contract's rule for straight spans). Export with the
    /// same option to write each sample once again.
    case polyline
  }

  /// How samples become control points (option `curve=samples|polyline`). Default
  /// ``Curve/samples``.
  public var curve: Curve = .samples

  /// Which drawings to read (option `line=N` or `line=all`). Default ``LineSelection/first``; a
  /// file with more drawings then gives a warning that names the option.
  public var line: LineSelection = .first
  /// The grid cell size for ``LineSelection/all`` (option `cell=S`), in the drawing's units: each
  /// drawing is placed at the next multiple of this size. Default 300 (raw Quick, Draw! drawings
  /// are a few hundred units across; simplified ones are 256).
  public var cellSize: Double = 300

  /// Creates options with the defaults.
  public init() {}

  /// Reads the options from `--option` pairs.
  ///
  /// - Parameter options: The import options; only ``ImportOptions/formatOptions`` is read.
  /// - Throws: ``QuickDrawDecodingError/invalidOption(key:value:expected:)`` for a bad value of
  ///   `line`, `curve` or `cell`. Other keys are ignored: the command line passes every
  ///   `--option` to both the importer and the exporter.
  public init(_ options: ImportOptions) throws(QuickDrawDecodingError) {
    for (key, value) in options.formatOptions.sorted(by: { $0.key < $1.key }) {
      switch key {
      case "line":
        if value.lowercased() == "all" {
          line = .all
        } else if let n = Int(value), n >= 1 {
          line = .number(n)
        } else {
          throw .invalidOption(key: key, value: value, expected: "a line number from 1, or 'all'")
        }
      case "curve":
        guard let c = Curve(rawValue: value.lowercased()) else {
          throw .invalidOption(key: key, value: value, expected: "samples or polyline")
        }
        curve = c
      case "cell":
        guard let s = Double(value), s.isFinite, s > 0 else {
          throw .invalidOption(key: key, value: value, expected: "a positive number")
        }
        cellSize = s
      default:
        continue  // Another format's option: the command line passes every pair to both sides.
      }
    }
  }
}
