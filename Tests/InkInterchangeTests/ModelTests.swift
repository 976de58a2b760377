import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

@Suite struct ModelTests {
  @Test func strokePathRejectsNonFinite() {
    var p = StrokePoint.pen(at: CGPoint(x: 1, y: 2))
    p.force = .nan
    #expect(throws: StrokeModelError.nonFiniteControlPoint(index: 1, property: "force")) {
      _ = try StrokePath(
        validating: [.pen(at: .zero), p], creationDate: Date(timeIntervalSinceReferenceDate: 0))
    }
  }

  @Test func bezierRepresentationOfTwoPointsIsTheSegment() {
    let path = StrokePath(
      controlPoints: [.pen(at: CGPoint(x: 0, y: 0)), .pen(at: CGPoint(x: 3, y: 6))],
      creationDate: Date(timeIntervalSinceReferenceDate: 0))
    let b = path.bezierRepresentation
    #expect(b.verbs == [.move, .curve])
    #expect(b.points == [SIMD2(0, 0), SIMD2(1, 2), SIMD2(2, 4), SIMD2(3, 6)])
  }

  @Test func registryRejectsDuplicateIDs() throws {
    struct Fake: DrawingImporter {
      var descriptor: FormatDescriptor {
        FormatDescriptor(
          id: "fake", name: "Fake", fileExtensions: ["fake"], mediaType: "x/fake", isBinary: false,
          isLossless: false)
      }
      func canImport(prefix: ArraySlice<UInt8>) -> Bool { prefix.first == UInt8(ascii: "F") }
      func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
        ImportResult(drawing: Drawing())
      }
    }
    var registry = FormatRegistry()
    try registry.register(importer: Fake())
    #expect(throws: FormatRegistryError.duplicateImporter("fake")) {
      try registry.register(importer: Fake())
    }
    #expect(registry.importer(forExtension: "FAKE") != nil)
    #expect(registry.importer(sniffing: Array("F1".utf8)[...]) != nil)
  }

  /// Errors are equal to themselves and hash alike even when they carry a NaN tolerance (the
  /// synthesized equality compared the NaN with `==`), and still tell different values apart.
  @Test func strokeModelErrorsAreEqualToThemselves() {
    let nan = StrokeModelError.invalidTolerance(.nan)
    #expect(nan == nan)
    #expect(Set([nan, nan]).count == 1)
    #expect(StrokeModelError.invalidTolerance(1) != .invalidTolerance(2))
    #expect(StrokeModelError.invalidTolerance(1) != .tooManyControlPoints(limit: 1))
    #expect(
      StrokeModelError.nonFiniteControlPoint(index: 1, property: "force")
        == .nonFiniteControlPoint(index: 1, property: "force"))
    #expect(
      StrokeModelError.nonFiniteControlPoint(index: 1, property: "force")
        != .pointProviderReturnedNonFinite(index: 1, property: "force"))
  }

  /// `Stroke.renderBounds` holds the transformed pen (a disc of the point size) around every
  /// point of the curve and is attained on every side, under non-uniform scales, shears and
  /// rotations: a padding by the transform's mean scale (√|det|) fell short across a 10 × 1
  /// scale by a factor of three.
  @Test func renderBoundsHoldTheTransformedPen() {
    let path = StrokePath(
      controlPoints: [
        .pen(at: CGPoint(x: 0, y: 0)), .pen(at: CGPoint(x: 0, y: 10)), .pen(at: CGPoint(x: 4, y: 12)),
      ],
      creationDate: Date(timeIntervalSinceReferenceDate: 0))
    let transforms = [
      AffineTransform2D.identity, AffineTransform2D(scaleX: 10, y: 1),
      AffineTransform2D(a: 1, b: 0.5, c: 3, d: 1, tx: 2, ty: -1), AffineTransform2D(rotationAngle: 0.7),
      AffineTransform2D(a: 0.2, b: -4, c: 7, d: 0.1, tx: 0, ty: 0),
    ]
    let radius = 1.5  // (the pen's size is 3 × 3)
    for transform in transforms {
      var stroke = Stroke(ink: Ink(inkType: .pen), path: path)
      stroke.transform = transform
      let bounds = stroke.renderBounds
      var lo = SIMD2<Double>(repeating: .infinity)
      var hi = SIMD2<Double>(repeating: -.infinity)
      for k in 0...400 {
        let u = Double(k) / 400 * Double(path.count - 1)
        let location = path.interpolatedLocation(at: CGFloat(u))
        let centre = SIMD2(Double(location.x), Double(location.y))
        for j in 0..<720 {
          let angle = Double(j) / 720 * 2 * Double.pi
          let p = transform.apply(centre + radius * SIMD2(cos(angle), sin(angle)))
          lo = pointwiseMin(lo, p)
          hi = pointwiseMax(hi, p)
        }
      }
      let slack = 1e-9 * (hi - lo).max()
      #expect(bounds.minX <= lo.x + slack && bounds.minY <= lo.y + slack, "\(transform)")
      #expect(bounds.maxX >= hi.x - slack && bounds.maxY >= hi.y - slack, "\(transform)")
      // Attained: the sampled pen comes within a whisker of every side.
      let whisker = 1e-3 * (hi - lo).max()
      #expect(bounds.minX >= lo.x - whisker && bounds.minY >= lo.y - whisker, "\(transform)")
      #expect(bounds.maxX <= hi.x + whisker && bounds.maxY <= hi.y + whisker, "\(transform)")
    }
  }

  /// `CubicBezier.bounds` contains the whole curve (dense samples) and is attained: each side is
  /// an end point or an extremum, so the samples come within a whisker of it.
  /// `isBitwiseEqual` compared ink types with `==`, canonical equivalence: a stroke whose custom
  /// ink type came back as `cafe` + U+0301 instead of `café` was bitwise equal.
  @Test func bitwiseEqualityTellsCanonicallyEqualInkTypesApart() {
    let path = StrokePath(
      controlPoints: [.pen(at: CGPoint(x: 1, y: 2)), .pen(at: CGPoint(x: 3, y: 4))],
      creationDate: Date(timeIntervalSinceReferenceDate: 0))
    let composed = Stroke(ink: Ink(Ink.InkType(rawValue: "caf\u{E9}")), path: path)
    var decomposed = composed
    decomposed.ink.inkType = Ink.InkType(rawValue: "cafe\u{301}")
    #expect(composed.ink.inkType.rawValue == decomposed.ink.inkType.rawValue)  // (canonically)
    #expect(!composed.isBitwiseEqual(to: decomposed))
    #expect(composed.isBitwiseEqual(to: composed))
  }

  /// The bounds are the same shape at any magnitude: a cubic scaled by a power of two (exact)
  /// has its bounds scaled by the same power, from subnormal coordinates to near the largest
  /// doubles (the discriminant of the derivative overflowed or underflowed there, and the extrema
  /// were lost: a radius-1e155 circle's bounds came out 1.98 radii wide).
  /// A stroke keeps its mask with an explicit start (a move to the origin before a leading
  /// drawing element or close, where such a path starts anyway), set through the initializer or
  /// the property, so that every format (whose path data or readers give it back in that form)
  /// round-trips it exactly.
  @Test func strokeKeepsItsMaskWithAnExplicitStart() {
    let leading = BezierPath(elements: [.closeSubpath, .line(to: CGPoint(x: 1, y: 2))])
    let path = StrokePath(
      controlPoints: [.pen(at: .zero)], creationDate: Date(timeIntervalSinceReferenceDate: 0))
    var stroke = Stroke(ink: Ink(.pen), path: path, mask: leading)
    #expect(stroke.mask == leading.withExplicitStart)
    #expect(stroke.mask.map { Array($0.verbs) } == [.move, .close, .line])
    stroke.mask = BezierPath(elements: [.line(to: CGPoint(x: 3, y: 4))])
    #expect(stroke.mask.map { Array($0.verbs) } == [.move, .line])
    #expect(stroke.mask.map { Array($0.points) } == [.zero, SIMD2(3, 4)])
    let moved = BezierPath(elements: [.move(to: CGPoint(x: 1, y: 1)), .closeSubpath])
    stroke.mask = moved
    #expect(stroke.mask == moved)
    stroke.mask = BezierPath()
    #expect(stroke.mask == BezierPath())
    stroke.mask = nil
    #expect(stroke.mask == nil)
    // Strokes made with either form are the same stroke.
    let id = UUID()
    #expect(
      Stroke(ink: Ink(.pen), path: path, mask: leading, id: id)
        == Stroke(ink: Ink(.pen), path: path, mask: leading.withExplicitStart, id: id))
  }

  @Test func cubicBoundsScaleWithTheCubic() throws {
    var rng = SplitMix64(seed: 11)
    var cubics = [CubicBezier(SIMD2(0, 0), SIMD2(0, 1), SIMD2(1, 2), SIMD2(1, 0))]
    for _ in 0..<200 {
      func point() -> SIMD2<Double> {
        SIMD2(Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng))
      }
      cubics.append(CubicBezier(point(), point(), point(), point()))
    }
    for c in cubics {
      let (lo, hi) = c.bounds
      for exponent in [-1060, -1000, -600, -300, -150, 150, 300, 500, 1020] {
        func scaled(_ p: SIMD2<Double>) -> SIMD2<Double> {
          SIMD2(scalbn(p.x, exponent), scalbn(p.y, exponent))
        }
        let big = CubicBezier(scaled(c.p0), scaled(c.p1), scaled(c.p2), scaled(c.p3))
        let (blo, bhi) = big.bounds
        // (Subnormal coordinates keep fewer bits: a relative 1e−3 at 2^−1060.)
        let allowed = exponent < -1000 ? 1e-3 : 1e-12
        for (got, want) in [(blo, lo), (bhi, hi)] {
          let back = SIMD2(scalbn(got.x, -exponent), scalbn(got.y, -exponent))
          #expect(
            abs(back.x - want.x) <= allowed && abs(back.y - want.y) <= allowed,
            "2^\(exponent): \(back) against \(want)")
        }
      }
    }
    // The extremum of a cubic whose coordinate is constant (no derivative at all).
    let flat = CubicBezier(SIMD2(0, 5), SIMD2(1, 5), SIMD2(2, 5), SIMD2(3, 5))
    #expect(flat.bounds.min == SIMD2(0, 5) && flat.bounds.max == SIMD2(3, 5))
    let circle = try BezierPath(svgPathData: "M-1e155 0A1e155 1e155 0 1 1 1e155 0A1e155 1e155 0 1 1-1e155 0Z")
    let box = circle.bounds
    #expect(abs(box.width / 2e155 - 1) < 1e-9 && abs(box.height / 2e155 - 1) < 1e-9)
  }

  @Test func cubicBoundsAreTight() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<500 {
      func point() -> SIMD2<Double> {
        SIMD2(Double.random(in: -10...10, using: &rng), Double.random(in: -10...10, using: &rng))
      }
      let c = CubicBezier(point(), point(), point(), point())
      let (lo, hi) = c.bounds
      var seenLo = SIMD2<Double>(repeating: .infinity)
      var seenHi = SIMD2<Double>(repeating: -.infinity)
      for k in 0...20_000 {
        let p = c.point(at: Double(k) / 20_000)
        #expect(p.x >= lo.x - 1e-12 && p.y >= lo.y - 1e-12 && p.x <= hi.x + 1e-12 && p.y <= hi.y + 1e-12)
        seenLo = pointwiseMin(seenLo, p)
        seenHi = pointwiseMax(seenHi, p)
      }
      // Sampling misses an extremum by at most about (step)² · |c''| / 8.
      #expect(abs(seenLo.x - lo.x) < 1e-6 && abs(seenLo.y - lo.y) < 1e-6)
      #expect(abs(seenHi.x - hi.x) < 1e-6 && abs(seenHi.y - hi.y) < 1e-6)
    }
  }
}

@Suite struct UUIDTests {
  @Test func randomVersion4HasVersionAndVariantBits() {
    var seen = Set<UUID>()
    for _ in 0..<1000 {
      let id = UUID.randomVersion4()
      #expect(id.uuid.6 >> 4 == 4)
      #expect(id.uuid.8 >> 6 == 0b10)
      seen.insert(id)
    }
    #expect(seen.count == 1000)
  }
}
