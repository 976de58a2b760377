import InkInterchange

/// An error writing an InkInterchange JSON document.
public enum JSONEncodingError: FormatOptionError, Sendable, Hashable, CustomStringConvertible {
  /// The drawing holds a NaN or infinite value, which JSON cannot carry.
  case invalidDrawing(DrawingValidationError)
  /// A format option has a value the exporter does not know.
  case invalidOption(key: String, value: String)

  /// The key of ``invalidOption(key:value:)``, else `nil`.
  public var formatOptionKey: String? {
    if case .invalidOption(let key, _) = self { return key }
    return nil
  }

  /// A one-line message.
  public var description: String {
    switch self {
    case .invalidDrawing(let error): "cannot write the drawing as JSON: \(error)"
    case .invalidOption(let key, let value):
      "unknown value \(JSONMessageText.quoted(value)) for JSON option \(JSONMessageText.quoted(key)) "
        + "(document=drawing or document=bezier)"
    }
  }
}
