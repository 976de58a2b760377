import Foundation

extension StrokePath {
  /// The stroke path as Bézier segments, exactly (the contract's `bezierRepresentation`).
  ///
  /// An `n`-point path gives a move-to the first control point followed by `n − 1` cubic
  /// segments, one per B-spline span; span `i` with control points `A B C D` (phantom points at the
  /// ends) is the cubic `(A+4B+C)/6, (2B+C)/3, (B+2C)/3, (B+4C+D)/6`. The first and last control
  /// points are written verbatim. An empty path gives an empty Bézier path; a one-point path gives a
  /// move-to alone. Linear time.
  public var bezierRepresentation: BezierPath {
    let n = storage.count
    guard n > 0 else { return BezierPath() }
    return BezierPath(uncheckedVerbCount: n, pointCount: 1 + 3 * (n - 1)) { verbs, out in
      verbs.initialize(to: .move)
      (verbs + 1).initialize(repeating: .curve, count: n - 1)
      storage.withUnsafeBufferPointer { src in
        out[0] = src[0].position
        guard n > 1 else { return }
        let sixth = 1.0 / 6.0
        let third = 1.0 / 3.0
        var b = src[0].position
        var c = src[1].position
        var o = 1
        for i in 0..<(n - 1) {
          let d = i + 2 < n ? src[i + 2].position : 2 * c - b
          out[o] = (2 * b + c) * third
          out[o + 1] = (b + 2 * c) * third
          out[o + 2] = (b + 4 * c + d) * sixth
          o += 3
          b = c
          c = d
        }
        // End point verbatim.
        out[o - 1] = src[n - 1].position
      }
    }
  }
}
