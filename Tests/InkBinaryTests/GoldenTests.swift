import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkBinary

/// The test vectors printed in `docs/ink-format.md`: a small drawing's exact bytes.
@Suite struct GoldenTests {
  /// Two strokes: a red marker stroke of three points with a translation and a seed, and a
  /// one-point stroke with a custom ink.
  static let drawing: Drawing = {
    let points = [
      StrokePoint(
        location: CGPoint(x: 0, y: 0), timeOffset: 0, size: CGSize(width: 3, height: 3), opacity: 1,
        force: 0.5, azimuth: 0, altitude: .pi / 4),
      StrokePoint(
        location: CGPoint(x: 1.5, y: 2.25), timeOffset: 0.01, size: CGSize(width: 3, height: 3),
        opacity: 1, force: 0.75, azimuth: 0, altitude: .pi / 4),
      StrokePoint(
        location: CGPoint(x: 3, y: 4.5), timeOffset: 0.02, size: CGSize(width: 3, height: 3), opacity: 1,
        force: 1, azimuth: 0, altitude: .pi / 4),
    ]
    let first = Stroke(
      ink: Ink(.marker, color: InkColor(red: 1, green: 0, blue: 0)),
      path: StrokePath(
        controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 700_000_000.5)),
      transform: AffineTransform2D(translationX: 10, y: 20), randomSeed: 42,
      id: UUID(uuidString: "00112233-4455-6677-8899-AABBCCDDEEFF")!)
    let second = Stroke(
      ink: Ink(.custom("glitter")),
      path: StrokePath(
        controlPoints: [.pen(at: CGPoint(x: -1, y: 0.125))],
        creationDate: Date(timeIntervalSinceReferenceDate: 0)),
      id: UUID(uuidString: "FFEEDDCC-BBAA-9988-7766-554433221100")!)
    return Drawing(strokes: [first, second])
  }()

  static func hex(_ bytes: [UInt8]) -> String {
    stride(from: 0, to: bytes.count, by: 16).map { start in
      bytes[start..<min(start + 16, bytes.count)].map { b in
        let s = String(b, radix: 16)
        return s.count == 1 ? "0" + s : s
      }.joined(separator: " ")
    }.joined(separator: "\n")
  }

  /// The file, 16 bytes a line (also in `docs/ink-format.md`, "Test vectors").
  static let lossless = """
    89 49 4e 4b 0d 0a 1a 0a 01 00 00 00 c2 00 00 00
    00 00 00 00 de ce 04 af 01 8a 01 01 01 02 03 04
    ff 00 00 ff 04 30 00 00 00 00 00 00 f0 3f 00 00
    00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
    00 00 00 00 f0 3f 00 00 00 00 00 00 24 40 00 00
    00 00 00 00 34 40 06 01 2a 07 10 00 11 22 33 44
    55 66 77 88 99 aa bb cc dd ee ff 08 08 00 00 40
    80 93 dc c4 41 09 2e 03 01 09 01 01 00 01 00 0f
    02 01 00 02 0a 01 02 00 01 00 e1 01 02 01 00 03
    09 01 02 00 01 00 01 02 01 00 07 09 01 02 00 01
    64 19 02 01 00 01 33 02 07 67 6c 69 74 74 65 72
    07 10 ff ee dd cc bb aa 99 88 77 66 55 44 33 22
    11 00 08 08 00 00 00 00 00 00 00 00 09 0c 01 01
    03 04 00 01 02 04 04 03 fa 01
    """

  @Test func losslessBytes() throws {
    let bytes = try InkBinaryEncoder().encode(Self.drawing)
    #expect(Self.hex(bytes) == Self.lossless)
    #expect(DrawingDifference.first(between: Self.drawing, and: try InkBinaryDecoder().decode(bytes)) == nil)
  }
}

extension GoldenTests {
  /// The vector decodes to the drawing, and parts of it sit where the documentation says.
  @Test func vectorLayout() throws {
    let bytes = try InkBinaryEncoder().encode(Self.drawing)
    #expect(Array(bytes[0..<8]) == [0x89, 0x49, 0x4E, 0x4B, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(bytes[8] == 1 && bytes[9] == 0)
    #expect(Int(bytes[12]) + 24 == bytes.count)
    // The first stroke: field 1, then its built-in ink index 2 (marker) and an 8-bit colour.
    #expect(
      Array(bytes[24..<36]) == [0x01, 0x8A, 0x01, 0x01, 0x01, 0x02, 0x03, 0x04, 0xFF, 0x00, 0x00, 0xFF])
    let hex = Self.lossless.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { UInt8($0, radix: 16)! }
    #expect(DrawingDifference.first(between: Self.drawing, and: try InkBinaryDecoder().decode(hex)) == nil)
  }
}

extension GoldenTests {
  /// `docs/ink-format.md` prints the same bytes.
  @Test func documentationShowsTheVector() throws {
    let url = try TestFixtures().packageRoot.appendingPathComponent("docs/ink-format.md")
    let doc = try #require(FileManager.default.contents(atPath: url.path))
    #expect(String(decoding: doc, as: UTF8.self).contains(Self.lossless))
  }
}
