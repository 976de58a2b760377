import InkInterchange

/// A drawing could not be exported to SVG.
public enum SVGExportError: LocatedError, FormatOptionError, Sendable, Hashable {
  /// A format option has a value the exporter does not know.
  case invalidOption(key: String, value: String)
  /// A stroke holds a non-finite value, or (with `metadata=false`) its outline
  /// (`appearance=outline`) cannot be written in finite numbers.
  case invalidStroke(index: Int, reason: String)
  /// With `metadata=false`: the drawing's extent is beyond what a double can hold (strokes near
  /// ±1.8·10³⁰⁸), so no finite `viewBox` describes it. (With metadata the `viewBox` is clamped
  /// instead, with a warning, and the metadata keeps the strokes.)
  case drawingOutOfRange(bounds: String)

  /// Always `nil`: export errors have no input location.
  public var location: SourceLocation? { nil }

  /// The key of ``invalidOption(key:value:)``, else `nil`.
  public var formatOptionKey: String? {
    if case .invalidOption(let key, _) = self { return key }
    return nil
  }

  /// A sentence that says what went wrong.
  public var description: String {
    switch self {
    case .invalidOption(let key, let value):
      "SVG export: unknown value '\(value)' for format option '\(key)'"
    case .invalidStroke(let index, let reason): "SVG export: stroke \(index): \(reason)"
    case .drawingOutOfRange(let bounds):
      "SVG export: the drawing's bounds (\(bounds)) are too large for a finite viewBox"
    }
  }
}
