import Foundation
import InkInterchange

/// A small seeded generator (SplitMix64) so property tests reproduce.
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

/// Random drawings with every feature of the model, including awkward doubles.
enum RandomDrawings {
  /// Finite doubles that stress a lossless coder.
  static let extremes: [Double] = [
    0, -0.0, 1, -1, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e-300, 0.1, 1.0 / 3,
    Double(bitPattern: 0x000F_FFFF_FFFF_FFFF), .pi, 4503599627370497.5, 9007199254740994,
    Double(bitPattern: 1),
  ]

  static func double(_ rng: inout SplitMix64, style: Int) -> Double {
    switch style {
    case 0: return extremes.randomElement(using: &rng)!
    case 1: return Double(Int.random(in: -100_000...100_000, using: &rng)) / 100
    case 2: return Double(Float(Double.random(in: -1000...1000, using: &rng)))
    case 3:
      let bits = UInt64.random(in: 0...UInt64.max, using: &rng)
      let v = Double(bitPattern: bits)
      return v.isFinite ? v : 0.5
    default: return Double.random(in: -1e4...1e4, using: &rng)
    }
  }

  static func path(_ rng: inout SplitMix64, count: Int) -> StrokePath {
    let style = Int.random(in: 0...5, using: &rng)
    var x = double(&rng, style: 4)
    var y = double(&rng, style: 4)
    var points: [StrokePoint] = []
    points.reserveCapacity(count)
    let constantForce = Bool.random(using: &rng)
    for i in 0..<count {
      if style == 5 {  // A smooth pen-like walk.
        x += Double.random(in: -2...2, using: &rng)
        y += Double.random(in: -2...2, using: &rng)
      } else {
        x = double(&rng, style: style)
        y = double(&rng, style: Int.random(in: 0...4, using: &rng))
      }
      points.append(
        StrokePoint(
          location: CGPoint(x: x, y: y), timeOffset: Double(i) * 0.008,
          size: CGSize(width: double(&rng, style: style), height: 3),
          opacity: style == 0 ? double(&rng, style: 0) : 1,
          force: constantForce ? 1 : Double.random(in: 0...4, using: &rng),
          azimuth: double(&rng, style: Int.random(in: 0...4, using: &rng)),
          altitude: .pi / 4, secondaryScale: 1, threshold: Double(i % 3) * 0.25))
    }
    return StrokePath(
      controlPoints: points,
      creationDate: Date(timeIntervalSinceReferenceDate: double(&rng, style: 1) * 1000))
  }

  static func stroke(_ rng: inout SplitMix64, count: Int) -> Stroke {
    let inkTypes = Ink.InkType.builtIn + [.custom("com.example.glitter"), .custom("ünïcødé ✍️"), .custom("")]
    let color =
      Bool.random(using: &rng)
      ? InkColor(red: 0.2, green: 1, blue: 0, alpha: 0.5)
      : InkColor(
        red: double(&rng, style: 0), green: .random(in: 0...1, using: &rng), blue: -0.0,
        alpha: .random(in: 0...1, using: &rng))
    var mask: BezierPath?
    if Bool.random(using: &rng) {
      var m = BezierPath()
      m.move(to: SIMD2(0, -0.0))
      m.addLine(to: SIMD2(double(&rng, style: 0), 5))
      m.addQuadCurve(to: SIMD2(1, 2), control: SIMD2(3, 4))
      m.addCurve(
        to: SIMD2(5, 6), control1: SIMD2(7, 8),
        control2: SIMD2(double(&rng, style: 3), Double(bitPattern: 0x0000_8000_0000_0001)))
      m.closeSubpath()
      mask = m
    }
    let transform: AffineTransform2D =
      Bool.random(using: &rng)
      ? .identity
      : AffineTransform2D(
        a: double(&rng, style: 0), b: -0.0, c: 0.5, d: double(&rng, style: 4), tx: Double(bitPattern: 2024),
        ty: -3)
    var idBytes = [UInt8](repeating: 0, count: 16)
    for i in 0..<16 { idBytes[i] = UInt8.random(in: 0...255, using: &rng) }
    let id = UUID(
      uuid: (
        idBytes[0], idBytes[1], idBytes[2], idBytes[3], idBytes[4], idBytes[5], idBytes[6],
        idBytes[7], idBytes[8], idBytes[9], idBytes[10], idBytes[11], idBytes[12], idBytes[13],
        idBytes[14], idBytes[15]
      ))
    return Stroke(
      ink: Ink(inkType: inkTypes.randomElement(using: &rng)!, color: color),
      path: path(&rng, count: count), transform: transform, mask: mask,
      randomSeed: UInt32.random(in: 0...UInt32.max, using: &rng), id: id)
  }
}

/// The package root (the directory holding `Package.swift`), found from this file's path.
func packageRoot() -> URL {
  var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  while url.path != "/" {
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      return url
    }
    url.deleteLastPathComponent()
  }
  fatalError("Package.swift not found above \(#filePath)")
}

/// Thrown when the shared corpus is missing.
struct CorpusMissing: Error, CustomStringConvertible {
  var path: String
  var description: String { "the test corpus is missing: \(path) (expected at ../shared/corpus/)" }
}

/// The pen recordings of the shared corpus as strokes with position, time and pressure.
enum PenCorpus {
  static var directory: URL {
    packageRoot().deletingLastPathComponent().appendingPathComponent("shared/corpus")
  }

  static func read(_ relative: String) throws -> Data {
    let url = directory.appendingPathComponent(relative)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw CorpusMissing(path: url.path)
    }
    return data
  }

  static func point(x: Double, y: Double, time: Double, force: Double) -> StrokePoint {
    StrokePoint(
      location: CGPoint(x: x, y: y), timeOffset: time, size: CGSize(width: 3, height: 3),
      opacity: 1, force: force, azimuth: 0, altitude: .pi / 4)
  }

  static func stroke(_ points: [StrokePoint], _ index: Int) -> Stroke {
    Stroke(
      ink: Ink(.pen),
      path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0)),
      id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(index))))
  }

  /// perfect-freehand's recordings that carry `[x, y, pressure, time_ms]` points.
  static func perfectFreehand() throws -> Drawing {
    let json = try JSONSerialization.jsonObject(with: read("perfect-freehand/inputs.json"))
    guard let dict = json as? [String: Any] else { throw CorpusMissing(path: "inputs.json (not an object)") }
    var strokes: [Stroke] = []
    for name in dict.keys.sorted() {
      guard let array = dict[name] as? [[Double]], array.allSatisfy({ $0.count == 4 }) else { continue }
      let points = array.map { point(x: $0[0], y: $0[1], time: $0[3] / 1000, force: $0[2]) }
      strokes.append(stroke(points, strokes.count))
    }
    return Drawing(strokes: strokes)
  }

  /// The Wacom sensor recording, one stroke per stroke index; time in milliseconds.
  static func wacom() throws -> Drawing {
    let text = String(decoding: try read("wacom-sensor-csv/ink.csv"), as: UTF8.self)
    var byStroke: [(id: Substring, rows: [[Double]])] = []
    for line in text.split(whereSeparator: \.isNewline).dropFirst() {
      let cells = line.split(separator: ",")
      guard cells.count >= 5 else { continue }
      let values = cells[1...4].compactMap { Double($0) }
      guard values.count == 4 else { continue }
      if byStroke.last?.id != cells[0] { byStroke.append((cells[0], [])) }
      byStroke[byStroke.count - 1].rows.append(values)
    }
    var strokes: [Stroke] = []
    for (_, rows) in byStroke {
      let t0 = rows[0][2]
      strokes.append(
        stroke(rows.map { point(x: $0[0], y: $0[1], time: ($0[2] - t0) / 1000, force: $0[3]) }, strokes.count)
      )
    }
    return Drawing(strokes: strokes)
  }
}

/// The first field where two drawings differ bit for bit, or `nil` when they are equal.
func firstDifference(_ a: Drawing, _ b: Drawing) -> String? {
  guard a.strokes.count == b.strokes.count else {
    return "stroke count \(a.strokes.count) vs \(b.strokes.count)"
  }
  for (i, (s, t)) in zip(a.strokes, b.strokes).enumerated() where !s.isBitwiseEqual(to: t) {
    guard s.path.count == t.path.count else { return "stroke \(i): point count" }
    for j in 0..<s.path.count where !s.path[j].isBitwiseEqual(to: t.path[j]) {
      return "stroke \(i) point \(j): \(s.path[j]) vs \(t.path[j])"
    }
    return "stroke \(i): a stroke-level field (ink, colour, transform, mask, seed, id, date)"
  }
  return nil
}
