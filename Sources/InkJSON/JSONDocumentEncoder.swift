import Foundation
import InkInterchange

/// Writes drawings as InkInterchange JSON: the lossless drawing document, or the lossy Bézier
/// document.
enum JSONDocumentEncoder {
  /// The drawing document: every value of the stroke model, bit for bit.
  ///
  /// Written in chunks of `chunkLimit` bytes joined at the end (see ``JSONWriter``): the peak is
  /// the document and one chunk, whatever the estimate of its size.
  static func encodeDrawing(
    _ drawing: Drawing, pretty: Bool, chunkLimit: Int = JSONWriter.defaultChunkLimit
  ) -> [UInt8] {
    var w = JSONWriter(
      pretty: pretty, capacity: 64 + drawing.pointCount * (pretty ? 420 : 260), chunkLimit: chunkLimit)
    w.openObject()
    w.key("type", first: true)
    w.bytes.append(contentsOf: "\"drawing\"".utf8)
    w.key("version")
    w.number(1)
    w.key("strokes")
    w.openArray()
    for (i, stroke) in drawing.strokes.enumerated() {
      w.element(first: i == 0)
      encodeStroke(stroke, into: &w)
      w.endChunkIfFull()
    }
    w.closeArray(empty: drawing.strokes.isEmpty)
    w.closeObject()
    if pretty { w.bytes.append(UInt8(ascii: "\n")) }
    return w.finish()
  }

  /// SVG path data with exact numbers (the path's coordinates are finite).
  private static func pathDataBytes(_ path: BezierPath) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(path.points.count * 20 + path.verbs.count)
    path.appendSVGPathData(to: &out)
    return out
  }

  private static func encodeInk(_ ink: Ink, into w: inout JSONWriter) {
    w.openObject()
    w.key("type", first: true)
    w.string(ink.inkType.rawValue)
    w.key("color")
    let c = ink.color
    w.numbers([c.red, c.green, c.blue, c.alpha])
    w.closeObject()
  }

  private static func encodeTransform(_ t: AffineTransform2D, into w: inout JSONWriter) {
    w.numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])
  }

  /// The members both documents start a stroke with (after its `{`): ink, transform, creation
  /// date, random seed.
  private static func encodeStrokeHeader(_ stroke: Stroke, into w: inout JSONWriter) {
    w.key("ink", first: true)
    encodeInk(stroke.ink, into: &w)
    w.key("transform")
    encodeTransform(stroke.transform, into: &w)
    w.key("creationDate")
    w.number(stroke.path.creationDate.timeIntervalSinceReferenceDate)
    w.key("randomSeed")
    w.integer(stroke.randomSeed)
  }

  private static func encodeStroke(_ stroke: Stroke, into w: inout JSONWriter) {
    w.openObject()
    encodeStrokeHeader(stroke, into: &w)
    w.key("id")
    w.plainString(Array(stroke.id.uuidString.utf8))
    if let mask = stroke.mask {
      w.key("mask")
      w.plainString(pathDataBytes(mask))
    }
    w.key("points")
    w.openArray()
    stroke.path.withUnsafeBufferPointer { points in
      for i in points.indices {
        let p = points[i]
        w.element(first: i == 0)
        w.openObject()
        w.key("location", first: true)
        w.pair(p.location.x, p.location.y)
        w.key("timeOffset")
        w.number(p.timeOffset)
        w.key("size")
        w.pair(p.size.width, p.size.height)
        w.key("opacity")
        w.number(p.opacity)
        w.key("force")
        w.number(p.force)
        w.key("azimuth")
        w.number(p.azimuth)
        w.key("altitude")
        w.number(p.altitude)
        w.key("secondaryScale")
        w.number(p.secondaryScale)
        w.key("threshold")
        w.number(p.threshold)
        w.closeObject()
        w.endChunkIfFull()
      }
    }
    w.closeArray(empty: stroke.path.isEmpty)
    w.closeObject()
  }

  /// The Bézier document: each stroke's exact Bézier representation as path data, with its ink,
  /// transform, creation date, seed, and per-segment width, opacity, force and time taken from the
  /// control point at each segment's start.
  ///
  /// - Parameters:
  ///   - drawing: The drawing (finite values).
  ///   - pretty: Indented output.
  ///   - chunkLimit: The writer's chunk size (see ``JSONWriter``). Default 64 MiB.
  /// - Returns: The bytes and a diagnostic saying what the document does not keep.
  static func encodeBezier(
    _ drawing: Drawing, pretty: Bool, chunkLimit: Int = JSONWriter.defaultChunkLimit
  ) -> ([UInt8], [Diagnostic]) {
    var w = JSONWriter(
      pretty: pretty, capacity: 64 + drawing.pointCount * 160, chunkLimit: chunkLimit)
    w.openObject()
    w.key("type", first: true)
    w.bytes.append(contentsOf: "\"bezier\"".utf8)
    w.key("version")
    w.number(1)
    w.key("paths")
    w.openArray()
    var masks = 0
    var written = 0
    for stroke in drawing.strokes {
      // (Finite, as the control points are: huge coordinates are evaluated scaled.)
      let bezier = stroke.path.bezierRepresentation
      if stroke.mask != nil { masks += 1 }
      w.element(first: written == 0)
      written += 1
      w.openObject()
      encodeStrokeHeader(stroke, into: &w)
      w.key("d")
      let points = stroke.path.controlPoints
      // A one-point stroke (a dot) is a lone move-to, which draws nothing and reads back as no
      // stroke: a zero-length segment after it reads back as the dot (as in the SVG export).
      w.plainString(points.count == 1 ? pathDataBytes(bezier) + Array("h0".utf8) : pathDataBytes(bezier))
      // Segment k runs from control point k to k + 1; its values are those at its start.
      let starts = points.count > 1 ? Array(points.dropLast()) : points
      func perSegment(_ name: StaticString, _ value: (StrokePoint) -> Double) {
        w.key(name)
        if points.count > 1 {
          w.numbers(starts.map(value))
        } else if let p = points.first {
          w.number(value(p))
        } else {
          w.numbers([])
        }
      }
      perSegment("width") { Double($0.size.width) }
      perSegment("opacity") { Double($0.opacity) }
      perSegment("force") { Double($0.force) }
      perSegment("time") { $0.timeOffset }
      w.closeObject()
      w.endChunkIfFull()
    }
    w.closeArray(empty: written == 0)
    w.closeObject()
    if pretty { w.bytes.append(UInt8(ascii: "\n")) }
    var diagnostics: [Diagnostic] = []
    var message =
      "the Bézier document is lossy: it keeps each stroke's curve and per-segment width, opacity, "
      + "force and time, but not control points, stroke ids, point heights, angles, secondary "
      + "scale or threshold"
    if masks > 0 { message += "; \(masks) stroke mask(s) dropped" }
    diagnostics.insert(Diagnostic(.warning, message), at: 0)
    return (w.finish(), diagnostics)
  }
}
