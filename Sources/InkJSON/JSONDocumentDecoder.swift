import Foundation
import InkInterchange

/// Reads an InkInterchange JSON document (drawing or Bézier) straight into the model, with JSON
/// paths in errors and warnings.
struct JSONDocumentDecoder {
  /// One step of a JSON path.
  enum PathComponent {
    case key(StaticString)
    case index(Int)
  }

  /// The most unknown-field warnings reported one by one; the rest are counted.
  static let maxReportedWarnings = 100

  var r: JSONReader
  let options: ImportOptions
  /// The path of the container being read.
  var path: [PathComponent] = []
  var diagnostics: [Diagnostic] = []
  /// Unknown fields reported one by one so far, and those only counted.
  private var reportedUnknownFields = 0
  private var unreportedUnknownFields = 0
  /// Points read so far (control points and Bézier path points).
  var pointCount = 0
  /// Control points made so far by converting Bézier paths.
  var convertedPointCount = 0

  init(bytes: UnsafeBufferPointer<UInt8>, options: ImportOptions) {
    r = JSONReader(bytes: bytes, maxDepth: max(options.maxNestingDepth, 1))
    self.options = options
    path.reserveCapacity(8)
  }

  // MARK: Paths and locations

  /// The current path, plus `field` and `index` when given, as text (`strokes[3].points[17].force`;
  /// `$` for the root). A key that is not an identifier (ASCII letters, digits and `_`, not
  /// starting with a digit) or is longer than ``JSONMessageText/maxShownScalars`` is written
  /// `["key"]`, escaped and cut as ``JSONMessageText/quoted(_:)`` shows it (`["a\u0001b"]`).
  func pathString(_ field: String? = nil, index: Int? = nil) -> String {
    var s = ""
    func appendKey(_ k: String) {
      let simple =
        (k.utf8.first.map { $0 &- UInt8(ascii: "0") >= 10 } ?? false)  // not empty, no digit first
        && k.utf8.count <= JSONMessageText.maxShownScalars
        && k.utf8.allSatisfy { b in
          (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
        }
      if simple {
        if !s.isEmpty { s += "." }
        s += k
      } else {
        s += "[" + JSONMessageText.quoted(k) + "]"
      }
    }
    for component in path {
      switch component {
      case .key(let k): appendKey(k.description)
      case .index(let i): s += "[\(i)]"
      }
    }
    if let field { appendKey(field) }
    if let index { s += "[\(index)]" }
    return s.isEmpty ? "$" : s
  }

  /// A JSON-path location for the current path plus `field`, at byte `offset`.
  mutating func location(
    _ field: String? = nil, index: Int? = nil, at offset: Int
  )
    -> SourceLocation
  {
    let (line, column) = r.lineColumn(at: offset)
    return .jsonPath(pathString(field, index: index), line: line, column: column)
  }

  /// Reports an unknown field and skips its value.
  mutating func unknownField(_ key: JSONReader.Key) throws(JSONDecodingError) {
    if reportedUnknownFields < Self.maxReportedWarnings {
      reportedUnknownFields += 1
      let name = key.string
      diagnostics.append(
        Diagnostic(
          .warning, "unknown field \(JSONMessageText.quoted(name)) ignored",
          at: location(name, at: key.offset)))
    } else {
      unreportedUnknownFields += 1
    }
    try r.skipValue()
  }

  /// Reports a field that does not belong in this document type, whose value was skipped.
  mutating func misplacedField(_ name: String, offset: Int, documentType: String) {
    diagnostics.append(
      Diagnostic(
        .warning, "field \"\(name)\" is not part of a \(documentType) document; ignored",
        at: location(name, at: offset)))
  }

  /// Adds the count of unknown fields not reported one by one.
  mutating func finishDiagnostics() {
    if unreportedUnknownFields > 0 {
      diagnostics.append(
        Diagnostic(.warning, "\(unreportedUnknownFields) more unknown fields ignored"))
    }
  }

  // MARK: Typed values

  /// Throws a type mismatch for the value at the read position.
  mutating func mismatch(
    _ expected: String, _ field: String?, index: Int? = nil
  )
    -> JSONDecodingError
  {
    let offset = r.pos
    do {
      let kind = try r.peekKind()
      return .typeMismatch(
        expected: expected, found: kind.name, at: location(field, index: index, at: offset))
    } catch {
      return error
    }
  }

  /// Reads a finite number.
  @inline(__always)
  mutating func number(_ field: StaticString?, index: Int? = nil) throws(JSONDecodingError) -> Double {
    r.skipWhitespace()
    let offset = r.pos
    guard offset < r.bytes.count,
      r.bytes[offset] == UInt8(ascii: "-") || r.bytes[offset] &- UInt8(ascii: "0") < 10
    else { throw mismatch("a number", field?.description, index: index) }
    let value = try r.readNumber()
    guard value.isFinite else {
      throw .numberOutOfRange(
        r.numberText(from: offset), at: location(field?.description, index: index, at: offset))
    }
    return value
  }

  /// Reads an array of exactly `count` (at most 8) numbers.
  mutating func numbers(
    _ field: StaticString?, count: Int
  ) throws(JSONDecodingError)
    -> SIMD8<Double>
  {
    let offset = r.pos
    guard try r.peekKind() == .array else {
      throw mismatch("an array of \(count) numbers", field?.description)
    }
    try r.beginArray()
    var result = SIMD8<Double>()
    var n = 0
    var first = true
    while try r.nextElement(first: &first) {
      guard n < count else {
        // (A trailing comma is malformed JSON, not an element too many.)
        _ = try r.peekKind()
        throw .invalidValue(
          "expected an array of \(count) numbers", at: location(field?.description, at: offset))
      }
      result[n] = try number(field, index: n)
      n += 1
    }
    guard n == count else {
      throw .invalidValue(
        "expected an array of \(count) numbers, found \(n)",
        at: location(field?.description, at: offset))
    }
    return result
  }

  /// Reads a two-number array.
  @inline(__always)
  mutating func pair(_ field: StaticString?) throws(JSONDecodingError) -> SIMD2<Double> {
    r.skipWhitespace()
    // Fast path: `[x, y]`.
    let offset = r.pos
    if offset < r.bytes.count, r.bytes[offset] == UInt8(ascii: "[") {
      try r.beginArray()
      var first = true
      if try r.nextElement(first: &first) {
        let x = try number(field, index: 0)
        if try r.nextElement(first: &first) {
          let y = try number(field, index: 1)
          if try !r.nextElement(first: &first) { return SIMD2(x, y) }
          // (A trailing comma is malformed JSON, not an element too many.)
          _ = try r.peekKind()
        }
      }
      throw .invalidValue(
        "expected an array of 2 numbers", at: location(field?.description, at: offset))
    }
    throw mismatch("an array of 2 numbers", field?.description)
  }

  /// Reads a string.
  mutating func string(_ field: StaticString) throws(JSONDecodingError) -> String {
    guard try r.peekKind() == .string else { throw mismatch("a string", field.description) }
    return try r.readString()
  }

  /// Begins an object.
  mutating func beginObject(_ field: String?, index: Int? = nil) throws(JSONDecodingError) {
    guard try r.peekKind() == .object else { throw mismatch("an object", field, index: index) }
    try r.beginObject()
  }

  /// Begins an array.
  mutating func beginArray(_ field: String?) throws(JSONDecodingError) {
    guard try r.peekKind() == .array else { throw mismatch("an array", field) }
    try r.beginArray()
  }

  /// Marks a known field as seen; a second sighting is a duplicate key error.
  @inline(__always)
  mutating func see(
    _ bit: UInt32, in seen: inout UInt32, key: JSONReader.Key
  )
    throws(JSONDecodingError)
  {
    if seen & bit != 0 {
      let name = key.string
      throw .duplicateKey(name, at: location(name, at: key.offset))
    }
    seen |= bit
  }

  /// Throws for the first required field missing from an object that began at `offset`.
  mutating func require(
    _ seen: UInt32, _ fields: [(bit: UInt32, name: String)], objectAt offset: Int, index: Int? = nil
  ) throws(JSONDecodingError) {
    for f in fields where seen & f.bit == 0 {
      throw .missingField(f.name, at: location(nil, index: index, at: offset))
    }
  }

  /// Counts `n` more points against the limit.
  @inline(__always)
  mutating func countPoints(_ n: Int, at offset: Int) throws(JSONDecodingError) {
    pointCount += n
    if pointCount > options.maxPointCount {
      throw .tooManyPoints(limit: options.maxPointCount, at: location(at: offset))
    }
  }

  // MARK: Shared pieces

  /// Reads an ink object.
  mutating func ink() throws(JSONDecodingError) -> Ink {
    let offset = r.pos
    try beginObject("ink")
    path.append(.key("ink"))
    var seen: UInt32 = 0
    var type = Ink.InkType.pen
    var color = InkColor.black
    var first = true
    while let key = try r.nextMember(first: &first) {
      if key.equals("type") {
        try see(1, in: &seen, key: key)
        // Any identifier, the empty one included: the model allows it and `.ink` and SVG keep it,
        // so refusing it here would lose a drawing on its way through JSON.
        type = Ink.InkType(rawValue: try string("type"))
      } else if key.equals("color") {
        try see(2, in: &seen, key: key)
        color = try self.color("color")
      } else {
        try unknownField(key)
      }
    }
    path.removeLast()
    try require(seen, [(1, "type"), (2, "color")], objectAt: offset, index: nil)
    return Ink(inkType: type, color: color)
  }

  /// Reads an `[r, g, b, a]` colour.
  mutating func color(_ field: StaticString) throws(JSONDecodingError) -> InkColor {
    let c = try numbers(field, count: 4)
    return InkColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }

  /// Reads an `[a, b, c, d, tx, ty]` transform.
  mutating func transform() throws(JSONDecodingError) -> AffineTransform2D {
    let t = try numbers("transform", count: 6)
    return AffineTransform2D(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
  }

  /// Reads a random seed: an integer in `0...4294967295`.
  mutating func randomSeed() throws(JSONDecodingError) -> UInt32 {
    let offset = r.pos
    let value = try number("randomSeed")
    guard value >= 0, value <= Double(UInt32.max), value == value.rounded() else {
      throw .invalidValue(
        "randomSeed must be an integer from 0 to 4294967295", at: location("randomSeed", at: offset))
    }
    return UInt32(value)
  }

  /// Reads SVG path data (the whole SVG grammar; arcs become cubics).
  mutating func pathData(_ field: StaticString) throws(JSONDecodingError) -> BezierPath {
    r.skipWhitespace()
    let offset = r.pos
    let bytes = try pathDataString(field)
    let result: BezierPath
    do {
      result = try bytes.withUnsafeBufferPointer { buffer throws(SVGPathDataError) in
        try BezierPath(svgPathDataUTF8: buffer)
      }
    } catch {
      throw .invalidValue(
        "invalid \(error) of the string",
        at: location(field.description, at: offset))
    }
    try countPoints(result.points.count, at: offset)
    return result
  }

  /// Reads a string as UTF-8 bytes.
  private mutating func pathDataString(_ field: StaticString) throws(JSONDecodingError) -> [UInt8] {
    guard try r.peekKind() == .string else { throw mismatch("a string", field.description) }
    return try r.readStringBytes()
  }
}
