import Foundation

/// A drawing: strokes in painting order (PencilKit's `PKDrawing`).
public struct Drawing: Sendable, Hashable {
  /// The strokes, first painted first.
  public var strokes: [Stroke]

  /// Creates a drawing.
  ///
  /// - Parameter strokes: The strokes. Default none.
  public init(strokes: [Stroke] = []) {
    self.strokes = strokes
  }

  /// The union of the strokes' ``Stroke/renderBounds``; `CGRect.null` for an empty drawing.
  public var bounds: CGRect {
    strokes.reduce(CGRect.null) { $0.union($1.renderBounds) }
  }

  /// The total number of control points over all strokes.
  public var pointCount: Int { strokes.reduce(0) { $0 + $1.path.count } }

  /// Appends a stroke.
  public mutating func append(_ stroke: Stroke) { strokes.append(stroke) }

  /// Appends every stroke of another drawing.
  public mutating func append(_ other: Drawing) { strokes.append(contentsOf: other.strokes) }

  /// A drawing with the strokes of both, `self`'s first.
  public func appending(_ other: Drawing) -> Drawing {
    var copy = self
    copy.append(other)
    return copy
  }

  /// Applies `transform` after every stroke's own transform.
  public mutating func transform(using transform: AffineTransform2D) {
    for i in strokes.indices {
      strokes[i].transform = strokes[i].transform.concatenating(transform)
    }
  }

  /// The drawing with `transform` applied after every stroke's own transform.
  public func transformed(using transform: AffineTransform2D) -> Drawing {
    var copy = self
    copy.transform(using: transform)
    return copy
  }

  /// Checks every stroke for non-finite values.
  ///
  /// - Throws: ``DrawingValidationError`` with the stroke index and the problem.
  public func validate() throws(DrawingValidationError) {
    for (i, s) in strokes.enumerated() {
      do { try s.validate() } catch { throw DrawingValidationError(strokeIndex: i, error: error) }
    }
  }

  /// `true` when the two drawings are equal bit for bit.
  public func isBitwiseEqual(to other: Drawing) -> Bool {
    strokes.count == other.strokes.count
      && zip(strokes, other.strokes).allSatisfy { $0.isBitwiseEqual(to: $1) }
  }
}

/// A stroke of a drawing holds a value the model does not accept.
public struct DrawingValidationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The index of the stroke.
  public var strokeIndex: Int
  /// What is wrong with it.
  public var error: StrokeModelError

  public var description: String { "stroke \(strokeIndex): \(error)" }
}
