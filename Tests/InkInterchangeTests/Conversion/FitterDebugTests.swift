import Foundation
import Testing

@testable import InkInterchange

@Suite struct FitterDebugTests {
  @Test func debugCircleAttempts() {
    guard ProcessInfo.processInfo.environment["FITTER_DEBUG"] != nil else { return }
    for r in [1.0, 10.0, 40.0] {
      let k = 0.552_284_749_830_793_4 * r
      let cubics = [
        CubicBezier(SIMD2(r, 0), SIMD2(r, k), SIMD2(k, r), SIMD2(0, r)),
        CubicBezier(SIMD2(0, r), SIMD2(-k, r), SIMD2(-r, k), SIMD2(-r, 0)),
        CubicBezier(SIMD2(-r, 0), SIMD2(-r, -k), SIMD2(-k, -r), SIMD2(0, -r)),
        CubicBezier(SIMD2(0, -r), SIMD2(k, -r), SIMD2(r, -k), SIMD2(r, 0)),
      ]
      let tol = 2 * r * 1e-3
      var f = PieceFitter()
      f.load(cubics, range: 0..<4, startCorner: false, endCorner: false, extent: 2 * r, tolerance: tol)
      let w0 = f.totalW
      f.trace = []
      f.fit(tolerance: tol, slack: 0)
      print("r \(r) model \(w0) points \(f.result.count) attempts \(f.attempts) trace \(f.trace)")
    }
  }
}
