import Foundation
import InkInterchange

/// Reads Quick, Draw! ndjson: one JSON object per line,
/// `{"word":…, "countrycode":…, "timestamp":…, "recognized":…, "key_id":…, "drawing":[…]}`.
///
/// - Each stroke `[[x…], [y…], [t…]]` (raw form, t in milliseconds) or `[[x…], [y…]]`
///   (simplified form) becomes one stroke whose control points are the samples, one control
///   point per sample, in order, with time offset `t / 1000` seconds (0 without t). The curve is
///   the B-spline of those points: it starts and ends at the first and last samples and passes
///   close to the others (a polyline with dense samples, as pen input is, changes by at most a
///   sixth of its second differences).
/// - Every point has the default pen's other properties (size 3×3, opacity 1, force 1,
///   azimuth 0, altitude π/4); every stroke is a black pen. Stroke ids are derived from the
///   `key_id`, the line and the stroke index, so the same file always gives the same drawing.
/// - `timestamp` (`2017-03-09 00:28:55.63704 UTC`) becomes every stroke's creation date, so
///   the times of all strokes count from the same start, as in the dataset; without it the
///   strokes are dated 2001-01-01 (the reference date). `word`, `countrycode`, `recognized`,
///   `key_id` and unknown keys are read and not kept: the drawing model has no place for them.
/// - Which lines are read: see ``QuickDrawDecodingOptions/line``.
///
/// Limits from ``ImportOptions``: input size, total point count, nesting depth of unknown values.
public struct QuickDrawDecoder: Sendable {
  /// The import options (limits and `--option` pairs).
  public var options: ImportOptions

  /// Creates a decoder.
  ///
  /// - Parameter options: The import options. Default `ImportOptions()`.
  public init(options: ImportOptions = ImportOptions()) {
    self.options = options
  }

  /// One drawing's line of the input.
  private struct Line {
    var start: Int
    var end: Int
    var number: Int
  }

  /// Reads the drawing (or drawings, with `line=all`) of an input.
  ///
  /// - Parameter bytes: The whole input, UTF-8.
  /// - Returns: The drawing, with a warning when the file holds drawings that were not read.
  /// - Throws: ``QuickDrawDecodingError`` saying what is wrong and where.
  public func decode(_ bytes: [UInt8]) throws(QuickDrawDecodingError) -> ImportResult {
    guard bytes.count <= options.maxInputBytes else {
      throw .inputTooLarge(byteCount: bytes.count, limit: options.maxInputBytes)
    }
    let settings = try QuickDrawDecodingOptions(options)
    let lines = Self.lines(bytes)
    guard !lines.isEmpty else { throw .noDrawings }
    let selected: [Line]
    var diagnostics: [Diagnostic] = []
    switch settings.line {
    case .first:
      selected = [lines[0]]
      if lines.count > 1 {
        diagnostics.append(
          Diagnostic(
            .warning,
            "the input holds \(lines.count) drawings; read the first only "
              + "(choose one with --option line=N, or read all with --option line=all)",
            at: .lineColumn(line: lines[1].number, column: 1)))
      }
    case .number(let n):
      guard let line = lines.first(where: { $0.number == n }) else {
        throw .lineOutOfRange(requested: n, available: lines.count)
      }
      selected = [line]
    case .all:
      selected = lines
    }
    var strokes: [Stroke] = []
    var pointBudget = options.maxPointCount
    let columns = Int(Double(selected.count).squareRoot().rounded(.up))
    try bytes.withUnsafeBufferPointer { (buffer) throws(QuickDrawDecodingError) in
      var xs: [Double] = []
      var ys: [Double] = []
      var ts: [Double] = []
      for (k, line) in selected.enumerated() {
        var reader = LineReader(
          bytes: buffer, lineStart: line.start, lineEnd: line.end, line: line.number,
          maxDepth: options.maxNestingDepth, maxPointCount: options.maxPointCount)
        var parsed = try Self.parseLine(
          &reader, budget: &pointBudget, xs: &xs, ys: &ys, ts: &ts, diagnostics: &diagnostics,
          polyline: settings.curve == .polyline)
        if settings.line == .all, k > 0 {
          let move = AffineTransform2D(
            translationX: Double(k % columns) * settings.cellSize, y: Double(k / columns) * settings.cellSize)
          for i in parsed.indices { parsed[i].transform = move }
        }
        strokes.append(contentsOf: parsed)
      }
    }
    return ImportResult(drawing: Drawing(strokes: strokes), diagnostics: diagnostics)
  }

  /// The lines that hold something other than whitespace, with their 1-based numbers.
  private static func lines(_ bytes: [UInt8]) -> [Line] {
    var result: [Line] = []
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    var number = 1
    var blank = true
    var i = start
    let n = bytes.count
    while i <= n {
      if i == n || bytes[i] == 0x0A {
        var end = i
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        if !blank { result.append(Line(start: start, end: end, number: number)) }
        number += 1
        start = i + 1
        blank = true
      } else if blank {
        let b = bytes[i]
        blank = b == 0x20 || b == 0x09 || b == 0x0D
      }
      i += 1
    }
    return result
  }

  /// Parses one line's object into strokes.
  private static func parseLine(
    _ r: inout LineReader, budget: inout Int, xs: inout [Double], ys: inout [Double],
    ts: inout [Double], diagnostics: inout [Diagnostic], polyline: Bool
  ) throws(QuickDrawDecodingError) -> [Stroke] {
    r.skipWhitespace()
    guard r.peek == UInt8(ascii: "{") else {
      throw r.malformed("expected '{': each line of Quick, Draw! ndjson is one JSON object")
    }
    r.pos += 1
    var keys: [String] = []
    var keyID = ""
    var date = Date(timeIntervalSinceReferenceDate: 0)
    var drawing: [(points: [StrokePoint], index: Int)]?
    if !r.consume(UInt8(ascii: "}")) {
      repeat {
        r.skipWhitespace()
        let keyStart = r.pos
        let key = try r.readString()
        if keys.contains(key) { throw .duplicateKey(key, line: r.line, column: r.column(keyStart)) }
        keys.append(key)
        try r.expect(UInt8(ascii: ":"), "':' after the key")
        r.skipWhitespace()
        let valueStart = r.pos
        switch key {
        case "drawing":
          drawing = try parseDrawing(
            &r, budget: &budget, xs: &xs, ys: &ys, ts: &ts, polyline: polyline)
        case "key_id" where r.peek == UInt8(ascii: "\""):
          keyID = try r.readString()
        case "timestamp" where r.peek == UInt8(ascii: "\""):
          let text = try r.readString()
          if let d = QuickDrawTimestamp.date(text) {
            date = d
          } else {
            diagnostics.append(
              Diagnostic(
                .warning, "timestamp \"\(text)\" is not of the form 2017-03-09 00:28:55.63704 UTC; ignored",
                at: .lineColumn(line: r.line, column: r.column(valueStart))))
          }
        default:
          try r.skipValue(depth: 1)
        }
      } while r.consume(UInt8(ascii: ","))
      try r.expect(UInt8(ascii: "}"), "',' or '}'")
    }
    r.skipWhitespace()
    guard r.atEnd else { throw r.malformed("unexpected text after the object (one object per line)") }
    guard let drawing else { throw .missingDrawing(line: r.line) }
    return drawing.map { stroke in
      Stroke(
        ink: Ink(.pen), path: StrokePath(controlPoints: stroke.points, creationDate: date),
        id: StrokeIdentifier.id(keyID: keyID, line: r.line, stroke: stroke.index))
    }
  }

  /// Parses `drawing`: an array of strokes.
  private static func parseDrawing(
    _ r: inout LineReader, budget: inout Int, xs: inout [Double], ys: inout [Double],
    ts: inout [Double], polyline: Bool
  ) throws(QuickDrawDecodingError) -> [(points: [StrokePoint], index: Int)] {
    guard r.maxDepth >= 4 else { throw .tooDeep(limit: r.maxDepth, line: r.line, column: r.column(r.pos)) }
    guard r.peek == UInt8(ascii: "[") else {
      throw r.invalid("drawing", "\"drawing\" must be an array of strokes", at: r.pos)
    }
    r.pos += 1
    var strokes: [(points: [StrokePoint], index: Int)] = []
    if r.consume(UInt8(ascii: "]")) { return strokes }
    repeat {
      let index = strokes.count
      let path = "drawing[\(index)]"
      r.skipWhitespace()
      let strokeStart = r.pos
      guard r.peek == UInt8(ascii: "[") else {
        throw r.invalid(path, "a stroke must be [[x…], [y…]] or [[x…], [y…], [t…]]", at: strokeStart)
      }
      r.pos += 1
      var arrayStarts: [Int] = []
      repeat {
        r.skipWhitespace()
        let k = arrayStarts.count
        guard k < 3 else {
          throw r.invalid(
            path + "[3]", "a stroke holds 2 or 3 arrays (x, y and optional t), not more", at: r.pos)
        }
        arrayStarts.append(r.pos)
        switch k {
        case 0: try parseNumbers(&r, into: &xs, path: path + "[0]", budget: budget)
        case 1: try parseNumbers(&r, into: &ys, path: path + "[1]", budget: budget)
        default: try parseNumbers(&r, into: &ts, path: path + "[2]", budget: budget)
        }
      } while r.consume(UInt8(ascii: ","))
      try r.expect(UInt8(ascii: "]"), "',' or ']' after the stroke's arrays")
      guard arrayStarts.count >= 2 else {
        throw r.invalid(path, "a stroke needs an x and a y array", at: strokeStart)
      }
      let n = xs.count
      guard ys.count == n else {
        throw .lengthMismatch(
          path: path + "[1]", xCount: n, other: "y", otherCount: ys.count, line: r.line,
          column: r.column(arrayStarts[1]))
      }
      let hasTime = arrayStarts.count == 3
      if hasTime, ts.count != n {
        throw .lengthMismatch(
          path: path + "[2]", xCount: n, other: "t", otherCount: ts.count, line: r.line,
          column: r.column(arrayStarts[2]))
      }
      // A polyline repeats each interior sample three times.
      let copies = polyline ? 3 : 1
      let total = n <= 2 ? n : n + (copies - 1) * (n - 2)
      guard total <= budget else {
        throw .tooManyPoints(limit: r.maxPointCount, line: r.line, column: r.column(strokeStart))
      }
      budget -= total
      var points: [StrokePoint] = []
      points.reserveCapacity(total)
      for i in 0..<n {
        let p = StrokePoint(
          location: CGPoint(x: xs[i], y: ys[i]), timeOffset: hasTime ? Milliseconds.seconds(ts[i]) : 0,
          size: CGSize(width: 3, height: 3), opacity: 1, force: 1, azimuth: 0, altitude: .pi / 4)
        points.append(p)
        if copies == 3, i > 0, i < n - 1 {
          points.append(p)
          points.append(p)
        }
      }
      strokes.append((points, index))
    } while r.consume(UInt8(ascii: ","))
    try r.expect(UInt8(ascii: "]"), "',' or ']' after a stroke")
    return strokes
  }

  /// Parses an array of numbers into `values` (emptied first), refusing more than `budget`.
  private static func parseNumbers(
    _ r: inout LineReader, into values: inout [Double], path: String, budget: Int
  ) throws(QuickDrawDecodingError) {
    values.removeAll(keepingCapacity: true)
    guard r.peek == UInt8(ascii: "[") else {
      throw r.invalid(path, "expected an array of numbers", at: r.pos)
    }
    r.pos += 1
    if r.consume(UInt8(ascii: "]")) { return }
    repeat {
      r.skipWhitespace()
      guard let b = r.peek, b == UInt8(ascii: "-") || (b >= 0x30 && b <= 0x39) else {
        if r.peek == UInt8(ascii: "N") || r.peek == UInt8(ascii: "I") {
          throw r.malformed("NaN and Infinity are not JSON numbers")
        }
        throw r.invalid("\(path)[\(values.count)]", "expected a number", at: r.pos)
      }
      guard values.count < budget else {
        throw .tooManyPoints(limit: r.maxPointCount, line: r.line, column: r.column(r.pos))
      }
      values.append(try r.readNumber())
    } while r.consume(UInt8(ascii: ","))
    try r.expect(UInt8(ascii: "]"), "',' or ']' in an array of numbers")
  }
}
