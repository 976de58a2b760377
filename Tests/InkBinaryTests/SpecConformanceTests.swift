import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkBinary

/// Files built by hand from `docs/ink-format.md` that the specification allows, read as it says.
@Suite struct SpecConformanceTests {
  /// A one-stroke file whose points record has `count` points and the given channels.
  static func file(count: Int, channels: [(id: Int, payload: [UInt8])]) -> [UInt8] {
    var p = ByteWriter()
    p.varint(count)
    for c in channels { p.field(c.id, c.payload) }
    var f = ByteWriter()
    f.field(InkBinaryLayout.StrokeField.points, p.bytes)
    return HostileInputTests.file(HostileInputTests.stroke(f.bytes))
  }

  /// A bit-pattern channel of two values: `q0`, then one residual `(m + b) × g` with `m = 1`,
  /// `b = 0` (zigzag 2: Rice parameter 0, then the bits 1 1 0).
  static func twoValues(q0: Int64, factor g: UInt64) -> [UInt8] {
    var c = ByteWriter()
    c.u8(ChannelMode.bitPattern.rawValue)
    c.u8(1)  // order
    c.zigzag(q0)
    c.varint(g)
    c.zigzag(0)  // bias
    c.varint(2)  // bit data length
    c.append([0b1100_0000, 0])
    return c.bytes
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
        Self.file(count: 2, channels: [(1, Self.twoValues(q0: c.q0, factor: c.g))]))
      let x = drawing.strokes[0].path.map { Int64(bitPattern: Double($0.location.x).bitPattern) }
      #expect(x == [c.q0, c.second], "factor \(c.g)")
    }
  }
}
