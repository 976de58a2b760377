import InkInterchange
import InkTestSupport
import QuickDrawFormat
import Testing

/// Broken and hostile input is refused with an error that says what and where.
@Suite struct QuickDrawErrorTests {
  static let cases: [(input: String, message: String)] = [
    ("", "the input holds no drawing (Quick, Draw! ndjson has one JSON object per line)"),
    ("\n  \n", "the input holds no drawing (Quick, Draw! ndjson has one JSON object per line)"),
    (
      "[1,2]",
      "line 1, column 1: malformed JSON: expected '{': each line of Quick, Draw! ndjson is one JSON object"
    ),
    (#"{"word":"cat"}"#, #"line 1, column 1: missing required field "drawing""#),
    (#"{"drawing":[],"drawing":[]}"#, #"line 1, column 15: duplicate key "drawing""#),
    (#"{"drawing":{}}"#, #"drawing (line 1, column 12): "drawing" must be an array of strokes"#),
    (
      #"{"drawing":[[[1,2],[3]]]}"#,
      "drawing[0][1] (line 1, column 20): the stroke has 2 x values but 1 y values"
    ),
    (
      #"{"drawing":[[[1,2],[3,4],[5]]]}"#,
      "drawing[0][2] (line 1, column 26): the stroke has 2 x values but 1 t values"
    ),
    (#"{"drawing":[[[1,2]]]}"#, "drawing[0] (line 1, column 13): a stroke needs an x and a y array"),
    (
      #"{"drawing":[[[1],[2],[3],[4]]]}"#,
      "drawing[0][3] (line 1, column 26): a stroke holds 2 or 3 arrays (x, y and optional t), not more"
    ),
    (#"{"drawing":[[[1,"2"],[3,4]]]}"#, "drawing[0][0][1] (line 1, column 17): expected a number"),
    (
      #"{"drawing":[[[1,NaN],[3,4]]]}"#,
      "line 1, column 17: malformed JSON: NaN and Infinity are not JSON numbers"
    ),
    (#"{"drawing":[[[1,1e999],[3,4]]]}"#, "line 1, column 17: number 1e999 is out of the range of a double"),
    (#"{"drawing":[[[1,01],[3,4]]]}"#, "line 1, column 17: malformed JSON: leading zero in a number"),
    (
      #"{"drawing":[[[1,2],[3,4]]]} x"#,
      "line 1, column 29: malformed JSON: unexpected text after the object (one object per line)"
    ),
    (
      #"{"word":"ca"#, "line 1, column 9: malformed JSON: unexpected end of line in a string that starts here"
    ),
    (
      "{\"drawing\":[]}\n{\"word\":\"x\",\"drawing\":[[[1],[2]],]}",
      "drawing[1] (line 2, column 34): a stroke must be [[x…], [y…]] or [[x…], [y…], [t…]]"
    ),
  ]

  @Test(arguments: 0..<cases.count)
  func errorsSayWhatAndWhere(index: Int) throws {
    let (input, message) = Self.cases[index]
    var options = ImportOptions()
    if index == Self.cases.count - 1 { options.formatOptions["line"] = "2" }
    let error = try #require(importError(input, options: options), "\(input) was read")
    if message.hasSuffix("...") {
      #expect(error.description.hasPrefix(String(message.dropLast(3))), "\(input)")
    } else {
      #expect(error.description == message, "\(input)")
    }
  }

  @Test func limits() throws {
    let line = #"{"word":"x","extra":[[[[1]]]],"drawing":[[[1,2,3],[4,5,6]],[[7,8],[9,10]]]}"#
    var options = ImportOptions()
    options.maxPointCount = 4
    #expect(importError(line, options: options) == .tooManyPoints(limit: 4, line: 1, column: 64))
    options.maxPointCount = 5
    #expect(importError(line, options: options) == nil)
    options.maxNestingDepth = 3
    #expect(importError(line, options: options) == .tooDeep(limit: 3, line: 1, column: 23))
    options = ImportOptions()
    options.maxInputBytes = 10
    #expect(importError(line, options: options) == .inputTooLarge(byteCount: line.utf8.count, limit: 10))
  }

  @Test func hostileInputIsRefusedOrReadNeverCrashes() throws {
    let (_, bytes) = try sampleFile()
    var check = HostileInputCheck(importer: QuickDrawFormat())
    check.options.formatOptions["line"] = "all"
    check.maxTruncations = 600
    check.maxBitFlips = 3000
    check.garbageInputs = 200
    let report = check.run(on: bytes)
    #expect(report.failures.isEmpty, "\(report)")
    #expect(report.refusedCount > 0 && report.acceptedCount > 0)
  }

  @Test func deepNestingInAnUnknownKeyIsRefusedEarly() {
    let deep = String(repeating: "[", count: 100_000)
    let error = importError(#"{"extra":"# + deep)
    #expect(error == .tooDeep(limit: 256, line: 1, column: 265))
  }
}
