import Foundation
import InkInterchange

/// The pen recordings of the shared corpus (`../shared/corpus/`), as drawings with position,
/// time and pressure: one stroke per recorded stroke, points as control points, time to
/// `timeOffset` (seconds), pressure to `force`.
enum PenRecordings {
  /// The corpus directory: `../shared/corpus/` next to the package root (found from this file).
  static var corpus: URL { corpusDirectory }

  struct Missing: Error, CustomStringConvertible {
    var path: String
    var description: String { "corpus file missing: \(path)" }
  }

  private static func read(_ relative: String) throws -> Data {
    let url = corpus.appendingPathComponent(relative)
    guard let data = FileManager.default.contents(atPath: url.path) else { throw Missing(path: url.path) }
    return data
  }

  private static func stroke(_ points: [StrokePoint], _ index: Int) -> Stroke {
    Stroke(
      ink: Ink(.pen),
      path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0)),
      id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(index >> 8), UInt8(index & 0xFF))))
  }

  private static func point(x: Double, y: Double, time: Double, force: Double) -> StrokePoint {
    StrokePoint(
      location: CGPoint(x: x, y: y), timeOffset: time, size: CGSize(width: 3, height: 3),
      opacity: 1, force: force, azimuth: 0, altitude: .pi / 4)
  }

  /// perfect-freehand's `inputs.json` arrays of `[x, y, pressure, time_ms]`.
  static func perfectFreehand() throws -> Drawing {
    let json = try JSONSerialization.jsonObject(with: read("perfect-freehand/inputs.json"))
    let dict = json as? [String: Any] ?? [:]
    var strokes: [Stroke] = []
    for name in dict.keys.sorted() {
      guard let array = dict[name] as? [[Double]], array.allSatisfy({ $0.count == 4 }) else { continue }
      strokes.append(
        stroke(array.map { point(x: $0[0], y: $0[1], time: $0[3] / 1000, force: $0[2]) }, strokes.count))
    }
    return Drawing(strokes: strokes)
  }

  /// wacom-sensor-csv's `ink.csv`: one stroke per stroke index, timestamps in milliseconds.
  static func wacom() throws -> Drawing {
    let text = String(decoding: try read("wacom-sensor-csv/ink.csv"), as: UTF8.self)
    var groups: [(id: Substring, rows: [[Double]])] = []
    for line in text.split(whereSeparator: \.isNewline).dropFirst() {
      let cells = line.split(separator: ",")
      guard cells.count >= 5 else { continue }
      let values = cells[1...4].compactMap { Double($0) }
      guard values.count == 4 else { continue }
      if groups.last?.id != cells[0] { groups.append((cells[0], [])) }
      groups[groups.count - 1].rows.append(values)
    }
    return Drawing(
      strokes: groups.enumerated().map { index, group in
        let t0 = group.rows[0][2]
        return stroke(
          group.rows.map { point(x: $0[0], y: $0[1], time: ($0[2] - t0) / 1000, force: $0[3]) }, index)
      })
  }

  /// A large synthetic drawing: `strokeCount` strokes of `pointsPerStroke` pen-like points with
  /// full-precision doubles (a smooth random walk, 240 Hz time, varying force and tilt).
  static func synthetic(strokeCount: Int, pointsPerStroke: Int) -> Drawing {
    var state: UInt64 = 0x1234_5678
    func next() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
    var strokes: [Stroke] = []
    strokes.reserveCapacity(strokeCount)
    for s in 0..<strokeCount {
      var x = next() * 1000
      var y = next() * 1000
      var vx = 0.0
      var vy = 0.0
      var points: [StrokePoint] = []
      points.reserveCapacity(pointsPerStroke)
      for i in 0..<pointsPerStroke {
        vx = 0.9 * vx + (next() - 0.5)
        vy = 0.9 * vy + (next() - 0.5)
        x += vx
        y += vy
        let t = Double(i) / 240
        points.append(
          StrokePoint(
            location: CGPoint(x: x, y: y), timeOffset: t, size: CGSize(width: 3, height: 3),
            opacity: 1, force: 0.5 + 0.4 * sin(t * 3), azimuth: 1 + 0.1 * sin(t), altitude: 0.9,
            secondaryScale: 1, threshold: 0))
      }
      strokes.append(stroke(points, s))
    }
    return Drawing(strokes: strokes)
  }
}
