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
    let lower = s.lowercased()
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
        if rest.lowercased() == "none" {
          fallback = nil
        } else {
          fallback = SVGColor.parse(rest)
        }
      }
      return .server(id: String(id), fallback: fallback)
    }
    return SVGColor.parse(s).map(SVGPaint.color)
  }
}

/// The computed style of an element: what the importer needs, inherited down the tree.
struct SVGStyle: Sendable {
  var fill: SVGPaint = .color(.black)
  var stroke: SVGPaint = .none
  /// The stroke width as declared (resolved against the element's viewport when used).
  var strokeWidth: Substring = "1"
  var fillOpacity = 1.0
  var strokeOpacity = 1.0
  /// The product of `opacity` over the element and its ancestors (not inherited as such, but
  /// group opacity multiplies down).
  var groupOpacity = 1.0
  var color: InkColor = .black
  var visible = true
  /// `stroke-dasharray` other than `none`.
  var dashArray: String? = nil
  /// Set on the element only (not inherited): `display: none`.
  var displayNone = false
  /// Non-inherited effects the importer cannot represent, by property name.
  var effects: [String] = []
  /// `marker`, `marker-start`, `marker-mid`, `marker-end` (inherited).
  var markers = false

  /// The style of a child of this element, before the child's own declarations.
  func inherited() -> SVGStyle {
    var s = self
    s.displayNone = false
    s.effects = []
    return s
  }

  /// Applies one declaration.
  ///
  /// - Parameters:
  ///   - name: The property.
  ///   - rawValue: Its value.
  ///   - parent: The parent's computed style (for `inherit` and `opacity`).
  ///   - paints: Paints parsed so far, by value text (documents repeat the same few).
  mutating func apply(
    _ name: String, _ rawValue: Substring, parent: SVGStyle, paints: inout [Substring: SVGPaint?]
  ) {
    let value = rawValue.trimmingSVGWhitespace()
    if value == "inherit" {
      switch name {
      case "fill": fill = parent.fill
      case "stroke": stroke = parent.stroke
      case "stroke-width": strokeWidth = parent.strokeWidth
      case "fill-opacity": fillOpacity = parent.fillOpacity
      case "stroke-opacity": strokeOpacity = parent.strokeOpacity
      case "color": color = parent.color
      case "visibility": visible = parent.visible
      default: break
      }
      return
    }
    switch name {
    case "fill", "stroke":
      let paint: SVGPaint?
      if let cached = paints[value] {
        paint = cached
      } else {
        paint = SVGPaint.parse(value)
        if paints.count < 4096 { paints[value] = paint }
      }
      if let paint {
        if name == "fill" { fill = paint } else { stroke = paint }
      }
    case "stroke-width": strokeWidth = value
    case "fill-opacity": if let o = Self.opacity(value) { fillOpacity = o }
    case "stroke-opacity": if let o = Self.opacity(value) { strokeOpacity = o }
    case "opacity": if let o = Self.opacity(value) { groupOpacity = parent.groupOpacity * o }
    case "color": if let c = SVGColor.parse(value) { color = c }
    case "display": displayNone = value == "none"
    case "visibility": visible = !(value == "hidden" || value == "collapse")
    case "stroke-dasharray":
      dashArray = value == "none" ? nil : String(value)
    case "marker", "marker-start", "marker-mid", "marker-end":
      markers = value != "none"
    case "filter", "clip-path", "mask":
      if value != "none" { effects.append(name) }
    default: break
    }
  }

  /// An opacity: a number or percentage, clamped to `0...1`.
  static func opacity(_ text: Substring) -> Double? {
    let s = text.trimmingSVGWhitespace()
    if s.hasSuffix("%") {
      guard let v = Double(s.dropLast()), v.isFinite else { return nil }
      return min(max(v / 100, 0), 1)
    }
    guard let v = Double(s), v.isFinite else { return nil }
    return min(max(v, 0), 1)
  }
}
