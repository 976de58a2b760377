import Foundation
import InkInterchange

/// Writes a drawing as one line of Quick, Draw! ndjson.
///
/// - Each stroke becomes `[[x…], [y…], [t…]]` (``QuickDrawEncodingOptions/Form/raw``, the
///   default) or `[[x…], [y…]]` (``QuickDrawEncodingOptions/Form/simplified``): its control
///   points' locations, one sample per control point, so that Quick, Draw! → drawing → Quick,
///   Draw! gives back the same numbers.
/// - t is in milliseconds from the earliest stroke's creation date (which is written as
///   `timestamp`): `(creationDate − earliest + timeOffset) × 1000`, written so that reading it
///   back (`t / 1000`) gives the time offset bit for bit, as a whole number whenever that is
///   exact (pen times in whole milliseconds stay whole).
/// - Numbers are written in the shortest form that reads back to the same double; whole numbers
///   without a decimal point.
/// - A stroke's transform is applied to its points (Quick, Draw! has none), with a warning.
///   Properties the format cannot carry (size, opacity, force, angles, ink, masks) are dropped,
///   with one warning that lists them when they differ from the default pen.
/// - `word`, `countrycode`, `recognized` and `key_id` come from ``QuickDrawEncodingOptions``.
public struct QuickDrawEncoder: Sendable {
  /// The options.
  public var options: QuickDrawEncodingOptions

  /// Creates an encoder.
  ///
  /// - Parameter options: The options. Default `QuickDrawEncodingOptions()`.
  public init(options: QuickDrawEncodingOptions = QuickDrawEncodingOptions()) {
    self.options = options
  }

  /// Writes a drawing.
  ///
  /// - Parameter drawing: The drawing.
  /// - Returns: One line of ndjson (ending with a newline) and the warnings.
  /// - Throws: ``QuickDrawEncodingError/nonFiniteValue(strokeIndex:pointIndex:field:)`` when a
  ///   transform makes a position overflow.
  public func encode(_ drawing: Drawing) throws(QuickDrawEncodingError) -> ExportResult {
    var diagnostics: [Diagnostic] = []
    let base = drawing.strokes.map(\.path.creationDate).min() ?? Date(timeIntervalSinceReferenceDate: 0)
    var out: [UInt8] = []
    out.reserveCapacity(64 + drawing.pointCount * (options.form == .raw ? 24 : 16))
    out.append(contentsOf: Array(#"{"word":"#.utf8))
    Self.appendString(options.word, to: &out)
    out.append(contentsOf: Array(#","countrycode":"#.utf8))
    Self.appendString(options.countryCode, to: &out)
    out.append(contentsOf: Array(#","timestamp":"#.utf8))
    if let text = QuickDrawTimestamp.text(base) {
      Self.appendString(text, to: &out)
    } else {
      Self.appendString(QuickDrawTimestamp.text(Date(timeIntervalSince1970: 0))!, to: &out)
      diagnostics.append(
        Diagnostic(
          .warning, "the creation date is outside the years 1–9999; wrote 1970-01-01 as the timestamp"))
    }
    out.append(contentsOf: Array(#","recognized":"#.utf8))
    out.append(contentsOf: Array((options.recognized ? "true" : "false").utf8))
    out.append(contentsOf: Array(#","key_id":"#.utf8))
    Self.appendString(options.keyID, to: &out)
    out.append(contentsOf: Array(#","drawing":["#.utf8))

    var dropped = Set<String>()
    var transformed = false
    var timesDropped = false
    for (i, stroke) in drawing.strokes.enumerated() {
      if i > 0 { out.append(UInt8(ascii: ",")) }
      if stroke.ink.inkType != .pen || stroke.ink.color != .black { dropped.insert("ink") }
      if stroke.mask != nil { dropped.insert("mask") }
      let transform = stroke.transform
      if !transform.isIdentity { transformed = true }
      let offset = stroke.path.creationDate.timeIntervalSince(base)
      let points =
        options.curve == .polyline
        ? Self.collapsingTriples(stroke.path.controlPoints) : stroke.path.controlPoints
      out.append(contentsOf: [UInt8(ascii: "["), UInt8(ascii: "[")])
      for (j, p) in points.enumerated() {
        if j > 0 { out.append(UInt8(ascii: ",")) }
        let x = transform.isIdentity ? p.location.x : transform.apply(p.position).x
        guard x.isFinite else { throw .nonFiniteValue(strokeIndex: i, pointIndex: j, field: "x") }
        Self.appendNumber(x, to: &out)
      }
      out.append(contentsOf: Array("],[".utf8))
      for (j, p) in points.enumerated() {
        if j > 0 { out.append(UInt8(ascii: ",")) }
        let y = transform.isIdentity ? p.location.y : transform.apply(p.position).y
        guard y.isFinite else { throw .nonFiniteValue(strokeIndex: i, pointIndex: j, field: "y") }
        Self.appendNumber(y, to: &out)
      }
      if options.form == .raw {
        out.append(contentsOf: Array("],[".utf8))
        for (j, p) in points.enumerated() {
          if j > 0 { out.append(UInt8(ascii: ",")) }
          let seconds = offset == 0 ? p.timeOffset : offset + p.timeOffset
          let ms = Milliseconds.milliseconds(seconds)
          guard ms.isFinite else { throw .nonFiniteValue(strokeIndex: i, pointIndex: j, field: "t") }
          Self.appendNumber(ms, to: &out)
        }
      } else if offset != 0 || points.contains(where: { $0.timeOffset != 0 }) {
        timesDropped = true
      }
      out.append(contentsOf: [UInt8(ascii: "]"), UInt8(ascii: "]")])
      for p in points { Self.noteDropped(p, into: &dropped) }
    }
    out.append(contentsOf: Array("]}\n".utf8))
    if transformed {
      diagnostics.append(
        Diagnostic(
          .warning, "stroke transforms were applied to the positions (Quick, Draw! has no transforms)"))
    }
    if timesDropped {
      diagnostics.append(Diagnostic(.warning, "times dropped (form=simplified writes positions only)"))
    }
    if !dropped.isEmpty {
      diagnostics.append(
        Diagnostic(
          .warning,
          "Quick, Draw! keeps positions and times only; dropped: "
            + dropped.sorted().joined(separator: ", ")))
    }
    return ExportResult(bytes: out, diagnostics: diagnostics)
  }

  /// The points with every run of three bitwise-equal interior points written once (the inverse
  /// of the importer's `curve=polyline`); the first and last points are kept as they are.
  static func collapsingTriples(_ points: [StrokePoint]) -> [StrokePoint] {
    guard points.count > 2 else { return points }
    var out: [StrokePoint] = [points[0]]
    var i = 1
    let last = points.count - 1
    while i < last {
      if i + 2 < last, points[i].isBitwiseEqual(to: points[i + 1]),
        points[i].isBitwiseEqual(to: points[i + 2])
      {
        out.append(points[i])
        i += 3
      } else {
        out.append(points[i])
        i += 1
      }
    }
    out.append(points[last])
    return out
  }

  /// Records the properties of `p` that differ from the default pen.
  private static func noteDropped(_ p: StrokePoint, into dropped: inout Set<String>) {
    if p.size.width != 3 || p.size.height != 3 { dropped.insert("size") }
    if p.opacity != 1 { dropped.insert("opacity") }
    if p.force != 1 { dropped.insert("force") }
    if p.azimuth != 0 || p.altitude != .pi / 4 { dropped.insert("azimuth and altitude") }
    if p.secondaryScale != 1 || p.threshold != 0 { dropped.insert("secondaryScale and threshold") }
  }

  /// Appends a number in the shortest form that reads back to the same double.
  static func appendNumber(_ v: Double, to out: inout [UInt8]) {
    if v == 0 {
      out.append(contentsOf: v.sign == .minus ? [UInt8(ascii: "-"), UInt8(ascii: "0")] : [UInt8(ascii: "0")])
      return
    }
    if v == v.rounded(), abs(v) < 1e15 {
      var n = Int64(v)
      if n < 0 {
        out.append(UInt8(ascii: "-"))
        n = -n
      }
      var digits:
        (
          UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
          UInt8, UInt8
        ) =
          (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      var count = 0
      withUnsafeMutableBytes(of: &digits) { buffer in
        repeat {
          buffer[count] = UInt8(ascii: "0") + UInt8(n % 10)
          n /= 10
          count += 1
        } while n > 0
        for k in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[k]) }
      }
      return
    }
    out.append(contentsOf: v.description.utf8)
  }

  /// Appends a JSON string with the characters JSON requires escaped.
  static func appendString(_ s: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for b in s.utf8 {
      switch b {
      case UInt8(ascii: "\""): out.append(contentsOf: Array(#"\""#.utf8))
      case UInt8(ascii: "\\"): out.append(contentsOf: Array(#"\\"#.utf8))
      case 0x0A: out.append(contentsOf: Array(#"\n"#.utf8))
      case 0x0D: out.append(contentsOf: Array(#"\r"#.utf8))
      case 0x09: out.append(contentsOf: Array(#"\t"#.utf8))
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: Array(#"\u00"#.utf8) + [hex[Int(b >> 4)], hex[Int(b & 15)]])
      default: out.append(b)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
