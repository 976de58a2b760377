import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkSVG

@Suite("SVG colours and styles")
struct SVGStyleTests {
  func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> InkColor {
    InkColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
  }

  @Test("Every CSS colour form parses")
  func colourForms() {
    #expect(SVGColor.named.count == 147)
    #expect(SVGColor.parse("lightgoldenrodyellow") == rgb(250, 250, 210))
    #expect(SVGColor.parse(" RED ") == rgb(255, 0, 0))
    #expect(SVGColor.parse("#0f0") == rgb(0, 255, 0))
    #expect(SVGColor.parse("#0f08") == rgb(0, 255, 0, 136.0 / 255))
    #expect(SVGColor.parse("#123456") == rgb(0x12, 0x34, 0x56))
    #expect(SVGColor.parse("#12345680") == rgb(0x12, 0x34, 0x56, 128.0 / 255))
    #expect(SVGColor.parse("rgb(10, 20, 30)") == rgb(10, 20, 30))
    #expect(SVGColor.parse("rgb(100%, 0%, 50%)") == InkColor(red: 1, green: 0, blue: 0.5))
    #expect(SVGColor.parse("rgba(10,20,30,0.5)") == rgb(10, 20, 30, 0.5))
    #expect(SVGColor.parse("rgb(10 20 30 / 50%)") == rgb(10, 20, 30, 0.5))
    #expect(SVGColor.parse("hsl(120, 100%, 50%)") == InkColor(red: 0, green: 1, blue: 0))
    #expect(SVGColor.parse("hsla(0, 100%, 50%, 0.25)") == InkColor(red: 1, green: 0, blue: 0, alpha: 0.25))
    #expect(SVGColor.parse("transparent")?.alpha == 0)
    #expect(SVGColor.parse("#12") == nil)
    #expect(SVGColor.parse("notacolour") == nil)
    #expect(SVGColor.parse("rgb(1,2)") == nil)
    #expect(SVGPaint.parse("none") == SVGPaint.none)
    #expect(SVGPaint.parse("currentColor") == .currentColor)
    #expect(SVGPaint.parse("url(#g) red") == .server(id: "g", fallback: rgb(255, 0, 0)))
  }

  @Test("Presentation attributes, style attribute and inheritance resolve")
  func cascadeAndInheritance() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" stroke="blue" stroke-width="4" opacity="0.5">
        <g stroke-opacity="0.5" style="stroke: rgb(255,0,0)" color="green">
          <line x2="10" stroke-width="2" style="stroke-width: 3"/>
          <line x2="10" stroke="currentColor" opacity="0.5"/>
          <line x2="10" stroke="inherit" fill="none"/>
        </g>
      </svg>
      """)
    try #require(r.shapes.count == 3)
    #expect(r.shapes[0].strokeColor == rgb(255, 0, 0))
    #expect(r.shapes[0].strokeWidth == 3)
    #expect(r.shapes[0].strokeOpacity == 0.25)
    #expect(r.shapes[1].strokeColor == rgb(0, 128, 0))
    #expect(r.shapes[1].strokeWidth == 4)
    #expect(r.shapes[1].strokeOpacity == 0.125)
    #expect(r.shapes[2].strokeColor == rgb(255, 0, 0))
    #expect(r.shapes[2].fillColor == nil)
  }

  @Test("A style attribute's declarations: the last valid of each property decides")
  func inlineStyleLastValidWins() throws {
    // The same result whether the attribute is read once for several <use> instances or not.
    for use in ["", "<use href='#unused'/>"] {
      let r = try SVGTestSupport.resolve(
        """
        <svg xmlns="http://www.w3.org/2000/svg">\(use)
          <line x2="1" style="stroke: red; stroke: bogus; stroke-width: 2; stroke-width: -1; fill: none"/>
          <line x2="1" style="stroke: blue !important; stroke: red; STROKE-OPACITY: 50%; opacity: x"/>
          <line x2="1" stroke="red" style="display: none; display: inherit"/>
          <line x2="1" stroke="red" style="filter: url(#f); filter: none; marker-end: url(#m); marker: none"/>
          <line x2="1" stroke="red" style="mask: none; mask: url(#m)"/>
        </svg>
        """)
      // (`display: inherit` is valid: it wins over `display: none`, and the parent is displayed.)
      try #require(r.shapes.count == 5)
      #expect(r.shapes[0].strokeColor == rgb(255, 0, 0))
      #expect(r.shapes[0].strokeWidth == 2)
      #expect(r.shapes[0].fillColor == nil)
      #expect(r.shapes[1].strokeColor == rgb(0, 0, 255))
      #expect(r.shapes[1].strokeOpacity == 0.5)
      // `filter: none`, last, wins; `mask: url(#m)`, last, wins.
      #expect(!r.diagnostics.contains { $0.message.contains("filter is not supported") })
      #expect(r.diagnostics.contains { $0.message.contains("mask is not supported") })
      #expect(!r.diagnostics.contains { $0.message.contains("markers") })
    }
  }

  @Test("opacity: inherit takes the parent's own opacity, multiplied in again")
  func opacityInherit() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" stroke="blue" opacity="0.8">
        <g opacity="0.5">
          <line x2="10" opacity="inherit"/>
          <line x2="10" style="opacity: inherit"/>
          <g><line x2="10" opacity="inherit"/></g>
          <line x2="10"/>
        </g>
      </svg>
      """)
    try #require(r.shapes.count == 4)
    #expect(r.shapes[0].strokeOpacity == 0.8 * 0.5 * 0.5)
    #expect(r.shapes[1].strokeOpacity == 0.8 * 0.5 * 0.5)
    // The inner group declares no opacity: its own is the initial 1.
    #expect(r.shapes[2].strokeOpacity == 0.8 * 0.5)
    #expect(r.shapes[3].strokeOpacity == 0.8 * 0.5)
  }

  @Test("Style sheets: type, class, id, attribute, descendant and child selectors by specificity")
  func styleSheets() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg">
        <style>
          /* comment */ @import url(x.css);
          line { stroke: red }
          .a { stroke: green }
          #b { stroke: blue }
          g line { stroke-width: 7 }
          svg > line { stroke-width: 9 }
          [data-x] { stroke: yellow }
          .imp { stroke: black !important }
        </style>
        <line id="b" class="a" x2="1"/>
        <line class="a" x2="1"/>
        <line x2="1"/>
        <g><line x2="1"/></g>
        <line data-x="1" x2="1"/>
        <line class="imp" style="stroke: white" x2="1"/>
      </svg>
      """)
    try #require(r.shapes.count == 6)
    #expect(r.shapes[0].strokeColor == rgb(0, 0, 255))
    #expect(r.shapes[1].strokeColor == rgb(0, 128, 0))
    #expect(r.shapes[2].strokeColor == rgb(255, 0, 0))
    #expect(r.shapes[2].strokeWidth == 9)
    #expect(r.shapes[3].strokeWidth == 7)
    #expect(r.shapes[4].strokeColor == rgb(255, 255, 0))
    #expect(r.shapes[5].strokeColor == rgb(0, 0, 0))
    #expect(r.diagnostics.contains { $0.message.contains("@import") })
  }

  @Test("display and visibility hide shapes; unsupported content is reported with its line")
  func visibilityAndDiagnostics() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" stroke="black">
        <g display="none"><line x2="1"/></g>
        <g visibility="hidden"><line x2="1"/><line x2="2" visibility="visible"/></g>
        <text>hi</text>
        <line x2="1" stroke-dasharray="2 2" filter="url(#f)"/>
      </svg>
      """)
    #expect(r.shapes.count == 2)
    let messages = r.diagnostics.map(\.description)
    #expect(messages.contains { $0 == "warning: line 4: <text>: text is not converted (only shapes are)" })
    #expect(messages.contains { $0.contains("stroke-dasharray") })
    #expect(messages.contains { $0.contains("filter") })
  }

  @Test("Gradients are approximated by their first stop, with a warning")
  func gradients() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg">
        <linearGradient id="g"><stop offset="0" stop-color="#00ff00" stop-opacity="0.5"/></linearGradient>
        <line x2="1" stroke="url(#g)"/>
        <line x2="1" stroke="url(#missing) red"/>
        <line x2="1" stroke="url(#missing)"/>
      </svg>
      """)
    #expect(r.shapes[0].strokeColor == rgb(0, 255, 0, 0.5))
    #expect(r.shapes[1].strokeColor == rgb(255, 0, 0))
    #expect(r.shapes[2].strokeColor == nil)
    #expect(r.diagnostics.contains { $0.message.contains("gradient") })
  }

  @Test("A gradient's stop colour: currentColor in any ASCII case, whitespace, invalid values ignored")
  func gradientStopColors() throws {
    // `currentColor` folds ASCII case as `fill` and `stroke` do; a `style` declaration overrides
    // the attribute unless its value is invalid (CSS drops it); an invalid attribute leaves the
    // initial black.
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg">
        <linearGradient id="a"><stop stop-color=" CURRENTCOLOR "/></linearGradient>
        <linearGradient id="b"><stop style="stop-color: currentcolor"/></linearGradient>
        <linearGradient id="c"><stop stop-color="blue" style="stop-color: nonsense"/></linearGradient>
        <linearGradient id="d"><stop stop-color="nonsense"/></linearGradient>
        <linearGradient id="e"><stop stop-color="blue" style="stop-color: red"/></linearGradient>
        <line x2="1" color="#00ff00" stroke="url(#a)"/>
        <line x2="1" color="#00ff00" stroke="url(#b)"/>
        <line x2="1" stroke="url(#c)"/>
        <line x2="1" stroke="url(#d)"/>
        <line x2="1" stroke="url(#e)"/>
      </svg>
      """)
    try #require(r.shapes.count == 5)
    #expect(r.shapes[0].strokeColor == rgb(0, 255, 0))
    #expect(r.shapes[1].strokeColor == rgb(0, 255, 0))
    #expect(r.shapes[2].strokeColor == rgb(0, 0, 255))
    #expect(r.shapes[3].strokeColor == rgb(0, 0, 0))
    #expect(r.shapes[4].strokeColor == rgb(255, 0, 0))
  }

  @Test("href takes precedence over xlink:href (use and gradients)")
  func hrefPrecedence() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
        <defs>
          <line id="red" x2="1" stroke="red"/>
          <line id="green" x2="2" stroke="green"/>
          <linearGradient id="gr"><stop stop-color="red"/></linearGradient>
          <linearGradient id="gg"><stop stop-color="blue"/></linearGradient>
          <linearGradient id="g" xlink:href="#gr" href="#gg"/>
        </defs>
        <use xlink:href="#red" href="#green"/>
        <line x2="3" stroke="url(#g)"/>
      </svg>
      """)
    try #require(r.shapes.count == 2)
    #expect(r.shapes[0].path.points == [SIMD2(0, 0), SIMD2(2, 0)])
    #expect(r.shapes[0].strokeColor == rgb(0, 128, 0))
    #expect(r.shapes[1].strokeColor == rgb(0, 0, 255))
  }

  @Test("A paint referencing no paint server, or a gradient without stops, is its fallback or none")
  func invalidPaintServers() throws {
    // SVG 2 (painting, <paint>): a reference to an element that is not a valid paint server uses
    // the fallback, else it is as if `none` were given; a gradient without stops (its own or
    // inherited through href) paints `none`.
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg">
        <defs><rect id="r" width="1" height="1"/></defs>
        <linearGradient id="empty"/>
        <linearGradient id="inherits" href="#empty"/>
        <line x2="1" stroke="url(#r)"/>
        <line x2="1" stroke="url(#r) red"/>
        <line x2="1" stroke="url(#empty)"/>
        <line x2="1" stroke="url(#inherits) red"/>
      </svg>
      """)
    try #require(r.shapes.count == 4)
    #expect(r.shapes[0].strokeColor == nil)
    #expect(r.shapes[1].strokeColor == rgb(255, 0, 0))
    #expect(r.shapes[2].strokeColor == nil)
    #expect(r.shapes[3].strokeColor == nil)  // (a valid reference: no fallback)
  }

  @Test("Comments in a style attribute are ignored, as CSS ignores them")
  func styleAttributeComments() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg">
        <line x2="1" style="/* a */stroke:red/* b */; stroke-width: /* c */ 3"/>
      </svg>
      """)
    try #require(r.shapes.count == 1)
    #expect(r.shapes[0].strokeColor == rgb(255, 0, 0))
    #expect(r.shapes[0].strokeWidth == 3)
  }

  @Test("A negative stroke-width is invalid: the declaration is ignored and the inherited width stays")
  func negativeStrokeWidth() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" stroke="red">
        <g stroke-width="5">
          <line x2="1" stroke-width="-20"/>
          <line x2="1" stroke-width="2" style="stroke-width: -2"/>
        </g>
        <line x2="1" stroke-width="-1"/>
      </svg>
      """)
    try #require(r.shapes.count == 3)
    #expect(r.shapes[0].strokeWidth == 5)
    #expect(r.shapes[1].strokeWidth == 2)
    #expect(r.shapes[2].strokeWidth == 1)
  }

  @Test("Selectors that mix child and descendant combinators try every matching ancestor")
  func mixedCombinators() throws {
    // `a > b c`: the nearest <g class="b"> above the line is not a child of .a, but the outer
    // one is, so the rule matches.
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg">
        <style>.a > .b line { stroke: red } .a > .b > .c { stroke: blue }</style>
        <g class="a"><g class="b"><g class="b"><line x2="1"/></g></g></g>
        <g class="a"><g class="b"><g class="b"><line x2="1" class="c"/></g></g></g>
        <g class="b"><g class="a"><g class="x"><g class="b"><line x2="1"/></g></g></g></g>
      </svg>
      """)
    try #require(r.shapes.count == 3)
    #expect(r.shapes[0].strokeColor == rgb(255, 0, 0))
    #expect(r.shapes[1].strokeColor == rgb(255, 0, 0))
    #expect(r.shapes[2].strokeColor == nil)  // no .b is a child of .a
  }

  @Test("Specificity compares ids, then classes, then types, however many of each")
  func specificityOrder() throws {
    let classes = String(repeating: ".a", count: 101)
    let types = String(repeating: "svg ", count: 1) + String(repeating: "g ", count: 100) + "line"
    var nested = "<line x2=\"1\" id=\"x\" class=\"a\"/>"
    for _ in 0..<100 { nested = "<g>" + nested + "</g>" }
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg">
        <style>#x { stroke: blue } \(classes) { stroke: red }
        .a { stroke-width: 3 } \(types) { stroke-width: 5 }</style>
        \(nested)
      </svg>
      """)
    try #require(r.shapes.count == 1)
    #expect(r.shapes[0].strokeColor == rgb(0, 0, 255))  // one id beats 101 classes
    #expect(r.shapes[0].strokeWidth == 3)  // one class beats 102 types
  }

  /// CSS compares keywords, property names and colour names ASCII case-insensitively. They were
  /// lowercased with Unicode's mapping, which also turns the Kelvin sign (U+212A) into `k`: so
  /// `stro\u{212A}e` was the `stroke` property and `blac\u{212A}` the colour black.
  @Test("Only ASCII letters fold: the Kelvin sign is not k")
  func asciiCaseInsensitivity() throws {
    let kelvin = "\u{212A}"
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" stroke="red">
        <style>.a { stro\(kelvin)e: blue } .b { stroke: STEELBLUE !IMPORTANT }</style>
        <line x2="1" class="a"/>
        <line x2="1" style="stroke: blac\(kelvin)"/>
        <line x2="1" stroke="blac\(kelvin)"/>
        <line x2="1" style="STROKE: Blue"/>
        <line x2="1" class="b" style="stroke: blue"/>
        <line x2="1" stroke="url(#none) blac\(kelvin)"/>
        <line x2="1" stroke="url(#none) notacolour"/>
      </svg>
      """)
    #expect(r.shapes.count == 7)
    #expect(r.shapes[0].strokeColor == rgb(255, 0, 0))  // no such property: inherited red
    #expect(r.shapes[1].strokeColor == rgb(255, 0, 0))  // not a colour: ignored
    #expect(r.shapes[2].strokeColor == rgb(255, 0, 0))
    #expect(r.shapes[3].strokeColor == rgb(0, 0, 255))  // ASCII letters still fold
    #expect(r.shapes[4].strokeColor == rgb(70, 130, 180))  // `!IMPORTANT` beats the style attribute
    // `url(#x) <not a colour>` is an invalid paint, ignored: the stroke is inherited (it was
    // taken as a reference with no fallback, and the missing reference drew nothing).
    #expect(r.shapes[5].strokeColor == rgb(255, 0, 0))
    #expect(r.shapes[6].strokeColor == rgb(255, 0, 0))
  }

  @Test("display and visibility keywords are case-insensitive, as CSS keywords are")
  func keywordCase() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" stroke="red">
        <style>.h { display: NONE }</style>
        <line x2="1" style="display: None"/>
        <line x2="1" class="h"/>
        <line x2="1" style="visibility: Hidden"/>
        <line x2="2"/>
      </svg>
      """)
    #expect(r.shapes.count == 1)
  }
}

@Suite("SVG style sheet index")
struct SVGStyleSheetIndexTests {
  /// Random sheets over random documents: for every element, the rules matched among the index's
  /// candidates are exactly the rules matched when every rule is tested (the index only skips
  /// rules that cannot match), and no candidate is offered twice.
  @Test("The rule index offers every rule that matches, each once")
  func indexIsASupersetOfTheMatches() throws {
    var matches = 0
    for seed in 0..<40 as Range<UInt64> {
      matches += try checkIndex(seed: seed)
    }
    // (Most random selectors match nothing; enough do for the comparison to mean something.)
    #expect(matches > 200)
  }

  /// Compares the index with testing every rule on one random document; returns how many
  /// (element, rule) pairs matched.
  private func checkIndex(seed: UInt64) throws -> Int {
    var rng = SplitMix64(seed: 0x5EED_C55 &+ seed)
    func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &rng)] }
    let types = ["g", "line", "rect", "path", "foo", "svg"]
    let classes = ["a", "b", "c", "d-1", "é"]
    let ids = ["x", "y", "z"]
    func compound() -> String {
      var text = ""
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: text = "*"
      case 1: text = pick(types)
      default: break
      }
      for _ in 0..<Int.random(in: 0..<3, using: &rng) { text += "." + pick(classes) }
      if Int.random(in: 0..<4, using: &rng) == 0 { text += "#" + pick(ids) }
      if Int.random(in: 0..<5, using: &rng) == 0 { text += pick(["[data-k]", "[data-k=v]", "[id=x]"]) }
      if Int.random(in: 0..<6, using: &rng) == 0 { text += ":first-child" }
      return text.isEmpty ? "*" : text
    }
    var sheet = ""
    for _ in 0..<Int.random(in: 1..<30, using: &rng) {
      var selector = compound()
      for _ in 0..<Int.random(in: 0..<3, using: &rng) {
        selector += pick([" ", " > "]) + compound()
      }
      sheet += selector + (Bool.random(using: &rng) ? ", " + compound() : "") + " { stroke: red }\n"
    }
    // A random tree: each element opens inside one of the open ones.
    var body = ""
    var open: [String] = []
    for _ in 0..<60 {
      while !open.isEmpty && Int.random(in: 0..<3, using: &rng) == 0 { body += "</\(open.removeLast())>" }
      let type = pick(types)
      var attributes = ""
      let classCount = Int.random(in: 0..<4, using: &rng)
      if classCount > 0 {
        attributes += " class=\"" + (0..<classCount).map { _ in pick(classes) }.joined(separator: " ") + "\""
      }
      if Int.random(in: 0..<3, using: &rng) == 0 { attributes += " id=\"\(pick(ids))\"" }
      if Int.random(in: 0..<3, using: &rng) == 0 { attributes += " data-k=\"\(pick(["v", "w"]))\"" }
      body += "<\(type)\(attributes)>"
      open.append(type)
    }
    while let type = open.popLast() { body += "</\(type)>" }
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>\(sheet)</style>\(body)</svg>"
    let tree = try LibXML2.parse(Array(svg.utf8), maxDepth: 256, huge: false)
    var styleSheet = SVGStyleSheet()
    styleSheet.add(sheet: sheet)
    #expect(!styleSheet.rules.isEmpty)
    let index = SVGStyleSheet.Index(styleSheet.rules)
    let classLists = SVGStyleSheet.classLists(tree)
    var candidates: [Int] = []
    var matches = 0
    for element in tree.elements.indices {
      _ = index.candidates(element: element, in: tree, classes: classLists[element], into: &candidates)
      #expect(Set(candidates).count == candidates.count, "a rule offered twice")
      var tests = 0
      var valueBytes = 0
      let all = styleSheet.rules.indices.filter {
        SVGStyleSheet.matches(
          styleSheet.rules[$0].selector, element: element, in: tree, classes: classLists, tests: &tests,
          valueBytes: &valueBytes)
      }
      let offered = candidates.filter {
        SVGStyleSheet.matches(
          styleSheet.rules[$0].selector, element: element, in: tree, classes: classLists, tests: &tests,
          valueBytes: &valueBytes)
      }
      #expect(offered.sorted() == all, "element \(element) (\(tree.elementName(element)))")
      matches += all.count
    }
    return matches
  }

  /// With the index, 2 000 class rules over 20 000 elements cost a few units of work each, not
  /// the whole sheet per element (40 million tests, 3.7 s, before the index).
  @Test("A large sheet of class rules imports within a small budget")
  func classRulesAreIndexed() throws {
    let rules = (0..<2_000).map { ".c\($0) { stroke-width: \(1 + $0 % 3) }" }.joined(separator: "\n")
    let elements = (0..<20_000).map { "<line class=\"c\($0 % 2_000)\" x2=\"1\"/>" }.joined()
    let svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" stroke=\"red\"><style>\(rules)</style>\(elements)</svg>"
    let tree = try LibXML2.parse(Array(svg.utf8), maxDepth: 256, huge: false)
    // Per line: one class look-up, one selector test, one declaration: 60 000 in all. (The
    // rules take lines 1 to 2 000; the elements follow on line 2 000.)
    var resolver = SVGResolver(tree: tree, tolerance: 0.05, styleBudget: 60_000)
    try resolver.resolve()
    #expect(resolver.shapes.count == 20_000)
    #expect(resolver.shapes[1].strokeWidth == 2)
    #expect(resolver.shapes[19_999].strokeWidth == 2)  // (.c1999: 1 + 1999 % 3)
    var short = SVGResolver(tree: tree, tolerance: 0.05, styleBudget: 59_999)
    #expect(throws: SVGImportError.styleSheetTooCostly(limit: 59_999, line: 2_000)) { try short.resolve() }
  }
}

@Suite("SVG geometry resolution")
struct SVGGeometryTests {
  func points(_ shape: SVGShape) -> [SIMD2<Double>] { Array(shape.path.points) }

  @Test("Transform functions compose in order")
  func transforms() throws {
    let t = try #require(SVGValues.transform("translate(10,20) scale(2) rotate(90)"))
    let p = t.apply(SIMD2<Double>(1, 0))
    #expect(p == SIMD2(10, 22))
    let r = try #require(SVGValues.transform("rotate(90 5 5)"))
    #expect(r.apply(SIMD2<Double>(10, 5)) == SIMD2(5, 10))
    let m = try #require(SVGValues.transform("matrix(1 0 0 1 3 4), skewX(45)"))
    let q = m.apply(SIMD2<Double>(0, 1))
    #expect(abs(q.x - 4) < 1e-12 && q.y == 5)
    #expect(SVGValues.transform("scale(") == nil)
    #expect(SVGValues.transform("rotate(1 2)") == nil)
  }

  @Test("Lengths with units and percentages resolve to user units")
  func lengths() {
    let vp = SIMD2<Double>(200, 100)
    #expect(SVGValues.length("10", axis: .x, viewport: vp) == 10)
    #expect(SVGValues.length("1in", axis: .x, viewport: vp) == 96)
    #expect(SVGValues.length("2.54cm", axis: .x, viewport: vp)! - 96 < 1e-12)
    #expect(SVGValues.length("3pt", axis: .x, viewport: vp) == 4)
    #expect(SVGValues.length("1pc", axis: .x, viewport: vp) == 16)
    #expect(SVGValues.length("2em", axis: .x, viewport: vp) == 32)
    #expect(SVGValues.length("50%", axis: .x, viewport: vp) == 100)
    #expect(SVGValues.length("50%", axis: .y, viewport: vp) == 50)
    #expect(SVGValues.length("10qq", axis: .x, viewport: vp) == nil)
  }

  @Test("Shapes become closed paths in user space, after every transform")
  func shapes() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" stroke="black">
        <g transform="translate(10 0)">
          <rect x="1" y="2" width="3" height="4"/>
          <polygon points="0,0 1,0 1,1"/>
          <polyline points="0 0 1 0 1 1"/>
          <circle cx="5" cy="5" r="2"/>
        </g>
      </svg>
      """)
    try #require(r.shapes.count == 4)
    #expect(r.shapes[0].path.points == [SIMD2(11, 2), SIMD2(14, 2), SIMD2(14, 6), SIMD2(11, 6)])
    #expect(r.shapes[0].path.verbs.last == .close)
    #expect(r.shapes[1].path.verbs == [.move, .line, .line, .close])
    #expect(r.shapes[2].path.verbs == [.move, .line, .line])
    // The circle: every on-curve point at distance 2 from (15, 5), sampled densely.
    let circle = r.shapes[3].path
    var worst = 0.0
    circle.forEachSegment { segment, _, _ in
      for k in 0...32 {
        let p = segment.cubic.point(at: Double(k) / 32)
        let d = ((p - SIMD2(15, 5)) * (p - SIMD2(15, 5))).sum().squareRoot()
        worst = max(worst, abs(d - 2))
      }
    }
    #expect(worst < 0.05 / 10)
  }

  @Test("Rounded rectangles clamp and default their radii")
  func roundedRect() throws {
    let r = try SVGTestSupport.resolve(
      "<svg xmlns='http://www.w3.org/2000/svg' stroke='red'><rect width='10' height='4' rx='5'/></svg>")
    let bounds = r.shapes[0].path.bounds
    #expect(abs(bounds.width - 10) < 1e-9 && abs(bounds.height - 4) < 1e-9)
    #expect(r.shapes[0].path.points[0] == SIMD2(5, 0))  // rx clamped to width/2, ry = rx → 2
  }

  @Test("Nested svg with viewBox and preserveAspectRatio, and use of a symbol")
  func viewports() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" stroke="black">
        <svg x="10" y="10" width="100" height="50" viewBox="0 0 10 10">
          <line x1="0" y1="0" x2="10" y2="10"/>
        </svg>
        <svg width="100" height="50" viewBox="0 0 10 10" preserveAspectRatio="none">
          <line x1="0" y1="0" x2="10" y2="10"/>
        </svg>
        <defs><symbol id="s" viewBox="0 0 1 1"><line x2="1" y2="1"/></symbol></defs>
        <use xlink:href="#s" x="5" y="6" width="20" height="20"/>
        <use href="#l" transform="scale(2)"/>
        <line id="l" x2="1"/>
      </svg>
      """)
    try #require(r.shapes.count == 5)
    // meet, xMidYMid: scale 5, centred horizontally: x offset (100 − 50)/2 = 25.
    #expect(r.shapes[0].path.points == [SIMD2(35, 10), SIMD2(85, 60)])
    #expect(r.shapes[0].strokeWidth == 5)
    #expect(r.shapes[1].path.points == [SIMD2(0, 0), SIMD2(100, 50)])
    #expect(r.shapes[2].path.points == [SIMD2(5, 6), SIMD2(25, 26)])
    #expect(r.shapes[3].path.points == [SIMD2(0, 0), SIMD2(2, 0)])
    #expect(r.shapes[3].strokeWidth == 2)
  }

  @Test("An auto or invalid width/height on use or a nested svg is the default, not zero")
  func autoViewportSize() throws {
    // SVG 2: width="auto" on a use that references a symbol or svg means the referenced
    // element's own size (100 % here); an invalid or negative value is ignored, so the same.
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" stroke="black">
        <defs><symbol id="s" viewBox="0 0 10 10"><line x2="10"/></symbol></defs>
        <use href="#s" width="auto" height="auto"/>
        <use href="#s" width="-5" height="abc"/>
        <svg width="-5" viewBox="0 0 10 10"><line x2="10"/></svg>
        <use href="#s" width="0"/>
      </svg>
      """)
    try #require(r.shapes.count == 3)
    for shape in r.shapes { #expect(shape.path.points == [SIMD2(0, 0), SIMD2(100, 0)]) }
  }

  @Test("A viewBox of zero width or height disables rendering; a negative one is ignored")
  func zeroViewBox() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" stroke="black">
        <defs><symbol id="s" viewBox="0 0 10 0"><line x2="10"/></symbol></defs>
        <use href="#s" width="50" height="50"/>
        <svg width="50" height="50" viewBox="0 0 0 10"><line x2="10"/></svg>
        <svg width="50" height="50" viewBox="0 0 0 0"><line x2="10"/></svg>
        <svg width="50" height="50" viewBox="0 0 -10 0"><line x2="10"/></svg>
      </svg>
      """)
    // Only the last (invalid viewBox, ignored: the viewport is 50 × 50 user units) draws.
    try #require(r.shapes.count == 1)
    #expect(r.shapes[0].path.points == [SIMD2(0, 0), SIMD2(10, 0)])
  }

  @Test("An invalid preserveAspectRatio is ignored: the default xMidYMid meet")
  func invalidPreserveAspectRatio() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" stroke="black">
        <svg width="100" height="50" viewBox="0 0 10 10" preserveAspectRatio="xmidymid">
          <line x2="10" y2="10"/>
        </svg>
        <svg width="100" height="50" viewBox="0 0 10 10" preserveAspectRatio="xMinYMin fill">
          <line x2="10" y2="10"/>
        </svg>
        <svg width="100" height="50" viewBox="0 0 10 10" preserveAspectRatio="defer xMaxYMax slice">
          <line x2="10" y2="10"/>
        </svg>
      </svg>
      """)
    try #require(r.shapes.count == 3)
    #expect(r.shapes[0].path.points == [SIMD2(25, 0), SIMD2(75, 50)])
    #expect(r.shapes[1].path.points == [SIMD2(25, 0), SIMD2(75, 50)])
    #expect(r.shapes[2].path.points == [SIMD2(0, -50), SIMD2(100, 50)])
  }

  @Test("The root's transform, like its viewBox mapping, is not applied (docs/svg.md); a nested one is")
  func rootTransform() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="100" height="100"
           transform="translate(5 0)" stroke="red">
        <line x2="1"/>
        <svg transform="translate(0 3)" x="2"><line x2="1"/></svg>
      </svg>
      """)
    try #require(r.shapes.count == 2)
    #expect(r.shapes[0].path.points == [SIMD2(0, 0), SIMD2(1, 0)])
    #expect(r.shapes[1].path.points == [SIMD2(2, 3), SIMD2(3, 3)])
  }
}
