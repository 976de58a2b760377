import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkSVG

/// Value syntax as SVG and CSS define it: number lists separated by at most one comma, and the
/// CSS-wide keywords `inherit`, `initial` and `unset` on every property the importer reads.
@Suite("SVG value syntax")
struct SVGValueSyntaxTests {
  static let red = InkColor(red: 1, green: 0, blue: 0)
  static let blue = InkColor(red: 0, green: 0, blue: 1)

  /// The warnings whose message contains `text`, with their locations.
  static func warnings(_ r: SVGResolver, _ text: String) -> [String] {
    r.diagnostics.filter { $0.message.contains(text) }.map {
      "\($0.location.map { "\($0)" } ?? "-"): \($0.message)"
    }
  }

  @Test("points: a double, leading or trailing comma is an error; the points before it are drawn")
  func pointsCommas() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" stroke="black" fill="none">
      <polyline points="0 0 10 0,,10 10 20 20"/>
      <polyline points=",0 0 1 1"/>
      <polygon points="0 0, 1 1 ,2,2,"/>
      <polyline points="0,0 1-1 .5.5 , 3 3"/>
      </svg>
      """)
    try #require(r.shapes.count == 3)
    #expect(Array(r.shapes[0].path.points) == [SIMD2(0, 0), SIMD2(10, 0)])
    #expect(Array(r.shapes[1].path.points) == [SIMD2(0, 0), SIMD2(1, 1), SIMD2(2, 2)])
    #expect(Array(r.shapes[2].path.points) == [SIMD2(0, 0), SIMD2(1, -1), SIMD2(0.5, 0.5), SIMD2(3, 3)])
    #expect(
      Self.warnings(r, "points list") == [
        "line 2: <polyline>: points list has an error at byte 9; the valid prefix is kept",
        "line 3: <polyline>: points list has an error at byte 0; the valid prefix is kept",
        "line 4: <polygon>: points list has an error at byte 13; the valid prefix is kept",
      ])
  }

  @Test("viewBox: a double, leading or trailing comma makes it invalid: ignored, with a warning")
  func viewBoxCommas() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" stroke="black">
      <svg width="100" height="100" viewBox="0 0 10 10"><line x2="10"/></svg>
      <svg width="100" height="100" viewBox="0, 0, 10, 10"><line x2="10"/></svg>
      <svg width="100" height="100" viewBox="0,,0 10 10"><line x2="10"/></svg>
      <svg width="100" height="100" viewBox=",0 0 10 10"><line x2="10"/></svg>
      <svg width="100" height="100" viewBox="0 0 10 10,"><line x2="10"/></svg>
      </svg>
      """)
    try #require(r.shapes.count == 5)
    #expect(r.shapes.map { $0.path.points.last?.x } == [100, 100, 10, 10, 10])
    #expect(
      Self.warnings(r, "viewBox") == [
        "line 4: <svg>: invalid viewBox '0,,0 10 10' ignored",
        "line 5: <svg>: invalid viewBox ',0 0 10 10' ignored",
        "line 6: <svg>: invalid viewBox '0 0 10 10,' ignored",
      ])
  }

  @Test("transform: a double comma between arguments, or a leading or trailing comma, is invalid")
  func transformCommas() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" stroke="black">
      <line x2="1" transform="translate(1,,2)"/>
      <line x2="1" transform="translate(,1)"/>
      <line x2="1" transform="translate(1,)"/>
      <line x2="1" transform=",scale(2)"/>
      <line x2="1" transform="scale(2),"/>
      <line x2="1" transform="translate(1, 2) , scale(2)"/>
      </svg>
      """)
    try #require(r.shapes.count == 6)
    #expect(r.shapes[5].path.points.first == SIMD2(1, 2))
    #expect(r.shapes[5].path.points.last == SIMD2(3, 2))
    #expect(Self.warnings(r, "invalid transform").map { $0.prefix(6) } == (2...6).map { "line \($0)" })
  }

  @Test("stroke-dasharray: an invalid list is ignored; zeros are solid")
  func dashArrayCommas() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" stroke="black">
      <line x2="1" stroke-dasharray="1,,2"/>
      <line x2="1" stroke-dasharray=",1"/>
      <line x2="1" stroke-dasharray="1 2,"/>
      <line x2="1" stroke-dasharray="1 -2"/>
      <line x2="1" stroke-dasharray="0, 0"/>
      <line x2="1" stroke-dasharray="1 2, 3%"/>
      <line x2="1" stroke-dasharray="4" style="stroke-dasharray: 1,,2"/>
      </svg>
      """)
    #expect(Self.warnings(r, "stroke-dasharray").map { $0.prefix(7) } == ["line 7:", "line 8:"])
  }

  @Test("rgb() and hsl(): one comma between arguments, or spaces and '/ alpha'; otherwise invalid")
  func colourFunctionCommas() throws {
    let valid = [
      "rgb(255,0,0)", "rgb( 255 , 0 , 0 )", "rgb(255 0 0)", "rgba(255, 0, 0, 1)", "rgb(255 0 0 / 1)",
    ]
    for text in valid { #expect(SVGColor.parse(Substring(text)) == Self.red, "\(text)") }
    let invalid = [
      "rgb(255,,0,0)", "rgb(,255,0,0)", "rgb(255,0,0,)", "rgb(255, 0 0)", "rgb(255 0 / 0 / 1)",
      "rgb(255,0,0/1)", "rgb(255 / 0 0)", "hsl(0,,100%,50%)",
    ]
    for text in invalid { #expect(SVGColor.parse(Substring(text)) == nil, "\(text)") }
  }

  /// A property, the values it is given, what the importer makes of it.
  struct KeywordCase: Sendable, CustomTestStringConvertible {
    var property: String
    /// Whether the property is inherited (`unset` is then `inherit`, else `initial`).
    var inherited: Bool
    /// The parent's value, and the child's own value that the keyword in `style` overrides.
    var parentValue: String
    var childValue: String
    /// More attributes of the child.
    var extra = ""
    /// What the importer made of the child (a description), with the parent's value and with the
    /// initial value.
    var fromParent: String
    var initial: String
    var observe: @Sendable (SVGResolver) -> String
    var testDescription: String { property }
  }

  static func color(_ r: SVGResolver, _ path: KeyPath<SVGShape, InkColor?>) -> String {
    r.shapes.first.map { "\(String(describing: $0[keyPath: path]))" } ?? "no shape"
  }

  static func number(_ r: SVGResolver, _ path: KeyPath<SVGShape, Double>) -> String {
    r.shapes.first.map { "\($0[keyPath: path])" } ?? "no shape"
  }

  static func childWarns(_ r: SVGResolver, _ text: String) -> String {
    r.diagnostics.contains { $0.message.hasPrefix("<rect>: \(text)") } ? "warned" : "silent"
  }

  static let keywordCases: [KeywordCase] = [
    KeywordCase(
      property: "fill", inherited: true, parentValue: "red", childValue: "blue",
      fromParent: "\(String(describing: Optional(red)))",
      initial: "\(String(describing: Optional(InkColor.black)))",
      observe: { color($0, \.fillColor) }),
    KeywordCase(
      property: "stroke", inherited: true, parentValue: "red", childValue: "blue",
      fromParent: "\(String(describing: Optional(red)))", initial: "nil",
      observe: { color($0, \.strokeColor) }),
    KeywordCase(
      property: "stroke-width", inherited: true, parentValue: "3", childValue: "5", fromParent: "3.0",
      initial: "1.0", observe: { number($0, \.strokeWidth) }),
    KeywordCase(
      property: "fill-opacity", inherited: true, parentValue: "0.5", childValue: "0.25", fromParent: "0.5",
      initial: "1.0", observe: { number($0, \.fillOpacity) }),
    KeywordCase(
      property: "stroke-opacity", inherited: true, parentValue: "0.5", childValue: "0.25", fromParent: "0.5",
      initial: "1.0", observe: { number($0, \.strokeOpacity) }),
    KeywordCase(
      property: "color", inherited: true, parentValue: "red", childValue: "blue",
      extra: "stroke='currentColor'",
      fromParent: "\(String(describing: Optional(red)))",
      initial: "\(String(describing: Optional(InkColor.black)))", observe: { color($0, \.strokeColor) }),
    // Not inherited: `inherit` multiplies the parent's opacity in once more.
    KeywordCase(
      property: "opacity", inherited: false, parentValue: "0.5", childValue: "0.75", fromParent: "0.25",
      initial: "0.5", observe: { number($0, \.strokeOpacity) }),
    KeywordCase(
      property: "visibility", inherited: true, parentValue: "hidden", childValue: "visible",
      fromParent: "no shape", initial: "1.0", observe: { number($0, \.strokeOpacity) }),
    // The parent is displayed (else the child is never reached), as the initial `inline` is.
    KeywordCase(
      property: "display", inherited: false, parentValue: "inline", childValue: "none", fromParent: "1.0",
      initial: "1.0", observe: { number($0, \.strokeOpacity) }),
    KeywordCase(
      property: "stroke-dasharray", inherited: true, parentValue: "4 2", childValue: "none",
      fromParent: "warned", initial: "silent", observe: { childWarns($0, "stroke-dasharray") }),
    KeywordCase(
      property: "marker-end", inherited: true, parentValue: "url(#m)", childValue: "none",
      fromParent: "warned", initial: "silent", observe: { childWarns($0, "markers") }),
    KeywordCase(
      property: "filter", inherited: false, parentValue: "url(#f)", childValue: "none",
      fromParent: "warned", initial: "silent", observe: { childWarns($0, "filter") }),
    KeywordCase(
      property: "clip-path", inherited: false, parentValue: "url(#c)", childValue: "none",
      fromParent: "warned", initial: "silent", observe: { childWarns($0, "clip-path") }),
    KeywordCase(
      property: "mask", inherited: false, parentValue: "url(#k)", childValue: "none",
      fromParent: "warned", initial: "silent", observe: { childWarns($0, "mask") }),
  ]

  @Test(
    "inherit, initial and unset, as attributes and in style, on every property read", arguments: keywordCases)
  func wideKeywords(_ c: KeywordCase) throws {
    for keyword in ["inherit", "initial", "unset"] {
      // The presentation attribute; in `style` (in upper case: keywords fold ASCII case), over the
      // child's own attribute; in a sheet rule, over the attribute too.
      let forms = [
        ("attribute", "", "\(c.property)='\(keyword)'"),
        ("style", "", "\(c.property)='\(c.childValue)' style='\(c.property): \(keyword.uppercased())'"),
        ("sheet", "<style>rect { \(c.property): \(keyword) }</style>", "\(c.property)='\(c.childValue)'"),
      ]
      for (form, sheet, attributes) in forms {
        let svg = """
          <svg xmlns="http://www.w3.org/2000/svg" stroke="black" color="green">\(sheet)
          <g \(c.property)="\(c.parentValue)"><rect width="1" height="1" \(attributes) \(c.extra)/></g>
          </svg>
          """
        let r = try SVGTestSupport.resolve(svg)
        let expected = keyword == "inherit" || (keyword == "unset" && c.inherited) ? c.fromParent : c.initial
        #expect(c.observe(r) == expected, "\(c.property): \(keyword) (\(form))")
      }
    }
  }
}
