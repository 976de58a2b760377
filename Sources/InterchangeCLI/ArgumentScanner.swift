/// One option a command accepts.
struct OptionSpec: Sendable, Hashable {
  /// The long name without dashes (`tolerance`); the key in ``ParsedArguments``.
  var name: String
  /// The one-letter short form without the dash (`o`), if any.
  var short: Character?
  /// The value's placeholder in help (`<id>`), or `nil` for a flag that takes no value.
  var valueName: String?
  /// `true` when the option may be given more than once (values accumulate).
  var repeatable: Bool
  /// One line of help.
  var help: String

  /// Creates a flag (no value).
  static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, short: short, valueName: nil, repeatable: true, help: help)
  }

  /// Creates an option that takes a value.
  static func value(
    _ name: String, short: Character? = nil, valueName: String, repeatable: Bool = false,
    help: String
  ) -> OptionSpec {
    OptionSpec(name: name, short: short, valueName: valueName, repeatable: repeatable, help: help)
  }

  /// How the option is written in help: `-o, --output <path>`.
  var synopsis: String {
    var text = short.map { "-\($0), " } ?? ""
    text += "--\(name)"
    if let valueName { text += " \(valueName)" }
    return text
  }
}

/// The result of scanning a command line: which flags were set, the values of options, and the
/// positional arguments, in order.
struct ParsedArguments: Sendable, Hashable {
  /// Long names of the flags given.
  var flags: Set<String> = []
  /// Values of the options given, by long name, in command-line order.
  var values: [String: [String]] = [:]
  /// Arguments that are not options (`-` alone is positional: standard input or output).
  var positionals: [String] = []

  /// `true` when the flag was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The (last) value of an option, or `nil` when it was not given.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable option, in order.
  func allValues(_ name: String) -> [String] { values[name] ?? [] }

  /// The value of an option that takes a plain whole number (`--jobs`, `--warning-limit`): ASCII
  /// digits only (no sign, space, suffix or other digits), at least `minimum`; `nil` when the
  /// option was not given.
  ///
  /// - Parameters:
  ///   - name: The option's long name.
  ///   - minimum: The smallest value accepted.
  ///   - note: A remark added in brackets to the error (e.g. `0 shows all`), or `nil`.
  /// - Returns: The number, or `nil` when the option is absent.
  /// - Throws: ``UsageError`` for anything else (`+3`, `-1`, `abc`, an empty value, a number too
  ///   large for `Int`, one under `minimum`): `option '--jobs' expects a whole number of at least
  ///   1, got '+3'`.
  func wholeNumber(_ name: String, minimum: Int, note: String? = nil) throws(UsageError) -> Int? {
    guard let text = value(name) else { return nil }
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(text),
      n >= minimum
    else {
      throw UsageError(
        message:
          "option '--\(name)' expects a whole number of at least \(minimum)"
          + (note.map { " (\($0))" } ?? "") + ", got '\(text)'")
    }
    return n
  }
}

/// A command line that cannot be understood. The command line exits with status 2.
struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, in one sentence.
  var message: String
  var description: String { message }
}

/// A small command-line scanner: long options (`--name value`, `--name=value`), short options
/// (`-o value`, `-ovalue`), flags, `--` to end options, and `-` as a positional argument.
enum ArgumentScanner {
  /// Scans arguments against a command's options.
  ///
  /// An option that takes a value consumes the next argument whatever it is (so `-o -` names
  /// standard output). A non-repeatable option given twice, an unknown option, a missing value
  /// and a value given to a flag are usage errors; an unknown option's message suggests the
  /// closest known one.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the command name.
  ///   - options: What the command accepts.
  /// - Returns: The flags, values and positional arguments.
  /// - Throws: ``UsageError``.
  static func scan(
    _ arguments: [String], options: [OptionSpec]
  ) throws(UsageError)
    -> ParsedArguments
  {
    var result = ParsedArguments()
    var index = 0
    func record(_ spec: OptionSpec, value: String?, written: String) throws(UsageError) {
      guard spec.valueName != nil else {
        if value != nil {
          throw UsageError(message: "option '\(written)' does not take a value")
        }
        result.flags.insert(spec.name)
        return
      }
      var inlineValue = value
      if inlineValue == nil {
        guard index < arguments.count else {
          throw UsageError(message: "missing value for option '\(written)'")
        }
        inlineValue = arguments[index]
        index += 1
      }
      if !spec.repeatable && result.values[spec.name] != nil {
        throw UsageError(message: "option '--\(spec.name)' was given more than once")
      }
      result.values[spec.name, default: []].append(inlineValue!)
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        result.positionals.append(contentsOf: arguments[index...])
        break
      }
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name: Substring
        let value: String?
        if let equals = body.firstIndex(of: "=") {
          name = body[..<equals]
          value = String(body[body.index(after: equals)...])
        } else {
          name = body
          value = nil
        }
        guard let spec = options.first(where: { $0.name == name }) else {
          throw unknownOption("--" + name, options: options)
        }
        try record(spec, value: value, written: "--" + name)
      } else if argument.hasPrefix("-") && argument.count > 1 {
        let letter = argument[argument.index(after: argument.startIndex)]
        guard let spec = options.first(where: { $0.short == letter }) else {
          throw unknownOption(argument, options: options)
        }
        let rest = String(argument.dropFirst(2))
        if spec.valueName == nil && !rest.isEmpty {
          throw unknownOption(argument, options: options)
        }
        try record(spec, value: rest.isEmpty ? nil : rest, written: "-\(letter)")
      } else {
        result.positionals.append(argument)
      }
    }
    return result
  }

  private static func unknownOption(_ written: String, options: [OptionSpec]) -> UsageError {
    var message = "unknown option '\(written)'"
    if let suggestion = closest(to: written, in: options.map { "--" + $0.name }) {
      message += "; did you mean '\(suggestion)'?"
    }
    return UsageError(message: message)
  }

  /// The candidate nearest to `word` by edit distance, when it is close (distance ≤ 2).
  static func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word, $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
    return best.0
  }

  /// The Levenshtein distance between two strings, by characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
