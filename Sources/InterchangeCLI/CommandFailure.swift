import InkInterchange

/// A command that failed: the exit status and the message printed after `interchange: error: `.
struct CommandFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The exit status.
  var code: InterchangeExitCode
  /// What went wrong, naming the file and the place in it.
  var message: String

  var description: String { message }

  /// Creates a failure.
  init(_ code: InterchangeExitCode, _ message: String) {
    self.code = code
    self.message = message
  }

  /// `true` when a format threw for a format option's value (`--option key=value`): a usage
  /// error, not a fault of the input or the drawing.
  static func isFormatOptionError(_ error: any Error) -> Bool {
    (error as? any FormatOptionError)?.formatOptionKey != nil
  }

  /// Describes an error a format threw, with its location when it has one and the description
  /// does not already say it.
  static func describe(_ error: any Error) -> String {
    let text = String(describing: error)
    if let located = error as? any LocatedError, let location = located.location {
      let place = location.description
      if !text.contains(place) { return "\(place): \(text)" }
    }
    return text
  }
}
