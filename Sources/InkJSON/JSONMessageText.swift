/// User text shown in messages (JSON paths, errors, warnings): escaped as JSON escapes it, so that
/// a message is always one printable line, and cut to a bounded length, so that a huge value
/// (megabytes of `type`) does not make a huge message. Every message of InkJSON that quotes text
/// from the input or the caller goes through here.
enum JSONMessageText {
  /// The most Unicode scalars of a value shown; a longer value is cut there, followed by `…` and
  /// its length.
  static let maxShownScalars = 64

  /// `value` in double quotes, escaped: `"abc"`, `"a\u0001b"`; when it has more than
  /// ``maxShownScalars`` Unicode scalars, its first ones, `…` and its length in scalars:
  /// `"xxxx…" (1000000 characters)`. Cut at a scalar, never inside a UTF-8 sequence.
  static func quoted(_ value: String) -> String {
    var out = "\""
    let total = appendEscaped(value, to: &out)
    if total > maxShownScalars { return out + "…\" (\(total) characters)" }
    return out + "\""
  }

  /// ASCII text of the input (a number's), unquoted: as it is when it has at most
  /// ``maxShownScalars`` bytes, else its first ones, `…` and its length:
  /// `1000…0 (400 characters)`; escaped as in ``quoted(_:)``. Copies at most ``maxShownScalars``
  /// bytes, however long the text.
  static func shown(ascii text: UnsafeBufferPointer<UInt8>) -> String {
    var out = ""
    let head = UnsafeBufferPointer(rebasing: text.prefix(maxShownScalars))
    _ = appendEscaped(String(decoding: head, as: UTF8.self), to: &out)
    if text.count > maxShownScalars { return out + "… (\(text.count) characters)" }
    return out
  }

  /// `true` when `scalar` is shown as it is: printable, neither a control (C0, DEL, C1), a format
  /// character (bidirectional controls, zero-width characters, the byte order mark), a line or
  /// paragraph separator, a private-use nor an unassigned code point; `"` and `\` are escaped.
  static func isShownAsIs(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value >= 0x20 && scalar.value < 0x7F {
      return scalar != "\"" && scalar != "\\"
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
      return false
    default:
      return true
    }
  }

  /// Appends the first ``maxShownScalars`` scalars of `value` to `out`, escaped (`\"`, `\\`,
  /// `\b`, `\f`, `\n`, `\r`, `\t`, and `\uXXXX` for other characters that are not shown as they
  /// are, a surrogate pair above U+FFFF, as JSON writes them); returns the count of scalars of
  /// `value`.
  private static func appendEscaped(_ value: String, to out: inout String) -> Int {
    var count = 0
    for scalar in value.unicodeScalars {
      count += 1
      guard count <= maxShownScalars else { continue }
      if isShownAsIs(scalar) {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        for unit in UTF16.encode(scalar)! {
          let hex = String(unit, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      }
    }
    return count
  }
}
