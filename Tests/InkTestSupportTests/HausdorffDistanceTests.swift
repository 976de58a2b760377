import Foundation
import InkInterchange
import InkTestSupport
import Testing

/// ``HausdorffDistance`` against distances known in closed form.
@Suite struct HausdorffDistanceTests {
  let line: [BezierPath.Segment] = [.line(SIMD2(0, 0), SIMD2(10, 0))]

  @Test func parallelLinesAreTheirOffsetApart() {
    let above: [BezierPath.Segment] = [.line(SIMD2(0, 0.3), SIMD2(10, 0.3))]
    let m = HausdorffDistance.measure(line, above, tolerance: 0.1)
    #expect(abs(m.distance - 0.3) < 1e-12)
    #expect(abs(m.forward - 0.3) < 1e-12 && abs(m.backward - 0.3) < 1e-12)
    // A longer line: only the overhang is far (2 units from the end of the short one).
    let longer: [BezierPath.Segment] = [.line(SIMD2(0, 0), SIMD2(12, 0))]
    let overhang = HausdorffDistance.measure(line, longer, tolerance: 0.1)
    #expect(abs(overhang.distance - 2) < 1e-12)
    #expect(overhang.forward < 1e-12)
    #expect(abs(overhang.location.x - 12) < 1e-9 && abs(overhang.location.y) < 1e-9)
  }

  @Test func aBumpIsItsHeightAway() {
    // The quadratic (0,0) (5,20) (10,0) is y = 4x − 0.4x², which peaks at (5, 10): 10 above the
    // line. Every point of the line is nearer than that to the bump (from (5, 0) the peak is the
    // farthest point of the arch's top, not the nearest).
    let bump: [BezierPath.Segment] = [.quadratic(SIMD2(0, 0), SIMD2(5, 20), SIMD2(10, 0))]
    let m = HausdorffDistance.measure(bump, line, tolerance: 5)
    #expect(abs(m.distance - 10) < 1e-12)
    #expect(abs(m.forward - 10) < 1e-12)
    #expect(m.backward < 9)
    #expect(abs(m.location.x - 5) < 1e-3 && abs(m.location.y - 10) < 1e-9)
  }

  @Test func justOverTheToleranceIsCaught() {
    let bump: [BezierPath.Segment] = [.quadratic(SIMD2(0, 0), SIMD2(5, 20), SIMD2(10, 0))]
    for tolerance in [9.999_999_9, 9.0, 5.0] {
      #expect(HausdorffDistance.measure(bump, line, tolerance: tolerance).distance > tolerance)
    }
    #expect(HausdorffDistance.measure(bump, line, tolerance: 10.000_01).distance <= 10.000_01)
  }

  @Test func strokePathSpansFollowTheContract() {
    // Control points (0,0) (5,6) (10,0): the spans join at (P0 + 4 P1 + P2) / 6 = (5, 4), the
    // curve's highest point; the ends are the end control points (natural phantoms).
    let points: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(5, 6), SIMD2(10, 0)]
    let m = HausdorffDistance.measure(line, controlPoints: points, tolerance: 1)
    #expect(abs(m.distance - 4) < 1e-12)
    #expect(abs(m.backward - 4) < 1e-12)
    #expect(abs(m.location.x - 5) < 1e-3 && abs(m.location.y - 4) < 1e-9)
    // A straight stroke path along the line is on it.
    let straight = HausdorffDistance.measure(
      line, controlPoints: [SIMD2(0, 0), SIMD2(4, 0), SIMD2(10, 0)], tolerance: 1e-6)
    #expect(straight.distance < 1e-12)
    // The same through a StrokePath value.
    let stroke = StrokePath(
      controlPoints: points.map {
        StrokePoint(
          location: CGPoint(x: $0.x, y: $0.y), timeOffset: 0, size: CGSize(width: 1, height: 1),
          opacity: 1, force: 1, azimuth: 0, altitude: .pi / 2)
      }, creationDate: Date(timeIntervalSinceReferenceDate: 0))
    #expect(HausdorffDistance.measure(line, stroke, tolerance: 1).distance == m.distance)
  }

  @Test func scaleAndPositionDoNotMatter() {
    // Powers of two scale exactly; the measurement works in coordinates moved to the first point
    // and scaled to about 1, so huge and tiny copies measure the same, relative to their size.
    let bump: [BezierPath.Segment] = [.quadratic(SIMD2(0, 0), SIMD2(5, 2), SIMD2(10, 0))]
    for exponent in [-1000, -500, 0, 500, 1000] {
      let s = scalbn(1.0, exponent)
      let offset = SIMD2<Double>(3, -7) * s * 1e6
      func moved(_ segments: [BezierPath.Segment]) -> [BezierPath.Segment] {
        segments.map {
          switch $0 {
          case .line(let a, let b): .line(a * s + offset, b * s + offset)
          case .quadratic(let a, let c, let b): .quadratic(a * s + offset, c * s + offset, b * s + offset)
          case .cubic(let c):
            .cubic(CubicBezier(c.p0 * s + offset, c.p1 * s + offset, c.p2 * s + offset, c.p3 * s + offset))
          }
        }
      }
      let m = HausdorffDistance.measure(moved(bump), moved(line), tolerance: 0.5 * s)
      #expect(abs(m.distance / s - 1) < 1e-9, "2^\(exponent): \(m.distance / s)")
    }
  }

  @Test func pathsAndPointsAndEmptiness() {
    var a = BezierPath()
    a.move(to: SIMD2(0, 0))
    a.addLine(to: SIMD2(10, 0))
    // Two subpaths are one set of points: the far one counts.
    var b = a
    b.move(to: SIMD2(0, 5))
    b.addLine(to: SIMD2(10, 5))
    #expect(abs(HausdorffDistance.measure(a, b, tolerance: 1).distance - 5) < 1e-12)
    // A path with a move alone is its point.
    var dot = BezierPath()
    dot.move(to: SIMD2(5, 3))
    #expect(abs(HausdorffDistance.measure(a, dot, tolerance: 1).distance - (25.0 + 9).squareRoot()) < 1e-12)
    // A one-point stroke path is its point.
    let single = HausdorffDistance.measure(line, controlPoints: [SIMD2(5, 3)], tolerance: 1)
    #expect(abs(single.distance - (25.0 + 9).squareRoot()) < 1e-12)
    // The empty set.
    #expect(HausdorffDistance.measure([], [], tolerance: 1).distance == 0)
    #expect(HausdorffDistance.measure(line, [], tolerance: 1).distance == .infinity)
    #expect(HausdorffDistance.measure([], controlPoints: [SIMD2(1, 1)], tolerance: 1).distance == .infinity)
  }
}
