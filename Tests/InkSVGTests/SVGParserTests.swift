import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkSVG

/// The flat tree built from libxml2's SAX2 callbacks matches the one walked from libxml2's own
/// tree, on the corpus and on the details the SAX path decodes itself.
@Suite("SVG XML parsing (SAX and tree paths)")
struct SVGParserTests {
  /// A tree spelled out: one line per element and attribute, and the parsed path data in order.
  static func describe(_ t: XMLTree) -> (lines: [String], paths: [BezierPath], pathErrors: [Int?]) {
    var lines: [String] = []
    var paths: [BezierPath] = []
    var pathErrors: [Int?] = []
    // In our own exports the SAX path leaves out the `d` of strokes restored from `ink:points`.
    let ownExport = !t.elements.isEmpty && t.attributeRange(0, .version, namespace: .ink) != nil
    for i in t.elements.indices {
      let e = t.elements[i]
      lines.append(
        "<\(t.elementName(i))> svg=\(e.isSVG) parent=\(e.parent) end=\(e.end) line=\(e.line) "
          + "text=\(t.string(e.text).debugDescription)")
      let first = Int(e.firstAttribute)
      for k in first..<(first + Int(e.attributeCount)) {
        let a = t.attributes[k]
        if e.kind == .path, a.name.known == .d, a.namespace == .none, ownExport,
          t.attributeRange(i, .points, namespace: .ink) != nil
        {
          lines.append("  d (restored from ink:points)")
        } else if e.kind == .path, a.name.known == .d, a.namespace == .none {
          let (path, error) =
            e.path >= 0
            ? t.paths[Int(e.path)]
            : t.bytes.withUnsafeBufferPointer {
              BezierPath.parsingSVGPathData(utf8: UnsafeBufferPointer(rebasing: $0[a.value]))
            }
          paths.append(path)
          pathErrors.append(error?.offset)
          lines.append("  d")
        } else if a.name.known == .points, a.namespace == .ink {
          let numbers =
            e.inkPoints >= 0
            ? t.inkPoints[Int(e.inkPoints)]
            : t.bytes.withUnsafeBufferPointer {
              SVGInkMetadata.Numbers(scanning: UnsafeBufferPointer(rebasing: $0[a.value]))
            }
          lines.append(
            "  ink:points \(numbers.values.map(\.bitPattern)) \(String(describing: numbers.bad))")
        } else {
          lines.append("  \(a.namespace) \(t.spelling(a.name))=\(t.string(a.value).debugDescription)")
        }
      }
    }
    return (lines, paths, pathErrors)
  }

  /// Parses `bytes` both ways and records every difference.
  static func expectSameTree(_ bytes: [UInt8], _ name: String) {
    let sax = Result { () throws(SVGImportError) in try LibXML2.parse(bytes, maxDepth: 256, huge: false) }
    let walked = Result { () throws(SVGImportError) in
      try LibXML2.parseThroughTree(bytes, maxDepth: 256, huge: false)
    }
    switch (sax, walked) {
    case (.success(let a), .success(let b)):
      let (da, db) = (describe(a), describe(b))
      #expect(da.lines == db.lines, "\(name)")
      #expect(da.paths == db.paths, "\(name)")
      #expect(da.pathErrors == db.pathErrors, "\(name)")
    case (.failure(let a), .failure(let b)):
      #expect(a == b, "\(name)")
    default:
      Issue.record("\(name): SAX \(sax), tree \(walked)")
    }
  }

  @Test("Both paths build the same tree for every corpus file")
  func corpusAgrees() throws {
    var count = 0
    for set in SVGCorpusTests.sets {
      for file in try SVGTestSupport.corpusFiles(set) {
        Self.expectSameTree(try SVGTestSupport.corpusBytes(file), file)
        count += 1
      }
    }
    #expect(count > 1000)
  }

  @Test("Escaped characters in attributes, style text, CDATA and unbound prefixes")
  func decodedDetails() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:ink="https://inkinterchange.org/ns/1">
        <style>rect { stroke: red }<![CDATA[ .a > .b { fill: none } ]]>&lt;<b>no</b>&#65;</style>
        <g id="a&amp;b&#38;c&lt;d&#x26;&quot;" class="x&#10;y" ink:version="1" foo:bar="1">
          <path d="M 0 0 L 10&#32;10 &amp; L 3 3"/>
          <path d="M&#x20;0 0 L 5 5" stroke="black"/>
          <un:known/>
        </g>
      </svg>
      """
    let bytes = Array(svg.utf8)
    Self.expectSameTree(bytes, "details")
    let tree = try LibXML2.parse(bytes, maxDepth: 256, huge: false)
    #expect(tree.string(tree.elements[1].text) == "rect { stroke: red } .a > .b { fill: none } <A")
    #expect(tree.attribute(3, .id) == "a&b&c<d&\"")
    #expect(tree.attribute(3, .version, namespace: .ink) == "1")
    #expect(tree.attribute(3, spelled: "foo:bar") == "1")
    #expect(tree.elementName(6) == "un:known")
    // `&amp;` in path data is an error at its byte, as in the tree path.
    #expect(tree.elements[4].path < 0)
    #expect(tree.elements[5].path >= 0)
  }

  @Test("Our own exports: ink:points read while parsing match the text, bad numbers included")
  func ownExportsAgree() throws {
    var rng = SplitMix64(seed: 5)
    let drawing = SVGTestSupport.randomDrawing(&rng, strokes: 4)
    let bytes = try SVGFormat().exportDrawing(drawing, options: ExportOptions()).bytes
    Self.expectSameTree(bytes, "own export")
    let tree = try LibXML2.parse(bytes, maxDepth: 256, huge: true)
    #expect(tree.inkPoints.count == 4)
    // A bad number is reported with its offset, as from the text.
    var text = String(decoding: bytes, as: UTF8.self)
    let marker = "ink:points=\""
    let range = try #require(text.range(of: marker))
    text.insert(contentsOf: "1 2 x3 ", at: range.upperBound)
    Self.expectSameTree(Array(text.utf8), "bad number")
    #expect(throws: SVGImportError.self) {
      try SVGFormat().importDrawing(from: Array(text.utf8), options: ImportOptions())
    }
    do {
      _ = try SVGFormat().importDrawing(from: Array(text.utf8), options: ImportOptions())
    } catch {
      #expect("\(error)".contains("'x3' at value offset 4"))
    }
  }

  @Test("ink: numbers are whole finite decimal tokens")
  func strictNumbers() {
    let cases: [(String, Double?)] = [
      ("1", 1), ("-0", -0.0), ("+.5", 0.5), ("1.", 1), ("1.5e3", 1500), ("2E-2", 0.02),
      ("1e", nil), ("1e+", nil), ("e1", nil), (".", nil), ("-", nil), ("1.5.5", nil), ("1,2", nil),
      ("0x10", nil), ("1e999", nil), ("nan", nil), ("inf", nil), ("", nil), (" 1", nil),
    ]
    for (text, expected) in cases {
      let bytes = Array(text.utf8)
      let value = bytes.withUnsafeBufferPointer { SVGInkMetadata.strictNumber($0) }
      #expect(value?.bitPattern == expected?.bitPattern, "\(text)")
    }
    let numbers = Array("1 2\t3e1\n4 1e".utf8).withUnsafeBufferPointer {
      SVGInkMetadata.Numbers(scanning: $0)
    }
    #expect(numbers.values == [1, 2, 30, 4])
    #expect(numbers.bad?.token == "1e" && numbers.bad?.offset == 10)
  }

  @Test("Errors are the same on both paths")
  func errorsAgree() {
    for (name, svg) in [
      ("unclosed", "<svg xmlns='http://www.w3.org/2000/svg'>\n<g>\n</svg>"),
      ("undeclared entity", "<svg xmlns='http://www.w3.org/2000/svg'>&nope;</svg>"),
      ("bad attribute", "<svg xmlns='http://www.w3.org/2000/svg' a='1' a='2'/>"),
      ("text only", "just text"),
      (
        "deep",
        "<svg>" + String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300) + "</svg>"
      ),
    ] {
      Self.expectSameTree(Array(svg.utf8), name)
    }
  }
}
