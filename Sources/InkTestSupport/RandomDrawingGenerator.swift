import Foundation
import InkInterchange

/// Random drawings for property tests: random strokes, inks, every point property, transforms and
/// masks, drawn from a seeded ``SplitMix64`` so every drawing can be made again from its seed.
///
/// The knobs are plain properties with defaults that exercise everything; set them to fit a
/// format (for example, a format that keeps only locations and times sets ``properties`` to a
/// constant and ``maskProbability`` to 0, or uses ``penLike(seed:)``).
///
/// ```swift
/// var generator = RandomDrawingGenerator(seed: 7)
/// generator.pointCount = 1...200
/// let drawing = generator.drawing()
/// ```
public struct RandomDrawingGenerator: Sendable {
  /// The random number generator; its state advances with every value drawn.
  public var rng: SplitMix64
  /// How many strokes ``drawing()`` makes. Default `1...4`.
  public var strokeCount: ClosedRange<Int> = 1...4
  /// How many control points each stroke has. Default `0...40` (empty strokes included).
  public var pointCount: ClosedRange<Int> = 0...40
  /// Control point locations (x and y drawn separately). Default ``ValueStyle/mixed``.
  public var locations: ValueStyle = .mixed
  /// Time offsets in seconds. Default ``ValueStyle/mixed``.
  public var timeOffsets: ValueStyle = .mixed
  /// Size, opacity, azimuth, altitude, secondary scale and threshold (each drawn separately).
  /// Default ``ValueStyle/mixed``.
  public var properties: ValueStyle = .mixed
  /// Force. Default ``ValueStyle/mixed``.
  public var force: ValueStyle = .mixed
  /// Stroke-level numbers: colour, transform, creation date and mask coordinates. Default
  /// ``ValueStyle/mixed``.
  public var strokeValues: ValueStyle = .mixed
  /// The ink types to pick from. Default the built-in types plus three awkward custom ones
  /// (``awkwardCustomInkTypes``).
  public var inkTypes: [Ink.InkType] = Ink.InkType.builtIn + RandomDrawingGenerator.awkwardCustomInkTypes
  /// The chance that a stroke has a mask. Default 0.5.
  public var maskProbability: Double = 0.5
  /// The chance that a stroke's transform is not the identity. Default 0.5.
  public var transformProbability: Double = 0.5

  /// Custom ink identifiers with quotes, backslashes, non-ASCII text, control characters and
  /// emoji.
  public static let awkwardCustomInkTypes: [Ink.InkType] = [
    .custom("com.example.glitter"), .custom("brush \"quoted\" \\ ü 🖋"), .custom("tab\there\u{1}"),
  ]

  /// Creates a generator with every knob at its default.
  ///
  /// - Parameter seed: The seed of ``rng``.
  public init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
  }

  /// A generator for pen-like input: locations as smooth random walks, time offsets 8 ms apart,
  /// force in `0...1`, the default pen's size, opacity and angles, black pens, identity
  /// transforms and no masks. Suits formats that keep only some of the model, such as polyline
  /// formats.
  ///
  /// - Parameter seed: The seed of ``rng``.
  /// - Returns: The generator.
  public static func penLike(seed: UInt64) -> RandomDrawingGenerator {
    var g = RandomDrawingGenerator(seed: seed)
    g.pointCount = 1...60
    g.locations = .walk(start: 100, maxStep: 3)
    g.timeOffsets = .ramp(start: 0, step: 0.008)
    g.properties = .constant(1)
    g.force = .uniform(0...1)
    g.strokeValues = .decimal
    g.inkTypes = [.pen]
    g.maskProbability = 0
    g.transformProbability = 0
    return g
  }

  /// A random drawing with ``strokeCount`` strokes.
  ///
  /// - Returns: The drawing.
  public mutating func drawing() -> Drawing {
    let n = Int.random(in: strokeCount, using: &rng)
    var strokes: [Stroke] = []
    strokes.reserveCapacity(n)
    for _ in 0..<n { strokes.append(stroke(pointCount: Int.random(in: pointCount, using: &rng))) }
    return Drawing(strokes: strokes)
  }

  /// A random drawing with a given number of strokes.
  ///
  /// - Parameters:
  ///   - strokeCount: The number of strokes.
  ///   - pointCount: The range of each stroke's control point count.
  /// - Returns: The drawing.
  public mutating func drawing(strokeCount: Int, pointCount: ClosedRange<Int>) -> Drawing {
    var strokes: [Stroke] = []
    strokes.reserveCapacity(max(strokeCount, 0))
    for _ in 0..<max(strokeCount, 0) {
      strokes.append(stroke(pointCount: Int.random(in: pointCount, using: &rng)))
    }
    return Drawing(strokes: strokes)
  }

  /// A random stroke.
  ///
  /// - Parameter pointCount: The number of control points.
  /// - Returns: The stroke, with a random ink, path, transform, mask, seed and id.
  public mutating func stroke(pointCount: Int) -> Stroke {
    let path = strokePath(pointCount: pointCount)
    let c = strokeValues.values(count: 4, using: &rng)
    let type = inkTypes.isEmpty ? .pen : inkTypes[Int.random(in: 0..<inkTypes.count, using: &rng)]
    let ink = Ink(type, color: InkColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    var transform = AffineTransform2D.identity
    if Double.random(in: 0..<1, using: &rng) < transformProbability {
      let t = strokeValues.values(count: 6, using: &rng)
      transform = AffineTransform2D(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
    }
    let hasMask = Double.random(in: 0..<1, using: &rng) < maskProbability
    return Stroke(
      ink: ink, path: path, transform: transform, mask: hasMask ? mask() : nil,
      randomSeed: UInt32.random(in: 0...UInt32.max, using: &rng), id: uuid())
  }

  /// A random stroke path: every point property drawn with its knob's style.
  ///
  /// - Parameter pointCount: The number of control points.
  /// - Returns: The path, with a random creation date.
  public mutating func strokePath(pointCount: Int) -> StrokePath {
    let n = max(pointCount, 0)
    let x = locations.values(count: n, using: &rng)
    let y = locations.values(count: n, using: &rng)
    let time = timeOffsets.values(count: n, using: &rng)
    let width = properties.values(count: n, using: &rng)
    let height = properties.values(count: n, using: &rng)
    let opacity = properties.values(count: n, using: &rng)
    let f = force.values(count: n, using: &rng)
    let azimuth = properties.values(count: n, using: &rng)
    let altitude = properties.values(count: n, using: &rng)
    let secondaryScale = properties.values(count: n, using: &rng)
    let threshold = properties.values(count: n, using: &rng)
    var points: [StrokePoint] = []
    points.reserveCapacity(n)
    for i in 0..<n {
      points.append(
        StrokePoint(
          location: CGPoint(x: x[i], y: y[i]), timeOffset: time[i],
          size: CGSize(width: width[i], height: height[i]), opacity: opacity[i], force: f[i],
          azimuth: azimuth[i], altitude: altitude[i], secondaryScale: secondaryScale[i],
          threshold: threshold[i]))
    }
    let date = strokeValues.values(count: 1, using: &rng)[0]
    return StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: date))
  }

  /// A random mask: a move followed by up to eight lines, quadratic and cubic curves, closes and
  /// further moves.
  ///
  /// - Returns: The mask path.
  public mutating func mask() -> BezierPath {
    var path = BezierPath()
    var values = strokeValues.values(count: 6 * 9 + 2, using: &rng)[...]
    func p() -> SIMD2<Double> {
      let x = values.popFirst() ?? 0
      return SIMD2(x, values.popFirst() ?? 0)
    }
    path.move(to: p())
    for _ in 0..<Int.random(in: 0...8, using: &rng) {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0, 5: path.addLine(to: p())
      case 1: path.addQuadCurve(to: p(), control: p())
      case 2: path.addCurve(to: p(), control1: p(), control2: p())
      case 3: path.closeSubpath()
      default: path.move(to: p())
      }
    }
    return path
  }

  /// A random UUID (any 128 bits, not necessarily a valid version 4).
  ///
  /// - Returns: The UUID.
  public mutating func uuid() -> UUID {
    let hi = rng.next()
    let lo = rng.next()
    func b(_ v: UInt64, _ i: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: v >> (8 * i)) }
    return UUID(
      uuid: (
        b(hi, 0), b(hi, 1), b(hi, 2), b(hi, 3), b(hi, 4), b(hi, 5), b(hi, 6), b(hi, 7), b(lo, 0),
        b(lo, 1), b(lo, 2), b(lo, 3), b(lo, 4), b(lo, 5), b(lo, 6), b(lo, 7)
      ))
  }
}
