import InkInterchange

/// Number text conversions, in one place: JSON's view of ``DecimalNumber``.
///
/// Reading is correctly rounded; writing is the shortest text that reads back to the same
/// double, and is always valid JSON (finite values only: callers validate the drawing first).
enum JSONNumberText {
  /// Appends the shortest round-trip form of a finite `value` to `out`.
  ///
  /// ``DecimalNumber/append(_:to:)`` (`3`, `0.1`, `1e-7`, `1.5e+300`), except that negative zero
  /// is written `-0.0` so that readers which keep integers apart from doubles see a double.
  @inline(__always)
  static func append(_ value: Double, to out: inout [UInt8]) {
    if value == 0 && value.sign == .minus {
      out.append(contentsOf: "-0.0".utf8)
      return
    }
    DecimalNumber.append(value, to: &out)
  }

  /// Appends a decimal integer.
  @inline(__always)
  static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
    var magnitude = value.magnitude
    if value < 0 { out.append(UInt8(ascii: "-")) }
    // Digits in reverse into a fixed scratch area on the stack.
    var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &scratch) { raw in
      var i = raw.count
      repeat {
        i -= 1
        raw[i] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude != 0
      out.append(contentsOf: raw[i...])
    }
  }
}

/// Parses validated JSON number text (RFC 8259 grammar, already checked), correctly rounded. A
/// value too large for a double gives an infinity.
@inline(__always)
func parseDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double {
  DecimalNumber.parseValidated(text)
}
