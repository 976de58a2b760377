import InkInterchange

/// A paint (`fill`, `stroke`) as declared.
enum SVGPaint: Sendable, Hashable {
  case none
  case color(InkColor)
  case currentColor
  /// `url(#id)` with an optional fallback.
  case server(id: String, fallback: InkColor?)

  /// Parses a paint, or `nil` when the value is invalid (the declaration is then ignored).
  static func parse(_ text: Substring) -> SVGPaint? {
    let s = text.trimmingSVGWhitespace()
    // The common cases without lowercasing: `#hex` and `none`.
    if s.utf8.first == UInt8(ascii: "#") { return SVGColor.parse(s).map(SVGPaint.color) }
    if s == "none" { return SVGPaint.none }
    let lower = s.asciiLowercased()
    if lower == "none" { return SVGPaint.none }
    if lower == "currentcolor" { return .currentColor }
    if lower.hasPrefix("url(") {
      guard let close = s.firstIndex(of: ")") else { return nil }
      var id = s[s.index(s.startIndex, offsetBy: 4)..<close].trimmingSVGWhitespace()
      if let f = id.first, f == "'" || f == "\"", id.count >= 2 { id = id.dropFirst().dropLast() }
      if id.hasPrefix("#") { id = id.dropFirst() }
      let rest = s[s.index(after: close)...].trimmingSVGWhitespace()
      var fallback: InkColor? = nil
      if !rest.isEmpty {
        if SVGStyle.isKeyword(rest, "none") {
          fallback = nil
        } else {
          // (`url(...) <color>`: anything else after the reference makes the value invalid.)
          guard let color = SVGColor.parse(rest) else { return nil }
          fallback = color
        }
      }
      return .server(id: String(id), fallback: fallback)
    }
    return SVGColor.parse(s).map(SVGPaint.color)
  }
}

/// The computed style of an element: what the importer needs, inherited down the tree. Plain
/// values only (no arrays), so copying it down the tree is cheap.
struct SVGStyle: Sendable {
  var fill: SVGPaint = .color(.black)
  var stroke: SVGPaint = .none
  /// The stroke width as declared: a number and its unit (resolved against the element's
  /// viewport when used).
  var strokeWidth: (value: Double, unit: SVGValues.LengthUnit) = (1, .scale(1))
  var fillOpacity = 1.0
  var strokeOpacity = 1.0
  /// The product of `opacity` over the element and its ancestors (not inherited as such, but
  /// group opacity multiplies down).
  var groupOpacity = 1.0
  /// The element's own `opacity` (not inherited: 1 for a child until it declares one), for a
  /// child's `opacity: inherit`.
  var opacity = 1.0
  var color: InkColor = .black
  var visible = true
  /// `stroke-dasharray` other than `none` or all zeros (inherited).
  var dashed = false
  /// Set on the element only (not inherited): `display: none`.
  var displayNone = false
  /// Non-inherited effects the importer cannot represent: bits of ``Effect``.
  var effects: UInt8 = 0
  /// `marker-start`, `marker-mid`, `marker-end` other than `none` (inherited): bits 1, 2 and 4
  /// (the `marker` shorthand sets all three).
  var markerBits: UInt8 = 0
  /// Whether any marker is set.
  var markers: Bool { markerBits != 0 }
  /// `overflow` as declared on the element (not inherited): `true` for `visible` and `auto`,
  /// `false` for `hidden`, `scroll` and `clip`, `nil` when not declared (a nested viewport then
  /// clips: SVG's user-agent style sheet gives `svg:not(:root)` and `symbol` `overflow: hidden`).
  var overflowVisible: Bool? = nil

  /// The effects (`filter`, `clip-path`, `mask`) as bits of ``effects``.
  enum Effect: UInt8, CaseIterable {
    case filter = 1
    case clipPath = 2
    case mask = 4

    /// The property's name.
    var name: String {
      switch self {
      case .filter: "filter"
      case .clipPath: "clip-path"
      case .mask: "mask"
      }
    }

    /// The effect a property sets, or `nil`.
    init?(_ property: SVGName) {
      switch property {
      case .filter: self = .filter
      case .clipPath: self = .clipPath
      case .mask: self = .mask
      default: return nil
      }
    }
  }

  /// The marker bits (``markerBits``) a property sets, or 0.
  static func markerBits(_ property: SVGName) -> UInt8 {
    switch property {
    case .marker: 7
    case .markerStart: 1
    case .markerMid: 2
    case .markerEnd: 4
    default: 0
    }
  }

  /// The style of a child of this element, before the child's own declarations.
  @inline(__always)
  func inherited() -> SVGStyle {
    var s = self
    s.displayNone = false
    s.effects = 0
    s.opacity = 1
    s.overflowVisible = nil
    return s
  }

  /// The CSS-wide keywords, valid for every property (in `style` and in presentation attributes).
  enum WideKeyword {
    /// The parent's value.
    case inherit
    /// The property's initial value.
    case initial
    /// `inherit` for an inherited property, `initial` for the others.
    case unset
  }

  /// The CSS-wide keyword `value` is (ASCII case-insensitively), or `nil`.
  static func wideKeyword(_ value: Substring) -> WideKeyword? {
    guard let first = value.utf8.first, first | 0x20 == UInt8(ascii: "i") || first | 0x20 == UInt8(ascii: "u")
    else { return nil }
    if isKeyword(value, "inherit") { return .inherit }
    if isKeyword(value, "initial") { return .initial }
    if isKeyword(value, "unset") { return .unset }
    return nil
  }

  /// Whether a property is inherited (so `unset` means `inherit`): all that the importer reads
  /// but `opacity`, `display`, `filter`, `clip-path`, `mask` and `overflow`.
  static func isInherited(_ name: SVGName) -> Bool {
    switch name {
    case .opacity, .display, .filter, .clipPath, .mask, .overflow: false
    default: true
    }
  }

  /// A declaration's value as ``parse(_:_:)`` reads it: what ``apply(_:_:parent:)`` sets.
  enum Value {
    /// `inherit`, `initial` or `unset` (on a property the importer reads).
    case wide(WideKeyword)
    /// `fill`, `stroke`.
    case paint(SVGPaint)
    /// `stroke-width`: a non-negative length.
    case length((Double, SVGValues.LengthUnit))
    /// `fill-opacity`, `stroke-opacity`, `opacity`: clamped to 0…1.
    case opacity(Double)
    /// `color`.
    case color(InkColor)
    /// The properties that set a flag: `display` (`none`), `visibility` (visible), a
    /// `stroke-dasharray` (dashed), a marker (`url(…)`), an effect (anything but `none`),
    /// `overflow` (visible).
    case flag(Bool)
    /// A property the importer does not read (any value).
    case unread
  }

  /// Reads one declaration's value, or `nil` when it is invalid for the property: CSS then
  /// ignores the declaration (and, of several declarations of one property, the last valid one
  /// decides). The one place where the importer decides what a property's value means.
  ///
  /// - Parameters:
  ///   - name: The property.
  ///   - rawValue: Its value, as declared (white space around it is ignored).
  static func parse(_ name: SVGName, _ rawValue: Substring) -> Value? {
    let value = rawValue.trimmingSVGWhitespace()
    // (The properties the importer reads are the presentation attributes, `fill` … `overflow`.)
    if let keyword = wideKeyword(value) { return name.isPresentationAttribute ? .wide(keyword) : nil }
    switch name {
    case .fill, .stroke: return SVGPaint.parse(value).map(Value.paint)
    case .strokeWidth:
      // An invalid width, negative ones included, is ignored, as an invalid declaration is in CSS.
      guard let parts = SVGValues.lengthParts(value), parts.0 >= 0 else { return nil }
      return .length(parts)
    case .fillOpacity, .strokeOpacity, .opacity: return opacity(value).map(Value.opacity)
    case .color: return SVGColor.parse(value).map(Value.color)
    case .display: return .flag(isKeyword(value, "none"))
    case .visibility:
      if isKeyword(value, "visible") { return .flag(true) }
      if isKeyword(value, "hidden") || isKeyword(value, "collapse") { return .flag(false) }
      return nil
    case .strokeDasharray: return dashArray(value).map(Value.flag)
    case .marker, .markerStart, .markerMid, .markerEnd:
      if isKeyword(value, "none") { return .flag(false) }
      return isURL(value) ? .flag(true) : nil
    case .filter, .clipPath, .mask: return .flag(!isKeyword(value, "none"))
    case .overflow: return overflowVisible(value).map(Value.flag)
    default: return .unread
    }
  }

  /// Whether ``apply(_:_:parent:)`` changes anything for this declaration, whatever the style
  /// and parent: `false` when it ignores the value (an invalid one, see ``parse(_:_:)``). Of
  /// several declarations of one property, the last that `accepts` decides.
  static func accepts(_ name: SVGName, _ rawValue: Substring) -> Bool {
    parse(name, rawValue) != nil
  }

  /// Applies one declaration: its value as ``parse(_:_:)`` reads it; an invalid value changes
  /// nothing.
  ///
  /// - Parameters:
  ///   - name: The property.
  ///   - rawValue: Its value.
  ///   - parent: The parent's computed style (for `inherit`, `unset` and `opacity`).
  mutating func apply(_ name: SVGName, _ rawValue: Substring, parent: SVGStyle) {
    guard let value = Self.parse(name, rawValue) else { return }
    apply(name, value, parent: parent)
  }

  /// Applies one declaration's value, read by ``parse(_:_:)`` for the same property.
  mutating func apply(_ name: SVGName, _ value: Value, parent: SVGStyle) {
    switch value {
    case .wide(let keyword):
      applyWide(name, keyword, parent: parent)
    case .paint(let paint):
      if name == .fill { fill = paint } else { stroke = paint }
    case .length(let width):
      strokeWidth = width
    case .opacity(let o):
      switch name {
      case .fillOpacity: fillOpacity = o
      case .strokeOpacity: strokeOpacity = o
      default:
        opacity = o
        groupOpacity = parent.groupOpacity * o
      }
    case .color(let c):
      color = c
    case .flag(let on):
      switch name {
      case .display: displayNone = on
      case .visibility: visible = on
      case .strokeDasharray: dashed = on
      case .marker, .markerStart, .markerMid, .markerEnd:
        let bits = Self.markerBits(name)
        markerBits = on ? markerBits | bits : markerBits & ~bits
      case .filter, .clipPath, .mask:
        let bit = Effect(name)!.rawValue
        effects = on ? effects | bit : effects & ~bit
      case .overflow: overflowVisible = on
      default: break
      }
    case .unread:
      break
    }
  }

  /// Applies `inherit`, `initial` or `unset` to a property the importer reads.
  private mutating func applyWide(_ name: SVGName, _ keyword: WideKeyword, parent: SVGStyle) {
    let fromParent = keyword == .inherit || (keyword == .unset && Self.isInherited(name))
    let from = fromParent ? parent : SVGStyle()
    switch name {
    case .fill: fill = from.fill
    case .stroke: stroke = from.stroke
    case .strokeWidth: strokeWidth = from.strokeWidth
    case .fillOpacity: fillOpacity = from.fillOpacity
    case .strokeOpacity: strokeOpacity = from.strokeOpacity
    case .color: color = from.color
    case .visibility: visible = from.visible
    case .strokeDasharray: dashed = from.dashed
    case .marker, .markerStart, .markerMid, .markerEnd:
      let bits = Self.markerBits(name)
      markerBits = (markerBits & ~bits) | (from.markerBits & bits)
    case .opacity:
      // (Not inherited otherwise: `inherit` is the parent's own opacity, multiplied in once more.)
      opacity = from.opacity
      groupOpacity = parent.groupOpacity * from.opacity
    case .display:
      // The parent is displayed (nothing under `display: none` is reached), and the initial
      // value, `inline`, is not `none` either.
      displayNone = false
    case .filter, .clipPath, .mask:
      let bit = Effect(name)!.rawValue
      effects = (effects & ~bit) | (from.effects & bit)
    case .overflow:
      // (The initial value is `visible`; the parent's, when it declared none, is its own
      // user-agent default: hidden for a viewport.)
      overflowVisible = fromParent ? parent.overflowVisible : true
    default: break
    }
  }

  /// An `overflow` value: `true` for `visible` and `auto` (which SVG treats as `visible`), `false`
  /// for `hidden`, `scroll` and `clip`, `nil` for anything else (invalid, ignored).
  static func overflowVisible(_ value: Substring) -> Bool? {
    if isKeyword(value, "visible") || isKeyword(value, "auto") { return true }
    if isKeyword(value, "hidden") || isKeyword(value, "scroll") || isKeyword(value, "clip") { return false }
    return nil
  }

  /// Whether `value` is a `url(…)` reference (as the marker properties take).
  static func isURL(_ value: Substring) -> Bool {
    value.utf8.count >= 5 && isKeyword(value.prefix(4), "url(") && value.hasSuffix(")")
  }

  /// A `stroke-dasharray`: `false` for `none` or dashes that are all zero (drawn solid, as SVG
  /// says), `true` for dashes, `nil` for an invalid value (a negative or non-length item, or items
  /// separated otherwise than by white space and at most one comma: `1,,2`, a leading or trailing
  /// comma), which is ignored.
  static func dashArray(_ value: Substring) -> Bool? {
    if isKeyword(value, "none") { return false }
    var anyNonZero = false
    var items = 0
    var expectItem = true
    var k = value.startIndex
    func skipSpace() {
      while k < value.endIndex, value[k].isSVGWhitespace { k = value.index(after: k) }
    }
    skipSpace()
    while k < value.endIndex {
      if value[k] == "," {
        // A comma must follow an item and precede one.
        if expectItem { return nil }
        expectItem = true
        k = value.index(after: k)
        skipSpace()
        continue
      }
      let start = k
      while k < value.endIndex, !value[k].isSVGWhitespace, value[k] != "," { k = value.index(after: k) }
      guard let (v, _) = SVGValues.lengthParts(value[start..<k]), v >= 0 else { return nil }
      if v > 0 { anyNonZero = true }
      items += 1
      expectItem = false
      skipSpace()
    }
    guard items > 0, !expectItem else { return nil }
    return anyNonZero
  }

  /// `true` when `value` is the lowercase ASCII `keyword` in any case (CSS keywords are
  /// ASCII case-insensitive: `NONE` is `none`).
  static func isKeyword(_ value: Substring, _ keyword: StaticString) -> Bool {
    keyword.withUTF8Buffer { k in
      value.utf8.count == k.count
        && zip(value.utf8, k).allSatisfy { a, b in
          a == b || (a >= UInt8(ascii: "A") && a <= UInt8(ascii: "Z") && a | 0x20 == b)
        }
    }
  }

  /// An opacity: a number or percentage, clamped to `0...1`.
  static func opacity(_ text: Substring) -> Double? {
    let s = text.trimmingSVGWhitespace()
    if s.utf8.last == UInt8(ascii: "%") {
      guard let v = SVGValues.number(s.dropLast()) else { return nil }
      return min(max(v / 100, 0), 1)
    }
    guard let v = SVGValues.number(s) else { return nil }
    return min(max(v, 0), 1)
  }
}
