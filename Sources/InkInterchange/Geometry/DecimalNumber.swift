import Foundation

/// Fast, exact conversion between `Double` and ASCII decimal text, shared by the text formats
/// (SVG path data, JSON).
///
/// Both directions are exact: ``append(_:to:)`` writes the shortest decimal that reads back to the
/// same `Double`, and ``parseValidated(_:)`` returns the correctly rounded `Double` of any decimal
/// (round half to even, like `strtod`). Together they round-trip every finite `Double` bit for bit,
/// including `-0.0` and subnormals.
public enum DecimalNumber {
  /// The decimal exponent (written, or of the decimal point's position) from which the scanners
  /// stop reading an exponent's further digits: larger than the digit count of any number that
  /// fits in memory (a mantissa of n digits moves the point by at most n places), so every exponent
  /// that the digits could balance is read exactly, and small enough that the sum cannot overflow
  /// `Int`. The JSON reader's scanner stops at the same value.
  package static let maximumExponent = 1_000_000_000_000_000

  /// Appends the shortest ASCII decimal that parses back to the same double.
  ///
  /// The digits are the shortest that round-trip (as Swift's `description` picks them); the
  /// notation is Swift's with the noise removed: fixed notation for magnitudes from `1e-4` up to
  /// `2^53`, otherwise an exponent. Examples: `0.1`, `100`, `-2.5`, `1e-7`, `1.5e+300`; there is
  /// no trailing `.0`, and `-0.0` is written `-0`.
  ///
  /// Non-finite values are written `nan`, `inf` and `-inf`, which are not decimals: callers that
  /// need valid output must check `isFinite` first.
  ///
  /// - Parameters:
  ///   - value: The number to write.
  ///   - buffer: The bytes to append to.
  public static func append(_ value: Double, to buffer: inout [UInt8]) {
    guard value.isFinite else {
      if value.isNaN {
        buffer.append(contentsOf: [0x6E, 0x61, 0x6E])  // nan
      } else {
        if value < 0 { buffer.append(0x2D) }
        buffer.append(contentsOf: [0x69, 0x6E, 0x66])  // inf
      }
      return
    }
    let magnitude = value.magnitude
    if magnitude == 0 {
      if value.sign == .minus { buffer.append(0x2D) }
      buffer.append(0x30)
      return
    }
    // Fast path 1: integers below 1e15 are their own shortest representation.
    if magnitude < 1e15 && magnitude.rounded(.towardZero) == magnitude {
      appendDigits(UInt64(magnitude), negative: value < 0, fractionDigits: 0, to: &buffer)
      return
    }
    // Fast path 2: at most six fraction digits. If any decimal with k <= 6 fraction digits reads
    // back as `value`, then so does n·10^-6 for the integer n nearest to value·10^6 (it is that
    // decimal padded with zeros), and n / 10^6 is exactly how `parseValidated` reads it. Removing
    // n's trailing zeros then gives the shortest such decimal.
    if magnitude >= 1e-3 && magnitude < 1e9 {
      let n = (magnitude * 1e6).rounded()
      if n / 1e6 == magnitude {
        appendDigits(UInt64(n), negative: value < 0, fractionDigits: 6, to: &buffer)
        return
      }
    }
    appendUsingDescription(value, to: &buffer)
  }

  /// Converts a well-formed ASCII decimal to the correctly rounded double.
  ///
  /// The caller must already have checked that `bytes` is `[+-]digits[.digits][(e|E)[+-]digits]`
  /// (also `.5` and `5.`); on other input the result is unspecified (but the call is safe).
  /// Up to 19 significant digits with a decimal exponent of at most 22 are converted with one
  /// exact floating-point operation (Clinger's fast path); other input goes through `strtod` on a
  /// normalised copy of at most 800 bytes on the stack, so any length is converted in linear time.
  ///
  /// - Parameter bytes: The decimal's ASCII bytes.
  /// - Returns: The nearest double (ties to even); `±inf` when the magnitude overflows, `±0` when
  ///   it underflows.
  public static func parseValidated(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return .nan }
    let count = bytes.count
    if count <= 24 {
      // Short text: a zero-padded copy on the stack lets the branch-light scanner read it.
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { copy in
        let q = copy.baseAddress!
        q.initialize(from: base, count: count)
        (q + count).initialize(repeating: 0, count: 48 - count)
        var i = 0
        return scanPadded(q, &i, count)
      }
    }
    var i = 0
    return scan(base, &i, count)
  }

  // MARK: - Scanning (used by the path-data parser)

  /// Scans a decimal at `p[i..<end]` greedily and converts it. Requires `i < end`.
  ///
  /// - Returns: The correctly rounded value (`±inf` on overflow) with `i` moved past the number,
  ///   or NaN with `i` unchanged when no number starts at `i`. An exponent marker that is not
  ///   followed by digits is not part of the number.
  @inline(never)
  static func scan(_ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int) -> Double {
    let start = i
    var j = i
    // Sign, dot and empty digit runs are handled without branches: their presence is
    // unpredictable in path data.
    let c = p[j]
    let negative = c == 0x2D
    j &+= negative || c == 0x2B ? 1 : 0
    // Accumulate every digit (leading zeros included); more than 19 digits go the slow way.
    var m: UInt64 = 0
    let intStart = j
    accumulateDigits(p, &j, end, &m)
    var digitCount = j - intStart
    j &+= j < end && p[j] == 0x2E ? 1 : 0
    let fractionStart = j
    accumulateDigits(p, &j, end, &m)
    var exp10 = fractionStart - j
    digitCount -= exp10
    guard digitCount > 0 else { return .nan }
    if j < end && p[j] | 0x20 == 0x65 {
      var k = j + 1
      var expNegative = false
      if k < end && (p[k] == 0x2B || p[k] == 0x2D) {
        expNegative = p[k] == 0x2D
        k += 1
      }
      if k < end && p[k] &- 0x30 < 10 {
        var e = 0
        while k < end {
          let d = p[k] &- 0x30
          if d >= 10 { break }
          // (Exact up to the cap: below it, the digits of a number in memory can balance any
          // exponent, so it must not be cut short; past it, the value is `±inf` or `±0` anyway.)
          if e < maximumExponent { e = e &* 10 &+ Int(d) }
          k += 1
        }
        exp10 += expNegative ? -e : e
        j = k
      }
    }
    i = j
    if digitCount <= 19 && m <= 1 << 53 {
      // Clinger's fast path: m and 10^|exp10| are exact doubles, one rounding (m = 0 gives ±0).
      if exp10 <= 0 && exp10 >= -22 {
        let v = Double(Int64(bitPattern: m)) / exactPowersOfTen[-exp10]
        return negative ? -v : v
      }
      if exp10 > 0 && exp10 <= 22 {
        let v = Double(Int64(bitPattern: m)) * exactPowersOfTen[exp10]
        return negative ? -v : v
      }
    }
    if digitCount <= 19 {
      if m == 0 { return negative ? -0.0 : 0.0 }
      // Quick range decisions: 10^exp10 <= value < 10^(exp10 + digitCount).
      if exp10 > 310 { return negative ? -.infinity : .infinity }
      if exp10 + digitCount < -330 { return negative ? -0.0 : 0.0 }
    }
    return slowScan(p, start, j)
  }

  /// Scans a decimal at `p[i...]` like ``scan(_:_:_:)``, where the caller guarantees that
  /// `p[end]` is a byte that cannot continue a number (e.g. NUL) and that `p[end ..< end + 16]`
  /// is readable.
  ///
  /// The common shape — `[+-]digits[.digits]` with at most 7 digits on each side and no
  /// exponent — is converted without a loop and with only well-predicted branches: each digit run
  /// is counted and converted eight bytes at a time (SWAR), and the value (below 10^14, so exact)
  /// is divided by an exact power of ten (Clinger's fast path: one rounding). Every other number
  /// goes through ``scan(_:_:_:)``.
  ///
  /// - Returns: As ``scan(_:_:_:)``.
  @inline(__always)
  static func scanPadded(_ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int) -> Double {
    let c = p[i]
    let negative = c == 0x2D
    let j = i &+ (negative || c == 0x2B ? 1 : 0)
    let (intCount, intValue) = leadingDigits(p + j)
    let dotAt = j &+ intCount
    let hasDot = p[dotAt] == 0x2E
    let fractionStart = dotAt &+ (hasDot ? 1 : 0)
    var (fractionCount, fractionValue) = leadingDigits(p + fractionStart)
    fractionCount = hasDot ? fractionCount : 0
    fractionValue = hasDot ? fractionValue : 0
    let after = fractionStart &+ fractionCount
    // Long digit runs and exponents are rare: the general scanner takes them.
    // (No digits at all, also rare, goes there too: it returns NaN.)
    if _slowPath(
      (intCount | fractionCount) & 8 != 0 || p[after] | 0x20 == 0x65 || intCount | fractionCount == 0)
    {
      return scan(p, &i, end)
    }
    i = after
    let m = intValue &* exactIntegerPowersOfTen[fractionCount] &+ fractionValue
    // (m < 10^14 converts as a signed integer: one instruction, where unsigned takes several.)
    let v = Double(Int64(bitPattern: m)) / exactPowersOfTen[fractionCount]  // v >= +0
    return Double(bitPattern: v.bitPattern | (negative ? 1 << 63 : 0))
  }

  /// Converts a short decimal held in a register: the eight bytes starting at the number, loaded
  /// as a little-endian word.
  ///
  /// Handles `[+-]digits[.digits]` of at most seven bytes in all (at least one digit) that is
  /// followed, within the word, by a byte that ends it and is not an exponent marker — the common
  /// shape of path data (`12`, `-3.5`, `.25`, `16.51`). Everything is computed from the one word
  /// (no further loads). A sign is shifted out of the word. Integers (four in five numbers of the
  /// corpus) take one well-predicted branch to a short path: the first non-digit ends them. Other
  /// numbers end at the non-digit after the dot; their value is correctly rounded: at most seven
  /// digits are an exact integer, divided once by an exact power of ten (Clinger's fast path).
  ///
  /// - Parameter word: The eight bytes at the number's start, little-endian (first byte lowest).
  /// - Returns: The number's length in bytes and its value; length 0 (value unspecified) when the
  ///   text is not of that shape, so the caller must use ``scanPadded(_:_:_:)`` instead.
  @inline(__always)
  static func scanShortWord(_ word: UInt64) -> (length: Int, value: Double) {
    let first = word & 0xFF
    let negative = first == 0x2D
    let signed = negative || first == 0x2B
    // The sign is shifted out (a zero byte, which ends the number, comes in at the top), so
    // the rest reads an unsigned number of at most seven bytes.
    let signBits: UInt64 = signed ? 8 : 0
    let w = word &>> signBits
    let t = w ^ 0x3030_3030_3030_3030  // digits become 0...9
    // High bit of each byte set where the byte is not a digit (t >= 10).
    let nonDigit = ((t & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7676_7676_7676_7676 | t) & 0x8080_8080_8080_8080
    let intBits = UInt64(truncatingIfNeeded: nonDigit.trailingZeroBitCount) & ~7  // 8 × digits (64: all)
    let afterDigits = (w &>> intBits) & 0xFF
    if _fastPath(afterDigits != 0x2E) {
      // An integer (most numbers in path data): no dot mask, no fraction.
      let length = Int(truncatingIfNeeded: (intBits &+ signBits) &>> 3)
      guard length <= 7 && intBits != 0 && afterDigits | 0x20 != 0x65 else { return (0, 0) }
      var v = t &<< (64 &- intBits)  // the digits in the high bytes, zeros below
      v = v &* 10 &+ (v >> 8)
      v =
        ((v & 0x0000_00FF_0000_00FF) &* 0x000F_4240_0000_0064
          &+ ((v >> 16) & 0x0000_00FF_0000_00FF) &* 0x0000_2710_0000_0001) >> 32
      let value = Double(Int64(truncatingIfNeeded: v & 0xFFFF_FFFF))  // >= +0
      return (length, Double(bitPattern: value.bitPattern | (negative ? 1 << 63 : 0)))
    }
    // High bit of each byte set where the byte is a dot (zero after the xor).
    let d = w ^ 0x2E2E_2E2E_2E2E_2E2E
    let dots = ~((d & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F | d) & 0x8080_8080_8080_8080
    // The number ends at the first non-digit, or at the second when the first is the dot.
    let hasDot = nonDigit & (0 &- nonDigit) & dots != 0
    let stop = hasDot ? nonDigit & (nonDigit &- 1) : nonDigit
    let stopBits = UInt64(truncatingIfNeeded: stop.trailingZeroBitCount) & ~7  // 8 × bytes (64: none)
    let intCount = nonDigit.trailingZeroBitCount &>> 3  // (the end when there is no dot)
    let digitCount = Int(truncatingIfNeeded: stopBits &>> 3) &- (hasDot ? 1 : 0)
    let length = Int(truncatingIfNeeded: (stopBits &+ signBits) &>> 3)
    let terminator = (w &>> stopBits) & 0xFF
    // (length <= 7 also keeps every shift below in range.)
    guard length <= 7 && digitCount > 0 && terminator | 0x20 != 0x65 else { return (0, 0) }
    // The digits (0...9 per byte) without dot, first digit in the lowest byte: the integer
    // digits, then the bytes after the dot moved down by one. Bytes above the digits are
    // garbage, which the shift to the high bytes drops.
    let intMask = (1 &<< UInt64(truncatingIfNeeded: intCount &<< 3)) &- 1
    let digits = (t & intMask) | ((t &>> 8) & ~intMask)
    // The digits moved to the high bytes (zeros, i.e. leading zeros of the value, below), then
    // combined pairwise: the standard eight-digit SWAR conversion.
    var v = digits &<< UInt64(truncatingIfNeeded: (8 &- digitCount) &<< 3)
    v = v &* 10 &+ (v >> 8)
    v =
      ((v & 0x0000_00FF_0000_00FF) &* 0x000F_4240_0000_0064
        &+ ((v >> 16) & 0x0000_00FF_0000_00FF) &* 0x0000_2710_0000_0001) >> 32
    let m = Int64(truncatingIfNeeded: v & 0xFFFF_FFFF)
    // (Integers, most numbers in path data, skip the division: a branch that mispredicts now
    // and then costs less than a division's latency on every number.)
    let fractionCount = digitCount &- intCount
    var value = Double(m)  // >= +0
    if fractionCount != 0 { value /= exactPowersOfTen[fractionCount] }
    return (length, Double(bitPattern: value.bitPattern | (negative ? 1 << 63 : 0)))
  }

  /// The number of leading ASCII digits in the eight bytes at `p` (0...8) and, when that is below
  /// 8, their value (unspecified for 8).
  @inline(__always)
  private static func leadingDigits(_ p: UnsafePointer<UInt8>) -> (count: Int, value: UInt64) {
    let word = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    let t = word ^ 0x3030_3030_3030_3030  // digits become 0...9
    // High bit of each byte set where the byte is not a digit (t >= 10).
    let nonDigit = ((t & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7676_7676_7676_7676 | t) & 0x8080_8080_8080_8080
    let n = nonDigit.trailingZeroBitCount >> 3
    // The n digits moved to the high bytes, zeros (leading zeros of the value) below; the shift
    // is split in two so that n = 0 gives 0.
    var v = (t &<< UInt64(truncatingIfNeeded: 56 &- 8 &* n)) &<< 8
    v = v &* 10 &+ (v >> 8)
    v =
      ((v & 0x0000_00FF_0000_00FF) &* 0x000F_4240_0000_0064
        &+ ((v >> 16) & 0x0000_00FF_0000_00FF) &* 0x0000_2710_0000_0001) >> 32
    return (n, v & 0xFFFF_FFFF)
  }

  /// Reads the run of ASCII digits at `p[j...]` into `m` (`m = m·10^n + digits`, wrapping),
  /// moving `j` past them. Eight bytes at a time where the input allows (SWAR: no branch per
  /// digit), byte by byte near the end.
  @inline(__always)
  private static func accumulateDigits(
    _ p: UnsafePointer<UInt8>, _ j: inout Int, _ end: Int, _ m: inout UInt64
  ) {
    while j &+ 8 <= end {
      let word = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self))
      let t = word ^ 0x3030_3030_3030_3030  // digits become 0...9
      // High bit of each byte set where the byte is not a digit (t >= 10).
      let nonDigit = ((t & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7676_7676_7676_7676 | t) & 0x8080_8080_8080_8080
      let n = nonDigit.trailingZeroBitCount >> 3  // leading digits, 0...8
      // The n digits moved to the high bytes, zeros (leading zeros of the value) below; no
      // digits give 0 (a shift by 64 would be a shift by 0).
      var v = n == 0 ? 0 : t &<< UInt64(64 &- 8 &* n)
      v = v &* 10 &+ (v >> 8)
      v =
        ((v & 0x0000_00FF_0000_00FF) &* 0x000F_4240_0000_0064
          &+ ((v >> 16) & 0x0000_00FF_0000_00FF) &* 0x0000_2710_0000_0001) >> 32
      m = m &* exactIntegerPowersOfTen[n] &+ (v & 0xFFFF_FFFF)
      j &+= n
      if n < 8 { return }
    }
    while j < end {
      let d = p[j] &- 0x30
      if d >= 10 { return }
      m = m &* 10 &+ UInt64(d)
      j += 1
    }
  }

  /// Correctly rounds the well-formed decimal `p[start..<end]` with `strtod`, on a normalised
  /// copy: at most 780 significant digits (a further `1` stands for any non-zero digits dropped,
  /// which is enough to decide rounding), no decimal point (so the C locale does not matter), and
  /// a decimal exponent.
  @inline(never)
  private static func slowScan(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Double {
    let maxDigits = 780
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 832) { buf -> Double in
      var n = 0
      var k = start
      if p[k] == 0x2D || p[k] == 0x2B {
        if p[k] == 0x2D {
          buf[n] = 0x2D
          n += 1
        }
        k += 1
      }
      let digitsStart = n
      var exp10 = 0
      var sticky = false
      var started = false
      while k < end, p[k] &- 0x30 < 10 {
        let c = p[k]
        if started || c != 0x30 {
          started = true
          if n - digitsStart < maxDigits {
            buf[n] = CChar(c)
            n += 1
          } else {
            exp10 += 1
            if c != 0x30 { sticky = true }
          }
        }
        k += 1
      }
      if k < end && p[k] == 0x2E {
        k += 1
        while k < end, p[k] &- 0x30 < 10 {
          let c = p[k]
          if started || c != 0x30 {
            started = true
            if n - digitsStart < maxDigits {
              buf[n] = CChar(c)
              n += 1
              exp10 -= 1
            } else if c != 0x30 {
              sticky = true
            }
          } else {
            exp10 -= 1
          }
          k += 1
        }
      }
      if k < end && p[k] | 0x20 == 0x65 {
        k += 1
        var expNegative = false
        if k < end && (p[k] == 0x2B || p[k] == 0x2D) {
          expNegative = p[k] == 0x2D
          k += 1
        }
        var e = 0
        while k < end, p[k] &- 0x30 < 10 {
          if e < maximumExponent { e = e * 10 + Int(p[k] &- 0x30) }
          k += 1
        }
        exp10 += expNegative ? -e : e
      }
      if n == digitsStart {
        buf[n] = 0x30
        n += 1
      }
      if sticky {
        buf[n] = 0x31
        n += 1
        exp10 -= 1
      }
      buf[n] = 0x65  // e
      n += 1
      if exp10 < 0 {
        buf[n] = 0x2D
        n += 1
      }
      var digits = String(exp10.magnitude).utf8.makeIterator()
      while let d = digits.next() {
        buf[n] = CChar(d)
        n += 1
      }
      buf[n] = 0
      return strtod(buf.baseAddress!, nil)
    }
  }

  // MARK: - Formatting

  /// Appends `[-]digits` of `n`, with a decimal point `fractionDigits` from the right (leading
  /// `0.` and zeros as needed, trailing fraction zeros removed).
  @inline(__always)
  private static func appendDigits(
    _ n: UInt64, negative: Bool, fractionDigits: Int, to buffer: inout [UInt8]
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { tmp in
      var pos = 32
      var n = n
      var fraction = fractionDigits
      // Drop trailing zeros of the fraction.
      while fraction > 0 && n % 10 == 0 {
        n /= 10
        fraction -= 1
      }
      var written = 0
      repeat {
        pos -= 1
        tmp[pos] = UInt8(truncatingIfNeeded: n % 10) &+ 0x30
        n /= 10
        written += 1
        if written == fraction {
          pos -= 1
          tmp[pos] = 0x2E
        }
      } while n != 0
      if written < fraction {
        while written < fraction {
          pos -= 1
          tmp[pos] = 0x30
          written += 1
        }
        pos -= 1
        tmp[pos] = 0x2E
      }
      if tmp[pos] == 0x2E {
        pos -= 1
        tmp[pos] = 0x30
      }
      if negative {
        pos -= 1
        tmp[pos] = 0x2D
      }
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: tmp[pos..<32]))
    }
  }

  /// The general case: Swift's shortest round-trip text (`description`), without a trailing `.0`
  /// and with exponent zeros removed (`1e-07` → `1e-7`). The text is captured through
  /// `TextOutputStream` into a fixed stack buffer, so no `String` is allocated.
  @inline(never)
  private static func appendUsingDescription(_ value: Double, to buffer: inout [UInt8]) {
    var capture = ShortestTextCapture()
    value.write(to: &capture)
    withUnsafeBytes(of: &capture.storage) { raw in
      let u = UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[0..<capture.count])
      var exponentAt = u.count
      for (index, c) in u.enumerated() where c == 0x65 || c == 0x45 {
        exponentAt = index
        break
      }
      var mantissaEnd = exponentAt
      if mantissaEnd >= 2 && u[mantissaEnd - 1] == 0x30 && u[mantissaEnd - 2] == 0x2E {
        mantissaEnd -= 2
      }
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: u[0..<mantissaEnd]))
      guard exponentAt < u.count else { return }
      buffer.append(0x65)
      var k = exponentAt + 1
      if k < u.count && (u[k] == 0x2B || u[k] == 0x2D) {
        buffer.append(u[k])
        k += 1
      }
      while k < u.count - 1 && u[k] == 0x30 { k += 1 }
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: u[k..<u.count]))
    }
  }
}

/// Collects the (at most 32) ASCII bytes of a `Double`'s text without allocating.
///
/// The standard library writes a float's text through `_writeASCII` when the stream provides
/// it; `write(_:)` is the documented fallback and gives the same bytes.
private struct ShortestTextCapture: TextOutputStream {
  var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  var count = 0

  mutating func write(_ string: String) {
    for byte in string.utf8 { append(byte) }
  }

  mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
    for byte in buffer { append(byte) }
  }

  @inline(__always)
  private mutating func append(_ byte: UInt8) {
    guard count < 32 else { return }
    let index = count
    withUnsafeMutableBytes(of: &storage) { $0[index] = byte }
    count += 1
  }
}

/// 10^0 ... 10^22, every one exact in `Double`.
private let exactPowersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
  1e18, 1e19, 1e20, 1e21, 1e22,
]

/// 10^0 ... 10^8.
private let exactIntegerPowersOfTen: [UInt64] = [
  1, 10, 100, 1000, 10000, 100_000, 1_000_000, 10_000_000, 100_000_000,
]
