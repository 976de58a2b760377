import Foundation
import Testing

@testable import InkInterchange

@Suite struct FitterDebugTests {
  @Test func debugCircle() {
    let r = 10.0
    let k = 0.552_284_749_830_793_4 * r
    let cubics = [
      CubicBezier(SIMD2(r, 0), SIMD2(r, k), SIMD2(k, r), SIMD2(0, r)),
      CubicBezier(SIMD2(0, r), SIMD2(-k, r), SIMD2(-r, k), SIMD2(-r, 0)),
      CubicBezier(SIMD2(-r, 0), SIMD2(-r, -k), SIMD2(-k, -r), SIMD2(0, -r)),
      CubicBezier(SIMD2(0, -r), SIMD2(k, -r), SIMD2(r, -k), SIMD2(r, 0)),
    ]
    var f = PieceFitter()
    f.load(cubics, range: 0..<4, startCorner: false, endCorner: false, extent: 20, tolerance: 0.02)
    let res = f.attempt(interior: 14)
    print("residual", res)
    f.ctrl.withUnsafeBufferPointer { c in
      for q in f.sampleU.indices {
        let d = PieceFitter.point(c, f.sampleU[q]) - f.samplePoint[q]
        let radius = (f.samplePoint[q].x + 10) 
        _ = radius
        print(String(format: "u %.3f t %.3f err %.5f", f.sampleU[q], f.sampleT[q], fitterNorm(d)))
      }
    }
    print(f.ctrl.map { fitterNorm($0 + SIMD2(10, 0)) })
  }
}
