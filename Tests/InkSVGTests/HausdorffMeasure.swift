import InkInterchange

/// An independent two-sided Hausdorff measurement between two Bézier paths, by dense sampling:
/// each path is sampled and every sample's distance to the other path's dense polyline is taken;
/// the result is the larger of the two one-sided maxima. A uniform grid over the polyline's
/// segments keeps it near linear time.
///
/// Each segment (as a cubic `p0 … p3`) gets `n` uniform parameter steps, the larger of
/// - `⌈L / spacing⌉`, `L` the control polygon's length (≥ the arc length), so samples are at most
///   `spacing` (default 0.1) apart along the curve, and
/// - `⌈√(6M / (8ε))⌉` with `M = max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|)`: the second derivative
///   is at most `6M`, so the polyline through the samples is within **ε = 0.0025** of the curve
///   (the chord error of a uniform step `h` is at most `max|B''| · h² / 8`), for any curvature.
///
/// So the density follows length and bending only (no fixed minimum per segment: tiny segments
/// of a converted stroke cost one or two samples, not 24), with the chord error bounded by
/// ε everywhere.
struct HausdorffMeasure {
  /// The chord error bound ε of the sampled polylines.
  static let chordError = 0.0025

  /// Dense samples of a path's segments (the move point alone for a path without segments).
  static func samples(_ path: BezierPath, spacing: Double = 0.1) -> [SIMD2<Double>] {
    var result: [SIMD2<Double>] = []
    func length(_ v: SIMD2<Double>) -> Double { (v * v).sum().squareRoot() }
    path.forEachSegment { segment, _, _ in
      let c = segment.cubic
      if result.isEmpty { result.append(c.p0) }
      let polygon = length(c.p1 - c.p0) + length(c.p2 - c.p1) + length(c.p3 - c.p2)
      let bend = max(length(c.p0 - 2 * c.p1 + c.p2), length(c.p1 - 2 * c.p2 + c.p3))
      let byLength = (polygon / spacing).rounded(.up)
      let byBend = (6 * bend / (8 * chordError)).squareRoot().rounded(.up)
      let n = min(100_000, max(1, Int(max(byLength, byBend))))
      for k in 1...n { result.append(c.point(at: Double(k) / Double(n))) }
    }
    if result.isEmpty, let first = path.points.first { result.append(first) }
    return result
  }

  /// The two-sided distance between the sampled paths.
  static func distance(_ a: BezierPath, _ b: BezierPath) -> Double {
    let sa = samples(a)
    let sb = samples(b)
    return max(oneSided(sa, sb), oneSided(sb, sa))
  }

  /// The largest distance from a point of `points` to the polyline through `line`.
  static func oneSided(_ points: [SIMD2<Double>], _ line: [SIMD2<Double>]) -> Double {
    guard let first = line.first, !points.isEmpty else { return points.isEmpty ? 0 : .infinity }
    var lo = first
    var hi = first
    for p in line {
      lo = pointwiseMin(lo, p)
      hi = pointwiseMax(hi, p)
    }
    let extent = max(hi.x - lo.x, hi.y - lo.y, 1e-9)
    let cells = max(1, min(256, Int((Double(line.count).squareRoot()).rounded(.up))))
    let h = extent / Double(cells)
    var grid = [[Int]](repeating: [], count: cells * cells)
    func cell(_ v: Double, _ origin: Double) -> Int { min(cells - 1, max(0, Int((v - origin) / h))) }
    let segmentCount = max(line.count - 1, 1)
    for s in 0..<segmentCount {
      let p = line[s]
      let q = line[min(s + 1, line.count - 1)]
      let x0 = cell(min(p.x, q.x), lo.x)
      let x1 = cell(max(p.x, q.x), lo.x)
      let y0 = cell(min(p.y, q.y), lo.y)
      let y1 = cell(max(p.y, q.y), lo.y)
      for x in x0...x1 { for y in y0...y1 { grid[y * cells + x].append(s) } }
    }
    func segmentDistance(_ p: SIMD2<Double>, _ s: Int) -> Double {
      let a = line[s]
      let b = line[min(s + 1, line.count - 1)]
      let ab = b - a
      let len2 = (ab * ab).sum()
      let t = len2 > 0 ? min(max(((p - a) * ab).sum() / len2, 0), 1) : 0
      let d = p - (a + t * ab)
      return (d * d).sum().squareRoot()
    }
    var worst = 0.0
    for p in points {
      let cx = cell(p.x, lo.x)
      let cy = cell(p.y, lo.y)
      var best = Double.infinity
      var ring = 0
      while ring <= cells {
        // Segments in ring r are at least (r − 1)·h away.
        if best < .infinity && Double(ring - 1) * h > best { break }
        for x in (cx - ring)...(cx + ring) where x >= 0 && x < cells {
          for y in (cy - ring)...(cy + ring) where y >= 0 && y < cells {
            guard abs(x - cx) == ring || abs(y - cy) == ring else { continue }
            for s in grid[y * cells + x] { best = min(best, segmentDistance(p, s)) }
          }
        }
        ring += 1
      }
      if best == .infinity {
        for s in 0..<segmentCount { best = min(best, segmentDistance(p, s)) }
      }
      worst = max(worst, best)
    }
    return worst
  }
}
