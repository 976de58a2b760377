import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

/// Hostile input is handled in bounded time and memory, and never puts NaN or infinity into a path.
@Suite struct SVGPathDataHostileInputTests {
  @Test func tenMegabytesOfDigitsIsOneNumberOutOfRange() {
    let d = "M" + String(repeating: "1", count: 10_000_000) + " 2"
    let (path, error) = BezierPath.parsingSVGPathData(d)
    #expect(path.isEmpty)
    #expect(error?.kind == .numberOutOfRange && error?.offset == 1)
  }

  @Test func aMegabyteOfFractionDigitsIsAFiniteNumber() throws {
    let d = "M0." + String(repeating: "3", count: 1_000_000) + " 2"
    let path = try BezierPath(svgPathData: d)
    #expect(path.points == [SIMD2(1.0 / 3.0, 2)])
  }

  @Test func hugeExponentsAreBounded() throws {
    #expect(BezierPath.parsingSVGPathData("M1e999 0").error?.kind == .numberOutOfRange)
    #expect(
      BezierPath.parsingSVGPathData("M1e" + String(repeating: "9", count: 100_000) + " 0").error?.kind
        == .numberOutOfRange)
    let tiny = try BezierPath(svgPathData: "M1e-" + String(repeating: "9", count: 100_000) + " 0")
    #expect(tiny.points == [SIMD2(0, 0)])
  }

  /// A long mantissa moves the decimal point as far as a long exponent: their sum decides the
  /// value, however many digits each has (an exponent's digits were read only while it was below
  /// 100 000, so 1 000 005 after a million zeros was read as 100 000: 0 instead of 10 000, and an
  /// overflow instead of 1).
  @Test func longMantissasBalanceLongExponents() throws {
    let zeros = String(repeating: "0", count: 1_000_000)
    let small = try BezierPath(svgPathData: "M0." + zeros + "1e1000005 0")
    #expect(small.points == [SIMD2(10_000, 0)])
    let large = try BezierPath(svgPathData: "M1" + zeros + "00000e-1000005,-0." + zeros + "25E+1000001")
    #expect(large.points == [SIMD2(1, -2.5)])
    let bytes = Array(("0." + zeros + "1e1000005").utf8)
    #expect(bytes.withUnsafeBufferPointer { DecimalNumber.parseValidated($0) } == 10_000)
  }

  @Test func notANumberTextIsRejected() {
    for d in ["M NaN 0", "M nan 0", "M 0 Infinity", "M 0 -inf", "M 0x10 0"] {
      let error = BezierPath.parsingSVGPathData(d).error
      #expect(error != nil, "\(d)")
    }
  }

  @Test func aMillionCommands() throws {
    let d = "M0 0" + String(repeating: "h1", count: 1_000_000)
    let path = try BezierPath(svgPathData: d)
    #expect(path.elementCount == 1_000_001)
    #expect(path.points.last == SIMD2(1_000_000, 0))
  }

  @Test func manyArcs() throws {
    let d = "M0 0" + String(repeating: "a1 1 0 1 1 1 0", count: 20_000)
    let path = try BezierPath(svgPathData: d)
    #expect(path.isFinite)
    #expect(path.points.last == SIMD2(20_000, 0))
  }

  @Test func overflowingCoordinatesNeverEnterThePath() {
    var rng = SplitMix64(seed: 9)
    let commands = Array("MmLlHhVvCcSsQqTtAaZz")
    for _ in 0..<2000 {
      var d = "M0 0"
      for _ in 0..<8 {
        d.append(commands[Int(rng.next() % UInt64(commands.count))])
        for _ in 0..<7 {
          let big = ["1e308", "-1.7e308", "1.7976931348623157e308", "1", "0", "1e-320"]
          d += " " + big[Int(rng.next() % UInt64(big.count))]
        }
      }
      let (path, _) = BezierPath.parsingSVGPathData(d)
      #expect(path.isFinite, "\(d)")
    }
  }

  @Test func randomBytesNeverCrash() {
    var rng = SplitMix64(seed: 10)
    let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.,+-eE \t\n#".utf8)
    for _ in 0..<3000 {
      var bytes: [UInt8] = [UInt8(ascii: "M")]
      for _ in 0..<Int(rng.next() % 60) {
        bytes.append(
          rng.next() % 8 == 0
            ? UInt8(truncatingIfNeeded: rng.next()) : alphabet[Int(rng.next() % UInt64(alphabet.count))])
      }
      let (path, error) = bytes.withUnsafeBufferPointer { BezierPath.parsingSVGPathData(utf8: $0) }
      #expect(path.isFinite)
      if let error { #expect(error.offset >= 0 && error.offset <= bytes.count) }
      // What parsed without error round-trips through the writer.
      if error == nil {
        let back = try? BezierPath(svgPathData: path.svgPathData)
        #expect(back == path)
      }
    }
  }
}

/// The parser against the reference implementation it replaced, on random strings from the
/// path-data alphabet (with junk, NUL and truncation): the same elements bit for bit, the same
/// error kind and offset.
@Suite struct SVGPathDataDifferentialTests {
  static let pieces: [String] = [
    "M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t", "A", "a", "Z", "z",
    "0", "1", "7", "12", "345", "12345678", "123456789", "0.5", ".5", "5.", "-", "+", ".", "e", "E",
    "e+", "e-3", "1e999", "1e-999", " ", "  ", ",", ", ", "\t", "\n", "\r", "\u{0C}", "\u{0B}", "\0",
    "x", "é", "-.", "1.2.3", "00001", "-0", "99999999999999999999", "0.000000001",
  ]

  @Test func sameResultAsTheReferenceParser() {
    var rng = SplitMix64(seed: 11)
    for round in 0..<12_000 {
      var text = ["", "M", "M1 2", "m-1.5.5 ", "M0,0C"][round % 5]
      for _ in 0..<Int(rng.next() % 24) {
        text += Self.pieces[Int(rng.next() % UInt64(Self.pieces.count))]
      }
      Self.expectAgreesWithReference(text)
    }
  }

  /// Input around the size where the parser stops using its fixed stack blocks (496 bytes), with
  /// more points (arcs, short lines) or verbs (`z`) than those blocks hold.
  @Test func scratchBoundariesMatchTheReferenceParser() {
    let units = ["z", "h1", "l1-1", "a1 1 0 1 1 0 1", "c1 2 3 4 5 6", " ", "M1.5.5"]
    for unit in units {
      for count in [1, 2, 60, 100, 400, 480, 494, 495, 496, 497, 498, 512, 600, 1100, 2500] {
        var text = "M0 0"
        while text.utf8.count + unit.utf8.count <= count { text += unit }
        while text.utf8.count < count { text += " " }
        let bytes = Array(text.utf8)
        let (path, error) = bytes.withUnsafeBufferPointer { SVGPathDataParser.parse($0) }
        let (expectedPath, expectedError) = bytes.withUnsafeBufferPointer {
          ReferenceSVGPathDataParser.parse($0)
        }
        #expect(path == expectedPath, "\(unit) × \(count) bytes")
        #expect(error == expectedError, "\(unit) × \(count) bytes")
      }
    }
  }

  /// Arcs, whose arguments are checked differently (three numbers, two flags, two numbers), with
  /// every kind of bad argument in every position.
  @Test func arcsMatchTheReferenceParser() {
    let arguments: [String] = [
      "0", "1", "25", "-3.5", ".5", "1e999", "-1e999", "1.7e308", "x", "", "-", ",", "01", "10", "1e2",
    ]
    var rng = SplitMix64(seed: 12)
    for round in 0..<6_000 {
      var text = ["M1 2A", "m-1e308 0a", "M0,0 a", "M5 5 A"][round % 4]
      for _ in 0..<(1 + Int(rng.next() % 9)) {
        text += arguments[Int(rng.next() % UInt64(arguments.count))]
        text += ["", " ", ",", " , "][Int(rng.next() % 4)]
      }
      Self.expectAgreesWithReference(text)
    }
  }

  /// Parses `text` with the parser and the reference copy and expects the same elements, the same
  /// coordinates bit for bit and the same error.
  static func expectAgreesWithReference(_ text: String) {
    expectAgreesWithReference(Array(text.utf8), text.debugDescription)
  }

  /// The same for bytes, with `label` in the failure messages.
  static func expectAgreesWithReference(_ bytes: [UInt8], _ label: String) {
    let (path, error) = bytes.withUnsafeBufferPointer { SVGPathDataParser.parse($0) }
    let (expectedPath, expectedError) = bytes.withUnsafeBufferPointer {
      ReferenceSVGPathDataParser.parse($0)
    }
    #expect(path.verbs == expectedPath.verbs, "\(label)")
    #expect(
      path.points.map { [$0.x.bitPattern, $0.y.bitPattern] }
        == expectedPath.points.map { [$0.x.bitPattern, $0.y.bitPattern] }, "\(label)")
    #expect(error == expectedError, "\(label)")
  }
}
