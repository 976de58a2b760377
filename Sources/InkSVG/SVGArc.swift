import InkInterchange

/// Circles, ellipses and rounded-rectangle corners as elliptical arcs (``EllipticalArc``, the
/// same arcs path data's `A` draws): 45° cubics within 4.3·10⁻⁶ · max(rx, ry) of the true ellipse.
enum SVGArc {
  /// Appends a quarter of an axis-aligned ellipse with `radii` from the path's current point to
  /// `end`, in the positive-angle direction (clockwise on screen).
  ///
  /// - Parameters:
  ///   - path: The path; its current point is the arc's start.
  ///   - end: The arc's end point.
  ///   - radii: The ellipse's radii.
  static func appendQuarter(to path: inout BezierPath, end: SIMD2<Double>, radii: SIMD2<Double>) {
    let start = path.points.last ?? .zero
    EllipticalArc(start: start, end: end, radii: radii, sweep: true).appendCubics(to: &path)
  }

  /// Appends a whole axis-aligned ellipse as a closed subpath that starts at its rightmost point
  /// and runs clockwise on screen (as SVG 2 defines `circle` and `ellipse`), in four quarters.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - center: The centre.
  ///   - radii: The radii (positive).
  static func appendEllipse(to path: inout BezierPath, center: SIMD2<Double>, radii: SIMD2<Double>) {
    path.move(to: center + SIMD2(radii.x, 0))
    appendQuarter(to: &path, end: center + SIMD2(0, radii.y), radii: radii)
    appendQuarter(to: &path, end: center - SIMD2(radii.x, 0), radii: radii)
    appendQuarter(to: &path, end: center - SIMD2(0, radii.y), radii: radii)
    appendQuarter(to: &path, end: center + SIMD2(radii.x, 0), radii: radii)
    path.closeSubpath()
  }
}
