/// Solves symmetric positive definite systems whose matrix has half-bandwidth 7 (the normal
/// equations of a squared-distance fit with uniform cubic B-splines: 2 × 2 blocks, block
/// half-bandwidth 3), in linear time.
///
/// The matrix is stored row by row as `band[8 * j + d] = A[j][j + d]` for `d` in `0...7`.
///
/// The factorization is `Uᵀ D U` (`U` unit upper triangular, `D` diagonal), not Cholesky's
/// `Uᵀ U`: no square root, and in each row one division for the pivot's reciprocal (the rest of
/// the row multiplies by it) and one in the diagonal solve, which no other row waits for. The
/// factor's rows depend on one another one after the other, so the solver's time is mostly that
/// chain's latency (by a sampling profile it took about twice its share of the instructions).
struct BandedCholesky {
  /// The half-bandwidth.
  static let width = 7

  /// Factors the band in place into `Uᵀ D U` (`D` on the diagonal, `U`'s entries above it) and
  /// solves `A x = b` for the right-hand side in `rhs`, overwriting it with `x`.
  ///
  /// This is the plain form, with loops; the fitter calls ``solvePadded(band:rhs:m:)``, which
  /// computes the same numbers (a test compares them).
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
      // wₖ = D[k] U[k][j] for the rows k above j within the band.
      var s = band[8 * j] + ridge
      var k = Swift.max(0, j - w)
      while k < j {
        let u = band[8 * k + (j - k)]
        s -= (band[8 * k] * u) * u
        k += 1
      }
      let pivot = s > ridge ? s : ridge
      let inverse = 1 / pivot
      band[8 * j] = pivot
      var d = 1
      while d <= w && j + d < m {
        var t = band[8 * j + d]
        var k = Swift.max(0, j + d - w)
        while k < j {
          t -= (band[8 * k] * band[8 * k + (j - k)]) * band[8 * k + (j + d - k)]
          k += 1
        }
        band[8 * j + d] = t * inverse
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
      rhs[j] = s
    }
    // D z = y.
    for j in 0..<m { rhs[j] = rhs[j] / band[8 * j] }
    // U x = z.
    var j = m - 1
    while j >= 0 {
      var s = rhs[j]
      var d = 1
      while d <= w && j + d < m {
        s -= band[8 * j + d] * rhs[j + d]
        d += 1
      }
      rhs[j] = s
      j -= 1
    }
  }

  /// ``solve(band:rhs:m:)`` with the loops unrolled to the full bandwidth, for a band and a
  /// right-hand side padded with zeros: 7 rows (56 values) before `band`, 7 values before and after
  /// `rhs`. The terms the padding adds are products with a zero, so every value is the same
  /// floating-point number as ``solve(band:rhs:m:)`` computes (up to the sign of a zero), without
  /// the loops' bounds and index arithmetic (half the solver's instructions on the corpus).
  ///
  /// - Parameters:
  ///   - band: The matrix band, `8 · m` values with 56 zeros before them, entries past the
  ///     matrix's edge zero; overwritten with the factor.
  ///   - rhs: The right-hand side, `m` values with 7 zeros on either side; overwritten with the
  ///     solution.
  ///   - m: The number of unknowns.
  static func solvePadded(band: UnsafeMutablePointer<Double>, rhs: UnsafeMutablePointer<Double>, m: Int) {
    guard m > 0 else { return }
    var maxDiagonal = 0.0
    for j in 0..<m { maxDiagonal = Swift.max(maxDiagonal, band[8 * j]) }
    let ridge = Swift.max(maxDiagonal * 1e-13, Double.leastNormalMagnitude)
    // The row before's pivot and entries stay in registers: each row needs them first, and
    // reading them back from memory put a store-to-load forwarding on the chain from row to row.
    // (The same operations in the same order.)
    var d0 = band[-8]
    var (u1, u2, u3, u4, u5, u6, u7) = (band[-7], band[-6], band[-5], band[-4], band[-3], band[-2], band[-1])
    for j in 0..<m {
      let row = band + 8 * j
      // c[7 i] = U[j − 7 + i][j], c[7 i + d] = U[j − 7 + i][j + d], p[8 i] = D[j − 7 + i],
      // and wᵢ = D[j − 7 + i] U[j − 7 + i][j]; the row before's (i = 6) are d0 and u1…u7.
      let c = row - 49
      let p = row - 56
      let w0 = p[0] * c[0]
      let w1 = p[8] * c[7]
      let w2 = p[16] * c[14]
      let w3 = p[24] * c[21]
      let w4 = p[32] * c[28]
      let w5 = p[40] * c[35]
      let w6 = d0 * u1
      var s = row[0] + ridge
      s -= w0 * c[0]
      s -= w1 * c[7]
      s -= w2 * c[14]
      s -= w3 * c[21]
      s -= w4 * c[28]
      s -= w5 * c[35]
      s -= w6 * u1
      let pivot = s > ridge ? s : ridge
      let inverse = 1 / pivot
      row[0] = pivot
      var t = row[1]
      t -= w1 * c[8]
      t -= w2 * c[15]
      t -= w3 * c[22]
      t -= w4 * c[29]
      t -= w5 * c[36]
      t -= w6 * u2
      let n1 = t * inverse
      row[1] = n1
      t = row[2]
      t -= w2 * c[16]
      t -= w3 * c[23]
      t -= w4 * c[30]
      t -= w5 * c[37]
      t -= w6 * u3
      let n2 = t * inverse
      row[2] = n2
      t = row[3]
      t -= w3 * c[24]
      t -= w4 * c[31]
      t -= w5 * c[38]
      t -= w6 * u4
      let n3 = t * inverse
      row[3] = n3
      t = row[4]
      t -= w4 * c[32]
      t -= w5 * c[39]
      t -= w6 * u5
      let n4 = t * inverse
      row[4] = n4
      t = row[5]
      t -= w5 * c[40]
      t -= w6 * u6
      let n5 = t * inverse
      row[5] = n5
      t = row[6]
      t -= w6 * u7
      let n6 = t * inverse
      row[6] = n6
      let n7 = row[7] * inverse
      row[7] = n7
      d0 = pivot
      (u1, u2, u3, u4, u5, u6, u7) = (n1, n2, n3, n4, n5, n6, n7)
    }
    // Uᵀ y = b.
    var yBefore = rhs[-1]
    for j in 0..<m {
      let c = band + (8 * j - 49)
      let y = rhs + (j - 7)
      var s = y[7]
      s -= c[0] * y[0]
      s -= c[7] * y[1]
      s -= c[14] * y[2]
      s -= c[21] * y[3]
      s -= c[28] * y[4]
      s -= c[35] * y[5]
      s -= c[42] * yBefore
      y[7] = s
      yBefore = s
    }
    // D z = y.
    for j in 0..<m { rhs[j] = rhs[j] / band[8 * j] }
    // U x = z.
    var j = m - 1
    var xAfter = rhs[m]
    while j >= 0 {
      let row = band + 8 * j
      let x = rhs + j
      var s = x[0]
      s -= row[1] * xAfter
      s -= row[2] * x[2]
      s -= row[3] * x[3]
      s -= row[4] * x[4]
      s -= row[5] * x[5]
      s -= row[6] * x[6]
      s -= row[7] * x[7]
      x[0] = s
      xAfter = s
      j -= 1
    }
  }
}
