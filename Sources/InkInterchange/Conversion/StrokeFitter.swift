/// Fits a uniform cubic B-spline with natural ends to one subpath within a tolerance.
enum StrokeFitter {
  /// Fits the segments of one subpath.
  static func fit(_ segments: [BezierPath.Segment], tolerance: Double) -> FittedStrokeGeometry {
    fatalError("StrokeFitter.fit: not implemented yet")
  }
}
