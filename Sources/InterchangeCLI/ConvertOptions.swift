import InkInterchange

/// The `convert` command line, parsed into a value.
struct ConvertOptions: Sendable, Hashable {
  /// The inputs as given: files, directories, or `-` for standard input.
  var inputs: [String]
  /// `-o`: a file, a directory, or `-`; `nil` for standard output.
  var output: String?
  /// `--from`: the input format id.
  var from: String?
  /// `--to`: the output format id.
  var to: String?
  /// Tolerance, point provider and format options.
  var settings: ImportSettings
  /// `--pretty`.
  var pretty: Bool
  /// `--strict`.
  var strict: Bool
  /// `--quiet`.
  var quiet: Bool
  /// `--jobs`; `nil` for the number of active processors.
  var jobs: Int?
  /// `--warning-limit`: the most diagnostics shown per file and step (import, export); `0` for
  /// all. Only the display is limited; `--strict` counts every warning.
  var warningLimit: Int

  /// Reads the options from scanned arguments.
  ///
  /// - Throws: ``UsageError`` when there is no input, an input or the output is an empty path,
  ///   or a value is malformed.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    inputs = arguments.positionals
    guard !inputs.isEmpty else {
      throw UsageError(message: "missing input (name a file, a directory, or '-' for standard input)")
    }
    // (An unset shell variable: no file has an empty name, and messages would name none.)
    guard !inputs.contains("") else {
      throw UsageError(
        message: "empty input path '' (name a file, a directory, or '-' for standard input)")
    }
    output = arguments.value("output")
    guard output != "" else {
      throw UsageError(message: "option '--output' expects a file, a directory or '-', got ''")
    }
    from = arguments.value("from")
    to = arguments.value("to")
    settings = try ImportSettings(arguments)
    pretty = arguments.flag("pretty")
    strict = arguments.flag("strict")
    quiet = arguments.flag("quiet")
    jobs = try arguments.wholeNumber("jobs", minimum: 1)
    warningLimit = try InterchangeCommand.warningLimit(arguments)
  }

  /// The exporter options these settings describe.
  var exportOptions: ExportOptions {
    var options = ExportOptions()
    options.formatOptions = settings.formatOptions
    options.prettyPrinted = pretty
    return options
  }
}
