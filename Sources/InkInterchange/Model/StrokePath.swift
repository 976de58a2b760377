import Foundation

/// A stroke's path: a uniform cubic B-spline through ``StrokePoint`` control points, with natural
/// (phantom) end points, as PencilKit's `PKStrokePath`.
///
/// The curve contract (`docs/stroke-path.md`): `n` control points make `n − 1` spans over the
/// parametric range `0...(n − 1)`; the curve starts exactly at the first control point, ends exactly
/// at the last, and has zero second derivative at both ends. One point is a dot; two points are a
/// straight segment.
///
/// A stroke path's control points never hold a non-finite value.
/// ``init(controlPoints:creationDate:)`` (PencilKit's initializer, which cannot throw) stops the
/// program with a message when handed one; code that handles untrusted data uses
/// ``init(validating:creationDate:)``, which throws. Neither checks the creation date (a date made
/// from NaN or infinity is kept as is); ``Stroke/validate()`` does.
public struct StrokePath: Sendable, Hashable, RandomAccessCollection {
  public typealias Element = StrokePoint
  public typealias Index = Int
  public typealias Indices = Range<Int>

  /// The time the stroke path was created; point time offsets count from here.
  public var creationDate: Date

  @usableFromInline
  internal var storage: [StrokePoint]

  /// Creates an empty stroke path created now.
  public init() {
    self.storage = []
    self.creationDate = Date()
  }

  /// Creates a stroke path from control points (PencilKit's initializer).
  ///
  /// - Parameters:
  ///   - controlPoints: The B-spline's control points, in order.
  ///   - creationDate: The time the stroke was created.
  /// - Precondition: Every value of every point is finite. Use ``init(validating:creationDate:)``
  ///   for input that has not been checked.
  public init(controlPoints: [StrokePoint], creationDate: Date) {
    if let index = controlPoints.firstIndex(where: { !$0.isFinite }) {
      preconditionFailure(
        "StrokePath: control point \(index) has a non-finite "
          + (controlPoints[index].firstNonFiniteProperty ?? "value"))
    }
    self.storage = controlPoints
    self.creationDate = creationDate
  }

  /// Creates a stroke path from control points, rejecting non-finite values.
  ///
  /// - Parameters:
  ///   - controlPoints: The B-spline's control points, in order.
  ///   - creationDate: The time the stroke was created.
  /// - Throws: ``StrokeModelError/nonFiniteControlPoint(index:property:)`` naming the first bad
  ///   point and property.
  public init(validating controlPoints: [StrokePoint], creationDate: Date) throws(StrokeModelError) {
    if let index = controlPoints.firstIndex(where: { !$0.isFinite }) {
      throw .nonFiniteControlPoint(
        index: index, property: controlPoints[index].firstNonFiniteProperty ?? "value")
    }
    self.storage = controlPoints
    self.creationDate = creationDate
  }

  /// Creates a stroke path without checking the points; callers guarantee they are finite.
  @usableFromInline
  internal init(unchecked controlPoints: [StrokePoint], creationDate: Date) {
    self.storage = controlPoints
    self.creationDate = creationDate
  }

  /// The control points, in order.
  @inlinable
  public var controlPoints: [StrokePoint] { storage }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { storage.count }
  @inlinable public var count: Int { storage.count }

  @inlinable
  public subscript(position: Int) -> StrokePoint { storage[position] }

  /// Calls `body` with the control points as contiguous memory.
  @inlinable
  public func withUnsafeBufferPointer<R>(
    _ body: (UnsafeBufferPointer<StrokePoint>) throws -> R
  ) rethrows -> R {
    try storage.withUnsafeBufferPointer(body)
  }

  /// `true` when the two paths are equal bit for bit (creation date and every point field).
  public func isBitwiseEqual(to other: StrokePath) -> Bool {
    guard
      creationDate.timeIntervalSinceReferenceDate.bitPattern
        == other.creationDate.timeIntervalSinceReferenceDate.bitPattern,
      storage.count == other.storage.count
    else { return false }
    for i in storage.indices where !storage[i].isBitwiseEqual(to: other.storage[i]) { return false }
    return true
  }
}
