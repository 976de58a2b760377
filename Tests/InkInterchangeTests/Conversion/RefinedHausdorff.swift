import Foundation
import InkTestSupport

@testable import InkInterchange

/// An independent two-sided Hausdorff measurement between a source subpath and a stroke path:
/// both curves sampled densely (the stroke path's spans from its control points by the
/// contract's formulas, not through the library), each sample's distance taken to a fine
/// polyline of the other curve, and every sample whose distance comes near the threshold
/// re-measured exactly (nearest point on each nearby cubic by Newton from a dense start) and
/// maximised along its curve, so coarse sampling cannot raise a false alarm. Coordinates are
/// moved to the first point and scaled by a power of two first, so huge, tiny and far-away paths
/// are measured at full precision.
enum RefinedHausdorff {
  typealias V = SIMD2<Double>

  struct Cubic {
    var p0, p1, p2, p3: V
    func point(_ t: Double) -> V {
      // Relative to p0 (Bernstein on differences).
      let mt = 1 - t
      let d1 = p1 - p0
      let d2 = p2 - p0
      let d3 = p3 - p0
      return p0 + (3 * mt * mt * t) * d1 + (3 * mt * t * t) * d2 + (t * t * t) * d3
    }
    func d1(_ t: Double) -> V {
      let mt = 1 - t
      return 3 * (mt * mt * (p1 - p0) + 2 * mt * t * (p2 - p1) + t * t * (p3 - p2))
    }
    func d2(_ t: Double) -> V {
      let a: V = p2 - 2 * p1 + p0
      let b: V = p3 - 2 * p2 + p1
      let s: V = (1 - t) * a + t * b
      return 6 * s
    }
    var lo: V { pointwiseMin(pointwiseMin(p0, p1), pointwiseMin(p2, p3)) }
    var hi: V { pointwiseMax(pointwiseMax(p0, p1), pointwiseMax(p2, p3)) }
    var polygon: Double { len(p1 - p0) + len(p2 - p1) + len(p3 - p2) }
  }

  static func len(_ v: V) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }

  /// The normalisation: `(p − origin) · 2^-e`.
  struct Frame {
    var origin: V
    var e: Int
    func map(_ p: V) -> V {
      SIMD2(scalbn(p.x, -e) - scalbn(origin.x, -e), scalbn(p.y, -e) - scalbn(origin.y, -e))
    }
  }

  static func frame(for segments: [BezierPath.Segment]) -> Frame {
    var lo = V(repeating: .infinity)
    var hi = V(repeating: -.infinity)
    for s in segments {
      let pts: [V]
      switch s {
      case .line(let a, let b): pts = [a, b]
      case .quadratic(let a, let c, let b): pts = [a, c, b]
      case .cubic(let c): pts = [c.p0, c.p1, c.p2, c.p3]
      }
      for p in pts {
        lo = pointwiseMin(lo, p)
        hi = pointwiseMax(hi, p)
      }
    }
    let origin = segments[0].start
    // Extent as difference may overflow for ±1e308: halve first.
    let ext = Swift.max(hi.x / 2 - lo.x / 2, hi.y / 2 - lo.y / 2)
    let e = ext > 0 ? Int(ext.exponent) + 1 : 0
    return Frame(origin: origin, e: e)
  }

  static func cubics(_ segments: [BezierPath.Segment], _ f: Frame) -> [Cubic] {
    segments.map { s in
      switch s {
      case .line(let a, let b):
        let a = f.map(a)
        let b = f.map(b)
        return Cubic(p0: a, p1: a + (b - a) / 3, p2: a + 2 * (b - a) / 3, p3: b)
      case .quadratic(let a, let c, let b):
        let a = f.map(a)
        let c = f.map(c)
        let b = f.map(b)
        return Cubic(p0: a, p1: a + (2.0 / 3) * (c - a), p2: b + (2.0 / 3) * (c - b), p3: b)
      case .cubic(let c):
        return Cubic(p0: f.map(c.p0), p1: f.map(c.p1), p2: f.map(c.p2), p3: f.map(c.p3))
      }
    }
  }

  /// The stroke path's spans, from its control points (mapped first).
  static func spans(_ positions: [V], _ f: Frame) -> [Cubic] {
    let p = positions.map(f.map)
    let n = p.count
    if n == 1 { return [Cubic(p0: p[0], p1: p[0], p2: p[0], p3: p[0])] }
    var out: [Cubic] = []
    for i in 0..<(n - 1) {
      let b = p[i]
      let c = p[i + 1]
      let a = i > 0 ? p[i - 1] : 2 * b - c
      let d = i + 2 < n ? p[i + 2] : 2 * c - b
      out.append(
        Cubic(
          p0: i == 0 ? b : (a + 4 * b + c) / 6, p1: (2 * b + c) / 3, p2: (b + 2 * c) / 3,
          p3: i == n - 2 ? c : (b + 4 * c + d) / 6))
    }
    return out
  }

  /// Exact-ish distance from `p` to a cubic: dense start + Newton on each local minimum.
  static func distance(_ p: V, _ c: Cubic) -> (Double, Double) {
    let n = 64
    var vals = [Double](repeating: 0, count: n + 1)
    for q in 0...n { vals[q] = len(c.point(Double(q) / Double(n)) - p) }
    var best = Swift.min(vals[0], vals[n])
    var bestT = vals[0] <= vals[n] ? 0.0 : 1.0
    for q in 0...n {
      let left = q > 0 ? vals[q - 1] : .infinity
      let right = q < n ? vals[q + 1] : .infinity
      guard vals[q] <= left && vals[q] <= right else { continue }
      var t = Double(q) / Double(n)
      var lo = Swift.max(0, t - 1.0 / Double(n))
      var hi = Swift.min(1, t + 1.0 / Double(n))
      // Newton, falling back to golden section.
      for _ in 0..<30 {
        let r = c.point(t) - p
        let d1 = c.d1(t)
        let g = r.x * d1.x + r.y * d1.y
        let d2 = c.d2(t)
        let h = d1.x * d1.x + d1.y * d1.y + r.x * d2.x + r.y * d2.y
        var next = h > 0 ? t - g / h : (g > 0 ? lo : hi)
        if !(next >= lo && next <= hi) { next = g > 0 ? (lo + t) / 2 : (t + hi) / 2 }
        if g > 0 { hi = t } else { lo = t }
        if abs(next - t) < 1e-17 { break }
        t = next
      }
      // Golden-section polish on the bracket as a safety net.
      var a = Swift.max(0, t - 2.0 / Double(n))
      var b = Swift.min(1, t + 2.0 / Double(n))
      for _ in 0..<80 {
        let m1 = a + 0.381966 * (b - a)
        let m2 = a + 0.618034 * (b - a)
        if len(c.point(m1) - p) < len(c.point(m2) - p) { b = m2 } else { a = m1 }
      }
      for tt in [t, (a + b) / 2] {
        let d = len(c.point(tt) - p)
        if d < best {
          best = d
          bestT = tt
        }
      }
    }
    return (best, bestT)
  }

  /// A flattened curve with a grid over its chords.
  struct Index {
    var pts: [V] = []
    var owner: [Int] = []  // cubic of each chord
    var lo: V = .zero
    var cell: Double = 1
    var grid: [SIMD2<Int>: [Int]] = [:]
    var cubics: [Cubic]

    init(_ cubics: [Cubic], spacing: Double, cell: Double) {
      self.cubics = cubics
      for (k, c) in cubics.enumerated() {
        let m = Swift.min(4000, Swift.max(8, Int((c.polygon / spacing).rounded(.up))))
        pts.append(c.p0)
        owner.append(-1)
        for q in 1...m {
          pts.append(c.point(Double(q) / Double(m)))
          owner.append(k)
        }
      }
      var l = pts[0]
      var total = 0.0
      for (i, p) in pts.enumerated() {
        l = pointwiseMin(l, p)
        if i > 0 { total += len(p - pts[i - 1]) }
      }
      lo = l
      self.cell = Swift.max(cell, 2 * total / Double(pts.count))
      for i in 1..<pts.count where owner[i] >= 0 {
        let k0 = key(pointwiseMin(pts[i - 1], pts[i]))
        let k1 = key(pointwiseMax(pts[i - 1], pts[i]))
        if (k1.x - k0.x + 1) * (k1.y - k0.y + 1) > 10000 { continue }
        for x in k0.x...k1.x { for y in k0.y...k1.y { grid[SIMD2(x, y), default: []].append(i) } }
      }
    }
    func key(_ p: V) -> SIMD2<Int> {
      let x = ((p.x - lo.x) / cell).rounded(.down)
      let y = ((p.y - lo.y) / cell).rounded(.down)
      return SIMD2(Int(Swift.max(-1e9, Swift.min(1e9, x))), Int(Swift.max(-1e9, Swift.min(1e9, y))))
    }
    static func segDist(_ p: V, _ a: V, _ b: V) -> Double {
      let d = b - a
      let dd = d.x * d.x + d.y * d.y
      var t = dd > 0 ? ((p - a).x * d.x + (p - a).y * d.y) / dd : 0
      t = Swift.min(1, Swift.max(0, t))
      return len(p - (a + t * d))
    }
    /// Polyline distance (an upper bound on the true distance up to the chord sagitta).
    func approx(_ p: V) -> Double {
      let k = key(p)
      var best = Double.infinity
      for x in (k.x - 1)...(k.x + 1) {
        for y in (k.y - 1)...(k.y + 1) {
          for i in grid[SIMD2(x, y)] ?? [] { best = Swift.min(best, Index.segDist(p, pts[i - 1], pts[i])) }
        }
      }
      if best > cell {
        for i in 1..<pts.count where owner[i] >= 0 {
          best = Swift.min(best, Index.segDist(p, pts[i - 1], pts[i]))
        }
      }
      if pts.count == 1 || best == .infinity { best = Swift.min(best, len(p - pts[0])) }
      return best
    }
    /// The exact distance: every cubic whose hull box is within `bound`.
    func exact(_ p: V, bound: Double) -> Double {
      var best = bound
      for c in cubics {
        let l = c.lo - p
        let h = p - c.hi
        let dx = Swift.max(0, l.x, h.x)
        let dy = Swift.max(0, l.y, h.y)
        if (dx * dx + dy * dy).squareRoot() > best { continue }
        best = Swift.min(best, distance(p, c).0)
      }
      return best
    }
  }

  /// The directed distance from `a` to `b` (normalised coordinates), refined near `threshold`.
  static func directed(_ a: [Cubic], _ b: Index, spacing: Double, threshold: Double) -> (Double, V) {
    var worst = 0.0
    var worstP = V.zero
    for c in a {
      let m = Swift.min(20000, Swift.max(16, Int((c.polygon / spacing).rounded(.up))))
      for q in 0...m {
        let t = Double(q) / Double(m)
        let p = c.point(t)
        var d = b.approx(p)
        if d > threshold {
          d = b.exact(p, bound: d * 1.0001 + 1e-300)
          if d > threshold {
            // Maximise around this sample.
            var lo = Swift.max(0, t - 1.0 / Double(m))
            var hi = Swift.min(1, t + 1.0 / Double(m))
            for _ in 0..<40 {
              let m1 = lo + 0.381966 * (hi - lo)
              let m2 = lo + 0.618034 * (hi - lo)
              let f1 = b.exact(c.point(m1), bound: .infinity)
              let f2 = b.exact(c.point(m2), bound: .infinity)
              if f1 > f2 { hi = m2 } else { lo = m1 }
            }
            let pp = c.point((lo + hi) / 2)
            let dd = b.exact(pp, bound: .infinity)
            if dd > d {
              d = dd
            }
          }
        }
        if d > worst {
          worst = d
          worstP = p
        }
      }
    }
    return (worst, worstP)
  }

  struct Result {
    var measured: Double  // normalised units
    var tolerance: Double  // normalised units
    var worstPoint: V
    var forward: Double
    var backward: Double
    var ratio: Double { measured / tolerance }
  }

  /// Measures one subpath against its stroke path's control points, with `tolerance` the verified
  /// tolerance in path units.
  static func measure(_ segments: [BezierPath.Segment], _ positions: [V], tolerance: Double) -> Result {
    let f = frame(for: segments)
    let src = cubics(segments, f)
    let res = spans(positions, f)
    let tol = scalbn(tolerance, -f.e)
    let spacing = tol / 6
    let cell = tol
    let srcIndex = Index(src, spacing: spacing, cell: cell)
    let resIndex = Index(res, spacing: spacing, cell: cell)
    let threshold = tol * 0.999
    let fw = directed(src, resIndex, spacing: spacing, threshold: threshold)
    let bw = directed(res, srcIndex, spacing: spacing, threshold: threshold)
    let worstP = fw.0 >= bw.0 ? fw.1 : bw.1
    return Result(
      measured: Swift.max(fw.0, bw.0), tolerance: tol,
      worstPoint: SIMD2(scalbn(worstP.x, f.e) + f.origin.x, scalbn(worstP.y, f.e) + f.origin.y),
      forward: fw.0, backward: bw.0)
  }
}
