import InkInterchange

/// CSS colour values as SVG allows them: the 147 named colours, `#rgb`, `#rgba`, `#rrggbb`,
/// `#rrggbbaa`, `rgb()`/`rgba()` (numbers or percentages, comma or space syntax), `hsl()`/`hsla()`,
/// `transparent`; `currentColor` and `none` are handled by ``SVGPaint``.
enum SVGColor {
  /// Parses a colour (case-insensitive, surrounding white space ignored).
  ///
  /// - Parameter text: The colour text.
  /// - Returns: The colour, or `nil` when the text is not a colour.
  static func parse(_ text: Substring) -> InkColor? {
    let trimmed = text.trimmingSVGWhitespace()
    // `#rgb` … `#rrggbbaa` (the common case) without lowercasing.
    if trimmed.utf8.first == UInt8(ascii: "#") { return parseHex(trimmed.utf8.dropFirst()) }
    let s = trimmed.asciiLowercased()
    guard !s.isEmpty else { return nil }
    if s.utf8.contains(UInt8(ascii: "(")), let open = s.firstIndex(of: "("), s.hasSuffix(")") {
      let function = s[..<open].trimmingSVGWhitespace()
      let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
      guard let parts = arguments(inner) else { return nil }
      switch function {
      case "rgb", "rgba": return parseRGB(parts)
      case "hsl", "hsla": return parseHSL(parts)
      default: return nil
      }
    }
    if s == "transparent" { return InkColor(red: 0, green: 0, blue: 0, alpha: 0) }
    guard let rgb = named[s] else { return nil }
    return InkColor(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255)
  }

  /// The arguments of `rgb()` or `hsl()`: separated by one comma each (with optional white space:
  /// `rgb(1, 2, 3, 0.5)`), or by white space with an optional `/` before the alpha
  /// (`rgb(1 2 3 / 50%)`), or `nil` for any other separation (`rgb(1,,2,3)`, a leading or
  /// trailing comma, commas and spaces mixed).
  static func arguments(_ inner: Substring) -> [Substring]? {
    var parts: [Substring] = []
    // The separators between the parts: their commas and slashes.
    var separators: [(commas: Int, slashes: Int)] = []
    var current = (commas: 0, slashes: 0)
    var start: Substring.Index? = nil
    for k in inner.indices {
      let c = inner[k]
      let isSpace = c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
      if isSpace || c == "," || c == "/" {
        if let s = start {
          parts.append(inner[s..<k])
          start = nil
        }
        if c == "," { current.commas += 1 }
        if c == "/" { current.slashes += 1 }
      } else if start == nil {
        // A comma or slash before the first part makes the value invalid.
        if parts.isEmpty && (current.commas > 0 || current.slashes > 0) { return nil }
        if !parts.isEmpty { separators.append(current) }
        current = (0, 0)
        start = k
      }
    }
    if let s = start { parts.append(inner[s...]) }
    // A comma or slash after the last part makes it invalid too.
    if current.commas > 0 || current.slashes > 0 { return nil }
    let commas = separators.allSatisfy { $0.commas == 1 && $0.slashes == 0 }
    let spaces = separators.indices.allSatisfy { k in
      separators[k].commas == 0 && (separators[k].slashes == 0 || (separators[k].slashes == 1 && k == 2))
    }
    return commas || spaces ? parts : nil
  }

  private static func parseHex(_ hex: Substring.UTF8View.SubSequence) -> InkColor? {
    let count = hex.count
    guard count == 3 || count == 4 || count == 6 || count == 8 else { return nil }
    var digits: (UInt32, Int) = (0, 0)  // packed nibbles, count
    for c in hex {
      guard let v = hexValue(c) else { return nil }
      digits = ((digits.0 << 4) | UInt32(v), digits.1 + 1)
    }
    let packed = digits.0
    func nibble(_ i: Int) -> Double { Double((packed >> UInt32(4 * (count - 1 - i))) & 15) }
    switch count {
    case 3, 4:
      let a = count == 4 ? nibble(3) * 17 / 255 : 1
      return InkColor(
        red: nibble(0) * 17 / 255, green: nibble(1) * 17 / 255, blue: nibble(2) * 17 / 255, alpha: a)
    default:
      func byte(_ i: Int) -> Double { (nibble(2 * i) * 16 + nibble(2 * i + 1)) / 255 }
      return InkColor(red: byte(0), green: byte(1), blue: byte(2), alpha: count == 8 ? byte(3) : 1)
    }
  }

  /// The value of a hexadecimal digit (either case), or `nil`.
  static func hexValue(_ c: UInt8) -> UInt8? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// A number or percentage; percentages return `value / 100 * percentScale`.
  private static func component(_ s: Substring, percentScale: Double) -> Double? {
    if s.hasSuffix("%") {
      guard let v = Double(s.dropLast()), v.isFinite else { return nil }
      return v / 100 * percentScale
    }
    guard let v = Double(s), v.isFinite else { return nil }
    return v
  }

  private static func alpha(_ parts: [Substring]) -> Double? {
    guard parts.count == 4 else { return parts.count == 3 ? 1 : nil }
    return component(parts[3], percentScale: 1).map { min(max($0, 0), 1) }
  }

  private static func parseRGB(_ parts: [Substring]) -> InkColor? {
    guard parts.count == 3 || parts.count == 4, let a = alpha(parts) else { return nil }
    var c: [Double] = []
    for p in parts.prefix(3) {
      guard let v = component(p, percentScale: 255) else { return nil }
      c.append(min(max(v, 0), 255) / 255)
    }
    return InkColor(red: c[0], green: c[1], blue: c[2], alpha: a)
  }

  private static func parseHSL(_ parts: [Substring]) -> InkColor? {
    guard parts.count == 3 || parts.count == 4, let a = alpha(parts) else { return nil }
    var hueText = parts[0]
    if hueText.hasSuffix("deg") { hueText = hueText.dropLast(3) }
    guard let hue = Double(hueText), hue.isFinite,
      let sat = component(parts[1], percentScale: 1), let light = component(parts[2], percentScale: 1)
    else { return nil }
    let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 360
    let s = min(max(sat, 0), 1)
    let l = min(max(light, 0), 1)
    let q = l < 0.5 ? l * (1 + s) : l + s - l * s
    let p = 2 * l - q
    func channel(_ t0: Double) -> Double {
      var t = t0
      if t < 0 { t += 1 }
      if t > 1 { t -= 1 }
      if t < 1.0 / 6 { return p + (q - p) * 6 * t }
      if t < 0.5 { return q }
      if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
      return p
    }
    return InkColor(red: channel(h + 1.0 / 3), green: channel(h), blue: channel(h - 1.0 / 3), alpha: a)
  }

  /// The 147 CSS colour keywords (CSS Color 3 / SVG 1.1), as `0xRRGGBB`.
  static let named: [String: UInt32] = [
    "aliceblue": 0xf0f8ff,
    "antiquewhite": 0xfaebd7,
    "aqua": 0x00ffff,
    "aquamarine": 0x7fffd4,
    "azure": 0xf0ffff,
    "beige": 0xf5f5dc,
    "bisque": 0xffe4c4,
    "black": 0x000000,
    "blanchedalmond": 0xffebcd,
    "blue": 0x0000ff,
    "blueviolet": 0x8a2be2,
    "brown": 0xa52a2a,
    "burlywood": 0xdeb887,
    "cadetblue": 0x5f9ea0,
    "chartreuse": 0x7fff00,
    "chocolate": 0xd2691e,
    "coral": 0xff7f50,
    "cornflowerblue": 0x6495ed,
    "cornsilk": 0xfff8dc,
    "crimson": 0xdc143c,
    "cyan": 0x00ffff,
    "darkblue": 0x00008b,
    "darkcyan": 0x008b8b,
    "darkgoldenrod": 0xb8860b,
    "darkgray": 0xa9a9a9,
    "darkgreen": 0x006400,
    "darkgrey": 0xa9a9a9,
    "darkkhaki": 0xbdb76b,
    "darkmagenta": 0x8b008b,
    "darkolivegreen": 0x556b2f,
    "darkorange": 0xff8c00,
    "darkorchid": 0x9932cc,
    "darkred": 0x8b0000,
    "darksalmon": 0xe9967a,
    "darkseagreen": 0x8fbc8f,
    "darkslateblue": 0x483d8b,
    "darkslategray": 0x2f4f4f,
    "darkslategrey": 0x2f4f4f,
    "darkturquoise": 0x00ced1,
    "darkviolet": 0x9400d3,
    "deeppink": 0xff1493,
    "deepskyblue": 0x00bfff,
    "dimgray": 0x696969,
    "dimgrey": 0x696969,
    "dodgerblue": 0x1e90ff,
    "firebrick": 0xb22222,
    "floralwhite": 0xfffaf0,
    "forestgreen": 0x228b22,
    "fuchsia": 0xff00ff,
    "gainsboro": 0xdcdcdc,
    "ghostwhite": 0xf8f8ff,
    "gold": 0xffd700,
    "goldenrod": 0xdaa520,
    "gray": 0x808080,
    "green": 0x008000,
    "greenyellow": 0xadff2f,
    "grey": 0x808080,
    "honeydew": 0xf0fff0,
    "hotpink": 0xff69b4,
    "indianred": 0xcd5c5c,
    "indigo": 0x4b0082,
    "ivory": 0xfffff0,
    "khaki": 0xf0e68c,
    "lavender": 0xe6e6fa,
    "lavenderblush": 0xfff0f5,
    "lawngreen": 0x7cfc00,
    "lemonchiffon": 0xfffacd,
    "lightblue": 0xadd8e6,
    "lightcoral": 0xf08080,
    "lightcyan": 0xe0ffff,
    "lightgoldenrodyellow": 0xfafad2,
    "lightgray": 0xd3d3d3,
    "lightgreen": 0x90ee90,
    "lightgrey": 0xd3d3d3,
    "lightpink": 0xffb6c1,
    "lightsalmon": 0xffa07a,
    "lightseagreen": 0x20b2aa,
    "lightskyblue": 0x87cefa,
    "lightslategray": 0x778899,
    "lightslategrey": 0x778899,
    "lightsteelblue": 0xb0c4de,
    "lightyellow": 0xffffe0,
    "lime": 0x00ff00,
    "limegreen": 0x32cd32,
    "linen": 0xfaf0e6,
    "magenta": 0xff00ff,
    "maroon": 0x800000,
    "mediumaquamarine": 0x66cdaa,
    "mediumblue": 0x0000cd,
    "mediumorchid": 0xba55d3,
    "mediumpurple": 0x9370db,
    "mediumseagreen": 0x3cb371,
    "mediumslateblue": 0x7b68ee,
    "mediumspringgreen": 0x00fa9a,
    "mediumturquoise": 0x48d1cc,
    "mediumvioletred": 0xc71585,
    "midnightblue": 0x191970,
    "mintcream": 0xf5fffa,
    "mistyrose": 0xffe4e1,
    "moccasin": 0xffe4b5,
    "navajowhite": 0xffdead,
    "navy": 0x000080,
    "oldlace": 0xfdf5e6,
    "olive": 0x808000,
    "olivedrab": 0x6b8e23,
    "orange": 0xffa500,
    "orangered": 0xff4500,
    "orchid": 0xda70d6,
    "palegoldenrod": 0xeee8aa,
    "palegreen": 0x98fb98,
    "paleturquoise": 0xafeeee,
    "palevioletred": 0xdb7093,
    "papayawhip": 0xffefd5,
    "peachpuff": 0xffdab9,
    "peru": 0xcd853f,
    "pink": 0xffc0cb,
    "plum": 0xdda0dd,
    "powderblue": 0xb0e0e6,
    "purple": 0x800080,
    "red": 0xff0000,
    "rosybrown": 0xbc8f8f,
    "royalblue": 0x4169e1,
    "saddlebrown": 0x8b4513,
    "salmon": 0xfa8072,
    "sandybrown": 0xf4a460,
    "seagreen": 0x2e8b57,
    "seashell": 0xfff5ee,
    "sienna": 0xa0522d,
    "silver": 0xc0c0c0,
    "skyblue": 0x87ceeb,
    "slateblue": 0x6a5acd,
    "slategray": 0x708090,
    "slategrey": 0x708090,
    "snow": 0xfffafa,
    "springgreen": 0x00ff7f,
    "steelblue": 0x4682b4,
    "tan": 0xd2b48c,
    "teal": 0x008080,
    "thistle": 0xd8bfd8,
    "tomato": 0xff6347,
    "turquoise": 0x40e0d0,
    "violet": 0xee82ee,
    "wheat": 0xf5deb3,
    "white": 0xffffff,
    "whitesmoke": 0xf5f5f5,
    "yellow": 0xffff00,
    "yellowgreen": 0x9acd32,
  ]
}

extension StringProtocol {
  /// The text without leading and trailing SVG white space (space, tab, CR, LF, FF).
  func trimmingSVGWhitespace() -> Substring {
    let s = Substring(self)
    let u = s.utf8
    func space(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }
    var start = u.startIndex
    var end = u.endIndex
    while start < end, space(u[start]) { start = u.index(after: start) }
    while end > start, space(u[u.index(before: end)]) { end = u.index(before: end) }
    if start == u.startIndex && end == u.endIndex { return s }
    return s[start..<end]
  }

  /// The text with its ASCII letters lowercased and every other character kept, as CSS compares
  /// keywords, property names and colour names ("ASCII case-insensitive"): Unicode lowercasing
  /// would also turn the Kelvin sign (U+212A) into `k`, so `blac\u{212A}` would be `black`.
  func asciiLowercased() -> String {
    let bytes = utf8
    if !bytes.contains(where: { $0 &- UInt8(ascii: "A") < 26 }) { return String(self) }
    return String(decoding: bytes.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
  }
}

extension Character {
  /// Space, tab, carriage return, line feed or form feed.
  var isSVGWhitespace: Bool {
    self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\u{0C}" || self == "\r\n"
  }
}
