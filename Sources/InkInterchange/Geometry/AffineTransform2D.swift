import Foundation

/// A 2-D affine transform with the fields of Core Graphics' `CGAffineTransform`.
///
/// It maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`. On platforms without Core Graphics the
/// name `CGAffineTransform` refers to this type, so PencilKit code compiles unchanged.
public struct AffineTransform2D: Sendable, Hashable, CustomStringConvertible {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  /// Creates a transform from its six coefficients.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale about the origin.
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation about the origin by `angle` radians (counter-clockwise in a y-up space).
  public init(rotationAngle angle: Double) {
    let cs = cos(angle)
    let sn = sin(angle)
    self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
  }

  /// `true` for the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// `true` when every coefficient is finite.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The determinant `a·d − b·c`.
  public var determinant: Double { a * d - b * c }

  /// The transform that applies `self` first, then `other` (Core Graphics' order).
  @inlinable
  public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
    AffineTransform2D(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The inverse transform, or `nil` when the transform is singular.
  public func inverted() -> AffineTransform2D? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return AffineTransform2D(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  /// Applies the transform to a point.
  @inlinable
  public func apply(_ p: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
  }

  /// Applies the transform to a point.
  @inlinable
  public func apply(_ p: CGPoint) -> CGPoint {
    CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// Applies the linear part (no translation) to a vector.
  @inlinable
  public func applyLinear(_ v: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2(a * v.x + c * v.y, b * v.x + d * v.y)
  }

  /// The geometric mean of the scale factors, `sqrt(|det|)`: how much a length grows on average.
  public var meanScale: Double { abs(determinant).squareRoot() }

  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

#if !canImport(CoreGraphics)
  /// Core Graphics' name for ``AffineTransform2D``, on platforms without Core Graphics.
  public typealias CGAffineTransform = AffineTransform2D
#endif
