import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

/// The parser against ``IndependentSVGPathDataReference`` (a byte-by-byte reading of the grammar
/// with `Double(String)` for the numbers) on random and adversarial input: the same elements bit
/// for bit, the same error kind and offset. Seeded and bounded, so it stays fast in release.
@Suite struct SVGPathDataIndependentDifferentialTests {
  /// Numbers of every shape the lexer treats differently: short fast-path forms, every greedy
  /// form, exponents, 20–800 digits, the limits of `Double` (largest finite, halfway to
  /// overflow, subnormals, halfway to zero).
  static func number(_ rng: inout SplitMix64) -> String {
    func digits(_ n: Int) -> String {
      String((0..<n).map { _ in Character(Unicode.Scalar(UInt8(0x30 + rng.next() % 10))) })
    }
    let sign = ["", "", "-", "+"][Int(rng.next() % 4)]
    switch rng.next() % 12 {
    case 0, 1: return sign + digits(1 + Int(rng.next() % 9))
    case 2, 3: return sign + digits(Int(rng.next() % 9)) + "." + digits(Int(rng.next() % 9))
    case 4:
      let e = ["e", "E"][Int(rng.next() % 2)] + ["", "+", "-"][Int(rng.next() % 3)]
      return sign + digits(1 + Int(rng.next() % 20)) + e + String(rng.next() % 400)
    case 5:
      // 20–800 digits, a dot anywhere (or none), leading zeros sometimes, an exponent sometimes.
      let count = 20 + Int(rng.next() % 781)
      var s = rng.next() % 3 == 0 ? String(repeating: "0", count: Int(rng.next() % 400)) : ""
      s += digits(count)
      if rng.next() % 2 == 0 {
        let dot = s.index(s.startIndex, offsetBy: Int(rng.next() % UInt64(s.count + 1)))
        s.insert(".", at: dot)
      }
      if rng.next() % 2 == 0 { s += "e" + String(Int(rng.next() % 1400) - 700) }
      return sign + s
    case 6:
      return sign
        + [
          "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
          "1.79769313486231580793728971405303415e308", "1.797693134862315807937289714053034151e308",
          "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
          "2.2250738585072011e-308", "2.2250738585072012e-308", "1e-320", "0e999", "1e400", "1e-400",
          "9007199254740993", "0.1000000000000000055511151231257827", "1e23", "8.41e21", "123456789e300",
          "0.0000001e-317", "99999999", "9999999", "1234567.1234567", "12345678.5", "1.23456789",
          "0000000.5", "00000001", "1e99999999999", "1e-99999999999",
        ][Int(rng.next() % 29)]
    case 7:
      // Any double, as Swift prints it.
      let v = Double(bitPattern: rng.next())
      return v.isFinite ? sign + v.magnitude.description : "1"
    case 8:
      return sign + digits(1 + Int(rng.next() % 7)) + "." + digits(Int(rng.next() % 3)) + "." + digits(1)
    case 9:
      return ["0", "1", "01", "10", "11", "1.5", ".5.5", "1e", "1e+", "1e-", "1.e2", ".e2"][
        Int(rng.next() % 12)]
    case 10: return sign + "." + digits(1 + Int(rng.next() % 10))
    default: return sign + digits(1 + Int(rng.next() % 3))
    }
  }

  static let separators = ["", " ", ",", " , ", "\n", "\t", "\r\n", "\u{0C}", ",,", "  ", " ,"]

  static let argumentCounts: [Character: Int] = [
    "M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0,
  ]

  /// A random path: commands with (mostly) the right number of arguments, implicit repeats, glued
  /// arc flags, random separators.
  /// With `clean`, the data is valid (short numbers, `0`/`1` flags, plain separators).
  static func path(_ rng: inout SplitMix64, commands: Int, clean: Bool = false) -> String {
    var text = ["M", "m", " M", "\n m "][Int(rng.next() % 4)] + "1 2"
    for _ in 0..<commands {
      let letter = Array("MLHVCSQTAZmlhvcsqtaz")[Int(rng.next() % 20)]
      text.append(letter)
      text += ["", " ", "\n"][Int(rng.next() % 3)]
      let count = argumentCounts[Character(letter.uppercased())]!
      guard count > 0 else { continue }
      for _ in 0..<(rng.next() % 5 == 0 ? 2 : 1) {
        for k in 0..<count {
          if clean {
            text += [" ", ",", "\n"][Int(rng.next() % 3)]
            text +=
              count == 7 && (k == 3 || k == 4)
              ? String(rng.next() % 2)
              : String(Int(rng.next() % 2000) - 1000) + "." + String(rng.next() % 100)
            continue
          }
          if k > 0 || rng.next() % 2 == 0 { text += separators[Int(rng.next() % UInt64(separators.count))] }
          if count == 7 && (k == 3 || k == 4) {
            text += ["0", "1", "0", "1", "2", "-1", "x", ""][Int(rng.next() % 8)]
          } else if count == 7 && (k == 0 || k == 1) && rng.next() % 3 == 0 {
            text += ["0", "1e-200", "1e155", "1e300", "3", "-5"][Int(rng.next() % 6)]
          } else {
            text += number(&rng)
          }
        }
      }
      if !clean && rng.next() % 40 == 0 {
        text += ["x", "é", "\0", "\u{0B}", ",", "-", ".", "e"][Int(rng.next() % 8)]
      }
    }
    return text
  }

  /// Parses `bytes` with the parser (fresh and into a path that already holds elements) and the
  /// reference, and expects the same result.
  static func expectAgrees(_ bytes: [UInt8], reuse: inout BezierPath, _ label: @autoclosure () -> String) {
    let expected = IndependentSVGPathDataReference.parse(bytes)
    let (path, error) = bytes.withUnsafeBufferPointer { SVGPathDataParser.parse($0) }
    let failure = bytes.withUnsafeBufferPointer { SVGPathDataParser.parse($0, into: &reuse) }
    let expectedError = expected.error.map { SVGPathDataError($0.kind, offset: $0.offset) }
    let expectedBits = expected.points.map { [$0.x.bitPattern, $0.y.bitPattern] }
    guard
      Array(path.verbs) == expected.verbs,
      path.points.map({ [$0.x.bitPattern, $0.y.bitPattern] }) == expectedBits,
      error == expectedError,
      reuse == path, failure?.kind == error?.kind, failure?.offset == error?.offset
    else {
      let text = label()
      #expect(Array(path.verbs) == expected.verbs, "\(text)")
      #expect(path.points.map { [$0.x.bitPattern, $0.y.bitPattern] } == expectedBits, "\(text)")
      #expect(error == expectedError, "\(text)")
      #expect(reuse == path && failure?.offset == error?.offset, "reused path: \(text)")
      return
    }
  }

  static func label(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.count <= 300
      ? text.debugDescription : "\(bytes.count) bytes: \(text.prefix(300).debugDescription)…"
  }

  @Test func randomPathsAndEveryPrefixMatchTheReference() {
    var rng = SplitMix64(seed: 0x5EED_0001)
    var reuse = BezierPath()
    for _ in 0..<400 {
      let bytes = Array(Self.path(&rng, commands: 1 + Int(rng.next() % 8)).utf8)
      // Every prefix: truncation at every byte, including inside numbers and flags.
      let step = bytes.count > 400 ? 1 + bytes.count / 200 : 1
      for end in stride(from: 0, through: bytes.count, by: step) {
        Self.expectAgrees(Array(bytes[..<end]), reuse: &reuse, Self.label(Array(bytes[..<end])))
      }
    }
  }

  @Test func mutatedPathsMatchTheReference() {
    var rng = SplitMix64(seed: 0x5EED_0002)
    var reuse = BezierPath()
    let interesting: [UInt8] = [
      0, 0x0B, 0x80, 0xC3, 0xFF, 0x2C, 0x2E, 0x2B, 0x2D, 0x65, 0x45, 0x20, 0x5A, 0x7A, 0x30, 0x31,
    ]
    for _ in 0..<6_000 {
      var bytes = Array(Self.path(&rng, commands: 1 + Int(rng.next() % 5)).utf8)
      for _ in 0..<(1 + Int(rng.next() % 3)) {
        let at = Int(rng.next() % UInt64(bytes.count + 1))
        let b =
          rng.next() % 2 == 0
          ? interesting[Int(rng.next() % UInt64(interesting.count))] : UInt8(truncatingIfNeeded: rng.next())
        switch rng.next() % 3 {
        case 0 where at < bytes.count: bytes[at] = b
        case 1 where at < bytes.count: bytes.remove(at: at)
        default: bytes.insert(b, at: at)
        }
      }
      Self.expectAgrees(bytes, reuse: &reuse, Self.label(bytes))
    }
  }

  /// Inputs of every length from 0 to 80 bytes whose last number ends on the last byte (the
  /// lexer's padding and its eight-byte loads), and around the stack-block size.
  @Test func everyShortLengthMatchesTheReference() {
    var rng = SplitMix64(seed: 0x5EED_0003)
    var reuse = BezierPath()
    let tails = [
      "", "1", "12345678", "1.5", "-.5e3", "1e", "9999999", "0.0000001", "1e400", "z", "a1 1 0 01", "c",
    ]
    for length in Array(0...80) + Array(480...520) {
      for tail in tails {
        for fill in ["1", " ", "-1", ".5", "l1 1", "h12345678"] {
          var text = "M0 0"
          while text.utf8.count + fill.utf8.count + tail.utf8.count <= length { text += fill }
          text += tail
          var bytes = Array(text.utf8)
          if bytes.count > length { bytes = Array(bytes.prefix(length)) }
          Self.expectAgrees(bytes, reuse: &reuse, Self.label(bytes))
        }
      }
      // And random bytes of that length from the path-data alphabet.
      let alphabet = Array("Mm0123456789.-+eE ,\tLlHhVvCcSsQqTtAaZz".utf8) + [0, 0xC3]
      for _ in 0..<20 {
        let bytes =
          [0x4D] + (0..<max(0, length - 1)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
        Self.expectAgrees(Array(bytes.prefix(length)), reuse: &reuse, Self.label(bytes))
      }
    }
  }

  /// Every `d` attribute of the corpus SVG files, whole and cut at every byte.
  @Test func corpusPathDataAndEveryPrefixMatchTheReference() throws {
    let root = PathDataTestSupport.corpusRoot
    let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".svg") }
    #expect(files.count > 500, "corpus missing at \(root.path)")
    var reuse = BezierPath()
    var attributes = 0
    for file in files {
      // (A few files are not UTF-8: their bytes are read as UTF-8 regardless.)
      let text = String(decoding: try Data(contentsOf: root.appendingPathComponent(file)), as: UTF8.self)
      for d in PathDataTestSupport.pathDataAttributes(ofSVG: text) {
        attributes += 1
        let bytes = Array(d.utf8)
        for end in 0...bytes.count {
          Self.expectAgrees(
            Array(bytes[..<end]), reuse: &reuse, "\(file): \(Self.label(Array(bytes[..<end])))")
        }
      }
    }
    #expect(attributes > 500)
  }

  /// Input around ``SVGPathDataParser/largeInput``, where the parser counts the numbers first.
  @Test func inputAroundTheLargeInputThresholdMatchesTheReference() {
    var rng = SplitMix64(seed: 0x5EED_0004)
    var reuse = BezierPath()
    let threshold = SVGPathDataParser.largeInput
    for delta in [-9, -1, 0, 1, 8] {
      var text = "M0 0"
      while text.utf8.count < threshold - 2_000 { text += " " + Self.path(&rng, commands: 8, clean: true) }
      var bytes = Array(text.utf8)
      // Fill to the length with a number (a long one where it must be).
      let rest = threshold + delta - bytes.count
      bytes += Array(" ".utf8) + Array(repeating: 0x37, count: max(0, rest - 1))
      bytes = Array(bytes.prefix(threshold + delta))
      Self.expectAgrees(bytes, reuse: &reuse, "\(bytes.count) bytes")
      // And truncated inside the last argument set.
      Self.expectAgrees(Array(bytes.dropLast(1 + Int(rng.next() % 20))), reuse: &reuse, "truncated")
    }
  }
}
