import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkBinary

/// The quantized mode's guarantee (`docs/ink-format.md`, "Quantized mode"): every value read back
/// is the original bit for bit (constant channels, and channels the writer cannot quantize) or
/// within half its step of it, up to the rounding of the product `q × step` (half a unit in the
/// last place), for every per-point property and values of every magnitude.
@Suite struct QuantizationBoundTests {
  /// A value of one of the styles that stress a quantizer: any finite bit pattern, subnormals,
  /// the extremes, uniform and ramped values at `scale`, values near `scale` that differ in their
  /// last 12 or 22 bits (the quotient by the step near 2^52), signed zeros, and short decimals.
  static func value(style: Int, index: Int, scale: Double, rng: inout SplitMix64) -> Double {
    let v: Double
    switch style {
    case 0: v = Double(bitPattern: rng.next())
    case 1:
      let sign = Bool.random(using: &rng) ? 1.0 : -1.0
      v = sign * Double(bitPattern: UInt64.random(in: 1..<(1 << 52), using: &rng))
    case 2: v = ValueStyle.extremes.randomElement(using: &rng)!
    case 3: v = Double.random(in: -1...1, using: &rng) * scale
    case 4: v = (Double(index) + Double.random(in: 0...0.01, using: &rng)) * scale
    case 5: v = scale * (1 + Double.random(in: 0...1, using: &rng) * 0x1p-40)
    case 6: v = scale * (1 + Double.random(in: 0...1, using: &rng) * 0x1p-30)
    case 7:
      v = [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e308, 0, -0.0, .leastNonzeroMagnitude]
        .randomElement(using: &rng)!
    default: v = Double(Int.random(in: -100_000...100_000, using: &rng)) / 100 * scale
    }
    return v.isFinite ? v : 1.5
  }

  static func drawing(seed: UInt64) -> Drawing {
    var rng = SplitMix64(seed: seed)
    let scales = [4.4e-320, 1e-300, 1e-10, 1, 1e3, 1e15, 1e200, 1e307]
    return Drawing(
      strokes: (0..<20).map { _ in
        let n = Int.random(in: 2...40, using: &rng)
        let columns = (0..<11).map { _ in
          let style = Int.random(in: 0...8, using: &rng)
          let scale = scales.randomElement(using: &rng)!
          return (0..<n).map { value(style: style, index: $0, scale: scale, rng: &rng) }
        }
        let points = (0..<n).map { i in
          let v = columns.map { $0[i] }
          return StrokePoint(
            location: CGPoint(x: v[0], y: v[1]), timeOffset: v[2], size: CGSize(width: v[3], height: v[4]),
            opacity: v[5], force: v[6], azimuth: v[7], altitude: v[8], secondaryScale: v[9], threshold: v[10])
        }
        return Stroke(
          ink: Ink(.pen),
          path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0)))
      })
  }

  /// The properties in channel order, and the step of each.
  static func values(_ p: StrokePoint) -> [Double] {
    [
      p.location.x, p.location.y, p.timeOffset, p.size.width, p.size.height, p.opacity, p.force,
      p.azimuth, p.altitude, p.secondaryScale, p.threshold,
    ]
  }

  static func steps(_ q: InkBinaryQuantization, _ path: StrokePath) -> [Double] {
    let xs = path.map { Double($0.location.x) }
    let ys = path.map { Double($0.location.y) }
    let p = max(xs.max()! - xs.min()!, ys.max()! - ys.min()!) * q.positionFraction
    return [
      p, p, q.timeStep, p, p, q.unitStep, q.forceStep, q.angleStep, q.angleStep, q.unitStep, q.unitStep,
    ]
  }

  static let quantizations: [InkBinaryQuantization] = [
    .jetpackInk,
    try! InkBinaryQuantization(specification: "position=1/3,time=1e-3,force=0.1,angle=1e-300,unit=1e-320"),
  ]

  /// Values whose quotient by the step was rounded to the wrong side of a half step were put on
  /// the farther grid point: up to 0.88 of a step (1.2 units in the last place) from the original
  /// (a force of -805.85 with the step 0.1 read back as -805.9000000000001).
  @Test(arguments: 0..<60)
  func everyValueIsWithinHalfAStep(seed: Int) throws {
    let d = Self.drawing(seed: 40_000 + UInt64(seed))
    for q in Self.quantizations {
      var options = InkBinaryEncodingOptions()
      options.quantization = q
      let back = try InkBinaryDecoder().decode(try InkBinaryEncoder(options: options).encode(d))
      for (s, t) in zip(d.strokes, back.strokes) {
        let steps = Self.steps(q, s.path)
        for (i, (a, b)) in zip(s.path, t.path).enumerated() {
          for (c, (x, y)) in zip(Self.values(a), Self.values(b)).enumerated()
          where x.bitPattern != y.bitPattern {
            // (Exact: within a step of each other, x and y are within a factor of 2, or y is 0.)
            let error = abs(y - x)
            let bound = (steps[c] / 2 + max(x.ulp, y.ulp) / 2).nextUp
            #expect(error <= bound, "seed \(seed), point \(i), channel \(c + 1): \(x) read back as \(y)")
          }
        }
      }
    }
  }

  @Test func aValueNearAHalfStepGoesToTheNearerGridPoint() throws {
    var options = InkBinaryEncodingOptions()
    options.quantization = try InkBinaryQuantization(specification: "force=0.1")
    var points = [StrokePoint.pen(at: .zero), .pen(at: .zero)]
    points[0].force = -805.85
    let d = Drawing(strokes: [
      Stroke(
        ink: Ink(.pen),
        path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0)))
    ])
    let back = try InkBinaryDecoder().decode(try InkBinaryEncoder(options: options).encode(d))
    let force = Double(back.strokes[0].path[0].force)
    #expect(abs(force - -805.85) <= 0.05, "\(force)")
  }

  /// A channel whose values all lie on a coarser decimal grid than its step is stored on that
  /// grid, and the grid is the double nearest its power of ten (`1e-k`), so values on it read
  /// back as the doubles nearest their decimals wherever one product can give them.
  @Test(arguments: 1...12)
  func aCoarserDecimalGridIsTheNearestDoubleToItsPower(digits: Int) throws {
    let grid = Double("1e-\(digits)")!
    var options = InkBinaryEncodingOptions()
    options.quantization = try InkBinaryQuantization(specification: "time=\(grid / 1000)")
    var points: [StrokePoint] = []
    for k in 0..<50 {
      var p = StrokePoint.pen(at: CGPoint(x: Double(k), y: 0))
      p.timeOffset = Double(k * 7 + 1) * grid
      points.append(p)
    }
    let d = Drawing(strokes: [
      Stroke(
        ink: Ink(.pen),
        path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0)))
    ])
    let file = try InkBinaryEncoder(options: options).encode(d)
    let (_, channels) = try SpecReader.layout(file)
    let time = try #require(channels.first { $0.id == 3 })
    #expect(time.mode == 3)
    #expect(time.step == grid, "stored grid \(String(describing: time.step)) for 1e-\(digits)")
    let back = try InkBinaryDecoder().decode(file)
    for (original, read) in zip(points, back.strokes[0].path) {
      #expect(read.timeOffset == original.timeOffset)
    }
  }
}
