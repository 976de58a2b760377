import InkInterchange

/// Appends ASCII text and numbers to a byte buffer, for the exporter.
struct SVGTextWriter {
  var bytes: [UInt8] = []

  mutating func append(_ s: StaticString) {
    s.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ s: String) {
    var s = s
    s.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends an identifier (the ink type's raw value) for `ink:type`: `%` and every character
  /// XML 1.0 cannot carry (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE, U+FFFF) are
  /// percent-encoded byte by byte (`%25`, `%00`, `%EF%BF%BE`, ...), the rest is XML-escaped, so
  /// any identifier reads back unchanged (``SVGInkMetadata/decodeIdentifier(_:)``).
  mutating func appendIdentifier(_ s: String) {
    let utf8 = Array(s.utf8)
    var i = 0
    while i < utf8.count {
      let b = utf8[i]
      // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
      let nonCharacter =
        b == 0xEF && i + 2 < utf8.count && utf8[i + 1] == 0xBF && (utf8[i + 2] == 0xBE || utf8[i + 2] == 0xBF)
      if nonCharacter {
        for k in 0..<3 { appendPercent(utf8[i + k]) }
        i += 3
        continue
      }
      switch b {
      case UInt8(ascii: "%"), 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F: appendPercent(b)
      case UInt8(ascii: "&"): append("&amp;")
      case UInt8(ascii: "<"): append("&lt;")
      case UInt8(ascii: ">"): append("&gt;")
      case UInt8(ascii: "\""): append("&quot;")
      case 0x09: append("&#9;")
      case 0x0A: append("&#10;")
      case 0x0D: append("&#13;")
      default: bytes.append(b)
      }
      i += 1
    }
  }

  /// Appends `%` and two uppercase hexadecimal digits.
  private mutating func appendPercent(_ b: UInt8) {
    let digits: StaticString = "0123456789ABCDEF"
    bytes.append(UInt8(ascii: "%"))
    digits.withUTF8Buffer {
      bytes.append($0[Int(b >> 4)])
      bytes.append($0[Int(b & 15)])
    }
  }

  /// Appends the shortest decimal that reads back to the same double (`-0` for negative zero, no
  /// trailing `.0`); non-finite values (which the exporter rejects beforehand) are written as `0`.
  mutating func append(_ v: Double) {
    guard v.isFinite else {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    DecimalNumber.append(v, to: &bytes)
  }

  /// Appends a space, then `v` as ``append(_:)-(Double)`` writes it.
  mutating func appendSeparated(_ v: Double) {
    bytes.append(UInt8(ascii: " "))
    append(v)
  }

  /// Appends an unsigned integer.
  mutating func append(_ v: UInt32) { append(String(v)) }

  /// Appends a two-digit lowercase hexadecimal byte.
  mutating func appendHexByte(_ v: Int) {
    let digits: [UInt8] = Array("0123456789abcdef".utf8)
    bytes.append(digits[(v >> 4) & 15])
    bytes.append(digits[v & 15])
  }
}
