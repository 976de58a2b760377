import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

/// Path data from ``SVGPathDataParser/largeInput`` bytes on, where the parser counts the numbers
/// first and writes the elements straight into the new path's arrays (or into one scratch buffer
/// for a path that already has storage), falling back to a growing scratch when arcs produce more
/// points than the count's guess.
@Suite struct SVGPathDataLargeInputTests {
  /// `unit` repeated after `M0 0` to just past the threshold, then `tail`.
  static func largeText(_ unit: String, tail: String = "") -> [UInt8] {
    var bytes = Array("M0 0".utf8)
    let unitBytes = Array(unit.utf8)
    while bytes.count < SVGPathDataParser.largeInput + 100 { bytes += unitBytes }
    return bytes + Array(tail.utf8)
  }

  /// Parses `bytes` with the parser and the reference copy and expects the same result.
  static func expectAgreesWithReference(_ bytes: [UInt8], _ label: String) {
    SVGPathDataDifferentialTests.expectAgreesWithReference(bytes, label)
  }

  /// Units that fit the count's guess (lines, cubics, H/V, quarter arcs, closes, greedy numbers,
  /// glued arc flags) and units that do not (half-circle arcs: 12 points from 7 numbers).
  static let units = [
    " z", "h1", "l1-1", "c1 2 3 4 5 6", "M1.5.5", "a2 2 0 0 1 2-2", "a2,2,0,01.5.5",
    "a1 1 0 1 1 0 1", "A9 9 0 1 0 3 4", "q1 1 2 0t2 0", "s1 1 2 0z", "  ",
  ]

  @Test(arguments: units)
  func largeInputMatchesTheReferenceParser(unit: String) {
    let text = Self.largeText(unit)
    #expect(text.count >= SVGPathDataParser.largeInput)
    Self.expectAgreesWithReference(text, unit)
  }

  /// Random mixtures of every command with random numbers (greedy forms, exponents, arcs of every
  /// size), every third ending in an error, past the threshold.
  @Test func randomLargeInputMatchesTheReferenceParser() {
    var rng = SplitMix64(seed: 31)
    func number() -> String {
      let forms = ["1", "-2.5", ".5", "7.", "1e2", "-3e-1", "12345.678", "0", "+4"]
      return forms[Int(rng.next() % UInt64(forms.count))]
    }
    let separators = [" ", ",", " , ", "\n"]
    for round in 0..<12 {
      var text = "M0 0"
      while text.utf8.count < SVGPathDataParser.largeInput + 1000 {
        let command = Array("MmLlHhVvCcSsQqTtAaZz")[Int(rng.next() % 20)]
        text.append(command)
        let arguments: Int
        switch command {
        case "H", "h", "V", "v": arguments = 1
        case "M", "m", "L", "l", "T", "t": arguments = 2
        case "S", "s", "Q", "q": arguments = 4
        case "C", "c": arguments = 6
        case "A", "a": arguments = 7
        default: arguments = 0
        }
        for k in 0..<arguments {
          if k > 0 { text += separators[Int(rng.next() % UInt64(separators.count))] }
          if (command == "A" || command == "a") && (k == 3 || k == 4) {
            text += rng.next() % 2 == 0 ? "0" : "1"
          } else if (command == "A" || command == "a") && k == 2 {
            text += ["0", "30", "-45"][Int(rng.next() % 3)]
          } else {
            text += number()
          }
        }
        text += " "
      }
      if round % 3 == 2 { text += "L1,x" }
      Self.expectAgreesWithReference(Array(text.utf8), "round \(round)")
      let (path, error) = BezierPath.parsingSVGPathData(text)
      #expect((error != nil) == (round % 3 == 2), "round \(round)")
      #expect(path.elementCount > 10_000, "round \(round)")
    }
  }

  /// An error at the end or in the middle keeps every complete segment before it, with the
  /// offset of the error.
  @Test(arguments: ["l1-1", "a1 1 0 1 1 0 1", "c1 2 3 4 5 6"])
  func errorsInLargeInputMatchTheReferenceParser(unit: String) {
    Self.expectAgreesWithReference(Self.largeText(unit, tail: "l1x"), unit + " then an error")
    var middle = Self.largeText(unit)
    middle.insert(contentsOf: Array("L1 2 3".utf8), at: middle.count / 2 - middle.count / 2 % unit.utf8.count)
    Self.expectAgreesWithReference(middle + Array(unit.utf8), unit + " with an error in the middle")
  }

  /// A path that already has storage (the scratch route) and a fresh one (the direct route) read
  /// the same elements; and reuse keeps working after a large input.
  @Test func reusedPathsReadLargeInputLikeFreshOnes() throws {
    for unit in ["l1-1", "a1 1 0 1 1 0 1", "h1"] {
      let text = Self.largeText(unit)
      let fresh = text.withUnsafeBufferPointer { BezierPath.parsingSVGPathData(utf8: $0) }
      #expect(fresh.error == nil)
      var reused = try BezierPath(svgPathData: "M0 0 L1 1 C1 2 3 4 5 6")
      let error = text.withUnsafeBufferPointer { reused.replaceContentsLeniently(withSVGPathDataUTF8: $0) }
      #expect(error == nil)
      #expect(reused == fresh.path, "\(unit)")
      #expect(reused.replaceContentsLeniently(withSVGPathData: "M1 2h3") == nil)
      #expect(reused == (try BezierPath(svgPathData: "M1 2h3")), "\(unit)")
    }
  }

  /// White space does not make the parser reserve storage: the count finds one number pair.
  @Test func largeBlankInputReservesLittle() throws {
    let text = "M1 2" + String(repeating: " ", count: 2_000_000) + "L3 4"
    let path = try BezierPath(svgPathData: text)
    #expect(path.points == [SIMD2(1, 2), SIMD2(3, 4)])
    #expect(path.points.capacity < 64)
    #expect(path.verbs.capacity < 64)
  }

  /// The word-at-a-time count equals a byte-at-a-time one on random bytes (digits and the bytes
  /// beside them, letters in both cases, bytes above 0x7F), across word boundaries, and it is at
  /// least the number of numbers the parser reads.
  @Test func numberCountMatchesAByteAtATimeCount() {
    let alphabet: [UInt8] =
      Array("0123456789/:.-+eEzZaAyY ,\t".utf8) + [0xB0, 0xB9, 0xBA, 0xFA, 0xE1, 0x80, 0xFF, 0x7F]
    var rng = SplitMix64(seed: 21)
    for round in 0..<3_000 {
      let count = 1 + Int(rng.next() % 70)
      var bytes = (0..<count).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
      if round % 3 == 0 { bytes = bytes.map { $0 & 0x7F == 0x7F ? 0x31 : $0 } }
      let padded = bytes + Array(repeating: 0, count: 16)
      let counted = padded.withUnsafeBufferPointer { SVGPathDataParser.countNumbers($0.baseAddress!, count) }
      var runs = 0
      var closes = 0
      var arcs = false
      var previousDigit = false
      for c in bytes {
        let digit = c >= 0x30 && c <= 0x39
        if digit && !previousDigit { runs += 1 }
        previousDigit = digit
        if c == 0x7A || c == 0x5A { closes += 1 }
        if c == 0x61 || c == 0x41 { arcs = true }
      }
      #expect(counted.runs == runs, "\(bytes)")
      #expect(counted.closes == closes, "\(bytes)")
      #expect(counted.arcs == arcs, "\(bytes)")
    }
    // At least one per number, greedy splits included.
    for (text, numbers) in [("M1.5.5.5", 4), ("M1e5-2e-3", 2), ("h-.5-.5", 2), ("M12345678 87654321 1", 3)] {
      let bytes = Array(text.utf8) + Array(repeating: 0, count: 16)
      let counted = bytes.withUnsafeBufferPointer {
        SVGPathDataParser.countNumbers($0.baseAddress!, text.utf8.count)
      }
      #expect(counted.runs >= numbers, "\(text)")
    }
  }
}
