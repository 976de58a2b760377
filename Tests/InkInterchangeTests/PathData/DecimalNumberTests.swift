import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

@Suite struct DecimalNumberTests {
  func text(_ v: Double) -> String {
    var bytes: [UInt8] = []
    DecimalNumber.append(v, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  func parse(_ s: String) -> Double {
    Array(s.utf8).withUnsafeBufferPointer { DecimalNumber.parseValidated($0) }
  }

  /// Swift's shortest round-trip text in our notation, built with string operations (an
  /// independent check of the fast paths in `append`).
  func reference(_ v: Double) -> String {
    var s = v.description
    var exponent = ""
    if let e = s.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      exponent = String(s[s.index(after: e)...])
      s = String(s[..<e])
      let sign = exponent.first == "-" || exponent.first == "+" ? String(exponent.removeFirst()) : ""
      while exponent.count > 1 && exponent.first == "0" { exponent.removeFirst() }
      exponent = "e" + sign + exponent
    }
    if s.hasSuffix(".0") { s.removeLast(2) }
    return s + exponent
  }

  @Test func examples() {
    #expect(text(0.1) == "0.1")
    #expect(text(100) == "100")
    #expect(text(-2.5) == "-2.5")
    #expect(text(1e-7) == "1e-7")
    #expect(text(1.5e300) == "1.5e+300")
    #expect(text(-0.0) == "-0")
    #expect(text(0) == "0")
    #expect(text(0.1 + 0.2) == "0.30000000000000004")
    #expect(text(.leastNonzeroMagnitude) == "5e-324")
    #expect(text(1e16) == "1e+16")
    #expect(text(123456.789) == "123456.789")
    #expect(text(-0.001) == "-0.001")
    #expect(text(9007199254740992) == "9007199254740992")
    #expect(text(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
    #expect(text(.nan) == "nan" && text(.infinity) == "inf" && text(-.infinity) == "-inf")
  }

  @Test func randomBitPatternsRoundTripAndAreShortest() {
    var rng = SplitMix64(seed: 1)
    for _ in 0..<20_000 {
      let v = Double(bitPattern: rng.next())
      guard v.isFinite else { continue }
      let s = text(v)
      #expect(parse(s).bitPattern == v.bitPattern, "\(s)")
      #expect(s == reference(v))
    }
  }

  @Test func shortDecimalsUseTheFastPathsAndAreShortest() {
    var rng = SplitMix64(seed: 2)
    for _ in 0..<20_000 {
      let scale = [1.0, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7][Int(rng.next() % 8)]
      let v = Double(Int64(bitPattern: rng.next()) % 2_000_000_000) / scale
      let s = text(v)
      #expect(parse(s).bitPattern == v.bitPattern, "\(s)")
      #expect(s == reference(v), "\(v)")
    }
  }

  /// Doubles of every class the writer treats differently, and their neighbours: subnormals,
  /// the largest doubles, integers around 1e15 and 2^53 (the integer fast path's limit, Swift's
  /// switch to exponents), decimals with up to 8 fraction digits around 1e-3 and 1e9 (the
  /// six-digit fast path's limits) and one step off them. Each is the shortest text in Swift's
  /// digits (never longer than `description`), and reads back bit for bit through the path-data
  /// parser (after a command letter, after a space, after a minus sign).
  @Test func everyClassOfDoubleIsShortestAndReadsBackThroughPathData() throws {
    var rng = SplitMix64(seed: 6)
    var values: [Double] = [0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude]
    for _ in 0..<3000 {
      values.append(Double(bitPattern: rng.next() & ((1 << 52) - 1)))  // subnormal
      values.append(Double(bitPattern: 0x7FEF_FFFF_FFFF_FFFF - rng.next() % (1 << 20)))  // largest
      values.append(1e15 + Double(Int64(bitPattern: rng.next()) % 1000))
      values.append(9007199254740992 + 2 * Double(Int64(bitPattern: rng.next()) % 1000))
      let scale = [1e-3, 1e-2, 1, 1e3, 1e6, 1e8, 1e9, 1e10][Int(rng.next() % 8)]
      let digits = Double(rng.next() % 1_000_000_000)
      let decimal = scale * digits / [1e6, 1e7, 1e8, 1e9][Int(rng.next() % 4)]
      values += [decimal, decimal.nextUp, decimal.nextDown]
      values.append(Double(bitPattern: rng.next()))
    }
    for v in values + values.map({ -$0 }) where v.isFinite {
      let s = text(v)
      #expect(s == reference(v), "\(v)")
      #expect(s.utf8.count <= v.description.utf8.count, "\(v): \(s)")
      #expect(parse(s).bitPattern == v.bitPattern, "\(s)")
      let (path, error) = BezierPath.parsingSVGPathData("M\(s) \(s)-\(text(v.magnitude)) \(s)")
      #expect(error == nil, "\(s)")
      let bits = path.points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
      #expect(bits == [v.bitPattern, v.bitPattern, (-v.magnitude).bitPattern, v.bitPattern], "\(s)")
    }
  }

  @Test func specialValuesRoundTrip() {
    let values: [Double] = [
      -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
      .leastNormalMagnitude.nextDown, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300,
      0.1 + 0.2, 1 / 3, 2.0.squareRoot(), 1e23, 8.41e21, 9007199254740994, 123456789012345680,
    ]
    for v in values {
      #expect(parse(text(v)).bitPattern == v.bitPattern, "\(v)")
    }
  }

  @Test func parsingMatchesTheStandardLibraryOnRandomDecimals() {
    var rng = SplitMix64(seed: 3)
    let digits = Array("0123456789")
    for _ in 0..<20_000 {
      var s = rng.next() % 2 == 0 ? "-" : ""
      let count = 1 + Int(rng.next() % 25)
      let point = Int(rng.next() % UInt64(count + 1))
      for k in 0..<count {
        if k == point { s.append(".") }
        s.append(digits[Int(rng.next() % 10)])
      }
      if rng.next() % 2 == 0 { s += "e\(Int(rng.next() % 700) - 350)" }
      let expected = Double(s)!
      #expect(parse(s).bitPattern == expected.bitPattern, "\(s)")
    }
  }

  @Test func hardCasesAreCorrectlyRounded() {
    let cases = [
      "2.2250738585072011e-308", "2.2250738585072012e-308", "4.9406564584124654e-324",
      "2.4703282292062327e-324", "2.4703282292062328e-324", "1.7976931348623157e308",
      "1.7976931348623158e308", "1.7976931348623159e308", "9007199254740993", "9007199254740995",
      "0.1000000000000000055511151231257827", "0.30000000000000004", "1e23", "8.41e21",
      "123456789012345678901234567890", "0.000000000000000000000000000001", "5.", ".5", "+5", "-0",
      "0e999999999999", "1e-99999999999", "1e99999999999", "00000000000000000000001.5",
      "7.038531e-26", "1448997445238699", "0.000123e310", "0.0001797e312", "0.00000001e-316",
    ]
    for s in cases {
      let expected = Double(s.hasSuffix(".") ? s + "0" : s)!
      #expect(parse(s).bitPattern == expected.bitPattern, "\(s)")
    }
  }

  @Test func veryLongInputIsRoundedByAllItsDigits() {
    // 2^53 + 1 is halfway between two doubles: ties to even go down, any later non-zero digit
    // (here the 1001st) goes up.
    let halfway = "9007199254740993"
    #expect(parse(halfway + "." + String(repeating: "0", count: 1000)) == 9007199254740992)
    #expect(parse(halfway + "." + String(repeating: "0", count: 1000) + "1") == 9007199254740994)
    #expect(parse(String(repeating: "1", count: 5000)) == Double(String(repeating: "1", count: 5000)))
    #expect(parse("0." + String(repeating: "0", count: 400) + "1") == 0)
  }

  /// The padded scanner (the path-data parser's) agrees with `Double(String)` and consumes the
  /// same bytes as the general scanner, on random short decimals around its fast-path limits
  /// (digit runs of 0...9, signs, dots, exponents) followed by each kind of delimiter.
  @Test func paddedScannerMatchesTheGeneralScanner() {
    var rng = SplitMix64(seed: 3)
    let delimiters: [[UInt8]] = [
      [], Array(" ".utf8), Array(",".utf8), Array("-1".utf8), Array(".5".utf8),
      Array("L".utf8), Array("e".utf8), Array("e+".utf8), Array("E-3".utf8), [0],
    ]
    func digits(_ n: Int) -> [UInt8] { (0..<n).map { _ in UInt8(0x30 + rng.next() % 10) } }
    var shortAnswered = 0
    defer { #expect(shortAnswered > 3000, "the short scanner answered only \(shortAnswered) times") }
    for _ in 0..<20_000 {
      var text: [UInt8] = []
      switch rng.next() % 3 {
      case 0: text.append(0x2D)
      case 1: if rng.next() % 4 == 0 { text.append(0x2B) }
      default: break
      }
      text += digits(Int(rng.next() % 10))
      if rng.next() % 3 != 0 { text.append(0x2E); text += digits(Int(rng.next() % 10)) }
      if rng.next() % 8 == 0 {
        text += Array("e".utf8) + (rng.next() % 2 == 0 ? [0x2D] : []) + digits(1 + Int(rng.next() % 3))
      }
      let input = text + delimiters[Int(rng.next() % UInt64(delimiters.count))]
      var padded = input + [UInt8](repeating: 0, count: 16)
      padded.withUnsafeMutableBufferPointer { buffer in
        let p = UnsafePointer(buffer.baseAddress!)
        var i = 0
        let fast = DecimalNumber.scanPadded(p, &i, input.count)
        var k = 0
        let general = DecimalNumber.scan(p, &k, input.count)
        #expect(i == k, "\(String(decoding: input, as: UTF8.self))")
        #expect(fast.bitPattern == general.bitPattern || (fast.isNaN && general.isNaN))
        // The register-only scanner, where it answers, agrees too.
        let word = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self).littleEndian
        let short = DecimalNumber.scanShortWord(word)
        if short.length != 0 {
          shortAnswered += 1
          #expect(short.length == k, "\(String(decoding: input, as: UTF8.self))")
          #expect(short.value.bitPattern == general.bitPattern, "\(String(decoding: input, as: UTF8.self))")
        } else if !general.isNaN && k <= 7 && !input[0..<k].contains(where: { $0 | 0x20 == 0x65 })
          && buffer[k] | 0x20 != 0x65
        {
          Issue.record("short scanner declined \(String(decoding: input, as: UTF8.self))")
        }
        if !fast.isNaN {
          var s = String(decoding: input[0..<i], as: UTF8.self)
          if s.hasSuffix(".") { s += "0" }
          if s.hasPrefix("+") { s.removeFirst() }
          if s.hasPrefix(".") || s.hasPrefix("-.") { s = s.replacingOccurrences(of: ".", with: "0.") }
          #expect(fast.bitPattern == Double(s)?.bitPattern, "\(s)")
        }
      }
    }
  }

  /// The exact decimal expansion of `(2·significand + 1)·2^(exponent − 1)`, the midpoint between a
  /// positive finite double and the next one up: digits and the position of the decimal point
  /// (digits after it), by schoolbook arithmetic in base 10^9.
  static func midpointDecimal(_ v: Double) -> String {
    let significand = v.significandBitPattern | (v.isNormal ? 1 << 52 : 0)
    let exponent = (v.isNormal ? Int(v.exponentBitPattern) : 1) - 1075  // of the last bit
    var limbs: [UInt64] = []  // little-endian, base 10^9
    var n = 2 * significand + 1
    while n > 0 {
      limbs.append(n % 1_000_000_000)
      n /= 1_000_000_000
    }
    func multiply(by factor: UInt64) {
      var carry: UInt64 = 0
      for k in limbs.indices {
        let x = limbs[k] * factor + carry
        limbs[k] = x % 1_000_000_000
        carry = x / 1_000_000_000
      }
      while carry > 0 {
        limbs.append(carry % 1_000_000_000)
        carry /= 1_000_000_000
      }
    }
    // value = (2m + 1)·2^(exponent − 1): multiply by 2^e, or by 5^-e and shift the point.
    let e = exponent - 1
    var fractionDigits = 0
    if e >= 0 {
      for _ in 0..<e { multiply(by: 2) }
    } else {
      for _ in 0..<(-e) { multiply(by: 5) }
      fractionDigits = -e
    }
    var digits = String(limbs.last!)
    for limb in limbs.dropLast().reversed() {
      let s = String(limb)
      digits += String(repeating: "0", count: 9 - s.count) + s
    }
    if fractionDigits == 0 { return digits }
    if digits.count <= fractionDigits {
      digits = String(repeating: "0", count: fractionDigits - digits.count + 1) + digits
    }
    let point = digits.index(digits.endIndex, offsetBy: -fractionDigits)
    return digits[..<point] + "." + digits[point...]
  }

  /// Decimals exactly halfway between two doubles (ties go to the even one), and a hair above and
  /// below (the last digit of an exact midpoint with a fraction is 5), for normal and subnormal
  /// doubles over the whole exponent range: `parseValidated` and the path-data parser agree bit
  /// for bit with `Double(String)`.
  @Test func halfwayCasesMatchTheStandardLibrary() throws {
    var rng = SplitMix64(seed: 4)
    var checked = 0
    for round in 0..<600 {
      let v: Double
      switch round % 4 {
      case 0: v = Double(bitPattern: rng.next() % (1 << 52))  // subnormal (or zero)
      case 1: v = Double(bitPattern: (rng.next() >> 12) | (UInt64(1023 + Int(rng.next() % 120) - 60) << 52))
      case 2: v = Double(rng.next() % (1 << 54))  // integers around 2^53
      default: v = Double(bitPattern: rng.next() >> 1)
      }
      guard v.isFinite && v.nextUp.isFinite else { continue }
      let mid = Self.midpointDecimal(v)
      var texts = [mid, mid + (mid.contains(".") ? "" : ".") + "0000000000001"]
      if mid.hasSuffix("5") && mid.contains(".") { texts.append(String(mid.dropLast()) + "4999999999") }
      for text in texts {
        let expected = try #require(Double(text))
        #expect(parse(text).bitPattern == expected.bitPattern, "\(text)")
        let path = try BezierPath(svgPathData: "M" + text + ",-" + text)
        #expect(path.points.first?.x.bitPattern == expected.bitPattern, "\(text)")
        #expect(path.points.first?.y.bitPattern == (-expected).bitPattern, "\(text)")
        checked += 1
      }
    }
    #expect(checked > 1500)
  }

  /// Short decimals in every placement inside the eight-byte window of the register scanner,
  /// with every separator the parser accepts, read through the parser: the same doubles as
  /// `Double(String)`.
  @Test func shortNumbersInPathDataMatchTheStandardLibrary() throws {
    var rng = SplitMix64(seed: 5)
    let separators = [" ", ",", ", ", " ,", "  ", "\t", "\n", ""]
    for _ in 0..<3000 {
      var numbers: [String] = []
      var d = "M"
      for k in 0..<6 {
        let intDigits = Int(rng.next() % 5)
        let fractionDigits = intDigits == 0 ? 1 + Int(rng.next() % 5) : Int(rng.next() % 6)
        var n = rng.next() % 3 == 0 ? "-" : ""
        for _ in 0..<intDigits { n.append(Character(String(rng.next() % 10))) }
        if fractionDigits > 0 || rng.next() % 4 == 0 { n.append(".") }
        for _ in 0..<fractionDigits { n.append(Character(String(rng.next() % 10))) }
        var separator = separators[Int(rng.next() % UInt64(separators.count))]
        if separator.isEmpty
          && !(n.hasPrefix("-") || (n.hasPrefix(".") && (numbers.last ?? "").contains(".")))
        {
          separator = " "
        }
        d += (k == 0 ? "" : separator) + n
        numbers.append(n)
      }
      let (path, error) = BezierPath.parsingSVGPathData(d)
      #expect(error == nil, "\(d)")
      let values = path.points.flatMap { [$0.x, $0.y] }
      let expected = numbers.map { n -> Double? in
        var s = n.hasSuffix(".") ? n + "0" : n
        if s.hasPrefix(".") { s = "0" + s }
        if s.hasPrefix("-.") { s = "-0" + s.dropFirst() }
        return Double(s)
      }
      #expect(values.map(\.bitPattern) == expected.map { $0?.bitPattern }, "\(d)")
    }
  }
}
