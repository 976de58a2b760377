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
  static func length(_ text: Substring, axis: Axis, viewport: SIMD2<Double>) -> Double? {
    guard let (value, unit) = lengthParts(text) else { return nil }
    return resolve(value, unit: unit, axis: axis, viewport: viewport)
  }

  /// A length's unit: a scale to user units, or a percentage.
  enum LengthUnit: Sendable, Equatable {
    case scale(Double)
    case percent
  }

  /// The number and unit of a length (`em` is 16 user units, `ex` 8), or `nil` when the text is
  /// not a length.
  static func lengthParts(_ text: Substring) -> (Double, LengthUnit)? {
    if let r = text.utf8.withContiguousStorageIfAvailable({ lengthParts(bytes: $0) }) { return r }
    let copy = Array(text.utf8)
    return copy.withUnsafeBufferPointer { lengthParts(bytes: $0) }
  }

  /// ``lengthParts(_:)`` on UTF-8 bytes.
  static func lengthParts(bytes b: UnsafeBufferPointer<UInt8>) -> (Double, LengthUnit)? {
    var start = 0
    var end = b.count
    while start < end, b[start].isSVGSpace { start += 1 }
    while end > start, b[end - 1].isSVGSpace { end -= 1 }
    var i = start
    guard let value = scanNumber(b, &i, end), value.isFinite else { return nil }
    let unit: LengthUnit
    switch end - i {
    case 0: unit = .scale(1)
    case 1:
      guard b[i] == UInt8(ascii: "%") else { return nil }
      unit = .percent
    case 2:
      let u = (UInt16(b[i] | 0x20) << 8) | UInt16(b[i + 1] | 0x20)
      switch u {
      case 0x7078: unit = .scale(1)  // px
      case 0x7074: unit = .scale(4.0 / 3)  // pt
      case 0x7063: unit = .scale(16)  // pc
      case 0x6D6D: unit = .scale(96 / 25.4)  // mm
      case 0x636D: unit = .scale(96 / 2.54)  // cm
      case 0x696E: unit = .scale(96)  // in
      case 0x656D: unit = .scale(16)  // em
      case 0x6578: unit = .scale(8)  // ex
      default: return nil
      }
    default: return nil
    }
    return (value, unit)
  }

  /// A length's value in user units.
  @inline(__always)
  static func resolve(_ value: Double, unit: LengthUnit, axis: Axis, viewport: SIMD2<Double>) -> Double {
    switch unit {
    case .scale(let s): return value * s
    case .percent:
      switch axis {
      case .x: return value * (viewport.x / 100)
      case .y: return value * (viewport.y / 100)
      case .other:
        return value * (((viewport.x * viewport.x + viewport.y * viewport.y) / 2).squareRoot() / 100)
      }
    }
  }

  /// The whole text as one finite SVG number (no unit, no surrounding white space), or `nil`.
  static func number(_ text: Substring) -> Double? {
    func parse(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
      var i = 0
      guard let v = scanNumber(b, &i, b.count), i == b.count else { return nil }
      return v
    }
    if let r = text.utf8.withContiguousStorageIfAvailable(parse) { return r }
    return Array(text.utf8).withUnsafeBufferPointer(parse)
  }

  /// Scans an SVG number (`-1.5e3`; `.5.5` is two numbers) at `b[i..<end]`, moving `i` past it.
  ///
  /// - Returns: The value, or `nil` (with `i` unchanged) when no number starts at `i`.
  @inline(__always)
  static func scanNumber(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ end: Int) -> Double? {
    let start = i
    var j = i
    if j < end, b[j] == UInt8(ascii: "+") || b[j] == UInt8(ascii: "-") { j += 1 }
    var digits = 0
    while j < end, b[j].isASCIIDigit {
      digits += 1
      j += 1
    }
    if j < end, b[j] == UInt8(ascii: ".") {
      j += 1
      while j < end, b[j].isASCIIDigit {
        digits += 1
        j += 1
      }
    }
    guard digits > 0 else { return nil }
    if j < end, b[j] == UInt8(ascii: "e") || b[j] == UInt8(ascii: "E") {
      var k = j + 1
      if k < end, b[k] == UInt8(ascii: "+") || b[k] == UInt8(ascii: "-") { k += 1 }
      if k < end, b[k].isASCIIDigit {
        while k < end, b[k].isASCIIDigit { k += 1 }
        j = k
      }
    }
    let v = DecimalNumber.parseValidated(UnsafeBufferPointer(rebasing: b[start..<j]))
    guard v.isFinite else { return nil }
    i = j
    return v
  }

  /// The numbers of a list (`points`, `viewBox`, a transform function's arguments), separated as
  /// SVG's grammar says: by white space and at most one comma (`comma-wsp`), where a sign or a
  /// second decimal point may start the next number without a separator (`1-2`, `.5.5`); white
  /// space may lead and trail, a comma may not.
  ///
  /// - Returns: The numbers read before the first error, and the byte offset of that error (a
  ///   second comma, a leading or trailing comma, or anything that is not a number), or `nil` when
  ///   the whole text was read.
  static func numberList(_ text: Substring) -> (numbers: [Double], error: Int?) {
    if let r = text.utf8.withContiguousStorageIfAvailable({ numberList(bytes: $0) }) { return r }
    let copy = Array(text.utf8)
    return copy.withUnsafeBufferPointer { numberList(bytes: $0) }
  }

  /// ``numberList(_:)`` on UTF-8 bytes.
  static func numberList(bytes b: UnsafeBufferPointer<UInt8>) -> (numbers: [Double], error: Int?) {
    var result: [Double] = []
    var i = 0
    let end = b.count
    while i < end, b[i].isSVGSpace { i += 1 }
    if i == end { return (result, nil) }
    while true {
      guard let v = scanNumber(b, &i, end) else { return (result, i) }
      result.append(v)
      while i < end, b[i].isSVGSpace { i += 1 }
      if i == end { return (result, nil) }
      if b[i] == UInt8(ascii: ",") {
        let comma = i
        i += 1
        while i < end, b[i].isSVGSpace { i += 1 }
        // A trailing comma: the list ends where a number should follow.
        if i == end { return (result, comma) }
      }
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
      // Functions are separated by white space and commas (`comma-wsp+`, SVG 1.1); the list may
      // neither begin nor end with a comma.
      let separator = rest.prefix(while: { $0.isSVGWhitespace || $0 == "," })
      rest = rest[separator.endIndex...]
      if separator.contains(","), rest.isEmpty || separator.startIndex == text.startIndex { return nil }
      if rest.isEmpty { return result }
      guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else {
        return nil
      }
      let name = rest[..<open].trimmingSVGWhitespace()
      let (args, error) = numberList(rest[rest.index(after: open)..<close])
      guard error == nil, args.allSatisfy(\.isFinite) else { return nil }
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
    var words = (preserveAspectRatio ?? "").split(whereSeparator: { $0.isSVGWhitespace })
    if words.first == "defer" { words.removeFirst() }
    // An invalid value is ignored: the default, `xMidYMid meet`.
    let aligns: Set<Substring> = [
      "none", "xMinYMin", "xMidYMin", "xMaxYMin", "xMinYMid", "xMidYMid", "xMaxYMid", "xMinYMax",
      "xMidYMax", "xMaxYMax",
    ]
    let valid =
      words.count >= 1 && words.count <= 2 && aligns.contains(words[0])
      && (words.count == 1 || words[1] == "meet" || words[1] == "slice")
    if !valid { words = ["xMidYMid"] }
    let align = words[0]
    let slice = words.count == 2 && words[1] == "slice"
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

  /// Whether a `viewBox` disables rendering of its element: four numbers whose width or height is
  /// zero (and neither negative, which makes the attribute an error, ignored), as SVG says.
  static func viewBoxDisablesRendering(_ text: Substring?) -> Bool {
    guard let text else { return false }
    let (n, error) = numberList(text)
    return error == nil && n.count == 4 && n[2] >= 0 && n[3] >= 0 && (n[2] == 0 || n[3] == 0)
  }

  /// Parses a `viewBox` (four numbers, positive width and height).
  static func viewBox(_ text: Substring?) -> (x: Double, y: Double, width: Double, height: Double)? {
    guard let text else { return nil }
    let (n, error) = numberList(text)
    guard error == nil, n.count == 4, n[2] > 0, n[3] > 0, n.allSatisfy(\.isFinite) else { return nil }
    return (n[0], n[1], n[2], n[3])
  }
}

extension UInt8 {
  /// Space, tab, line feed, carriage return or form feed.
  var isSVGSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D || self == 0x0C }
  var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
  var isASCIILetter: Bool {
    (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
  }
}
