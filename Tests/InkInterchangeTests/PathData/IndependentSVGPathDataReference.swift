@testable import InkInterchange

/// A slow, independent reading of the SVG 2 path grammar, for differential tests of
/// ``SVGPathDataParser``: byte by byte over an array with an end check everywhere, numbers cut out
/// of the text by the grammar (greedy: sign, digits, one dot, digits, an exponent only when digits
/// follow it) and converted by `Double(String)`. It shares nothing with the parser but the arc
/// geometry (``EllipticalArc``), which is not what it checks.
///
/// Error rules (the parser's documented contract): the offset of the first byte that cannot
/// continue the data; a number that does not fit a `Double` is reported at its first byte, a
/// computed coordinate that does not (relative sums, reflections, arc geometry) at the first
/// number of its argument set; the data's length when it ends inside an argument set.
struct IndependentSVGPathDataReference {
  let bytes: [UInt8]
  var i = 0
  var verbs: [BezierPath.Verb] = []
  var points: [SIMD2<Double>] = []

  struct Failure: Error, Equatable {
    var kind: SVGPathDataError.Kind
    var offset: Int
  }

  /// Parses `bytes`: the elements of every complete argument set before the first error, and the
  /// error.
  static func parse(_ bytes: [UInt8]) -> (verbs: [BezierPath.Verb], points: [SIMD2<Double>], error: Failure?)
  {
    var parser = IndependentSVGPathDataReference(bytes: bytes)
    do throws(Failure) {
      try parser.run()
      return (parser.verbs, parser.points, nil)
    } catch {
      return (parser.verbs, parser.points, error)
    }
  }

  private var atEnd: Bool { i >= bytes.count }

  private func byte(_ k: Int) -> UInt8? { k < bytes.count ? bytes[k] : nil }

  private static func isWhitespace(_ c: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(c) }

  private static func isDigit(_ c: UInt8?) -> Bool { c.map { (0x30...0x39).contains($0) } ?? false }

  private mutating func skipWhitespace() {
    while let c = byte(i), Self.isWhitespace(c) { i += 1 }
  }

  /// `comma-wsp?`: white space, at most one comma, white space.
  private mutating func skipCommaWhitespace() {
    skipWhitespace()
    if byte(i) == 0x2C {
      i += 1
      skipWhitespace()
    }
  }

  /// The length of the number token at `k` by the grammar (0 when there is none).
  private func numberLength(at start: Int) -> Int {
    var k = start
    if byte(k) == 0x2B || byte(k) == 0x2D { k += 1 }
    var digits = 0
    while Self.isDigit(byte(k)) {
      k += 1
      digits += 1
    }
    if byte(k) == 0x2E {
      k += 1
      while Self.isDigit(byte(k)) {
        k += 1
        digits += 1
      }
    }
    if digits == 0 { return 0 }
    if byte(k) == 0x65 || byte(k) == 0x45 {
      var e = k + 1
      if byte(e) == 0x2B || byte(e) == 0x2D { e += 1 }
      if Self.isDigit(byte(e)) {
        while Self.isDigit(byte(e)) { e += 1 }
        k = e
      }
    }
    return k - start
  }

  /// A number at `i` (no separator before it).
  private mutating func number() throws(Failure) -> Double {
    let length = numberLength(at: i)
    if length == 0 {
      throw Failure(kind: atEnd ? .unexpectedEnd : .expectedNumber, offset: i)
    }
    var token = String(decoding: bytes[i..<i + length], as: UTF8.self)
    // (`Double(String)` may not take a mantissa that ends in its dot.)
    if let dot = token.firstIndex(of: "."), !Self.isDigit(token.utf8[token.utf8.index(after: dot)...].first) {
      token.insert("0", at: token.index(after: dot))
    }
    guard let value = Double(token) else { fatalError("the reference cut out a bad number: \(token)") }
    guard value.isFinite else { throw Failure(kind: .numberOutOfRange, offset: i) }
    i += length
    return value
  }

  private mutating func nextNumber() throws(Failure) -> Double {
    skipCommaWhitespace()
    return try number()
  }

  private mutating func flag() throws(Failure) -> Bool {
    skipCommaWhitespace()
    guard let c = byte(i) else { throw Failure(kind: .unexpectedEnd, offset: i) }
    guard c == 0x30 || c == 0x31 else { throw Failure(kind: .expectedFlag, offset: i) }
    i += 1
    return c == 0x31
  }

  private static func finite(_ ps: SIMD2<Double>...) -> Bool {
    ps.allSatisfy { $0.x.isFinite && $0.y.isFinite }
  }

  private mutating func append(_ verb: BezierPath.Verb, _ ps: SIMD2<Double>...) {
    verbs.append(verb)
    points += ps
  }

  private mutating func run() throws(Failure) {
    skipWhitespace()
    if atEnd { return }
    guard bytes[i] == 0x4D || bytes[i] == 0x6D else { throw Failure(kind: .expectedMoveTo, offset: i) }
    var current = SIMD2<Double>(0, 0)
    var start = current
    var control = current
    var previous: Character = " "
    while true {
      skipWhitespace()
      guard let c = byte(i) else { return }
      let commandOffset = i
      guard c < 0x80 else { throw Failure(kind: .expectedCommand, offset: commandOffset) }
      let letter = Character(Unicode.Scalar(c))
      let command = Character(letter.lowercased())
      let relative = letter.isLowercase
      guard "mlhvcsqtaz".contains(command) else {
        throw Failure(kind: .expectedCommand, offset: commandOffset)
      }
      i += 1
      if command == "z" {
        append(.close)
        current = start
        previous = command
        continue
      }
      skipWhitespace()
      var firstSet = true
      repeat {
        let setOffset = i
        // (Absolute coordinates are taken as they are: adding a zero would turn -0 into +0.)
        func placed(_ p: SIMD2<Double>) -> SIMD2<Double> { relative ? p + current : p }
        switch command {
        case "m", "l":
          let x = try number()
          let q = placed(SIMD2(x, try nextNumber()))
          guard Self.finite(q) else { throw Failure(kind: .numberOutOfRange, offset: setOffset) }
          if firstSet && command == "m" {
            append(.move, q)
            start = q
          } else {
            append(.line, q)
          }
          current = q
        case "h", "v":
          var value = try number()
          if relative { value += command == "h" ? current.x : current.y }
          guard value.isFinite else { throw Failure(kind: .numberOutOfRange, offset: setOffset) }
          if command == "h" { current.x = value } else { current.y = value }
          append(.line, current)
        case "c", "s":
          var c1 = SIMD2<Double>(0, 0)
          if command == "c" {
            let x1 = try number()
            c1 = placed(SIMD2(x1, try nextNumber()))
          }
          let x2 = command == "c" ? try nextNumber() : try number()
          let c2 = placed(SIMD2(x2, try nextNumber()))
          let x = try nextNumber()
          let q = placed(SIMD2(x, try nextNumber()))
          if command == "s" {
            c1 = previous == "c" || previous == "s" ? 2 * current - control : current
          }
          guard Self.finite(c1, c2, q) else { throw Failure(kind: .numberOutOfRange, offset: setOffset) }
          append(.curve, c1, c2, q)
          control = c2
          current = q
        case "q":
          let x1 = try number()
          let c = placed(SIMD2(x1, try nextNumber()))
          let x = try nextNumber()
          let q = placed(SIMD2(x, try nextNumber()))
          guard Self.finite(c, q) else { throw Failure(kind: .numberOutOfRange, offset: setOffset) }
          append(.quadCurve, c, q)
          control = c
          current = q
        case "t":
          let x = try number()
          let q = placed(SIMD2(x, try nextNumber()))
          let c = previous == "q" || previous == "t" ? 2 * current - control : current
          guard Self.finite(c, q) else { throw Failure(kind: .numberOutOfRange, offset: setOffset) }
          append(.quadCurve, c, q)
          control = c
          current = q
        default:  // a
          let rx = try number()
          let ry = try nextNumber()
          let rotation = try nextNumber()
          let largeArc = try flag()
          let sweep = try flag()
          let x = try nextNumber()
          let q = placed(SIMD2(x, try nextNumber()))
          guard Self.finite(q) else { throw Failure(kind: .numberOutOfRange, offset: setOffset) }
          let arc = EllipticalArc(
            start: current, end: q, radii: SIMD2(rx, ry), xAxisRotation: rotation, largeArc: largeArc,
            sweep: sweep)
          var elements: [(BezierPath.Verb, [SIMD2<Double>])] = []
          let ok = arc.emit(
            line: { elements.append((.line, [$0])) }, reserve: { _ in },
            cubic: { elements.append((.curve, [$0, $1, $2])) })
          guard ok else { throw Failure(kind: .numberOutOfRange, offset: setOffset) }
          for (verb, ps) in elements {
            verbs.append(verb)
            points += ps
          }
          current = q
        }
        previous = command
        firstSet = false
        // Another argument set (after white space and at most one comma), or a command.
        skipWhitespace()
        if byte(i) == 0x2C {
          i += 1
          skipWhitespace()
          if atEnd { throw Failure(kind: .unexpectedEnd, offset: i) }
          if numberStart(byte(i)) { continue }
          throw Failure(kind: .expectedNumber, offset: i)
        }
      } while numberStart(byte(i))
    }
  }

  private func numberStart(_ c: UInt8?) -> Bool {
    guard let c else { return false }
    return Self.isDigit(c) || c == 0x2B || c == 0x2D || c == 0x2E
  }
}
