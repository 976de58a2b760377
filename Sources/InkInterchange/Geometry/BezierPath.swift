import Foundation

/// A path of Bézier segments: move, line, quadratic, cubic and close elements, like Core
/// Graphics' `CGPath`, in contiguous storage.
///
/// The points and the verbs share one copy-on-write allocation; ``verbs`` and ``points`` are
/// random-access views of it (arrays cost a new path two allocations).
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

  /// The storage: one allocation holding the points and then the verbs (`nil` until the path
  /// first holds an element).
  @usableFromInline
  nonisolated(unsafe) internal var storage: Storage?

  /// The element tags, in order.
  @inlinable public var verbs: Verbs { Verbs(storage: storage) }
  /// The element points, in order: controls before end points (`quadCurve`: control, end;
  /// `curve`: control1, control2, end).
  @inlinable public var points: Points { Points(storage: storage) }

  /// Creates an empty path.
  @inlinable
  public init() {
    storage = nil
  }

  /// Creates a path from elements.
  public init(elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  /// Creates a path from its verbs and points (arrays, or another path's ``verbs`` and
  /// ``points``).
  ///
  /// - Precondition: `points.count` is the sum of the verbs' point counts.
  public init(verbs: some Collection<Verb>, points: some Collection<SIMD2<Double>>) {
    precondition(
      verbs.reduce(0) { $0 + $1.pointCount } == points.count,
      "BezierPath: point count does not match the verbs")
    self.init(uncheckedVerbs: verbs, points: points)
  }

  /// Reserves room for `verbs` elements and `points` points in all.
  public mutating func reserveCapacity(verbs verbCount: Int, points pointCount: Int) {
    let header = storage?.counts ?? Header()
    reserveAdditional(
      verbs: Swift.max(0, verbCount - header.verbCount), points: Swift.max(0, pointCount - header.pointCount))
  }

  /// `true` when the path has no elements.
  @inlinable public var isEmpty: Bool { elementCount == 0 }

  /// The number of elements.
  @inlinable public var elementCount: Int { storage?.counts.verbCount ?? 0 }

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
  public mutating func move(to p: SIMD2<Double>) { appendElement(.move, p, .zero, .zero) }
  /// Adds a straight line to `p`.
  public mutating func addLine(to p: SIMD2<Double>) { appendElement(.line, p, .zero, .zero) }
  /// Adds a quadratic Bézier to `p` with control point `c`.
  public mutating func addQuadCurve(to p: SIMD2<Double>, control c: SIMD2<Double>) {
    appendElement(.quadCurve, c, p, .zero)
  }
  /// Adds a cubic Bézier to `p` with control points `c1` and `c2`.
  public mutating func addCurve(
    to p: SIMD2<Double>, control1 c1: SIMD2<Double>, control2 c2: SIMD2<Double>
  ) {
    appendElement(.curve, c1, c2, p)
  }
  /// Closes the current subpath with a straight line to its start.
  public mutating func closeSubpath() { appendElement(.close, .zero, .zero, .zero) }

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
    guard let source = other.storage else { return }
    let added = source.counts
    if added.verbCount == 0 { return }
    // (`other` keeps `source` alive, even when it is this path's own storage.)
    reserveAdditional(verbs: added.verbCount, points: added.pointCount)
    withExtendedLifetime(source) {
      storage.unsafelyUnwrapped.append(
        verbs: source.verbBase, count: added.verbCount, points: source.pointBase, count: added.pointCount)
    }
  }

  /// Removes the last `k` elements.
  public mutating func removeLast(_ k: Int = 1) {
    precondition(k >= 0 && k <= elementCount, "BezierPath.removeLast: fewer than k elements")
    if k == 0 { return }
    reserveAdditional(verbs: 0, points: 0)  // unique storage
    let s = storage.unsafelyUnwrapped
    let verbBase = s.verbBase
    var header = s.counts
    for _ in 0..<k {
      header.verbCount -= 1
      header.pointCount -= verbBase[header.verbCount].pointCount
    }
    s.counts = header
  }

  /// The elements, in order.
  public var elements: [Element] {
    var result: [Element] = []
    result.reserveCapacity(verbs.count)
    var j = 0
    func cg(_ v: SIMD2<Double>) -> CGPoint { CGPoint(x: v.x, y: v.y) }
    let points = self.points
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
  /// export's `ink:mask`) return masks in this form too, and ``Stroke/mask`` keeps its path in
  /// this form, so a mask reads back the same through every format.
  public var withExplicitStart: BezierPath {
    guard let first = verbs.first, first != .move else { return self }
    var result = BezierPath()
    result.reserveCapacity(verbs: elementCount + 1, points: points.count + 1)
    result.move(to: .zero)
    result.append(contentsOf: self)
    return result
  }

  /// Checks that every coordinate is finite.
  ///
  /// - Throws: ``StrokeModelError/nonFiniteBezierCoordinate(elementIndex:)`` for the first bad
  ///   element.
  public func validate() throws(StrokeModelError) {
    let bad: Int? = withBuffers { verbs, points in
      var j = 0
      for i in verbs.indices {
        let end = j &+ verbs[i].pointCount
        while j < end {
          if !(points[j].x.isFinite && points[j].y.isFinite) { return i }
          j &+= 1
        }
      }
      return nil
    }
    if let bad { throw .nonFiniteBezierCoordinate(elementIndex: bad) }
  }

  /// Calls `body` with the verbs and points as contiguous memory (empty buffers for an empty
  /// path), valid only inside `body`.
  @inline(__always)
  internal func withBuffers<R>(
    _ body: (UnsafeBufferPointer<Verb>, UnsafeBufferPointer<SIMD2<Double>>) throws -> R
  ) rethrows -> R {
    try Self.withBuffers(of: storage, body)
  }

  /// Calls `body` with the verbs and points of `storage` as contiguous memory (empty buffers
  /// without storage), valid only inside `body`: for the path and its views.
  @inlinable @inline(__always)
  internal static func withBuffers<R>(
    of storage: Storage?, _ body: (UnsafeBufferPointer<Verb>, UnsafeBufferPointer<SIMD2<Double>>) throws -> R
  ) rethrows -> R {
    guard let storage else {
      return try body(UnsafeBufferPointer(start: nil, count: 0), UnsafeBufferPointer(start: nil, count: 0))
    }
    let h = storage.counts
    return try withExtendedLifetime(storage) {
      try body(
        UnsafeBufferPointer(start: storage.verbBase, count: h.verbCount),
        UnsafeBufferPointer(start: storage.pointBase, count: h.pointCount))
    }
  }

  /// The path transformed by `t`.
  public func applying(_ t: AffineTransform2D) -> BezierPath {
    guard storage != nil else { return self }
    var copy = self
    copy.reserveAdditional(verbs: 0, points: 0)  // unique storage
    let s = copy.storage.unsafelyUnwrapped
    let base = s.pointBase
    for i in 0..<s.counts.pointCount { base[i] = t.apply(base[i]) }
    return copy
  }
}

// MARK: Storage

extension BezierPath {
  /// The counts and capacities of a path's storage.
  @usableFromInline
  internal struct Header {
    @usableFromInline var verbCount = 0
    @usableFromInline var pointCount = 0
    @usableFromInline var verbCapacity = 0
    @usableFromInline var pointCapacity = 0

    @inlinable init() {}
  }

  /// A path's elements in one allocation: `pointCapacity` points, then `verbCapacity` verbs
  /// (one byte each) in the tail elements after them.
  ///
  /// One allocation instead of two arrays halves the fixed cost of a new path (an allocation, an
  /// atomic release and a free each), which is most of the cost of parsing short path data.
  /// Shared storage is never written: every mutation of a path first makes its storage unique
  /// (copy on write), as an array's is. `ManagedBuffer` is not `Sendable`, so the references to
  /// it are `nonisolated(unsafe)`: that copy-on-write rule is what makes sharing them safe.
  @usableFromInline
  internal final class Storage: ManagedBuffer<Header, SIMD2<Double>> {
    /// The most verbs or points storage may hold (2⁵⁵: far beyond any memory, and small enough
    /// that no size computed from it overflows).
    static var maximumCapacity: Int { 1 << 55 }

    /// New storage with room for at least the given counts (the verb room is rounded up to whole
    /// tail elements), holding nothing.
    @inline(__always)
    static func make(verbCapacity: Int, pointCapacity: Int) -> Storage {
      // (Checked: `ManagedBuffer.create` does not check the byte size, and a wrapped size
      // would record more room than was allocated.)
      precondition(verbCapacity >= 0 && pointCapacity >= 0, "BezierPath: negative capacity")
      precondition(
        verbCapacity <= maximumCapacity && pointCapacity <= maximumCapacity, "BezierPath: capacity overflow")
      let verbElements = (verbCapacity &+ 15) &>> 4
      let tail = pointCapacity + verbElements
      let object = Storage.create(minimumCapacity: tail) { object in
        var header = Header()
        header.verbCapacity = verbElements &<< 4
        header.pointCapacity = pointCapacity
        object.withUnsafeMutablePointerToElements { elements in
          _ = UnsafeMutableRawPointer(elements + pointCapacity).bindMemory(
            to: Verb.self, capacity: verbElements &<< 4)
        }
        return header
      }
      return unsafeDowncast(object, to: Storage.self)
    }

    /// The header, read and written through its address: a stored property of a class would
    /// take a dynamic exclusivity check on every access (`swift_beginAccess`), which cost more
    /// than the rest of a short parse's bookkeeping.
    @inlinable
    var counts: Header {
      get { withUnsafeMutablePointerToHeader { $0.pointee } }
      set { withUnsafeMutablePointerToHeader { $0.pointee = newValue } }
    }

    /// The first point.
    @inlinable
    var pointBase: UnsafeMutablePointer<SIMD2<Double>> {
      withUnsafeMutablePointerToElements { $0 }
    }

    /// The first verb.
    @inlinable
    var verbBase: UnsafeMutablePointer<Verb> {
      withUnsafeMutablePointers { header, elements in
        UnsafeMutableRawPointer(elements + header.pointee.pointCapacity).assumingMemoryBound(to: Verb.self)
      }
    }

    /// A copy with the same elements and room for the given counts (at least the current
    /// counts).
    func copy(verbCapacity: Int, pointCapacity: Int) -> Storage {
      let h = counts
      let result = Storage.make(verbCapacity: verbCapacity, pointCapacity: pointCapacity)
      result.append(verbs: verbBase, count: h.verbCount, points: pointBase, count: h.pointCount)
      return result
    }

    /// Copies elements after the current ones (the room must be there).
    @inline(__always)
    func append(
      verbs: UnsafePointer<Verb>, count verbCount: Int, points: UnsafePointer<SIMD2<Double>>,
      count pointCount: Int
    ) {
      var h = counts
      (verbBase + h.verbCount).update(from: verbs, count: verbCount)
      (pointBase + h.pointCount).update(from: points, count: pointCount)
      h.verbCount &+= verbCount
      h.pointCount &+= pointCount
      counts = h
    }
  }

  /// Makes the storage uniquely referenced with room for `dv` more verbs and `dp` more points
  /// (growing geometrically).
  @inline(__always)
  internal mutating func reserveAdditional(verbs dv: Int, points dp: Int) {
    if _fastPath(isKnownUniquelyReferenced(&storage)) {
      let h = storage.unsafelyUnwrapped.counts
      if h.verbCapacity &- h.verbCount >= dv && h.pointCapacity &- h.pointCount >= dp { return }
    }
    reallocate(verbs: dv, points: dp)
  }

  @inline(never)
  private mutating func reallocate(verbs dv: Int, points dp: Int) {
    let h = storage?.counts ?? Header()
    let verbsNeeded = h.verbCount + dv
    let pointsNeeded = h.pointCount + dp
    let growVerbs = verbsNeeded > h.verbCapacity
    let growPoints = pointsNeeded > h.pointCapacity
    // A side that grows doubles; the other keeps its room (cutting it would make appends that
    // grow the two sides in turn, as cubics do, reallocate every few elements). A copy made
    // only for uniqueness keeps what it needs.
    let verbCapacity =
      growVerbs ? Swift.max(verbsNeeded, 2 * h.verbCapacity) : growPoints ? h.verbCapacity : verbsNeeded
    let pointCapacity =
      growPoints
      ? Swift.max(pointsNeeded, 2 * h.pointCapacity, 4) : growVerbs ? h.pointCapacity : pointsNeeded
    if let old = storage {
      storage = old.copy(verbCapacity: verbCapacity, pointCapacity: pointCapacity)
    } else {
      storage = Storage.make(verbCapacity: verbCapacity, pointCapacity: pointCapacity)
    }
  }

  /// Appends a verb and its points (`a`, `b`, `c`: as many as the verb takes).
  @inline(__always)
  internal mutating func appendElement(
    _ verb: Verb, _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>
  ) {
    let k = verb.pointCount
    reserveAdditional(verbs: 1, points: k)
    let s = storage.unsafelyUnwrapped
    var h = s.counts
    s.verbBase[h.verbCount] = verb
    let p = s.pointBase + h.pointCount
    if k > 0 { p[0] = a }
    if k > 1 { p[1] = b }
    if k > 2 { p[2] = c }
    h.verbCount &+= 1
    h.pointCount &+= k
    s.counts = h
  }

  /// Creates a path from elements the caller built consistently.
  internal init(uncheckedVerbs verbs: some Collection<Verb>, points: some Collection<SIMD2<Double>>) {
    self.init()
    if verbs.isEmpty { return }
    let s = Storage.make(verbCapacity: verbs.count, pointCapacity: points.count)
    _ = UnsafeMutableBufferPointer(start: s.verbBase, count: verbs.count).initialize(from: verbs)
    _ = UnsafeMutableBufferPointer(start: s.pointBase, count: points.count).initialize(from: points)
    s.counts.verbCount = verbs.count
    s.counts.pointCount = points.count
    storage = s
  }

  /// Creates a path of `verbCount` verbs and `pointCount` points that `body` writes (every one
  /// of them, consistently).
  @inline(__always)
  internal init(
    uncheckedVerbCount verbCount: Int, pointCount: Int,
    initializingWith body: (UnsafeMutablePointer<Verb>, UnsafeMutablePointer<SIMD2<Double>>) -> Void
  ) {
    self.init()
    if verbCount == 0 { return }
    let s = Storage.make(verbCapacity: verbCount, pointCapacity: pointCount)
    body(s.verbBase, s.pointBase)
    s.counts.verbCount = verbCount
    s.counts.pointCount = pointCount
    storage = s
  }

  /// The room of the storage (0 and 0 without storage).
  internal var capacities: (verbs: Int, points: Int) {
    guard let h = storage?.counts else { return (0, 0) }
    return (h.verbCapacity, h.pointCapacity)
  }

  /// Removes every element, keeping the storage when it is uniquely referenced.
  internal mutating func removeAllKeepingCapacity() {
    if isKnownUniquelyReferenced(&storage) {
      storage.unsafelyUnwrapped.counts.verbCount = 0
      storage.unsafelyUnwrapped.counts.pointCount = 0
    } else {
      storage = nil
    }
  }

  /// Replaces the elements with copies of consistent buffers: into the existing storage when it
  /// is uniquely referenced and large enough (no allocation), otherwise into exactly sized new
  /// storage.
  @inline(__always)
  internal mutating func replaceStorage(
    verbs newVerbs: UnsafeBufferPointer<Verb>, points newPoints: UnsafeBufferPointer<SIMD2<Double>>
  ) {
    let verbCount = newVerbs.count
    let pointCount = newPoints.count
    // (One access through the storage's pointers, from an unretained reference: the path holds
    // the storage throughout, and a retain and release of it cost a tenth of a short parse.)
    if isKnownUniquelyReferenced(&storage),
      Unmanaged.passUnretained(storage.unsafelyUnwrapped)._withUnsafeGuaranteedRef({
        $0.withUnsafeMutablePointers { header, elements in
          let pointCapacity = header.pointee.pointCapacity
          guard header.pointee.verbCapacity >= verbCount && pointCapacity >= pointCount else { return false }
          if verbCount > 0 {
            UnsafeMutableRawPointer(elements + pointCapacity).assumingMemoryBound(to: Verb.self).update(
              from: newVerbs.baseAddress.unsafelyUnwrapped, count: verbCount)
            elements.update(from: newPoints.baseAddress.unsafelyUnwrapped, count: pointCount)
          }
          header.pointee.verbCount = verbCount
          header.pointee.pointCount = pointCount
          return true
        }
      })
    {
      return
    }
    if verbCount == 0 {
      storage = nil
      return
    }
    let s = Storage.make(verbCapacity: verbCount, pointCapacity: pointCount)
    s.append(
      verbs: newVerbs.baseAddress.unsafelyUnwrapped, count: verbCount,
      points: newPoints.baseAddress.unsafelyUnwrapped, count: pointCount)
    storage = s
  }
}

// MARK: Views

extension BezierPath {
  /// A path's element tags: a random-access view of its storage (valid as long as you hold it,
  /// whatever happens to the path).
  public struct Verbs: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
    @usableFromInline nonisolated(unsafe) let storage: Storage?

    @inlinable init(storage: Storage?) { self.storage = storage }

    /// 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of verbs.
    @inlinable public var endIndex: Int { storage?.counts.verbCount ?? 0 }

    /// The verb at `position`.
    @inlinable public subscript(position: Int) -> Verb {
      precondition(position >= 0 && position < endIndex, "BezierPath.Verbs: index out of range")
      return storage.unsafelyUnwrapped.verbBase[position]
    }

    /// The verbs the storage has room for.
    public var capacity: Int { storage?.counts.verbCapacity ?? 0 }

    /// Calls `body` with the verbs as contiguous memory (valid only inside `body`).
    @inlinable
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Verb>) throws -> R) rethrows -> R {
      try BezierPath.withBuffers(of: storage) { verbs, _ in try body(verbs) }
    }

    public static func == (lhs: Verbs, rhs: Verbs) -> Bool {
      if lhs.storage === rhs.storage { return true }
      return lhs.elementsEqual(rhs)
    }

    /// Whether the verbs are `rhs`, in order.
    public static func == (lhs: Verbs, rhs: [Verb]) -> Bool { lhs.elementsEqual(rhs) }
    /// Whether the verbs are `lhs`, in order.
    public static func == (lhs: [Verb], rhs: Verbs) -> Bool { rhs.elementsEqual(lhs) }
    /// Whether the verbs differ from `rhs`.
    public static func != (lhs: Verbs, rhs: [Verb]) -> Bool { !(lhs == rhs) }
    /// Whether the verbs differ from `lhs`.
    public static func != (lhs: [Verb], rhs: Verbs) -> Bool { !(lhs == rhs) }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(count)
      withUnsafeBufferPointer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The verbs as an array literal would show them.
    public var description: String { Array(self).description }
  }

  /// A path's points: a random-access view of its storage (valid as long as you hold it,
  /// whatever happens to the path).
  public struct Points: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
    @usableFromInline nonisolated(unsafe) let storage: Storage?

    @inlinable init(storage: Storage?) { self.storage = storage }

    /// 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of points.
    @inlinable public var endIndex: Int { storage?.counts.pointCount ?? 0 }

    /// The point at `position`.
    @inlinable public subscript(position: Int) -> SIMD2<Double> {
      precondition(position >= 0 && position < endIndex, "BezierPath.Points: index out of range")
      return storage.unsafelyUnwrapped.pointBase[position]
    }

    /// The points the storage has room for.
    public var capacity: Int { storage?.counts.pointCapacity ?? 0 }

    /// Calls `body` with the points as contiguous memory (valid only inside `body`).
    @inlinable
    public func withUnsafeBufferPointer<R>(
      _ body: (UnsafeBufferPointer<SIMD2<Double>>) throws -> R
    ) rethrows -> R {
      try BezierPath.withBuffers(of: storage) { _, points in try body(points) }
    }

    /// Whether the points are equal one by one (`==` of `Double`: `-0.0` equals `0.0`, NaN
    /// equals nothing, except that storage compares equal to itself).
    public static func == (lhs: Points, rhs: Points) -> Bool {
      if lhs.storage === rhs.storage { return true }
      return lhs.elementsEqual(rhs)
    }

    /// Whether the points are `rhs`, in order.
    public static func == (lhs: Points, rhs: [SIMD2<Double>]) -> Bool { lhs.elementsEqual(rhs) }
    /// Whether the points are `lhs`, in order.
    public static func == (lhs: [SIMD2<Double>], rhs: Points) -> Bool { rhs.elementsEqual(lhs) }
    /// Whether the points differ from `rhs`.
    public static func != (lhs: Points, rhs: [SIMD2<Double>]) -> Bool { !(lhs == rhs) }
    /// Whether the points differ from `lhs`.
    public static func != (lhs: [SIMD2<Double>], rhs: Points) -> Bool { !(lhs == rhs) }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(count)
      for p in self { hasher.combine(p) }
    }

    /// The points as an array literal would show them.
    public var description: String { Array(self).description }
  }
}

extension BezierPath: CustomStringConvertible {
  /// The verbs and points, as `BezierPath(verbs: [...], points: [...])`.
  public var description: String { "BezierPath(verbs: \(verbs), points: \(points))" }
}

extension BezierPath {
  /// Whether the paths have the same elements (points compared by `==` of `Double`).
  public static func == (lhs: BezierPath, rhs: BezierPath) -> Bool {
    lhs.verbs == rhs.verbs && lhs.points == rhs.points
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(verbs)
    hasher.combine(points)
  }
}
