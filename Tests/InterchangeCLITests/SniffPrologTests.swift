import Foundation
import Testing

/// Telling SVG from other input by content when a long prolog (a licence comment) comes before
/// the root element: the command line sniffs the whole prolog and 512 bytes after it.
@Suite struct SniffPrologTests {
  /// A comment of about 2 KB, as icon sets put at the top of every file.
  static let licence =
    "<!--\n" + String(repeating: "Permission is hereby granted, free of charge, to any person.\n", count: 34)
    + "-->\n"

  static let icon = """
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" \
    fill="none" stroke="currentColor" stroke-width="2"><line x1="5" y1="12" x2="19" y2="12"/></svg>

    """

  @Test func svgBehindALongLicenceIsSniffedAsSVG() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    #expect(Self.licence.utf8.count > 2000)
    for text in [
      Self.licence + Self.icon, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + Self.licence + Self.icon,
    ] {
      let fromStdin = try inspectSummary(["-q", "-"], in: dir.path, input: Array(text.utf8))
      #expect(fromStdin["format"] as? String == "svg")
      #expect(fromStdin["strokes"] as? Int == 1)
      try dir.write("icon.txt", text)
      let fromFile = try inspectSummary(["-q", "icon.txt"], in: dir.path)
      #expect(fromFile["format"] as? String == "svg")
    }
  }

  /// The sniff took a comment that ran past the 512 bytes it saw for SVG, so any such input was
  /// read as SVG and failed as malformed SVG (status 4) instead of as undetectable (status 3).
  @Test func otherMarkupBehindALongLicenceIsNotClaimed() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    for text in [
      Self.licence + "<html><body>hi</body></html>\n",
      "<?xml version=\"1.0\"?>\n" + Self.licence + "<ink xmlns=\"http://www.w3.org/2003/InkML\"/>\n",
    ] {
      let result = try runBinary(["inspect", "-"], input: Array(text.utf8), in: dir.path)
      #expect(result.status == 3, "\(result.stderr)")
      #expect(result.stderr.contains("cannot tell the input format"), "\(result.stderr)")
    }
  }
}
