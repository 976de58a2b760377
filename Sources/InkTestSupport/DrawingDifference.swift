import Foundation
import InkInterchange

/// The first place where two drawings differ, with a path such as
/// `strokes[2].points[17].timeOffset`.
public struct DrawingDifference: Sendable, Hashable, CustomStringConvertible {
  /// The stroke, when the difference is inside one.
  public var strokeIndex: Int?
  /// The point, when the difference is inside one.
  public var pointIndex: Int?
  /// The field (`strokeCount`, `pointCount`, a point field, or a stroke field).
  public var field: String
  /// The expected value, as text (numbers with their bit pattern).
  public var expected: String
  /// The actual value, as text.
  public var actual: String

  /// Creates a difference.
  ///
  /// - Parameters:
  ///   - strokeIndex: The stroke, or `nil`.
  ///   - pointIndex: The point, or `nil`.
  ///   - field: The field.
  ///   - expected: The expected value, as text.
  ///   - actual: The actual value, as text.
  public init(strokeIndex: Int?, pointIndex: Int?, field: String, expected: String, actual: String) {
    self.strokeIndex = strokeIndex
    self.pointIndex = pointIndex
    self.field = field
    self.expected = expected
    self.actual = actual
  }

  /// Where the difference is, e.g. `strokes[2].points[17].timeOffset`.
  public var path: String {
    var p = ""
    if let strokeIndex { p += "strokes[\(strokeIndex)]." }
    if let pointIndex { p += "points[\(pointIndex)]." }
    return p + field
  }

  /// `PATH: expected E, got A`.
  public var description: String { "\(path): expected \(expected), got \(actual)" }

  /// The first difference between two drawings, in stroke order then point order, or `nil` when
  /// they match.
  ///
  /// - Parameters:
  ///   - expected: The drawing that went in.
  ///   - actual: The drawing that came back.
  ///   - comparison: The fields compared and the tolerance. Default ``DrawingComparison/bitExact``.
  /// - Returns: The first difference, or `nil`.
  public static func first(
    between expected: Drawing, and actual: Drawing, comparing comparison: DrawingComparison = .bitExact
  ) -> DrawingDifference? {
    guard expected.strokes.count == actual.strokes.count else {
      return DrawingDifference(
        strokeIndex: nil, pointIndex: nil, field: "strokeCount", expected: "\(expected.strokes.count)",
        actual: "\(actual.strokes.count)")
    }
    for (i, (s, t)) in zip(expected.strokes, actual.strokes).enumerated() {
      if let d = strokeDifference(s, t, comparison) {
        return DrawingDifference(
          strokeIndex: i, pointIndex: nil, field: d.field, expected: d.expected, actual: d.actual)
      }
      guard s.path.count == t.path.count else {
        return DrawingDifference(
          strokeIndex: i, pointIndex: nil, field: "pointCount", expected: "\(s.path.count)",
          actual: "\(t.path.count)")
      }
      for j in 0..<s.path.count {
        if let d = pointDifference(s.path[j], t.path[j], comparison) {
          return DrawingDifference(
            strokeIndex: i, pointIndex: j, field: d.field, expected: d.expected, actual: d.actual)
        }
      }
    }
    return nil
  }

  private typealias Found = (field: String, expected: String, actual: String)

  private static func text(_ v: Double) -> String {
    "\(v) (0x\(String(v.bitPattern, radix: 16)))"
  }

  private static func numbers(
    _ field: String, _ a: [Double], _ b: [Double], _ comparison: DrawingComparison
  ) -> Found? {
    guard a.count == b.count else { return (field, "\(a.count) values", "\(b.count) values") }
    for k in a.indices where !comparison.matches(a[k], b[k]) {
      if a.count == 1 { return (field, text(a[k]), text(b[k])) }
      return (field, a.map(text).joined(separator: ", "), b.map(text).joined(separator: ", "))
    }
    return nil
  }

  private static func pointDifference(
    _ p: StrokePoint, _ q: StrokePoint, _ c: DrawingComparison
  ) -> Found? {
    for field in DrawingComparison.PointField.allCases where c.pointFields.contains(field) {
      let a: [Double]
      let b: [Double]
      switch field {
      case .location: (a, b) = ([p.location.x, p.location.y], [q.location.x, q.location.y])
      case .timeOffset: (a, b) = ([p.timeOffset], [q.timeOffset])
      case .size: (a, b) = ([p.size.width, p.size.height], [q.size.width, q.size.height])
      case .opacity: (a, b) = ([p.opacity], [q.opacity])
      case .force: (a, b) = ([p.force], [q.force])
      case .azimuth: (a, b) = ([p.azimuth], [q.azimuth])
      case .altitude: (a, b) = ([p.altitude], [q.altitude])
      case .secondaryScale: (a, b) = ([p.secondaryScale], [q.secondaryScale])
      case .threshold: (a, b) = ([p.threshold], [q.threshold])
      }
      if let d = numbers(field.rawValue, a, b, c) { return d }
    }
    return nil
  }

  private static func strokeDifference(_ s: Stroke, _ t: Stroke, _ c: DrawingComparison) -> Found? {
    func color(_ k: InkColor) -> [Double] { [k.red, k.green, k.blue, k.alpha] }
    func matrix(_ m: AffineTransform2D) -> [Double] { [m.a, m.b, m.c, m.d, m.tx, m.ty] }
    for field in DrawingComparison.StrokeField.allCases where c.strokeFields.contains(field) {
      switch field {
      case .inkType:
        // By Unicode scalars: `==` on strings is canonical equivalence, under which `é` and
        // `e` + U+0301 are equal although the identifier changed.
        let a = s.ink.inkType.rawValue
        let b = t.ink.inkType.rawValue
        if !a.unicodeScalars.elementsEqual(b.unicodeScalars) {
          // Canonically equal spellings look alike: show their scalars too.
          func text(_ v: String) -> String {
            guard a == b else { return "\"\(v)\"" }
            let scalars = v.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            return "\"\(v)\" (\(scalars.joined(separator: " ")))"
          }
          return ("ink.inkType", text(a), text(b))
        }
      case .color:
        if let d = numbers("ink.color", color(s.ink.color), color(t.ink.color), c) { return d }
      case .transform:
        if let d = numbers("transform", matrix(s.transform), matrix(t.transform), c) { return d }
      case .mask:
        switch (s.mask, t.mask) {
        case (nil, nil): break
        case (nil, .some): return ("mask", "none", "a mask")
        case (.some, nil): return ("mask", "a mask", "none")
        case (.some(let m), .some(let n)):
          if m.verbs != n.verbs { return ("mask.verbs", "\(m.verbs)", "\(n.verbs)") }
          let a = m.points.flatMap { [$0.x, $0.y] }
          let b = n.points.flatMap { [$0.x, $0.y] }
          if let d = numbers("mask.points", a, b, c) { return d }
        }
      case .randomSeed:
        if s.randomSeed != t.randomSeed { return ("randomSeed", "\(s.randomSeed)", "\(t.randomSeed)") }
      case .id:
        if s.id != t.id { return ("id", s.id.uuidString, t.id.uuidString) }
      case .creationDate:
        let a = s.path.creationDate.timeIntervalSinceReferenceDate
        let b = t.path.creationDate.timeIntervalSinceReferenceDate
        if let d = numbers("creationDate", [a], [b], c) { return d }
      }
    }
    return nil
  }
}
