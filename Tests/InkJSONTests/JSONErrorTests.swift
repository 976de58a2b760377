import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkJSON

@Suite struct JSONErrorTests {
  func doc(_ strokes: String) -> String { #"{"type":"drawing","version":1,"strokes":["# + strokes + "]}" }

  @Test func wrongTypeNamesPathLineAndColumn() {
    let badPoint = minimalPoint.replacingOccurrences(of: #""force":1"#, with: #""force":"hard""#)
    let points =
      "[\n" + Array(repeating: minimalPoint, count: 17).joined(separator: ",\n") + ",\n"
      + badPoint + "]"
    let strokes =
      Array(repeating: minimalStroke(), count: 3).joined(separator: ",") + ","
      + minimalStroke(points: points)
    let error = decodingError(doc(strokes))
    let column = badPoint.utf8.count - badPoint.split(separator: "\"force\":").last!.utf8.count + 1
    #expect(
      error
        == .typeMismatch(
          expected: "a number", found: "a string",
          at: .jsonPath("strokes[3].points[17].force", line: 19, column: column)))
    #expect(error?.description.hasPrefix("strokes[3].points[17].force (line 19, column") == true)
  }

  @Test func missingFieldNamesTheObject() {
    let point = minimalPoint.replacingOccurrences(of: #","altitude":0.5"#, with: "")
    let error = decodingError(doc(minimalStroke(points: "[\(minimalPoint),\(point)]")))
    guard case .missingField("altitude", .jsonPath(let path, 1, _)) = error else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(path == "strokes[0].points[1]")
    #expect(
      decodingError(#"{"version":1,"strokes":[]}"#)
        == .missingField("type", at: .jsonPath("$", line: 1, column: 1)))
    guard case .missingField("strokes", _) = decodingError(#"{"type":"drawing","version":1}"#) else {
      Issue.record("missing strokes not reported")
      return
    }
  }

  @Test func malformedJSONGivesLineAndColumn() {
    let error = decodingError("{\"type\":\"drawing\",\n  \"version\": 1,\n  \"strokes\": [}")
    #expect(error == .syntax("unexpected '}', expected a value", at: .lineColumn(line: 3, column: 15)))
    guard
      case .syntax(_, .lineColumn(2, 16)) = decodingError("{\"type\":\"drawing\",\n  \"version\": 1 \"x\"")
    else {
      Issue.record("missing comma not located")
      return
    }
  }

  /// A trailing comma in a fixed-length array (`[1,2,]`) is malformed JSON at the `]`; it was
  /// reported as an array of the wrong length, which `[1,2,]` is not.
  @Test func trailingCommaInAFixedLengthArrayIsASyntaxError() {
    let location = minimalPoint.replacingOccurrences(of: "[1,2]", with: "[1,2,]")
    let color = minimalStroke().replacingOccurrences(of: "[0,0,0,1]", with: "[0,0,0,1,]")
    let transform = minimalStroke().replacingOccurrences(
      of: #""creationDate":0"#, with: #""creationDate":0,"transform":[1,0,0,1,0,0,]"#)
    let quad =
      #"{"type":"bezier","version":1,"paths":[{"segments":[{"move":[0,0]},{"quad":[[1,1],[2,0],]}]}]}"#
    for text in [
      doc(minimalStroke(points: "[\(location)]")), doc(color), doc(transform), quad,
    ] {
      // The `]` after the comma: its byte offset in one line of ASCII, plus one.
      let comma = text.utf8.distance(from: text.startIndex, to: text.range(of: ",]")!.lowerBound)
      guard case .syntax(let message, .lineColumn(1, comma + 2)) = decodingError(text),
        message.contains("']'")
      else {
        Issue.record("\(text): \(String(describing: decodingError(text)))")
        continue
      }
    }
  }

  /// A byte order mark is skipped, and does not count as a column: the columns of line 1 are
  /// those an editor shows, as without the mark (they were one more).
  @Test func aByteOrderMarkIsNotAColumn() throws {
    let text = #"{"type":"drawing","version":1,"strokes":[],"brush":1} x"#
    let withMark = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
    guard case .syntax(_, .lineColumn(1, let column)) = decodingError(text) else {
      Issue.record("no syntax error: \(String(describing: decodingError(text)))")
      return
    }
    #expect(column == text.utf8.count)
    #expect(decodingError(withMark) == decodingError(text))
    // Warnings too.
    let valid = Array(#"{"type":"drawing","version":1,"strokes":[],"brush":1}"#.utf8)
    let plain = try JSONFormat().decode(valid).diagnostics.map(\.location)
    let keyColumn = valid.count - #""brush":1}"#.utf8.count + 1
    #expect(plain == [.jsonPath("brush", line: 1, column: keyColumn)])
    #expect(try JSONFormat().decode([0xEF, 0xBB, 0xBF] + valid).diagnostics.map(\.location) == plain)
  }

  @Test func columnsCountCharactersNotBytes() {
    guard case .syntax(_, .lineColumn(1, 9)) = decodingError(#"{"äöü": x}"#) else {
      Issue.record("column not in characters: \(String(describing: decodingError(#"{"äöü": x}"#)))")
      return
    }
  }

  /// Locations asked for at increasing offsets walk the input once in all, whatever its lines;
  /// one asked for before the last starts again from the beginning.
  @Test func lineColumnWalksTheInputOnce() {
    let text = String(repeating: "ab\u{E4}", count: 500) + "\n" + String(repeating: "x", count: 1_000)
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      var r = JSONReader(bytes: buffer, maxDepth: 8)
      for offset in stride(from: 0, through: bytes.count, by: 7) { _ = r.lineColumn(at: offset) }
      #expect(r.lineColumn(at: bytes.count) == (line: 2, column: 1_001))
      #expect(r.lineColumnBytesWalked == bytes.count)
      #expect(r.lineColumn(at: 4) == (line: 1, column: 4))
      #expect(r.lineColumnBytesWalked == bytes.count + 4)
    }
  }

  /// A lone carriage return (old Mac line endings) ends a line, and CR LF ends one line, not two:
  /// a document with CR-only line endings was reported as one long line.
  @Test func carriageReturnsEndLines() {
    for newline in ["\n", "\r", "\r\n"] {
      let text = ["{\"type\":\"drawing\",", "  \"version\": 1,", "  \"strokes\": [}"].joined(
        separator: newline)
      let expected = JSONDecodingError.syntax(
        "unexpected '}', expected a value", at: .lineColumn(line: 3, column: 15))
      #expect(decodingError(text) == expected, "\(Array(newline.unicodeScalars))")
    }
    // Mixed endings, blank lines, and a CR at the end of the text.
    let bytes = Array("a\r\rb\r\n\nc\n\rd\re\r".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      var r = JSONReader(bytes: buffer, maxDepth: 8)
      let expected: [(line: Int, column: Int)] = [
        (1, 1), (1, 2), (2, 1), (3, 1), (3, 2), (4, 1), (4, 1), (5, 1), (5, 2), (6, 1), (7, 1), (7, 2),
        (8, 1), (8, 2), (9, 1),
      ]
      for (offset, want) in expected.enumerated() {
        #expect(r.lineColumn(at: offset) == want, "offset \(offset)")
      }
      // Still one pass: each location starts where the last one stopped, even between CR and LF.
      #expect(r.lineColumnBytesWalked == bytes.count)
      // Asked for afresh (from the start), the byte after a CR LF's CR is still on the next line.
      #expect(r.lineColumn(at: 5) == (line: 4, column: 1))
    }
  }

  @Test func unknownFieldsAreWarningsWithPaths() throws {
    let stroke = minimalStroke().replacingOccurrences(
      of: #""creationDate":0"#, with: #""creationDate":0,"brush":{"a":[1,{"b":null}]}"#)
    let text = #"{"type":"drawing","app":"x","version":1,"strokes":["# + stroke + "]}"
    let result = try decode(text)
    #expect(result.drawing.strokes.count == 1)
    #expect(result.diagnostics.count == 2)
    #expect(result.diagnostics.first?.location == .jsonPath("app", line: 1, column: 19))
    #expect(result.diagnostics.last?.message == "unknown field \"brush\" ignored")
    if case .jsonPath(let path, _, _) = result.diagnostics.last?.location {
      #expect(path == "strokes[0].brush")
    } else {
      Issue.record("no JSON path")
    }
  }

  /// Keys that are not identifiers are written `["key"]` in JSON paths: a key starting with a
  /// digit was written as a member name (`.3d`).
  @Test func keysStartingWithADigitAreQuoted() throws {
    let stroke = minimalStroke(points: "[]").replacingOccurrences(
      of: "[0,0,0,1]}", with: #"[0,0,0,1],"3d":1}"#)
    let text = #"{"type":"drawing","version":1,"strokes":["# + stroke + #"],"2":1,"x_1":3,"a\"b":4}"#
    let paths = try decode(text).diagnostics.map { diagnostic -> String? in
      guard case .jsonPath(let path, _, _) = diagnostic.location else { return nil }
      return path
    }
    #expect(paths == [#"strokes[0].ink["3d"]"#, #"["2"]"#, "x_1", #"["a\"b"]"#])
  }

  /// A field of the other document type is skipped with a warning wherever it stands in the
  /// object. Before `"type"` it was read as if it belonged: a malformed one refused the document,
  /// its unknown fields gave warnings of their own, and its points counted against the limit.
  @Test func misplacedFieldsBeforeTheTypeAreSkippedAsAfterIt() throws {
    let cases: [(misplaced: String, type: String, body: String)] = [
      (#""paths":[{"bogus":1}]"#, "drawing", #""strokes":[]"#),
      (#""paths":[{"d":"M0 0L1 1","brush":1}]"#, "drawing", #""strokes":[]"#),
      (#""creationDate":"yesterday""#, "drawing", #""strokes":[]"#),
      (#""strokes":[{"ink":5}]"#, "bezier", #""paths":[]"#),
      (#""strokes":["# + minimalStroke() + "]", "bezier", #""paths":[]"#),
    ]
    var limit = ImportOptions()
    limit.maxPointCount = 0
    for c in cases {
      let after = "{\"type\":\"\(c.type)\",\"version\":1,\(c.misplaced),\(c.body)}"
      let before = "{\(c.misplaced),\"type\":\"\(c.type)\",\"version\":1,\(c.body)}"
      let expected = try decode(after).diagnostics.map(\.message)
      #expect(expected.count == 1, "\(after)")
      do {
        #expect(try decode(before).diagnostics.map(\.message) == expected, "\(before)")
        #expect(try decode(before, options: limit).drawing.strokes.isEmpty, "\(before)")
      } catch {
        Issue.record("\(before): \(error)")
      }
    }
    // A field that belongs is read wherever it stands, with its errors and their paths.
    let late = #"{"strokes":[{"ink":5}],"version":1,"type":"drawing"}"#
    #expect(
      decodingError(late)?.description
        == "strokes[0].ink (line 1, column 20): expected an object, found a number")
    let bezier = #"{"paths":[{"d":"M0 0L10 0"}],"creationDate":7,"version":1,"type":"bezier"}"#
    let drawing = try decode(bezier).drawing
    #expect(drawing.strokes.map(\.path.creationDate.timeIntervalSinceReferenceDate) == [7])
  }

  @Test func unknownFieldWarningsAreCapped() throws {
    let point = minimalPoint.replacingOccurrences(of: "}", with: #","extra":1}"#)
    let points = "[" + Array(repeating: point, count: 250).joined(separator: ",") + "]"
    let result = try decode(doc(minimalStroke(points: points)))
    #expect(result.drawing.pointCount == 250)
    #expect(result.diagnostics.count == JSONDocumentDecoder.maxReportedWarnings + 1)
    #expect(result.diagnostics.last?.message == "150 more unknown fields ignored")
  }

  @Test func duplicateKeysAreErrors() {
    let point = minimalPoint.replacingOccurrences(of: "}", with: #","force":2}"#)
    guard
      case .duplicateKey("force", .jsonPath("strokes[0].points[0].force", 1, _)) = decodingError(
        doc(minimalStroke(points: "[\(point)]")))
    else {
      Issue.record("duplicate not reported")
      return
    }
    guard case .duplicateKey("type", _) = decodingError(#"{"type":"drawing","type":"drawing"}"#) else {
      Issue.record("duplicate type not reported")
      return
    }
  }

  @Test func hugeNumbersAndNaNAreRefused() {
    let huge = minimalPoint.replacingOccurrences(of: #""force":1"#, with: #""force":1e999"#)
    guard
      case .numberOutOfRange("1e999", .jsonPath("strokes[0].points[0].force", _, _)) = decodingError(
        doc(minimalStroke(points: "[\(huge)]")))
    else {
      Issue.record("1e999 not refused")
      return
    }
    for token in ["NaN", "Infinity", "-Infinity", "nan", "inf", "+1", ".5", "01", "1.", "1e", "-"] {
      let text = minimalPoint.replacingOccurrences(of: #""force":1"#, with: #""force":"# + token)
      let error = decodingError(doc(minimalStroke(points: "[\(text)]")))
      guard case .syntax = error else {
        Issue.record("\(token): \(String(describing: error))")
        continue
      }
    }
    // Huge exponents and very long numbers are handled without overflow or slowness.
    let longOne = "0." + String(repeating: "0", count: 200_000) + "1e200005"
    let millionZeros = "0." + String(repeating: "0", count: 999_999)
    let cases: [(String, Double?)] = [
      ("1e99999999999999999999", nil), ("-1e400", nil), ("1" + String(repeating: "0", count: 400), nil),
      (longOne, 1e4), ("1e-99999999999999999999", 0), ("-0", -0.0),
      // Exponents of more than seven digits are read whole, not cut at 1 000 000 (these read as 1).
      (millionZeros + "1e1000005", 1e5), (millionZeros + "1e10000000", nil),
    ]
    for (text, expected) in cases {
      let point = minimalPoint.replacingOccurrences(of: #""force":1"#, with: #""force":"# + text)
      let input = doc(minimalStroke(points: "[\(point)]"))
      if let expected {
        let point = try? decode(input).drawing.strokes.first?.path.first
        #expect(point.map { Double($0.force).bitPattern } == expected.bitPattern, "\(text.prefix(30))")
      } else {
        guard case .numberOutOfRange = decodingError(input) else {
          Issue.record("\(text.prefix(30)) accepted")
          continue
        }
      }
    }
    // Tiny numbers round to zero (correct rounding), they are not errors.
    let tiny = minimalPoint.replacingOccurrences(of: #""force":1"#, with: #""force":1e-999"#)
    #expect(throws: Never.self) { try decode(doc(minimalStroke(points: "[\(tiny)]"))) }
  }

  /// A number too large for a double is refused in skipped values too (unknown fields, fields of
  /// the other document type), located by line and column: it was refused in known fields only.
  @Test func hugeNumbersAreRefusedInSkippedValuesToo() throws {
    let head = #"{"type":"drawing","version":1,"strokes":[],"x":"#  // the value is in column 48
    let cases: [(value: String, number: String, column: Int)] = [
      ("1e999", "1e999", 48), ("-1e999", "-1e999", 48), ("[0,-1e999]", "-1e999", 51),
      (#"{"a":{"b":[1E+99999999999999999999]}}"#, "1E+99999999999999999999", 59),
      (
        "1" + String(repeating: "0", count: 400),
        "1" + String(repeating: "0", count: 63) + "… (401 characters)", 48
      ),
    ]
    for c in cases {
      #expect(
        decodingError(head + c.value + "}")
          == .numberOutOfRange(c.number, at: .lineColumn(line: 1, column: c.column)),
        "\(c.value.prefix(30))")
    }
    // In an unknown field of a point, and in fields of the other document type, after the
    // document type or before it (skipped until the type is known).
    let point = minimalPoint.replacingOccurrences(of: #""force":1"#, with: #""force":1,"brush":-1e400"#)
    guard
      case .numberOutOfRange("-1e400", .lineColumn(1, _)) = decodingError(
        #"{"type":"drawing","version":1,"strokes":["# + minimalStroke(points: "[\(point)]") + "]}")
    else {
      Issue.record("-1e400 in an unknown field of a point accepted")
      return
    }
    let misplaced = [
      #"{"type":"drawing","version":1,"strokes":[],"paths":[{"d":"M0 0","width":1e999}]}"#,
      #"{"paths":[{"d":"M0 0","width":1e999}],"type":"drawing","version":1,"strokes":[]}"#,
      #"{"creationDate":1e999,"type":"drawing","version":1,"strokes":[]}"#,
      #"{"type":"bezier","version":1,"paths":[],"strokes":[{"x":1e999}]}"#,
      #"{"strokes":[{"x":1e999}],"type":"bezier","version":1,"paths":[]}"#,
    ]
    for text in misplaced {
      guard case .numberOutOfRange("1e999", .lineColumn(1, let column)) = decodingError(text) else {
        Issue.record("\(text): \(String(describing: decodingError(text)))")
        continue
      }
      #expect(Array(text.utf8)[(column - 1)...].starts(with: "1e999".utf8), "\(text)")
    }
    // A known field skipped until the type is known keeps its JSON path.
    let force = minimalPoint.replacingOccurrences(of: #""force":1"#, with: #""force":1e999"#)
    let early = #"{"strokes":["# + minimalStroke(points: "[\(force)]") + #"],"type":"drawing","version":1}"#
    guard
      case .numberOutOfRange("1e999", .jsonPath("strokes[0].points[0].force", 1, _)) = decodingError(early)
    else {
      Issue.record("\(String(describing: decodingError(early)))")
      return
    }
    // Tiny numbers and very long ones that fit are skipped as before; a long number costs its
    // length once (digits past 780 are not copied).
    let fine = [
      "1e-999", "-0", "0." + String(repeating: "0", count: 200_000) + "1e200005",
      String(repeating: "9", count: 300) + "e-300", "[1e308,-1.7976931348623157e308]",
    ]
    for value in fine {
      #expect(try decode(head + value + "}").diagnostics.count == 1, "\(value.prefix(30))")
    }
  }

  @Test func invalidStringsAreRefused() {
    let prefix = Array(#"{"type":"drawing","version":1,"strokes":[],"x":""#.utf8)
    let cases: [[UInt8]] = [
      [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
      Array(#"\ud800"#.utf8), Array(#"\udc00"#.utf8), Array(#"\ud800\u0041"#.utf8), Array(#"\x"#.utf8),
      Array(#"\u12G4"#.utf8), [0x0A],
    ]
    for bad in cases {
      let bytes = prefix + bad + Array(#""}"#.utf8)
      let error = decodingError(bytes)
      guard case .invalidString = error else {
        Issue.record("\(bad): \(String(describing: error))")
        continue
      }
    }
    // Valid escapes and non-ASCII text are accepted.
    let good = prefix + Array(#"\ud83d\udd8b \u00fc ü \" \\ \/ \b\f\n\r\t"#.utf8) + Array(#""}"#.utf8)
    #expect(decodingError(good) == nil)
  }

  @Test func badValues() {
    let badID = minimalStroke().replacingOccurrences(of: "00000000-0000-4000-8000-000000000001", with: "nope")
    guard case .invalidValue(_, .jsonPath("strokes[0].id", _, _)) = decodingError(doc(badID)) else {
      Issue.record("bad UUID accepted")
      return
    }
    for seed in ["-1", "4294967296", "1.5"] {
      let s = minimalStroke().replacingOccurrences(
        of: #""creationDate":0"#, with: #""creationDate":0,"randomSeed":"# + seed)
      guard case .invalidValue(_, .jsonPath("strokes[0].randomSeed", _, _)) = decodingError(doc(s)) else {
        Issue.record("seed \(seed) accepted")
        continue
      }
    }
    let shortLocation = minimalPoint.replacingOccurrences(of: "[1,2]", with: "[1]")
    guard
      case .invalidValue(_, .jsonPath("strokes[0].points[0].location", _, _)) = decodingError(
        doc(minimalStroke(points: "[\(shortLocation)]")))
    else {
      Issue.record("short location accepted")
      return
    }
    let badMask = minimalStroke().replacingOccurrences(
      of: #""creationDate":0"#, with: #""creationDate":0,"mask":"M0 0 L 1"#)
    guard
      case .invalidValue(
        "invalid SVG path data: path data ended in the middle of a command's arguments at byte offset 9 of the string",
        .jsonPath("strokes[0].mask", _, _)) = decodingError(doc(badMask))
    else {
      Issue.record("bad mask: \(String(describing: decodingError(doc(badMask))))")
      return
    }
    #expect(
      decodingError(#"{"type":"drawing","version":2,"strokes":[]}"#)
        == .unsupportedVersion(2, at: .jsonPath("version", line: 1, column: 29)))
    #expect(
      decodingError(#"{"type":"sketch","version":1}"#)
        == .unknownDocumentType("sketch", at: .jsonPath("type", line: 1, column: 9)))
    guard case .typeMismatch(expected: "an object", found: "an array", _) = decodingError("[]") else {
      Issue.record("top-level array accepted")
      return
    }
    guard case .syntax = decodingError(#"{"type":"drawing","version":1,"strokes":[]} x"#) else {
      Issue.record("trailing garbage accepted")
      return
    }
  }

  @Test func limits() {
    var options = ImportOptions()
    options.maxInputBytes = 10
    #expect(
      decodingError(doc(""), options: options) == .inputTooLarge(byteCount: doc("").utf8.count, limit: 10))
    options = ImportOptions()
    options.maxPointCount = 3
    let points = "[" + Array(repeating: minimalPoint, count: 5).joined(separator: ",") + "]"
    guard
      case .tooManyPoints(3, .jsonPath("strokes[0].points[3]", _, _)) = decodingError(
        doc(minimalStroke(points: points)), options: options)
    else {
      Issue.record("point limit not enforced")
      return
    }
  }

  @Test func deepNestingIsRefused() {
    let deep = String(repeating: "[", count: 100_000)
    guard case .typeMismatch = decodingError(deep) else {
      Issue.record("deep array accepted")
      return
    }
    guard case .nestingTooDeep(256, _) = decodingError("{\"a\":" + deep) else {
      Issue.record("deep array in an unknown field accepted")
      return
    }
    guard case .nestingTooDeep(256, _) = decodingError(#"{"type":"drawing","x":"# + deep) else {
      Issue.record("deep unknown field accepted")
      return
    }
    // With a high limit, skipping is iterative: no stack overflow, just the truncation error.
    var options = ImportOptions()
    options.maxNestingDepth = 1_000_000
    let closed =
      #"{"type":"drawing","version":1,"strokes":[],"x":"# + deep + String(repeating: "]", count: 100_000)
      + "}"
    #expect(decodingError(closed, options: options) == nil)
    guard case .syntax = decodingError(#"{"x":"# + deep, options: options) else {
      Issue.record(
        "truncated deep input: \(String(describing: decodingError(#"{"x":"# + deep, options: options)))")
      return
    }
  }

  @Test func everyTruncationIsAnError() throws {
    var g = RandomDrawingGenerator(seed: 3)
    var drawing = g.drawing(strokeCount: 2, pointCount: 0...3)
    drawing.strokes[0].ink.inkType = .custom("ü \"x\"")
    let bytes = try JSONFormat().encode(drawing).bytes
    #expect(bytes.count > 500)
    for n in 0..<bytes.count {
      let error = decodingError(Array(bytes[0..<n]))
      switch error {
      case .syntax, .invalidString: break
      default: Issue.record("prefix of \(n) bytes: \(String(describing: error))")
      }
    }
  }

  @Test func hostileInputIsRefusedWithALocationOrReadNeverCrashes() throws {
    var g = RandomDrawingGenerator(seed: 4)
    let bytes = try JSONFormat().encode(g.drawing(strokeCount: 2, pointCount: 0...4)).bytes
    var check = HostileInputCheck(importer: JSONFormat())
    check.seed = 44
    check.maxTruncations = 200
    check.maxBitFlips = 600
    check.garbageInputs = 100
    let report = check.run(on: bytes)
    #expect(report.failures.isEmpty, "\(report)")
    #expect(report.refusedCount > 0)
    #expect(report.inputCount >= 700, "\(bytes.count)-byte sample")
  }
}
