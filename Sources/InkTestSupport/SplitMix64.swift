/// A small, fast, seeded random number generator (SplitMix64), so a property test that fails can
/// be reproduced from its seed.
///
/// The sequence depends only on the seed: the same seed gives the same numbers on every platform
/// and in every run. Not for cryptography.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
  /// The generator's state; it advances by a fixed odd constant at each draw.
  public var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: The starting state; any value, including 0, is fine.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  ///
  /// - Returns: A uniformly distributed 64-bit value.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
