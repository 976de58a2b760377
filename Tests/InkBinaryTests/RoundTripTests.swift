import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkBinary

@Suite struct RoundTripTests {
  func roundTrip(_ drawing: Drawing, options: InkBinaryEncodingOptions = .init()) throws -> Drawing {
    let bytes = try InkBinaryEncoder(options: options).encode(drawing)
    return try InkBinaryDecoder().decode(bytes)
  }

  @Test func emptyDrawing() throws {
    let back = try roundTrip(Drawing())
    #expect(back.strokes.isEmpty)
  }

  @Test func emptyStroke() throws {
    let s = Stroke(
      ink: Ink(.marker),
      path: StrokePath(controlPoints: [], creationDate: Date(timeIntervalSinceReferenceDate: 5)))
    let d = Drawing(strokes: [s])
    #expect(DrawingDifference.first(between: d, and: try roundTrip(d)) == nil)
  }

  /// Fuzz finding 8: a mask that starts with a close came back from JSON with a move first.
  @Test func maskStartingWithADrawingElementReadsBackWithAnExplicitStart() throws {
    let mask = BezierPath(elements: [.closeSubpath, .line(to: CGPoint(x: 1, y: 2))])
    var s = Stroke(
      ink: Ink(.pen),
      path: StrokePath(
        controlPoints: [.pen(at: .zero)], creationDate: Date(timeIntervalSinceReferenceDate: 0)))
    s.mask = mask
    let back = try roundTrip(Drawing(strokes: [s]))
    #expect(back.strokes[0].mask == mask.withExplicitStart)
    #expect(back.strokes[0].mask.map { Array($0.verbs) } == [.move, .close, .line])
    // The stroke holds its mask in that form (`Stroke.mask`), so the round trip is exact.
    #expect(back.strokes[0].isBitwiseEqual(to: s))
  }

  @Test(arguments: 0..<40)
  func randomDrawingsAreBitExact(seed: Int) throws {
    var g = RandomDrawingGenerator.forBinary(seed: UInt64(seed))
    var strokes: [Stroke] = []
    for _ in 0..<Int.random(in: 1...4, using: &g.rng) {
      let count = [1, 2, 3, 33, 200].randomElement(using: &g.rng)!
      strokes.append(g.binaryStroke(count: count))
    }
    let d = Drawing(strokes: strokes)
    #expect(RoundTripCheck(format: InkBinaryFormat()).failure(for: d) == nil, "seed \(seed)")
  }

  @Test func tenThousandPointStrokes() throws {
    var g = RandomDrawingGenerator.forBinary(seed: 99)
    let d = Drawing(strokes: (0..<2).map { _ in g.binaryStroke(count: 10_000) })
    #expect(DrawingDifference.first(between: d, and: try roundTrip(d)) == nil)
  }

  @Test func everyExtremeValueInEveryChannel() throws {
    let e = ValueStyle.extremes
    var points: [StrokePoint] = []
    for i in 0..<e.count {
      for j in 0..<e.count {
        let v = e[i]
        let w = e[j]
        points.append(
          StrokePoint(
            location: CGPoint(x: v, y: w), timeOffset: w, size: CGSize(width: v, height: w),
            opacity: w, force: v, azimuth: w, altitude: v, secondaryScale: w, threshold: v))
      }
    }
    let d = Drawing(strokes: [
      Stroke(
        ink: Ink(.reed),
        path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: -0.0)))
    ])
    #expect(DrawingDifference.first(between: d, and: try roundTrip(d)) == nil)
  }

  @Test func everyInkTypeSurvives() throws {
    let types = Ink.InkType.builtIn + [.custom("x"), .custom("com.example.ink/é")]
    let d = Drawing(
      strokes: types.map {
        Stroke(ink: Ink($0), path: StrokePath(controlPoints: [.pen(at: .zero)], creationDate: Date()))
      })
    let back = try roundTrip(d)
    #expect(back.strokes.map(\.ink.inkType) == types)
    #expect(back.isBitwiseEqual(to: d))
  }

  /// A colour component of `-0.0` passed the 8-bit test (`-0.0 / 255` is `-0.0`), was written as
  /// byte 0 and read back as `+0.0`.
  @Test func negativeZeroColourComponentKeepsItsSign() throws {
    let colors = [
      InkColor(red: -0.0, green: 0, blue: 0, alpha: 1),
      InkColor(red: 1, green: 0.2, blue: 0.4, alpha: -0.0),
      InkColor(red: -0.0, green: -0.0, blue: -0.0, alpha: -0.0),
    ]
    for color in colors {
      let d = Drawing(strokes: [
        Stroke(
          ink: Ink(.pen, color: color),
          path: StrokePath(
            controlPoints: [.pen(at: .zero)], creationDate: Date(timeIntervalSinceReferenceDate: 0)))
      ])
      let back = try roundTrip(d)
      #expect(back.isBitwiseEqual(to: d), "\(color) came back as \(back.strokes[0].ink.color)")
    }
  }

  @Test func quantizedModeStaysWithinDeclaredPrecision() throws {
    var g = RandomDrawingGenerator.forBinary(seed: 7)
    let q = InkBinaryQuantization.jetpackInk
    var options = InkBinaryEncodingOptions()
    options.quantization = q
    for _ in 0..<10 {
      var s = g.binaryStroke(count: 300)
      // Quantization is for pen-like values; keep magnitudes moderate.
      var pts = s.path.controlPoints
      for i in pts.indices {
        pts[i].location = CGPoint(
          x: Double(i) * 0.37 + .random(in: 0...1, using: &g.rng), y: .random(in: -50...50, using: &g.rng))
        pts[i].size = CGSize(width: .random(in: 1...5, using: &g.rng), height: 3)
        pts[i].timeOffset = Double(i) * 0.0071 + .random(in: 0...0.001, using: &g.rng)
        pts[i].azimuth = .random(in: 0...6, using: &g.rng)
        pts[i].opacity = .random(in: 0...1, using: &g.rng)
      }
      s.path = StrokePath(controlPoints: pts, creationDate: s.path.creationDate)
      let back = try roundTrip(Drawing(strokes: [s]), options: options).strokes[0]
      let xs = pts.map(\.location.x)
      let ys = pts.map(\.location.y)
      let box = max(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
      let posTol = box * q.positionFraction / 2 * (1 + 1e-9)
      for (a, b) in zip(pts, back.path) {
        #expect(abs(a.location.x - b.location.x) <= posTol)
        #expect(abs(a.location.y - b.location.y) <= posTol)
        #expect(abs(a.size.width - b.size.width) <= posTol)
        #expect(abs(a.timeOffset - b.timeOffset) <= q.timeStep / 2 * (1 + 1e-6))
        #expect(abs(a.force - b.force) <= q.forceStep / 2 * (1 + 1e-9))
        #expect(abs(a.azimuth - b.azimuth) <= q.angleStep / 2 * (1 + 1e-9))
        #expect(abs(a.opacity - b.opacity) <= q.unitStep / 2 * (1 + 1e-9))
        // Constant channels stay exact.
        #expect(a.altitude.bitPattern == b.altitude.bitPattern)
      }
      // Everything outside the points is exact.
      #expect(back.id == s.id && back.transform == s.transform && back.mask == s.mask)
      #expect(back.ink == s.ink && back.randomSeed == s.randomSeed)
    }
  }

  @Test func formatRoundTripAndOptions() throws {
    var g = RandomDrawingGenerator.forBinary(seed: 3)
    let d = Drawing(strokes: [g.binaryStroke(count: 50)])
    let format = InkBinaryFormat()
    let exported = try format.exportDrawing(d, options: ExportOptions())
    #expect(exported.diagnostics.isEmpty)
    #expect(format.canImport(prefix: exported.bytes.prefix(512)))
    #expect(
      try format.importDrawing(from: exported.bytes, options: ImportOptions()).drawing.isBitwiseEqual(to: d))

    var q = ExportOptions()
    q.formatOptions["quantize"] = "true"
    let quantized = try format.exportDrawing(d, options: q)
    #expect(quantized.diagnostics.count == 1)
    _ = try format.importDrawing(from: quantized.bytes, options: ImportOptions())

    q.formatOptions["quantize"] = "position=1/1024,time=1e-3"
    let spec = try InkBinaryEncodingOptions(q).quantization
    #expect(spec?.positionFraction == 1.0 / 1024)
    #expect(spec?.timeStep == 1e-3)
    #expect(spec?.forceStep == 1.0 / 4096)
    q.formatOptions["quantize"] = "speed=3"
    #expect(throws: InkBinaryEncodingError.self) { try format.exportDrawing(d, options: q) }
    q.formatOptions["quantize"] = "time=-1"
    #expect(throws: InkBinaryEncodingError.self) { try format.exportDrawing(d, options: q) }
  }

  @Test func quantizeValuesAreCaseInsensitiveAndAnEmptyOneIsRefused() throws {
    var q = ExportOptions()
    for value in ["TRUE", "Default"] {
      q.formatOptions["quantize"] = value
      #expect(try InkBinaryEncodingOptions(q).quantization == .jetpackInk, "\(value)")
    }
    for value in ["FALSE", "None"] {
      q.formatOptions["quantize"] = value
      #expect(try InkBinaryEncodingOptions(q).quantization == nil, "\(value)")
    }
    q.formatOptions["quantize"] = "POSITION=1/1024,Time=1E-3"
    let spec = try InkBinaryEncodingOptions(q).quantization
    #expect(spec?.positionFraction == 1.0 / 1024 && spec?.timeStep == 1e-3)
    for empty in ["", " "] {
      q.formatOptions["quantize"] = empty
      let error = #expect(throws: InkBinaryEncodingError.self) { try InkBinaryEncodingOptions(q) }
      #expect(error?.formatOptionKey == "quantize")
      #expect(error.map { "\($0)".contains("'quantize' is empty") } == true)
    }
  }

  @Test func descriptorAndSniff() {
    let f = InkBinaryFormat()
    #expect(f.descriptor.id == "ink")
    #expect(f.descriptor.fileExtensions == ["ink"])
    #expect(f.descriptor.isBinary && f.descriptor.isLossless)
    #expect(f.canImport(prefix: ArraySlice(InkBinaryLayout.magic + [1, 0])))
    #expect(!f.canImport(prefix: ArraySlice(Array("{\"strokes\": []}".utf8))))
    #expect(!f.canImport(prefix: ArraySlice(InkBinaryLayout.magic.prefix(5))))
    #expect(!f.canImport(prefix: []))
  }

  @Test func nonFiniteStrokeValuesAreRefusedOnExport() {
    var s = Stroke(ink: Ink(.pen), path: StrokePath(controlPoints: [.pen(at: .zero)], creationDate: Date()))
    s.transform.tx = .nan
    #expect(throws: InkBinaryEncodingError.nonFiniteValue(strokeIndex: 0, field: "transform")) {
      try InkBinaryEncoder().encode(Drawing(strokes: [s]))
    }
  }
}

extension RoundTripTests {
  /// The quantized mode on awkward values (huge, tiny, subnormal, the largest doubles) still
  /// writes a readable file: channels it cannot quantize stay lossless, the rest stay within half
  /// a step of a grid that is at most the declared one, and constant channels are exact.
  @Test(arguments: 0..<12)
  func quantizedModeOnExtremeValues(seed: Int) throws {
    var g = RandomDrawingGenerator.forBinary(seed: 500 + UInt64(seed))
    let d = Drawing(strokes: (0..<3).map { _ in g.binaryStroke(count: 40) })
    var options = InkBinaryEncodingOptions()
    options.quantization = .jetpackInk
    let back = try roundTrip(d, options: options)
    #expect(back.pointCount == d.pointCount)
    for (s, t) in zip(d.strokes, back.strokes) {
      #expect(s.id == t.id && s.ink.inkType == t.ink.inkType && s.randomSeed == t.randomSeed)
      for (a, b) in zip(s.path, t.path) {
        #expect(b.isFinite)
        // Force is never in an extreme style: within 1/8192 (or exact).
        #expect(abs(a.force - b.force) <= 1.0 / 8192 * (1 + 1e-9))
        #expect(a.altitude.bitPattern == b.altitude.bitPattern)
      }
    }
  }
}

extension RoundTripTests {
  /// Spaces around the value are ignored for every value, as the specification reader ignores
  /// them: `" true "` selected the quantized mode, but `" false "` and `"none "` were read as a
  /// specification and refused ("'false' is not key=value").
  @Test func quantizeValuesIgnoreSurroundingSpaces() throws {
    var q = ExportOptions()
    for value in [" false ", "none ", " NONE"] {
      q.formatOptions["quantize"] = value
      #expect(try InkBinaryEncodingOptions(q).quantization == nil, "'\(value)'")
    }
    for value in [" true ", "default ", " position=1/4096 "] {
      q.formatOptions["quantize"] = value
      #expect(try InkBinaryEncodingOptions(q).quantization == .jetpackInk, "'\(value)'")
    }
  }
}
