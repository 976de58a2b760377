import Foundation

/// A position on a stroke path that moves forwards by arc length (internal), remembering the
/// length left in its span so that each step integrates only what it walks over.
struct StrokePathDistanceCursor: Sendable {
  /// The span the cursor is in.
  private(set) var span: Int
  /// The fraction within the span.
  private(set) var fraction: Double
  /// The arc length from the cursor to the end of its span (or to the limit, in the limit's span).
  private var rest: Double
  /// The parametric value the cursor may not pass.
  let limit: Double
  /// The span holding `limit`.
  private let limitSpan: Int
  /// The arc length walked since the start.
  private var walked = 0.0

  /// A cursor at `u` that stops at `limit` (`u ≤ limit`, both within the range of `path`,
  /// `path.count ≥ 2`).
  init(path: StrokePath, at u: Double, limit: Double) {
    let n = path.count
    self.limit = limit
    limitSpan = Swift.min(Int(limit), n - 2)
    span = Swift.min(Int(u), n - 2)
    fraction = u - Double(span)
    rest = 0
    let (i, t, end) = (span, fraction, spanEnd(span))
    rest = path.withUnsafeBufferPointer { StrokePathSpan($0, span: i).length(from: t, to: end) }
  }

  /// Where the cursor's span ends: its end, or the limit in the limit's span.
  private func spanEnd(_ i: Int) -> Double { i == limitSpan ? limit - Double(i) : 1 }

  /// Moves the cursor forwards by the arc length `distance > 0`.
  ///
  /// A step that would pass the limit by no more than the rounding of the lengths (1e−12 of the
  /// arc length walked from the start, the accuracy of the quadrature) ends at the limit, so that
  /// a stride of `length / k` gives `k` steps although `k · fl(length / k)` and the sum of the
  /// spans' lengths may differ from `length` in the last bits.
  ///
  /// A span whose length is not finite (a span longer than the largest double, from coordinates
  /// near it) cannot be walked by length: the cursor stops there, as at the limit.
  ///
  /// - Returns: The new parametric value, or `nil` (the cursor unchanged) when the limit, or a
  ///   span of infinite length, comes first.
  mutating func advance(by distance: Double, on path: StrokePath) -> Double? {
    let allowance = 1e-12 * (walked + distance)
    let result = path.withUnsafeBufferPointer { src -> Double? in
      var remaining = distance
      var i = span
      var t = fraction
      var available = rest
      while remaining > available {
        if i >= limitSpan {
          guard remaining - available <= allowance else { return nil }
          // Within rounding of the limit: the step ends there.
          span = i
          fraction = spanEnd(i)
          rest = 0
          return limit
        }
        remaining -= available
        i += 1
        t = 0
        available = StrokePathSpan(src, span: i).length(from: 0, to: spanEnd(i))
      }
      // (An infinite or NaN length ends the loop above: the cursor's span or the one reached.)
      guard available.isFinite else { return nil }
      let end = spanEnd(i)
      let s = StrokePathSpan(src, span: i).parameter(from: t, to: end, total: available, target: remaining)
      span = i
      fraction = s
      rest = Swift.max(available - remaining, 0)
      return Double(i) + s
    }
    if result != nil { walked += distance }
    return result
  }
}
