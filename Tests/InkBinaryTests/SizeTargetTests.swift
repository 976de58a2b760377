import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkBinary

/// Size targets on the real pen recordings of `../shared/corpus/` (sizes are deterministic).
///
/// Bytes per point count the whole file (header, stroke records, every channel) divided by the
/// number of control points. Targets: quantized at Jetpack Ink's precision ≤ 2.5 bytes per point;
/// lossless ≤ half of x, y, time and pressure as raw doubles, 16 bytes per point.
@Suite struct SizeTargetTests {
  static func bytesPerPoint(_ d: Drawing, quantized: Bool) throws -> Double {
    var options = InkBinaryEncodingOptions()
    if quantized { options.quantization = .jetpackInk }
    let bytes = try InkBinaryEncoder(options: options).encode(d)
    return Double(bytes.count) / Double(d.pointCount)
  }

  @Test func perfectFreehandLossless() throws {
    let d = try perfectFreehandDrawing()
    #expect(d.pointCount > 1000)
    let bpp = try Self.bytesPerPoint(d, quantized: false)
    #expect(bpp <= 16, "lossless perfect-freehand: \(bpp) bytes per point")
    #expect(
      DrawingDifference.first(
        between: d, and: try InkBinaryDecoder().decode(try InkBinaryEncoder().encode(d))) == nil)
  }

  @Test func perfectFreehandQuantized() throws {
    let d = try perfectFreehandDrawing()
    let bpp = try Self.bytesPerPoint(d, quantized: true)
    #expect(bpp <= 2.5, "quantized perfect-freehand: \(bpp) bytes per point")
  }

  @Test func wacomLossless() throws {
    let d = try wacomDrawing()
    #expect(d.pointCount == 880)
    let bpp = try Self.bytesPerPoint(d, quantized: false)
    #expect(bpp <= 16, "lossless wacom: \(bpp) bytes per point")
    #expect(
      DrawingDifference.first(
        between: d, and: try InkBinaryDecoder().decode(try InkBinaryEncoder().encode(d))) == nil)
  }

  @Test func wacomQuantized() throws {
    let d = try wacomDrawing()
    let bpp = try Self.bytesPerPoint(d, quantized: true)
    #expect(bpp <= 2.5, "quantized wacom: \(bpp) bytes per point")
  }
}
