import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

/// Random geometry for the conversion tests.
extension SplitMix64 {
  mutating func point(_ range: ClosedRange<Double>) -> SIMD2<Double> {
    SIMD2(Double.random(in: range, using: &self), Double.random(in: range, using: &self))
  }
}

/// Converts `path` and checks the result against an independent Hausdorff measurement
/// (``HausdorffDistance``, exact wherever it comes near the tolerance): every point finite, the
/// report's tolerance as asked and its bound within it, and each subpath's measured distance
/// within the tolerance.
@discardableResult
func checkConversionTolerance(
  _ path: BezierPath, tolerance: Double, _ comment: Comment
) throws -> [StrokePath] {
  let (strokes, report) = try path.strokePathsWithReport(
    creationDate: Date(timeIntervalSinceReferenceDate: 0), tolerance: tolerance,
    pointProvider: .default)
  let sources = ConversionGeometry.subpathSegments(path)
  try #require(strokes.count == sources.count, comment)
  #expect(report.maxVerifiedDistance <= report.tolerance, comment)
  #expect(report.tolerance == tolerance, comment)
  for (stroke, source) in zip(strokes, sources) {
    #expect(stroke.allSatisfy { $0.position.x.isFinite && $0.position.y.isFinite }, comment)
    let measured = HausdorffDistance.measure(source, stroke, tolerance: tolerance)
    // (The measurement is exact above the tolerance; the fitter's bound is rigorous.)
    #expect(
      measured.distance <= tolerance * (1 + 1e-7),
      "\(comment): measured \(measured.distance) > \(tolerance) at \(measured.location)")
  }
  return strokes
}

/// Geometry for the conversion tests, nothing shared with the fitter (the distance measurement
/// is ``HausdorffDistance``, in InkTestSupport).
enum ConversionGeometry {
  /// The segments of each subpath of `path` that has any, in order.
  static func subpathSegments(_ path: BezierPath) -> [[BezierPath.Segment]] {
    var result: [[BezierPath.Segment]] = []
    var current = -1
    path.forEachSegment { segment, _, subpath in
      if subpath != current {
        result.append([])
        current = subpath
      }
      result[result.count - 1].append(segment)
    }
    return result
  }

  static func length(_ v: SIMD2<Double>) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }

  /// The distance from `p` to the segment `a b`.
  static func distance(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let d = b - a
    let dd = d.x * d.x + d.y * d.y
    var t = dd > 0 ? ((p - a).x * d.x + (p - a).y * d.y) / dd : 0
    t = min(1, max(0, t))
    return length(p - (a + t * d))
  }

  /// A random smooth-ish or wild cubic chain, as a path with one subpath.
  static func randomChain(
    _ rng: inout SplitMix64, segments: Int, kind: Int, scale: Double, offset: SIMD2<Double>
  ) -> BezierPath {
    var path = BezierPath()
    var p = rng.point(0...1)
    var tangent = rng.point(-0.3...0.3)
    path.move(to: offset + scale * p)
    for _ in 0..<segments {
      let next = p + rng.point(-0.5...0.5)
      var c1 = p + tangent
      var c2 = next + rng.point(-0.4...0.4)
      switch kind {
      case 0:  // smooth chain (G1 joins)
        break
      case 1:  // loops: controls crossed over
        c1 = p + 1.5 * (next - p) + rng.point(-0.6...0.6)
        c2 = next - 1.5 * (next - p) + rng.point(-0.6...0.6)
      case 2:  // cusps: the classic cusp cubic, rotated and scaled
        let d = next - p
        let n = SIMD2(-d.y, d.x)
        c1 = p + d + n
        c2 = p + n
      case 3:  // near-straight
        c1 = p + (next - p) / 3 + 1e-4 * rng.point(-1...1)
        c2 = p + 2 * (next - p) / 3 + 1e-4 * rng.point(-1...1)
      default:  // wild: random controls, kinks
        c1 = p + rng.point(-1...1)
        c2 = next + rng.point(-1...1)
      }
      path.addCurve(to: offset + scale * next, control1: offset + scale * c1, control2: offset + scale * c2)
      tangent = next - c2
      p = next
    }
    return path
  }
}

/// The shared test corpus (`../shared/corpus/` from the package root).
enum ConversionCorpus {
  struct Missing: Error, CustomStringConvertible {
    var path: String
    var description: String {
      "test corpus not found at \(path) (expected ../shared/corpus/ next to the package)"
    }
  }

  /// The corpus directory; throws (failing the test) when it is missing.
  static func directory(file: String = #filePath) throws -> URL {
    var root = URL(fileURLWithPath: file).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      let parent = root.deletingLastPathComponent()
      guard parent.path != root.path else { throw Missing(path: "(no Package.swift above \(file))") }
      root = parent
    }
    let corpus = root.appendingPathComponent("../shared/corpus").standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw Missing(path: corpus.path) }
    return corpus
  }

  /// The values of the ` d="…"` attributes in an SVG text (a plain scan, enough for the corpus).
  static func pathData(in text: String) -> [String] {
    var result: [String] = []
    var rest = text[...]
    while let range = rest.range(of: " d=") {
      rest = rest[range.upperBound...]
      guard let quote = rest.first, quote == "\"" || quote == "'" else { continue }
      rest = rest.dropFirst()
      guard let end = rest.firstIndex(of: quote) else { break }
      result.append(String(rest[..<end]))
      rest = rest[end...]
    }
    return result
  }
}

extension PieceFitter {
  /// The spline point and its first and second derivatives at `u` from the control points `c`
  /// by the basis form: the reference that the span polynomials
  /// (``PieceFitter/evaluate(polynomials:lastSpan:_:)``, what the fitter evaluates) are checked
  /// against.
  static func evaluate(
    _ c: UnsafeBufferPointer<SIMD2<Double>>, _ u: Double
  ) -> (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>) {
    let i = fitterInt(u, limit: c.count - 2)
    let w = u - Double(i)
    let pa = control(c, i - 1)
    let pb = c[i]
    let pc = c[i + 1]
    let pd = control(c, i + 2)
    let b = basis(w)
    let p = b.0 * pa + b.1 * pb + b.2 * pc + b.3 * pd
    let mw = 1 - w
    let d1 =
      (-0.5 * mw * mw) * pa + (1.5 * w * w - 2 * w) * pb + (-1.5 * w * w + w + 0.5) * pc
      + (0.5 * w * w) * pd
    let d2 = mw * pa + (3 * w - 2) * pb + (1 - 3 * w) * pc + w * pd
    return (p, d1, d2)
  }
}
