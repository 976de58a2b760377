import InkInterchange
import InkJSON
import Testing

@testable import InkSVG

@Suite("SVG content sniffing (canImport)")
struct SVGSniffTests {
  /// The first 512 bytes of `text`, as a caller that hands the sniff a fixed prefix would.
  static func sniff(_ text: String) -> Bool {
    SVGFormat().canImport(prefix: Array(text.utf8).prefix(512))
  }

  /// JSON, then SVG, as the standard registry asks them (without the binary format, which these
  /// tests do not reach).
  static let registry: FormatRegistry = {
    var registry = FormatRegistry()
    try! registry.register(JSONFormat())
    try! registry.register(SVGFormat())
    return registry
  }()

  /// The id of the importer the registry picks for the whole input, as the command line asks it.
  static func sniffedFormat(_ bytes: [UInt8]) -> String? {
    registry.importer(sniffing: bytes[...])?.descriptor.id
  }

  /// A licence header of about 2 KB, as icon sets put at the top of every file: the MIT licences
  /// of the feather icons and of resvg, from the shared corpus, as one comment.
  static func licenceHeader() throws -> String {
    let feather = try SVGTestSupport.testData().corpusBytes("feather/LICENSE")
    let resvg = try SVGTestSupport.testData().corpusBytes("resvg/LICENSE-MIT")
    let header = "<!--\n" + String(decoding: feather + resvg, as: UTF8.self) + "\n-->\n"
    #expect(header.utf8.count > 2000)
    return header
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
      "<?xml version=\"1.0\"?>\n<?xml-stylesheet href=\"a.css\"?>\n<svg\n/>",
      "<!DOCTYPE svg [ <!ENTITY a \"<g>]>\"> <!-- ]> --> <?pi ]> ?> ]>\n<svg>",
      "<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\"/>",
      "<svg>",
    ])
  func acceptsSVG(_ text: String) {
    #expect(Self.sniff(text))
  }

  /// The root element is what tells SVG: the sniff accepted any XML declaration (and any document
  /// whose first element merely started with `svg`), so with an XML-based format registered after
  /// SVG, its files were claimed by the SVG importer, which then failed on them.
  @Test(
    "Other content is refused, XML whose root element is not <svg> included",
    arguments: [
      "", "\u{FEFF}", "   ", "{\"type\":\"drawing\"}", "<html/>", "<!-- x --> hello", "<!DOCTYPE html>",
      "<?xml version=\"1.0\"?><html/>",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ink xmlns=\"http://www.w3.org/2003/InkML\"/>",
      "<?xml version=\"1.0\"?>", "<svgx/>", "<svg.x/>", "<a:b:svg/>", "<:svg/>", "<!DOCTYPE svg>",
      "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x\"><html/>", "<!-- open", "<svg",
    ])
  func refusesOtherContent(_ text: String) {
    #expect(!Self.sniff(text))
  }

  /// A licence header longer than the prefix: the sniff saw an unfinished comment and called it
  /// plausible SVG, so any file that opened with a long comment was claimed.
  @Test("A prefix that ends before the root element is not claimed")
  func rootElementOutsideThePrefix() throws {
    let header = try Self.licenceHeader()
    #expect(!Self.sniff(header + "<html/>"))
    #expect(!Self.sniff(header + "<svg/>"))
    #expect(!Self.sniff("<?xml version=\"1.0\"?>\n" + header + "<svg/>"))
  }

  /// The registry hands the sniffs the prolog and 512 bytes after it, so a real SVG behind a
  /// long licence comment is recognised, and a non-SVG one behind the same comment is not claimed.
  @Test("Behind a 2 KB licence comment, the registry finds SVG and only SVG")
  func longLicenceThroughTheRegistry() throws {
    let header = try Self.licenceHeader()
    let icons = try SVGTestSupport.corpusFiles("feather")
    #expect(icons.count > 200)
    for file in icons {
      let icon = try SVGTestSupport.corpusBytes(file)
      #expect(Self.sniffedFormat(Array(header.utf8) + icon) == "svg", "\(file)")
      let declared = Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + header).utf8) + icon
      #expect(Self.sniffedFormat(declared) == "svg", "\(file)")
      let bom = [0xEF, 0xBB, 0xBF] + Array(("\n" + header + "  \n" + header).utf8) + icon
      #expect(Self.sniffedFormat(bom) == "svg", "\(file)")
    }
    for other in [
      "<html><body/></html>", "<ink xmlns=\"http://www.w3.org/2003/InkML\"/>", "plain text",
      "<svgfont/>",
    ] {
      #expect(Self.sniffedFormat(Array((header + other).utf8)) == nil, "\(other)")
      #expect(Self.sniffedFormat(Array(("<?xml version=\"1.0\"?>" + header + other).utf8)) == nil)
    }
    // A comment that never closes: nothing to recognise.
    #expect(Self.sniffedFormat(Array((header.dropLast(5) + "<svg/>").utf8)) == nil)
  }

  /// The SVG 1.1 specification's `PreserveAspectRatio.svg` declares its entities in a DOCTYPE
  /// whose internal subset (quoted `<`, `>` and all) puts the root element at byte 671.
  @Test("A long DOCTYPE internal subset before the root (a real file)")
  func longDoctypeInRealFile() throws {
    let bytes = try SVGTestSupport.corpusBytes("svg-spec-examples/PreserveAspectRatio.svg")
    let root = try #require(MarkupProlog.end(of: bytes[...]))
    #expect(root > 512)
    #expect(bytes[root...].starts(with: "<svg ".utf8))
    #expect(Self.sniffedFormat(bytes) == "svg")
    #expect(!SVGFormat().canImport(prefix: bytes.prefix(512)))
    #expect(SVGFormat().canImport(prefix: FormatRegistry.sniffPrefix(of: bytes[...])))
  }

  @Test("Every corpus SVG is sniffed as SVG through the registry; the JSON corpus is not")
  func corpus() throws {
    var count = 0
    for set in SVGCorpusTests.sets {
      for file in try SVGTestSupport.corpusFiles(set) {
        #expect(Self.sniffedFormat(try SVGTestSupport.corpusBytes(file)) == "svg", "\(file)")
        count += 1
      }
    }
    #expect(count > 1000)
    let json = try SVGTestSupport.testData().corpusBytes("perfect-freehand/inputs.json")
    #expect(!SVGFormat().canImport(prefix: FormatRegistry.sniffPrefix(of: json[...])))
    #expect(Self.sniffedFormat(json) == nil)
  }

  @Test("The registry's sniff prefix: the prolog plus 512 bytes, or the whole input")
  func sniffPrefix() {
    let long = [UInt8](repeating: UInt8(ascii: "a"), count: 2000)
    #expect(FormatRegistry.sniffPrefix(of: long[...]).count == FormatRegistry.sniffLength)
    #expect(FormatRegistry.sniffLength == 512)
    let comment = Array(("<!--" + String(repeating: "x", count: 1000) + "-->").utf8)
    #expect(FormatRegistry.sniffPrefix(of: (comment + long)[...]).count == comment.count + 512)
    #expect(FormatRegistry.sniffPrefix(of: (comment + Array("<a/>".utf8))[...]).count == comment.count + 4)
    let open = Array("<!--".utf8) + long
    #expect(FormatRegistry.sniffPrefix(of: open[...]).count == open.count)
    let spaces = [UInt8](repeating: 0x20, count: 700) + Array("{\"type\": \"drawing\"}".utf8)
    #expect(FormatRegistry.sniffPrefix(of: spaces[...]).count == spaces.count)
    // A slice that does not start at 0.
    let tail = (long + comment + long)[2000...]
    #expect(FormatRegistry.sniffPrefix(of: tail) == tail.prefix(comment.count + 512))
    #expect(Self.sniffedFormat(spaces) == "json")
  }
}
