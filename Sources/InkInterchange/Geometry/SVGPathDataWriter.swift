/// Writes a ``BezierPath`` as compact SVG path data whose numbers round-trip exactly.
///
/// Output rules: absolute commands only (relative offsets would not round-trip bit for bit);
/// numbers from ``DecimalNumber/append(_:to:)``; a space between two numbers only when the second
/// does not start with `-`; no space after a command letter; a repeated command letter is left
/// out (implicit repeat; lines right after `M` ride on the `M`); a line that keeps `y` (or `x`)
/// bit for bit is written `H x` (or `V y`). A path that begins with a drawing element gets a
/// leading `M0 0` (the start the path already implies).
struct SVGPathDataWriter {
  private var buffer: [UInt8]
  /// The command letter of the last element written (`M` also stands for implicit lines).
  private var lastCommand: UInt8 = 0

  private init(buffer: [UInt8]) { self.buffer = buffer }

  /// Appends `path` to `buffer`.
  ///
  /// - Parameters:
  ///   - path: The path to write.
  ///   - buffer: The bytes to append to.
  static func write(_ path: BezierPath, to buffer: inout [UInt8]) {
    var writer = SVGPathDataWriter(buffer: [])
    swap(&writer.buffer, &buffer)
    writer.buffer.reserveCapacity(writer.buffer.count + path.points.count * 12 + path.verbs.count)
    writer.write(path)
    swap(&writer.buffer, &buffer)
  }

  @inline(__always)
  private mutating func command(_ letter: UInt8) {
    buffer.append(letter)
    lastCommand = letter
  }

  /// Writes the command letter unless it repeats implicitly (`L` after `M` or `L`, and `H`, `V`,
  /// `Q`, `C` after themselves); returns whether a separator is needed before the first number.
  @inline(__always)
  private mutating func commandOrRepeat(_ letter: UInt8) -> Bool {
    if lastCommand == letter || (letter == 0x4C && lastCommand == 0x4D) { return true }
    command(letter)
    return false
  }

  @inline(__always)
  private mutating func number(_ v: Double, separated: Bool) {
    if separated && v.sign == .plus { buffer.append(0x20) }
    DecimalNumber.append(v, to: &buffer)
  }

  @inline(__always)
  private mutating func pair(_ q: SIMD2<Double>, separated: Bool) {
    number(q.x, separated: separated)
    number(q.y, separated: true)
  }

  private mutating func write(_ path: BezierPath) {
    var current = SIMD2<Double>(0, 0)
    var subpathStart = current
    var j = 0
    let points = path.points
    for (index, verb) in path.verbs.enumerated() {
      if index == 0 && verb != .move {
        command(0x4D)
        pair(current, separated: false)
      }
      switch verb {
      case .move:
        command(0x4D)
        pair(points[j], separated: false)
        current = points[j]
        subpathStart = current
      case .line:
        let q = points[j]
        if q.y.bitPattern == current.y.bitPattern && q.x.bitPattern != current.x.bitPattern {
          number(q.x, separated: commandOrRepeat(0x48))
        } else if q.x.bitPattern == current.x.bitPattern && q.y.bitPattern != current.y.bitPattern {
          number(q.y, separated: commandOrRepeat(0x56))
        } else {
          pair(q, separated: commandOrRepeat(0x4C))
        }
        current = q
      case .quadCurve:
        pair(points[j], separated: commandOrRepeat(0x51))
        pair(points[j + 1], separated: true)
        current = points[j + 1]
      case .curve:
        pair(points[j], separated: commandOrRepeat(0x43))
        pair(points[j + 1], separated: true)
        pair(points[j + 2], separated: true)
        current = points[j + 2]
      case .close:
        command(0x5A)
        current = subpathStart
      }
      j += verb.pointCount
    }
  }
}
