import InkInterchange

/// Writes errors, warnings and the progress line to standard error, one message at a time, from
/// any thread.
final class Reporter: Sendable {
  private struct State {
    var finished = 0
    var progressShown = false
    var lastDrawn: ContinuousClock.Instant?
  }

  /// `--warning-limit`'s default: the most diagnostics shown for one file.
  static let defaultWarningLimit = 20

  private let io: InterchangeIO
  private let quiet: Bool
  private let warningLimit: Int
  private let progressTotal: Int?
  /// The tool's name, read when the reporter is made (worker threads do not see the task-local).
  private let commandName = Interchange.commandName
  private let state = Locked(State())

  /// Creates a reporter.
  ///
  /// - Parameters:
  ///   - io: Where standard error goes.
  ///   - quiet: Hide warnings and the progress line.
  ///   - progressTotal: The number of files when a progress line is wanted, else `nil`.
  ///   - warningLimit: The most diagnostics ``diagnostics(_:file:)`` shows in one call; `0`
  ///     shows all.
  init(
    io: InterchangeIO, quiet: Bool, progressTotal: Int?,
    warningLimit: Int = Reporter.defaultWarningLimit
  ) {
    self.io = io
    self.quiet = quiet
    self.warningLimit = max(warningLimit, 0)
    self.progressTotal = quiet ? nil : progressTotal
  }

  /// `text` with its control characters (C0, DEL, C1) written as `\n`, `\t`, `\r` or `\u{XX}`,
  /// so that text taken from input (keys, ids, ink names, file names) cannot break a message's
  /// line or drive the terminal.
  static func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return out
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }

  /// Prints `interchange: error: <message>`.
  func error(_ message: String) {
    emit("\(commandName): error: \(Self.printable(message))\n")
  }

  /// Prints each diagnostic as `interchange: <severity>: FILE: [LOCATION: ]message` unless
  /// quiet, at most the warning limit of them (warnings and notes alike, in order), then, when
  /// some were left out, one line counting them:
  /// `interchange: note: FILE: N more warnings not shown (--warning-limit 0 shows all)`, which
  /// says "diagnostics" instead of "warnings" when a note is among those left out.
  ///
  /// The lines of one call are written at once, so another thread's lines never come between
  /// them. The limit is per call: the command reports a file's import and export diagnostics in
  /// two calls, each limited.
  func diagnostics(_ diagnostics: [Diagnostic], file: String) {
    guard !quiet, !diagnostics.isEmpty else { return }
    let name = Self.printable(file)
    let shown = warningLimit == 0 ? diagnostics.count : min(warningLimit, diagnostics.count)
    var text = ""
    for diagnostic in diagnostics[..<shown] {
      text += "\(commandName): \(diagnostic.severity.rawValue): \(name): "
      if let location = diagnostic.location { text += "\(Self.printable(location.description)): " }
      text += Self.printable(diagnostic.message) + "\n"
    }
    let hidden = diagnostics[shown...]
    if !hidden.isEmpty {
      let kind = hidden.allSatisfy { $0.severity == .warning } ? "warning" : "diagnostic"
      text += "\(commandName): note: \(name): \(hidden.count) more \(kind)\(hidden.count == 1 ? "" : "s")"
      text += " not shown (--warning-limit 0 shows all)\n"
    }
    emit(text)
  }

  /// Prints a line unless quiet.
  func note(_ message: String) {
    guard !quiet else { return }
    emit(Self.printable(message) + "\n")
  }

  /// Counts a finished file and redraws the progress line (at most ten times a second, and always
  /// for the last file).
  func finished(_ name: String) {
    guard let total = progressTotal else { return }
    state.withLock { state in
      state.finished += 1
      let now = ContinuousClock.now
      if let last = state.lastDrawn, state.finished < total, now - last < .milliseconds(100) {
        return
      }
      state.lastDrawn = now
      io.writeStandardError("\r\u{1B}[K[\(state.finished)/\(total)] \(Self.printable(name))")
      state.progressShown = true
    }
  }

  /// Clears the progress line.
  func endProgress() {
    state.withLock { state in
      if state.progressShown { io.writeStandardError("\r\u{1B}[K") }
      state.progressShown = false
    }
  }

  private func emit(_ text: String) {
    state.withLock { state in
      if state.progressShown {
        io.writeStandardError("\r\u{1B}[K")
        state.progressShown = false
      }
      io.writeStandardError(text)
    }
  }
}
