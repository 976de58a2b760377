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
@usableFromInline
enum SVGPathDataParser {
  /// An error with its byte offset (a plain value, cheap to throw).
  @usableFromInline
  struct Failure: Error {
    @usableFromInline var kind: SVGPathDataError.Kind
    @usableFromInline var offset: Int
  }

  /// Parses `bytes`, keeping every complete segment before the first error.
  ///
  /// - Parameter bytes: UTF-8 path data.
  /// - Returns: The path, and the first error (with a byte offset) or `nil`.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (BezierPath, SVGPathDataError?) {
    let (path, failure) = parseReportingFailure(bytes)
    guard let failure else { return (path, nil) }
    return (path, SVGPathDataError(failure.kind, offset: failure.offset))
  }

  /// Parses `bytes` like ``parse(_:)``, with the error as a plain ``Failure`` (no
  /// ``SVGPathDataError`` to copy around until there is one).
  ///
  /// - Parameter bytes: UTF-8 path data.
  /// - Returns: The path, and the first error or `nil`.
  @usableFromInline
  static func parseReportingFailure(_ bytes: UnsafeBufferPointer<UInt8>) -> (BezierPath, Failure?) {
    var path = BezierPath()
    let failure = parse(bytes, into: &path)
    return (path, failure)
  }

  /// Parses `bytes` into `path`, replacing its contents and reusing its storage (nothing is
  /// allocated when the path's storage is uniquely referenced and large enough).
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 path data.
  ///   - path: The path to fill: afterwards it holds every complete segment before the first
  ///     error (all of them when there is none).
  /// - Returns: The first error, or `nil`.
  @usableFromInline
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, into path: inout BezierPath) -> Failure? {
    guard let source = bytes.baseAddress, !bytes.isEmpty else {
      path.removeAllKeepingCapacity()
      return nil
    }
    // The bytes are copied with a NUL after them and zero padding, so the lexer's inner loops
    // need no end checks (NUL stops every one of them, and an embedded NUL is an error just
    // the same) and eight-byte loads never leave the buffer.
    //
    // Elements go to scratch buffers (on the stack when small) and are copied into the path's
    // storage at the end: cheaper than growing storage element by element. A point takes at least
    // three bytes (`1 2`) except with H/V (two) and arcs (up to 24 points); the scratch grows
    // (on the heap) when that guess is short.
    let count = bytes.count
    // (The guesses are capped, so that input that is mostly white space or long numbers does
    // not reserve memory in proportion to its bytes: past the cap the scratch doubles.)
    let verbHint = min(count / 4 + 4, 1 << 16)
    let pointHint = min(count / 2 + 8, 1 << 16)
    if count <= smallCopyCapacity &- paddingCount {
      // Most path data: two fixed stack blocks of 1 KiB (larger temporary allocations make the
      // runtime query the stack bounds, which is slow on Linux; fixed sizes cost nothing to set
      // up): 64 points, and 512 verbs beside the padded copy.
      return withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: 64) { points in
        withUnsafeTemporaryAllocation(byteCount: 1024, alignment: 16) { block in
          let verbs = block.baseAddress!.bindMemory(to: BezierPath.Verb.self, capacity: 512)
          let copy = (block.baseAddress! + 512).bindMemory(to: UInt8.self, capacity: smallCopyCapacity)
          pad(copy, source, count)
          var sink = Sink(
            verbs: UnsafeMutableBufferPointer(start: verbs, count: 512), points: points, verbHint: verbHint,
            pointHint: pointHint)
          return parsePadded(copy, count, &sink, into: &path)
        }
      }
    }
    let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: count &+ paddingCount)
    defer { copy.deallocate() }
    pad(copy, source, count)
    if count >= largeInput {
      return parseLarge(copy, count, into: &path)
    }
    return withUnsafeTemporaryAllocation(of: BezierPath.Verb.self, capacity: 1024) { verbs in
      withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: 64) { points in
        var sink = Sink(verbs: verbs, points: points, verbHint: verbHint, pointHint: pointHint)
        return parsePadded(copy, count, &sink, into: &path)
      }
    }
  }

  /// The zero bytes after the data in the lexer's copy (the first is the terminating NUL).
  private static let paddingCount = 16

  /// The input size (bytes) from which ``parseLarge(_:_:into:)`` sizes the storage by counting
  /// the numbers first.
  static let largeInput = 1 << 18

  /// Parses large input (the padded copy) with storage sized from a count of its numbers, so
  /// that the elements are written once: straight into the new path's storage when the path has
  /// none, else into one scratch buffer of that size.
  ///
  /// The scratch of ``parse(_:into:)`` starts at a capped guess and doubles, copying as it grows,
  /// and is then copied into the path: for large input that touched about three times the
  /// result's memory, and each new page of it is a page fault, which cost more than the parsing
  /// (a megabyte of lines or cubics parsed at about 120 MB/s, against 320–400 MB/s for 32 KB).
  ///
  /// The count is an upper bound on the points without arcs (every number holds a digit that
  /// follows a non-digit, and every point takes at least one number) and, with the closes, on
  /// the verbs; it grows with the numbers in the input, not its size, so white space reserves
  /// nothing. With arcs, which take up to 24 points from 7 numbers, it is a guess, and the
  /// scratch grows past it as for small input.
  private static func parseLarge(
    _ copy: UnsafeMutablePointer<UInt8>, _ count: Int, into path: inout BezierPath
  ) -> Failure? {
    let (runs, closes, arcs) = countNumbers(copy, count)
    // (With arcs, two points a number, the second at most 4 Mi points: 64 MiB of address space
    // that arcs may not use.)
    let pointCapacity = (arcs ? runs &+ Swift.min(runs, 1 << 22) : runs) &+ 8
    // (The verb room stays above the point room: see ``Sink``.)
    let verbCapacity = pointCapacity &+ closes &+ 8
    guard path.capacities == (0, 0) else {
      // A path with storage: one scratch buffer, copied into the path's storage.
      let verbs = UnsafeMutablePointer<BezierPath.Verb>.allocate(capacity: verbCapacity)
      let points = UnsafeMutablePointer<SIMD2<Double>>.allocate(capacity: pointCapacity)
      defer {
        verbs.deallocate()
        points.deallocate()
      }
      var sink = Sink(
        verbs: UnsafeMutableBufferPointer(start: verbs, count: verbCapacity),
        points: UnsafeMutableBufferPointer(start: points, count: pointCapacity), verbHint: verbCapacity,
        pointHint: pointCapacity)
      return parsePadded(copy, count, &sink, into: &path)
    }
    // A path without storage: the elements go straight into its new storage.
    let storage = BezierPath.Storage.make(verbCapacity: verbCapacity, pointCapacity: pointCapacity)
    var sink = Sink(
      verbs: UnsafeMutableBufferPointer(start: storage.verbBase, count: verbCapacity),
      points: UnsafeMutableBufferPointer(start: storage.pointBase, count: pointCapacity),
      verbHint: verbCapacity,
      pointHint: pointCapacity)
    var failure: Failure?
    // (The sink holds pointers into the storage: it must live through the parse on every path.)
    withExtendedLifetime(storage) {
      do throws(Failure) {
        try run(UnsafePointer(copy), count, &sink)
      } catch {
        failure = error
      }
    }
    if let (verbCount, pointCount) = sink.countsInPlace {
      storage.counts.verbCount = verbCount
      storage.counts.pointCount = pointCount
      path.storage = storage
    } else {
      // Past the guess (arcs): the elements moved to a growing scratch on the heap; they are
      // copied into the path as for small input, and this storage is released.
      sink.finish(into: &path)
    }
    return failure
  }

  /// Counts the digits that follow a non-digit (at least one in every number), the close
  /// commands, and whether there is an arc command, in the padded copy: eight bytes at a time,
  /// with per-byte tests on a 64-bit word (the zero padding counts as nothing), so the count
  /// costs a small part of the parse.
  static func countNumbers(
    _ p: UnsafePointer<UInt8>, _ count: Int
  ) -> (runs: Int, closes: Int, arcs: Bool) {
    let low: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    /// The high bit of each byte of `x` that is below `n` (at most 128), exactly.
    @inline(__always) func below(_ x: UInt64, _ n: UInt64) -> UInt64 {
      ~((x | high) &- n &* low) & ~x & high
    }
    var runs = 0
    var closes = 0
    var arcs: UInt64 = 0
    var carry: UInt64 = 0  // the previous word's last byte was a digit: its bit 7
    var i = 0
    while i < count {
      let w = word(p + i)
      let digits = below(w ^ (0x30 &* low), 10)
      let previous = digits << 8 | carry
      carry = digits >> 56
      runs &+= (digits & ~previous).nonzeroBitCount
      let lower = w | (0x20 &* low)
      closes &+= below(lower ^ (0x7A &* low), 1).nonzeroBitCount
      arcs |= below(lower ^ (0x61 &* low), 1)
      i &+= 8
    }
    return (runs, closes, arcs != 0)
  }

  /// The bytes of the stack copy for small input (data and padding).
  private static let smallCopyCapacity = 512

  /// Copies `count` bytes from `source` to `copy` (which holds `count + paddingCount`) and pads
  /// them with zeros.
  @inline(__always)
  private static func pad(
    _ copy: UnsafeMutablePointer<UInt8>, _ source: UnsafePointer<UInt8>, _ count: Int
  ) {
    copy.initialize(from: source, count: count)
    (copy + count).initialize(repeating: 0, count: paddingCount)
  }

  /// Parses the padded copy into `sink`, then moves the elements to `path`.
  @inline(__always)
  private static func parsePadded(
    _ copy: UnsafeMutablePointer<UInt8>, _ count: Int, _ sink: inout Sink, into path: inout BezierPath
  ) -> Failure? {
    var failure: Failure?
    do throws(Failure) {
      try run(UnsafePointer(copy), count, &sink)
    } catch {
      failure = error
    }
    sink.finish(into: &path)
    return failure
  }

  /// Growable element storage over caller-provided scratch, moving to the heap when it is full.
  struct Sink: EllipticalArcSink {
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

    // Invariant: the verb room (capacity − count) is at least the point room, so one check of
    // the point room per argument set covers both (every element but a close adds at least
    // as many points as verbs).

    /// Makes room for one argument set's elements (a verb and up to three points), for
    /// ``appendReserved(_:)-(BezierPath.Verb)``.
    @inline(__always)
    mutating func reserveSet() {
      if pointCapacity &- pointCount < 3 { grow(points: 3) }
    }

    /// Appends a close verb (which needs its own room: it adds no point).
    @inline(__always)
    mutating func appendClose() {
      if verbCapacity &- verbCount <= pointCapacity &- pointCount { grow(points: 0) }
      (verbs + verbCount).initialize(to: .close)
      verbCount &+= 1
    }

    /// Grows the scratch until there is room for `morePoints` points, keeping the verb room
    /// above the point room.
    @inline(never)
    private mutating func grow(points morePoints: Int) {
      while pointCapacity &- pointCount < morePoints { growPoints() }
      while verbCapacity &- verbCount <= pointCapacity &- pointCount { growVerbs() }
    }

    /// Appends a verb to reserved room.
    @inline(__always)
    mutating func appendReserved(_ verb: BezierPath.Verb) {
      (verbs + verbCount).initialize(to: verb)
      verbCount &+= 1
    }

    /// Appends a point to reserved room.
    @inline(__always)
    mutating func appendReserved(_ point: SIMD2<Double>) {
      (points + pointCount).initialize(to: point)
      pointCount &+= 1
    }

    @inline(__always)
    mutating func arcLine(to p: SIMD2<Double>) {
      // (Room reserved by the argument set's ``reserveSet()``.)
      appendReserved(.line)
      appendReserved(p)
    }

    @inline(__always)
    mutating func arcReserve(pieces: Int) {
      if pointCapacity &- pointCount < 3 &* pieces { grow(points: 3 &* pieces) }
    }

    @inline(__always)
    mutating func arcCubic(_ c1: SIMD2<Double>, _ c2: SIMD2<Double>, _ to: SIMD2<Double>) {
      appendReserved(.curve)
      appendReserved(c1)
      appendReserved(c2)
      appendReserved(to)
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

    /// The element counts when the elements are still in the buffers the sink started with
    /// (it never grew), else `nil`.
    var countsInPlace: (verbs: Int, points: Int)? {
      verbsOnHeap || pointsOnHeap ? nil : (verbCount, pointCount)
    }

    /// Replaces the contents of `path` with the elements; releases heap scratch.
    mutating func finish(into path: inout BezierPath) {
      path.replaceStorage(
        verbs: UnsafeBufferPointer(start: verbs, count: verbCount),
        points: UnsafeBufferPointer(start: points, count: pointCount))
      if verbsOnHeap { verbs.deallocate() }
      if pointsOnHeap { points.deallocate() }
      verbsOnHeap = false
      pointsOnHeap = false
    }
  }

  // MARK: Lexing

  @inline(__always)
  private static func isWhitespace(_ c: UInt8) -> Bool {
    // SVG 2 wsp: space, tab, line feed, form feed, carriage return (bits 32, 9, 10, 12, 13).
    c < 64 && (0x1_0000_3600 as UInt64) &>> UInt64(c) & 1 != 0
  }

  @inline(__always)
  private static func isNumberStart(_ c: UInt8) -> Bool {
    // `+` (0x2B), `-` (0x2D), `.` (0x2E), digits (0x30...0x39): bits of a mask from 0x2B.
    c &- 0x2B < 15 && (0x7FED as UInt16) &>> UInt16(c &- 0x2B) & 1 != 0
  }

  // The lexer reads the padded copy: `p[end]` is NUL, which is neither white space, a comma,
  // nor part of a number, so the loops below stop there without end checks.

  @inline(__always)
  private static func skipWhitespace(_ p: UnsafePointer<UInt8>, _ i: inout Int) {
    while isWhitespace(p[i]) { i &+= 1 }
  }

  @inline(__always)
  private static func skipCommaWhitespace(_ p: UnsafePointer<UInt8>, _ i: inout Int) {
    // Fast paths: the number follows directly (`1-2`, `M10`) or after one space. Bytes above
    // the comma (0x2C) are neither white space nor a comma, so there is nothing to skip.
    if p[i] > 0x2C { return }
    if p[i] == 0x20 {
      i &+= 1
      if p[i] > 0x2C { return }
    }
    skipWhitespace(p, &i)
    if p[i] == 0x2C {
      i &+= 1
      skipWhitespace(p, &i)
    }
  }

  /// The eight bytes at `p`, little-endian.
  @inline(__always)
  private static func word(_ p: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
  }

  /// Reads the number at `i` (no separator before it).
  @inline(__always)
  private static func number(
    _ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int
  ) throws(Failure) -> Double {
    let start = i
    var long = false
    let v = uncheckedNumber(p, &i, end, &long)
    if _fastPath(v.isFinite) { return v }
    throw numberFailure(v, start, end)
  }

  /// The error for a number that did not scan (NaN: none there) or overflowed (infinite).
  @inline(never)
  private static func numberFailure(_ v: Double, _ start: Int, _ end: Int) -> Failure {
    if start >= end { return Failure(kind: .unexpectedEnd, offset: start) }
    return Failure(kind: v.isNaN ? .expectedNumber : .numberOutOfRange, offset: start)
  }

  /// Reads an optional comma-wsp, then a number.
  @inline(__always)
  private static func nextNumber(
    _ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int
  ) throws(Failure) -> Double {
    skipCommaWhitespace(p, &i)
    return try number(p, &i, end)
  }

  /// Reads the number at `i` (no separator before it) without checking it: NaN (with `i`
  /// unchanged) when there is none, `±inf` on overflow. The caller checks a whole argument set
  /// at once and calls ``diagnose(_:_:_:_:)`` when it is not finite. Sets `long` when the number
  /// went through the long scanner, the only way to a value that is not finite or is at least
  /// 10^7 in magnitude.
  @inline(__always)
  private static func uncheckedNumber(
    _ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int, _ long: inout Bool
  ) -> Double {
    let (length, value) = DecimalNumber.scanShortWord(word(p + i))
    if _fastPath(length != 0) {
      i &+= length
      return value
    }
    long = true
    let (longValue, next) = longNumber(p, i, end)
    i = next
    return longValue
  }

  /// Reads a number that ``DecimalNumber/scanShortWord(_:)`` declined (long, with an exponent,
  /// or none), out of line so that the many inlined fast paths stay small.
  ///
  /// - Returns: The value and the position after the number. (The position is returned rather
  ///   than updated in place: a pointer to the lexer's position, passed to a call, would keep it
  ///   in memory instead of a register all through ``run(_:_:_:)``.)
  @inline(never)
  private static func longNumber(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> (Double, Int) {
    var j = i
    let value = DecimalNumber.scanPadded(p, &j, end)
    return (value, j)
  }

  /// Reads an optional comma-wsp, then a number, unchecked.
  @inline(__always)
  private static func uncheckedNextNumber(
    _ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int, _ long: inout Bool
  ) -> Double {
    skipCommaWhitespace(p, &i)
    return uncheckedNumber(p, &i, end, &long)
  }

  /// `0` when every coordinate is finite, NaN otherwise (`x - x` is NaN exactly for `±inf` and
  /// NaN).
  @inline(__always)
  private static func nonFiniteProbe(_ a: SIMD2<Double>) -> SIMD2<Double> { a - a }

  /// The error of an argument set of `count` numbers at `setOffset` that produced a non-finite
  /// coordinate: the first number that did not scan or overflowed, otherwise (the numbers are
  /// finite but a sum is not) ``SVGPathDataError/Kind/numberOutOfRange`` at the set.
  @inline(never)
  private static func diagnose(
    _ p: UnsafePointer<UInt8>, _ setOffset: Int, _ count: Int, _ end: Int
  ) -> Failure {
    var i = setOffset
    do throws(Failure) {
      _ = try number(p, &i, end)
      var k = 1
      while k < count {
        _ = try nextNumber(p, &i, end)
        k += 1
      }
    } catch {
      return error
    }
    return Failure(kind: .numberOutOfRange, offset: setOffset)
  }

  /// Reads an optional comma-wsp, then a flag (`0` or `1`).
  @inline(__always)
  private static func flag(_ p: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int) throws(Failure) -> Bool {
    skipCommaWhitespace(p, &i)
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
    skipWhitespace(p, &i)
    if i >= end { return }
    if p[i] | 0x20 != 0x6D { throw Failure(kind: .expectedMoveTo, offset: i) }
    var current = SIMD2<Double>(0, 0)
    var subpathStart = current
    var lastControl = current  // previous cubic's second control or quadratic's control
    var previous: UInt8 = 0  // previous command, lower case
    // Whether a number went through the long scanner. Until one does, every number is a short
    // decimal (below 10^7 in magnitude, never NaN), so no coordinate can be anywhere near
    // overflow and the finiteness checks of the argument sets are skipped.
    var long = false
    // At the top of this loop `i < end` and `p[i]` is not white space: the argument-set loop
    // below leaves it there (so the command's position is not skipped to and checked twice).
    while true {
      let commandOffset = i
      let command = p[i]
      let lower = command | 0x20
      let relative = command >= 0x61
      i += 1
      if lower == 0x7A {  // z
        sink.appendClose()
        current = subpathStart
        previous = lower
        skipWhitespace(p, &i)
        if i >= end { return }
        continue
      }
      skipWhitespace(p, &i)
      var firstSet = true
      while true {
        let setOffset = i
        sink.reserveSet()
        switch lower {
        case 0x6D, 0x6C:  // m, l
          let x = uncheckedNumber(p, &i, end, &long)
          var q = SIMD2(x, uncheckedNextNumber(p, &i, end, &long))
          if relative { q += current }
          let probe = nonFiniteProbe(q)
          guard _fastPath(!long || probe.x + probe.y == 0) else { throw diagnose(p, setOffset, 2, end) }
          if firstSet && lower == 0x6D {
            sink.appendReserved(.move)
            subpathStart = q
          } else {
            sink.appendReserved(.line)
          }
          sink.appendReserved(q)
          current = q
        case 0x68:  // h
          var x = uncheckedNumber(p, &i, end, &long)
          if relative { x += current.x }
          guard _fastPath(!long || x - x == 0) else { throw diagnose(p, setOffset, 1, end) }
          current.x = x
          sink.appendReserved(.line)
          sink.appendReserved(current)
        case 0x76:  // v
          var y = uncheckedNumber(p, &i, end, &long)
          if relative { y += current.y }
          guard _fastPath(!long || y - y == 0) else { throw diagnose(p, setOffset, 1, end) }
          current.y = y
          sink.appendReserved(.line)
          sink.appendReserved(current)
        case 0x63:  // c
          let x1 = uncheckedNumber(p, &i, end, &long)
          var c1 = SIMD2(x1, uncheckedNextNumber(p, &i, end, &long))
          let x2 = uncheckedNextNumber(p, &i, end, &long)
          var c2 = SIMD2(x2, uncheckedNextNumber(p, &i, end, &long))
          let x = uncheckedNextNumber(p, &i, end, &long)
          var q = SIMD2(x, uncheckedNextNumber(p, &i, end, &long))
          if relative {
            c1 += current
            c2 += current
            q += current
          }
          let probe = nonFiniteProbe(c1) + nonFiniteProbe(c2) + nonFiniteProbe(q)
          guard _fastPath(!long || probe.x + probe.y == 0) else { throw diagnose(p, setOffset, 6, end) }
          sink.appendReserved(.curve)
          sink.appendReserved(c1)
          sink.appendReserved(c2)
          sink.appendReserved(q)
          lastControl = c2
          current = q
        case 0x73:  // s
          let x2 = uncheckedNumber(p, &i, end, &long)
          var c2 = SIMD2(x2, uncheckedNextNumber(p, &i, end, &long))
          let x = uncheckedNextNumber(p, &i, end, &long)
          var q = SIMD2(x, uncheckedNextNumber(p, &i, end, &long))
          if relative {
            c2 += current
            q += current
          }
          let c1 = previous == 0x63 || previous == 0x73 ? 2 * current - lastControl : current
          let probe = nonFiniteProbe(c1) + nonFiniteProbe(c2) + nonFiniteProbe(q)
          guard _fastPath(!long || probe.x + probe.y == 0) else { throw diagnose(p, setOffset, 4, end) }
          sink.appendReserved(.curve)
          sink.appendReserved(c1)
          sink.appendReserved(c2)
          sink.appendReserved(q)
          lastControl = c2
          current = q
        case 0x71:  // q
          let x1 = uncheckedNumber(p, &i, end, &long)
          var c = SIMD2(x1, uncheckedNextNumber(p, &i, end, &long))
          let x = uncheckedNextNumber(p, &i, end, &long)
          var q = SIMD2(x, uncheckedNextNumber(p, &i, end, &long))
          if relative {
            c += current
            q += current
          }
          let probe = nonFiniteProbe(c) + nonFiniteProbe(q)
          guard _fastPath(!long || probe.x + probe.y == 0) else { throw diagnose(p, setOffset, 4, end) }
          sink.appendReserved(.quadCurve)
          sink.appendReserved(c)
          sink.appendReserved(q)
          lastControl = c
          current = q
        case 0x74:  // t
          let x = uncheckedNumber(p, &i, end, &long)
          var q = SIMD2(x, uncheckedNextNumber(p, &i, end, &long))
          if relative { q += current }
          let c = previous == 0x71 || previous == 0x74 ? 2 * current - lastControl : current
          let probe = nonFiniteProbe(c) + nonFiniteProbe(q)
          guard _fastPath(!long || probe.x + probe.y == 0) else { throw diagnose(p, setOffset, 2, end) }
          sink.appendReserved(.quadCurve)
          sink.appendReserved(c)
          sink.appendReserved(q)
          lastControl = c
          current = q
        case 0x61:  // a
          let rx = uncheckedNumber(p, &i, end, &long)
          let ry = uncheckedNextNumber(p, &i, end, &long)
          let rotation = uncheckedNextNumber(p, &i, end, &long)
          guard _fastPath((rx - rx) + (ry - ry) + (rotation - rotation) == 0) else {
            throw diagnose(p, setOffset, 3, end)
          }
          let largeArc = try flag(p, &i, end)
          let sweep = try flag(p, &i, end)
          skipCommaWhitespace(p, &i)
          let endOffset = i
          let x = uncheckedNumber(p, &i, end, &long)
          let y = uncheckedNextNumber(p, &i, end, &long)
          var q = SIMD2(x, y)
          if relative { q += current }
          let probe = nonFiniteProbe(q)
          guard _fastPath(probe.x + probe.y == 0) else {
            if (x - x) + (y - y) != 0 { throw diagnose(p, endOffset, 2, end) }
            throw Failure(kind: .numberOutOfRange, offset: setOffset)
          }
          let arc = EllipticalArc(
            start: current, end: q, radii: SIMD2(rx, ry), xAxisRotation: rotation, largeArc: largeArc,
            sweep: sweep)
          guard arc.emit(into: &sink) else {
            throw Failure(kind: .numberOutOfRange, offset: setOffset)
          }
          current = q
        default:
          throw Failure(kind: .expectedCommand, offset: commandOffset)
        }
        previous = lower
        firstSet = false
        // Another argument set, or the next command.
        skipWhitespace(p, &i)
        if i >= end { return }
        let c = p[i]
        if c == 0x2C {
          i += 1
          skipWhitespace(p, &i)
          if i >= end { throw Failure(kind: .unexpectedEnd, offset: i) }
          if !isNumberStart(p[i]) { throw Failure(kind: .expectedNumber, offset: i) }
        } else if !isNumberStart(c) {
          break
        }
      }
    }
  }
}
