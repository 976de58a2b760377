import InkInterchange

/// SVG path data for masks and Bézier documents: a writer whose output reads back bit for bit,
/// and a reader for the SVG 1.1 path grammar without arcs.
///
/// A stand-in until the package's own path data codec lands; it is internal to this module.
enum JSONPathData {
  /// Appends `path` as absolute path data (`M x y`, `L`, `Q`, `C`, `Z`) with shortest round-trip
  /// numbers. A path that begins with a drawing element gets a leading `M0 0`.
  static func append(_ path: BezierPath, to out: inout [UInt8]) {
    var j = 0
    let points = path.points
    var wroteAny = false
    func command(_ c: Character) {
      out.append(UInt8(ascii: c.unicodeScalars.first!))
    }
    func coords(_ count: Int) {
      for k in 0..<count {
        if k > 0 { out.append(UInt8(ascii: " ")) }
        JSONNumberText.append(points[j + k].x, to: &out)
        out.append(UInt8(ascii: " "))
        JSONNumberText.append(points[j + k].y, to: &out)
      }
    }
    for verb in path.verbs {
      if !wroteAny && verb != .move { out.append(contentsOf: "M0 0".utf8) }
      wroteAny = true
      switch verb {
      case .move: command("M")
      case .line: command("L")
      case .quadCurve: command("Q")
      case .curve: command("C")
      case .close: command("Z")
      }
      coords(verb.pointCount)
      j += verb.pointCount
    }
  }

  /// Path data as a byte array.
  static func bytes(_ path: BezierPath) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(path.points.count * 20 + path.verbs.count)
    append(path, to: &out)
    return out
  }

  /// A path data error: what, and the character offset.
  struct ParseError: Error {
    var message: String
    var offset: Int
  }

  /// Parses SVG path data (commands `MLHVCSQTZ`, absolute and relative; not `A`).
  ///
  /// - Parameters:
  ///   - text: The path data.
  ///   - maxPoints: The most points accepted.
  /// - Returns: The path.
  /// - Throws: ``ParseError`` with the character offset of the problem.
  static func parse(_ text: String, maxPoints: Int) throws(ParseError) -> BezierPath {
    let s = Array(text.utf8)
    var i = 0
    var path = BezierPath()
    var current = SIMD2<Double>(0, 0)
    var start = current
    var lastControl: SIMD2<Double>? = nil  // for S/T reflection
    var lastCommand: UInt8 = 0
    var command: UInt8 = 0
    var pointCount = 0

    func skipSeparators() {
      while i < s.count, s[i] == 0x20 || s[i] == 0x09 || s[i] == 0x0A || s[i] == 0x0D || s[i] == 0x0C {
        i += 1
      }
    }
    func skipCommaWhitespace() {
      skipSeparators()
      if i < s.count, s[i] == UInt8(ascii: ",") {
        i += 1
        skipSeparators()
      }
    }
    func atNumber() -> Bool {
      guard i < s.count else { return false }
      let c = s[i]
      return (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-")
        || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
    }
    func number() throws(ParseError) -> Double {
      skipCommaWhitespace()
      let begin = i
      if i < s.count, s[i] == UInt8(ascii: "-") || s[i] == UInt8(ascii: "+") { i += 1 }
      var digits = 0
      while i < s.count, s[i] >= UInt8(ascii: "0"), s[i] <= UInt8(ascii: "9") {
        i += 1
        digits += 1
      }
      if i < s.count, s[i] == UInt8(ascii: ".") {
        i += 1
        while i < s.count, s[i] >= UInt8(ascii: "0"), s[i] <= UInt8(ascii: "9") {
          i += 1
          digits += 1
        }
      }
      guard digits > 0 else { throw ParseError(message: "expected a number", offset: begin) }
      if i < s.count, s[i] | 0x20 == UInt8(ascii: "e") {
        var k = i + 1
        if k < s.count, s[k] == UInt8(ascii: "-") || s[k] == UInt8(ascii: "+") { k += 1 }
        if k < s.count, s[k] >= UInt8(ascii: "0"), s[k] <= UInt8(ascii: "9") {
          i = k
          while i < s.count, s[i] >= UInt8(ascii: "0"), s[i] <= UInt8(ascii: "9") { i += 1 }
        }
      }
      let value = s[begin..<i].withUnsafeBufferPointer { parseDecimal($0) }
      guard value.isFinite else {
        throw ParseError(message: "number out of the range of a double", offset: begin)
      }
      return value
    }
    func point(relative: Bool) throws(ParseError) -> SIMD2<Double> {
      let x = try number()
      let y = try number()
      return relative ? current + SIMD2(x, y) : SIMD2(x, y)
    }
    func count(_ n: Int) throws(ParseError) {
      pointCount += n
      if pointCount > maxPoints {
        throw ParseError(message: "more than \(maxPoints) points", offset: i)
      }
    }

    skipSeparators()
    while i < s.count {
      let c = s[i]
      var implicit = false
      if (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
        || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
      {
        command = c
        i += 1
      } else if atNumber() && command != 0 && command | 0x20 != UInt8(ascii: "z") {
        implicit = true
      } else {
        throw ParseError(message: "expected a path command", offset: i)
      }
      if !implicit && path.isEmpty && command | 0x20 != UInt8(ascii: "m") {
        throw ParseError(message: "path data must begin with a move-to", offset: i - 1)
      }
      let relative = command >= UInt8(ascii: "a")
      switch command | 0x20 {
      case UInt8(ascii: "m"):
        try count(1)
        let p = try point(relative: relative)
        if implicit {
          path.addLine(to: p)
        } else {
          path.move(to: p)
          start = p
        }
        current = p
        lastControl = nil
        // Further pairs after a move-to are line-tos.
        if !implicit { command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L") }
      case UInt8(ascii: "l"):
        try count(1)
        current = try point(relative: relative)
        path.addLine(to: current)
        lastControl = nil
      case UInt8(ascii: "h"):
        try count(1)
        let x = try number()
        current = SIMD2(relative ? current.x + x : x, current.y)
        path.addLine(to: current)
        lastControl = nil
      case UInt8(ascii: "v"):
        try count(1)
        let y = try number()
        current = SIMD2(current.x, relative ? current.y + y : y)
        path.addLine(to: current)
        lastControl = nil
      case UInt8(ascii: "c"), UInt8(ascii: "s"):
        try count(3)
        let c1: SIMD2<Double>
        if command | 0x20 == UInt8(ascii: "c") {
          c1 = try point(relative: relative)
        } else {
          let reflect = lastCommand | 0x20 == UInt8(ascii: "c") || lastCommand | 0x20 == UInt8(ascii: "s")
          c1 = reflect && lastControl != nil ? 2 * current - lastControl! : current
        }
        let c2 = try point(relative: relative)
        let p = try point(relative: relative)
        path.addCurve(to: p, control1: c1, control2: c2)
        lastControl = c2
        current = p
      case UInt8(ascii: "q"), UInt8(ascii: "t"):
        try count(2)
        let c1: SIMD2<Double>
        if command | 0x20 == UInt8(ascii: "q") {
          c1 = try point(relative: relative)
        } else {
          let reflect = lastCommand | 0x20 == UInt8(ascii: "q") || lastCommand | 0x20 == UInt8(ascii: "t")
          c1 = reflect && lastControl != nil ? 2 * current - lastControl! : current
        }
        let p = try point(relative: relative)
        path.addQuadCurve(to: p, control: c1)
        lastControl = c1
        current = p
      case UInt8(ascii: "z"):
        path.closeSubpath()
        current = start
        lastControl = nil
      case UInt8(ascii: "a"):
        throw ParseError(message: "arcs (A) are not supported in JSON path data", offset: i - 1)
      default:
        throw ParseError(message: "unknown path command", offset: i - 1)
      }
      lastCommand = command
      skipCommaWhitespace()
    }
    return path
  }
}
