import Foundation
import InkInterchange

/// One path of a Bézier document, read but not yet converted.
struct JSONBezierEntry {
  /// A per-segment value: one for the whole path, or one per drawing segment.
  enum Values<Value> {
    case one(Value)
    case many([Value])
  }

  /// A per-segment field with where it was found.
  struct Field<Value> {
    var values: Values<Value>
    var offset: Int

    /// The value for segment `i` (the caller checked the count).
    func value(_ i: Int) -> Value {
      switch values {
      case .one(let v): v
      case .many(let vs): vs[i]
      }
    }

    /// The count of a per-segment array, `nil` for one value.
    var count: Int? {
      if case .many(let vs) = values { return vs.count }
      return nil
    }
  }

  var offset = 0
  var ink = Ink(.pen)
  var path = BezierPath()
  var pathField = "d"
  var pathOffset = 0
  var transform = AffineTransform2D.identity
  var randomSeed: UInt32 = 0
  var creationDate: Double? = nil
  var width: Field<Double>? = nil
  var opacity: Field<Double>? = nil
  var force: Field<Double>? = nil
  var time: Field<Double>? = nil
  var color: Field<InkColor>? = nil
}

extension JSONDocumentDecoder {
  /// Reads the `paths` array of a Bézier document, converting each path into strokes as soon as
  /// it is read (see ``convert(_:into:undated:)``), so that memory holds the strokes made so far
  /// and one path, not every path read: a path that makes no stroke (`{"d":""}`, 9 bytes) costs
  /// nothing once read.
  ///
  /// - Returns: The strokes, and the ranges of those whose path has no `creationDate` of its
  ///   own: they are made with the date 0, and take the document's date once it is known (it
  ///   may come after `paths`).
  mutating func decodeBezierPaths() throws(JSONDecodingError) -> (
    strokes: [Stroke], undated: [Range<Int>]
  ) {
    try beginArray("paths")
    path.append(.key("paths"))
    path.append(.index(0))
    var strokes: [Stroke] = []
    var undated: [Range<Int>] = []
    var first = true
    var i = 0
    while try r.nextElement(first: &first) {
      path[path.count - 1] = .index(i)
      let entry = try decodeBezierEntry()
      try convert(entry, into: &strokes, undated: &undated)
      i += 1
    }
    path.removeLast(2)
    return (strokes, undated)
  }

  /// Reads one path object of a Bézier document.
  mutating func decodeBezierEntry() throws(JSONDecodingError) -> JSONBezierEntry {
    var e = JSONBezierEntry()
    e.offset = r.pos
    try beginObject(nil)
    var seen: UInt32 = 0
    var first = true
    while let key = try r.nextMember(first: &first) {
      if key.equals("d") {
        try see(1, in: &seen, key: key)
        e.pathOffset = r.pos
        e.pathField = "d"
        e.path = try pathData("d")
      } else if key.equals("segments") {
        try see(2, in: &seen, key: key)
        e.pathOffset = r.pos
        e.pathField = "segments"
        e.path = try segments()
      } else if key.equals("ink") {
        try see(4, in: &seen, key: key)
        e.ink = try ink()
      } else if key.equals("transform") {
        try see(8, in: &seen, key: key)
        e.transform = try transform()
      } else if key.equals("randomSeed") {
        try see(16, in: &seen, key: key)
        e.randomSeed = try randomSeed()
      } else if key.equals("creationDate") {
        try see(32, in: &seen, key: key)
        e.creationDate = try number("creationDate")
      } else if key.equals("width") {
        try see(64, in: &seen, key: key)
        e.width = try perSegmentNumbers("width")
      } else if key.equals("opacity") {
        try see(128, in: &seen, key: key)
        e.opacity = try perSegmentNumbers("opacity")
      } else if key.equals("force") {
        try see(256, in: &seen, key: key)
        e.force = try perSegmentNumbers("force")
      } else if key.equals("time") {
        try see(512, in: &seen, key: key)
        e.time = try perSegmentNumbers("time")
      } else if key.equals("color") {
        try see(1024, in: &seen, key: key)
        e.color = try perSegmentColors()
      } else {
        try unknownField(key)
      }
    }
    if seen & 3 == 3 {
      throw .invalidValue(
        "a path has either \"d\" or \"segments\", not both", at: location(at: e.offset))
    }
    if seen & 3 == 0 { throw .missingField("d", at: location(at: e.offset)) }
    return e
  }

  /// Reads a number or an array of numbers.
  private mutating func perSegmentNumbers(
    _ field: StaticString
  ) throws(JSONDecodingError)
    -> JSONBezierEntry.Field<Double>
  {
    let offset = r.pos
    let kind = try r.peekKind()
    if kind == .number { return .init(values: .one(try number(field)), offset: offset) }
    guard kind == .array else {
      throw mismatch("a number or an array of numbers", field.description)
    }
    try r.beginArray()
    var values: [Double] = []
    var first = true
    while try r.nextElement(first: &first) {
      // More values than points allowed cannot match any acceptable path.
      if values.count == options.maxPointCount {
        throw .tooManyPoints(limit: options.maxPointCount, at: location(field.description, at: offset))
      }
      values.append(try number(field, index: values.count))
    }
    return .init(values: .many(values), offset: offset)
  }

  /// Reads a colour or an array of colours.
  private mutating func perSegmentColors() throws(JSONDecodingError)
    -> JSONBezierEntry.Field<InkColor>
  {
    let offset = r.pos
    guard try r.peekKind() == .array else {
      throw mismatch("a colour [r, g, b, a] or an array of colours", "color")
    }
    // Look at the first element to tell the two forms apart.
    var probe = r
    try probe.beginArray()
    var probeFirst = true
    var isSingle = false
    if try probe.nextElement(first: &probeFirst) { isSingle = try probe.peekKind() == .number }
    if isSingle { return .init(values: .one(try color("color")), offset: offset) }
    try r.beginArray()
    path.append(.key("color"))
    var values: [InkColor] = []
    var first = true
    while try r.nextElement(first: &first) {
      if values.count == options.maxPointCount {
        throw .tooManyPoints(limit: options.maxPointCount, at: location("color", at: offset))
      }
      path.append(.index(values.count))
      let c = try numbers(nil, count: 4)
      path.removeLast()
      values.append(InkColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    }
    path.removeLast()
    return .init(values: .many(values), offset: offset)
  }

  /// Reads a segment array into a path.
  private mutating func segments() throws(JSONDecodingError) -> BezierPath {
    try beginArray("segments")
    path.append(.key("segments"))
    path.append(.index(0))
    var result = BezierPath()
    var first = true
    var i = 0
    while try r.nextElement(first: &first) {
      path[path.count - 1] = .index(i)
      let offset = r.pos
      try beginObject(nil)
      var kinds = 0
      var memberFirst = true
      while let key = try r.nextMember(first: &memberFirst) {
        let known = ["move", "line", "quad", "curve", "close"].contains(key.string)
        if known {
          kinds += 1
          guard kinds == 1 else {
            throw .invalidValue(
              "a segment has exactly one of move, line, quad, curve, close",
              at: location(at: offset))
          }
          if i == 0 && !key.equals("move") {
            throw .invalidValue("the first segment must be a move", at: location(at: offset))
          }
        }
        if key.equals("move") {
          try countPoints(1, at: r.pos)
          result.move(to: try pair("move"))
        } else if key.equals("line") {
          try countPoints(1, at: r.pos)
          result.addLine(to: try pair("line"))
        } else if key.equals("quad") {
          try countPoints(2, at: r.pos)
          let p = try pairs("quad", count: 2)
          result.addQuadCurve(to: p[1], control: p[0])
        } else if key.equals("curve") {
          try countPoints(3, at: r.pos)
          let p = try pairs("curve", count: 3)
          result.addCurve(to: p[2], control1: p[0], control2: p[1])
        } else if key.equals("close") {
          r.skipWhitespace()
          let valueOffset = r.pos
          let isBoolean = try r.peekKind() == .boolean
          let value = isBoolean ? try r.readBoolean() : false
          guard value else {
            throw .invalidValue("\"close\" must be true", at: location("close", at: valueOffset))
          }
          result.closeSubpath()
        } else {
          try unknownField(key)
        }
      }
      if kinds == 0 {
        throw .invalidValue(
          "a segment needs one of move, line, quad, curve, close", at: location(at: offset))
      }
      i += 1
    }
    path.removeLast(2)
    return result
  }

  /// Reads an array of `count` points.
  private mutating func pairs(
    _ field: StaticString, count: Int
  ) throws(JSONDecodingError)
    -> [SIMD2<Double>]
  {
    let offset = r.pos
    try beginArray(field.description)
    path.append(.key(field))
    var result: [SIMD2<Double>] = []
    var first = true
    while try r.nextElement(first: &first) {
      guard result.count < count else {
        path.removeLast()
        // (A trailing comma is malformed JSON, not an element too many.)
        _ = try r.peekKind()
        throw .invalidValue(
          "expected an array of \(count) points [x, y]", at: location(field.description, at: offset))
      }
      path.append(.index(result.count))
      result.append(try pair(nil))
      path.removeLast()
    }
    path.removeLast()
    guard result.count == count else {
      throw .invalidValue(
        "expected an array of \(count) points [x, y]", at: location(field.description, at: offset))
    }
    return result
  }

  // MARK: Conversion

  /// Converts one path of a Bézier document (the one at the current JSON path) into strokes:
  /// per-segment properties, then `BezierPath.strokePaths` with the options' tolerance and point
  /// provider; each subpath becomes a stroke.
  ///
  /// - Parameters:
  ///   - e: The path.
  ///   - strokes: The strokes so far, to append to.
  ///   - undated: The ranges of `strokes` made with the date 0 because `e` has no creation date,
  ///     to append to.
  mutating func convert(
    _ e: JSONBezierEntry, into strokes: inout [Stroke], undated: inout [Range<Int>]
  )
    throws(JSONDecodingError)
  {
    let n = e.path.segmentCount
    func check(_ count: Int?, _ name: String, _ offset: Int) throws(JSONDecodingError) {
      if let count, count != n {
        throw .invalidValue(
          "\"\(name)\" has \(count) values but the path has \(n) drawing segments",
          at: location(name, at: offset))
      }
    }
    if let f = e.width { try check(f.count, "width", f.offset) }
    if let f = e.opacity { try check(f.count, "opacity", f.offset) }
    if let f = e.force { try check(f.count, "force", f.offset) }
    if let f = e.time { try check(f.count, "time", f.offset) }
    if let f = e.color { try check(f.count, "color", f.offset) }
    let anyMany = [e.width?.count, e.opacity?.count, e.force?.count, e.time?.count, e.color?.count]
      .contains { $0 != nil }
    let recordCount = anyMany ? n : 1
    var properties: [SegmentProperties] = []
    properties.reserveCapacity(recordCount)
    for k in 0..<recordCount {
      properties.append(
        SegmentProperties(
          width: e.width?.value(k), opacity: e.opacity?.value(k), force: e.force?.value(k),
          time: e.time?.value(k), color: e.color?.value(k)))
    }
    let date = Date(timeIntervalSinceReferenceDate: e.creationDate ?? 0)
    let converted: [StrokePath]
    do {
      converted = try e.path.strokePaths(
        creationDate: date, tolerance: options.tolerance, segmentProperties: properties,
        pointProvider: options.pointProvider,
        maxControlPoints: options.maxPointCount - convertedPointCount)
    } catch StrokeModelError.tooManyControlPoints {
      throw .tooManyPoints(limit: options.maxPointCount, at: location(at: e.offset))
    } catch {
      throw .conversionFailed(error, at: location(e.pathField, at: e.pathOffset))
    }
    // The first and last drawing segment of each subpath that has any.
    var ranges: [(first: Int, last: Int)] = []
    var lastSubpath = -1
    e.path.forEachSegment { _, segment, subpath in
      if subpath != lastSubpath {
        ranges.append((segment, segment))
        lastSubpath = subpath
      } else {
        ranges[ranges.count - 1].last = segment
      }
    }
    var warnedColor = false
    let firstStroke = strokes.count
    for (k, strokePath) in converted.enumerated() {
      convertedPointCount += strokePath.count
      if convertedPointCount > options.maxPointCount {
        throw .tooManyPoints(limit: options.maxPointCount, at: location(at: e.offset))
      }
      var ink = e.ink
      if let colors = e.color, k < ranges.count {
        let range = ranges[k]
        ink.color = colors.value(range.first)
        if !warnedColor, colors.count != nil,
          (range.first...range.last).contains(where: { colors.value($0) != ink.color })
        {
          warnedColor = true
          diagnostics.append(
            Diagnostic(
              .warning,
              "the colour changes within a subpath; each stroke takes its first segment's colour",
              at: location("color", at: colors.offset)))
        }
      }
      strokes.append(
        Stroke(
          ink: ink, path: strokePath, transform: e.transform, mask: nil,
          randomSeed: e.randomSeed))
    }
    if e.creationDate == nil && strokes.count > firstStroke {
      undated.append(firstStroke..<strokes.count)
    }
  }
}
