import Foundation

/// A policy that turns each ``ConvertedBezierPoint`` derived from a Bézier path into a
/// ``StrokePoint``: a value you can pass, store and combine (built-in policies are static members).
///
/// PencilKit takes a closure for this; so do the initializers here, and a closure converts to a
/// provider with ``init(_:)``.
public struct PointProvider: Sendable {
  /// The policy's function.
  public var makePoint: @Sendable (ConvertedBezierPoint) -> StrokePoint

  /// Creates a provider from a function.
  public init(_ makePoint: @escaping @Sendable (ConvertedBezierPoint) -> StrokePoint) {
    self.makePoint = makePoint
  }

  /// Applies the policy to one converted point.
  @inlinable
  public func callAsFunction(_ point: ConvertedBezierPoint) -> StrokePoint { makePoint(point) }
}
