import Foundation
import InkInterchange
import InkTestSupport

extension RandomDrawingGenerator {
  /// The generator the binary tests use: every value style everywhere, except force in `0...4`
  /// (the quantized-mode tests bound its error by the force step).
  static func forBinary(seed: UInt64) -> RandomDrawingGenerator {
    var g = RandomDrawingGenerator(seed: seed)
    g.force = .uniform(0...4)
    return g
  }

  /// A random stroke whose altitude is the constant π/4 (the quantized-mode tests check that a
  /// constant channel stays exact).
  mutating func binaryStroke(count: Int) -> Stroke {
    var s = stroke(pointCount: count)
    var points = s.path.controlPoints
    for i in points.indices { points[i].altitude = .pi / 4 }
    s.path = StrokePath(controlPoints: points, creationDate: s.path.creationDate)
    return s
  }
}

/// The id `00…0i` for stroke `i` of a corpus drawing.
private func corpusID(_ index: Int) -> UUID {
  UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(truncatingIfNeeded: index)))
}

/// perfect-freehand's recordings that carry `[x, y, pressure, time_ms]` samples, one stroke each.
func perfectFreehandDrawing() throws -> Drawing {
  let recordings = try PenRecording.perfectFreehand(TestFixtures()).filter(\.hasPressureAndTime)
  return Drawing(strokes: recordings.enumerated().map { $1.stroke(id: corpusID($0)) })
}

/// The Wacom sensor recording, one stroke per stroke index.
func wacomDrawing() throws -> Drawing {
  let recordings = try PenRecording.wacom(TestFixtures())
  return Drawing(strokes: recordings.enumerated().map { $1.stroke(id: corpusID($0)) })
}
