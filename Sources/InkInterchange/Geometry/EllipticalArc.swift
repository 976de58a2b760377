import Foundation

#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
  import _Builtin_intrinsics.intel
#endif

/// An SVG elliptical arc in endpoint form (the arguments of the path-data `A` command), and its
/// conversion to cubic Béziers.
///
/// The conversion follows SVG 2 implementation notes (appendix F.6 of SVG 1.1): identical end
/// points draw nothing, a zero radius draws a straight line, negative radii are used as their
/// absolute values, and radii too small to reach the end point are scaled up uniformly until the
/// ellipse just fits. That holds for radii of any size beside the chord, down to the least
/// subnormal and up to the largest double (as long as the ellipse itself is finite): the ellipse
/// is found without squaring the ratio of chord to radii where that would overflow or underflow.
///
/// **Accuracy.** The arc is split into the fewest equal pieces of at most 45° (of the ellipse's
/// parameter angle), each drawn by the standard cubic with handle length `4/3·tan(θ/4)`. On the
/// unit circle a piece of angle θ is off radially by at most 4.25·10⁻⁶ for θ = 45° (the error
/// grows with θ⁶: 3.7·10⁻⁷ for 30°, 2.7·10⁻⁴ for 90°); the ellipse is an affine image of
/// the circle, so every point of the cubics is within **4.3·10⁻⁶ · max(rx, ry)** of the true
/// ellipse (after radius scaling). Measured against the arc's own size the bound is tighter
/// still: the error of a piece shrinks with the sixth power of its angle but its extent only with
/// the first or second, so it is at most 6·10⁻⁵ of the extent of the arc (of any piece, even on a
/// very flat ellipse; the extent is the largest distance between two of its points: an axis-aligned
/// box of a rotated piece can be up to √2 smaller) — more than ten times below a conversion
/// tolerance of 10⁻³ of the extent, and below the default conversion tolerance of 0.05 units for
/// radii up to 10 000 units. Rounding stays below that too when the radii are huge beside the
/// chord: the cubics' handles are taken from the end points, not from the far-away centre. The
/// first cubic starts exactly at ``start`` and the last ends exactly at ``end``.
public struct EllipticalArc: Sendable, Hashable {
  /// The start point (the current point before the arc).
  public var start: SIMD2<Double>
  /// The end point.
  public var end: SIMD2<Double>
  /// The radii as written (signs are ignored).
  public var radii: SIMD2<Double>
  /// The rotation of the ellipse's x axis, in degrees.
  public var xAxisRotation: Double
  /// Whether the arc spans more than 180°.
  public var largeArc: Bool
  /// Whether the arc runs in the positive-angle direction (clockwise on screen in SVG's y-down
  /// coordinates).
  public var sweep: Bool

  /// The largest parameter angle one cubic covers (45°).
  static let maximumPieceAngle = Double.pi / 4

  /// The bound on the distance of the cubics from the ellipse, as a multiple of the larger
  /// radius (after radius correction) — see the type's accuracy note.
  public static let maximumErrorPerRadius = 4.3e-6

  /// Creates an arc.
  ///
  /// - Parameters:
  ///   - start: The start point.
  ///   - end: The end point.
  ///   - radii: The radii (signs ignored).
  ///   - xAxisRotation: The ellipse's rotation in degrees; default 0.
  ///   - largeArc: Whether the arc spans more than 180°; default `false`.
  ///   - sweep: Whether the arc runs in the positive-angle direction; default `false`.
  public init(
    start: SIMD2<Double>, end: SIMD2<Double>, radii: SIMD2<Double>, xAxisRotation: Double = 0,
    largeArc: Bool = false, sweep: Bool = false
  ) {
    self.start = start
    self.end = end
    self.radii = radii
    self.xAxisRotation = xAxisRotation
    self.largeArc = largeArc
    self.sweep = sweep
  }

  /// The ellipse the arc lies on, after radius correction: centre, radii, rotation in radians,
  /// start angle and signed sweep angle (parameter angles, radians). `nil` when the arc is drawn
  /// as nothing (equal end points) or as a straight line (a zero radius).
  public var centerParameterization:
    (center: SIMD2<Double>, radii: SIMD2<Double>, rotation: Double, startAngle: Double, sweepAngle: Double)?
  {
    guard let e = ellipse else { return nil }
    return (e.center, e.radii, e.rotation, atan2(e.startUnit.y, e.startUnit.x), e.sweepAngle)
  }

  /// The magnitude of the sweep angle, in `[0, 2π)`, given by its cosine and sine.
  private struct Turn {
    var cos: Double
    var sin: Double

    /// The half angle (in `[0, π)`), by the half-angle formulas in their stable forms.
    @inline(__always)
    var half: Turn {
      if cos >= 0 {
        // The angle is within 90° of 0 or of 360°: the half angle's cosine is far from 0.
        let c = ((1 + cos) * 0.5).squareRoot()
        let hc = sin >= 0 ? c : -c
        return Turn(cos: hc, sin: sin / (2 * hc))
      }
      let hs = ((1 - cos) * 0.5).squareRoot()
      return Turn(cos: sin / (2 * hs), sin: hs)
    }
  }

  /// The corrected ellipse; the start point's parameter as a unit vector (cos, sin).
  private struct Ellipse {
    var center: SIMD2<Double>
    var radii: SIMD2<Double>
    var rotation: Double
    var cosRotation: Double
    var sinRotation: Double
    var startUnit: SIMD2<Double>
    /// The sweep angle's magnitude, as cosine and sine.
    var turn: Turn
    /// Half of ``turn``.
    var halfTurn: Turn

    /// The signed sweep angle in radians.
    var sweepAngle: Double {
      var angle = atan2(turn.sin, turn.cos)
      if angle < 0 { angle += 2 * Double.pi }
      return sweep ? angle : -angle
    }
    var sweep: Bool
  }

  /// F.6.5 (endpoint to centre parameterisation) with F.6.6 (radius correction).
  @inline(__always)
  private var ellipse: Ellipse? {
    if start == end { return nil }
    var rx = radii.x.magnitude
    var ry = radii.y.magnitude
    if rx == 0 || ry == 0 { return nil }
    let degrees =
      xAxisRotation.magnitude < 360 ? xAxisRotation : xAxisRotation.truncatingRemainder(dividingBy: 360)
    let phi = degrees * (Double.pi / 180)
    let cosPhi = phi == 0 ? 1 : cos(phi)
    let sinPhi = phi == 0 ? 0 : sin(phi)
    let h = start * 0.5 - end * 0.5
    let x1 = cosPhi * h.x + sinPhi * h.y
    let y1 = -sinPhi * h.x + cosPhi * h.y
    // (a, b): the start point in the ellipse's unit space, relative to the chord's midpoint.
    // (Divisions and square roots that do not wait for each other go in pairs, one instruction
    // each: the same numbers, and half the work for the divider, which an arc keeps busy.)
    let ab = SIMD2(x1, y1) / SIMD2(rx, ry)
    var a = ab.x
    var b = ab.y
    var lambda = a * a + b * b
    // (√(1 − λ), √λ): the half turn's cosine and sine; √(λ(1 − λ)); c·b and c·a for the centre,
    // with c = √((1 − λ)/λ).
    var halfRoots: SIMD2<Double>
    var rootsY: Double
    var cb: Double
    var ca: Double
    if _fastPath(lambda >= 0x1p-900 && lambda <= 0x1p900)
      || !(rx.isFinite && ry.isFinite && x1.isFinite && y1.isFinite)
    {
      if lambda > 1 {
        // F.6.6: scale the radii up until the ellipse just reaches; the chord is then a diameter.
        let s = lambda.squareRoot()
        rx *= s
        ry *= s
        let inverse = 1 / s
        a *= inverse
        b *= inverse
        lambda = 1
      }
      if !(lambda > 0) { return nil }
      let complement = 1 - lambda
      halfRoots = squareRoots(SIMD2(complement, lambda))
      let roots = squareRoots(SIMD2(complement / lambda, lambda * complement))
      rootsY = roots.y
      cb = roots.x * b
      ca = roots.x * a
    } else {
      // Radii more than about 2^450 times smaller or larger than the chord: λ, or the c it
      // gives, is not finite (or, below 2^-1074, zero) though the ellipse is. (a, b) is taken
      // as 2^e·(p, q) with p and q of magnitude near 1, so that nothing overflows or underflows
      // but what is negligible.
      guard x1 != 0 || y1 != 0 else { return nil }
      func ratio(_ x: Double, _ r: Double) -> (exponent: Int, significand: Double) {
        x == 0 ? (Int.min, 0) : (Int(x.exponent) - Int(r.exponent), x.significand / r.significand)
      }
      let (ea, pa) = ratio(x1, rx)
      let (eb, pb) = ratio(y1, ry)
      let e = Swift.max(ea, eb)
      func scaled(_ significand: Double, _ exponent: Int, sign: FloatingPointSign) -> Double {
        significand == 0
          ? 0 : Double(sign: sign, exponent: Swift.max(exponent, -1100), significand: significand)
      }
      let p = scaled(pa, ea &- e, sign: x1.sign)
      let q = scaled(pb, eb &- e, sign: y1.sign)
      let norm = (p * p + q * q).squareRoot()  // in [1/2, 3): |(a, b)| = 2^e·norm
      if e > 0 {
        // Far too small: scaled up to rx·|(a, b)| and ry·|(a, b)| (F.6.6, as above).
        rx = scaled(rx.significand, Int(rx.exponent) + e, sign: .plus) * norm
        ry = scaled(ry.significand, Int(ry.exponent) + e, sign: .plus) * norm
        a = p / norm
        b = q / norm
        lambda = 1
        halfRoots = SIMD2(0, 1)
        rootsY = 0
        cb = 0
        ca = 0
      } else {
        // Far too large: λ = 2^2e·norm² is below 2^-900, so 1 − λ is 1; c·b = b / √λ.
        let root = scaled(norm, e, sign: .plus)  // √λ
        a = scaled(p, e, sign: .plus)
        b = scaled(q, e, sign: .plus)
        lambda = root * root
        halfRoots = SIMD2(1, root)
        // (A turn that underflows to zero must still tell the large arc, a full turn, from the
        // small one, none.)
        rootsY = largeArc ? Swift.max(root, .leastNonzeroMagnitude) : root
        cb = q / norm
        ca = p / norm
      }
    }
    // The centre in unit space is c·(b, -a) from the midpoint; the sign picks one of the two
    // ellipses through the end points as the flags say.
    if largeArc == sweep {
      cb = -cb
      ca = -ca
    }
    let cxp = rx * cb
    let cyp = ry * -ca
    let center = SIMD2(
      cosPhi * cxp - sinPhi * cyp + (start.x * 0.5 + end.x * 0.5),
      sinPhi * cxp + cosPhi * cyp + (start.y * 0.5 + end.y * 0.5))
    // The start in unit space, relative to the centre: length 1 (up to rounding).
    let ux = a - cb
    let uy = b + ca
    // The turn from u to the end v = (−a − cb, −b + ca): u·v = λ(c² − 1) = 1 − 2λ and
    // u × v = 2cλ, of magnitude 2·√(λ(1 − λ)); in the sweep direction the sine is negative
    // exactly for the large arc. (Computed from λ alone, so the turn need not wait for c.)
    let turnSine = 2 * rootsY
    let turn = Turn(cos: 1 - 2 * lambda, sin: largeArc ? -turnSine : turnSine)
    // Half the turn straight from λ = sin²(turn/2), beside the turn rather than after it: the
    // half angle is in [0, 90°] for the small arc and in [90°, 180°) for the large one.
    let halfCosine = halfRoots.x
    let halfTurn = Turn(cos: largeArc ? -halfCosine : halfCosine, sin: halfRoots.y)
    return Ellipse(
      center: center, radii: SIMD2(rx, ry), rotation: phi, cosRotation: cosPhi, sinRotation: sinPhi,
      startUnit: SIMD2(ux, uy), turn: turn, halfTurn: halfTurn, sweep: sweep)
  }

  /// The cubics that draw the arc (empty for equal end points; one straight cubic for a zero
  /// radius).
  public var cubics: [CubicBezier] {
    var path = BezierPath()
    path.move(to: start)
    _ = appendCubics(to: &path)
    var result: [CubicBezier] = []
    path.forEachSegment { segment, _, _ in result.append(segment.cubic) }
    return result
  }

  /// Appends the arc to `path` as cubic elements (nothing for equal end points, a line element
  /// for a zero radius). The path's current point must be ``start``.
  ///
  /// - Parameter path: The path to append to.
  /// - Returns: `false` (and appends nothing) when the geometry is not finite in `Double`
  ///   (coordinates or radii near `Double.greatestFiniteMagnitude`).
  @discardableResult
  public func appendCubics(to path: inout BezierPath) -> Bool {
    emit(into: &path)
  }

  /// Calls closures for the arc's elements.
  private struct ClosureSink: EllipticalArcSink {
    let line: (SIMD2<Double>) -> Void
    let reserve: (Int) -> Void
    let cubic: (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>) -> Void

    func arcLine(to p: SIMD2<Double>) { line(p) }
    func arcReserve(pieces: Int) { reserve(pieces) }
    func arcCubic(_ c1: SIMD2<Double>, _ c2: SIMD2<Double>, _ to: SIMD2<Double>) { cubic(c1, c2, to) }
  }

  /// Produces the arc's elements: nothing for equal end points, `line` for a zero radius,
  /// otherwise `reserve` with the number of pieces, then `cubic` per piece.
  ///
  /// - Returns: `false` (having called nothing) when the geometry is not finite.
  func emit(
    line: (SIMD2<Double>) -> Void,
    reserve: (Int) -> Void,
    cubic: (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>) -> Void
  ) -> Bool {
    withoutActuallyEscaping(line) { line in
      withoutActuallyEscaping(reserve) { reserve in
        withoutActuallyEscaping(cubic) { cubic in
          var sink = ClosureSink(line: line, reserve: reserve, cubic: cubic)
          return emit(into: &sink)
        }
      }
    }
  }

  /// Produces the arc's elements into `sink` (specialised and inlined for each sink type):
  /// nothing for equal end points, ``EllipticalArcSink/arcLine(to:)`` for a zero radius,
  /// otherwise ``EllipticalArcSink/arcReserve(pieces:)`` with the number of pieces, then
  /// ``EllipticalArcSink/arcCubic(_:_:_:)`` per piece.
  ///
  /// - Returns: `false` (having called nothing) when the geometry is not finite.
  @inline(__always)
  func emit<Sink: EllipticalArcSink>(into sink: inout Sink) -> Bool {
    if start == end { return true }
    guard let e = ellipse else {
      sink.arcLine(to: end)
      return true
    }
    guard e.center.x.isFinite && e.center.y.isFinite && e.radii.x.isFinite && e.radii.y.isFinite,
      e.turn.cos.isFinite && e.turn.sin.isFinite
    else { return false }
    // The fewest pieces of at most 45°, read off the turn's octant (its boundaries are where the
    // sine or cosine is 0 or they are equal in magnitude); a turn within about 1e-9 rad above a
    // multiple of 45° counts as that multiple (as ⌈|sweepAngle|/45° − 10⁻⁹⌉ does, up to the
    // exact width of that margin).
    let (c, s) = (e.turn.cos, e.turn.sin)
    let t = 1e-9
    let pieces: Int
    if s > 0 || (s >= -t && c < 0) || (s == 0 && c > 0) {
      pieces = c - s >= -t ? 1 : c >= -t ? 2 : -c - s <= t ? 3 : 4
    } else {
      pieces = c - s <= t ? 5 : c <= t ? 6 : c + s <= t ? 7 : 8
    }
    // The piece angle's cosine and sine: by halving for 1, 2, 4 and 8 pieces (exact formulas,
    // no trigonometry), otherwise from the angle.
    let stepTurn: Turn
    switch pieces {
    case 1: stepTurn = e.turn
    case 2: stepTurn = e.halfTurn
    case 4: stepTurn = e.halfTurn.half
    case 8: stepTurn = e.halfTurn.half.half
    default:
      var angle = atan2(s, c)
      if angle < 0 { angle += 2 * Double.pi }
      let (sine, cosine) = Self.sinCos(angle / Double(pieces))
      stepTurn = Turn(cos: cosine, sin: sine)
    }
    // Piece ends by rotating with (cos step, sin step): at most 8 rotations add rounding errors
    // of about 1e-15, far below the approximation error.
    let cosStep = stepTurn.cos
    let sinStep = e.sweep ? stepTurn.sin : -stepTurn.sin
    // The handle length 4/3·tan(step/4) = 4/3·sin(step/2) / (1 + cos(step/2)), with
    // sin(step/2) = sin(step) / (2·cos(step/2)): one square root and one division (the step is
    // at most 45°, so cos(step/2) = √((1 + cos step)/2) is close to 1 and exact to rounding).
    let cosHalfStep = ((1 + cosStep) * 0.5).squareRoot()
    let k = 2.0 / 3.0 * sinStep / (cosHalfStep * (1 + cosHalfStep))
    let ax = SIMD2(e.cosRotation * e.radii.x, e.sinRotation * e.radii.x)  // image of unit x
    let ay = SIMD2(-e.sinRotation * e.radii.y, e.cosRotation * e.radii.y)  // image of unit y
    // The largest coordinate any control point can reach; if it is finite, all are.
    let reach = e.center.x.magnitude + e.center.y.magnitude + 2 * (e.radii.x + e.radii.y)
    guard reach.isFinite else { return false }
    sink.arcReserve(pieces: pieces)
    // Each piece runs from p0 to p1 with handles k times the tangents (the derivatives by the
    // parameter angle) there. The handles are added to the end points rather than taken from
    // the centre: the first piece starts exactly at ``start`` and the last ends exactly at
    // ``end``, so an arc that is short beside its radii (whose centre is far away, and rounded
    // by far more than the arc is long) keeps its shape.
    var c0 = e.startUnit.x
    var s0 = e.startUnit.y
    var p0 = start
    var t0 = c0 * ay - s0 * ax
    for piece in 1...pieces {
      let c1 = c0 * cosStep - s0 * sinStep
      let s1 = s0 * cosStep + c0 * sinStep
      let p1 = piece == pieces ? end : e.center + c1 * ax + s1 * ay
      let t1 = c1 * ay - s1 * ax
      sink.arcCubic(p0 + k * t0, p1 - k * t1, p1)
      c0 = c1
      s0 = s1
      p0 = p1
      t0 = t1
    }
    return true
  }

  /// Sine and cosine of a piece angle (|x| at most a little over π/4), by their Taylor series
  /// (the first omitted terms, x¹⁹/19! and x¹⁸/18!, are below 3·10⁻¹⁸): a few multiply-adds
  /// instead of two libm calls.
  @inline(__always)
  static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    let z = x * x
    var s = 1.0 / 355_687_428_096_000
    s = s * z - 1.0 / 1_307_674_368_000
    s = s * z + 1.0 / 6_227_020_800
    s = s * z - 1.0 / 39_916_800
    s = s * z + 1.0 / 362_880
    s = s * z - 1.0 / 5040
    s = s * z + 1.0 / 120
    s = s * z - 1.0 / 6
    let sine = x + x * (z * s)
    var c = 1.0 / 20_922_789_888_000
    c = c * z - 1.0 / 87_178_291_200
    c = c * z + 1.0 / 479_001_600
    c = c * z - 1.0 / 3_628_800
    c = c * z + 1.0 / 40320
    c = c * z - 1.0 / 720
    c = c * z + 1.0 / 24
    c = c * z - 0.5
    let cosine = 1 + z * c
    return (sine, cosine)
  }
}

/// Receives the elements of an arc from ``EllipticalArc`` (the parser's element storage, or
/// a path).
protocol EllipticalArcSink {
  /// A straight line to `p` (an arc with a zero radius).
  mutating func arcLine(to p: SIMD2<Double>)
  /// Room for `pieces` cubics, which follow.
  mutating func arcReserve(pieces: Int)
  /// One cubic piece.
  mutating func arcCubic(_ c1: SIMD2<Double>, _ c2: SIMD2<Double>, _ to: SIMD2<Double>)
}

/// A path receives an arc's elements by appending them.
extension BezierPath: EllipticalArcSink {
  mutating func arcLine(to p: SIMD2<Double>) { addLine(to: p) }

  mutating func arcReserve(pieces: Int) { reserveAdditional(verbs: pieces, points: 3 * pieces) }

  mutating func arcCubic(_ c1: SIMD2<Double>, _ c2: SIMD2<Double>, _ to: SIMD2<Double>) {
    addCurve(to: to, control1: c1, control2: c2)
  }
}

/// The square roots of both lanes of `v`, correctly rounded (as `Double.squareRoot()`): one
/// instruction on x86-64, where `SIMD2.squareRoot()` becomes two library calls.
@inline(__always)
func squareRoots(_ v: SIMD2<Double>) -> SIMD2<Double> {
  #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
    _mm_sqrt_pd(v)
  #else
    SIMD2(v.x.squareRoot(), v.y.squareRoot())
  #endif
}
