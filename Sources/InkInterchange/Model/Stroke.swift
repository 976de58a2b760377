import Foundation

/// One stroke of a drawing: an ink, a path, and how the path is placed (PencilKit's `PKStroke`).
public struct Stroke: Sendable, Hashable, Identifiable {
  /// The ink the stroke is drawn with.
  public var ink: Ink
  /// The stroke's path, in the stroke's own coordinate space.
  public var path: StrokePath
  /// The transform from the stroke's space to the drawing's. Default identity.
  public var transform: AffineTransform2D
  /// A mask that limits where the stroke draws, in the stroke's space; `nil` for none.
  ///
  /// Kept with an explicit start (``BezierPath/withExplicitStart``): a mask that begins with a
  /// drawing element or a close is stored with a move to the origin before it, which is where
  /// such a path starts anyway. Path data (JSON's `mask`) must start with a move, and the `.ink`
  /// and SVG readers give masks back in this form, so a stroke holds its mask the way every
  /// format gives it back, and round-trips exactly.
  public var mask: BezierPath? {
    get { storedMask }
    set { storedMask = newValue?.withExplicitStart }
  }
  /// The mask, with an explicit start.
  private var storedMask: BezierPath?
  /// The seed for the ink's random texture, so the stroke renders the same each time.
  public var randomSeed: UInt32
  /// A stable identifier, kept through every lossless format.
  public var id: UUID

  /// Creates a stroke.
  ///
  /// - Parameters:
  ///   - ink: The ink.
  ///   - path: The path.
  ///   - transform: The stroke's transform. Default identity.
  ///   - mask: An optional mask, kept with an explicit start (see ``mask``). Default `nil`.
  ///   - randomSeed: The texture seed. Default 0.
  ///   - id: The stable identifier. Default a new random (version 4) UUID.
  public init(
    ink: Ink, path: StrokePath, transform: AffineTransform2D = .identity, mask: BezierPath? = nil,
    randomSeed: UInt32 = 0, id: UUID = .randomVersion4()
  ) {
    self.ink = ink
    self.path = path
    self.transform = transform
    self.storedMask = mask?.withExplicitStart
    self.randomSeed = randomSeed
    self.id = id
  }

  /// Creates a stroke with PencilKit's labels.
  public init(
    ink: Ink, strokePath: StrokePath, transform: AffineTransform2D = .identity,
    mask: BezierPath? = nil, randomSeed: UInt32 = 0
  ) {
    self.init(ink: ink, path: strokePath, transform: transform, mask: mask, randomSeed: randomSeed)
  }

  /// Checks that the stroke holds no non-finite value (points, creation date, transform, colour,
  /// mask).
  ///
  /// - Throws: ``StrokeModelError`` naming the first bad value.
  public func validate() throws(StrokeModelError) {
    if let i = path.firstIndex(where: { !$0.isFinite }) {
      throw .nonFiniteControlPoint(index: i, property: path[i].firstNonFiniteProperty ?? "value")
    }
    guard path.creationDate.timeIntervalSinceReferenceDate.isFinite else {
      throw .nonFiniteValue(field: "path.creationDate")
    }
    guard transform.isFinite else { throw .nonFiniteValue(field: "transform") }
    guard ink.color.isFinite else { throw .nonFiniteValue(field: "ink.color") }
    try mask?.validate()
  }

  /// The bounds of the stroke's curve in the drawing's space, widened by the transform's image of
  /// a disc whose diameter is the largest point size: the area the stroke may paint.
  /// `CGRect.null` when empty.
  ///
  /// The disc maps to an ellipse, whose half extents are `r·√(a² + c²)` across and `r·√(b² + d²)`
  /// down (`r` half the size, `a…d` the transform's linear part), so a stroke under a non-uniform
  /// scale or a shear is widened by what it paints along each axis.
  public var renderBounds: CGRect {
    guard !path.isEmpty else { return .null }
    let curve = path.bezierRepresentation.applying(transform).bounds
    guard !curve.isNull else { return .null }
    var maxSize = 0.0
    for p in path { maxSize = max(maxSize, Double(p.size.width), Double(p.size.height)) }
    let r = maxSize / 2
    let t = transform
    let padX = r * (t.a * t.a + t.c * t.c).squareRoot()
    let padY = r * (t.b * t.b + t.d * t.d).squareRoot()
    return curve.insetBy(dx: -padX, dy: -padY)
  }

  /// `true` when the two strokes are equal bit for bit (every double compared by its bits, the
  /// ink type by its Unicode scalars: `==` on strings is canonical equivalence, under which `é`
  /// and `e` + U+0301 are equal).
  public func isBitwiseEqual(to other: Stroke) -> Bool {
    func bits(_ t: AffineTransform2D) -> [UInt64] {
      [t.a, t.b, t.c, t.d, t.tx, t.ty].map(\.bitPattern)
    }
    func bits(_ c: InkColor) -> [UInt64] { [c.red, c.green, c.blue, c.alpha].map(\.bitPattern) }
    func bits(_ m: BezierPath?) -> [UInt64]? {
      m.map { $0.points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] } }
    }
    return ink.inkType.rawValue.unicodeScalars.elementsEqual(other.ink.inkType.rawValue.unicodeScalars)
      && bits(ink.color) == bits(other.ink.color)
      && bits(transform) == bits(other.transform) && randomSeed == other.randomSeed
      && id == other.id && mask?.verbs == other.mask?.verbs && bits(mask) == bits(other.mask)
      && path.isBitwiseEqual(to: other.path)
  }
}

extension UUID {
  /// A random version-4 UUID drawn from the system's random number generator.
  ///
  /// Unlike `UUID()` on Linux, this opens no file, so importers that make many strokes stay fast.
  public static func randomVersion4() -> UUID {
    var rng = SystemRandomNumberGenerator()
    let hi = rng.next() as UInt64
    let lo = rng.next() as UInt64
    var b: [UInt8] = (0..<8).map { UInt8(truncatingIfNeeded: hi >> (8 * $0)) }
    b += (0..<8).map { UInt8(truncatingIfNeeded: lo >> (8 * $0)) }
    b[6] = (b[6] & 0x0F) | 0x40  // version 4
    b[8] = (b[8] & 0x3F) | 0x80  // RFC 4122 variant
    return UUID(
      uuid: (
        b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]
      ))
  }
}
