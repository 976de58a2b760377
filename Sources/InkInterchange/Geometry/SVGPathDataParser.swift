/// A one-pass parser of SVG 2 path data (the `d` attribute) over UTF-8 bytes.
///
/// It reads the whole grammar (`M m L l H h V v C c S s Q q T t A a Z z`, implicit repeats,
/// comma and white-space rules), with numbers read greedily (`1.5.5` is `1.5` then `.5`,
/// `1e+2-3` is `100` then `-3`) and arc flags that may be glued to what follows. Elements are
/// appended only when a whole argument set was read, so after an error the path holds every
/// complete segment before it (what browsers draw).
///
/// Element mapping: `M`/`m` → move (extra pairs → lines), `L l H h V v` → line, `C c S s` →
/// cubic, `Q q T t` → quadratic, `A a` → cubics (see ``EllipticalArc``; nothing for equal end
/// points, a line for a zero radius), `Z z` → close. A command that follows `Z` (other than a
/// move) starts the new subpath at the closed subpath's start without an explicit move element,
/// as ``BezierPath`` defines it; so the writer's output parses back to the same elements.
struct SVGPathDataParser {
  private let p: UnsafePointer<UInt8>
  private let end: Int
  private var i = 0
  /// The parsed elements so far.
  var path = BezierPath()

  private init(_ p: UnsafePointer<UInt8>, count: Int) {
    self.p = p
    self.end = count
    // Numbers take at least two bytes with their separator; arcs may add more points.
    path.reserveCapacity(verbs: count / 6 + 1, points: count / 4 + 1)
  }

  /// Parses `bytes`, keeping every complete segment before the first error.
  ///
  /// - Parameter bytes: UTF-8 path data.
  /// - Returns: The path, and the first error (with a byte offset) or `nil`.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (BezierPath, SVGPathDataError?) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return (BezierPath(), nil) }
    var parser = SVGPathDataParser(base, count: bytes.count)
    do {
      try parser.run()
      return (parser.path, nil)
    } catch {
      return (parser.path, error)
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
  private mutating func skipWhitespace() {
    while i < end && Self.isWhitespace(p[i]) { i += 1 }
  }

  @inline(__always)
  private mutating func skipCommaWhitespace() {
    skipWhitespace()
    if i < end && p[i] == 0x2C {
      i += 1
      skipWhitespace()
    }
  }

  /// Reads the number at the current position (no separator before it).
  @inline(__always)
  private mutating func number() throws(SVGPathDataError) -> Double {
    if i >= end { throw SVGPathDataError(.unexpectedEnd, offset: i) }
    let start = i
    let v = DecimalNumber.scan(p, &i, end)
    if v.isFinite { return v }
    throw SVGPathDataError(v.isNaN ? .expectedNumber : .numberOutOfRange, offset: start)
  }

  /// Reads an optional comma-wsp, then a number.
  @inline(__always)
  private mutating func nextNumber() throws(SVGPathDataError) -> Double {
    skipCommaWhitespace()
    return try number()
  }

  /// Reads an optional comma-wsp, then a flag (`0` or `1`).
  @inline(__always)
  private mutating func flag() throws(SVGPathDataError) -> Bool {
    skipCommaWhitespace()
    if i >= end { throw SVGPathDataError(.unexpectedEnd, offset: i) }
    let c = p[i]
    if c == 0x30 || c == 0x31 {
      i += 1
      return c == 0x31
    }
    throw SVGPathDataError(.expectedFlag, offset: i)
  }

  @inline(__always)
  private static func isFinite(_ a: SIMD2<Double>) -> Bool { a.x.isFinite && a.y.isFinite }

  // MARK: Commands

  private mutating func run() throws(SVGPathDataError) {
    skipWhitespace()
    if i >= end { return }
    if p[i] | 0x20 != 0x6D { throw SVGPathDataError(.expectedMoveTo, offset: i) }
    var current = SIMD2<Double>(0, 0)
    var subpathStart = current
    var lastControl = current  // previous cubic's second control or quadratic's control
    var previous: UInt8 = 0  // previous command, lower case
    while true {
      skipWhitespace()
      if i >= end { return }
      let commandOffset = i
      let command = p[i]
      let lower = command | 0x20
      let relative = command >= 0x61
      i += 1
      if lower == 0x7A {  // z
        path.closeSubpath()
        current = subpathStart
        previous = lower
        continue
      }
      skipWhitespace()
      var firstSet = true
      while true {
        let setOffset = i
        switch lower {
        case 0x6D, 0x6C:  // m, l
          var q = SIMD2(try number(), try nextNumber())
          if relative { q += current }
          guard Self.isFinite(q) else { throw SVGPathDataError(.numberOutOfRange, offset: setOffset) }
          if firstSet && lower == 0x6D {
            path.move(to: q)
            subpathStart = q
          } else {
            path.addLine(to: q)
          }
          current = q
        case 0x68:  // h
          var x = try number()
          if relative { x += current.x }
          guard x.isFinite else { throw SVGPathDataError(.numberOutOfRange, offset: setOffset) }
          current.x = x
          path.addLine(to: current)
        case 0x76:  // v
          var y = try number()
          if relative { y += current.y }
          guard y.isFinite else { throw SVGPathDataError(.numberOutOfRange, offset: setOffset) }
          current.y = y
          path.addLine(to: current)
        case 0x63:  // c
          var c1 = SIMD2(try number(), try nextNumber())
          var c2 = SIMD2(try nextNumber(), try nextNumber())
          var q = SIMD2(try nextNumber(), try nextNumber())
          if relative {
            c1 += current
            c2 += current
            q += current
          }
          guard Self.isFinite(c1) && Self.isFinite(c2) && Self.isFinite(q) else {
            throw SVGPathDataError(.numberOutOfRange, offset: setOffset)
          }
          path.addCurve(to: q, control1: c1, control2: c2)
          lastControl = c2
          current = q
        case 0x73:  // s
          var c2 = SIMD2(try number(), try nextNumber())
          var q = SIMD2(try nextNumber(), try nextNumber())
          if relative {
            c2 += current
            q += current
          }
          let c1 = previous == 0x63 || previous == 0x73 ? 2 * current - lastControl : current
          guard Self.isFinite(c1) && Self.isFinite(c2) && Self.isFinite(q) else {
            throw SVGPathDataError(.numberOutOfRange, offset: setOffset)
          }
          path.addCurve(to: q, control1: c1, control2: c2)
          lastControl = c2
          current = q
        case 0x71:  // q
          var c = SIMD2(try number(), try nextNumber())
          var q = SIMD2(try nextNumber(), try nextNumber())
          if relative {
            c += current
            q += current
          }
          guard Self.isFinite(c) && Self.isFinite(q) else {
            throw SVGPathDataError(.numberOutOfRange, offset: setOffset)
          }
          path.addQuadCurve(to: q, control: c)
          lastControl = c
          current = q
        case 0x74:  // t
          var q = SIMD2(try number(), try nextNumber())
          if relative { q += current }
          let c = previous == 0x71 || previous == 0x74 ? 2 * current - lastControl : current
          guard Self.isFinite(c) && Self.isFinite(q) else {
            throw SVGPathDataError(.numberOutOfRange, offset: setOffset)
          }
          path.addQuadCurve(to: q, control: c)
          lastControl = c
          current = q
        case 0x61:  // a
          let rx = try number()
          let ry = try nextNumber()
          let rotation = try nextNumber()
          let largeArc = try flag()
          let sweep = try flag()
          var q = SIMD2(try nextNumber(), try nextNumber())
          if relative { q += current }
          guard Self.isFinite(q) else { throw SVGPathDataError(.numberOutOfRange, offset: setOffset) }
          let arc = EllipticalArc(
            start: current, end: q, radii: SIMD2(rx, ry), xAxisRotation: rotation, largeArc: largeArc,
            sweep: sweep)
          guard arc.appendCubics(to: &path) else {
            throw SVGPathDataError(.numberOutOfRange, offset: setOffset)
          }
          current = q
        default:
          throw SVGPathDataError(.expectedCommand, offset: commandOffset)
        }
        previous = lower
        firstSet = false
        // Another argument set, or the next command.
        skipWhitespace()
        if i >= end { return }
        let c = p[i]
        if c == 0x2C {
          i += 1
          skipWhitespace()
          if i >= end { throw SVGPathDataError(.unexpectedEnd, offset: i) }
          if !Self.isNumberStart(p[i]) { throw SVGPathDataError(.expectedNumber, offset: i) }
        } else if !Self.isNumberStart(c) {
          break
        }
      }
    }
  }
}
