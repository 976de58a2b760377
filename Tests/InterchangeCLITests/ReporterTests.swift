import Foundation
import InkInterchange
import Testing

@testable import InterchangeCLI

@Suite struct ReporterTests {
  /// Text from input (a JSON key, an ink name, a file name) cannot break a message's line or
  /// drive the terminal: control characters are escaped, everything else is kept.
  @Test func controlCharactersAreEscaped() {
    #expect(Reporter.printable("plain text, ünïcode ✓") == "plain text, ünïcode ✓")
    #expect(Reporter.printable("a\nb\tc\rd") == #"a\nb\tc\rd"#)
    #expect(Reporter.printable("\u{1B}[31mRED") == #"\u{1B}[31mRED"#)
    #expect(Reporter.printable("nul\u{0}del\u{7F}c1\u{9B}") == #"nul\u{0}del\u{7F}c1\u{9B}"#)
  }
}

/// `--warning-limit`: at most n diagnostics a call, then one line counting the rest.
@Suite struct ReporterWarningLimitTests {
  static let tail = "not shown (--warning-limit 0 shows all)"

  /// `count` warnings at lines 1, 2, …
  static func warnings(_ count: Int) -> [Diagnostic] {
    (0..<count).map {
      Diagnostic(.warning, "fill converted as its outline", at: .lineColumn(line: $0 + 1, column: 1))
    }
  }

  /// The lines `diagnostics` prints with this reporter configuration.
  static func lines(
    _ diagnostics: [Diagnostic], file: String = "a.svg", limit: Int? = nil, quiet: Bool = false
  ) -> [String] {
    let captured = CapturedIO()
    let reporter =
      limit.map { Reporter(io: captured.io, quiet: quiet, progressTotal: nil, warningLimit: $0) }
      ?? Reporter(io: captured.io, quiet: quiet, progressTotal: nil)
    reporter.diagnostics(diagnostics, file: file)
    #expect(captured.error.isEmpty || captured.error.hasSuffix("\n"))
    return captured.error.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  @Test func theFirstNLinesThenOneTailLine() {
    let lines = Self.lines(Self.warnings(25), limit: 20)
    #expect(lines.count == 21)
    for (index, line) in lines.prefix(20).enumerated() {
      #expect(
        line == "interchange: warning: a.svg: line \(index + 1), column 1: fill converted as its outline")
    }
    #expect(lines.last == "interchange: note: a.svg: 5 more warnings \(Self.tail)")
  }

  @Test func theDefaultLimitIsTwenty() {
    #expect(Reporter.defaultWarningLimit == 20)
    let lines = Self.lines(Self.warnings(100))
    #expect(lines.count == 21)
    #expect(lines.last == "interchange: note: a.svg: 80 more warnings \(Self.tail)")
  }

  @Test func exactlyTheLimitHasNoTailLine() {
    let lines = Self.lines(Self.warnings(20), limit: 20)
    #expect(lines.count == 20)
    #expect(!lines.contains { $0.contains("not shown") })
    #expect(Self.lines(Self.warnings(3), limit: 5).count == 3)
    #expect(Self.lines([], limit: 5).isEmpty)
  }

  @Test func zeroShowsAll() {
    let lines = Self.lines(Self.warnings(50), limit: 0)
    #expect(lines.count == 50)
    #expect(lines.allSatisfy { $0.hasPrefix("interchange: warning: a.svg: line ") })
  }

  @Test func oneHiddenWarningIsSingular() {
    #expect(
      Self.lines(Self.warnings(21), limit: 20).last == "interchange: note: a.svg: 1 more warning \(Self.tail)"
    )
    #expect(
      Self.lines(Self.warnings(2), limit: 1).last == "interchange: note: a.svg: 1 more warning \(Self.tail)")
  }

  /// Notes count against the limit like warnings; when a note is among the hidden ones, the tail
  /// line says "diagnostics".
  @Test func notesCountAndAreCalledDiagnosticsWhenHidden() {
    let note = Diagnostic(.note, "a note")
    let notesFirst = Self.lines([note, note] + Self.warnings(2), limit: 2)
    #expect(
      notesFirst == [
        "interchange: note: a.svg: a note", "interchange: note: a.svg: a note",
        "interchange: note: a.svg: 2 more warnings \(Self.tail)",
      ])
    let noteHidden = Self.lines(Self.warnings(2) + [note], limit: 2)
    #expect(noteHidden.count == 3)
    #expect(noteHidden.last == "interchange: note: a.svg: 1 more diagnostic \(Self.tail)")
    let mixed = Self.lines(Self.warnings(2) + [note] + Self.warnings(2), limit: 1)
    #expect(mixed.count == 2)
    #expect(mixed.last == "interchange: note: a.svg: 4 more diagnostics \(Self.tail)")
  }

  @Test func quietHidesEverything() {
    #expect(Self.lines(Self.warnings(25), limit: 20, quiet: true).isEmpty)
    #expect(Self.lines(Self.warnings(25), limit: 0, quiet: true).isEmpty)
  }

  @Test func theTailLineEscapesTheFileName() {
    let lines = Self.lines(Self.warnings(3), file: "bad\nname.svg", limit: 1)
    #expect(lines.count == 2)
    #expect(lines.last == #"interchange: note: bad\nname.svg: 2 more warnings "# + Self.tail)
  }

  /// Reports from many threads at once: each call's lines stay together, tail line last.
  @Test func eachCallsLinesStayTogether() {
    let captured = CapturedIO()
    let reporter = Reporter(io: captured.io, quiet: false, progressTotal: nil, warningLimit: 5)
    let files = 16
    DispatchQueue.concurrentPerform(iterations: files) { index in
      reporter.diagnostics(Self.warnings(8), file: "f\(index).svg")
    }
    let lines = captured.error.split(separator: "\n").map(String.init)
    #expect(lines.count == files * 6)
    #expect(Set(lines.map { $0.split(separator: " ")[2] }).count == files)
    for block in stride(from: 0, to: lines.count, by: 6) {
      let file = lines[block].split(separator: " ")[2]
      #expect(lines[block..<block + 6].allSatisfy { $0.split(separator: " ")[2] == file })
      #expect(lines[block + 5] == "interchange: note: \(file) 3 more warnings \(Self.tail)")
    }
  }
}

/// `convert`'s files finish in any order; their messages are printed in input order: the first
/// unfinished file's at once, a later file's as soon as every earlier one has finished.
@Suite struct ReporterOrderTests {
  @Test func messagesArePrintedInInputOrderAsSoonAsTheEarlierFilesFinish() {
    let captured = CapturedIO()
    let reporter = Reporter(io: captured.io, quiet: false, progressTotal: nil)
    // File 0 is the first unfinished one: printed at once; later files wait.
    reporter.report("a1\n", file: 0)
    reporter.report("c1\n", file: 2)
    reporter.report("b1\n", file: 1)
    reporter.report("c2\n", file: 2)
    #expect(captured.error == "a1\n")
    reporter.finished(2, name: "c")
    reporter.report("d1\n", file: 3)
    #expect(captured.error == "a1\n")
    reporter.report("a2\n", file: 0)
    #expect(captured.error == "a1\na2\n")
    // File 0 finishes: file 1's messages so far; it is now the first unfinished one.
    reporter.finished(0, name: "a")
    #expect(captured.error == "a1\na2\nb1\n")
    reporter.report("b2\n", file: 1)
    #expect(captured.error == "a1\na2\nb1\nb2\n")
    // File 1 finishes: file 2 (finished) and what file 3 has reported so far.
    reporter.finished(1, name: "b")
    #expect(captured.error == "a1\na2\nb1\nb2\nc1\nc2\nd1\n")
    reporter.report("d2\n", file: 3)
    reporter.finished(3, name: "d")
    reporter.report("f1\n", file: 5)
    reporter.finished(5, name: "f")
    #expect(captured.error == "a1\na2\nb1\nb2\nc1\nc2\nd1\nd2\n")
    reporter.finished(4, name: "e")
    #expect(captured.error == "a1\na2\nb1\nb2\nc1\nc2\nd1\nd2\nf1\n")
  }

  /// A file's messages through ``Reporter/file(_:)`` are the lines ``Reporter/diagnostics(_:file:)``
  /// and ``Reporter/error(_:)`` print.
  @Test func aFilesMessagesAreThoseThePrintingCallsPrint() {
    let diagnostics = ReporterWarningLimitTests.warnings(4)
    let printed = CapturedIO()
    let direct = Reporter(io: printed.io, quiet: false, progressTotal: nil, warningLimit: 2)
    direct.diagnostics(diagnostics, file: "a\u{1B}.svg")
    direct.error("a\u{1B}.svg: broken")
    let ordered = CapturedIO()
    let reporter = Reporter(io: ordered.io, quiet: false, progressTotal: nil, warningLimit: 2)
    reporter.file(1).diagnostics(diagnostics, file: "a\u{1B}.svg")
    reporter.file(1).error("a\u{1B}.svg: broken")
    reporter.finished(0, name: "first")
    #expect(ordered.error == printed.error)
    let quiet = CapturedIO()
    let quietReporter = Reporter(io: quiet.io, quiet: true, progressTotal: nil)
    quietReporter.file(0).diagnostics(diagnostics, file: "a.svg")
    quietReporter.file(0).error("x")
    #expect(quiet.error == "interchange: error: x\n")
  }

  /// On a terminal, the progress line counts files as they finish (in any order) and is cleared
  /// before messages are printed above it.
  @Test func theProgressLineCountsFinishedFilesAndMessagesGoAboveIt() {
    let captured = CapturedIO(errorIsTerminal: true)
    let reporter = Reporter(io: captured.io, quiet: false, progressTotal: 3)
    reporter.report("b1\n", file: 1)
    reporter.finished(1, name: "b")
    #expect(captured.error == "\r\u{1B}[K[1/3] b")
    reporter.finished(0, name: "a")
    reporter.finished(2, name: "c")
    reporter.endProgress()
    // (The second redraw may be skipped, as it comes within 0.1 s of the first; the last is not.)
    let start = "\r\u{1B}[K[1/3] b\r\u{1B}[Kb1\n"
    let end = "\r\u{1B}[K[3/3] c\r\u{1B}[K"
    #expect(captured.error == start + end || captured.error == start + "\r\u{1B}[K[2/3] a" + end)
  }
}
