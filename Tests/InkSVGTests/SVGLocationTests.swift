import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkSVG

/// Where diagnostics point: the line of an element's `<`, whatever the line endings.
@Suite("SVG source locations")
struct SVGLocationTests {
  /// Parses `svg` through both paths (SAX, and libxml2's tree for documents with entities).
  static func bothTrees(_ svg: String) throws -> (sax: XMLTree, tree: XMLTree) {
    let bytes = Array(svg.utf8)
    return (
      try LibXML2.parse(bytes, maxDepth: 256, huge: false),
      try LibXML2.parseThroughTree(bytes, maxDepth: 256, huge: false)
    )
  }

  /// The lines of the warnings whose message contains `text`.
  static func warningLines(_ r: SVGResolver, _ text: String) -> [InkInterchange.SourceLocation?] {
    r.diagnostics.filter { $0.message.contains(text) }.map(\.location)
  }

  @Test("A start tag over several lines is located at its '<', not at its '>'")
  func multiLineStartTag() throws {
    // `>` may stand in an attribute value (`<` may not), and a value may span lines.
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg">
      <path
        d="M0 0 L1 1"
        transform="bad"
      />
      <g
        id="a>b"><!-- <g
        > --><line x2="1" stroke="red" transform="skewX(1
        2)"
      /><![CDATA[ <rect ]]></g>
      </svg>
      """
    let r = try SVGTestSupport.resolve(svg)
    #expect(Self.warningLines(r, "invalid transform") == [.line(2), .line(8)])
    let (sax, tree) = try Self.bothTrees(svg)
    #expect(sax.elements.map(\.line) == [1, 2, 6, 8])
    #expect(tree.elements.map(\.line) == [1, 2, 6, 8])
  }

  @Test("A multi-line start tag in a document with entities is located at its '<'")
  func multiLineStartTagWithEntities() throws {
    let svg = """
      <!DOCTYPE svg [
      <!ENTITY t "bad">
      ]>
      <svg xmlns="http://www.w3.org/2000/svg"
      ><path
        d="M0 0 L1 1"
        transform="&t;"/></svg>
      """
    let r = try SVGTestSupport.resolve(svg)
    #expect(Self.warningLines(r, "invalid transform") == [.line(5)])
    let (sax, tree) = try Self.bothTrees(svg)
    #expect(sax.elements.map(\.line) == [4, 5])
    #expect(tree.elements.map(\.line) == [4, 5])
  }

  @Test("Finding the '<' of start tags reads each byte of a tag at most once")
  func tagStartsAreLinear() throws {
    // 2 000 tags of 12 lines each, and one 1 MB attribute value with 10 000 lines in it.
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n"
    for k in 0..<2000 {
      svg += "<g\n" + String(repeating: " \n", count: 10) + " id=\"g\(k)\"/>\n"
    }
    svg += "<g id=\"" + String(repeating: String(repeating: ">", count: 99) + "\n", count: 10_000) + "\"\n/>"
    svg += "<path\nd='M0 0'\ntransform='bad'/></svg>"
    let bytes = Array(svg.utf8)
    let tree = try LibXML2.parse(bytes, maxDepth: 256, huge: false)
    #expect(tree.elements[1].line == 2)
    #expect(tree.elements[2001].line == 2 + 2000 * 12)
    #expect(tree.elements[2002].line == 2 + 2000 * 12 + 10_001)
    #expect(tree.tagStartBytesScanned > 0)
    #expect(tree.tagStartBytesScanned <= bytes.count)
  }

  @Test("Lines are counted right with CR, LF and CR LF line endings", arguments: ["\r", "\n", "\r\n"])
  func lineEndings(_ newline: String) throws {
    let svg = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\">",
      "<style>path { stroke: red }</style>",
      "<path d=\"M0 0 L1 1\"",
      " transform=\"bad\"/>",
      "<polyline points=\"0 0 1\"/>",
      "</svg>",
    ].joined(separator: newline)
    let r = try SVGTestSupport.resolve(svg)
    #expect(Self.warningLines(r, "invalid transform") == [.line(3)])
    #expect(Self.warningLines(r, "points list") == [.line(5)])
    let (sax, tree) = try Self.bothTrees(svg)
    #expect(sax.elements.map(\.line) == [1, 2, 3, 5])
    #expect(tree.elements.map(\.line) == [1, 2, 3, 5])
    #expect(sax.string(sax.elements[1].text) == "path { stroke: red }")
    // libxml2's own errors too.
    let broken = ["<svg xmlns=\"http://www.w3.org/2000/svg\">", "<g>", "", "</svg>"].joined(
      separator: newline)
    do {
      _ = try SVGTestSupport.importSVG(broken)
      Issue.record("no error")
    } catch let error as SVGImportError {
      guard case .malformedXML(_, let line, _) = error else {
        Issue.record("got \(error)")
        return
      }
      #expect(line == 4)
    }
  }

  @Test("A lone CR inside an attribute value and text reads as a line feed, as XML says")
  func loneCarriageReturnIsALineFeed() throws {
    let svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>a\rb\r\nc</style><path d=\"M0 0\rL1 1\"/></svg>"
    let (sax, tree) = try Self.bothTrees(svg)
    #expect(sax.string(sax.elements[1].text) == "a\nb\nc")
    #expect(tree.string(tree.elements[1].text) == "a\nb\nc")
    #expect(sax.paths.first.map { Array($0.path.verbs) } == [.move, .line])
  }
}
