import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkBinary

/// Byte-exact golden files for the parts of the layout the small vector of ``GoldenTests`` does not
/// reach (its varying channels are decimal with all-zero residuals after the bias: one Rice block
/// of parameter 0 each):
///
/// - `Fixtures/golden-rice.ink` (``riceDrawing``): lossless, one stroke of 40 points whose
///   integer streams are Rice-coded in two blocks (32 and 7 residuals) with nonzero parameters
///   and escaped values, in the decimal mode with and without a residual stream, the bit-pattern
///   mode with a common factor, and both predictor orders;
/// - `Fixtures/golden-quantized.ink` (``quantizedDrawing``): the quantized mode at Jetpack Ink's
///   precision, with values exactly half a step from the grid (rounded away from zero), a channel
///   on a coarser decimal grid, and constant channels stored exactly.
///
/// Each test encodes the drawing and compares the bytes with the file exactly, checks with
/// ``SpecReader`` (a reader written from the specification alone) that the file holds the layout
/// it is there for, and decodes the file back to the expected drawing.
///
/// To regenerate the files after a deliberate change of the encoder's output, run
/// `INK_REGENERATE_GOLDEN=1 swift test --filter InkBinaryTests.GoldenFileTests`: the tests then
/// write the files and fail (so that a run with the variable set never passes); review the
/// change (`interchange inspect` reads them), then run the tests again without the variable.
@Suite struct GoldenFileTests {
  /// One pen stroke of 40 points:
  ///
  /// - `location.x`: hundredths (`Double(q) / 100`), a step of about 1 with a jitter of up to
  ///   ±0.32 and a jump of 1000 after point 20 (an escaped residual);
  /// - `location.y`: `i² × 1.1 / 7.3`, not quite decimal: 12 digits and a residual stream;
  /// - `timeOffset`: 0.01 added up, almost decimal: 2 digits and a residual stream;
  /// - `force`: `i² / 1000`: constant second differences, the order-2 predictor;
  /// - `azimuth`: `i / 8`: bit patterns with the common factor 2⁴⁷.
  static let riceDrawing: Drawing = {
    var points: [StrokePoint] = []
    var t = 0.0
    var jitter: UInt64 = 12345
    for i in 0..<40 {
      jitter = jitter &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let q = Int64(100 * i) + Int64(jitter >> 58) - 32 + (i > 20 ? 100_000 : 0)
      points.append(
        StrokePoint(
          location: CGPoint(x: Double(q) / 100, y: Double(i * i) * 1.1 / 7.3), timeOffset: t,
          size: CGSize(width: 3, height: 3), opacity: 1, force: Double(i * i) / 1000,
          azimuth: Double(i) / 8, altitude: .pi / 4))
      t += 0.01
    }
    let stroke = Stroke(
      ink: Ink(.pen),
      path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 1000)),
      id: UUID(uuidString: "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0")!)
    return Drawing(strokes: [stroke])
  }()

  /// `x`, `y`: the box is 4096 wide (−2.5 to 4093.5), so the position step (1/4096 of the larger
  /// side) is 1, and 10.5, 11.5, −2.5, 3.5, −1.5, … lie exactly half a step from the grid.
  static let quantizedX: [Double] = [0, 10.5, 11.5, -2.5, 250.3, 1000.7, 2048.5, 3000.125, 4000.5, 4093.5]
  static let quantizedY: [Double] = [0, 3.5, -1.5, 7.25, 12.5, 100.1, -40.5, 33.75, 20, 0.5]
  /// Hundredths: every value within half a force step (1/8192) of the grid 0.01.
  static let quantizedForce: [Double] = [0.25, 0.37, 0.5, 0.61, 0.73, 0.8, 0.92, 1, 0.99, 0.5]

  /// One blue pencil stroke of 10 points: positions ``quantizedX``, ``quantizedY``; time 60 Hz
  /// (`i / 60`, on the 1 µs grid); force ``quantizedForce`` (on the coarser grid 0.01); azimuth
  /// `(2i² + 1) / 8192`, exactly half an angle step (1/4096) from the grid; a constant tip size
  /// 2.5 and altitude 1 (stored exactly).
  static let quantizedDrawing: Drawing = {
    let points = (0..<10).map { i in
      StrokePoint(
        location: CGPoint(x: quantizedX[i], y: quantizedY[i]), timeOffset: Double(i) / 60,
        size: CGSize(width: 2.5, height: 2.5), opacity: 1, force: quantizedForce[i],
        azimuth: Double(2 * i * i + 1) / 8192, altitude: 1)
    }
    return Drawing(strokes: [quantizedStroke(points)])
  }()

  static func quantizedStroke(_ points: [StrokePoint]) -> Stroke {
    Stroke(
      ink: Ink(.pencil, color: InkColor(red: 0, green: 0, blue: 1)),
      path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 2000)),
      id: UUID(uuidString: "A0B1C2D3-E4F5-0617-2839-4A5B6C7D8E9F")!)
  }

  /// The writer's 1 µs grid: the time step itself (no coarser decimal grid holds the times).
  static let microsecondGrid = 1e-6

  /// What ``quantizedDrawing`` reads back as: every varying value on its grid, ties rounded
  /// away from zero.
  static let quantizedExpected: Drawing = {
    let x: [Double] = [0, 11, 12, -3, 250, 1001, 2049, 3000, 4001, 4094]
    let y: [Double] = [0, 4, -2, 7, 13, 100, -41, 34, 20, 1]
    let micros: [Double] = [0, 16667, 33333, 50000, 66667, 83333, 100_000, 116_667, 133_333, 150_000]
    let hundredths: [Double] = [25, 37, 50, 61, 73, 80, 92, 100, 99, 50]
    let points = (0..<10).map { i in
      StrokePoint(
        location: CGPoint(x: x[i], y: y[i]), timeOffset: micros[i] * microsecondGrid,
        size: CGSize(width: 2.5, height: 2.5), opacity: 1, force: hundredths[i] * (1.0 / 10 / 10),
        azimuth: Double(i * i + 1) * (1.0 / 4096), altitude: 1)
    }
    return Drawing(strokes: [quantizedStroke(points)])
  }()

  /// Compares `bytes` with the golden file `name` exactly, or writes the file when
  /// `INK_REGENERATE_GOLDEN` is set (and records an issue, so that such a run fails).
  static func expectGolden(_ bytes: [UInt8], _ name: String) throws -> [UInt8] {
    let fixtures = try TestFixtures()
    if let flag = ProcessInfo.processInfo.environment["INK_REGENERATE_GOLDEN"], !flag.isEmpty {
      let url = fixtures.fixtureDirectory().appendingPathComponent(name)
      try Data(bytes).write(to: url)
      Issue.record(
        "regenerated \(url.path) (\(bytes.count) bytes): review it, then run without INK_REGENERATE_GOLDEN")
      return bytes
    }
    let golden = try fixtures.fixtureBytes(name)
    #expect(bytes.count == golden.count, "\(name)")
    #expect(GoldenTests.hex(bytes) == GoldenTests.hex(golden), "\(name)")
    return golden
  }

  /// A channel's layout in one line: id, mode, and per stream the predictor order, the Rice
  /// parameter of each block and the escaped values.
  static func summary(_ channel: SpecReader.ChannelLayout) -> String {
    "\(channel.id): mode \(channel.mode)"
      + channel.streams.map { " [order \($0.order), k \($0.riceParameters), escapes \($0.escapes)]" }.joined()
  }

  @Test func riceLayoutBytes() throws {
    let golden = try Self.expectGolden(try InkBinaryEncoder().encode(Self.riceDrawing), "golden-rice.ink")
    let (read, channels) = try SpecReader.layout(golden)
    // Every varying channel Rice-coded in two blocks, with nonzero parameters and escapes; the
    // decimal mode with (y, time) and without (x) residuals, bit patterns (azimuth), orders 1, 2.
    #expect(
      channels.map(Self.summary) == [
        "1: mode 1 [order 1, k [11, 5], escapes 1]",
        "2: mode 1 [order 2, k [32, 0], escapes 1] [order 1, k [10, 4], escapes 0]",
        "3: mode 1 [order 1, k [0, 0], escapes 0] [order 1, k [0, 0], escapes 0]",
        "7: mode 1 [order 2, k [0, 0], escapes 0]",
        "8: mode 2 [order 2, k [12, 0], escapes 0]",
      ])
    #expect(channels.map(\.digits) == [2, 12, 2, 3, nil])
    #expect(channels.last?.streams.first?.factor == 1 << 47)
    #expect(DrawingDifference.first(between: Self.riceDrawing, and: read) == nil)
    let decoded = try InkBinaryDecoder().decode(golden)
    #expect(DrawingDifference.first(between: Self.riceDrawing, and: decoded) == nil)
  }

  @Test func quantizedBytes() throws {
    var options = InkBinaryEncodingOptions()
    options.quantization = .jetpackInk
    let bytes = try InkBinaryEncoder(options: options).encode(Self.quantizedDrawing)
    let golden = try Self.expectGolden(bytes, "golden-quantized.ink")
    let (read, channels) = try SpecReader.layout(golden)
    // Varying channels quantized (mode 3) on their steps, constant ones exact (mode 4).
    #expect(channels.map(\.id) == [1, 2, 3, 4, 5, 7, 8, 9])
    #expect(channels.map(\.mode) == [3, 3, 3, 4, 4, 3, 3, 4])
    #expect(channels.map(\.step) == [1, 1, Self.microsecondGrid, nil, nil, 0.01, 1.0 / 4096, nil])
    #expect(DrawingDifference.first(between: Self.quantizedExpected, and: read) == nil)
    let decoded = try InkBinaryDecoder().decode(golden)
    #expect(DrawingDifference.first(between: Self.quantizedExpected, and: decoded) == nil)
    // Every value within half its step of the original.
    let steps = [1.0, 1.0, 1e-6, 0, 0, 0, 1.0 / 4096, 1.0 / 4096, 0]
    for (original, back) in zip(Self.quantizedDrawing.strokes[0].path, decoded.strokes[0].path) {
      let pairs = [
        (original.location.x, back.location.x), (original.location.y, back.location.y),
        (original.timeOffset, back.timeOffset), (original.size.width, back.size.width),
        (original.size.height, back.size.height), (original.opacity, back.opacity),
        (original.force, back.force), (original.azimuth, back.azimuth), (original.altitude, back.altitude),
      ]
      for ((a, b), step) in zip(pairs, steps) { #expect(abs(a - b) <= step / 2 * (1 + 1e-12)) }
    }
  }
}
