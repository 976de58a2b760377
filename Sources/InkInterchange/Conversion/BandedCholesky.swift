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
      if j >= w && j + w < m {
        factorInteriorRow(band, j, ridge: ridge)
        continue
      }
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
      if j >= w {
        // (The loop below, unrolled: the same operations in the same order.)
        let r = rhs + (j - 7)
        s -= band[8 * (j - 7) + 7] * r[0]
        s -= band[8 * (j - 6) + 6] * r[1]
        s -= band[8 * (j - 5) + 5] * r[2]
        s -= band[8 * (j - 4) + 4] * r[3]
        s -= band[8 * (j - 3) + 3] * r[4]
        s -= band[8 * (j - 2) + 2] * r[5]
        s -= band[8 * (j - 1) + 1] * r[6]
        rhs[j] = s / band[8 * j]
        continue
      }
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
      if j + w < m {
        // (The loop below, unrolled.)
        let b = band + 8 * j
        let r = rhs + j
        s -= b[1] * r[1]
        s -= b[2] * r[2]
        s -= b[3] * r[3]
        s -= b[4] * r[4]
        s -= b[5] * r[5]
        s -= b[6] * r[6]
        s -= b[7] * r[7]
        rhs[j] = s / b[0]
        j -= 1
        continue
      }
      var d = 1
      while d <= w && j + d < m {
        s -= band[8 * j + d] * rhs[j + d]
        d += 1
      }
      rhs[j] = s / band[8 * j]
      j -= 1
    }
  }

  /// Factors row `j` of the band like the general loop in ``solve(band:rhs:m:)`` when every one
  /// of its loops runs its full length (`7 ≤ j < m − 7`): the same operations in the same order
  /// (so the same bits), unrolled, with column `j`'s entries above the diagonal loaded once.
  @inline(__always)
  private static func factorInteriorRow(_ band: UnsafeMutablePointer<Double>, _ j: Int, ridge: Double) {
    // Row j − o, and u_o = A'[j − o][j] (its entry in column j), for o = 1...7.
    let c1 = band + 8 * (j - 1)
    let c2 = band + 8 * (j - 2)
    let c3 = band + 8 * (j - 3)
    let c4 = band + 8 * (j - 4)
    let c5 = band + 8 * (j - 5)
    let c6 = band + 8 * (j - 6)
    let c7 = band + 8 * (j - 7)
    let u1 = c1[1]
    let u2 = c2[2]
    let u3 = c3[3]
    let u4 = c4[4]
    let u5 = c5[5]
    let u6 = c6[6]
    let u7 = c7[7]
    let r = band + 8 * j
    var s = r[0] + ridge
    s -= u7 * u7
    s -= u6 * u6
    s -= u5 * u5
    s -= u4 * u4
    s -= u3 * u3
    s -= u2 * u2
    s -= u1 * u1
    let diagonal = s > ridge ? s.squareRoot() : ridge.squareRoot()
    r[0] = diagonal
    // Entry d: subtract u_o · A'[j − o][j + d] for o = 7 − d down to 1.
    var t = r[1]
    t -= u6 * c6[7]
    t -= u5 * c5[6]
    t -= u4 * c4[5]
    t -= u3 * c3[4]
    t -= u2 * c2[3]
    t -= u1 * c1[2]
    r[1] = t / diagonal
    t = r[2]
    t -= u5 * c5[7]
    t -= u4 * c4[6]
    t -= u3 * c3[5]
    t -= u2 * c2[4]
    t -= u1 * c1[3]
    r[2] = t / diagonal
    t = r[3]
    t -= u4 * c4[7]
    t -= u3 * c3[6]
    t -= u2 * c2[5]
    t -= u1 * c1[4]
    r[3] = t / diagonal
    t = r[4]
    t -= u3 * c3[7]
    t -= u2 * c2[6]
    t -= u1 * c1[5]
    r[4] = t / diagonal
    t = r[5]
    t -= u2 * c2[7]
    t -= u1 * c1[6]
    r[5] = t / diagonal
    t = r[6]
    t -= u1 * c1[7]
    r[6] = t / diagonal
    r[7] = r[7] / diagonal
  }
}
