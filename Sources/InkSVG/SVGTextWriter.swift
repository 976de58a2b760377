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

  /// Appends `s` escaped for an XML attribute value.
  mutating func appendEscaped(_ s: String) {
    for b in s.utf8 {
      switch b {
      case UInt8(ascii: "&"): append("&amp;")
      case UInt8(ascii: "<"): append("&lt;")
      case UInt8(ascii: ">"): append("&gt;")
      case UInt8(ascii: "\""): append("&quot;")
      case 0x09: append("&#9;")
      case 0x0A: append("&#10;")
      case 0x0D: append("&#13;")
      case 0..<0x20: append("\u{FFFD}")  // not allowed in XML 1.0
      default: bytes.append(b)
      }
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
