import Foundation
import InkInterchange

@testable import InkJSON

/// A small deterministic generator (SplitMix64), so failures reproduce from the seed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random drawings with extreme values, for round-trip tests.
struct DrawingGenerator {
  var rng: SplitMix64

  /// Interesting finite doubles: signed zeros, subnormals, extremes, round and random values.
  mutating func double() -> Double {
    switch Int.random(in: 0..<16, using: &rng) {
    case 0: return -0.0
    case 1: return 0.0
    case 2: return Double(bitPattern: UInt64.random(in: 1..<(1 << 52), using: &rng))  // subnormal
    case 3: return -Double.leastNonzeroMagnitude
    case 4: return Bool.random(using: &rng) ? 1e300 : -1e300
    case 5: return Bool.random(using: &rng) ? .greatestFiniteMagnitude : -.leastNormalMagnitude
    case 6: return Double(Int.random(in: -1000...1000, using: &rng))
    case 7: return Double(Int64.random(in: -(1 << 60)...(1 << 60), using: &rng))
    case 8: return 0.1 * Double(Int.random(in: -100...100, using: &rng))
    case 9:
      // Any finite bit pattern.
      while true {
        let d = Double(bitPattern: rng.next())
        if d.isFinite { return d }
      }
    default: return Double.random(in: -2000...2000, using: &rng)
    }
  }

  mutating func point() -> StrokePoint {
    StrokePoint(
      location: CGPoint(x: double(), y: double()), timeOffset: double(),
      size: CGSize(width: double(), height: double()), opacity: double(), force: double(),
      azimuth: double(), altitude: double(), secondaryScale: double(), threshold: double())
  }

  mutating func inkType() -> Ink.InkType {
    let customs: [Ink.InkType] = [
      .custom("com.example.glitter"), .custom("brush \"quoted\" \\ ü 🖋"), .custom("tab\there\u{1}"),
    ]
    return (Ink.InkType.builtIn + customs).randomElement(using: &rng)!
  }

  mutating func mask() -> BezierPath {
    var path = BezierPath()
    func p(_ g: inout DrawingGenerator) -> SIMD2<Double> { SIMD2(g.double(), g.double()) }
    path.move(to: p(&self))
    for _ in 0..<Int.random(in: 0...8, using: &rng) {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: path.addLine(to: p(&self))
      case 1: path.addQuadCurve(to: p(&self), control: p(&self))
      case 2: path.addCurve(to: p(&self), control1: p(&self), control2: p(&self))
      case 3: path.closeSubpath()
      case 4: path.move(to: p(&self))
      default: path.addLine(to: p(&self))
      }
    }
    return path
  }

  mutating func uuid() -> UUID {
    var bytes = [UInt8](repeating: 0, count: 16)
    for i in 0..<16 { bytes[i] = UInt8.random(in: 0...255, using: &rng) }
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
        bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }

  mutating func stroke(pointCount: Int) -> Stroke {
    var points: [StrokePoint] = []
    points.reserveCapacity(pointCount)
    for _ in 0..<pointCount { points.append(point()) }
    let ink = Ink(
      inkType(), color: InkColor(red: double(), green: double(), blue: double(), alpha: double()))
    let transform = AffineTransform2D(
      a: double(), b: double(), c: double(), d: double(), tx: double(), ty: double())
    return Stroke(
      ink: ink,
      path: StrokePath(
        controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: double())),
      transform: transform, mask: Bool.random(using: &rng) ? mask() : nil,
      randomSeed: UInt32.random(in: 0...UInt32.max, using: &rng), id: uuid())
  }

  mutating func drawing(strokes: Int, maxPoints: Int) -> Drawing {
    Drawing(
      strokes: (0..<strokes).map { _ in stroke(pointCount: Int.random(in: 0...maxPoints, using: &rng)) })
  }
}

/// A fixed small drawing for golden files.
func goldenDrawing() -> Drawing {
  let id1 = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
  let id2 = UUID(uuidString: "00000000-0000-4000-8000-000000000002")!
  let p0 = StrokePoint(
    location: CGPoint(x: 10, y: 20.5), timeOffset: 0, size: CGSize(width: 3, height: 3), opacity: 1,
    force: 1, azimuth: 0, altitude: .pi / 4)
  let p1 = StrokePoint(
    location: CGPoint(x: 30.25, y: -0.0), timeOffset: 0.016, size: CGSize(width: 2.5, height: 3),
    opacity: 0.8, force: 1.2, azimuth: 0.1, altitude: 1.2, secondaryScale: 1, threshold: 1e-05)
  var mask = BezierPath()
  mask.move(to: SIMD2(0, 0))
  mask.addLine(to: SIMD2(100, 0))
  mask.addCurve(to: SIMD2(0, 100), control1: SIMD2(100, 50), control2: SIMD2(50, 100))
  mask.closeSubpath()
  return Drawing(strokes: [
    Stroke(
      ink: Ink(.pen, color: InkColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)),
      path: StrokePath(
        controlPoints: [p0, p1], creationDate: Date(timeIntervalSinceReferenceDate: 786_000_000.5)),
      transform: .identity, randomSeed: 42, id: id1),
    Stroke(
      ink: Ink(.custom("com.example.glitter")),
      path: StrokePath(controlPoints: [p1], creationDate: Date(timeIntervalSinceReferenceDate: 0)),
      transform: AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: -5), mask: mask,
      randomSeed: 4_294_967_295, id: id2),
  ])
}

/// The directory of this test file's fixtures.
func fixtureURL(_ name: String, filePath: String = #filePath) -> URL {
  URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    .appendingPathComponent(name)
}

/// Reads a fixture as bytes.
func fixture(_ name: String) throws -> [UInt8] {
  Array(try Data(contentsOf: fixtureURL(name)))
}

/// Decodes UTF-8 text as a document.
func decode(
  _ text: String, options: ImportOptions = ImportOptions()
) throws(JSONDecodingError)
  -> ImportResult
{
  try JSONFormat().decode(Array(text.utf8), options: options)
}

/// The error thrown when decoding `text`, or `nil` when it decodes.
func decodingError(_ bytes: [UInt8], options: ImportOptions = ImportOptions()) -> JSONDecodingError? {
  do {
    _ = try JSONFormat().decode(bytes, options: options)
    return nil
  } catch {
    return error
  }
}

/// The error thrown when decoding `text`, or `nil` when it decodes.
func decodingError(_ text: String, options: ImportOptions = ImportOptions()) -> JSONDecodingError? {
  decodingError(Array(text.utf8), options: options)
}

/// A minimal valid point object.
let minimalPoint =
  #"{"location":[1,2],"timeOffset":0,"size":[3,3],"opacity":1,"force":1,"azimuth":0,"altitude":0.5}"#

/// A minimal valid stroke with `points`.
func minimalStroke(points: String = "[\(minimalPoint)]") -> String {
  #"{"ink":{"type":"pen","color":[0,0,0,1]},"creationDate":0,"id":"00000000-0000-4000-8000-000000000001","points":"#
    + points + "}"
}
