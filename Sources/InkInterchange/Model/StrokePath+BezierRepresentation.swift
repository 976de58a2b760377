import Foundation

extension StrokePath {
  /// The stroke path as Bézier segments, exactly (the contract's `bezierRepresentation`).
  ///
  /// An `n`-point path gives a move-to the first control point followed by `n − 1` cubic
  /// segments, one per B-spline span; span `i` with control points `A B C D` (phantom points at the
  /// ends) is the cubic `(A+4B+C)/6, (2B+C)/3, (B+2C)/3, (B+4C+D)/6`. The first and last control
  /// points are written verbatim. An empty path gives an empty Bézier path; a one-point path gives a
  /// move-to alone. Linear time.
  ///
  /// The points are finite whenever the control points are: on a path with a coordinate of 2¹⁰¹⁹
  /// (about 5.6·10³⁰⁶) or more, where the sums could overflow, the expressions are evaluated on
  /// the coordinates scaled by 2⁻⁸ and scaled back, which is exact unless the path also holds
  /// values below about 2⁻¹⁰¹⁴, whose last bits the scaling drops.
  public var bezierRepresentation: BezierPath {
    let n = storage.count
    guard n > 0 else { return BezierPath() }
    return BezierPath(uncheckedVerbCount: n, pointCount: 1 + 3 * (n - 1)) { verbs, out in
      verbs.initialize(to: .move)
      (verbs + 1).initialize(repeating: .curve, count: n - 1)
      storage.withUnsafeBufferPointer { src in
        out[0] = src[0].position
        guard n > 1 else { return }
        if Self.writeSpans(src, into: out, scale: 1) {
          Self.writeSpans(src, into: out, scale: StrokePathSpan.overflowScale)
        }
        // End point verbatim.
        out[3 * (n - 1)] = src[n - 1].position
      }
    }
  }

  /// Writes the `count − 1` spans' points after the first (`out[1...]`), from the control points
  /// multiplied by `scale` and the results divided by it (`scale` a power of two, so both are
  /// exact); returns whether a (scaled) control point reached
  /// ``StrokePathSpan/overflowThreshold``, where the sums may have overflowed. `src.count ≥ 2`.
  @discardableResult
  @inline(__always)
  static func writeSpans(
    _ src: UnsafeBufferPointer<StrokePoint>, into out: UnsafeMutablePointer<SIMD2<Double>>,
    scale: Double
  ) -> Bool {
    let n = src.count
    let sixth = 1.0 / 6.0
    let third = 1.0 / 3.0
    let restore = 1 / scale
    // (The test on the coordinates, ``StrokePathSpan/reach(_:)``, beside the sums.)
    var b = src[0].position * scale
    var c = src[1].position * scale
    var reached = StrokePathSpan.reach(b) | StrokePathSpan.reach(c)
    var o = 1
    for i in 0..<(n - 1) {
      let d = i + 2 < n ? src[i + 2].position * scale : 2 * c - b
      // (The last span's phantom is included, which can only overstate.)
      reached |= StrokePathSpan.reach(d)
      out[o] = (2 * b + c) * third * restore
      out[o + 1] = (b + 2 * c) * third * restore
      out[o + 2] = (b + 4 * c + d) * sixth * restore
      o += 3
      b = c
      c = d
    }
    return StrokePathSpan.reaches(reached)
  }
}
