/// The cleaned geometry of one subpath that the fitter works on: its segments as cubics, with
/// exactly zero-length segments dropped and cubics split at cusps, each remembering where in the
/// source subpath it came from.
struct FitSource {
  /// The cubics, in path order; consecutive cubics join end to start.
  var cubics: [CubicBezier] = []
  /// For each cubic, the index of its source segment within the subpath.
  var origin: [Int] = []
  /// For each cubic, the source segment parameter where it starts.
  var originStart: [Double] = []
  /// For each cubic, the source segment parameter where it ends.
  var originEnd: [Double] = []

  /// Empties every array, keeping its capacity.
  mutating func removeAll() {
    cubics.removeAll(keepingCapacity: true)
    origin.removeAll(keepingCapacity: true)
    originStart.removeAll(keepingCapacity: true)
    originEnd.removeAll(keepingCapacity: true)
  }

  /// The bytes the arrays hold (their capacities).
  var bufferBytes: Int {
    fitterBytes(cubics) + fitterBytes(origin) + fitterBytes(originStart) + fitterBytes(originEnd)
  }

  /// Reserves room for `count` cubics in every array.
  mutating func reserveCapacity(_ count: Int) {
    cubics.reserveCapacity(count)
    origin.reserveCapacity(count)
    originStart.reserveCapacity(count)
    originEnd.reserveCapacity(count)
  }

  /// Appends a cubic that covers `start...end` of source segment `index`.
  mutating func append(_ cubic: CubicBezier, index: Int, start: Double, end: Double) {
    cubics.append(cubic)
    origin.append(index)
    originStart.append(start)
    originEnd.append(end)
  }

  /// The source segment and its parameter at cubic `j`'s local parameter `t`.
  func sourceLocation(cubic j: Int, t: Double) -> (segment: Int, position: Double) {
    let a = originStart[j]
    let b = originEnd[j]
    return (origin[j], Swift.min(1, Swift.max(0, a + (b - a) * t)))
  }
}

extension CubicBezier {
  /// The direction the curve leaves its start in (the first control leg that is not negligible
  /// against the segment's size), or zero for a point.
  var startTangent: SIMD2<Double> {
    let floor = 1e-9 * fitterSize
    if fitterNorm(p1 - p0) > floor { return p1 - p0 }
    if fitterNorm(p2 - p0) > floor { return p2 - p0 }
    return fitterNorm(p3 - p0) > floor ? p3 - p0 : .zero
  }

  /// The direction the curve arrives at its end in, or zero for a point.
  var endTangent: SIMD2<Double> {
    let floor = 1e-9 * fitterSize
    if fitterNorm(p3 - p2) > floor { return p3 - p2 }
    if fitterNorm(p3 - p1) > floor { return p3 - p1 }
    return fitterNorm(p3 - p0) > floor ? p3 - p0 : .zero
  }

  /// The largest distance of a control point from the start: the segment's scale.
  var fitterSize: Double {
    Swift.max(fitterNorm(p1 - p0), Swift.max(fitterNorm(p2 - p0), fitterNorm(p3 - p0)))
  }

  /// `true` when the inner control points lie on the chord within `1e−9` of its length (a line
  /// segment, up to rounding); `false` for a point.
  var isStraight: Bool {
    let d = p3 - p0
    let length2 = d.x * d.x + d.y * d.y
    guard length2 > 0 else { return false }
    let floor = 1e-9 * length2.squareRoot()
    let a = p1 - p0
    let b = p2 - p0
    return abs(a.x * d.y - a.y * d.x) <= floor * length2.squareRoot()
      && abs(b.x * d.y - b.y * d.x) <= floor * length2.squareRoot()
  }

  /// `true` when all four points are bit for bit the same point.
  var isExactlyAPoint: Bool { p0 == p1 && p0 == p2 && p0 == p3 }
}

/// The Euclidean length of a vector.
@inline(__always)
func fitterNorm(_ v: SIMD2<Double>) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }

/// `x` as an integer clamped to `0...limit`; NaN gives 0 (never traps, unlike `Int(_:)`).
@inline(__always)
func fitterInt(_ x: Double, limit: Int) -> Int {
  guard x >= 0 else { return 0 }
  return x < Double(limit) ? Int(x) : limit
}
