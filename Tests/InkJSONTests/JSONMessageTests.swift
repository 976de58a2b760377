import Foundation
import InkInterchange
import Testing

@testable import InkJSON

/// User text in messages (keys in JSON paths, values in errors and warnings): escaped, so that a
/// message is one printable line, and cut to a bounded length, so that a huge value does not make
/// a huge message.
@Suite struct JSONMessageTests {
  /// `true` when every scalar of `text` is printable ASCII or a printable non-ASCII character.
  func isPrintableLine(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { s in
      switch s.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
        false
      default: true
      }
    }
  }

  /// Control and other unprintable characters in keys appeared raw in warnings and in JSON paths
  /// (a newline in a key split the message in two).
  @Test func unprintableCharactersInKeysAreEscaped() throws {
    let keys = [
      #"a\u0001b"#, #"x\ny"#, #"t\tab"#, #"\u007f"#, #"\u0085"#, #"\u2028"#, #"\u202e"#, #"\uFEFF"#,
      #"\udb40\udc01"#, #"q\"\\"#,
    ]
    let members = keys.map { "\"\($0)\":1" }.joined(separator: ",")
    let result = try decode(#"{"type":"drawing","version":1,"strokes":[],"# + members + "}")
    #expect(result.diagnostics.count == keys.count)
    for diagnostic in result.diagnostics {
      #expect(isPrintableLine(diagnostic.description), "\(diagnostic.description.debugDescription)")
    }
    let first = result.diagnostics[0]
    #expect(first.message == #"unknown field "a\u0001b" ignored"#)
    #expect(first.location == .jsonPath(#"["a\u0001b"]"#, line: 1, column: 44))
    let shown = result.diagnostics.map(\.message)
    #expect(shown[1] == #"unknown field "x\ny" ignored"#)
    #expect(shown[2] == #"unknown field "t\tab" ignored"#)
    #expect(shown[3] == #"unknown field "\u007f" ignored"#)
    #expect(shown[4] == #"unknown field "\u0085" ignored"#)
    #expect(shown[5] == #"unknown field "\u2028" ignored"#)
    #expect(shown[6] == #"unknown field "\u202e" ignored"#)
    #expect(shown[7] == #"unknown field "\ufeff" ignored"#)
    #expect(shown[8] == #"unknown field "\udb40\udc01" ignored"#)
    #expect(shown[9] == #"unknown field "q\"\\" ignored"#)
    // Printable non-ASCII text is shown as it is.
    #expect(JSONMessageText.quoted("é 漢字 🙂") == "\"é 漢字 🙂\"")
  }

  /// An invalid escape showed the byte after the backslash raw (a control character, or half of
  /// a UTF-8 sequence read as Latin-1).
  @Test func invalidEscapesShowTheByte() {
    let prefix = Array(#"{"type":"drawing","version":1,"strokes":[],"x":"\"#.utf8)
    #expect(
      decodingError(prefix + [0x01, 0x22, 0x7D])?.description
        == "line 1, column 49: invalid string: invalid escape (backslash then byte 0x01)")
    #expect(
      decodingError(prefix + [0xC3, 0xA9, 0x22, 0x7D])?.description
        == "line 1, column 49: invalid string: invalid escape (backslash then byte 0xC3)")
    #expect(
      decodingError(prefix + Array(#"x"}"#.utf8))?.description
        == #"line 1, column 49: invalid string: invalid escape '\x'"#)
  }

  /// A huge user value (a document type, an id, a key, a number, an option) was copied whole into
  /// the message.
  @Test func hugeValuesAreCutInMessages() throws {
    let huge = String(repeating: "x", count: 1_000_000)
    let cut = "\"" + String(repeating: "x", count: 64) + "…\" (1000000 characters)"
    let type = decodingError(#"{"type":""# + huge + #"","version":1}"#)
    #expect(
      type?.description
        == "type (line 1, column 9): unknown document type \(cut) (expected \"drawing\" or \"bezier\")")
    let stroke = minimalStroke().replacingOccurrences(
      of: #""00000000-0000-4000-8000-000000000001""#, with: "\"\(huge)\"")
    let id = decodingError(#"{"type":"drawing","version":1,"strokes":["# + stroke + "]}")
    #expect(
      id?.description.hasSuffix(": \(cut) is not a UUID") == true, "\(id?.description.prefix(300) ?? "")")
    let key = try decode(#"{"type":"drawing","version":1,"strokes":[],""# + huge + #"":1}"#).diagnostics
    #expect(key.first?.description == "warning: [\(cut)] (line 1, column 44): unknown field \(cut) ignored")
    let number = "1" + String(repeating: "0", count: 999_999)
    let point = minimalPoint.replacingOccurrences(of: #""force":1"#, with: #""force":"# + number)
    let tooLarge = decodingError(
      #"{"type":"drawing","version":1,"strokes":["# + minimalStroke(points: "[\(point)]") + "]}")
    #expect(
      tooLarge?.description.hasSuffix(
        "number 1" + String(repeating: "0", count: 63)
          + "… (1000000 characters) is out of the range of a double")
        == true)
    var options = ExportOptions()
    options.formatOptions["document"] = huge
    do {
      _ = try JSONFormat().encode(Drawing(), options: options)
      Issue.record("accepted")
    } catch {
      #expect(
        error.description
          == "unknown value \(cut) for JSON option \"document\" (document=drawing or document=bezier)")
    }
    // Cut at a Unicode scalar, never inside a UTF-8 sequence; up to 64 the value is whole.
    let wide = String(repeating: "é🙂", count: 40)
    #expect(
      JSONMessageText.quoted(wide) == "\"" + String(String.UnicodeScalarView(wide.unicodeScalars.prefix(64)))
        + "…\" (80 characters)")
    let exact = String(repeating: "🙂", count: 64)
    #expect(JSONMessageText.quoted(exact) == "\"\(exact)\"")
  }
}
