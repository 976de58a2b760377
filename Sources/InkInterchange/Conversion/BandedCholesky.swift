/// Solves symmetric positive definite systems whose matrix has half-bandwidth 7 (the normal
/// equations of a squared-distance fit with uniform cubic B-splines: 2 × 2 blocks, block
/// half-bandwidth 3), in linear time.
///
/// The matrix is stored row by row as `band[8 * j + d] = A[j][j + d]` for `d` in `0...7`.
struct BandedCholesky {
  /// The half-bandwidth.
  static let width = 7

  /// Factors the band in place into `Uᵀ U` (`U` upper, same layout) and solves `A x = b` for the
  /// right-hand side in `rhs`, overwriting it with `x`.
  ///
  /// - Parameters:
  ///   - band: The matrix band, `8 · m` values; overwritten with the factor.
  ///   - rhs: The right-hand side, `m` values; overwritten with the solution.
  ///   - m: The number of unknowns.
  static func solve(band: UnsafeMutablePointer<Double>, rhs: UnsafeMutablePointer<Double>, m: Int) {
    guard m > 0 else { return }
    let w = width
    var maxDiagonal = 0.0
    for j in 0..<m { maxDiagonal = Swift.max(maxDiagonal, band[8 * j]) }
    // A tiny ridge keeps the factor defined when a column is nearly unconstrained.
    let ridge = Swift.max(maxDiagonal * 1e-13, Double.leastNormalMagnitude)
    for j in 0..<m {
      var s = band[8 * j] + ridge
      var k = Swift.max(0, j - w)
      while k < j {
        let u = band[8 * k + (j - k)]
        s -= u * u
        k += 1
      }
      let diagonal = s > ridge ? s.squareRoot() : ridge.squareRoot()
      band[8 * j] = diagonal
      var d = 1
      while d <= w && j + d < m {
        var t = band[8 * j + d]
        var k = Swift.max(0, j + d - w)
        while k < j {
          t -= band[8 * k + (j - k)] * band[8 * k + (j + d - k)]
          k += 1
        }
        band[8 * j + d] = t / diagonal
        d += 1
      }
    }
    // Uᵀ y = b.
    for j in 0..<m {
      var s = rhs[j]
      var k = Swift.max(0, j - w)
      while k < j {
        s -= band[8 * k + (j - k)] * rhs[k]
        k += 1
      }
      rhs[j] = s / band[8 * j]
    }
    // U x = y.
    var j = m - 1
    while j >= 0 {
      var s = rhs[j]
      var d = 1
      while d <= w && j + d < m {
        s -= band[8 * j + d] * rhs[j + d]
        d += 1
      }
      rhs[j] = s / band[8 * j]
      j -= 1
    }
  }
}
