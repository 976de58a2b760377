import InkInterchange

/// The path-data entry point the importer uses: parses leniently, keeping the valid prefix.
///
/// Until the core's `BezierPath.parsingSVGPathData(utf8:)` lands this is a small private parser
/// of the full grammar; then it forwards to the core.
enum SVGPathDataCompat {
  /// Parses path data leniently.
  ///
  /// - Returns: The path of every complete segment before the first error, and the error's byte
  ///   offset and message (or `nil`).
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    path: BezierPath, error: (offset: Int, message: String)?
  ) {
    var parser = Parser(bytes: bytes)
    return parser.run()
  }

  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0
    var path = BezierPath()

    mutating func skipSpace() {
      while i < bytes.count {
        let c = bytes[i]
        guard c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C else { return }
        i += 1
      }
    }
    mutating func skipSeparator() {
      skipSpace()
      if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
        i += 1
        skipSpace()
      }
    }
    mutating func number() -> Double? {
      let start = i
      var j = i
      if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
      var digits = 0
      while j < bytes.count, bytes[j].isASCIIDigit {
        j += 1
        digits += 1
      }
      if j < bytes.count, bytes[j] == UInt8(ascii: ".") {
        j += 1
        while j < bytes.count, bytes[j].isASCIIDigit {
          j += 1
          digits += 1
        }
      }
      guard digits > 0 else { return nil }
      if j < bytes.count, bytes[j] == UInt8(ascii: "e") || bytes[j] == UInt8(ascii: "E") {
        var k = j + 1
        if k < bytes.count, bytes[k] == UInt8(ascii: "+") || bytes[k] == UInt8(ascii: "-") { k += 1 }
        if k < bytes.count, bytes[k].isASCIIDigit {
          while k < bytes.count, bytes[k].isASCIIDigit { k += 1 }
          j = k
        }
      }
      guard let v = Double(Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<j]), as: UTF8.self))),
        v.isFinite
      else { return nil }
      i = j
      return v
    }
    mutating func flag() -> Bool? {
      guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
        return nil
      }
      i += 1
      return bytes[i - 1] == UInt8(ascii: "1")
    }

    mutating func run() -> (path: BezierPath, error: (offset: Int, message: String)?) {
      var current = SIMD2<Double>(0, 0)
      var start = current
      var lastControl: SIMD2<Double>? = nil
      var lastQuad: SIMD2<Double>? = nil
      var command: UInt8 = 0
      skipSpace()
      if i == bytes.count { return (path, nil) }
      while true {
        skipSpace()
        if i == bytes.count { return (path, nil) }
        let c = bytes[i]
        if c.isASCIILetter {
          command = c
          i += 1
          if command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
            path.closeSubpath()
            current = start
            lastControl = nil
            lastQuad = nil
            continue
          }
        } else if command == 0 {
          return (path, (i, "path data must start with a move-to command"))
        } else if command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
          return (path, (i, "expected a command after Z"))
        }
        if path.isEmpty && command != UInt8(ascii: "M") && command != UInt8(ascii: "m") {
          return (path, (i - 1, "path data must start with a move-to command"))
        }
        let relative = command >= UInt8(ascii: "a")
        let base = relative ? current : SIMD2<Double>(0, 0)
        let errorOffset = i
        var args: [Double] = []
        let arity: Int
        switch command | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "t"): arity = 2
        case UInt8(ascii: "h"), UInt8(ascii: "v"): arity = 1
        case UInt8(ascii: "c"): arity = 6
        case UInt8(ascii: "s"), UInt8(ascii: "q"): arity = 4
        case UInt8(ascii: "a"): arity = 7
        default: return (path, (i - 1, "unknown path command"))
        }
        for k in 0..<arity {
          skipSpace()
          if k > 0 { skipSeparator() }
          if command | 0x20 == UInt8(ascii: "a") && (k == 3 || k == 4) {
            guard let f = flag() else { return (path, (i, "expected an arc flag (0 or 1)")) }
            args.append(f ? 1 : 0)
          } else {
            guard let v = number() else {
              return (path, (i == bytes.count ? i : i, i == bytes.count ? "path data ended in the middle of a command" : "expected a number"))
            }
            args.append(v)
          }
        }
        _ = errorOffset
        skipSeparator()
        func pt(_ k: Int) -> SIMD2<Double> { base + SIMD2(args[k], args[k + 1]) }
        switch command | 0x20 {
        case UInt8(ascii: "m"):
          current = pt(0)
          start = current
          path.move(to: current)
          command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
          lastControl = nil
          lastQuad = nil
        case UInt8(ascii: "l"):
          current = pt(0)
          path.addLine(to: current)
          lastControl = nil
          lastQuad = nil
        case UInt8(ascii: "h"):
          current = SIMD2(base.x + args[0], current.y)
          path.addLine(to: current)
          lastControl = nil
          lastQuad = nil
        case UInt8(ascii: "v"):
          current = SIMD2(current.x, base.y + args[0])
          path.addLine(to: current)
          lastControl = nil
          lastQuad = nil
        case UInt8(ascii: "c"):
          let c2 = pt(2)
          current = pt(4)
          path.addCurve(to: current, control1: pt(0), control2: c2)
          lastControl = c2
          lastQuad = nil
        case UInt8(ascii: "s"):
          let c1 = lastControl.map { 2 * current - $0 } ?? current
          let c2 = pt(0)
          current = pt(2)
          path.addCurve(to: current, control1: c1, control2: c2)
          lastControl = c2
          lastQuad = nil
        case UInt8(ascii: "q"):
          let q = pt(0)
          current = pt(2)
          path.addQuadCurve(to: current, control: q)
          lastQuad = q
          lastControl = nil
        case UInt8(ascii: "t"):
          let q = lastQuad.map { 2 * current - $0 } ?? current
          current = pt(0)
          path.addQuadCurve(to: current, control: q)
          lastQuad = q
          lastControl = nil
        default:
          let end = pt(5)
          SVGArc.appendEndpointArc(
            to: &path, from: current, radii: SIMD2(args[0], args[1]), xAxisRotation: args[2],
            largeArc: args[3] != 0, sweep: args[4] != 0, to: end, maxError: 1e-4)
          current = end
          lastControl = nil
          lastQuad = nil
        }
      }
    }
  }
}
