/// An error that can tell that a format option's value was refused (an entry of
/// ``ImportOptions/formatOptions`` or ``ExportOptions/formatOptions``), rather than the input or
/// the drawing. The `interchange` command line reports such an error as a usage error (status 2)
/// instead of as malformed input (4) or a failed export (6).
///
/// Formats match option values case-insensitively (`metadata=FALSE` is `metadata=false`) and
/// refuse an empty value, naming the option.
public protocol FormatOptionError: Error {
  /// The key of the format option whose value was refused, e.g. `fill`; `nil` when the error is
  /// about something else.
  var formatOptionKey: String? { get }
}
