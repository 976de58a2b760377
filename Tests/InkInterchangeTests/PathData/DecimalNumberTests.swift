import Foundation
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
}
