import InkInterchange

/// The subcommands of `interchange`, with their options and help.
enum InterchangeCommand: String, Sendable, CaseIterable {
  /// `interchange convert`.
  case convert
  /// `interchange formats`.
  case formats
  /// `interchange inspect`.
  case inspect

  /// One line saying what the command does.
  var abstract: String {
    switch self {
    case .convert: "Convert drawings from one format to another."
    case .formats: "List the registered formats and what they can do."
    case .inspect: "Print what a drawing file holds."
    }
  }

  /// The usage line, after `interchange`.
  var usage: String {
    switch self {
    case .convert: "convert [<options>] <input> ... [-o <output>]"
    case .formats: "formats [--json]"
    case .inspect: "inspect [<options>] <file>"
    }
  }

  static let help = OptionSpec.flag("help", short: "h", help: "Show help information.")

  static let warningLimit = OptionSpec.value(
    "warning-limit", valueName: "<n>",
    help: "Show at most n warnings a file (default: \(Reporter.defaultWarningLimit); 0 shows all).")

  /// Parses `--warning-limit`: a whole number of at least 0 (ASCII digits only, see
  /// ``ParsedArguments/wholeNumber(_:minimum:note:)``), or ``Reporter/defaultWarningLimit`` when
  /// the option is absent.
  ///
  /// - Throws: ``UsageError`` naming the option for anything else (`-1`, `+3`, `abc`, an empty
  ///   value, a number too large for `Int`).
  static func warningLimit(_ arguments: ParsedArguments) throws(UsageError) -> Int {
    try arguments.wholeNumber("warning-limit", minimum: 0, note: "0 shows all")
      ?? Reporter.defaultWarningLimit
  }

  /// The import options `convert` and `inspect` share; `--option`'s help says which of the
  /// importer and exporter read it (`inspect` exports nothing).
  static func importOptions(exporting: Bool) -> [OptionSpec] {
    [
      .value(
        "tolerance", valueName: "<units>",
        help: "Bézier conversion tolerance, in the source's units (default: \(StrokePath.defaultTolerance))."),
      .value(
        "size", valueName: "<width>",
        help: "Give every point this size instead of the source's stroke width."),
      .value(
        "duration", valueName: "<seconds>",
        help: "Spread point times over this duration, by arc length (default: the source's times)."),
      .flag(
        "width-from-source",
        help: "Size points from the source's stroke width (the default)."),
      .value(
        "option", valueName: "<key=value>", repeatable: true,
        help: "A format-specific option, passed to the importer\(exporting ? " and exporter" : "")"
          + " (repeatable; values are case-insensitive)."),
      .value(
        "max-input-size", valueName: "<bytes>",
        help: "Refuse larger inputs; K, M, G, T suffixes are powers of 1024"
          + " (default: \(ImportOptions().maxInputBytes >> 20)M)."),
      .value(
        "max-points", valueName: "<n>",
        help: "Refuse drawings with more control points (default: \(ImportOptions().maxPointCount))."),
    ]
  }

  /// The options the command accepts, in help order.
  var options: [OptionSpec] {
    switch self {
    case .convert:
      [
        .value(
          "from", valueName: "<id>",
          help: "The input format (default: from the file extension, else from the content)."),
        .value(
          "to", valueName: "<id>",
          help: "The output format (default: from the output file's extension)."),
        .value(
          "output", short: "o", valueName: "<path>",
          help: "The output file, directory, or '-' for standard output (default: '-')."),
      ] + Self.importOptions(exporting: true) + [
        .flag("quantize", help: "Shorthand for --option quantize=true."),
        .flag("pretty", help: "Ask text formats for indented output (default: compact)."),
        .value(
          "jobs", short: "j", valueName: "<n>",
          help: "Convert at most n files at once (default and most: the number of cores)."),
        Self.warningLimit,
        .flag(
          "strict", help: "Treat warnings as errors: write nothing for that file, exit status 1."),
        .flag("quiet", short: "q", help: "Hide warnings, the progress line and the summary."),
        Self.help,
      ]
    case .formats:
      [.flag("json", help: "Print the list as JSON."), Self.help]
    case .inspect:
      [
        .value(
          "from", valueName: "<id>",
          help: "The file's format (default: from the file extension, else from the content)."),
        .flag("json", help: "Print the summary as JSON."),
      ] + Self.importOptions(exporting: false) + [
        Self.warningLimit,
        .flag("quiet", short: "q", help: "Hide warnings."),
        Self.help,
      ]
    }
  }

  /// Extra help paragraphs after the options.
  func discussion(registry: FormatRegistry) -> String {
    let ids = registry.formatIDs.joined(separator: ", ")
    switch self {
    case .convert:
      return """
        FORMATS: \(ids.isEmpty ? "(none registered)" : ids)

        With one input file and '-o FILE' (or '-o -'), one drawing is converted. With several
        inputs, or a directory (searched recursively for files with an importable extension;
        hidden entries are skipped), every file is converted into the directory '-o DIR',
        mirroring relative paths, the extension changed to the output format's. Files are
        converted in parallel, their messages printed in input order; a bad file, or a
        directory that cannot be read, is reported and skipped, the others are still
        converted, and the status is non-zero.
        Outputs are written atomically and never over an input; directories made for outputs
        that all failed are removed.

        EXAMPLES:
          interchange convert --from svg --to ink drawing.svg -o drawing.ink
          interchange convert drawing.json -o drawing.ink
          cat drawing.ink | interchange convert --to json --pretty - -o -
          interchange convert --to ink drawings/ -o converted/
        """
    case .formats:
      return "Columns: id, name, extensions, import/export, text/binary, lossless."
    case .inspect:
      return """
        Prints the number of strokes and control points, the inks, the bounds (the area the
        strokes may paint) and the range (min/max) of every control-point field.
        FORMATS: \(ids.isEmpty ? "(none registered)" : ids)
        """
    }
  }
}
