import InkInterchange
import Testing

@testable import InkSVG

@Suite("SVG content sniffing (canImport)")
struct SVGSniffTests {
  /// The first 512 bytes of `text`, as the command line hands them to the sniff.
  static func sniff(_ text: String) -> Bool {
    SVGFormat().canImport(prefix: Array(text.utf8).prefix(512))
  }

  @Test(
    "A BOM, white space, comments, an XML declaration or a DOCTYPE before <svg are accepted",
    arguments: [
      "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
      "\u{FEFF}<svg/>",
      " \t\r\n<svg/>",
      "<!-- a --> <!-- b -->\n<svg/>",
      "\u{FEFF}<!--x-->\n<?xml version=\"1.0\"?><svg/>",
      "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x\"><svg/>",
    ])
  func acceptsSVG(_ text: String) {
    #expect(Self.sniff(text))
  }

  @Test(
    "Other content is refused",
    arguments: [
      "", "\u{FEFF}", "   ", "{\"type\":\"drawing\"}", "<html/>", "<!-- x --> hello", "<!DOCTYPE html>",
    ])
  func refusesOtherContent(_ text: String) {
    #expect(!Self.sniff(text))
  }

  /// A licence header longer than the 512-byte prefix: the sniff sees an unfinished comment. It
  /// refused such files, so a long-commented SVG read from standard input or from a file without
  /// the `.svg` extension could not be converted without `--from svg`.
  @Test("A comment that runs past the sniffed prefix is still plausible SVG")
  func commentLongerThanThePrefix() {
    let header =
      "<!--\n" + String(repeating: "Licensed under the Apache License 2.0. ", count: 20) + "\n-->\n"
    #expect(header.utf8.count > 512)
    #expect(Self.sniff(header + "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"))
    #expect(Self.sniff("\u{FEFF}  " + header + "<svg/>"))
  }
}
