/// Solves symmetric positive definite systems whose matrix has half-bandwidth 3 (the normal
/// equations of a least-squares fit with uniform cubic B-splines), in linear time.
///
/// The matrix is stored row by row as `band[4 * j + d] = A[j][j + d]` for `d` in `0...3`.
struct BandedCholesky {
  /// Factors the band in place into `Uᵀ U` (`U` upper, same layout) and solves `A x = b` for the
  /// right-hand side in `rhs`, overwriting it with `x`. Both coordinates are solved at once.
  ///
  /// - Parameters:
  ///   - band: The matrix band, `4 · m` values; overwritten with the factor.
  ///   - rhs: The right-hand side, `m` values; overwritten with the solution.
  ///   - m: The number of unknowns.
  static func solve(
    band: UnsafeMutablePointer<Double>, rhs: UnsafeMutablePointer<SIMD2<Double>>, m: Int
  ) {
    guard m > 0 else { return }
    var maxDiagonal = 0.0
    for j in 0..<m { maxDiagonal = Swift.max(maxDiagonal, band[4 * j]) }
    // A tiny ridge keeps the factor defined when a column is nearly unconstrained.
    let ridge = Swift.max(maxDiagonal * 1e-13, Double.leastNormalMagnitude)
    for j in 0..<m {
      var s = band[4 * j] + ridge
      var k = Swift.max(0, j - 3)
      while k < j {
        let u = band[4 * k + (j - k)]
        s -= u * u
        k += 1
      }
      let diagonal = s > ridge ? s.squareRoot() : ridge.squareRoot()
      band[4 * j] = diagonal
      var d = 1
      while d <= 3 && j + d < m {
        var t = band[4 * j + d]
        var k = Swift.max(0, j + d - 3)
        while k < j {
          t -= band[4 * k + (j - k)] * band[4 * k + (j + d - k)]
          k += 1
        }
        band[4 * j + d] = t / diagonal
        d += 1
      }
    }
    // Uᵀ y = b.
    for j in 0..<m {
      var s = rhs[j]
      var k = Swift.max(0, j - 3)
      while k < j {
        s -= band[4 * k + (j - k)] * rhs[k]
        k += 1
      }
      rhs[j] = s / band[4 * j]
    }
    // U x = y.
    var j = m - 1
    while j >= 0 {
      var s = rhs[j]
      var d = 1
      while d <= 3 && j + d < m {
        s -= band[4 * j + d] * rhs[j + d]
        d += 1
      }
      rhs[j] = s / band[4 * j]
      j -= 1
    }
  }
}
