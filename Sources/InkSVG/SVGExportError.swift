import InkInterchange

/// A drawing could not be exported to SVG.
public enum SVGExportError: LocatedError, Sendable, Hashable {
  /// A format option has a value the exporter does not know.
  case invalidOption(key: String, value: String)
  /// A stroke holds a non-finite value.
  case invalidStroke(index: Int, reason: String)

  /// Always `nil`: export errors have no input location.
  public var location: SourceLocation? { nil }

  /// A sentence that says what went wrong.
  public var description: String {
    switch self {
    case .invalidOption(let key, let value):
      "SVG export: unknown value '\(value)' for format option '\(key)'"
    case .invalidStroke(let index, let reason): "SVG export: stroke \(index): \(reason)"
    }
  }
}
