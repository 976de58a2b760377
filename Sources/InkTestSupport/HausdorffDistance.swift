import Foundation
import InkInterchange

/// The two-sided Hausdorff distance between two curves, measured independently of the library's
/// conversion and of its verifier, for tests that check a conversion's tolerance.
///
/// A curve is a list of cubic pieces: Bézier segments (lines and quadratics raised to cubics), or
/// a stroke path's spans, computed here from its control points by the curve contract's formulas
/// (`docs/stroke-path.md`: natural phantom points at both ends), not through the library. Pieces
/// need not join: a path with several subpaths is one set of points.
///
/// How it measures:
/// - Coordinates are moved to the first point and scaled by a power of two (exactly), so huge,
///   tiny and far-away curves are measured at full precision.
/// - Each piece of one curve is sampled uniformly in its parameter, about `spacing` apart along
///   its control polygon (16 to 20 000 samples a piece). Each sample's distance to the other curve
///   is taken to a fine polyline through it (about `spacing` between vertices, 8 to 4 000 chords a
///   piece), found through a grid.
/// - A sample whose polyline distance comes within 0.1 % of `tolerance` is measured again
///   exactly (the nearest point on each nearby piece, by Newton's method from a dense start).
///   Between samples the distance can rise by at most half the arc between them (it changes no
///   faster than the point moves), so every local maximum of the sampled distances within that
///   much of the threshold is a peak that may cross it: there the distance is measured exactly
///   at the sample, at its neighbours and at the top of the parabola through the three.
/// - Then the same from the other curve; the result is the larger of the two.
///
/// So a result above `tolerance` is a real excess, measured to rounding, with a point where it
/// occurs; and an excess anywhere shows in the result unless the distance has two peaks within
/// one sample spacing, or the polyline misjudges a peak by more than its chords' sagitta. A result
/// well below `tolerance` is the polyline estimate, good to about the sagitta.
public enum HausdorffDistance {
  /// The result of a measurement, in the curves' units.
  public struct Measurement: Sendable, Hashable {
    /// The two-sided distance: the larger of ``forward`` and ``backward``.
    public var distance: Double
    /// The largest distance from a point of the first curve to the second.
    public var forward: Double
    /// The largest distance from a point of the second curve to the first.
    public var backward: Double
    /// A point (on the first curve when ``forward`` is the larger, else on the second) at which
    /// ``distance`` was found.
    public var location: SIMD2<Double>

    /// The distance as a multiple of `tolerance`.
    public func ratio(to tolerance: Double) -> Double { distance / tolerance }
  }

  /// The distance between two lists of Bézier segments.
  ///
  /// - Parameters:
  ///   - a, b: The curves. An empty list is the empty set: its distance to an empty list is 0
  ///     and to anything else infinite.
  ///   - tolerance: The distance checked against (> 0 and finite): samples that come near it
  ///     are measured exactly (see ``HausdorffDistance``).
  ///   - spacing: The sample spacing along each piece; by default `tolerance / 6`.
  public static func measure(
    _ a: [BezierPath.Segment], _ b: [BezierPath.Segment], tolerance: Double, spacing: Double? = nil
  ) -> Measurement {
    measure(
      corners(of: a), { cubics(a, $0) }, corners(of: b), { cubics(b, $0) }, tolerance: tolerance,
      spacing: spacing)
  }

  /// The distance between the drawn segments of two paths (every subpath of each; a path with a
  /// move and no segment is its first point).
  ///
  /// - Parameters:
  ///   - a, b: The paths.
  ///   - tolerance: The distance checked against (see ``measure(_:_:tolerance:spacing:)-(
  ///     [BezierPath.Segment],[BezierPath.Segment],_,_)``).
  ///   - spacing: The sample spacing along each piece; by default `tolerance / 6`.
  public static func measure(
    _ a: BezierPath, _ b: BezierPath, tolerance: Double, spacing: Double? = nil
  ) -> Measurement {
    measure(segments(of: a), segments(of: b), tolerance: tolerance, spacing: spacing)
  }

  /// The distance between Bézier segments and the curve of a stroke path with the given control
  /// points (one point: that point; none: the empty set).
  ///
  /// - Parameters:
  ///   - segments: The source curve.
  ///   - controlPoints: The stroke path's control points, whose spans are computed here by the
  ///     curve contract's formulas.
  ///   - tolerance: The distance checked against (see ``HausdorffDistance``).
  ///   - spacing: The sample spacing along each piece; by default `tolerance / 6`.
  public static func measure(
    _ segments: [BezierPath.Segment], controlPoints: [SIMD2<Double>], tolerance: Double,
    spacing: Double? = nil
  ) -> Measurement {
    measure(
      corners(of: segments), { cubics(segments, $0) }, controlPoints, { spans(controlPoints, $0) },
      tolerance: tolerance, spacing: spacing)
  }

  /// The distance between Bézier segments and a stroke path's curve (see
  /// ``measure(_:controlPoints:tolerance:spacing:)``).
  public static func measure(
    _ segments: [BezierPath.Segment], _ strokePath: StrokePath, tolerance: Double, spacing: Double? = nil
  ) -> Measurement {
    measure(segments, controlPoints: strokePath.map(\.position), tolerance: tolerance, spacing: spacing)
  }

  // MARK: The measurement

  typealias V = SIMD2<Double>

  /// The normalisation `(p − origin) · 2⁻ᵉ`.
  struct Frame {
    var origin: V
    var e: Int
    func map(_ p: V) -> V {
      SIMD2(scalbn(p.x, -e) - scalbn(origin.x, -e), scalbn(p.y, -e) - scalbn(origin.y, -e))
    }
    func unmap(_ p: V) -> V {
      SIMD2(scalbn(p.x, e) + origin.x, scalbn(p.y, e) + origin.y)
    }
  }

  private static func measure(
    _ pointsA: [V], _ cubicsA: (Frame) -> [Cubic], _ pointsB: [V], _ cubicsB: (Frame) -> [Cubic],
    tolerance: Double, spacing: Double?
  ) -> Measurement {
    precondition(
      tolerance > 0 && tolerance.isFinite, "HausdorffDistance: the tolerance must be > 0 and finite")
    if pointsA.isEmpty || pointsB.isEmpty {
      let d = pointsA.isEmpty && pointsB.isEmpty ? 0 : Double.infinity
      return Measurement(distance: d, forward: d, backward: d, location: .zero)
    }
    // The frame: the first point as the origin, the extent of both curves' control points as the
    // scale (halved first: the difference may overflow near the largest doubles).
    var lo = V(repeating: .infinity)
    var hi = V(repeating: -.infinity)
    for p in pointsA + pointsB {
      lo = pointwiseMin(lo, p)
      hi = pointwiseMax(hi, p)
    }
    let extent = Swift.max(hi.x / 2 - lo.x / 2, hi.y / 2 - lo.y / 2)
    let frame = Frame(origin: pointsA[0], e: extent > 0 ? Int(extent.exponent) + 1 : 0)
    let a = cubicsA(frame)
    let b = cubicsB(frame)
    let tol = scalbn(tolerance, -frame.e)
    let step = scalbn(spacing ?? tolerance / 6, -frame.e)
    let indexA = Index(a, spacing: step, cell: tol)
    let indexB = Index(b, spacing: step, cell: tol)
    let threshold = tol * 0.999
    let forward = directed(a, indexB, spacing: step, threshold: threshold)
    let backward = directed(b, indexA, spacing: step, threshold: threshold)
    let worst = forward.distance >= backward.distance ? forward : backward
    return Measurement(
      distance: scalbn(worst.distance, frame.e), forward: scalbn(forward.distance, frame.e),
      backward: scalbn(backward.distance, frame.e), location: frame.unmap(worst.point))
  }

  /// A path's drawn segments; a path without one is its first point (a zero-length line).
  private static func segments(of path: BezierPath) -> [BezierPath.Segment] {
    var result: [BezierPath.Segment] = []
    path.forEachSegment { segment, _, _ in result.append(segment) }
    if result.isEmpty, let first = path.points.first { result.append(.line(first, first)) }
    return result
  }

  /// The control points of every segment (for the frame).
  private static func corners(of segments: [BezierPath.Segment]) -> [V] {
    var result: [V] = []
    for s in segments {
      switch s {
      case .line(let a, let b): result += [a, b]
      case .quadratic(let a, let c, let b): result += [a, c, b]
      case .cubic(let c): result += [c.p0, c.p1, c.p2, c.p3]
      }
    }
    return result
  }

  /// The segments as cubics in the frame (lines and quadratics raised, exactly up to rounding).
  private static func cubics(_ segments: [BezierPath.Segment], _ f: Frame) -> [Cubic] {
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

  /// A stroke path's spans from its control points (mapped first), by the contract's formulas:
  /// span `i` has the Bézier points `(P[i−1] + 4P[i] + P[i+1]) / 6`, `(2P[i] + P[i+1]) / 3`,
  /// `(P[i] + 2P[i+1]) / 3`, `(P[i] + 4P[i+1] + P[i+2]) / 6`, with the phantoms
  /// `P[−1] = 2P[0] − P[1]` and `P[n] = 2P[n−1] − P[n−2]` (so the ends are `P[0]` and `P[n−1]`).
  private static func spans(_ positions: [V], _ f: Frame) -> [Cubic] {
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

  static func length(_ v: V) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }

  /// A cubic in the frame, evaluated relative to its start.
  struct Cubic {
    var p0, p1, p2, p3: V
    func point(_ t: Double) -> V {
      let mt = 1 - t
      return p0 + (3 * mt * mt * t) * (p1 - p0) + (3 * mt * t * t) * (p2 - p0) + (t * t * t) * (p3 - p0)
    }
    func d1(_ t: Double) -> V {
      let mt = 1 - t
      return 3 * (mt * mt * (p1 - p0) + 2 * mt * t * (p2 - p1) + t * t * (p3 - p2))
    }
    func d2(_ t: Double) -> V {
      let a: V = p2 - 2 * p1 + p0
      let b: V = p3 - 2 * p2 + p1
      return 6 * ((1 - t) * a + t * b)
    }
    var lo: V { pointwiseMin(pointwiseMin(p0, p1), pointwiseMin(p2, p3)) }
    var hi: V { pointwiseMax(pointwiseMax(p0, p1), pointwiseMax(p2, p3)) }
    var polygon: Double { length(p1 - p0) + length(p2 - p1) + length(p3 - p2) }
  }

  /// The distance from `p` to a cubic, and the parameter of the nearest point: every local
  /// minimum of a dense evaluation refined by Newton's method (bracketed, with bisection), then
  /// by golden-section search around it (Newton's method cannot leave a point where the speed
  /// vanishes, such as an end whose control points coincide, though a nearer point may lie
  /// within the bracket).
  static func distance(_ p: V, _ c: Cubic) -> (distance: Double, t: Double) {
    let n = 64
    let values = (0...n).map { length(c.point(Double($0) / Double(n)) - p) }
    var best = Swift.min(values[0], values[n])
    var bestT = values[0] <= values[n] ? 0.0 : 1.0
    for q in 0...n {
      let left = q > 0 ? values[q - 1] : .infinity
      let right = q < n ? values[q + 1] : .infinity
      guard values[q] <= left && values[q] <= right else { continue }
      var t = Double(q) / Double(n)
      var lo = Swift.max(0, t - 1.0 / Double(n))
      var hi = Swift.min(1, t + 1.0 / Double(n))
      for _ in 0..<40 {
        let r = c.point(t) - p
        let d1 = c.d1(t)
        let g = r.x * d1.x + r.y * d1.y
        let d2 = c.d2(t)
        let h = d1.x * d1.x + d1.y * d1.y + r.x * d2.x + r.y * d2.y
        var next = h > 0 ? t - g / h : (g > 0 ? lo : hi)
        if !(next >= lo && next <= hi) { next = g > 0 ? (lo + t) / 2 : (t + hi) / 2 }
        if g > 0 { hi = t } else { lo = t }
        if abs(next - t) < 1e-16 { break }
        t = next
      }
      var a = Swift.max(0, Double(q - 1) / Double(n))
      var b = Swift.min(1, Double(q + 1) / Double(n))
      for _ in 0..<60 {
        let m1 = a + 0.381966 * (b - a)
        let m2 = a + 0.618034 * (b - a)
        if length(c.point(m1) - p) < length(c.point(m2) - p) { b = m2 } else { a = m1 }
      }
      for candidate in [t, (a + b) / 2] {
        let d = length(c.point(candidate) - p)
        if d < best {
          best = d
          bestT = candidate
        }
      }
    }
    return (best, bestT)
  }

  /// A curve flattened into a polyline, with a grid over its chords.
  struct Index {
    var points: [V] = []
    /// The cubic each chord (ending at that point) belongs to; −1 at a piece's first point.
    var owner: [Int] = []
    var lo: V = .zero
    var cell: Double = 1
    var grid: [SIMD2<Int>: [Int]] = [:]
    /// The cubics with a chord too long for the grid.
    var wide: Set<Int> = []
    var cubics: [Cubic]

    init(_ cubics: [Cubic], spacing: Double, cell: Double) {
      self.cubics = cubics
      for (k, c) in cubics.enumerated() {
        let m = Swift.min(4000, Swift.max(8, Int((c.polygon / spacing).rounded(.up))))
        points.append(c.p0)
        owner.append(-1)
        for q in 1...m {
          points.append(c.point(Double(q) / Double(m)))
          owner.append(k)
        }
      }
      var l = points[0]
      var total = 0.0
      for (i, p) in points.enumerated() {
        l = pointwiseMin(l, p)
        if i > 0 && owner[i] >= 0 { total += length(p - points[i - 1]) }
      }
      lo = l
      self.cell = Swift.max(cell, 2 * total / Double(points.count), .leastNormalMagnitude)
      for i in 1..<points.count where owner[i] >= 0 {
        let k0 = key(pointwiseMin(points[i - 1], points[i]))
        let k1 = key(pointwiseMax(points[i - 1], points[i]))
        // (A chord across many cells is left to the brute-force search below.)
        if (k1.x - k0.x + 1) * (k1.y - k0.y + 1) > 10_000 {
          wide.insert(owner[i])
          continue
        }
        for x in k0.x...k1.x { for y in k0.y...k1.y { grid[SIMD2(x, y), default: []].append(i) } }
      }
    }

    func key(_ p: V) -> SIMD2<Int> {
      let x = ((p.x - lo.x) / cell).rounded(.down)
      let y = ((p.y - lo.y) / cell).rounded(.down)
      return SIMD2(Int(Swift.max(-1e9, Swift.min(1e9, x))), Int(Swift.max(-1e9, Swift.min(1e9, y))))
    }

    static func segmentDistance(_ p: V, _ a: V, _ b: V) -> Double {
      let d = b - a
      let dd = d.x * d.x + d.y * d.y
      var t = dd > 0 ? ((p - a).x * d.x + (p - a).y * d.y) / dd : 0
      t = Swift.min(1, Swift.max(0, t))
      return length(p - (a + t * d))
    }

    /// The distance to the polyline (to the curve up to the chords' sagitta).
    func approximate(_ p: V) -> Double {
      let k = key(p)
      var best = Double.infinity
      for x in (k.x - 1)...(k.x + 1) {
        for y in (k.y - 1)...(k.y + 1) {
          for i in grid[SIMD2(x, y)] ?? [] {
            best = Swift.min(best, Index.segmentDistance(p, points[i - 1], points[i]))
          }
        }
      }
      if best > cell {
        for i in 1..<points.count where owner[i] >= 0 {
          best = Swift.min(best, Index.segmentDistance(p, points[i - 1], points[i]))
        }
      }
      if best == .infinity { best = length(p - points[0]) }
      return best
    }

    /// The exact distance, from every cubic whose control-point box is within `bound` (found
    /// through the grid when the bound spans few cells: a cubic within `bound` has a chord
    /// within `bound` plus its chords' sagitta, which is less than a cell).
    func exact(_ p: V, bound: Double) -> Double {
      var best = bound
      func measure(_ c: Cubic) {
        let l = c.lo - p
        let h = p - c.hi
        let dx = Swift.max(0, l.x, h.x)
        let dy = Swift.max(0, l.y, h.y)
        if (dx * dx + dy * dy).squareRoot() > best { return }
        best = Swift.min(best, HausdorffDistance.distance(p, c).distance)
      }
      let reach = (bound / cell).rounded(.up) + 1
      if reach <= 8 {
        let k = key(p)
        let r = Int(reach)
        var seen = Set<Int>()
        for x in (k.x - r)...(k.x + r) {
          for y in (k.y - r)...(k.y + r) {
            for i in grid[SIMD2(x, y)] ?? [] where seen.insert(owner[i]).inserted {
              measure(cubics[owner[i]])
            }
          }
        }
        // (Chords across many cells are not in the grid: their cubics are measured directly.)
        for k in wide { measure(cubics[k]) }
        if best < bound { return best }
      }
      for c in cubics { measure(c) }
      return best
    }

    /// The exact distance, searched near the polyline distance first.
    func exact(_ p: V) -> Double {
      exact(p, bound: approximate(p) + cell)
    }
  }

  /// The largest distance from a point of `a` to the curve indexed by `b`, and the point where
  /// it was found.
  ///
  /// Samples above `threshold` are measured exactly. A sample that is a local maximum of the
  /// sampled distances, and within half the sample spacing of `threshold`, is a peak that may
  /// rise above it between the samples: the distance is measured exactly there and at its
  /// neighbours, and at the top of the parabola through the three.
  static func directed(
    _ a: [Cubic], _ b: Index, spacing: Double, threshold: Double
  ) -> (distance: Double, point: V) {
    var worst = 0.0
    var worstPoint = a.first?.p0 ?? .zero
    var sampled: [Double] = []
    for c in a {
      let m = Swift.min(20_000, Swift.max(16, Int((c.polygon / spacing).rounded(.up))))
      // The arc between neighbouring samples is at most polygon / m long, and the distance to a
      // curve changes no faster than the point moves.
      let margin = 0.5 * c.polygon / Double(m)
      sampled.removeAll(keepingCapacity: true)
      for q in 0...m { sampled.append(b.approximate(c.point(Double(q) / Double(m)))) }
      for q in 0...m {
        let t = Double(q) / Double(m)
        var p = c.point(t)
        var d = sampled[q]
        let isPeak = (q == 0 || sampled[q] >= sampled[q - 1]) && (q == m || sampled[q] >= sampled[q + 1])
        if d > threshold || (isPeak && d > threshold - margin) {
          d = b.exact(p, bound: d * 1.0001 + margin + 1e-300)
          if isPeak && q > 0 && q < m {
            // The peak between the neighbouring samples, from the parabola through the exact
            // distances at the three, measured exactly there.
            let before = b.exact(c.point(Double(q - 1) / Double(m)))
            let after = b.exact(c.point(Double(q + 1) / Double(m)))
            let curvature = before - 2 * d + after
            if curvature < 0 {
              let offset = Swift.min(1, Swift.max(-1, 0.5 * (before - after) / curvature))
              let peak = c.point(t + offset / Double(m))
              let dd = b.exact(peak)
              if dd > d {
                d = dd
                p = peak
              }
            }
            if before > d || after > d {
              // (Not a peak after all: its neighbours are measured; the larger counts.)
              let (side, value) = before >= after ? (q - 1, before) : (q + 1, after)
              d = value
              p = c.point(Double(side) / Double(m))
            }
          }
        }
        if d > worst {
          worst = d
          worstPoint = p
        }
      }
    }
    return (worst, worstPoint)
  }
}
