import Foundation
import Testing

@testable import InkInterchange

@Suite struct FitterDebugTests {
  @Test func debugGlyph() {
    var rng = FitterRandom(seed: 5)
    let n = 10
    var points: [SIMD2<Double>] = []
    for j in 0..<n {
      let angle = 2 * Double.pi * Double(j) / Double(n)
      let radius = 100 * (0.6 + 0.4 * Double.random(in: 0..<1, using: &rng))
      points.append(SIMD2(radius * cos(angle), radius * sin(angle) * 1.3))
    }
    var cubics: [CubicBezier] = []
    for j in 0..<n {
      let p0 = points[(j + n - 1) % n]
      let p1 = points[j]
      let p2 = points[(j + 1) % n]
      let p3 = points[(j + 2) % n]
      cubics.append(CubicBezier(p1, p1 + (p2 - p0) / 6, p2 - (p3 - p1) / 6, p2))
    }
    for tol in [0.26, 0.026] {
      for (range, sc, ec) in [(0..<n, false, false), (2..<5, true, true)] {
        var f = PieceFitter()
        f.load(cubics, range: range, startCorner: sc, endCorner: ec, extent: 260, tolerance: tol)
        let w0 = f.totalW
        f.fit(tolerance: tol, slack: 0)
        print("tol \(tol) range \(range) model spans \(w0) final points \(f.result.count) attempts \(f.attempts) bound \(f.resultBound)")
        for m in [24, 32] {
          IntervalChecker.debug = tol < 0.1 && sc
          defer { IntervalChecker.debug = false }
          var g = PieceFitter()
          g.load(cubics, range: range, startCorner: sc, endCorner: ec, extent: 260, tolerance: tol)
          let r = g.attempt(interior: m)
          var src: [SIMD2<Double>] = []
          for j in range { for q in 0...300 { src.append(cubics[j].point(at: Double(q) / 300) - cubics[range.lowerBound].p0) } }
          var fit: [SIMD2<Double>] = []
          let c = g.ctrl
          let us: Double = sc ? 1 : 0
          let ue: Double = Double(c.count - (ec ? 2 : 1))
          c.withUnsafeBufferPointer { cb in
            for q in 0...3000 { fit.append(PieceFitter.point(cb, us + (ue - us) * Double(q) / 3000)) }
          }
          let h = ConversionGeometry.hausdorff(src, fit, cutoff: 10 * tol)
          print("   fresh density m=\(m) residual \(r / tol) bound \(g.verify(limit: tol) / tol) dense \(h / tol)")
        }
      }
    }
  }
}
