import InkFormats
import InkInterchange

/// The `interchange` command line as a library: parse the arguments, run the command, return the
/// exit status (see ``InterchangeExitCode``).
///
/// A format author gets the whole command line for their own formats with a three-line
/// executable:
///
/// ```swift
/// import Foundation
/// import InkFormats
/// import InkInterchange
/// import InterchangeCLI
///
/// var registry = FormatRegistry.standard
/// try! registry.register(MyFormat())
/// exit(
///   Interchange.main(
///     arguments: Array(CommandLine.arguments.dropFirst()), registry: registry,
///     commandName: "my-interchange"))
/// ```
public enum Interchange {
  /// The name of the standard tool, `interchange`: the default of every `commandName` parameter.
  public static let defaultCommandName = "interchange"

  /// The name the tool calls itself in messages and help while a command runs: the
  /// `commandName` given to ``main(arguments:registry:commandName:)`` or
  /// ``run(arguments:registry:io:commandName:)``, else ``defaultCommandName``.
  ///
  /// A task-local value, not a global: each run binds its own name for its duration.
  @TaskLocal public static var commandName = defaultCommandName

  /// The tool's version, printed by `--version`.
  public static let version = "0.1.0"

  /// Runs the command line with the process's standard streams.
  ///
  /// For the process as a whole, it first takes `SIGINT`, `SIGTERM` and `SIGHUP` (unless
  /// ignored), so that an interrupted conversion removes the temporary files it is writing before
  /// the process dies of the signal (``run(arguments:registry:io:commandName:)`` leaves signals
  /// alone). Call it once, from the main thread.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - registry: The formats to offer. Default ``FormatRegistry/standard``.
  ///   - commandName: The name the tool calls itself in help, usage lines and messages (a format
  ///     author's tool passes its own, e.g. `quickdraw-interchange`). Default `interchange`.
  /// - Returns: The exit status, an ``InterchangeExitCode`` raw value.
  public static func main(
    arguments: [String], registry: FormatRegistry = .standard,
    commandName: String = defaultCommandName
  ) -> Int32 {
    // Ctrl-C (and SIGTERM, SIGHUP) mid-write leaves no temporary file behind.
    FileSystem.removeTemporaryFilesOnSignals()
    return run(arguments: arguments, registry: registry, io: .standard, commandName: commandName)
  }

  /// Runs the command line with the given streams (for tests and embedding).
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - registry: The formats to offer.
  ///   - io: Standard input, output and error.
  ///   - commandName: The name the tool calls itself in help, usage lines and messages. Default
  ///     `interchange`.
  /// - Returns: The exit status, an ``InterchangeExitCode`` raw value.
  public static func run(
    arguments: [String], registry: FormatRegistry, io: InterchangeIO,
    commandName: String = defaultCommandName
  ) -> Int32 {
    $commandName.withValue(commandName) {
      runCommand(arguments: arguments, registry: registry, io: io)
    }
  }

  /// Runs the command line with ``commandName`` bound.
  private static func runCommand(
    arguments: [String], registry: FormatRegistry, io: InterchangeIO
  ) -> Int32 {
    let reporter = Reporter(io: io, quiet: false, progressTotal: nil)
    func printOut(_ text: String) -> Int32 {
      do {
        try io.writeStandardOutput(Array(text.utf8))
        return InterchangeExitCode.success.rawValue
      } catch {
        reporter.error("<stdout>: \(error)")
        return InterchangeExitCode.ioError.rawValue
      }
    }
    /// "unknown command", with the closest command's name when one is close.
    func unknownCommand(_ name: String) -> String {
      let names = InterchangeCommand.allCases.map(\.rawValue)
      guard
        let suggestion = ArgumentScanner.closest(to: name, in: names)
          ?? names.first(where: { $0.hasPrefix(name) })
      else { return "unknown command '\(name)'" }
      return "unknown command '\(name)'; did you mean '\(suggestion)'?"
    }
    func usageError(_ message: String, _ command: InterchangeCommand?) -> Int32 {
      reporter.error(message)
      io.writeStandardError(HelpText.usageReminder(command))
      return InterchangeExitCode.usageError.rawValue
    }

    guard let first = arguments.first else {
      io.writeStandardError(HelpText.root())
      return InterchangeExitCode.usageError.rawValue
    }
    switch first {
    case "-h", "--help":
      return printOut(HelpText.root())
    case "--version":
      // `--version` takes nothing: an extra argument is a usage error, as a command's unexpected
      // argument is (`--help` among them wins, as it does over any mistake).
      let rest = arguments.dropFirst()
      if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
        return printOut(HelpText.root())
      }
      if let extra = rest.first { return usageError("unexpected argument '\(extra)'", nil) }
      return printOut("\(commandName) \(version)\n")
    case "help":
      // `help -h` and `help --help`: every command takes -h/--help, `help` too.
      guard let name = arguments.dropFirst().first, name != "-h", name != "--help" else {
        return printOut(HelpText.root())
      }
      // `help help` is the help of `help`: the overview.
      var command: InterchangeCommand?
      if name != "help" {
        guard let named = InterchangeCommand(rawValue: name) else {
          return usageError(unknownCommand(name), nil)
        }
        command = named
      }
      let help = command.map { HelpText.command($0, registry: registry) } ?? HelpText.root()
      // `help <command>` takes nothing more: an extra argument is a usage error, as after
      // `--version` (`--help` among them wins, as it does over any mistake).
      let rest = arguments.dropFirst(2)
      if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
        return printOut(help)
      }
      if let extra = rest.first { return usageError("unexpected argument '\(extra)'", nil) }
      return printOut(help)
    default:
      break
    }
    guard let command = InterchangeCommand(rawValue: first) else {
      if first.hasPrefix("-") { return usageError("unknown option '\(first)'", nil) }
      return usageError(unknownCommand(first), nil)
    }
    let rest = Array(arguments.dropFirst())
    let parsed: ParsedArguments
    do {
      parsed = try ArgumentScanner.scan(rest, options: command.options)
    } catch {
      // `--help` wins over other mistakes on the same line.
      if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
        return printOut(HelpText.command(command, registry: registry))
      }
      return usageError(error.message, command)
    }
    if parsed.flag("help") { return printOut(HelpText.command(command, registry: registry)) }

    switch command {
    case .convert:
      let options: ConvertOptions
      do {
        options = try ConvertOptions(parsed)
      } catch {
        return usageError(error.message, command)
      }
      return ConvertCommand.run(options, registry: registry, io: io)
    case .formats:
      if let extra = parsed.positionals.first {
        return usageError("unexpected argument '\(extra)'", command)
      }
      return printOut(
        parsed.flag("json") ? FormatsCommand.json(registry) : FormatsCommand.table(registry))
    case .inspect:
      do {
        return printOut(try InspectCommand.run(parsed, registry: registry, io: io))
      } catch {
        if error.code == .usageError { return usageError(error.message, command) }
        reporter.error(error.message)
        return error.code.rawValue
      }
    }
  }
}
