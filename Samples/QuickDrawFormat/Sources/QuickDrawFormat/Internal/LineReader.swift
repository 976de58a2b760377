/// A JSON reader over one line of an ndjson file, byte by byte, that knows its line number and
/// reports columns (1-based, in bytes).
struct LineReader {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the line's first byte.
  let lineStart: Int
  /// The offset just past the line's last byte (before `\n` or `\r\n`).
  let lineEnd: Int
  /// The 1-based line number.
  let line: Int
  let maxDepth: Int
  /// The most points of the whole input, for error messages.
  let maxPointCount: Int
  var pos: Int

  init(
    bytes: UnsafeBufferPointer<UInt8>, lineStart: Int, lineEnd: Int, line: Int, maxDepth: Int,
    maxPointCount: Int
  ) {
    self.maxPointCount = maxPointCount
    self.bytes = bytes
    self.lineStart = lineStart
    self.lineEnd = lineEnd
    self.line = line
    self.maxDepth = maxDepth
    self.pos = lineStart
  }

  /// The column of an offset.
  func column(_ offset: Int) -> Int { offset - lineStart + 1 }

  func malformed(_ reason: String, at offset: Int? = nil) -> QuickDrawDecodingError {
    .malformed(reason, line: line, column: column(offset ?? pos))
  }

  func invalid(_ path: String, _ reason: String, at offset: Int) -> QuickDrawDecodingError {
    .invalidValue(path: path, reason: reason, line: line, column: column(offset))
  }

  var atEnd: Bool { pos >= lineEnd }

  var peek: UInt8? { pos < lineEnd ? bytes[pos] : nil }

  mutating func skipWhitespace() {
    while pos < lineEnd {
      let b = bytes[pos]
      guard b == 0x20 || b == 0x09 || b == 0x0D else { return }
      pos += 1
    }
  }

  /// Skips whitespace and consumes `byte`.
  mutating func expect(_ byte: UInt8, _ what: String) throws(QuickDrawDecodingError) {
    skipWhitespace()
    guard pos < lineEnd else { throw malformed("unexpected end of line, expected \(what)") }
    guard bytes[pos] == byte else { throw malformed("expected \(what)") }
    pos += 1
  }

  /// Skips whitespace and consumes `byte` when it is next.
  mutating func consume(_ byte: UInt8) -> Bool {
    skipWhitespace()
    if pos < lineEnd, bytes[pos] == byte {
      pos += 1
      return true
    }
    return false
  }

  /// Reads a JSON string.
  mutating func readString() throws(QuickDrawDecodingError) -> String {
    skipWhitespace()
    let start = pos
    guard pos < lineEnd, bytes[pos] == UInt8(ascii: "\"") else { throw malformed("expected a string") }
    pos += 1
    var out: [UInt8] = []
    while true {
      guard pos < lineEnd else {
        throw malformed("unexpected end of line in a string that starts here", at: start)
      }
      let b = bytes[pos]
      pos += 1
      switch b {
      case UInt8(ascii: "\""):
        guard let text = String(validating: out, as: UTF8.self) else {
          throw malformed("invalid UTF-8 in a string that starts here", at: start)
        }
        return text
      case UInt8(ascii: "\\"):
        guard pos < lineEnd else { throw malformed("unexpected end of line in an escape") }
        let e = bytes[pos]
        pos += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try readHex4()
          if (0xD800..<0xDC00).contains(scalar) {
            guard pos + 1 < lineEnd, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u")
            else { throw malformed("lone high surrogate", at: pos - 6) }
            pos += 2
            let low = try readHex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw malformed("invalid low surrogate", at: pos - 6)
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00..<0xE000).contains(scalar) {
            throw malformed("lone low surrogate", at: pos - 6)
          }
          out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
        default:
          throw malformed("invalid escape", at: pos - 2)
        }
      default:
        guard b >= 0x20 else { throw malformed("control character in a string", at: pos - 1) }
        out.append(b)
      }
    }
  }

  private mutating func readHex4() throws(QuickDrawDecodingError) -> UInt32 {
    guard pos + 4 <= lineEnd else { throw malformed("unexpected end of line in a \\u escape") }
    var v: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[pos]
      let d: UInt32
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
      default: throw malformed("invalid hex digit in a \\u escape")
      }
      v = v << 4 | d
      pos += 1
    }
    return v
  }

  /// Exact powers of ten (each is a double without rounding).
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Reads a JSON number, correctly rounded: short numbers exactly with one multiplication or
  /// division (Clinger's fast path), longer ones through the standard library.
  mutating func readNumber() throws(QuickDrawDecodingError) -> Double {
    skipWhitespace()
    let start = pos
    var negative = false
    if pos < lineEnd, bytes[pos] == UInt8(ascii: "-") {
      negative = true
      pos += 1
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    guard pos < lineEnd, isDigit(bytes[pos]) else {
      if pos < lineEnd, bytes[pos] == UInt8(ascii: "N") || bytes[pos] == UInt8(ascii: "I") {
        throw malformed("NaN and Infinity are not JSON numbers", at: start)
      }
      throw malformed("expected a number", at: start)
    }
    if bytes[pos] == UInt8(ascii: "0") {
      pos += 1
      if pos < lineEnd, isDigit(bytes[pos]) { throw malformed("leading zero in a number", at: start) }
    } else {
      while pos < lineEnd, isDigit(bytes[pos]) {
        if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[pos] - UInt8(ascii: "0")) }
        digits += mantissa == 0 ? 0 : 1
        pos += 1
      }
    }
    if pos < lineEnd, bytes[pos] == UInt8(ascii: ".") {
      pos += 1
      guard pos < lineEnd, isDigit(bytes[pos]) else { throw malformed("expected a digit after '.'") }
      while pos < lineEnd, isDigit(bytes[pos]) {
        if digits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(bytes[pos] - UInt8(ascii: "0"))
          fractionDigits += 1
        }
        digits += mantissa == 0 ? 0 : 1
        pos += 1
      }
    }
    var exponent = 0
    if pos < lineEnd, bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E") {
      pos += 1
      var expNegative = false
      if pos < lineEnd, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") {
        expNegative = bytes[pos] == UInt8(ascii: "-")
        pos += 1
      }
      guard pos < lineEnd, isDigit(bytes[pos]) else { throw malformed("expected a digit in the exponent") }
      while pos < lineEnd, isDigit(bytes[pos]) {
        if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[pos] - UInt8(ascii: "0")) }
        pos += 1
      }
      if expNegative { exponent = -exponent }
    }
    // Fast path: at most 15 significant digits, all kept, and a small power of ten.
    let scale = exponent - fractionDigits
    if digits <= 15, mantissa < (1 << 53), abs(scale) <= 22 {
      var value = Double(mantissa)
      value = scale >= 0 ? value * Self.powersOfTen[scale] : value / Self.powersOfTen[-scale]
      return negative ? -value : value
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw .numberOutOfRange(text, line: line, column: column(start))
    }
    return value
  }

  /// Skips any JSON value, refusing nesting deeper than `maxDepth`.
  mutating func skipValue(depth: Int) throws(QuickDrawDecodingError) {
    skipWhitespace()
    guard let b = peek else { throw malformed("unexpected end of line, expected a value") }
    switch b {
    case UInt8(ascii: "\""):
      _ = try readString()
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < maxDepth else { throw .tooDeep(limit: maxDepth, line: line, column: column(pos)) }
      let close = b == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
      pos += 1
      if consume(close) { return }
      repeat {
        if b == UInt8(ascii: "{") {
          _ = try readString()
          try expect(UInt8(ascii: ":"), "':'")
        }
        try skipValue(depth: depth + 1)
      } while consume(UInt8(ascii: ","))
      try expect(close, close == UInt8(ascii: "}") ? "',' or '}'" : "',' or ']'")
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default:
      _ = try readNumber()
    }
  }

  /// Reads `true` or `false`.
  mutating func readBool() throws(QuickDrawDecodingError) -> Bool? {
    skipWhitespace()
    if peek == UInt8(ascii: "t") {
      try literal("true")
      return true
    }
    if peek == UInt8(ascii: "f") {
      try literal("false")
      return false
    }
    return nil
  }

  private mutating func literal(_ word: StaticString) throws(QuickDrawDecodingError) {
    let start = pos
    let count = word.utf8CodeUnitCount
    guard pos + count <= lineEnd else { throw malformed("unexpected end of line in a literal", at: start) }
    for i in 0..<count where bytes[pos + i] != word.utf8Start[i] {
      throw malformed("invalid literal", at: start)
    }
    pos += count
  }
}
