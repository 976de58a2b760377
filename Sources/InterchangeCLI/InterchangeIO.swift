import Foundation

/// The standard streams the command line uses, as values, so it can run inside tests and other
/// programs. Files named on the command line are read and written through the file system.
public struct InterchangeIO: Sendable {
  /// Reads all of standard input; throws when it holds more than `limit` bytes or cannot be read.
  public var readStandardInput: @Sendable (_ limit: Int) throws -> [UInt8]
  /// Writes bytes to standard output.
  public var writeStandardOutput: @Sendable (_ bytes: [UInt8]) throws -> Void
  /// Writes text to standard error (messages end with a newline; progress lines do not).
  public var writeStandardError: @Sendable (_ text: String) -> Void
  /// `true` when standard output is a terminal (binary output to it is refused).
  public var standardOutputIsTerminal: Bool
  /// `true` when standard error is a terminal (a progress line is shown only then).
  public var standardErrorIsTerminal: Bool
  /// The descriptor ``readStandardInput`` reads when it is one of this process's (0 for
  /// ``standard``), so that a file it is redirected from (`< drawing.json`) is known as an input
  /// and never written; `nil` for streams given as functions.
  var standardInputDescriptor: Int32?
  /// The descriptor ``writeStandardOutput`` writes to when it is one of this process's (1 for
  /// ``standard``), so that a file it is redirected to (`>> drawing.json`) is known and never an
  /// input; `nil` for streams given as functions.
  var standardOutputDescriptor: Int32?

  /// Creates streams from functions.
  ///
  /// - Parameters:
  ///   - readStandardInput: Reads all of standard input, up to a limit.
  ///   - writeStandardOutput: Writes bytes to standard output.
  ///   - writeStandardError: Writes text to standard error.
  ///   - standardOutputIsTerminal: Whether standard output is a terminal. Default `false`.
  ///   - standardErrorIsTerminal: Whether standard error is a terminal. Default `false`.
  public init(
    readStandardInput: @escaping @Sendable (_ limit: Int) throws -> [UInt8],
    writeStandardOutput: @escaping @Sendable (_ bytes: [UInt8]) throws -> Void,
    writeStandardError: @escaping @Sendable (_ text: String) -> Void,
    standardOutputIsTerminal: Bool = false,
    standardErrorIsTerminal: Bool = false
  ) {
    self.readStandardInput = readStandardInput
    self.writeStandardOutput = writeStandardOutput
    self.writeStandardError = writeStandardError
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.standardErrorIsTerminal = standardErrorIsTerminal
  }

  /// The process's own standard input, output and error (file descriptors 0, 1 and 2).
  public static var standard: InterchangeIO {
    var io = InterchangeIO(
      readStandardInput: { limit in try FileSystem.readAll(descriptor: 0, limit: limit) },
      writeStandardOutput: { bytes in try FileSystem.writeAll(bytes, descriptor: 1) },
      writeStandardError: { text in try? FileSystem.writeAll(Array(text.utf8), descriptor: 2) },
      standardOutputIsTerminal: isatty(1) == 1,
      standardErrorIsTerminal: isatty(2) == 1)
    io.standardInputDescriptor = 0
    io.standardOutputDescriptor = 1
    return io
  }
}
