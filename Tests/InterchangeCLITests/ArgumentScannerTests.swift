import Testing

@testable import InterchangeCLI

@Suite struct ArgumentScannerTests {
  let options: [OptionSpec] = [
    .value("output", short: "o", valueName: "<path>", help: ""),
    .value("option", valueName: "<k=v>", repeatable: true, help: ""),
    .value("tolerance", valueName: "<t>", help: ""),
    .flag("strict", help: ""),
    .flag("quiet", short: "q", help: ""),
  ]

  func scan(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    try ArgumentScanner.scan(arguments, options: options)
  }

  @Test func longOptionsTakeSeparateOrInlineValues() throws {
    let parsed = try scan(["--tolerance", "0.5", "a", "--output=out.ink", "b"])
    #expect(parsed.value("tolerance") == "0.5")
    #expect(parsed.value("output") == "out.ink")
    #expect(parsed.positionals == ["a", "b"])
  }

  @Test func shortOptionTakesDashAsValueAndGluedValue() throws {
    #expect(try scan(["-o", "-", "in"]).value("output") == "-")
    #expect(try scan(["-oout.json"]).value("output") == "out.json")
  }

  @Test func singleDashIsPositionalAndDoubleDashEndsOptions() throws {
    let parsed = try scan(["-", "--", "--strict", "-q"])
    #expect(parsed.positionals == ["-", "--strict", "-q"])
    #expect(!parsed.flag("strict"))
  }

  @Test func flagsAndRepeatableValuesAccumulate() throws {
    let parsed = try scan(["--option", "a=1", "-q", "--option=b=2", "--strict"])
    #expect(parsed.allValues("option") == ["a=1", "b=2"])
    #expect(parsed.flag("quiet") && parsed.flag("strict"))
  }

  @Test func nonRepeatableOptionTwiceIsAnError() {
    #expect(throws: UsageError(message: "option '--output' was given more than once")) {
      try scan(["-o", "a", "--output", "b"])
    }
  }

  @Test func missingValueIsAnError() {
    #expect(throws: UsageError(message: "missing value for option '--tolerance'")) {
      try scan(["--tolerance"])
    }
  }

  @Test func flagWithValueIsAnError() {
    #expect(throws: UsageError(message: "option '--strict' does not take a value")) {
      try scan(["--strict=yes"])
    }
  }

  @Test func unknownOptionSuggestsTheClosest() {
    #expect(throws: UsageError(message: "unknown option '--tolerence'; did you mean '--tolerance'?")) {
      try scan(["--tolerence", "1"])
    }
    #expect(throws: UsageError(message: "unknown option '-x'")) { try scan(["-x"]) }
    #expect(throws: UsageError(message: "unknown option '--zzzzzzzz'")) { try scan(["--zzzzzzzz"]) }
  }

  @Test func editDistance() {
    #expect(ArgumentScanner.editDistance("kitten", "sitting") == 3)
    #expect(ArgumentScanner.editDistance("", "abc") == 3)
    #expect(ArgumentScanner.editDistance("same", "same") == 0)
  }
}
