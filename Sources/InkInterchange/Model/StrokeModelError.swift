import Foundation

/// An error raised when a value cannot enter the stroke model.
///
/// Equality compares a tolerance by its bits, so an error is equal to itself even when it
/// carries the NaN it refuses (`invalidTolerance(.nan) == invalidTolerance(.nan)`).
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

  /// The case with its tolerance as bits: what equality and hashing compare.
  private var key: Key {
    switch self {
    case .nonFiniteControlPoint(let index, let property): .nonFiniteControlPoint(index, property)
    case .nonFiniteValue(let field): .nonFiniteValue(field)
    case .nonFiniteBezierCoordinate(let elementIndex): .nonFiniteBezierCoordinate(elementIndex)
    case .pointProviderReturnedNonFinite(let index, let property):
      .pointProviderReturnedNonFinite(index, property)
    case .invalidTolerance(let value): .invalidTolerance(value.bitPattern)
    case .tooManyControlPoints(let limit): .tooManyControlPoints(limit)
    }
  }

  /// The cases' values, with the tolerance as its bit pattern.
  private enum Key: Hashable {
    case nonFiniteControlPoint(Int, String)
    case nonFiniteValue(String)
    case nonFiniteBezierCoordinate(Int)
    case pointProviderReturnedNonFinite(Int, String)
    case invalidTolerance(UInt64)
    case tooManyControlPoints(Int)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }

  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

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
