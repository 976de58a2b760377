import Foundation
import InkInterchange
import InkTestSupport
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

  /// The winding number of every closed polygon of `outline` (its subpaths) around `p`, summed.
  static func winding(_ outline: BezierPath, around p: SIMD2<Double>) -> Int {
    outline.subpaths.reduce(0) { $0 + winding(Array($1.points), around: p) }
  }

  /// The curve points (41 a span) that the outline leaves unpainted (nonzero rule).
  static func uncovered(_ points: [StrokePoint]) -> [SIMD2<Double>] {
    let path = StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0))
    let outline = SVGStrokeOutline.outline(path)
    let bezier = Array(path.bezierRepresentation.points)
    var missed: [SIMD2<Double>] = []
    for span in 0..<(points.count - 1) {
      let cubic = CubicBezier(
        bezier[3 * span], bezier[3 * span + 1], bezier[3 * span + 2], bezier[3 * span + 3])
      for s in 0...40 {
        let p = cubic.point(at: Double(s) / 40)
        if winding(outline, around: p) == 0 { missed.append(p) }
      }
    }
    return missed
  }

  /// The sides were offset without joins: where a stroke turned back on itself or turned more
  /// sharply than its half-width, they crossed and the nonzero rule left gaps (the tip of
  /// `(0,0) (10,0) (0,0)` at size 4, past x ≈ 6.6; 14 of 300 random strokes had unpainted points
  /// on the curve).
  @Test("Cusps and sharp turns are painted: no point of the curve is left outside")
  func cuspsAndSharpTurns() {
    #expect(Self.uncovered([Self.point(0, 0), Self.point(10, 0), Self.point(0, 0)]).isEmpty)
    // The tip's round end reaches half the size beyond the curve's turning point (x ≈ 6.67).
    let tip = StrokePath(
      controlPoints: [Self.point(0, 0), Self.point(10, 0), Self.point(0, 0)],
      creationDate: Date(timeIntervalSinceReferenceDate: 0))
    let reach = SVGStrokeOutline.outline(tip).points.map(\.x).max()!
    #expect(reach > 6.66 + 1.9 && reach < 6.67 + 2.01, "reach \(reach)")
    var rng = SplitMix64(seed: 77)
    var missedStrokes = 0
    var missedAround = 0
    for _ in 0..<300 {
      let n = Int.random(in: 2...7, using: &rng)
      let points = (0..<n).map { _ in
        Self.point(
          Double.random(in: -50...50, using: &rng), Double.random(in: -50...50, using: &rng),
          size: Double.random(in: 0...10, using: &rng))
      }
      if !Self.uncovered(points).isEmpty { missedStrokes += 1 }
      // Around the curve too: at each sample, points 0.8 of the half-width away in 8 directions
      // (the outer side's chords between samples stay beyond 0.9 of it at the turns a band takes).
      let path = StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0))
      let outline = SVGStrokeOutline.outline(path)
      for step in 0...(8 * (n - 1)) {
        let point = path.interpolatedPoint(at: CGFloat(step) / 8)
        let r = (Double(point.size.width) + Double(point.size.height)) / 4
        for k in 0..<8 {
          let theta = Double(k) * .pi / 4
          let p = point.position + 0.8 * r * SIMD2(cos(theta), sin(theta))
          if Self.winding(outline, around: p) == 0 { missedAround += 1 }
        }
      }
    }
    #expect(missedStrokes == 0)
    #expect(missedAround == 0)
  }

  /// A stroke whose sides do not cross keeps its one polygon (and so its size in the file).
  @Test("A gentle stroke is still one polygon")
  func gentleStrokeIsOnePolygon() {
    let points = [Self.point(0, 0), Self.point(10, 2), Self.point(20, 0), Self.point(30, -3)]
    let path = StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0))
    let outline = SVGStrokeOutline.outline(path)
    #expect(outline.subpaths.count == 1)
    #expect(Self.uncovered(points).isEmpty)
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
