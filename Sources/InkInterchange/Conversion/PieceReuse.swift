/// The pieces already fitted in one subpath, kept so that a later piece that is a rotated,
/// mirrored or reversed copy of one of them (the four rounded corners of a rectangle, the teeth of
/// a gear, a glyph's repeated serifs) takes its fit instead of being fitted again.
///
/// A copy is found by its shape, not assumed: a kept piece `A` matches the new piece `B` when both
/// have the same cubics count and anchors (corners and joins; swapped when `B` runs `A`
/// backwards), and the rotation `R`, after a reflection or not, that takes `A`'s chord onto `B`'s
/// puts every control point of `A` within `δ` of `B`'s (both pieces relative to their start
/// points, `A` run backwards from its end when `B` runs the other way; `δ` at most a thousandth of
/// the limit). The reused fit is `R` applied to `A`'s (its control points in reverse order for a
/// backward copy: a uniform B-spline with natural ends run backwards is one, over the same
/// points), with `B`'s end point as its end anchor, and its bound is rigorous without a new check:
///
/// - each point of `B` lies within `δ` of the point of `R A` at the same parameter (a cubic is a
///   convex combination of its control points), so the two-sided Hausdorff distance between `B`
///   and `R A` is at most `δ`;
/// - a rotation and a reflection keep distances, so `R A` and `R fit(A)` are within `A`'s
///   verified bound;
/// - moving the end anchor by at most `δ` moves every point of a uniform B-spline with natural
///   ends by at most `δ` (its weights at the end, with the phantom folded in, are non-negative
///   and sum to 1);
///
/// so the bound is `A`'s bound plus `2δ`, plus the rounding allowance once more for the rotation's
/// arithmetic. A match whose bound would pass the limit is not taken.
///
/// The store lives for one subpath (``PieceFitter/forgetPieces()``), so converting a subpath
/// alone or within its path gives the same result, and one conversion never depends on another.
struct PieceReuse {
  /// At most this many pieces are kept a subpath (later pieces are fitted, not kept): the
  /// search for a match reads each kept piece with the same cubic count and anchors.
  static let capacity = 32
  /// The largest control point distance `δ` of a match, relative to the limit.
  static let matchTolerance = 1e-3
  /// Pieces of more cubics, or with more fitted points, are not kept (copies are small pieces:
  /// a corner, a serif; the store stays small whatever the input).
  static let largestPiece = 64
  static let largestResult = 1024

  /// A kept piece: where its source and fit lie in the flat buffers, and its verified bound.
  struct Entry {
    var cubicCount: Int
    /// Start corner, end corner, start join, end join (bits 0–3).
    var anchors: UInt8
    /// Into `source`: three points a cubic (`p1`, `p2`, `p3`; `p0` is the origin).
    var sourceStart: Int
    /// Into `points` and `parameters`.
    var resultStart: Int
    var resultCount: Int
    /// The verified bound without the rounding allowance.
    var bound: Double
    /// The length of the chord (start to end), above 0: pieces without a chord are not kept.
    var chordLength: Double
  }

  var entries: [Entry] = []
  var source: [SIMD2<Double>] = []
  var points: [SIMD2<Double>] = []
  var parameters: [Double] = []

  /// Forgets every kept piece, keeping the buffers.
  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
    source.removeAll(keepingCapacity: true)
    points.removeAll(keepingCapacity: true)
    parameters.removeAll(keepingCapacity: true)
  }

  /// The bytes the buffers hold (their capacities).
  var bufferBytes: Int {
    fitterBytes(entries) + fitterBytes(source) + fitterBytes(points) + fitterBytes(parameters)
  }

  /// Keeps a fitted piece (unless the store is full).
  mutating func keep(
    cubics: [CubicBezier], anchors: UInt8, result: [SIMD2<Double>], parameters t: [Double],
    bound: Double
  ) {
    let chordLength = fitterNorm(cubics[cubics.count - 1].p3)
    // (A piece without a chord gives no rotation to match by.)
    guard entries.count < PieceReuse.capacity, bound.isFinite, chordLength > 0,
      cubics.count <= PieceReuse.largestPiece, result.count <= PieceReuse.largestResult
    else { return }
    entries.append(
      Entry(
        cubicCount: cubics.count, anchors: anchors, sourceStart: source.count,
        resultStart: points.count, resultCount: result.count, bound: bound,
        chordLength: chordLength))
    for c in cubics {
      source.append(c.p1)
      source.append(c.p2)
      source.append(c.p3)
    }
    points.append(contentsOf: result)
    parameters.append(contentsOf: t)
  }

  /// The end point of a kept piece (relative to its start).
  func end(of entry: Entry) -> SIMD2<Double> {
    source[entry.sourceStart + 3 * entry.cubicCount - 1]
  }

  /// A rotation, after an optional reflection in the x axis: `p ↦ R (p.x, ±p.y)`.
  struct Motion {
    var c: Double
    var s: Double
    var flip: Double

    @inline(__always)
    func apply(_ p: SIMD2<Double>) -> SIMD2<Double> {
      let y = flip * p.y
      return SIMD2(c * p.x - s * y, s * p.x + c * y)
    }
  }

  /// The kept piece that `cubics` copies, with the motion, the distance `δ` and whether the copy
  /// runs the kept piece backwards, or `nil`.
  ///
  /// - Parameters:
  ///   - cubics: The new piece, relative to its start point.
  ///   - anchors: Its anchors (see ``Entry/anchors``).
  ///   - within: The largest `δ` accepted.
  func match(
    _ cubics: [CubicBezier], anchors: UInt8, within limit: Double
  ) -> Match? {
    let k = cubics.count
    let end = cubics[k - 1].p3
    let length = fitterNorm(end)
    // A closed piece has no chord to take the rotation from.
    guard length > 0, limit > 0 else { return nil }
    // The anchors of a piece run backwards: start and end swapped.
    let backwardAnchors = (anchors & 0b1010) >> 1 | (anchors & 0b0101) << 1
    return source.withUnsafeBufferPointer { kept in
      for entry in entries where entry.cubicCount == k {
        let forward = entry.anchors == anchors
        guard forward || entry.anchors == backwardAnchors else { continue }
        let keptEnd = self.end(of: entry)
        let keptLength = entry.chordLength
        guard abs(keptLength - length) <= limit else { continue }
        for backward in [false, true] where backward ? entry.anchors == backwardAnchors : forward {
          // The kept piece's point `i` of `3k + 1` (the first is its origin), in the direction
          // of the copy: backwards, relative to the kept piece's end.
          @inline(__always) func keptPoint(_ i: Int) -> SIMD2<Double> {
            let j = backward ? 3 * k - i : i
            let p = j == 0 ? SIMD2<Double>.zero : kept[entry.sourceStart + j - 1]
            return backward ? p - keptEnd : p
          }
          // The two chords' directions (normalised one at a time: the product of two tiny
          // lengths would underflow).
          let chord = keptPoint(3 * k) / keptLength
          let direction = end / length
          for flip in [1.0, -1.0] {
            let a = SIMD2(chord.x, flip * chord.y)
            let motion = Motion(
              c: a.x * direction.x + a.y * direction.y, s: a.x * direction.y - a.y * direction.x,
              flip: flip)
            guard motion.c.isFinite && motion.s.isFinite else { continue }
            // The largest distance; a NaN (an overflow) is kept, not dropped as `max` would,
            // so it matches nothing.
            var delta = 0.0
            @inline(__always) func include(_ p: SIMD2<Double>, _ q: SIMD2<Double>) {
              let d = fitterNorm(motion.apply(p) - q)
              if !(d <= delta) { delta = d }
            }
            for (j, c) in cubics.enumerated() {
              include(keptPoint(3 * j + 1), c.p1)
              include(keptPoint(3 * j + 2), c.p2)
              include(keptPoint(3 * j + 3), c.p3)
              if !(delta <= limit) { break }
            }
            if delta <= limit {
              return Match(entry: entry, motion: motion, delta: delta, backward: backward)
            }
          }
        }
      }
      return nil
    }
  }

  /// A kept piece that a new piece copies.
  struct Match {
    var entry: Entry
    /// Takes the kept piece (backwards, relative to its end, when `backward`) onto the copy.
    var motion: Motion
    /// The largest distance between corresponding control points.
    var delta: Double
    /// Whether the copy runs the kept piece backwards.
    var backward: Bool
  }
}
