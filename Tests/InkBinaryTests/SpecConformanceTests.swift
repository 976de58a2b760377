import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkBinary

/// Files built by hand from `docs/ink-format.md` that the specification allows, read as it says.
@Suite struct SpecConformanceTests {
  /// A bit-pattern channel of two values: `q0`, then one residual `(m + b) × g` with `m = 1`,
  /// `b = 0` (zigzag 2: Rice parameter 0, then the bits 1 1 0).
  static func twoValues(q0: Int64, factor g: UInt64) -> [UInt8] {
    HostileInputTests.bitPatternChannel(q0: q0, factor: g, riceData: [0b1100_0000, 0])
  }

  /// "r = (m + b) × g", all arithmetic modulo 2^64: the common factor is any varint. Factors
  /// above 2^63 − 1 were refused as "too large" (a writer may pick 2^63 for residuals of ±2^63:
  /// here 0.0 then −0.0).
  @Test func everyCommonFactorIsReadModulo2To64() throws {
    let cases: [(q0: Int64, g: UInt64, second: Int64)] = [
      (0, 1 << 63, .min),  // 0.0, then -0.0: the residual 2^63 × 1.
      (5, .max, 4),  // (2^64 − 1) × 1 = −1 modulo 2^64.
      (7, (1 << 63) + 1, 7 &+ .min &+ 1),
    ]
    for c in cases {
      let drawing = try InkBinaryDecoder().decode(
        HostileInputTests.file(points: 2, channels: [(1, Self.twoValues(q0: c.q0, factor: c.g))]))
      let x = drawing.strokes[0].path.map { Int64(bitPattern: Double($0.location.x).bitPattern) }
      #expect(x == [c.q0, c.second], "factor \(c.g)")
    }
  }
}

extension SpecConformanceTests {
  /// What `docs/ink-format.md` lets a reader accept: varints longer than they need (within 10
  /// bytes), bits and bytes after the last Rice value, padding and unknown channels in a stroke
  /// without points, and a built-in ink's name in the custom-ink field.
  @Test func documentedLatitude() throws {
    // x = 0, 1 as a bit-pattern stream whose varints take extra bytes, whose padding bits are
    // set and whose bit data has a spare byte: order 1, q0 = 0 (80 00), g = 1 (81 80 00), bias 0,
    // 2 bytes: k = 0, then zigzag(1) = 2 as 1 1 0, then padding bits 1.
    let x: [UInt8] = [2, 1, 0x80, 0x00, 0x81, 0x80, 0x00, 0, 2, 0b1100_0000, 0xFE]
    let two = try InkBinaryDecoder().decode(HostileInputTests.file(points: 2, channels: [(1, x)]))
    #expect(two.strokes[0].path.map { Double($0.location.x).bitPattern } == [0, 1])

    let empty = try InkBinaryDecoder().decode(
      HostileInputTests.file(points: 0, channels: [(0, [1, 2]), (40, [3])]))
    #expect(empty.strokes[0].path.isEmpty)
    #expect(throws: InkBinaryDecodingError.self) {
      try InkBinaryDecoder().decode(HostileInputTests.file(points: 0, channels: [(1, [4, 0, 0])]))
    }

    var f = ByteWriter()
    f.field(InkBinaryLayout.StrokeField.customInk, Array("marker".utf8))
    let marker = try InkBinaryDecoder().decode(HostileInputTests.file(HostileInputTests.stroke(f.bytes)))
    #expect(marker.strokes[0].ink.inkType == .marker)
  }
}
