import Foundation
import InkInterchange

extension JSONDocumentDecoder {
  /// The document types.
  enum DocumentType: String {
    case drawing, bezier
  }

  /// Reads the whole document.
  ///
  /// - Returns: The drawing (for a Bézier document, the converted strokes).
  mutating func decodeDocument() throws(JSONDecodingError) -> Drawing {
    let rootOffset = r.pos
    try beginObject(nil)
    var type: DocumentType? = nil
    var sawType = false
    var version: Double? = nil
    var strokes: [Stroke]? = nil
    var paths: (strokes: [Stroke], undated: [Range<Int>])? = nil
    var creationDate: Double? = nil
    var misplaced: [(name: String, offset: Int)] = []
    var offsets: [String: Int] = [:]
    // The value offsets of the fields that depend on the type and come before it: skipped, then
    // read once the type is known if they belong to it (a misplaced one is only a warning).
    var deferred: [String: Int] = [:]
    // The offset of the first number too large for a double in a deferred field: refused when
    // the field is read (with its path), or here when it is not (misplaced).
    var deferredOutOfRange: [String: Int] = [:]
    var seen: UInt32 = 0
    var first = true
    while let key = try r.nextMember(first: &first) {
      if key.equals("type") {
        try see(1, in: &seen, key: key)
        r.skipWhitespace()
        let offset = r.pos
        let name = try string("type")
        guard let t = DocumentType(rawValue: name) else {
          throw .unknownDocumentType(name, at: location("type", at: offset))
        }
        type = t
        sawType = true
      } else if key.equals("version") {
        try see(2, in: &seen, key: key)
        r.skipWhitespace()
        let offset = r.pos
        let v = try number("version")
        guard v == 1 else { throw .unsupportedVersion(v, at: location("version", at: offset)) }
        version = v
      } else if key.equals("strokes") {
        try see(4, in: &seen, key: key)
        offsets["strokes"] = key.offset
        switch type {
        case .drawing: strokes = try decodeStrokes()
        case .bezier:
          misplaced.append(("strokes", key.offset))
          try r.skipValue()
        case nil: (deferred["strokes"], deferredOutOfRange["strokes"]) = try skipForLater()
        }
      } else if key.equals("paths") {
        try see(8, in: &seen, key: key)
        offsets["paths"] = key.offset
        switch type {
        case .bezier: paths = try decodeBezierPaths()
        case .drawing:
          misplaced.append(("paths", key.offset))
          try r.skipValue()
        case nil: (deferred["paths"], deferredOutOfRange["paths"]) = try skipForLater()
        }
      } else if key.equals("creationDate") {
        try see(16, in: &seen, key: key)
        offsets["creationDate"] = key.offset
        switch type {
        case .bezier: creationDate = try number("creationDate")
        case .drawing:
          misplaced.append(("creationDate", key.offset))
          try r.skipValue()
        case nil: (deferred["creationDate"], deferredOutOfRange["creationDate"]) = try skipForLater()
        }
      } else {
        try unknownField(key)
      }
    }
    try r.expectEnd()
    guard sawType, let type else { throw .missingField("type", at: location(at: rootOffset)) }
    guard version != nil else { throw .missingField("version", at: location(at: rootOffset)) }
    let end = r.pos
    defer { r.pos = end }
    switch type {
    case .drawing:
      if let at = deferred["strokes"] {
        readLater(at)
        strokes = try decodeStrokes()
      }
      for name in ["paths", "creationDate"] where deferred[name] != nil {
        if let at = deferredOutOfRange[name] { throw r.numberOutOfRange(at: at) }
        misplaced.append((name, offsets[name]!))
      }
      for m in misplaced.sorted(by: { $0.offset < $1.offset }) {
        misplacedField(m.name, offset: m.offset, documentType: "drawing")
      }
      guard let strokes else { throw .missingField("strokes", at: location(at: rootOffset)) }
      finishDiagnostics()
      return Drawing(strokes: strokes)
    case .bezier:
      if let at = deferred["paths"] {
        readLater(at)
        paths = try decodeBezierPaths()
      }
      if let at = deferred["creationDate"] {
        readLater(at)
        creationDate = try number("creationDate")
      }
      if deferred["strokes"] != nil {
        if let at = deferredOutOfRange["strokes"] { throw r.numberOutOfRange(at: at) }
        misplaced.append(("strokes", offsets["strokes"]!))
      }
      for m in misplaced.sorted(by: { $0.offset < $1.offset }) {
        misplacedField(m.name, offset: m.offset, documentType: "Bézier")
      }
      guard case (var strokes, let undated)? = paths.take() else {
        throw .missingField("paths", at: location(at: rootOffset))
      }
      // The strokes of paths without a date of their own were made with the date 0 (the
      // document's date can come after the paths). (`take()`: the strokes change in place.)
      if let creationDate {
        let date = Date(timeIntervalSinceReferenceDate: creationDate)
        for range in undated {
          for k in range { strokes[k].path.creationDate = date }
        }
      }
      finishDiagnostics()
      return Drawing(strokes: strokes)
    }
  }

  /// Skips a top-level member's value (validating it) and returns its offset, to read it later,
  /// and the offset of its first number too large for a double, if any (an error whether the
  /// value is read later or not).
  private mutating func skipForLater() throws(JSONDecodingError) -> (Int, Int?) {
    r.skipWhitespace()
    let offset = r.pos
    var outOfRange: Int? = nil
    try r.skipValue(recordingOutOfRangeIn: &outOfRange)
    return (offset, outOfRange)
  }

  /// Moves the reader back to a top-level member's value skipped by ``skipForLater()``.
  private mutating func readLater(_ offset: Int) {
    r.pos = offset
    r.depth = 1  // inside the root object
  }

  // MARK: Strokes

  private mutating func decodeStrokes() throws(JSONDecodingError) -> [Stroke] {
    try beginArray("strokes")
    path.append(.key("strokes"))
    path.append(.index(0))
    var strokes: [Stroke] = []
    var first = true
    var i = 0
    while try r.nextElement(first: &first) {
      path[path.count - 1] = .index(i)
      strokes.append(try decodeStroke())
      i += 1
    }
    path.removeLast(2)
    return strokes
  }

  private mutating func decodeStroke() throws(JSONDecodingError) -> Stroke {
    let offset = r.pos
    try beginObject(nil)
    var seen: UInt32 = 0
    var ink = Ink(.pen)
    var transform = AffineTransform2D.identity
    var creationDate = 0.0
    var randomSeed: UInt32 = 0
    var id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    var mask: BezierPath? = nil
    var points: [StrokePoint] = []
    var first = true
    while let key = try r.nextMember(first: &first) {
      if key.equals("points") {
        try see(1, in: &seen, key: key)
        points = try decodePoints()
      } else if key.equals("ink") {
        try see(2, in: &seen, key: key)
        ink = try self.ink()
      } else if key.equals("transform") {
        try see(4, in: &seen, key: key)
        transform = try self.transform()
      } else if key.equals("creationDate") {
        try see(8, in: &seen, key: key)
        creationDate = try number("creationDate")
      } else if key.equals("randomSeed") {
        try see(16, in: &seen, key: key)
        randomSeed = try self.randomSeed()
      } else if key.equals("id") {
        try see(32, in: &seen, key: key)
        r.skipWhitespace()
        let valueOffset = r.pos
        let text = try string("id")
        guard let uuid = UUID(uuidString: text) else {
          throw .invalidValue(
            "\(JSONMessageText.quoted(text)) is not a UUID", at: location("id", at: valueOffset))
        }
        id = uuid
      } else if key.equals("mask") {
        try see(64, in: &seen, key: key)
        mask = try pathData("mask")
      } else {
        try unknownField(key)
      }
    }
    try require(
      seen, [(2, "ink"), (8, "creationDate"), (32, "id"), (1, "points")], objectAt: offset)
    let strokePath = StrokePath(
      controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: creationDate))
    return Stroke(
      ink: ink, path: strokePath, transform: transform, mask: mask, randomSeed: randomSeed, id: id)
  }

  private mutating func decodePoints() throws(JSONDecodingError) -> [StrokePoint] {
    try beginArray("points")
    path.append(.key("points"))
    path.append(.index(0))
    var points: [StrokePoint] = []
    var first = true
    var i = 0
    while try r.nextElement(first: &first) {
      path[path.count - 1] = .index(i)
      try countPoints(1, at: r.pos)
      points.append(try decodePoint())
      i += 1
    }
    path.removeLast(2)
    return points
  }

  private mutating func decodePoint() throws(JSONDecodingError) -> StrokePoint {
    let offset = r.pos
    guard offset < r.bytes.count, r.bytes[offset] == UInt8(ascii: "{") else {
      throw mismatch("an object", nil)
    }
    try r.beginObject()
    var seen: UInt32 = 0
    var location = SIMD2<Double>()
    var size = SIMD2<Double>()
    var timeOffset = 0.0
    var opacity = 0.0
    var force = 0.0
    var azimuth = 0.0
    var altitude = 0.0
    var secondaryScale = 1.0
    var threshold = 0.0
    var first = true
    while let key = try r.nextMember(first: &first) {
      if key.equals("location") {
        try see(1, in: &seen, key: key)
        location = try pair("location")
      } else if key.equals("timeOffset") {
        try see(2, in: &seen, key: key)
        timeOffset = try number("timeOffset")
      } else if key.equals("size") {
        try see(4, in: &seen, key: key)
        size = try pair("size")
      } else if key.equals("opacity") {
        try see(8, in: &seen, key: key)
        opacity = try number("opacity")
      } else if key.equals("force") {
        try see(16, in: &seen, key: key)
        force = try number("force")
      } else if key.equals("azimuth") {
        try see(32, in: &seen, key: key)
        azimuth = try number("azimuth")
      } else if key.equals("altitude") {
        try see(64, in: &seen, key: key)
        altitude = try number("altitude")
      } else if key.equals("secondaryScale") {
        try see(128, in: &seen, key: key)
        secondaryScale = try number("secondaryScale")
      } else if key.equals("threshold") {
        try see(256, in: &seen, key: key)
        threshold = try number("threshold")
      } else {
        try unknownField(key)
      }
    }
    if seen & 127 != 127 {
      try require(
        seen,
        [
          (1, "location"), (2, "timeOffset"), (4, "size"), (8, "opacity"), (16, "force"),
          (32, "azimuth"), (64, "altitude"),
        ], objectAt: offset)
    }
    return StrokePoint(
      location: CGPoint(x: location.x, y: location.y), timeOffset: timeOffset,
      size: CGSize(width: size.x, height: size.y), opacity: opacity, force: force,
      azimuth: azimuth, altitude: altitude, secondaryScale: secondaryScale, threshold: threshold)
  }
}
