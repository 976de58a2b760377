import InkInterchange

/// Writes errors, warnings and the progress line to standard error, one message at a time, from
/// any thread.
final class Reporter: Sendable {
  private struct State {
    var finished = 0
    var progressShown = false
    var lastDrawn: ContinuousClock.Instant?
  }

  private let io: InterchangeIO
  private let quiet: Bool
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
  init(io: InterchangeIO, quiet: Bool, progressTotal: Int?) {
    self.io = io
    self.quiet = quiet
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

  /// Prints each diagnostic as `interchange: warning: FILE: LOCATION: message` unless quiet.
  func diagnostics(_ diagnostics: [Diagnostic], file: String) {
    guard !quiet else { return }
    for diagnostic in diagnostics {
      var line = "\(commandName): \(diagnostic.severity.rawValue): \(Self.printable(file)): "
      if let location = diagnostic.location { line += "\(Self.printable(location.description)): " }
      emit(line + Self.printable(diagnostic.message) + "\n")
    }
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
