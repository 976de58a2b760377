import Foundation

/// An SVG elliptical arc in endpoint form (the arguments of the path-data `A` command), and its
/// conversion to cubic Béziers.
///
/// The conversion follows SVG 2 implementation notes (appendix F.6 of SVG 1.1): identical end
/// points draw nothing, a zero radius draws a straight line, negative radii are used as their
/// absolute values, and radii too small to reach the end point are scaled up uniformly until the
/// ellipse just fits.
///
/// **Accuracy.** The arc is split into at most 30° pieces (of the ellipse's parameter angle), each
/// drawn by the standard cubic with handle length `4/3·tan(θ/4)`. On the unit circle such a piece
/// is off by at most 3.73·10⁻⁷ (radially); the ellipse is an affine image of the circle, so every
/// point of the cubics is within **4·10⁻⁷ · max(rx, ry)** of the true ellipse (after radius
/// scaling) — far below the default conversion tolerance of 0.05 units for any ordinary radius.
/// The end point of the last cubic is exactly ``end``.
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

  /// The largest parameter angle one cubic covers.
  static let maximumPieceAngle = Double.pi / 6

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

  /// The corrected ellipse; the start point's parameter as a unit vector (cos, sin).
  private struct Ellipse {
    var center: SIMD2<Double>
    var radii: SIMD2<Double>
    var rotation: Double
    var cosRotation: Double
    var sinRotation: Double
    var startUnit: SIMD2<Double>
    var sweepAngle: Double
  }

  /// F.6.5 (endpoint to centre parameterisation) with F.6.6 (radius correction).
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
    var a = x1 / rx
    var b = y1 / ry
    var lambda = a * a + b * b
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
    // The centre in unit space is c·(b, -a) from the midpoint; the sign picks one of the two
    // ellipses through the end points as the flags say.
    var c = ((1 - lambda) / lambda).squareRoot()
    if largeArc == sweep { c = -c }
    let cxp = rx * (c * b)
    let cyp = ry * -(c * a)
    let center = SIMD2(
      cosPhi * cxp - sinPhi * cyp + (start.x * 0.5 + end.x * 0.5),
      sinPhi * cxp + cosPhi * cyp + (start.y * 0.5 + end.y * 0.5))
    // Start and end in unit space, relative to the centre: both have length 1 (up to rounding).
    let ux = a - c * b
    let uy = b + c * a
    let vx = -a - c * b
    let vy = -b + c * a
    var sweepAngle = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    if !sweep && sweepAngle > 0 {
      sweepAngle -= 2 * Double.pi
    } else if sweep && sweepAngle < 0 {
      sweepAngle += 2 * Double.pi
    }
    return Ellipse(
      center: center, radii: SIMD2(rx, ry), rotation: phi, cosRotation: cosPhi, sinRotation: sinPhi,
      startUnit: SIMD2(ux, uy), sweepAngle: sweepAngle)
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
    var verbs = path.verbs
    var points = path.points
    path = BezierPath()  // keeps the arrays uniquely referenced
    let ok = emit(
      line: { to in
        verbs.append(.line)
        points.append(to)
      },
      reserve: { pieces in
        verbs.reserveCapacity(verbs.count + pieces)
        points.reserveCapacity(points.count + 3 * pieces)
      },
      cubic: { c1, c2, to in
        verbs.append(.curve)
        points.append(c1)
        points.append(c2)
        points.append(to)
      })
    path = BezierPath(uncheckedVerbs: verbs, points: points)
    return ok
  }

  /// Produces the arc's elements: nothing for equal end points, `line` for a zero radius,
  /// otherwise `reserve` with the number of pieces, then `cubic` per piece.
  ///
  /// - Returns: `false` (having called nothing) when the geometry is not finite.
  @inline(__always)
  func emit(
    line: (SIMD2<Double>) -> Void,
    reserve: (Int) -> Void,
    cubic: (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>) -> Void
  ) -> Bool {
    if start == end { return true }
    guard let e = ellipse else {
      line(end)
      return true
    }
    guard e.center.x.isFinite && e.center.y.isFinite && e.radii.x.isFinite && e.radii.y.isFinite,
      e.sweepAngle.isFinite
    else { return false }
    let pieces = max(1, Int((e.sweepAngle.magnitude / Self.maximumPieceAngle - 1e-9).rounded(.up)))
    let step = e.sweepAngle / Double(pieces)
    // Piece ends by rotating with (cos step, sin step): at most 12 rotations add rounding errors
    // of about 1e-15, far below the approximation error.
    let (sinStep, cosStep) = Self.sinCos(step)
    // tan(step/4) from the half-angle formula, twice.
    let tanHalf = sinStep / (1 + cosStep)
    let k = 4.0 / 3.0 * (tanHalf / (1 + (1 + tanHalf * tanHalf).squareRoot()))
    let ax = SIMD2(e.cosRotation * e.radii.x, e.sinRotation * e.radii.x)  // image of unit x
    let ay = SIMD2(-e.sinRotation * e.radii.y, e.cosRotation * e.radii.y)  // image of unit y
    // The largest coordinate any control point can reach; if it is finite, all are.
    let reach = e.center.x.magnitude + e.center.y.magnitude + 2 * (e.radii.x + e.radii.y)
    guard reach.isFinite else { return false }
    reserve(pieces)
    var c0 = e.startUnit.x
    var s0 = e.startUnit.y
    for piece in 1...pieces {
      let c1 = c0 * cosStep - s0 * sinStep
      let s1 = s0 * cosStep + c0 * sinStep
      let control1 = e.center + (c0 - k * s0) * ax + (s0 + k * c0) * ay
      let control2 = e.center + (c1 + k * s1) * ax + (s1 - k * c1) * ay
      let to = piece == pieces ? end : e.center + c1 * ax + s1 * ay
      cubic(control1, control2, to)
      c0 = c1
      s0 = s1
    }
    return true
  }

  /// Sine and cosine of a piece angle (|x| at most a little over π/6), by their Taylor series
  /// (the first omitted terms are below 1e-19): a few multiply-adds instead of two libm calls.
  @inline(__always)
  static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    let z = x * x
    var s = -1.0 / 1_307_674_368_000
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
