import InkInterchange

/// Why a drawing could not be written as Quick, Draw! ndjson.
public enum QuickDrawEncodingError: LocatedError, FormatOptionError, Sendable, Hashable {
  /// A format option has a value this format does not understand.
  case invalidOption(key: String, value: String, expected: String)
  /// A value is NaN or infinite after applying the stroke's transform.
  case nonFiniteValue(strokeIndex: Int, pointIndex: Int, field: String)

  /// Always `nil`: the problem is in the drawing or the options, not in an input file.
  public var location: SourceLocation? { nil }

  public var description: String {
    switch self {
    case .invalidOption(let key, let value, let expected):
      "invalid option \(key)=\(value): expected \(expected)"
    case .nonFiniteValue(let stroke, let point, let field):
      "stroke \(stroke), point \(point): \(field) is not finite after applying the stroke's transform"
    }
  }

  /// The option's key for ``invalidOption(key:value:expected:)``, so the command line reports a
  /// refused value as a usage error (status 2); `nil` otherwise.
  public var formatOptionKey: String? {
    if case .invalidOption(let key, _, _) = self { return key }
    return nil
  }
}
