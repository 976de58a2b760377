import Foundation
import InkInterchange

/// InkInterchange's own data inside an SVG export: the attributes in the namespace
/// `https://inkinterchange.org/ns/1` (prefix `ink`) that let an import restore every stroke bit
/// for bit. See `docs/svg.md` for the format.
enum SVGInkMetadata {
  /// The version written in `ink:version` on the root element.
  static let version = "1"
  /// Numbers per control point in `ink:points`: x y timeOffset width height opacity force azimuth
  /// altitude secondaryScale threshold.
  static let fieldsPerPoint = 11

  /// Appends the `ink:` attributes of a stroke (with a leading space each).
  static func write(_ stroke: Stroke, to w: inout SVGTextWriter) {
    w.append(" ink:type=\"")
    w.appendIdentifier(stroke.ink.inkType.rawValue)
    w.append("\" ink:color=\"")
    let c = stroke.ink.color
    for (k, v) in [c.red, c.green, c.blue, c.alpha].enumerated() {
      if k > 0 { w.append(" ") }
      w.append(v)
    }
    w.append("\" ink:date=\"")
    w.append(stroke.path.creationDate.timeIntervalSinceReferenceDate)
    w.append("\" ink:seed=\"")
    w.append(stroke.randomSeed)
    w.append("\" ink:id=\"")
    w.append(stroke.id.uuidString)
    w.append("\" ink:transform=\"")
    let t = stroke.transform
    for (k, v) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
      if k > 0 { w.append(" ") }
      w.append(v)
    }
    w.append("\"")
    if let mask = stroke.mask {
      w.append(" ink:mask=\"")
      for v in mask.verbs {
        switch v {
        case .move: w.append("M")
        case .line: w.append("L")
        case .quadCurve: w.append("Q")
        case .curve: w.append("C")
        case .close: w.append("Z")
        }
      }
      for p in mask.points {
        w.append(" ")
        w.append(p.x)
        w.append(" ")
        w.append(p.y)
      }
      w.append("\"")
    }
    w.append(" ink:points=\"")
    var first = true
    for p in stroke.path {
      // One number at a time (no per-point array).
      if !first { w.append(" ") }
      first = false
      w.append(Double(p.location.x))
      w.appendSeparated(Double(p.location.y))
      w.appendSeparated(p.timeOffset)
      w.appendSeparated(Double(p.size.width))
      w.appendSeparated(Double(p.size.height))
      w.appendSeparated(Double(p.opacity))
      w.appendSeparated(Double(p.force))
      w.appendSeparated(Double(p.azimuth))
      w.appendSeparated(Double(p.altitude))
      w.appendSeparated(Double(p.secondaryScale))
      w.appendSeparated(Double(p.threshold))
    }
    w.append("\"")
  }

  /// The numbers of an attribute value, or the first token that is not a finite number.
  struct Numbers: Sendable {
    /// The numbers read (up to the bad token, when there is one).
    var values: [Double] = []
    /// The first token that is not a finite number (at most 40 characters) and its byte offset
    /// in the value.
    var bad: (token: String, offset: Int)? = nil

    /// Scans white-space-separated numbers (space, tab, line feed, carriage return).
    ///
    /// - Parameter bytes: An attribute value.
    init(scanning bytes: UnsafeBufferPointer<UInt8>) {
      @inline(__always) func space(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D }
      // One number per separator at most: reserved up front, so the array is not regrown.
      var separators = 1
      for c in bytes where space(c) { separators += 1 }
      values.reserveCapacity(separators)
      var i = 0
      let end = bytes.count
      while i < end {
        while i < end, space(bytes[i]) { i += 1 }
        if i == end { break }
        let start = i
        while i < end, !space(bytes[i]) { i += 1 }
        let token = UnsafeBufferPointer(rebasing: bytes[start..<i])
        guard let v = SVGInkMetadata.strictNumber(token) else {
          bad = (String(decoding: token.prefix(160), as: UTF8.self), start)
          return
        }
        values.append(v)
      }
    }

    /// The numbers, or the error naming `attribute` and the bad token.
    func get(attribute: String, line: Int) throws(SVGImportError) -> [Double] {
      guard let bad else { return values }
      throw .invalidInkMetadata(
        attribute: attribute,
        reason: "'\(bad.token.prefix(40))' at value offset \(bad.offset) is not a finite number",
        line: line)
    }
  }

  /// Reads the numbers of an attribute value.
  private static func numbers(
    _ tree: XMLTree, _ range: Range<Int>, attribute: String, line: Int
  ) throws(SVGImportError) -> [Double] {
    try tree.bytes.withUnsafeBufferPointer { Numbers(scanning: UnsafeBufferPointer(rebasing: $0[range])) }
      .get(attribute: attribute, line: line)
  }

  /// A whole token as a finite decimal number (`[+-]digits[.digits][(e|E)[+-]digits]`), or `nil`:
  /// ``SVGValues/scanNumber(_:_:_:)`` that must consume the whole token (so a lone or unfinished
  /// exponent, `1e` or `1e+`, which the scanner leaves unread, is refused).
  static func strictNumber(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
    var i = 0
    guard let v = SVGValues.scanNumber(b, &i, b.count), i == b.count else { return nil }
    return v
  }

  /// Decodes `ink:type` as ``SVGTextWriter/appendIdentifier(_:)`` writes it: `%XX` (hexadecimal,
  /// either case) is a byte of the UTF-8 encoding.
  ///
  /// - Returns: The identifier, or `nil` when a `%` is not followed by two hexadecimal digits or
  ///   the decoded bytes are not UTF-8.
  static func decodeIdentifier(_ text: String) -> String? {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
    let utf8 = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count)
    var i = 0
    while i < utf8.count {
      guard utf8[i] == UInt8(ascii: "%") else {
        out.append(utf8[i])
        i += 1
        continue
      }
      guard i + 2 < utf8.count, let high = SVGColor.hexValue(utf8[i + 1]),
        let low = SVGColor.hexValue(utf8[i + 2])
      else {
        return nil
      }
      out.append(high << 4 | low)
      i += 3
    }
    return String(validating: out, as: UTF8.self)
  }

  /// Restores the stroke stored on element `i`.
  static func read(_ tree: XMLTree, element i: Int) throws(SVGImportError) -> Stroke {
    let line = Int(tree.elements[i].line)
    func required(_ name: SVGName) throws(SVGImportError) -> Range<Int> {
      guard let r = tree.attributeRange(i, name, namespace: .ink) else {
        throw .invalidInkMetadata(attribute: "ink:" + name.spelling, reason: "missing", line: line)
      }
      return r
    }
    func invalid(_ name: String, _ reason: String) -> SVGImportError {
      .invalidInkMetadata(attribute: "ink:" + name, reason: reason, line: line)
    }
    guard let type = decodeIdentifier(tree.string(try required(.type))) else {
      throw invalid("type", "a '%' not followed by two hexadecimal digits, or not UTF-8 once decoded")
    }
    let color = try numbers(tree, try required(.color), attribute: "ink:color", line: line)
    guard color.count == 4 else { throw invalid("color", "expected 4 numbers") }
    let dateValues = try numbers(tree, try required(.date), attribute: "ink:date", line: line)
    guard dateValues.count == 1 else { throw invalid("date", "expected one number") }
    let date = dateValues[0]
    guard let seed = UInt32(tree.string(try required(.seed))) else {
      throw invalid("seed", "not a 32-bit unsigned integer")
    }
    guard let id = UUID(uuidString: tree.string(try required(.id))) else {
      throw invalid("id", "not a UUID")
    }
    let t = try numbers(tree, try required(.transform), attribute: "ink:transform", line: line)
    guard t.count == 6 else { throw invalid("transform", "expected 6 numbers") }
    var mask: BezierPath? = nil
    if let maskRange = tree.attributeRange(i, .mask, namespace: .ink) {
      let text = tree.string(maskRange)
      let verbText = text.prefix { $0 != " " }
      var verbs: [BezierPath.Verb] = []
      for ch in verbText {
        switch ch {
        case "M": verbs.append(.move)
        case "L": verbs.append(.line)
        case "Q": verbs.append(.quadCurve)
        case "C": verbs.append(.curve)
        case "Z": verbs.append(.close)
        default: throw invalid("mask", "unknown element letter '\(ch)'")
        }
      }
      let numberRange = (maskRange.lowerBound + verbText.utf8.count)..<maskRange.upperBound
      let n = try numbers(tree, numberRange, attribute: "ink:mask", line: line)
      let needed = verbs.reduce(0) { $0 + $1.pointCount }
      guard n.count == 2 * needed else { throw invalid("mask", "expected \(2 * needed) numbers") }
      let points = (0..<needed).map { SIMD2(n[2 * $0], n[2 * $0 + 1]) }
      mask = BezierPath(verbs: verbs, points: points).withExplicitStart
    }
    let pointsRange = try required(.points)
    let values =
      tree.elements[i].inkPoints >= 0
      ? try tree.inkPoints[Int(tree.elements[i].inkPoints)].get(attribute: "ink:points", line: line)
      : try numbers(tree, pointsRange, attribute: "ink:points", line: line)
    guard values.count % fieldsPerPoint == 0 else {
      throw invalid("points", "expected a multiple of \(fieldsPerPoint) numbers, found \(values.count)")
    }
    var points: [StrokePoint] = []
    points.reserveCapacity(values.count / fieldsPerPoint)
    for k in stride(from: 0, to: values.count, by: fieldsPerPoint) {
      points.append(
        StrokePoint(
          location: CGPoint(x: values[k], y: values[k + 1]), timeOffset: values[k + 2],
          size: CGSize(width: values[k + 3], height: values[k + 4]), opacity: values[k + 5],
          force: values[k + 6], azimuth: values[k + 7], altitude: values[k + 8],
          secondaryScale: values[k + 9], threshold: values[k + 10]))
    }
    let path: StrokePath
    do {
      path = try StrokePath(
        validating: points, creationDate: Date(timeIntervalSinceReferenceDate: date))
    } catch {
      throw invalid("points", "\(error)")
    }
    return Stroke(
      ink: Ink(
        inkType: Ink.InkType(rawValue: type),
        color: InkColor(red: color[0], green: color[1], blue: color[2], alpha: color[3])),
      path: path,
      transform: AffineTransform2D(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]),
      mask: mask, randomSeed: seed, id: id)
  }
}
