import InkTestSupport
import Testing

@Suite struct SplitMix64Tests {
  @Test func matchesTheReferenceSequence() {
    // The first outputs of the reference SplitMix64 (Steele, Lea and Flood) from seed 0.
    var rng = SplitMix64(seed: 0)
    #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
    #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(rng.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func sameSeedSameNumbers() {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    var c = SplitMix64(seed: 43)
    let x = (0..<8).map { _ in a.next() }
    #expect(x == (0..<8).map { _ in b.next() })
    #expect(x != (0..<8).map { _ in c.next() })
  }
}
