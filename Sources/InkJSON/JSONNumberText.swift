/// Number text conversions, in one place so the implementation can change behind them.
///
/// Reading is correctly rounded (`Double(String)`, used only when the reader's exact fast path
/// does not apply); writing is the shortest text that reads back to the same double, and is
/// always valid JSON (finite values only: callers validate the drawing first).
enum JSONNumberText {
  /// The largest integer written without an exponent: every integer below it is exact.
  static let exactIntegerLimit = 9_007_199_254_740_992.0  // 2^53

  /// Appends the shortest round-trip form of a finite `value` to `out`.
  ///
  /// Integral values below 2^53 are written as integers (`3`, `-12`); `-0.0` as `-0.0`; other
  /// values as Swift's shortest round-trip text (`0.1`, `1e-05`, `1.7976931348623157e+308`),
  /// which is valid JSON.
  @inline(__always)
  static func append(_ value: Double, to out: inout [UInt8]) {
    if value == value.rounded(.towardZero) && abs(value) < exactIntegerLimit {
      if value == 0 {
        if value.sign == .minus {
          out.append(contentsOf: "-0.0".utf8)
        } else {
          out.append(UInt8(ascii: "0"))
        }
        return
      }
      appendInteger(Int64(value), to: &out)
      return
    }
    out.append(contentsOf: value.description.utf8)
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
func parseDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double {
  Double(String(decoding: text, as: UTF8.self)) ?? .nan
}
