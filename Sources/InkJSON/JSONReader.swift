import InkInterchange

/// A pull reader over UTF-8 JSON bytes (RFC 8259): validates as it goes, tracks nesting depth,
/// and computes line and column only when asked (for errors and warnings).
///
/// The bytes must stay valid while the reader is used (it runs inside `withUnsafeBufferPointer`).
struct JSONReader {
  /// The kinds of JSON value, by their first byte.
  enum Kind {
    case object, array, string, number, boolean, null

    /// The name used in error messages.
    var name: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .string: "a string"
      case .number: "a number"
      case .boolean: "a boolean"
      case .null: "null"
      }
    }
  }

  /// An object key: raw bytes in the input when it has no escapes, decoded bytes otherwise.
  struct Key {
    var raw: UnsafeBufferPointer<UInt8>
    var decoded: [UInt8]?
    /// The byte offset of the key's opening quote.
    var offset: Int

    /// `true` when the key is exactly `name`.
    @inline(__always)
    func equals(_ name: StaticString) -> Bool {
      let n = name.utf8CodeUnitCount
      if let decoded {
        return decoded.count == n
          && decoded.withUnsafeBufferPointer { d in
            memEqual(d.baseAddress!, name.utf8Start, n)
          }
      }
      return raw.count == n && (n == 0 || memEqual(raw.baseAddress!, name.utf8Start, n))
    }

    /// The key as a string.
    var string: String {
      if let decoded { return String(decoding: decoded, as: UTF8.self) }
      return String(decoding: raw, as: UTF8.self)
    }
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let maxDepth: Int
  /// The read position (byte offset).
  var pos = 0
  /// The current nesting depth.
  var depth = 0

  // Cache for line/column computation: the line and column of `cacheOffset`. Locations are asked
  // for in increasing order in practice (warnings as the reader moves on), so each is found by
  // scanning from the previous one, and all of them together cost one pass over the input.
  // The text starts at `textStart`, after a byte order mark (which no editor shows as a column).
  private let textStart: Int
  private var cacheOffset: Int
  private var cacheLine = 1
  private var cacheColumn = 1
  /// The bytes ``lineColumn(at:)`` has walked so far, all calls together: the work locations
  /// cost, which tests check stays within one pass over the input for increasing offsets.
  private(set) var lineColumnBytesWalked = 0

  init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
    // Skip a UTF-8 byte order mark.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { pos = 3 }
    textStart = pos
    cacheOffset = pos
  }

  // MARK: Locations

  /// The 1-based line and column (in Unicode scalars) of byte `offset`; a byte order mark is not
  /// counted. A line ends at LF, at CR LF (one line break, not two) and at a lone CR (old Mac
  /// text).
  ///
  /// Scans from the last offset asked for (from the start when `offset` is before it), so asking
  /// for increasing offsets costs one pass over the input in all, however long its lines.
  mutating func lineColumn(at offset: Int) -> (line: Int, column: Int) {
    let offset = min(max(offset, textStart), bytes.count)
    if offset < cacheOffset {
      cacheOffset = textStart
      cacheLine = 1
      cacheColumn = 1
    }
    var i = cacheOffset
    var line = cacheLine
    var column = cacheColumn
    while i < offset {
      let b = bytes[i]
      if b == 0x0D {
        line += 1
        column = 1
      } else if b == 0x0A {
        // The LF of a CR LF ends the line the CR already ended. (One byte back, so this holds
        // wherever the previous call stopped.)
        if i == textStart || bytes[i - 1] != 0x0D {
          line += 1
          column = 1
        }
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
      i += 1
    }
    lineColumnBytesWalked &+= i - cacheOffset
    cacheOffset = offset
    cacheLine = line
    cacheColumn = column
    return (line, column)
  }

  /// A line/column location of byte `offset`.
  mutating func location(at offset: Int) -> SourceLocation {
    let (line, column) = lineColumn(at: offset)
    return .lineColumn(line: line, column: column)
  }

  /// A syntax error at byte `offset`.
  mutating func syntaxError(_ message: String, at offset: Int? = nil) -> JSONDecodingError {
    .syntax(message, at: location(at: offset ?? pos))
  }

  /// The number just read, from byte `start` to the read position, as messages show it
  /// (``JSONMessageText/shown(ascii:)``: bounded, however long the number).
  func numberText(from start: Int) -> String {
    JSONMessageText.shown(ascii: UnsafeBufferPointer(rebasing: bytes[start..<pos]))
  }

  /// Describes the byte at `pos` for an error message.
  func describeCurrent() -> String {
    guard pos < bytes.count else { return "end of input" }
    let b = bytes[pos]
    if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
    return "byte 0x\(String(b, radix: 16, uppercase: true))"
  }

  // MARK: Structure

  /// Skips JSON whitespace.
  @inline(__always)
  mutating func skipWhitespace() {
    while pos < bytes.count {
      let b = bytes[pos]
      guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
      pos += 1
    }
  }

  /// Skips whitespace and checks that nothing but whitespace is left.
  mutating func expectEnd() throws(JSONDecodingError) {
    skipWhitespace()
    guard pos == bytes.count else {
      throw syntaxError("unexpected \(describeCurrent()) after the end of the document")
    }
  }

  /// Skips whitespace and tells the kind of the next value.
  ///
  /// - Throws: A syntax error at the end of input or on a byte that cannot start a value.
  mutating func peekKind() throws(JSONDecodingError) -> Kind {
    skipWhitespace()
    guard pos < bytes.count else { throw syntaxError("unexpected end of input, expected a value") }
    switch bytes[pos] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"):
      guard hasLiteral("true") || hasLiteral("false") else {
        throw syntaxError("invalid literal, expected true or false")
      }
      return .boolean
    case UInt8(ascii: "n"):
      guard hasLiteral("null") else {
        throw syntaxError(hasLiteral("nan") ? "NaN is not a JSON number" : "invalid literal, expected null")
      }
      return .null
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw syntaxError("NaN and Infinity are not JSON numbers")
    default: throw syntaxError("unexpected \(describeCurrent()), expected a value")
    }
  }

  private mutating func enter() throws(JSONDecodingError) {
    depth += 1
    if depth > maxDepth { throw .nestingTooDeep(limit: maxDepth, at: location(at: pos)) }
  }

  /// Consumes `{` (the caller checked the kind).
  mutating func beginObject() throws(JSONDecodingError) {
    try enter()
    pos += 1
  }

  /// Consumes `[` (the caller checked the kind).
  mutating func beginArray() throws(JSONDecodingError) {
    try enter()
    pos += 1
  }

  /// Reads up to the next member's value: the key, the colon, and whitespace; or consumes the
  /// closing `}` and returns `nil`.
  ///
  /// - Parameter first: `true` before the first member; set to `false` here.
  mutating func nextMember(first: inout Bool) throws(JSONDecodingError) -> Key? {
    skipWhitespace()
    guard pos < bytes.count else { throw syntaxError("unexpected end of input in an object") }
    let b = bytes[pos]
    if b == UInt8(ascii: "}") {
      pos += 1
      depth -= 1
      return nil
    }
    if !first {
      guard b == UInt8(ascii: ",") else {
        throw syntaxError("unexpected \(describeCurrent()), expected ',' or '}' in an object")
      }
      pos += 1
      skipWhitespace()
    }
    guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else {
      throw syntaxError("unexpected \(describeCurrent()), expected a string key")
    }
    first = false
    let key = try readKey()
    skipWhitespace()
    guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else {
      throw syntaxError("unexpected \(describeCurrent()), expected ':' after a key")
    }
    pos += 1
    skipWhitespace()
    return key
  }

  /// Moves to the next array element (whitespace skipped), or consumes the closing `]` and
  /// returns `false`.
  ///
  /// - Parameter first: `true` before the first element; set to `false` here.
  @inline(__always)
  mutating func nextElement(first: inout Bool) throws(JSONDecodingError) -> Bool {
    skipWhitespace()
    guard pos < bytes.count else { throw syntaxError("unexpected end of input in an array") }
    let b = bytes[pos]
    if b == UInt8(ascii: "]") {
      pos += 1
      depth -= 1
      return false
    }
    if !first {
      guard b == UInt8(ascii: ",") else {
        throw syntaxError("unexpected \(describeCurrent()), expected ',' or ']' in an array")
      }
      pos += 1
      skipWhitespace()
    }
    first = false
    return true
  }

  // MARK: Literals

  /// Reads `true` or `false` (the caller checked the kind).
  mutating func readBoolean() throws(JSONDecodingError) -> Bool {
    if matchLiteral("true") { return true }
    if matchLiteral("false") { return false }
    throw syntaxError("invalid literal, expected true or false")
  }

  /// Reads `null` (the caller checked the kind).
  mutating func readNull() throws(JSONDecodingError) {
    guard matchLiteral("null") else { throw syntaxError("invalid literal, expected null") }
  }

  private func hasLiteral(_ word: StaticString) -> Bool {
    let n = word.utf8CodeUnitCount
    return bytes.count - pos >= n && memEqual(bytes.baseAddress! + pos, word.utf8Start, n)
  }

  private mutating func matchLiteral(_ word: StaticString) -> Bool {
    let n = word.utf8CodeUnitCount
    guard bytes.count - pos >= n, memEqual(bytes.baseAddress! + pos, word.utf8Start, n) else {
      return false
    }
    pos += n
    return true
  }

  // MARK: Strings

  /// Reads an object key at `pos` (an opening quote).
  private mutating func readKey() throws(JSONDecodingError) -> Key {
    let start = pos + 1
    var i = start
    // Fast path: plain ASCII without escapes.
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        pos = i + 1
        return Key(raw: UnsafeBufferPointer(rebasing: bytes[start..<i]), decoded: nil, offset: start - 1)
      }
      if b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { break }
      i += 1
    }
    let decoded = try readStringBytes()
    return Key(
      raw: UnsafeBufferPointer(rebasing: bytes[start..<start]), decoded: decoded, offset: start - 1)
  }

  /// Reads a string value at `pos` (the caller checked the kind).
  mutating func readString() throws(JSONDecodingError) -> String {
    String(decoding: try readStringBytes(), as: UTF8.self)
  }

  /// Reads a string at `pos` (an opening quote) into validated UTF-8 bytes.
  mutating func readStringBytes() throws(JSONDecodingError) -> [UInt8] {
    var out: [UInt8] = []
    try scanString(into: &out, keep: true)
    return out
  }

  /// Skips a string at `pos`, validating it.
  mutating func skipString() throws(JSONDecodingError) {
    var none: [UInt8] = []
    try scanString(into: &none, keep: false)
  }

  private mutating func scanString(into out: inout [UInt8], keep: Bool) throws(JSONDecodingError) {
    let openQuote = pos
    pos += 1
    let n = bytes.count
    while true {
      // Copy a run of plain ASCII.
      let runStart = pos
      while pos < n {
        let b = bytes[pos]
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { break }
        pos += 1
      }
      if keep && pos > runStart { out.append(contentsOf: bytes[runStart..<pos]) }
      guard pos < n else {
        throw syntaxError("unexpected end of input in a string that starts here", at: openQuote)
      }
      let b = bytes[pos]
      if b == UInt8(ascii: "\"") {
        pos += 1
        return
      }
      if b < 0x20 {
        throw .invalidString("unescaped control character", at: location(at: pos))
      }
      if b == UInt8(ascii: "\\") {
        try scanEscape(into: &out, keep: keep)
        continue
      }
      // Multi-byte UTF-8 sequence.
      let start = pos
      let length = try validateUTF8Sequence()
      if keep { out.append(contentsOf: bytes[start..<(start + length)]) }
    }
  }

  /// Validates the multi-byte UTF-8 sequence at `pos` and moves past it; returns its length.
  private mutating func validateUTF8Sequence() throws(JSONDecodingError) -> Int {
    let n = bytes.count
    let b0 = bytes[pos]
    var length: Int
    var lo: UInt8 = 0x80
    var hi: UInt8 = 0xBF
    switch b0 {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lo = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      hi = 0x9F  // no UTF-16 surrogates
    case 0xF0:
      length = 4
      lo = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      hi = 0x8F
    default:
      throw .invalidString(
        "invalid UTF-8 byte 0x\(String(b0, radix: 16, uppercase: true))",
        at: location(at: pos))
    }
    guard pos + length <= n else {
      throw .invalidString("truncated UTF-8 sequence", at: location(at: pos))
    }
    let b1 = bytes[pos + 1]
    guard b1 >= lo && b1 <= hi else {
      throw .invalidString("invalid UTF-8 sequence", at: location(at: pos))
    }
    for k in 2..<max(length, 2) where bytes[pos + k] & 0xC0 != 0x80 {
      throw .invalidString("invalid UTF-8 sequence", at: location(at: pos))
    }
    pos += length
    return length
  }

  private mutating func scanEscape(into out: inout [UInt8], keep: Bool) throws(JSONDecodingError) {
    let escapeStart = pos
    pos += 1
    guard pos < bytes.count else {
      throw syntaxError("unexpected end of input in a string escape", at: escapeStart)
    }
    let c = bytes[pos]
    pos += 1
    var scalar: UInt32
    switch c {
    case UInt8(ascii: "\""): scalar = 0x22
    case UInt8(ascii: "\\"): scalar = 0x5C
    case UInt8(ascii: "/"): scalar = 0x2F
    case UInt8(ascii: "b"): scalar = 0x08
    case UInt8(ascii: "f"): scalar = 0x0C
    case UInt8(ascii: "n"): scalar = 0x0A
    case UInt8(ascii: "r"): scalar = 0x0D
    case UInt8(ascii: "t"): scalar = 0x09
    case UInt8(ascii: "u"):
      let unit = try readHex4(escapeStart: escapeStart)
      if unit >= 0xD800 && unit <= 0xDBFF {
        // A high surrogate must be followed by an escaped low surrogate.
        guard pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"),
          bytes[pos + 1] == UInt8(ascii: "u")
        else { throw .invalidString("lone high surrogate", at: location(at: escapeStart)) }
        pos += 2
        let low = try readHex4(escapeStart: escapeStart)
        guard low >= 0xDC00 && low <= 0xDFFF else {
          throw .invalidString("lone high surrogate", at: location(at: escapeStart))
        }
        scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      } else if unit >= 0xDC00 && unit <= 0xDFFF {
        throw .invalidString("lone low surrogate", at: location(at: escapeStart))
      } else {
        scalar = unit
      }
    default:
      let shown =
        c > 0x20 && c < 0x7F
        ? "'\\\(Character(Unicode.Scalar(c)))'"
        : "(backslash then byte 0x\(c < 0x10 ? "0" : "")\(String(c, radix: 16, uppercase: true)))"
      throw .invalidString("invalid escape \(shown)", at: location(at: escapeStart))
    }
    if keep, let s = Unicode.Scalar(scalar) { out.append(contentsOf: UTF8.encode(s)!) }
  }

  private mutating func readHex4(escapeStart: Int) throws(JSONDecodingError) -> UInt32 {
    guard pos + 4 <= bytes.count else {
      throw syntaxError("unexpected end of input in a \\u escape", at: escapeStart)
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[pos]
      let digit: UInt8
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
      default: throw .invalidString("invalid \\u escape", at: location(at: escapeStart))
      }
      value = value << 4 | UInt32(digit)
      pos += 1
    }
    return value
  }

  // MARK: Numbers

  /// Reads a number at `pos` (the caller checked the kind), correctly rounded. A number too large
  /// for a double gives an infinity, which callers must refuse.
  @inline(__always)
  mutating func readNumber() throws(JSONDecodingError) -> Double {
    let start = pos
    let n = bytes.count
    var negative = false
    if bytes[pos] == UInt8(ascii: "-") {
      negative = true
      pos += 1
    }
    var mantissa: UInt64 = 0
    var digits = 0  // significant digits accumulated in mantissa
    var dropped = false  // non-zero digits beyond what mantissa holds
    var exponent = 0  // decimal exponent adjustment
    // Integer part.
    guard pos < n, bytes[pos] &- UInt8(ascii: "0") < 10 else {
      if pos < n, bytes[pos] == UInt8(ascii: "I") {
        throw syntaxError("NaN and Infinity are not JSON numbers", at: start)
      }
      throw syntaxError("expected a digit in a number", at: pos)
    }
    if bytes[pos] == UInt8(ascii: "0") {
      pos += 1
    } else {
      while pos < n {
        let d = bytes[pos] &- UInt8(ascii: "0")
        guard d < 10 else { break }
        if digits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(d)
          digits += 1
        } else {
          exponent += 1
          if d != 0 { dropped = true }
        }
        pos += 1
      }
    }
    // Fraction.
    if pos < n, bytes[pos] == UInt8(ascii: ".") {
      pos += 1
      guard pos < n, bytes[pos] &- UInt8(ascii: "0") < 10 else {
        throw syntaxError("expected a digit after the decimal point", at: pos)
      }
      while pos < n {
        let d = bytes[pos] &- UInt8(ascii: "0")
        guard d < 10 else { break }
        if mantissa == 0 && d == 0 {
          exponent -= 1  // leading zeros of the fraction
        } else if digits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(d)
          digits += 1
          exponent -= 1
        } else if d != 0 {
          dropped = true
        }
        pos += 1
      }
    }
    // Exponent.
    if pos < n, bytes[pos] | 0x20 == UInt8(ascii: "e") {
      pos += 1
      var expNegative = false
      if pos < n, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") {
        expNegative = bytes[pos] == UInt8(ascii: "-")
        pos += 1
      }
      guard pos < n, bytes[pos] &- UInt8(ascii: "0") < 10 else {
        throw syntaxError("expected a digit in the exponent", at: pos)
      }
      var e = 0
      while pos < n {
        let d = bytes[pos] &- UInt8(ascii: "0")
        guard d < 10 else { break }
        // (Exact up to the path-data scanner's cap: the exponent is never cut short where the
        // value depends on it; past it the value is ±inf or ±0 anyway.)
        if e < DecimalNumber.maximumExponent { e = e * 10 + Int(d) }
        pos += 1
      }
      exponent += expNegative ? -e : e
    }
    if mantissa == 0 { return negative ? -0.0 : 0.0 }
    // Exact fast path (Clinger): the mantissa and the power of ten are both exact doubles.
    if !dropped && mantissa < (1 << 53) && exponent >= -22 && exponent <= 22 {
      var value = Double(mantissa)
      if exponent < 0 {
        value /= exactPowersOfTen[-exponent]
      } else {
        value *= exactPowersOfTen[exponent]
      }
      return negative ? -value : value
    }
    return parseDecimal(UnsafeBufferPointer(rebasing: bytes[start..<pos]))
  }

  /// The error for the number at byte `start` (read again from there): too large for a double.
  mutating func numberOutOfRange(at start: Int) -> JSONDecodingError {
    let saved = pos
    defer { pos = saved }
    pos = start
    _ = try? readNumber()
    return .numberOutOfRange(numberText(from: start), at: location(at: start))
  }

  /// Skips any value at `pos`, validating it, without recursion. A number too large for a double
  /// is an error here as in a value that is read (``JSONDecodingError/numberOutOfRange(_:at:)``,
  /// at its line and column).
  mutating func skipValue() throws(JSONDecodingError) {
    var none: Int? = nil
    try skipValue(firstOutOfRange: &none, throwing: true)
  }

  /// Skips any value at `pos` as ``skipValue()`` does, except that a number too large for a
  /// double is not an error: the offset of the first one is kept in `firstOutOfRange` (when it
  /// is `nil`), for a value that may be read again later (where it is refused, with its JSON
  /// path) or not (where the caller refuses it, with ``numberOutOfRange(at:)``).
  mutating func skipValue(recordingOutOfRangeIn firstOutOfRange: inout Int?) throws(JSONDecodingError) {
    try skipValue(firstOutOfRange: &firstOutOfRange, throwing: false)
  }

  private mutating func skipValue(
    firstOutOfRange: inout Int?, throwing: Bool
  ) throws(JSONDecodingError) {
    var stack: [Bool] = []  // true for an object
    while true {
      // Read one value; containers push and continue with their first member.
      switch try peekKind() {
      case .object:
        try beginObject()
        var first = true
        if try nextMember(first: &first) != nil {
          stack.append(true)
          continue
        }
      case .array:
        try beginArray()
        var first = true
        if try nextElement(first: &first) {
          stack.append(false)
          continue
        }
      case .string: try skipString()
      case .number:
        let start = pos
        // (Linear in the number's length, and in constant memory: see `readNumber`.)
        if try !readNumber().isFinite {
          if throwing { throw numberOutOfRange(at: start) }
          if firstOutOfRange == nil { firstOutOfRange = start }
        }
      case .boolean: _ = try readBoolean()
      case .null: try readNull()
      }
      // After a value: close finished containers, move to the next member or element.
      while let isObject = stack.last {
        var first = false
        if isObject {
          if try nextMember(first: &first) != nil { break }
        } else {
          if try nextElement(first: &first) { break }
        }
        stack.removeLast()
      }
      if stack.isEmpty { return }
    }
  }
}

/// `true` when `n` bytes at `a` and `b` are equal.
@inline(__always)
func memEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
  var i = 0
  while i < n {
    if a[i] != b[i] { return false }
    i += 1
  }
  return true
}

/// Powers of ten that doubles hold exactly.
private let exactPowersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
  1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]
