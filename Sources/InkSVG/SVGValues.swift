import Foundation
import InkInterchange

/// Parsers for SVG attribute values: numbers, number lists, lengths, transforms, `viewBox` and
/// `preserveAspectRatio`.
enum SVGValues {
  /// The axis a percentage refers to.
  enum Axis {
    case x, y, other
  }

  /// A length in user units: numbers with units (`px`, `pt`, `pc`, `mm`, `cm`, `in`, `em`, `ex`)
  /// and percentages of the viewport (width, height, or the normalised diagonal).
  ///
  /// - Returns: The length, or `nil` when the text is not a length.
  static func length(
    _ text: Substring, axis: Axis, viewport: SIMD2<Double>, fontSize: Double = 16
  )
    -> Double?
  {
    let s = text.trimmingSVGWhitespace()
    let u = s.utf8
    guard !u.isEmpty else { return nil }
    var end = u.endIndex
    while end > u.startIndex {
      let c = u[u.index(before: end)]
      guard c.isASCIILetter || c == UInt8(ascii: "%") else { break }
      end = u.index(before: end)
    }
    guard let value = Double(Substring(u[u.startIndex..<end])), value.isFinite else { return nil }
    let unitBytes = u[end...]
    let unit = unitBytes.isEmpty ? "" : String(Substring(unitBytes)).lowercased()
    let scale: Double
    switch unit {
    case "", "px": scale = 1
    case "pt": scale = 4.0 / 3
    case "pc": scale = 16
    case "mm": scale = 96 / 25.4
    case "cm": scale = 96 / 2.54
    case "in": scale = 96
    case "em": scale = fontSize
    case "ex": scale = fontSize / 2
    case "%":
      switch axis {
      case .x: scale = viewport.x / 100
      case .y: scale = viewport.y / 100
      case .other: scale = ((viewport.x * viewport.x + viewport.y * viewport.y) / 2).squareRoot() / 100
      }
    default: return nil
    }
    return value * scale
  }

  /// The numbers of a list separated by white space and/or commas (`points`, `viewBox`).
  ///
  /// - Returns: The numbers read before the first thing that is not a number, and whether the
  ///   whole text was read.
  static func numberList(_ text: Substring) -> (numbers: [Double], complete: Bool) {
    var result: [Double] = []
    var scanner = NumberScanner(text.utf8)
    while true {
      scanner.skipSeparators()
      if scanner.atEnd { return (result, true) }
      guard let v = scanner.number() else { return (result, false) }
      result.append(v)
    }
  }

  /// Parses a transform list (`matrix`, `translate`, `scale`, `rotate`, `skewX`, `skewY`).
  ///
  /// - Returns: The combined transform (the first function is outermost), or `nil` when the list
  ///   is invalid (SVG then ignores the attribute).
  static func transform(_ text: Substring) -> AffineTransform2D? {
    var result = AffineTransform2D.identity
    var rest = text[...]
    while true {
      rest = rest.drop(while: { $0.isSVGWhitespace || $0 == "," })
      if rest.isEmpty { return result }
      guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else {
        return nil
      }
      let name = rest[..<open].trimmingSVGWhitespace()
      let (args, complete) = numberList(rest[rest.index(after: open)..<close])
      guard complete, args.allSatisfy(\.isFinite) else { return nil }
      let t: AffineTransform2D
      switch (name, args.count) {
      case ("matrix", 6):
        t = AffineTransform2D(a: args[0], b: args[1], c: args[2], d: args[3], tx: args[4], ty: args[5])
      case ("translate", 1): t = AffineTransform2D(translationX: args[0], y: 0)
      case ("translate", 2): t = AffineTransform2D(translationX: args[0], y: args[1])
      case ("scale", 1): t = AffineTransform2D(scaleX: args[0], y: args[0])
      case ("scale", 2): t = AffineTransform2D(scaleX: args[0], y: args[1])
      case ("rotate", 1): t = rotation(degrees: args[0])
      case ("rotate", 3):
        t = AffineTransform2D(translationX: -args[1], y: -args[2])
          .concatenating(rotation(degrees: args[0]))
          .concatenating(AffineTransform2D(translationX: args[1], y: args[2]))
      case ("skewX", 1):
        t = AffineTransform2D(a: 1, b: 0, c: tan(args[0] * .pi / 180), d: 1, tx: 0, ty: 0)
      case ("skewY", 1):
        t = AffineTransform2D(a: 1, b: tan(args[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
      default: return nil
      }
      // `result` so far is outer; the new function applies first.
      result = t.concatenating(result)
      rest = rest[rest.index(after: close)...]
    }
  }

  /// A rotation by `degrees` (SVG's y-down clockwise sense), exact for multiples of 90°.
  static func rotation(degrees: Double) -> AffineTransform2D {
    let r = degrees.truncatingRemainder(dividingBy: 360)
    var (s, c) = (sin(r * .pi / 180), cos(r * .pi / 180))
    if r.truncatingRemainder(dividingBy: 90) == 0 {
      s = s.rounded()
      c = c.rounded()
    }
    return AffineTransform2D(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// The transform that maps a `viewBox` onto a viewport of `size` at the origin, honouring
  /// `preserveAspectRatio` (`none`, `xMinYMin` … `xMaxYMax`, `meet` or `slice`).
  static func viewBoxTransform(
    viewBox: (x: Double, y: Double, width: Double, height: Double), size: SIMD2<Double>,
    preserveAspectRatio: Substring?
  ) -> AffineTransform2D {
    var sx = size.x / viewBox.width
    var sy = size.y / viewBox.height
    let words = (preserveAspectRatio ?? "xMidYMid meet").split(whereSeparator: { $0.isSVGWhitespace })
    var align = words.first.map(String.init) ?? "xMidYMid"
    if align == "defer" { align = words.count > 1 ? String(words[1]) : "xMidYMid" }
    let slice = words.contains("slice")
    if align != "none" {
      let s = slice ? max(sx, sy) : min(sx, sy)
      sx = s
      sy = s
    }
    var tx = -viewBox.x * sx
    var ty = -viewBox.y * sy
    if align != "none" {
      let extraX = size.x - viewBox.width * sx
      let extraY = size.y - viewBox.height * sy
      if align.contains("xMid") { tx += extraX / 2 }
      if align.contains("xMax") { tx += extraX }
      if align.contains("YMid") { ty += extraY / 2 }
      if align.contains("YMax") { ty += extraY }
    }
    return AffineTransform2D(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
  }

  /// Parses a `viewBox` (four numbers, positive width and height).
  static func viewBox(_ text: Substring?) -> (x: Double, y: Double, width: Double, height: Double)? {
    guard let text else { return nil }
    let (n, complete) = numberList(text)
    guard complete, n.count == 4, n[2] > 0, n[3] > 0, n.allSatisfy(\.isFinite) else { return nil }
    return (n[0], n[1], n[2], n[3])
  }
}

/// Scans SVG numbers (`-1.5e3`, `.5.5` as two numbers) from UTF-8 bytes.
struct NumberScanner {
  let bytes: Substring.UTF8View
  var index: Substring.UTF8View.Index

  init(_ bytes: Substring.UTF8View) {
    self.bytes = bytes
    index = bytes.startIndex
  }

  var atEnd: Bool { index == bytes.endIndex }

  mutating func skipSeparators() {
    while index < bytes.endIndex {
      let c = bytes[index]
      guard c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C || c == UInt8(ascii: ",")
      else { return }
      index = bytes.index(after: index)
    }
  }

  /// Reads one number, or returns `nil` (index unchanged) when none starts here.
  mutating func number() -> Double? {
    let start = index
    var i = index
    func peek() -> UInt8? { i < bytes.endIndex ? bytes[i] : nil }
    if let c = peek(), c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { i = bytes.index(after: i) }
    var digits = 0
    while let c = peek(), c.isASCIIDigit {
      digits += 1
      i = bytes.index(after: i)
    }
    if peek() == UInt8(ascii: ".") {
      i = bytes.index(after: i)
      while let c = peek(), c.isASCIIDigit {
        digits += 1
        i = bytes.index(after: i)
      }
    }
    guard digits > 0 else { return nil }
    if let c = peek(), c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
      var j = bytes.index(after: i)
      if j < bytes.endIndex, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") {
        j = bytes.index(after: j)
      }
      if j < bytes.endIndex, bytes[j].isASCIIDigit {
        while j < bytes.endIndex, bytes[j].isASCIIDigit { j = bytes.index(after: j) }
        i = j
      }
    }
    guard let v = Double(Substring(bytes[start..<i])), v.isFinite else { return nil }
    index = i
    return v
  }
}

extension UInt8 {
  var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
  var isASCIILetter: Bool {
    (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
  }
}
