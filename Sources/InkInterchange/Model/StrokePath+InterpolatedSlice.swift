import Foundation

extension StrokePath {
  /// Points interpolated along a stroke path at a regular stride of distance, time or parametric
  /// value (PencilKit's `PKStrokePath.InterpolatedSlice`), computed lazily as you iterate.
  ///
  /// The first point is at the start of the range; each next point is one stride further along the
  /// curve; iteration stops before the first point that would lie beyond the end of the range (the
  /// end point itself is only included when a stride lands on it; with a distance stride, a point
  /// that would lie beyond the end by no more than the rounding of the arc lengths, 1e−12 of the
  /// length from the start, is placed at the end, so a stride of `length / k` gives `k + 1`
  /// points; with a time stride, a point whose time would be beyond the end's by no more than
  /// 1e−12 of its time plus the time from the start is placed where the time first reaches the
  /// end's, so a stride of `(end time − start time) / k` gives `k + 1` points; with a parametric
  /// step, a point beyond the end by no more than 1e−12 of its parametric value is placed at the
  /// end, so a step of `(upper − lower) / k` gives `k + 1` points). A stride that is not positive
  /// and finite gives the start point alone. Each point is ``StrokePath/interpolatedPoint(at:)`` at
  /// its parametric value.
  public struct InterpolatedSlice: Sequence, Sendable {
    /// How far apart consecutive points of a slice are.
    public enum Stride: Sendable, Hashable {
      /// Arc length along the curve, in the path's units (measured accurately by quadrature, not as
      /// a sum of chords; consecutive points are this far apart along the curve within about 1e-12
      /// relative). On a path with a span longer than the largest double (coordinates near it),
      /// the points end before that span: its length cannot be measured.
      case distance(CGFloat)
      /// Time, in seconds, by the linearly interpolated ``StrokePoint/timeOffset``.
      case time(TimeInterval)
      /// Parametric value (the curve's `u`; one control point per unit).
      case parametricStep(CGFloat)
    }

    /// The path the points are taken from.
    public let path: StrokePath
    /// The parametric range the points lie in (clamped to the path's ``StrokePath/parametricRange``).
    public let range: ClosedRange<CGFloat>
    /// The stride between points.
    public let stride: Stride

    /// Creates a slice; see ``StrokePath/interpolatedPoints(in:by:)``.
    init(path: StrokePath, range: ClosedRange<CGFloat>, stride: Stride) {
      self.path = path
      self.range = range
      self.stride = stride
    }

    /// Iterates the points of a slice.
    public struct Iterator: IteratorProtocol, Sendable {
      @usableFromInline let path: StrokePath
      @usableFromInline let lower: Double
      @usableFromInline let upper: Double
      @usableFromInline let stride: Stride
      /// Points produced so far.
      @usableFromInline var produced = 0
      /// The parametric value of the last point produced.
      @usableFromInline var current: Double
      /// Set once iteration has ended.
      @usableFromInline var done = false
      /// The arc-length position, for distance strides.
      var cursor: StrokePathDistanceCursor?

      init(path: StrokePath, lower: Double, upper: Double, stride: Stride) {
        self.path = path
        self.lower = lower
        self.upper = upper
        self.stride = stride
        self.current = lower
        self.done = path.isEmpty
      }

      /// The parametric value of the next point, or `nil` at the end.
      public mutating func nextParametricValue() -> CGFloat? {
        guard !done else { return nil }
        if produced == 0 {
          produced = 1
          return CGFloat(lower)
        }
        var next: Double?
        switch stride {
        case .parametricStep(let step):
          let s = Double(step)
          if s > 0, s.isFinite {
            let u = lower + Double(produced) * s
            // A point beyond the end by no more than the rounding of `lower + k · step` goes to
            // the end, as a distance stride's does.
            next = u <= upper ? u : u - upper <= 1e-12 * u ? upper : nil
          }
        case .distance(let d):
          let s = Double(d)
          if s > 0, s.isFinite, path.count > 1 {
            if cursor == nil { cursor = StrokePathDistanceCursor(path: path, at: current, limit: upper) }
            next = cursor!.advance(by: s, on: path)
          }
        case .time(let dt):
          if dt > 0, dt.isFinite, path.count > 1 {
            let start = path.interpolatedTime(at: lower)
            let target = start + Double(produced) * dt
            next = path.parametricValue(from: current, time: target, forward: true, limit: upper)
            if next == nil {
              // A point beyond the end's time by no more than the rounding of the targets goes
              // where the time reaches the end's, as a distance stride's goes to the end.
              let end = path.interpolatedTime(at: upper)
              if target > end, target - end <= 1e-12 * (target.magnitude + (target - start)) {
                next = path.parametricValue(from: current, time: end, forward: true, limit: upper)
              }
            }
          }
        }
        // Stop at the end, and whenever the stride is too small to move the parametric value.
        guard let u = next, u > current else {
          done = true
          return nil
        }
        produced += 1
        current = u
        return CGFloat(u)
      }

      /// The next point, or `nil` at the end.
      public mutating func next() -> StrokePoint? {
        nextParametricValue().map { path.interpolatedPoint(at: $0) }
      }
    }

    /// Makes an iterator over the points.
    public func makeIterator() -> Iterator {
      Iterator(path: path, lower: Double(range.lowerBound), upper: Double(range.upperBound), stride: stride)
    }

    /// The parametric values of the points, in order.
    public var parametricValues: [CGFloat] {
      var iterator = makeIterator()
      var result: [CGFloat] = []
      while let u = iterator.nextParametricValue() { result.append(u) }
      return result
    }
  }

  /// Points interpolated along the curve at a regular stride (PencilKit's
  /// `interpolatedPoints(in:by:)`).
  ///
  /// - Parameters:
  ///   - range: The parametric range to cover; clamped to ``parametricRange``. Default `nil`, the
  ///     whole path.
  ///   - stride: The spacing of the points: arc length, time or parametric step.
  /// - Returns: A lazy sequence of points; see ``InterpolatedSlice``.
  public func interpolatedPoints(
    in range: ClosedRange<CGFloat>? = nil, by stride: InterpolatedSlice.Stride
  ) -> InterpolatedSlice {
    InterpolatedSlice(path: self, range: clampedRange(range ?? parametricRange), stride: stride)
  }

  /// A parametric value offset from another by a distance, a time or a parametric step
  /// (PencilKit's `parametricValue(_:offsetBy:)`).
  ///
  /// Negative steps move backwards. The result is clamped to ``parametricRange``: a step that would
  /// leave the curve gives its end (or its start, moving backwards). A time step finds the first
  /// parametric value, in the step's direction, where the linearly interpolated time offset reaches
  /// the start's time plus the step; when the time never gets there, the end of the curve in that
  /// direction. A distance step needs finite lengths: on a path with spans longer than the largest
  /// double (coordinates near it), whose lengths are infinite, its result is not meaningful.
  ///
  /// - Parameters:
  ///   - value: The parametric value to start from; clamped to ``parametricRange`` (NaN as 0).
  ///   - step: The offset.
  /// - Returns: The offset parametric value.
  public func parametricValue(_ value: CGFloat, offsetBy step: InterpolatedSlice.Stride) -> CGFloat {
    let n = storage.count
    let last = Double(Swift.max(n - 1, 0))
    let u = value.isNaN ? 0 : Swift.min(Swift.max(Double(value), 0), last)
    guard n > 1 else { return CGFloat(u) }
    switch step {
    case .parametricStep(let s):
      let v = u + Double(s)
      return CGFloat(v.isNaN ? u : Swift.min(Swift.max(v, 0), last))
    case .distance(let d):
      let s = Double(d)
      guard s.isFinite else { return CGFloat(s > 0 ? last : s < 0 ? 0 : u) }
      let limit = s >= 0 ? last : 0
      return CGFloat(parametricValue(from: u, distance: s, limit: limit) ?? limit)
    case .time(let dt):
      guard dt != 0, !dt.isNaN else { return CGFloat(u) }
      let limit = dt > 0 ? last : 0
      guard dt.isFinite else { return CGFloat(limit) }
      let target = interpolatedTime(at: u) + dt
      return CGFloat(parametricValue(from: u, time: target, forward: dt > 0, limit: limit) ?? limit)
    }
  }

  /// The linearly interpolated time offset at a parametric value within range. `count ≥ 1`.
  func interpolatedTime(at u: Double) -> TimeInterval {
    let n = storage.count
    guard n > 1 else { return storage[0].timeOffset }
    let (i, t) = Self.spanAndFraction(u, count: n)
    return Self.interpolate(storage[i].timeOffset, storage[i + 1].timeOffset, t)
  }

  /// A range clamped to ``parametricRange`` (NaN bounds taken as the range's ends).
  func clampedRange(_ range: ClosedRange<CGFloat>) -> ClosedRange<CGFloat> {
    let last = CGFloat(Swift.max(storage.count - 1, 0))
    let lo = range.lowerBound.isNaN ? 0 : Swift.min(Swift.max(range.lowerBound, 0), last)
    let hi = range.upperBound.isNaN ? last : Swift.min(Swift.max(range.upperBound, 0), last)
    return lo...Swift.max(lo, hi)
  }
}
