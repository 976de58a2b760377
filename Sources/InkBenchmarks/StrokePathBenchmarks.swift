// Stroke-path mathematics benchmarks: the exact Bézier form, arc length, interpolation by stride.
import Foundation
import InkInterchange

/// A random wandering path of `n` points with increasing times.
private func benchmarkPath(_ n: Int, rng: inout BenchmarkRandom) -> StrokePath {
  var points: [StrokePoint] = []
  points.reserveCapacity(n)
  var p = SIMD2<Double>(0, 0)
  var v = SIMD2<Double>(1, 0)
  for k in 0..<n {
    var point = StrokePoint.pen(at: CGPoint(x: p.x, y: p.y))
    point.timeOffset = Double(k) * 0.004
    point.force = Double.random(in: 0.2...2, using: &rng)
    points.append(point)
    let angle = Double.random(in: -0.4...0.4, using: &rng)
    v = SIMD2(v.x * cos(angle) - v.y * sin(angle), v.x * sin(angle) + v.y * cos(angle))
    p += v * Double.random(in: 0.5...3, using: &rng)
  }
  return StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0))
}

/// Runs `body` `repetitions` times and returns the best time of one run, in seconds.
private func bestTime(_ repetitions: Int, _ body: () -> Void) -> Double {
  var best = Double.infinity
  let clock = ContinuousClock()
  for _ in 0..<repetitions {
    let elapsed = clock.measure(body)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    best = min(best, seconds)
  }
  return best
}

private func rate(_ count: Int, _ seconds: Double) -> String {
  String(format: "%.1f million/s", Double(count) / seconds / 1e6)
}

/// StrokePath benchmarks: `bezierRepresentation` spans/s, arc length spans/s, interpolation by
/// distance and by parametric step points/s, random `interpolatedPoint(at:)` points/s.
func runStrokePathBenchmarks() throws {
  var rng = BenchmarkRandom(state: 0xB5C0_FFEE)
  let pointsPerPath = 10_000
  let paths = (0..<20).map { _ in benchmarkPath(pointsPerPath, rng: &rng) }
  let spansPerPass = paths.count * (pointsPerPath - 1)
  var sink = 0.0

  // Bézier representation: 20 paths × 10 000 points per pass, best of 10 passes.
  let bezierTime = bestTime(10) {
    for path in paths {
      let b = path.bezierRepresentation
      sink += b.points[b.points.count / 2].x
    }
  }
  print(
    "bezierRepresentation: \(rate(spansPerPass, bezierTime)) spans (\(paths.count) paths × \(pointsPerPath) points)"
  )

  // Arc length of whole paths.
  let lengthTime = bestTime(7) {
    for path in paths.prefix(5) { sink += Double(path.length) }
  }
  print("length: \(rate(5 * (pointsPerPath - 1), lengthTime)) spans")

  // Interpolation by distance: about four points per span.
  let path = paths[0]
  let stride = Double(path.length) / Double(4 * (pointsPerPath - 1))
  var distanceCount = 0
  let distanceTime = bestTime(7) {
    distanceCount = 0
    for point in path.interpolatedPoints(by: .distance(stride)) {
      sink += point.location.x
      distanceCount += 1
    }
  }
  print(
    "interpolatedPoints(by: .distance): \(rate(distanceCount, distanceTime)) points (\(distanceCount) points)"
  )

  var stepCount = 0
  let stepTime = bestTime(7) {
    stepCount = 0
    for point in path.interpolatedPoints(by: .parametricStep(0.25)) {
      sink += point.location.x
      stepCount += 1
    }
  }
  print("interpolatedPoints(by: .parametricStep): \(rate(stepCount, stepTime)) points")

  var timeCount = 0
  let timeTime = bestTime(7) {
    timeCount = 0
    for point in path.interpolatedPoints(by: .time(0.001)) {
      sink += point.location.x
      timeCount += 1
    }
  }
  print("interpolatedPoints(by: .time): \(rate(timeCount, timeTime)) points")

  let us = (0..<200_000).map { _ in CGFloat.random(in: 0...CGFloat(pointsPerPath - 1), using: &rng) }
  let randomTime = bestTime(7) {
    for u in us { sink += path.interpolatedPoint(at: u).force }
  }
  print("interpolatedPoint(at:) random: \(rate(us.count, randomTime)) points")
  let locationTime = bestTime(7) {
    for u in us { sink += path.interpolatedLocation(at: u).y }
  }
  print("interpolatedLocation(at:) random: \(rate(us.count, locationTime)) points")
  if sink == 0.123456789 { print(sink) }
}
