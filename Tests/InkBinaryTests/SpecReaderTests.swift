import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkBinary

/// The encoder and decoder against ``SpecReader``, a reader written from `docs/ink-format.md`
/// alone. The golden vector pins the bytes of one small drawing (decimal channels with all-zero
/// residuals), and ``GoldenFileTests`` those of a Rice-coded and a quantized drawing; these pin
/// the rest of the layout (Rice codes and their escapes, predictor orders, biases, blocks, bit
/// patterns, residual streams, quantized channels, padding, masks and 64-bit colours) to the
/// specification for random drawings, so that a change made to the writer and the reader
/// together, and not to the document, fails.
@Suite struct SpecReaderTests {
  static func drawing(seed: UInt64) -> Drawing {
    var g = RandomDrawingGenerator.forBinary(seed: seed)
    g.pointCount = 0...120
    var d = g.drawing()
    if seed % 4 == 0 {
      // Long strokes: candidates compared on a prefix, many Rice blocks, padding.
      d.strokes.append(g.binaryStroke(count: 700))
      d.strokes.append(
        Stroke(
          ink: Ink(.pen),
          path: StrokePath(
            controlPoints: [StrokePoint](repeating: .pen(at: .zero), count: 1000),
            creationDate: Date(timeIntervalSinceReferenceDate: 0))))
    }
    return d
  }

  @Test(arguments: 0..<48)
  func encoderOutputReadsAsTheSpecificationSays(seed: Int) throws {
    let d = Self.drawing(seed: 7000 + UInt64(seed))
    let lossless = try InkBinaryEncoder().encode(d)
    let reference = try SpecReader.read(lossless)
    // (The mask comes back with an explicit start, as the format says.)
    #expect(reference.isBitwiseEqual(to: try InkBinaryDecoder().decode(lossless)), "seed \(seed)")
    #expect(DrawingDifference.first(between: d, and: reference) == nil, "seed \(seed)")

    var options = InkBinaryEncodingOptions()
    options.quantization =
      seed % 2 == 0 ? .jetpackInk : try InkBinaryQuantization(specification: "position=1/7")
    let quantized = try InkBinaryEncoder(options: options).encode(d)
    let quantizedReference = try SpecReader.read(quantized)
    #expect(quantizedReference.isBitwiseEqual(to: try InkBinaryDecoder().decode(quantized)), "seed \(seed)")
  }

  /// Damaged content behind a valid checksum: both readers refuse it, or both read the same drawing.
  @Test(arguments: 0..<6)
  func decoderAgreesWithTheSpecificationOnDamagedFiles(round: Int) throws {
    var rng = SplitMix64(seed: 9000 + UInt64(round))
    var g = RandomDrawingGenerator.forBinary(seed: 77 + UInt64(round))
    g.pointCount = 0...60
    let content = Array(try InkBinaryEncoder().encode(g.drawing())[InkBinaryLayout.headerSize...])
    for attempt in 0..<1500 {
      var c = content
      let at = Int.random(in: 0..<c.count, using: &rng)
      switch Int.random(in: 0...3, using: &rng) {
      case 0: c[at] = UInt8.random(in: 0...255, using: &rng)
      case 1: c[at] ^= 1 << UInt8.random(in: 0...7, using: &rng)
      case 2:
        c.insert(
          contentsOf: (0..<Int.random(in: 1...4, using: &rng)).map { _ in
            UInt8.random(in: 0...255, using: &rng)
          }, at: at)
      default: c[at] = [0x00, 0x01, 0x7F, 0x80, 0xFF].randomElement(using: &rng)!
      }
      let bytes = HostileInputTests.file(c)
      let decoded: Result<Drawing, InkBinaryDecodingError> = Result { () throws(InkBinaryDecodingError) in
        try InkBinaryDecoder().decode(bytes)
      }
      let reference = Result { () throws(SpecReader.Refusal) in try SpecReader.read(bytes) }
      switch (decoded, reference) {
      case (.success(let a), .success(let b)):
        #expect(a.isBitwiseEqual(to: b), "round \(round), attempt \(attempt): the readers differ")
      case (.failure, .failure):
        break
      case (.success, .failure(let refusal)):
        Issue.record(
          "round \(round), attempt \(attempt): decoded, but the specification refuses it: \(refusal)")
      case (.failure(let error), .success):
        Issue.record("round \(round), attempt \(attempt): refused, but the specification reads it: \(error)")
      }
    }
  }
}
