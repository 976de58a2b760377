/// A warning from an importer or exporter: content that was approximated or dropped.
///
/// Diagnostics are returned, never printed by the library; the command-line tool shows them on
/// standard error and `--strict` makes them fatal.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How serious the diagnostic is.
  public enum Severity: String, Sendable, Hashable {
    /// Something was approximated or dropped; the result is still usable.
    case warning
    /// Information that needs no action.
    case note
  }

  /// The severity.
  public var severity: Severity
  /// What happened, in one sentence.
  public var message: String
  /// Where in the input, when known.
  public var location: SourceLocation?

  /// Creates a diagnostic.
  public init(_ severity: Severity = .warning, _ message: String, at location: SourceLocation? = nil) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  public var description: String {
    if let location { return "\(severity.rawValue): \(location): \(message)" }
    return "\(severity.rawValue): \(message)"
  }
}

extension Diagnostic {
  /// `N stroke(s) (i, j, …)`: a count of strokes with the first ten indices, for the exporters'
  /// warnings about strokes they had to skip or approximate.
  package static func strokeList(_ indices: [Int]) -> String {
    let list = indices.prefix(10).map(String.init).joined(separator: ", ")
    return "\(indices.count) stroke(s) (\(list)\(indices.count > 10 ? ", ..." : ""))"
  }
}
