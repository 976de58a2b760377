import Foundation

@testable import InkInterchange

// The parser as it was before the padded-copy lexer (commit d1f6fc2), kept as a reference for a
// differential test: it checks the end at every byte and every number. Arcs use the current
// conversion, so only the grammar handling is compared.

enum ReferenceSVGPathDataParser {
  /// An error with its byte offset (a plain value, cheap to throw).
  struct Failure: Error {
    var kind: SVGPathDataError.Kind
    var offset: Int
  }

  /// Parses `bytes`, keeping every complete segment before the first error.
  ///
  /// - Parameter bytes: UTF-8 path data.
  /// - Returns: The path, and the first error (with a byte offset) or `nil`.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (BezierPath, SVGPathDataError?) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return (BezierPath(), nil) }
    // Elements go to scratch buffers (on the stack when small) and are copied into exactly sized
    // arrays at the end: cheaper than growing arrays element by element. A point takes at least
    // three bytes (`1 2`) except with H/V (two) and arcs (up to 36 points); the scratch grows
    // (on the heap) when that guess is short.
    // (At most 1 KiB each: larger temporary allocations make the runtime query the stack bounds,
    // which is slow on Linux.)
    let verbHint = bytes.count / 4 + 4
    let pointHint = bytes.count / 2 + 8
    return withUnsafeTemporaryAllocation(of: BezierPath.Verb.self, capacity: min(verbHint, 1024)) { verbs in
      withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: min(pointHint, 64)) { points in
        var sink = Sink(verbs: verbs, points: points, verbHint: verbHint, pointHint: pointHint)
        var failure: SVGPathDataError?
        do throws(Failure) {
          try run(base, bytes.count, &sink)
        } catch {
          failure = SVGPathDataError(error.kind, offset: error.offset)
        }
        let path = sink.finish()
        return (path, failure)
      }
    }
  }

  /// Growable element storage over caller-provided scratch, moving to the heap when it is full.
  struct Sink {
    private var verbs: UnsafeMutablePointer<BezierPath.Verb>
    private var verbCount = 0
    private var verbCapacity: Int
    private var verbsOnHeap = false
    private var points: UnsafeMutablePointer<SIMD2<Double>>
    private(set) var pointCount = 0
    private var pointCapacity: Int
    private var pointsOnHeap = false
    private let verbHint: Int
    private let pointHint: Int

    /// - Parameters:
    ///   - verbs, points: The scratch to start with.
    ///   - verbHint, pointHint: The capacity of the first heap buffer.
    init(
      verbs: UnsafeMutableBufferPointer<BezierPath.Verb>, points: UnsafeMutableBufferPointer<SIMD2<Double>>,
      verbHint: Int, pointHint: Int
    ) {
      self.verbs = verbs.baseAddress!
      self.verbCapacity = verbs.count
      self.points = points.baseAddress!
      self.pointCapacity = points.count
      self.verbHint = verbHint
      self.pointHint = pointHint
    }

    @inline(__always)
    mutating func append(_ verb: BezierPath.Verb) {
      if verbCount == verbCapacity { growVerbs() }
      (verbs + verbCount).initialize(to: verb)
      verbCount &+= 1
    }

    @inline(__always)
    mutating func append(_ point: SIMD2<Double>) {
      if pointCount == pointCapacity { growPoints() }
      (points + pointCount).initialize(to: point)
      pointCount &+= 1
    }

    @inline(never)
    private mutating func growVerbs() {
      let capacity = max(verbCapacity * 2, verbHint)
      let grown = UnsafeMutablePointer<BezierPath.Verb>.allocate(capacity: capacity)
      grown.moveInitialize(from: verbs, count: verbCount)
      if verbsOnHeap { verbs.deallocate() }
      verbs = grown
      verbCapacity = capacity
      verbsOnHeap = true
    }

    @inline(never)
    private mutating func growPoints() {
      let capacity = max(pointCapacity * 2, pointHint)
      let grown = UnsafeMutablePointer<SIMD2<Double>>.allocate(capacity: capacity)
      grown.moveInitialize(from: points, count: pointCount)
      if pointsOnHeap { points.deallocate() }
      points = grown
      pointCapacity = capacity
      pointsOnHeap = true
    }

    /// The path, in exactly sized arrays; releases heap scratch.
    mutating func finish() -> BezierPath {
      let path = BezierPath(
        uncheckedVerbs: Array(UnsafeBufferPointer(start: verbs, count: verbCount)),
        points: Array(UnsafeBufferPointer(start: points, count: pointCount)))
      if verbsOnHeap { verbs.deallocate() }
      if pointsOnHeap { points.deallocate() }
      verbsOnHeap = false
      pointsOnHeap = false
      return path
    }
  }

  // MARK: Lexing

  @inline(__always)
  private static func isWhitespace(_ c: UInt8) -> Bool {
    // SVG 2 wsp: space, tab, line feed, form feed, carriage return.
    c == 0x20 || (c &- 0x09 < 5 && c != 0x0B)
  }

  @inline(__always)
  private static func isNumberStart(_ c: UInt8) -> Bool {
    c &- 0x30 < 10 || c == 0x2D || c == 0x2E || c == 0x2B
  }

  @inline(__always)
  private static func skipWhitespace(_ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int) {
    while i < end && isWhitespace(p[i]) { i += 1 }
  }

  @inline(__always)
  private static func skipCommaWhitespace(_ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int) {
    // Fast path: one space.
    if i < end && p[i] == 0x20 {
      i += 1
      if i < end && p[i] &- 0x30 < 10 { return }
    }
    skipWhitespace(p, &i, end)
    if i < end && p[i] == 0x2C {
      i += 1
      skipWhitespace(p, &i, end)
    }
  }

  /// Reads the number at `i` (no separator before it).
  @inline(__always)
  private static func number(
    _ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int
  ) throws(Failure) -> Double {
    if i >= end { throw Failure(kind: .unexpectedEnd, offset: i) }
    let start = i
    let v = DecimalNumber.scan(p, &i, end)
    if v.isFinite { return v }
    throw Failure(kind: v.isNaN ? .expectedNumber : .numberOutOfRange, offset: start)
  }

  /// Reads an optional comma-wsp, then a number.
  @inline(__always)
  private static func nextNumber(
    _ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int
  ) throws(Failure) -> Double {
    skipCommaWhitespace(p, &i, end)
    return try number(p, &i, end)
  }

  /// Reads an optional comma-wsp, then a flag (`0` or `1`).
  @inline(__always)
  private static func flag(_ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int) throws(Failure) -> Bool {
    skipCommaWhitespace(p, &i, end)
    if i >= end { throw Failure(kind: .unexpectedEnd, offset: i) }
    let c = p[i]
    if c == 0x30 || c == 0x31 {
      i += 1
      return c == 0x31
    }
    throw Failure(kind: .expectedFlag, offset: i)
  }

  @inline(__always)
  private static func isFinite(_ a: SIMD2<Double>) -> Bool { a.x.isFinite && a.y.isFinite }

  // MARK: Commands

  private static func run(
    _ p: UnsafePointer<UInt8>, _ end: Int, _ sink: inout Sink
  ) throws(Failure) {
    var i = 0
    skipWhitespace(p, &i, end)
    if i >= end { return }
    if p[i] | 0x20 != 0x6D { throw Failure(kind: .expectedMoveTo, offset: i) }
    var current = SIMD2<Double>(0, 0)
    var subpathStart = current
    var lastControl = current  // previous cubic's second control or quadratic's control
    var previous: UInt8 = 0  // previous command, lower case
    while true {
      skipWhitespace(p, &i, end)
      if i >= end { return }
      let commandOffset = i
      let command = p[i]
      let lower = command | 0x20
      let relative = command >= 0x61
      i += 1
      if lower == 0x7A {  // z
        sink.append(.close)
        current = subpathStart
        previous = lower
        continue
      }
      skipWhitespace(p, &i, end)
      var firstSet = true
      while true {
        let setOffset = i
        switch lower {
        case 0x6D, 0x6C:  // m, l
          let x = try number(p, &i, end)
          var q = SIMD2(x, try nextNumber(p, &i, end))
          if relative { q += current }
          guard isFinite(q) else { throw Failure(kind: .numberOutOfRange, offset: setOffset) }
          if firstSet && lower == 0x6D {
            sink.append(.move)
            subpathStart = q
          } else {
            sink.append(.line)
          }
          sink.append(q)
          current = q
        case 0x68:  // h
          var x = try number(p, &i, end)
          if relative { x += current.x }
          guard x.isFinite else { throw Failure(kind: .numberOutOfRange, offset: setOffset) }
          current.x = x
          sink.append(.line)
          sink.append(current)
        case 0x76:  // v
          var y = try number(p, &i, end)
          if relative { y += current.y }
          guard y.isFinite else { throw Failure(kind: .numberOutOfRange, offset: setOffset) }
          current.y = y
          sink.append(.line)
          sink.append(current)
        case 0x63:  // c
          let x1 = try number(p, &i, end)
          var c1 = SIMD2(x1, try nextNumber(p, &i, end))
          let x2 = try nextNumber(p, &i, end)
          var c2 = SIMD2(x2, try nextNumber(p, &i, end))
          let x = try nextNumber(p, &i, end)
          var q = SIMD2(x, try nextNumber(p, &i, end))
          if relative {
            c1 += current
            c2 += current
            q += current
          }
          guard isFinite(c1) && isFinite(c2) && isFinite(q) else {
            throw Failure(kind: .numberOutOfRange, offset: setOffset)
          }
          sink.append(.curve)
          sink.append(c1)
          sink.append(c2)
          sink.append(q)
          lastControl = c2
          current = q
        case 0x73:  // s
          let x2 = try number(p, &i, end)
          var c2 = SIMD2(x2, try nextNumber(p, &i, end))
          let x = try nextNumber(p, &i, end)
          var q = SIMD2(x, try nextNumber(p, &i, end))
          if relative {
            c2 += current
            q += current
          }
          let c1 = previous == 0x63 || previous == 0x73 ? 2 * current - lastControl : current
          guard isFinite(c1) && isFinite(c2) && isFinite(q) else {
            throw Failure(kind: .numberOutOfRange, offset: setOffset)
          }
          sink.append(.curve)
          sink.append(c1)
          sink.append(c2)
          sink.append(q)
          lastControl = c2
          current = q
        case 0x71:  // q
          let x1 = try number(p, &i, end)
          var c = SIMD2(x1, try nextNumber(p, &i, end))
          let x = try nextNumber(p, &i, end)
          var q = SIMD2(x, try nextNumber(p, &i, end))
          if relative {
            c += current
            q += current
          }
          guard isFinite(c) && isFinite(q) else {
            throw Failure(kind: .numberOutOfRange, offset: setOffset)
          }
          sink.append(.quadCurve)
          sink.append(c)
          sink.append(q)
          lastControl = c
          current = q
        case 0x74:  // t
          let x = try number(p, &i, end)
          var q = SIMD2(x, try nextNumber(p, &i, end))
          if relative { q += current }
          let c = previous == 0x71 || previous == 0x74 ? 2 * current - lastControl : current
          guard isFinite(c) && isFinite(q) else {
            throw Failure(kind: .numberOutOfRange, offset: setOffset)
          }
          sink.append(.quadCurve)
          sink.append(c)
          sink.append(q)
          lastControl = c
          current = q
        case 0x61:  // a
          let rx = try number(p, &i, end)
          let ry = try nextNumber(p, &i, end)
          let rotation = try nextNumber(p, &i, end)
          let largeArc = try flag(p, &i, end)
          let sweep = try flag(p, &i, end)
          let x = try nextNumber(p, &i, end)
          var q = SIMD2(x, try nextNumber(p, &i, end))
          if relative { q += current }
          guard isFinite(q) else { throw Failure(kind: .numberOutOfRange, offset: setOffset) }
          let arc = EllipticalArc(
            start: current, end: q, radii: SIMD2(rx, ry), xAxisRotation: rotation, largeArc: largeArc,
            sweep: sweep)
          let ok = arc.emit(
            line: { to in
              sink.append(.line)
              sink.append(to)
            },
            reserve: { _ in },
            cubic: { c1, c2, to in
              sink.append(.curve)
              sink.append(c1)
              sink.append(c2)
              sink.append(to)
            })
          guard ok else {
            throw Failure(kind: .numberOutOfRange, offset: setOffset)
          }
          current = q
        default:
          throw Failure(kind: .expectedCommand, offset: commandOffset)
        }
        previous = lower
        firstSet = false
        // Another argument set, or the next command.
        skipWhitespace(p, &i, end)
        if i >= end { return }
        let c = p[i]
        if c == 0x2C {
          i += 1
          skipWhitespace(p, &i, end)
          if i >= end { throw Failure(kind: .unexpectedEnd, offset: i) }
          if !isNumberStart(p[i]) { throw Failure(kind: .expectedNumber, offset: i) }
        } else if !isNumberStart(c) {
          break
        }
      }
    }
  }
}
