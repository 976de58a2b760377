import Foundation
import InkInterchange
import Testing

@testable import InterchangeCLI

@Suite struct ConvertOptionsTests {
  func options(_ arguments: [String]) throws(UsageError) -> ConvertOptions {
    try ConvertOptions(ArgumentScanner.scan(arguments, options: InterchangeCommand.convert.options))
  }

  @Test func parsesEveryOption() throws {
    let o = try options([
      "--from", "svg", "--to", "ink", "-o", "out.ink", "--tolerance", "0.25", "--size", "2",
      "--duration", "1.5", "--option", "a=1", "--option", "b=x=y", "--quantize", "--pretty",
      "--strict", "-q", "-j", "3", "in.svg",
    ])
    #expect(o.inputs == ["in.svg"])
    #expect(o.from == "svg" && o.to == "ink" && o.output == "out.ink")
    #expect(o.settings.tolerance == 0.25 && o.settings.size == 2 && o.settings.duration == 1.5)
    #expect(o.settings.formatOptions == ["a": "1", "b": "x=y", "quantize": "true"])
    #expect(o.pretty && o.strict && o.quiet && o.jobs == 3)
    #expect(o.exportOptions.prettyPrinted)
    #expect(o.exportOptions.formatOptions["quantize"] == "true")
    #expect(o.settings.importOptions.tolerance == 0.25)
    #expect(o.settings.importOptions.formatOptions["a"] == "1")
  }

  @Test func defaults() throws {
    let o = try options(["in.svg"])
    #expect(o.output == nil && o.from == nil && o.to == nil && o.jobs == nil)
    #expect(!o.pretty && !o.strict && !o.quiet)
    #expect(o.settings.importOptions.tolerance == StrokePath.defaultTolerance)
    #expect(o.settings.formatOptions.isEmpty)
  }

  @Test(arguments: ["abc", "nan", "inf", "-1", "0", ""])
  func badNumbersAreUsageErrors(_ text: String) {
    #expect(throws: UsageError.self) { try options(["--tolerance", text, "a"]) }
    #expect(throws: UsageError.self) { try options(["--size", text, "a"]) }
    #expect(throws: UsageError.self) { try options(["--duration", text, "a"]) }
  }

  @Test func otherUsageErrors() {
    #expect(throws: UsageError.self) { try options([]) }
    #expect(throws: UsageError.self) { try options(["--size", "2", "--width-from-source", "a"]) }
    #expect(throws: UsageError.self) { try options(["--option", "novalue", "a"]) }
    #expect(throws: UsageError.self) { try options(["--option", "=v", "a"]) }
    #expect(throws: UsageError.self) { try options(["--jobs", "0", "a"]) }
    #expect(throws: UsageError.self) { try options(["--jobs", "two", "a"]) }
  }

  /// An empty path (`-o "$OUT"` with `OUT` unset) is a usage error naming what is empty; it was
  /// an I/O error or an unknown format whose message named no file (`interchange: error: : …`).
  @Test func emptyPathsAreUsageErrors() throws {
    let input = "empty input path '' (name a file, a directory, or '-' for standard input)"
    let output = "option '--output' expects a file, a directory or '-', got ''"
    #expect(throws: UsageError(message: input)) { try options([""]) }
    #expect(throws: UsageError(message: input)) { try options(["a.pts", "", "-o", "out"]) }
    #expect(throws: UsageError(message: output)) { try options(["a.pts", "-o", ""]) }
    #expect(throws: UsageError(message: output)) { try options(["a.pts", "--output="]) }
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let a = try dir.write("a.pts", "PTS\n1 1\n")
    for (arguments, message) in [
      (["convert", ""], input), (["convert", "--to", "alt", a, "", "-o", dir.file("out")], input),
      (["convert", a, "-o", ""], output), (["convert", "--to", "alt", a, "-o", ""], output),
    ] {
      let (status, io) = runCLI(arguments)
      #expect(status == 2, "\(arguments)")
      #expect(
        io.error.hasPrefix("interchange: error: \(message)\nUsage: interchange convert "), "\(io.error)")
    }
    let (status, io) = runCLI(["inspect", ""])
    #expect(status == 2)
    #expect(
      io.error.hasPrefix(
        "interchange: error: empty file path '' (name a file, or '-' for standard input)\nUsage: interchange inspect "
      ))
    #expect(dir.listing() == ["a.pts"])
  }

  @Test func warningLimit() throws {
    #expect(try options(["a"]).warningLimit == 20)
    #expect(try options(["--warning-limit", "0", "a"]).warningLimit == 0)
    #expect(try options(["--warning-limit", "5", "a"]).warningLimit == 5)
    #expect(try options(["--warning-limit=100000", "a"]).warningLimit == 100_000)
    #expect(try options(["--warning-limit", "007", "a"]).warningLimit == 7)
  }

  @Test(arguments: ["-1", "abc", "", "1.5", "+3", "+0", " 3", "3 ", "１２", "99999999999999999999"])
  func badWarningLimitsAreUsageErrors(_ text: String) {
    let message = "option '--warning-limit' expects a whole number of at least 0 (0 shows all), got '\(text)'"
    #expect(throws: UsageError(message: message)) { try options(["--warning-limit", text, "a"]) }
    for command in ["convert", "inspect"] {
      let (status, io) = runCLI([command, "--warning-limit", text, "a.pts"])
      #expect(status == 2)
      #expect(io.error.hasPrefix("interchange: error: \(message)\nUsage: interchange \(command) "))
    }
  }

  @Test func jobs() throws {
    #expect(try options(["-j", "1", "a"]).jobs == 1)
    #expect(try options(["--jobs=16", "a"]).jobs == 16)
    #expect(try options(["-j007", "a"]).jobs == 7)
  }

  /// `--jobs` takes what `--warning-limit` takes (ASCII digits), with its own minimum: a sign, a
  /// space or other digits are refused with the same wording (`Int(_:)` accepted `+3`).
  @Test(arguments: ["+3", "+0", "0", "-1", "", "two", "1.5", " 3", "3 ", "１２", "99999999999999999999"])
  func badJobsAreUsageErrors(_ text: String) {
    let message = "option '--jobs' expects a whole number of at least 1, got '\(text)'"
    #expect(throws: UsageError(message: message)) { try options(["--jobs", text, "a"]) }
    let (status, io) = runCLI(["convert", "--jobs", text, "a.pts", "-o", "b.alt"])
    #expect(status == 2)
    #expect(io.error.hasPrefix("interchange: error: \(message)\nUsage: interchange convert "))
  }

  @Test func inputLimits() throws {
    let o = try options(["--max-input-size", "4G", "--max-points", "1000", "a"])
    #expect(o.settings.importOptions.maxInputBytes == 4 << 30)
    #expect(o.settings.importOptions.maxPointCount == 1000)
    #expect(try options(["--max-input-size", "1500", "a"]).settings.importOptions.maxInputBytes == 1500)
    #expect(try options(["--max-input-size", "2k", "a"]).settings.importOptions.maxInputBytes == 2048)
    #expect(try options(["a"]).settings.importOptions.maxInputBytes == ImportOptions().maxInputBytes)
    for bad in ["0", "-1", "1.5G", "G", "12X", "", "99999999999999999999", "9000000T", "１２"] {
      #expect(throws: UsageError.self, "\(bad)") { try options(["--max-input-size", bad, "a"]) }
      #expect(throws: UsageError.self, "\(bad)") { try options(["--max-points", bad, "a"]) }
    }
  }

  @Test func laterOptionWinsAndQuantizeOverrides() throws {
    let o = try options([
      "--option", "k=1", "--option", "k=2", "--option", "quantize=false", "--quantize", "a",
    ])
    #expect(o.settings.formatOptions == ["k": "2", "quantize": "true"])
  }

  func converted(index: Int, count: Int, width: Double?) -> ConvertedBezierPoint {
    ConvertedBezierPoint(
      location: CGPoint(x: Double(index), y: 0), index: index, pointCount: count, bezierSegmentIndex: 0,
      pathFraction: Double(index) / Double(count - 1),
      segmentProperties: width.map { SegmentProperties(width: $0, time: 9) })
  }

  @Test func defaultProviderTakesWidthFromSource() throws {
    let provider = try options(["a"]).settings.pointProvider
    let point = provider(converted(index: 1, count: 3, width: 7))
    #expect(point.size == CGSize(width: 7, height: 7))
    #expect(point.timeOffset == 9)
    #expect(provider(converted(index: 1, count: 3, width: nil)).size == CGSize(width: 3, height: 3))
  }

  @Test func sizeAndDurationOverrideTheSource() throws {
    let provider = try options(["--size", "2.5", "--duration", "4", "a"]).settings.pointProvider
    let point = provider(converted(index: 1, count: 5, width: 7))
    #expect(point.size == CGSize(width: 2.5, height: 2.5))
    #expect(point.timeOffset == 1)
    #expect(point.location == CGPoint(x: 1, y: 0))
  }
}

@Suite struct ErrorDescriptionTests {
  struct Described: LocatedError {
    var location: InkInterchange.SourceLocation?
    var description: String
  }

  @Test func locationIsPrependedOnlyWhenMissing() {
    let place = InkInterchange.SourceLocation.jsonPath("strokes[3].force", line: 40, column: 12)
    #expect(
      CommandFailure.describe(Described(location: place, description: "expected a number"))
        == "strokes[3].force (line 40, column 12): expected a number")
    #expect(
      CommandFailure.describe(Described(location: place, description: "\(place): expected a number"))
        == "strokes[3].force (line 40, column 12): expected a number")
    #expect(CommandFailure.describe(Described(location: nil, description: "bad")) == "bad")
  }
}
