import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkJSON

/// Every file in `Fixtures/invalid/` fails with the expected error, kind and location.
@Suite struct JSONInvalidFixtureTests {
  static let expected: [String: String] = [
    "duplicate-key.json": #"version (line 4, column 3): duplicate key "version""#,
    "huge-force.json":
      "strokes[0].points[0].force (line 5, column 182): number 1e999 is out of the range of a double",
    "invalid-utf8.json": "line 1, column 51: invalid string: invalid UTF-8 byte 0xFF",
    "lone-surrogate.json": "line 5, column 23: invalid string: lone high surrogate",
    "missing-force.json":
      #"strokes[0].points[0] (line 5, column 116): missing required field "force""#,
    "nan-force.json": "line 5, column 182: malformed JSON: NaN and Infinity are not JSON numbers",
    "truncated.json":
      "line 5, column 67: malformed JSON: unexpected end of input in a string that starts here",
  ]

  @Test(arguments: expected.keys.sorted())
  func invalidFixtureFails(name: String) throws {
    let bytes = try TestFixtures().fixtureBytes("invalid/" + name)
    let error = try #require(decodingError(bytes), "\(name) decoded")
    #expect(error.description == Self.expected[name], "\(name)")
  }

  @Test func everyInvalidFixtureIsListed() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: TestFixtures().fixtureDirectory().appendingPathComponent("invalid").path)
    #expect(Set(files) == Set(Self.expected.keys))
  }
}
