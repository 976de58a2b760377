import InkInterchange

/// Why a drawing could not be written as `.ink`, or why encoding options were refused.
public enum InkBinaryEncodingError: FormatOptionError, Sendable, Hashable, CustomStringConvertible {
  /// A stroke holds a non-finite value (the transform, colour, mask or creation date); `field`
  /// names it.
  case nonFiniteValue(strokeIndex: Int, field: String)
  /// A quantization specification could not be read; `reason` says why.
  case invalidQuantization(spec: String, reason: String)

  /// `quantize` for ``invalidQuantization(spec:reason:)`` (the format option's value), else `nil`.
  public var formatOptionKey: String? {
    if case .invalidQuantization = self { return "quantize" }
    return nil
  }

  /// What went wrong, in one sentence.
  public var description: String {
    switch self {
    case .nonFiniteValue(let index, let field):
      "stroke \(index): \(field) is not a finite number"
    case .invalidQuantization(let spec, let reason):
      "invalid quantization '\(spec)': \(reason)"
    }
  }
}
