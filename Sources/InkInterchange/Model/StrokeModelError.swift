import Foundation

/// An error raised when a value cannot enter the stroke model.
public enum StrokeModelError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A control point holds NaN or infinity in `property`.
  case nonFiniteControlPoint(index: Int, property: String)
  /// A transform, colour or other stroke-level value is NaN or infinite.
  case nonFiniteValue(field: String)
  /// A Bézier path holds a NaN or infinite coordinate in element `elementIndex`.
  case nonFiniteBezierCoordinate(elementIndex: Int)
  /// A point provider returned a point with a non-finite property.
  case pointProviderReturnedNonFinite(index: Int, property: String)
  /// A tolerance was not a finite positive number.
  case invalidTolerance(Double)
  /// A conversion would make more than `limit` control points (the caller's budget; the
  /// conversion stops as soon as its count is known to pass it).
  case tooManyControlPoints(limit: Int)

  public var description: String {
    switch self {
    case .nonFiniteControlPoint(let index, let property):
      "control point \(index) has a non-finite \(property)"
    case .nonFiniteValue(let field):
      "\(field) is not a finite number"
    case .nonFiniteBezierCoordinate(let elementIndex):
      "Bézier path element \(elementIndex) has a non-finite coordinate"
    case .pointProviderReturnedNonFinite(let index, let property):
      "the point provider returned a non-finite \(property) for control point \(index)"
    case .invalidTolerance(let value):
      "tolerance \(value) is not a finite positive number"
    case .tooManyControlPoints(let limit):
      "the conversion makes more than \(limit) control points"
    }
  }
}
