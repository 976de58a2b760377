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
  /// `stroke-dasharray` other than `none` (inherited).
  var dashed = false
  /// Set on the element only (not inherited): `display: none`.
  var displayNone = false
  /// Non-inherited effects the importer cannot represent: bits of ``Effect``.
  var effects: UInt8 = 0
  /// `marker`, `marker-start`, `marker-mid`, `marker-end` (inherited).
  var markers = false

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
  }

  /// The style of a child of this element, before the child's own declarations.
  @inline(__always)
  func inherited() -> SVGStyle {
    var s = self
    s.displayNone = false
    s.effects = 0
    s.opacity = 1
    return s
  }

  /// Applies one declaration.
  ///
  /// - Parameters:
  ///   - name: The property.
  ///   - rawValue: Its value.
  ///   - parent: The parent's computed style (for `inherit` and `opacity`).
  mutating func apply(_ name: SVGName, _ rawValue: Substring, parent: SVGStyle) {
    let value = rawValue.trimmingSVGWhitespace()
    if value.utf8.first == UInt8(ascii: "i") && value == "inherit" {
      switch name {
      case .fill: fill = parent.fill
      case .stroke: stroke = parent.stroke
      case .strokeWidth: strokeWidth = parent.strokeWidth
      case .fillOpacity: fillOpacity = parent.fillOpacity
      case .strokeOpacity: strokeOpacity = parent.strokeOpacity
      case .color: color = parent.color
      case .visibility: visible = parent.visible
      case .opacity:
        // (Not inherited otherwise: the parent's own opacity, multiplied in once more.)
        opacity = parent.opacity
        groupOpacity = parent.groupOpacity * parent.opacity
      default: break
      }
      return
    }
    switch name {
    case .fill: if let paint = SVGPaint.parse(value) { fill = paint }
    case .stroke: if let paint = SVGPaint.parse(value) { stroke = paint }
    case .strokeWidth:
      // An invalid width, negative ones included, is ignored, as an invalid declaration is in CSS.
      if let parts = SVGValues.lengthParts(value), parts.0 >= 0 { strokeWidth = parts }
    case .fillOpacity: if let o = Self.opacity(value) { fillOpacity = o }
    case .strokeOpacity: if let o = Self.opacity(value) { strokeOpacity = o }
    case .opacity:
      if let o = Self.opacity(value) {
        opacity = o
        groupOpacity = parent.groupOpacity * o
      }
    case .color: if let c = SVGColor.parse(value) { color = c }
    case .display: displayNone = Self.isKeyword(value, "none")
    case .visibility: visible = !(Self.isKeyword(value, "hidden") || Self.isKeyword(value, "collapse"))
    case .strokeDasharray: dashed = !Self.isKeyword(value, "none")
    case .marker, .markerStart, .markerMid, .markerEnd: markers = !Self.isKeyword(value, "none")
    case .filter: if !Self.isKeyword(value, "none") { effects |= Effect.filter.rawValue }
    case .clipPath: if !Self.isKeyword(value, "none") { effects |= Effect.clipPath.rawValue }
    case .mask: if !Self.isKeyword(value, "none") { effects |= Effect.mask.rawValue }
    default: break
    }
  }

  /// Whether ``apply(_:_:parent:)`` changes anything for this declaration, whatever the style
  /// and parent: `false` when it ignores the value (an invalid one, `inherit` where it has no
  /// effect, `none` for the effects, which only add). Of several declarations of one property,
  /// the last that `accepts` decides.
  static func accepts(_ name: SVGName, _ rawValue: Substring) -> Bool {
    let value = rawValue.trimmingSVGWhitespace()
    if value == "inherit" {
      switch name {
      case .fill, .stroke, .strokeWidth, .fillOpacity, .strokeOpacity, .color, .visibility, .opacity:
        return true
      default: return false
      }
    }
    switch name {
    case .fill, .stroke: return SVGPaint.parse(value) != nil
    case .strokeWidth: return SVGValues.lengthParts(value).map { $0.0 >= 0 } ?? false
    case .fillOpacity, .strokeOpacity, .opacity: return Self.opacity(value) != nil
    case .color: return SVGColor.parse(value) != nil
    case .filter, .clipPath, .mask: return !Self.isKeyword(value, "none")
    default: return true
    }
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
