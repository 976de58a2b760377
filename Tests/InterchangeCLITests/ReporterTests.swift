import Foundation
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
