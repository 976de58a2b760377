import InkInterchange

/// Writes errors, warnings and the progress line to standard error, one message at a time, from
/// any thread.
///
/// `convert` reports each file's messages through ``file(_:)`` and ends each file with
/// ``finished(_:name:)``: the messages come out in input order, whatever order the files finish
/// in (see ``report(_:file:)``).
final class Reporter: Sendable {
  private struct State {
    var finished = 0
    var progressShown = false
    var lastDrawn: ContinuousClock.Instant?
    /// The first file, in input order, that has not finished: its messages are printed as they
    /// come.
    var current = 0
    /// The messages of later files, by index, held until every earlier file has finished, and
    /// whether that file has finished.
    var waiting: [Int: (text: String, finished: Bool)] = [:]
  }

  /// Where one file's messages go: ``Reporter/report(_:file:)`` with the file's index.
  struct FileMessages: Sendable {
    /// The reporter.
    let reporter: Reporter
    /// The file's place in input order, from 0.
    let index: Int

    /// Reports the file's diagnostics, as ``Reporter/diagnostics(_:file:)`` prints them.
    func diagnostics(_ diagnostics: [Diagnostic], file: String) {
      reporter.report(reporter.diagnosticsText(diagnostics, file: file), file: index)
    }

    /// Reports an error, as ``Reporter/error(_:)`` prints it.
    func error(_ message: String) {
      reporter.report(reporter.errorText(message), file: index)
    }
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
    emit(errorText(message))
  }

  /// The line ``error(_:)`` prints: `interchange: error: <message>` and a newline.
  func errorText(_ message: String) -> String {
    "\(commandName): error: \(Self.printable(message))\n"
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
    emit(diagnosticsText(diagnostics, file: file))
  }

  /// The lines ``diagnostics(_:file:)`` prints, each ending in a newline: empty when quiet or
  /// when there are no diagnostics.
  func diagnosticsText(_ diagnostics: [Diagnostic], file: String) -> String {
    guard !quiet, !diagnostics.isEmpty else { return "" }
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
    return text
  }

  /// Prints a line unless quiet.
  func note(_ message: String) {
    guard !quiet else { return }
    emit(Self.printable(message) + "\n")
  }

  /// The messages of file `index` (its place in input order, from 0), for ``report(_:file:)``.
  func file(_ index: Int) -> FileMessages {
    FileMessages(reporter: self, index: index)
  }

  /// Prints text of file `index` (its place in input order, from 0) in input order: at once when
  /// every earlier file has finished (see ``finished(_:name:)``), else when the last of them
  /// finishes. Each call's text is written at once, so no other file's lines come between them.
  ///
  /// Only the text of files whose turn has not come is held, as text (never a drawing): a file
  /// that finishes before an earlier one waits with its messages.
  ///
  /// - Parameters:
  ///   - text: Lines, as ``errorText(_:)`` and ``diagnosticsText(_:file:)`` make them.
  ///   - index: The file's place in input order.
  func report(_ text: String, file index: Int) {
    guard !text.isEmpty else { return }
    state.withLock { state in
      if index == state.current {
        write(text, state: &state)
      } else {
        state.waiting[index, default: ("", false)].text += text
      }
    }
  }

  /// Ends file `index` (its place in input order, from 0): when it was the first unfinished one,
  /// the messages of the following files are printed, those that finished up to the next file
  /// that has not, and what that one has reported so far. Then counts the file and redraws the
  /// progress line (at most ten times a second, and always for the last file).
  ///
  /// Each index from 0 up must be finished exactly once for every message to be printed.
  ///
  /// - Parameters:
  ///   - index: The file's place in input order.
  ///   - name: The file's name, for the progress line.
  func finished(_ index: Int, name: String) {
    state.withLock { state in
      if index == state.current {
        state.current += 1
        while let next = state.waiting.removeValue(forKey: state.current) {
          write(next.text, state: &state)
          guard next.finished else { break }
          state.current += 1
        }
      } else {
        state.waiting[index, default: ("", false)].finished = true
      }
      guard let total = progressTotal else { return }
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
    guard !text.isEmpty else { return }
    state.withLock { state in write(text, state: &state) }
  }

  /// Writes text above the progress line (cleared first when shown); nothing for empty text.
  private func write(_ text: String, state: inout State) {
    guard !text.isEmpty else { return }
    if state.progressShown {
      io.writeStandardError("\r\u{1B}[K")
      state.progressShown = false
    }
    io.writeStandardError(text)
  }
}
