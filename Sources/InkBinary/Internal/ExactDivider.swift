/// Exact division by a fixed positive factor: an arithmetic shift for its power of two, then a
/// multiplication by the inverse of its odd part modulo 2^64. Exact for multiples of the factor
/// (the only values divided), and free of hardware division.
struct ExactDivider {
  let shift: Int64
  let inverse: UInt64
  let lowMask: Int64
  let odd: Int64

  init(_ g: UInt64) {
    precondition(g > 0 && g <= UInt64(Int64.max))
    shift = Int64(g.trailingZeroBitCount)
    let o = g >> UInt64(shift)
    // Newton's iteration: 3 correct bits to start, doubling each step.
    var x = o
    for _ in 0..<5 { x = x &* (2 &- o &* x) }
    inverse = x
    odd = Int64(o)
    lowMask = (1 << shift) &- 1
  }

  /// `r / g` for a multiple `r` of `g`.
  @inline(__always)
  func divide(_ r: Int64) -> Int64 {
    Int64(bitPattern: UInt64(bitPattern: r >> shift) &* inverse)
  }

  /// Whether `g` divides `r`.
  @inline(__always)
  func divides(_ r: Int64) -> Bool {
    (r & lowMask) == 0 && (odd == 1 || (r >> shift) % odd == 0)
  }
}
