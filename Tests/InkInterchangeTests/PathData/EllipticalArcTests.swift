import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

@Suite struct EllipticalArcTests {
  /// `p` in the ellipse's unit-circle space.
  static func unit(
    _ p: SIMD2<Double>, center: SIMD2<Double>, radii: SIMD2<Double>, rotation: Double
  ) -> SIMD2<Double> {
    let d = p - center
    let c = cos(rotation)
    let s = sin(rotation)
    return SIMD2((c * d.x + s * d.y) / radii.x, (-s * d.x + c * d.y) / radii.y)
  }

  /// `squareRoots` (two lanes in one instruction on x86-64) gives each lane's
  /// `Double.squareRoot()` to the bit: random bit patterns of every magnitude, subnormals, zeros
  /// of both signs and infinity; a negative lane is NaN either way.
  @Test func pairedSquareRootsMatchScalarSquareRoots() {
    var rng = SplitMix64(seed: 31)
    var values: [Double] = [0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1, 2, .infinity]
    values += [.greatestFiniteMagnitude, 0.5, 1 - .ulpOfOne, -1, -.infinity]
    for _ in 0..<20_000 { values.append(Double(bitPattern: rng.next() & ~(1 << 63))) }
    for _ in 0..<2_000 { values.append(Double.random(in: 0...1, using: &rng)) }
    for i in values.indices {
      let x = values[i]
      let y = values[(i * 7 + 3) % values.count]
      let roots = squareRoots(SIMD2(x, y))
      for (value, root) in [(x, roots.x), (y, roots.y)] {
        if value.isNaN || value < 0 {
          #expect(root.isNaN)
        } else {
          #expect(root.bitPattern == value.squareRoot().bitPattern, "\(value)")
        }
      }
    }
  }

  static func randomArc(_ rng: inout SplitMix64) -> EllipticalArc {
    func uniform(_ lo: Double, _ hi: Double) -> Double {
      lo + (hi - lo) * Double(rng.next() >> 11) / Double(1 << 53)
    }
    let scale = [0.01, 1, 100, 1e5][Int(rng.next() % 4)]
    return EllipticalArc(
      start: SIMD2(uniform(-1, 1), uniform(-1, 1)) * scale,
      end: SIMD2(uniform(-1, 1), uniform(-1, 1)) * scale,
      radii: SIMD2(uniform(-1.5, 1.5), uniform(-1.5, 1.5)) * scale,
      xAxisRotation: uniform(-720, 720), largeArc: rng.next() % 2 == 0, sweep: rng.next() % 2 == 0)
  }

  /// Dense sampling against the true ellipse: every sampled point of every cubic, mapped to the
  /// ellipse's unit circle, is within `EllipticalArc.maximumErrorPerRadius` (4.3e-6) of radius 1,
  /// so within that times max(rx, ry) of the ellipse (the documented bound); and the pieces are
  /// the fewest of at most 45°. The ellipse itself is checked independently: it passes
  /// through both end points, keeps the radii unless they were too small (then scaled uniformly
  /// to a half ellipse), and the arc runs the way the flags say.
  @Test func cubicsStayWithinTheStatedBoundOfTheEllipse() throws {
    var rng = SplitMix64(seed: 7)
    var worst = 0.0
    for _ in 0..<1500 {
      let arc = Self.randomArc(&rng)
      let e = try #require(arc.centerParameterization)
      let startUnit = Self.unit(arc.start, center: e.center, radii: e.radii, rotation: e.rotation)
      let endUnit = Self.unit(arc.end, center: e.center, radii: e.radii, rotation: e.rotation)
      #expect(abs(startUnit.x * startUnit.x + startUnit.y * startUnit.y - 1) < 1e-9)
      #expect(abs(endUnit.x * endUnit.x + endUnit.y * endUnit.y - 1) < 1e-9)
      let scaled = abs(e.radii.x - arc.radii.x.magnitude) > 1e-12 * e.radii.x
      if scaled {
        #expect(
          e.radii.x > arc.radii.x.magnitude
            && abs(e.radii.x / e.radii.y - arc.radii.x.magnitude / arc.radii.y.magnitude) < 1e-9 * e.radii.x
              / e.radii.y
        )
        #expect(abs(abs(e.sweepAngle) - .pi) < 1e-6)
      } else {
        #expect((abs(e.sweepAngle) > .pi) == arc.largeArc || abs(abs(e.sweepAngle) - .pi) < 1e-9)
      }
      #expect((e.sweepAngle > 0) == arc.sweep)
      let cubics = arc.cubics
      #expect(cubics.count == Int((abs(e.sweepAngle) / (.pi / 4) - 1e-9).rounded(.up)))
      #expect(cubics.first?.p0 == arc.start && cubics.last?.p3 == arc.end)
      var previousAngle = atan2(startUnit.y, startUnit.x)
      var swept = 0.0
      for cubic in cubics {
        for k in 0...64 {
          let q = Self.unit(
            cubic.point(at: Double(k) / 64), center: e.center, radii: e.radii, rotation: e.rotation)
          worst = max(worst, abs((q.x * q.x + q.y * q.y).squareRoot() - 1))
          let angle = atan2(q.y, q.x)
          var delta = angle - previousAngle
          if delta > .pi { delta -= 2 * .pi }
          if delta < -.pi { delta += 2 * .pi }
          swept += delta
          previousAngle = angle
        }
      }
      #expect(abs(swept - e.sweepAngle) < 1e-6)
    }
    #expect(worst <= EllipticalArc.maximumErrorPerRadius, "worst radial error \(worst)")
    #expect(worst > 1e-6, "the sampling did not see the approximation error")
  }

  @Test func fullTurnUsesEightCubics() {
    let arc = EllipticalArc(
      start: SIMD2(0, 0), end: SIMD2(1e-3, 0), radii: SIMD2(10, 10), largeArc: true, sweep: true)
    #expect(arc.cubics.count == 8)
  }

  /// The stated bound is attained closely by one 45° piece of the unit circle (so it is the
  /// bound of the piece size in use, not a loose one), and a quarter circle takes two pieces.
  @Test func boundIsTightForAFortyFiveDegreePiece() throws {
    let angle = Double.pi / 4
    let arc = EllipticalArc(
      start: SIMD2(1, 0), end: SIMD2(cos(angle), sin(angle)), radii: SIMD2(1, 1), sweep: true)
    let cubics = arc.cubics
    try #require(cubics.count == 1)
    var worst = 0.0
    for k in 0...2000 {
      let q = cubics[0].point(at: Double(k) / 2000)
      worst = max(worst, abs((q.x * q.x + q.y * q.y).squareRoot() - 1))
    }
    #expect(worst <= EllipticalArc.maximumErrorPerRadius && worst > 4.2e-6, "\(worst)")
    let quarter = EllipticalArc(start: SIMD2(1, 0), end: SIMD2(0, 1), radii: SIMD2(1, 1), sweep: true)
    #expect(quarter.cubics.count == 2)
  }

  @Test func degenerateArcs() {
    let same = EllipticalArc(start: SIMD2(1, 1), end: SIMD2(1, 1), radii: SIMD2(3, 3))
    #expect(same.cubics.isEmpty && same.centerParameterization == nil)
    let flat = EllipticalArc(start: SIMD2(1, 1), end: SIMD2(4, 5), radii: SIMD2(0, 3))
    #expect(flat.centerParameterization == nil)
    var path = BezierPath()
    path.move(to: SIMD2(1, 1))
    #expect(flat.appendCubics(to: &path))
    #expect(path.verbs == [.move, .line] && path.points.last == SIMD2(4, 5))
  }

  @Test func hugeArcsFailWithoutAppending() {
    let arc = EllipticalArc(
      start: SIMD2(-1.7e308, 0), end: SIMD2(1.7e308, 0), radii: SIMD2(1e308, 1e308))
    var path = BezierPath()
    path.move(to: arc.start)
    #expect(!arc.appendCubics(to: &path))
    #expect(path.verbs == [.move])
  }

  /// Radii far too small to reach the end point (down to the least subnormal, for circles and
  /// ellipses) are scaled up like any others: the arc is the half ellipse of the same shape whose
  /// diameter is the chord, not a number-out-of-range error (λ = (x1'/rx)² + (y1'/ry)² overflowed).
  @Test func radiiFarTooSmallAreScaledUp() throws {
    for (rx, ry) in [
      (1e-150, 1e-150), (1e-200, 1e-200), (1e-300, 1e-300), (5e-324, 5e-324), (1e-300, 2e-300),
    ] {
      for end in [SIMD2(1.0, 0), SIMD2(3, 4), SIMD2(-2e-3, 7e-3)] {
        let tiny = EllipticalArc(start: SIMD2(0, 0), end: end, radii: SIMD2(rx, ry), sweep: true)
        // The same shape at a sane size, scaled up the ordinary way.
        let sane = EllipticalArc(
          start: SIMD2(0, 0), end: end, radii: SIMD2(1e-6, 1e-6 * (ry / rx)), sweep: true)
        var path = BezierPath()
        path.move(to: tiny.start)
        #expect(tiny.appendCubics(to: &path), "\(rx) \(ry) \(end)")
        let cubics = tiny.cubics
        let expected = sane.cubics
        try #require(cubics.count == expected.count && cubics.count == 4, "\(rx) \(ry) \(end)")
        let size = (end.x * end.x + end.y * end.y).squareRoot()
        for (c, d) in zip(cubics, expected) {
          for (p, q) in [(c.p0, d.p0), (c.p1, d.p1), (c.p2, d.p2), (c.p3, d.p3)] {
            #expect(abs(p.x - q.x) + abs(p.y - q.y) <= 1e-12 * size, "\(rx) \(ry) \(end): \(p) \(q)")
          }
        }
        let (_, error) = BezierPath.parsingSVGPathData("M0 0A\(rx) \(ry) 0 0 1 \(end.x) \(end.y)")
        #expect(error == nil, "\(rx) \(ry) \(end)")
      }
    }
  }

  /// Radii far larger than the chord: the small arc is all but the chord (within its sagitta,
  /// however far the centre is: its handles are taken from the end points, not from the centre,
  /// whose rounding is larger than the arc), and the large arc all but the whole ellipse — not a
  /// number-out-of-range error (λ subnormal, so c = √((1 − λ)/λ) overflowed) nor a straight line
  /// (λ underflowed to zero).
  @Test func radiiFarTooLargeKeepTheArcsShape() throws {
    let start = SIMD2(0.3, 0.7)
    let direction = SIMD2(0.6, 0.8)
    for r in [1e3, 1e8, 1e12, 1e15, 1e100, 1e155, 1e160, 1e300] {
      for chord in [1.0, 1e-3] {
        let end = start + chord * direction
        let small = EllipticalArc(start: start, end: end, radii: SIMD2(r, r), sweep: true)
        let cubics = small.cubics
        try #require(cubics.count == 1, "\(r) \(chord)")
        // Every point of the cubic within its sagitta (chord²/8r, times 4/3 for the handles) of
        // the chord, and between the end points.
        let sagitta = chord * chord / (8 * r)
        for k in 0...64 {
          let d = cubics[0].point(at: Double(k) / 64) - start
          let across = abs(d.x * direction.y - d.y * direction.x)
          let along = d.x * direction.x + d.y * direction.y
          #expect(across <= 4 / 3 * sagitta + 1e-15, "\(r) \(chord): \(across) off the chord")
          #expect(along >= -1e-15 && along <= chord + 1e-15, "\(r) \(chord)")
        }
        let large = EllipticalArc(start: start, end: end, radii: SIMD2(r, r), largeArc: true, sweep: true)
        let turn = large.cubics
        #expect(turn.count == 8, "\(r) \(chord)")
        var lo = SIMD2(Double.infinity, .infinity)
        var hi = -lo
        for cubic in turn {
          for k in 0...64 {
            lo = pointwiseMin(lo, cubic.point(at: Double(k) / 64))
            hi = pointwiseMax(hi, cubic.point(at: Double(k) / 64))
          }
        }
        let size = (hi - lo) / (2 * r)
        #expect(abs(size.x - 1) < 1e-4 && abs(size.y - 1) < 1e-4, "\(r) \(chord): \(size)")
        let (_, error) = BezierPath.parsingSVGPathData(
          "M0.3 0.7a\(r) \(r) 0 1 1 \(0.6 * chord) \(0.8 * chord)")
        #expect(error == nil, "\(r) \(chord)")
      }
    }
  }

  @Test func rotationTurnsTheEllipse() throws {
    // A 2:1 ellipse rotated by 90° is a 1:2 ellipse: from (0,0) to (0,4) with rx 2, ry 1 it is a
    // half ellipse reaching x = ±1.
    let path = try BezierPath(svgPathData: "M0 0A2 1 90 0 1 0 4")
    #expect(abs(path.bounds.width - 1) < 1e-6)
    #expect(abs(path.bounds.height - 4) < 1e-9)
  }
}
