import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

/// The conversion's promises on hostile but valid paths, checked by a measurement that shares
/// nothing with the fitter (``HausdorffDistance``): the two-sided Hausdorff distance of every
/// subpath within its verified tolerance, one stroke path per subpath, exact end points, no
/// non-finite point, and what the point provider sees.
@Suite struct HostilePathToleranceTests {
  typealias V = SIMD2<Double>
  let date = Date(timeIntervalSinceReferenceDate: 0)

  static func point(_ rng: inout SplitMix64, _ r: Double = 1) -> V {
    SIMD2(Double.random(in: -r...r, using: &rng), Double.random(in: -r...r, using: &rng))
  }

  /// The second control point that gives the cubic `p0 p1 · p3` a cusp (zero velocity) at `t`.
  static func cuspControl(_ p0: V, _ p1: V, _ p3: V, t: Double) -> V {
    // Velocity / 3 = a t² + b t + c with a = p3 − 3 p2 + 3 p1 − p0, b = 2 (p2 − 2 p1 + p0),
    // c = p1 − p0; solved for p2.
    let a: V = p3 + 3 * p1 - p0
    let b: V = 2 * p0 - 4 * p1
    let c: V = p1 - p0
    let rhs: V = -(t * t) * a - t * b - c
    return rhs / (2 * t - 3 * t * t)
  }

  /// Appends one hostile element (or a few) of `kind` from the current point `p`; returns the new
  /// current point.
  static func append(
    _ path: inout BezierPath, from p: V, kind: Int, step: Double, _ rng: inout SplitMix64
  ) -> V {
    let next = p + step * point(&rng)
    let d = next - p
    switch kind {
    case 0: path.addLine(to: next)
    case 1: path.addQuadCurve(to: next, control: p + step * point(&rng, 1.5))
    case 2: path.addCurve(to: next, control1: p + step * point(&rng), control2: next + step * point(&rng))
    case 3:  // a loop: the controls crossed over
      path.addCurve(
        to: next, control1: p + 2 * d + step * point(&rng, 0.5),
        control2: next - 2 * d + step * point(&rng, 0.5))
    case 4:  // an exact cusp inside
      let c1 = p + step * point(&rng)
      let t = [0.2, 0.35, 0.5, 0.8][Int(rng.next() % 4)]
      path.addCurve(to: next, control1: c1, control2: cuspControl(p, c1, next, t: t))
    case 5:  // nearly straight
      let off = pow(10, Double.random(in: -12 ... -3, using: &rng)) * step
      path.addCurve(
        to: next, control1: p + d / 3 + off * point(&rng), control2: p + 2 * d / 3 + off * point(&rng))
    case 6:  // a line back on itself, A → B → A
      path.addLine(to: next)
      path.addLine(to: p)
      return p
    case 7:  // zero-length elements, or a loop back to its start
      switch rng.next() % 4 {
      case 0: path.addLine(to: p)
      case 1: path.addCurve(to: p, control1: p, control2: p)
      case 2: path.addQuadCurve(to: p, control: p)
      default: path.addCurve(to: p, control1: p + step * point(&rng), control2: p + step * point(&rng))
      }
      return p
    case 8:  // collinear lines, forwards and back
      var q = p
      for _ in 0..<(2 + Int(rng.next() % 6)) {
        q += d * Double.random(in: -0.5...2, using: &rng)
        path.addLine(to: q)
      }
      return q
    case 9:  // a very short cubic next to long ones
      let tiny = p + 1e-9 * step * point(&rng)
      path.addCurve(
        to: tiny, control1: p + 1e-9 * step * point(&rng), control2: tiny + 1e-9 * step * point(&rng))
      return tiny
    case 10:  // an S-curve
      let n = SIMD2(-d.y, d.x)
      path.addCurve(to: next, control1: p + d / 3 + n, control2: p + 2 * d / 3 - n)
    case 11:  // a cubic that runs back along its chord
      path.addCurve(to: next, control1: p + 2 * d, control2: p - d)
    case 12:  // a small turn, near the corner threshold
      let a = Double.random(in: -0.1...0.1, using: &rng)
      let turned = next + SIMD2(d.x * cos(a) - d.y * sin(a), d.x * sin(a) + d.y * cos(a))
      path.addLine(to: next)
      path.addLine(to: turned)
      return turned
    default:  // controls on the end points
      switch rng.next() % 3 {
      case 0: path.addCurve(to: next, control1: p, control2: next)
      case 1: path.addCurve(to: next, control1: p, control2: p + step * point(&rng))
      default: path.addCurve(to: next, control1: next, control2: next)
      }
    }
    return next
  }

  /// One to three subpaths of hostile elements (one kind, or all mixed), some closed, some with a
  /// zero-length close.
  static func hostilePath(_ rng: inout SplitMix64) -> BezierPath {
    var path = BezierPath()
    for _ in 0..<(1 + Int(rng.next() % 3)) {
      var p = point(&rng, 2)
      path.move(to: p)
      let kinds = rng.next() % 2 == 0 ? [Int(rng.next() % 14)] : Array(0..<14)
      for _ in 0..<(1 + Int(rng.next() % 8)) {
        let step = rng.next() % 8 == 0 ? pow(10, Double.random(in: -6...3, using: &rng)) : 1
        p = append(&path, from: p, kind: kinds[Int(rng.next() % UInt64(kinds.count))], step: step, &rng)
      }
      switch rng.next() % 4 {
      case 0: path.closeSubpath()
      case 1:
        path.addLine(to: p)
        path.closeSubpath()
      default: break
      }
    }
    return path
  }

  /// Three hundred hostile paths (about 600 subpaths) at scales from 1e−200 to 1e200, far from the
  /// origin, at tolerances from 2e−3 to 10 of their extent.
  @Test func hostilePathsStayWithinTolerance() throws {
    var rng = SplitMix64(seed: 0x5EED_0006)
    var measured = 0
    for trial in 0..<300 {
      var path = Self.hostilePath(&rng)
      let scale = [1.0, 1e-200, 1e200, 1e-6, 1e6, 1][Int(rng.next() % 6)]
      let offset = [0.0, 0, 1e5, -1e8, 1e12][Int(rng.next() % 5)] * (scale < 1e100 ? 1 : scale)
      path = path.applying(AffineTransform2D(scaleX: scale, y: scale))
        .applying(AffineTransform2D(translationX: offset, y: -0.7 * offset))
      let relative = [2e-3, 1e-2, 1e-1, 10][Int(rng.next() % 4)]
      // (A path of zero-length elements alone converts to dots, checked elsewhere.)
      guard path.extent > 0 else { continue }
      let tolerance = relative * path.extent
      let comment = Comment(rawValue: "trial \(trial): \(path.svgPathData) at \(tolerance)")
      var seen: [ConvertedBezierPoint] = []
      var report = ConversionReport()
      let strokes = try BezierConversion.convert(
        path, tolerance: tolerance, segmentProperties: [], firstSubpathOnly: false, creationDate: date,
        report: &report
      ) { converted in
        seen.append(converted)
        return .pen(at: converted.location)
      }
      let subpaths = ConversionGeometry.subpathSegments(path)
      try #require(strokes.count == subpaths.count, comment)
      #expect(report.maxVerifiedDistance <= report.tolerance, comment)
      // (Segment indices count the closes and skip the move-tos, across subpaths.)
      var firstSegment = 0
      for (stroke, segments) in zip(strokes, subpaths) {
        let positions = stroke.map(\.position)
        #expect(positions.allSatisfy { $0.x.isFinite && $0.y.isFinite }, comment)
        // What the provider saw for this stroke path.
        let points = seen.prefix(positions.count)
        seen.removeFirst(points.count)
        try #require(points.count == positions.count, comment)
        let segmentRange = firstSegment...(firstSegment + segments.count - 1)
        for (i, point) in zip(points.indices, points) {
          let previous = i > points.startIndex ? points[i - 1] : nil
          #expect(point.index == i - points.startIndex && point.pointCount == positions.count, comment)
          #expect(segmentRange.contains(point.bezierSegmentIndex), comment)
          #expect((0...1).contains(point.segmentPosition) && (0...1).contains(point.pathFraction), comment)
          #expect(point.pathFraction >= previous?.pathFraction ?? 0, comment)
          #expect(point.bezierSegmentIndex >= previous?.bezierSegmentIndex ?? 0, comment)
        }
        firstSegment += segments.count
        guard positions.count > 1 else { continue }
        #expect(points.first?.pathFraction == 0 && points.last?.pathFraction == 1, comment)
        #expect(positions.first == segments.first?.start && positions.last == segments.last?.end, comment)
        // The distance, against the tolerance verified for this subpath (the requested one, or
        // the floor above it; the report gives the largest over the subpaths).
        let result = HausdorffDistance.measure(
          segments, controlPoints: positions, tolerance: report.tolerance)
        #expect(
          result.distance <= report.tolerance * (1 + 1e-7),
          "\(comment): measured \(result.ratio(to: report.tolerance)) × the tolerance at \(result.location)")
        measured += 1
      }
    }
    #expect(measured >= 400, "only \(measured) subpaths measured")
  }
}
