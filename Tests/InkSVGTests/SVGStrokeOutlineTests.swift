import Foundation
import InkInterchange
import Testing

@testable import InkSVG

@Suite("The outline appearance's geometry")
struct SVGStrokeOutlineTests {
  /// The winding number of a closed polygon around `p`.
  static func winding(_ polygon: [SIMD2<Double>], around p: SIMD2<Double>) -> Int {
    var w = 0
    for i in polygon.indices {
      let a = polygon[i]
      let b = polygon[(i + 1) % polygon.count]
      let cross = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
      if a.y <= p.y {
        if b.y > p.y && cross > 0 { w += 1 }
      } else if b.y <= p.y && cross < 0 {
        w -= 1
      }
    }
    return w
  }

  static func point(_ x: Double, _ y: Double, size: Double = 4) -> StrokePoint {
    StrokePoint(
      location: CGPoint(x: x, y: y), timeOffset: 0, size: CGSize(width: size, height: size), opacity: 1,
      force: 1, azimuth: 0, altitude: 1)
  }

  /// The curve points (41 a span) that the outline leaves unpainted (nonzero rule).
  static func uncovered(_ points: [StrokePoint]) -> [SIMD2<Double>] {
    let path = StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0))
    let polygon = Array(SVGStrokeOutline.outline(path).points)
    let bezier = Array(path.bezierRepresentation.points)
    var missed: [SIMD2<Double>] = []
    for span in 0..<(points.count - 1) {
      let cubic = CubicBezier(
        bezier[3 * span], bezier[3 * span + 1], bezier[3 * span + 2], bezier[3 * span + 3])
      for s in 0...40 {
        let p = cubic.point(at: Double(s) / 40)
        if winding(polygon, around: p) == 0 { missed.append(p) }
      }
    }
    return missed
  }

  /// A stroke whose first control points repeat (a pen-down sample recorded twice) starts with
  /// a zero derivative. The sides and the start cap took the direction (1, 0) there instead of
  /// the stroke's, so a stroke drawn leftwards got its start cap on the wrong side and its first
  /// stretch unpainted; one drawn upwards got a cap across its start.
  @Test(
    "Repeated first or last control points keep the outline around the stroke's ends",
    arguments: [
      [(0.0, 0.0), (0, 0), (-10, 0), (-20, 0)],
      [(0, 0), (0, 0), (0, -10), (0, -20)],
      [(0, 0), (0, 0), (0, 0), (-10, 5), (-20, 0)],
      [(0, 0), (-10, 0), (-20, 0), (-20, 0)],
    ])
  func repeatedEndPoints(_ locations: [(Double, Double)]) {
    let points = locations.map { Self.point($0.0, $0.1) }
    #expect(Self.uncovered(points).isEmpty)
    // The start cap lies behind the start, half the size (2) away: for a stroke leaving (0, 0)
    // leftwards or downwards, the outline reaches x = 2 or y = 2 and goes no further that way.
    let path = StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0))
    let outline = Array(SVGStrokeOutline.outline(path).points)
    let start = points[0].position
    let away = points.last!.position - start
    let behind = -away / (away.x * away.x + away.y * away.y).squareRoot()
    let reach = outline.map { (($0 - start) * behind).sum() }.max()!
    #expect(abs(reach - 2) < 0.05, "reach \(reach)")
  }
}
