import Foundation

/// A path of Bézier segments: move, line, quadratic, cubic and close elements, like Core
/// Graphics' `CGPath`, in contiguous storage.
///
/// Elements follow `CGPath` semantics: a path that begins with a drawing element starts at the
/// origin; after ``Element/closeSubpath`` the current point is the start of the closed subpath,
/// and a drawing element that follows begins a new subpath there.
public struct BezierPath: Sendable, Hashable {
  /// One element of a path.
  public enum Element: Sendable, Hashable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A straight line back to the subpath's start, closing it.
    case closeSubpath
  }

  /// The storage tag of an element.
  public enum Verb: UInt8, Sendable, Hashable {
    case move, line, quadCurve, curve, close

    /// How many points the element stores.
    @inlinable
    public var pointCount: Int {
      switch self {
      case .move, .line: 1
      case .quadCurve: 2
      case .curve: 3
      case .close: 0
      }
    }
  }

  /// The element tags, in order.
  public internal(set) var verbs: [Verb]
  /// The element points, in order: controls before end points (`quadCurve`: control, end;
  /// `curve`: control1, control2, end).
  public internal(set) var points: [SIMD2<Double>]

  /// Creates an empty path.
  public init() {
    verbs = []
    points = []
  }

  /// Creates a path from elements.
  public init(elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  /// Creates a path from storage arrays.
  ///
  /// - Precondition: `points.count` is the sum of the verbs' point counts.
  public init(verbs: [Verb], points: [SIMD2<Double>]) {
    precondition(
      verbs.reduce(0) { $0 + $1.pointCount } == points.count,
      "BezierPath: point count does not match the verbs")
    self.verbs = verbs
    self.points = points
  }

  /// Reserves room for `verbs` elements and `points` points.
  public mutating func reserveCapacity(verbs verbCount: Int, points pointCount: Int) {
    verbs.reserveCapacity(verbCount)
    points.reserveCapacity(pointCount)
  }

  /// `true` when the path has no elements.
  @inlinable public var isEmpty: Bool { verbs.isEmpty }

  /// The number of elements.
  @inlinable public var elementCount: Int { verbs.count }

  /// Starts a new subpath at `p`.
  public mutating func move(to p: CGPoint) { move(to: SIMD2(p.x, p.y)) }
  /// Adds a straight line to `p`.
  public mutating func addLine(to p: CGPoint) { addLine(to: SIMD2(p.x, p.y)) }
  /// Adds a quadratic Bézier to `p` with control point `c`.
  public mutating func addQuadCurve(to p: CGPoint, control c: CGPoint) {
    addQuadCurve(to: SIMD2(p.x, p.y), control: SIMD2(c.x, c.y))
  }
  /// Adds a cubic Bézier to `p` with control points `c1` and `c2`.
  public mutating func addCurve(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
    addCurve(to: SIMD2(p.x, p.y), control1: SIMD2(c1.x, c1.y), control2: SIMD2(c2.x, c2.y))
  }

  /// Starts a new subpath at `p`.
  public mutating func move(to p: SIMD2<Double>) {
    verbs.append(.move)
    points.append(p)
  }
  /// Adds a straight line to `p`.
  public mutating func addLine(to p: SIMD2<Double>) {
    verbs.append(.line)
    points.append(p)
  }
  /// Adds a quadratic Bézier to `p` with control point `c`.
  public mutating func addQuadCurve(to p: SIMD2<Double>, control c: SIMD2<Double>) {
    verbs.append(.quadCurve)
    points.append(c)
    points.append(p)
  }
  /// Adds a cubic Bézier to `p` with control points `c1` and `c2`.
  public mutating func addCurve(
    to p: SIMD2<Double>, control1 c1: SIMD2<Double>, control2 c2: SIMD2<Double>
  ) {
    verbs.append(.curve)
    points.append(c1)
    points.append(c2)
    points.append(p)
  }
  /// Closes the current subpath with a straight line to its start.
  public mutating func closeSubpath() { verbs.append(.close) }

  /// Appends one element.
  public mutating func append(_ element: Element) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }

  /// Appends every element of another path.
  public mutating func append(contentsOf other: BezierPath) {
    verbs.append(contentsOf: other.verbs)
    points.append(contentsOf: other.points)
  }

  /// Removes the last `k` elements.
  public mutating func removeLast(_ k: Int = 1) {
    precondition(k >= 0 && k <= verbs.count)
    for _ in 0..<k {
      let v = verbs.removeLast()
      points.removeLast(v.pointCount)
    }
  }

  /// The elements, in order.
  public var elements: [Element] {
    var result: [Element] = []
    result.reserveCapacity(verbs.count)
    var j = 0
    func cg(_ v: SIMD2<Double>) -> CGPoint { CGPoint(x: v.x, y: v.y) }
    for v in verbs {
      switch v {
      case .move: result.append(.move(to: cg(points[j])))
      case .line: result.append(.line(to: cg(points[j])))
      case .quadCurve: result.append(.quadCurve(to: cg(points[j + 1]), control: cg(points[j])))
      case .curve:
        result.append(
          .curve(to: cg(points[j + 2]), control1: cg(points[j]), control2: cg(points[j + 1])))
      case .close: result.append(.closeSubpath)
      }
      j += v.pointCount
    }
    return result
  }

  /// `true` when every coordinate is finite.
  public var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }

  /// The path with an explicit move to the origin before a leading drawing element, which is where
  /// such a path starts anyway; the path itself when it is empty or starts with a move.
  ///
  /// SVG path data must start with a move, so a path that does not comes back from its
  /// ``svgPathData`` in this form. The importers of formats that store elements (`.ink`, the SVG
  /// export's `ink:mask`) return masks in this form too, so a mask reads back the same through
  /// every format.
  public var withExplicitStart: BezierPath {
    guard let first = verbs.first, first != .move else { return self }
    var verbs = self.verbs
    verbs.insert(.move, at: 0)
    var points = self.points
    points.insert(.zero, at: 0)
    return BezierPath(uncheckedVerbs: verbs, points: points)
  }

  /// Checks that every coordinate is finite.
  ///
  /// - Throws: ``StrokeModelError/nonFiniteBezierCoordinate(elementIndex:)`` for the first bad
  ///   element.
  public func validate() throws(StrokeModelError) {
    var j = 0
    for (i, v) in verbs.enumerated() {
      for k in 0..<v.pointCount where !(points[j + k].x.isFinite && points[j + k].y.isFinite) {
        throw .nonFiniteBezierCoordinate(elementIndex: i)
      }
      j += v.pointCount
    }
  }

  /// The path transformed by `t`.
  public func applying(_ t: AffineTransform2D) -> BezierPath {
    var copy = self
    for i in copy.points.indices { copy.points[i] = t.apply(copy.points[i]) }
    return copy
  }
}

extension BezierPath {
  /// Creates a path from storage the caller built consistently.
  internal init(uncheckedVerbs verbs: [Verb], points: [SIMD2<Double>]) {
    self.verbs = verbs
    self.points = points
  }

  /// Removes every element, keeping the storage.
  internal mutating func removeAllKeepingCapacity() {
    verbs.removeAll(keepingCapacity: true)
    points.removeAll(keepingCapacity: true)
  }

  /// Replaces the storage with copies of consistent buffers: into the existing arrays when they
  /// are uniquely referenced and large enough (no allocation), otherwise into exactly sized new
  /// ones.
  @inline(__always)
  internal mutating func replaceStorage(
    verbs newVerbs: UnsafeBufferPointer<Verb>, points newPoints: UnsafeBufferPointer<SIMD2<Double>>
  ) {
    if verbs.capacity == 0 {
      // A fresh path: exactly sized arrays.
      // (`Array(unsafeUninitializedCapacity:)` is not specialised here: it looks up generic
      // metadata on every call, which costs more than this copy.)
      verbs = Array(newVerbs)
      points = Array(newPoints)
      return
    }
    // (One `replaceSubrange` per array: about half the cost of `removeAll(keepingCapacity:)`
    // and `append(contentsOf:)`.)
    verbs.replaceSubrange(0..<verbs.count, with: newVerbs)
    points.replaceSubrange(0..<points.count, with: newPoints)
  }
}
