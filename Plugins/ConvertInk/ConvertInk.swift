import Foundation
import PackagePlugin

/// `swift package convert-ink`: converts drawings in a package with the real `interchange` tool.
///
/// ```
/// swift package --allow-writing-to-package-directory convert-ink --from svg --to ink Drawings/
/// ```
///
/// Every argument is passed to `interchange convert`, with two additions:
/// - relative paths are resolved against the package directory;
/// - without `-o`, each input is converted next to itself: a file `d/name.svg` becomes
///   `d/name.<ext>` (the `--to` format's extension) and a folder `d` is converted into itself
///   (`d/sub/name.svg` becomes `d/sub/name.<ext>`), so `--to` is required then.
///
/// The tool's messages pass through unchanged. When the tool fails, the plugin reports the tool's
/// exit status (the largest one when it runs the tool more than once) and exits with it;
/// `swift package` then fails too (with its own status 1: SwiftPM does not pass a plugin's status
/// on).
@main
struct ConvertInk: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let packageDirectory = context.package.directoryURL
    let plan: Plan
    do {
      plan = try Plan(arguments: arguments)
    } catch {
      Diagnostics.error("convert-ink: \(error.message)")
      FileHandle.standardError.write(Data(Plan.usage.utf8))
      exit(2)
    }
    guard !plan.inputs.isEmpty else {
      Diagnostics.error("convert-ink: missing input (name files or folders)")
      FileHandle.standardError.write(Data(Plan.usage.utf8))
      exit(2)
    }

    let tool = try context.tool(named: "interchange").url
    var status: Int32 = 0
    for invocation in plan.invocations(resolvingAgainst: packageDirectory) {
      status = max(status, try run(tool, invocation))
    }
    if status != 0 {
      Diagnostics.error("convert-ink: interchange exited with status \(status)")
      exit(status)
    }
  }

  /// Runs the tool with these arguments, its standard streams the plugin's own.
  private func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = ["convert"] + arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// A usage mistake on the plugin's own command line.
private struct PlanError: Error {
  var message: String
}

/// The plugin's command line, split into `interchange convert` options and inputs.
private struct Plan {
  static let usage = """
    Usage: swift package [--allow-writing-to-package-directory] convert-ink \\
             [--from <id>] --to <id> [<interchange convert options>] <file or folder> ...
           swift package convert-ink --to <id> <input> ... -o <output>
      See 'swift run interchange convert --help' for the options.

    """

  /// `interchange convert` options that take a value (the next argument).
  private static let valueOptions: Set<String> = [
    "--from", "--to", "-o", "--output", "--tolerance", "--size", "--duration", "--option",
    "--max-input-size", "--max-points", "-j", "--jobs", "--warning-limit",
  ]

  /// Options passed through, in order, with their values; paths not included.
  var options: [String] = []
  /// The `-o` value, when given.
  var output: String?
  /// The `--to` value, when given.
  var to: String?
  /// Files and folders to convert.
  var inputs: [String] = []

  init(arguments: [String]) throws(PlanError) {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        inputs.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      let takesValue = Self.valueOptions.contains(name)
      guard takesValue else {
        options.append(argument)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw PlanError(message: "option '\(name)' needs a value")
        }
        value = arguments[index]
        index += 1
      }
      switch name {
      case "-o", "--output": output = value
      default:
        if name == "--to" { to = value }
        options += [name, value]
      }
    }
  }

  /// `--name=value` and a short option with its value attached (`-oout/`, `-j4`) are one token.
  private static func split(_ argument: String) -> (String, String?) {
    if !argument.hasPrefix("--") {
      let short = String(argument.prefix(2))
      guard argument.count > 2, valueOptions.contains(short) else { return (argument, nil) }
      return (short, String(argument.dropFirst(2)))
    }
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The `interchange convert` argument lists to run, paths made absolute.
  func invocations(resolvingAgainst base: URL) -> [[String]] {
    func absolute(_ path: String) -> String {
      if path == "-" || path.hasPrefix("/") { return path }
      return base.appending(path: path).path
    }
    let paths = inputs.map(absolute)
    if let output {
      return [options + ["-o", absolute(output), "--"] + paths]
    }
    // Next to each input: one run per folder that receives outputs. A trailing slash on `-o` makes
    // it an output folder; a file `d/x.svg` then becomes `d/x.<ext>`.
    var runs: [(directory: String, inputs: [String])] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let directory =
        exists && isDirectory.boolValue
        ? path : URL(fileURLWithPath: path).deletingLastPathComponent().path
      if let i = runs.firstIndex(where: { $0.directory == directory }) {
        runs[i].inputs.append(path)
      } else {
        runs.append((directory, [path]))
      }
    }
    let withSlash = { (d: String) in d.hasSuffix("/") ? d : d + "/" }
    return runs.map { options + ["-o", withSlash($0.directory), "--"] + $0.inputs }
  }
}
