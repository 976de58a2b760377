/// The exit statuses of the `interchange` command line. They are stable: scripts may rely on them.
///
/// When several files fail in directory mode, the status is the largest code among them.
public enum InterchangeExitCode: Int32, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Every conversion succeeded (warnings, if any, were shown).
  case success = 0
  /// `--strict` was given and an importer or exporter reported a warning; no output was written.
  case failedOnWarnings = 1
  /// The command line was wrong: unknown command or option, missing or malformed value,
  /// conflicting options, output over the input, binary output to a terminal, or a format
  /// option's value that the format refused (`FormatOptionError` in `InkInterchange`).
  case usageError = 2
  /// A format named with `--from`/`--to` is not registered, or a format could not be inferred
  /// from a file extension or the input's first bytes.
  case unknownFormat = 3
  /// The importer rejected the input (malformed, truncated, over a limit).
  case malformedInput = 4
  /// An input could not be read or an output could not be written.
  case ioError = 5
  /// The exporter could not write the drawing.
  case exportFailed = 6

  public var description: String {
    switch self {
    case .success: "success"
    case .failedOnWarnings: "failed on warnings (--strict)"
    case .usageError: "usage error"
    case .unknownFormat: "unknown or undetectable format"
    case .malformedInput: "malformed input"
    case .ioError: "I/O error"
    case .exportFailed: "export failed"
    }
  }
}
