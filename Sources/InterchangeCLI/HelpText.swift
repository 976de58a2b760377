import InkInterchange

/// The help screens, laid out as swift-argument-parser's: OVERVIEW, USAGE, OPTIONS.
enum HelpText {
  /// `interchange --help`.
  static func root() -> String {
    var text = """
      OVERVIEW: Convert digital ink between formats.

      USAGE: \(Interchange.commandName) <command> [<options>]

      COMMANDS:

      """
    for command in InterchangeCommand.allCases {
      text += "  " + pad(command.rawValue, 10) + command.abstract + "\n"
    }
    text += """

      OPTIONS:
        -h, --help              Show help information.
        --version               Show the version.

      EXIT CODES:

      """
    for code in InterchangeExitCode.allCases {
      text += "  \(code.rawValue)  \(code)\n"
    }
    text += "\n  See '\(Interchange.commandName) help <command>' for detailed help.\n"
    return text
  }

  /// `interchange <command> --help`.
  static func command(_ command: InterchangeCommand, registry: FormatRegistry) -> String {
    var text = """
      OVERVIEW: \(command.abstract)

      USAGE: \(Interchange.commandName) \(command.usage)

      OPTIONS:

      """
    let width = max(24, command.options.map { $0.synopsis.count + 4 }.max() ?? 0)
    for option in command.options {
      text += "  " + pad(option.synopsis, width - 2) + option.help + "\n"
    }
    text += "\n" + command.discussion(registry: registry) + "\n"
    return text
  }

  /// The short usage reminder printed after a usage error.
  static func usageReminder(_ command: InterchangeCommand?) -> String {
    guard let command else {
      return """
        Usage: \(Interchange.commandName) <command> [<options>]
          See '\(Interchange.commandName) --help' for more information.

        """
    }
    return """
      Usage: \(Interchange.commandName) \(command.usage)
        See '\(Interchange.commandName) \(command.rawValue) --help' for more information.

      """
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
