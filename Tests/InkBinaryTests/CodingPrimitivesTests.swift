import InkTestSupport
import Testing

@testable import InkBinary

@Suite struct CodingPrimitivesTests {
  @Test func crc32cCheckValue() {
    #expect(CRC32C.checksum(of: Array("123456789".utf8)) == 0xE306_9283)
    #expect(CRC32C.checksum(of: [UInt8]()) == 0)
    // Slicing-by-8 agrees with the byte-at-a-time path at every length and split.
    let data = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    for n in 0...data.count {
      let whole = CRC32C.checksum(of: Array(data[0..<n]))
      var bytewise: UInt32 = 0xFFFF_FFFF
      for b in data[0..<n] {
        bytewise = (bytewise >> 8) ^ CRC32C.table[Int((bytewise ^ UInt32(b)) & 0xFF)]
      }
      #expect(whole == ~bytewise)
      let split = data.withUnsafeBytes { raw in
        CRC32C.checksum(
          of: UnsafeRawBufferPointer(rebasing: raw[0..<(n / 2)]),
          UnsafeRawBufferPointer(rebasing: raw[(n / 2)..<n]))
      }
      #expect(split == whole)
    }
  }

  @Test func zigzag() {
    for v: Int64 in [0, -1, 1, -2, 2, .max, .min, 12345, -12345] {
      #expect(zigzagDecode(zigzagEncode(v)) == v)
    }
    #expect(zigzagEncode(-1) == 1 && zigzagEncode(1) == 2 && zigzagEncode(.min) == .max)
  }

  @Test func varintSizes() {
    for (v, size): (UInt64, Int) in [(0, 1), (127, 1), (128, 2), (16383, 2), (16384, 3), (.max, 10)] {
      #expect(v.varintSize == size)
      var w = ByteWriter()
      w.varint(v)
      #expect(w.count == size)
      let back = w.bytes.withUnsafeBytes { raw in
        var r = ByteReader(raw, from: 0, to: raw.count)
        return try! r.varint("v")
      }
      #expect(back == v)
    }
  }

  @Test(arguments: 0..<30)
  func integerStreamsRoundTrip(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &+ 1000)
    let n = [1, 2, 3, 31, 32, 33, 65, 1000].randomElement(using: &rng)!
    let style = seed % 6
    var values = [Int64](repeating: 0, count: n)
    var x: Int64 = .random(in: -1000...1000, using: &rng)
    for i in 0..<n {
      switch style {
      case 0: values[i] = .random(in: .min ... .max, using: &rng)
      case 1: values[i] = [Int64.min, .max, 0, -1, 1].randomElement(using: &rng)!
      case 2:
        x &+= .random(in: -5...5, using: &rng) * 1000
        values[i] = x
      case 3: values[i] = 42
      case 4: values[i] = Int64(i) * 3 + .random(in: 0...1, using: &rng) * (1 << 40)
      default:
        x &+= .random(in: -3...3, using: &rng)
        values[i] = x &* 7
      }
    }
    var w = ByteWriter()
    var scratch: [UInt64] = []
    values.withUnsafeBufferPointer { q in
      IntStream.encode(q, plan: IntStream.plan(q), into: &w, scratch: &scratch)
    }
    var out = [Int64](repeating: 0, count: n)
    try w.bytes.withUnsafeBytes { raw in
      var r = ByteReader(raw, from: 0, to: raw.count)
      try out.withUnsafeMutableBufferPointer { try IntStream.decode(&r, count: n, into: $0) }
      #expect(r.isAtEnd)
    }
    #expect(out == values, "seed \(seed) style \(style) n \(n)")
  }
}

extension CodingPrimitivesTests {
  @Test func exactDivision() {
    var rng = SplitMix64(seed: 77)
    for g: UInt64 in [1, 2, 3, 7, 1000, 1 << 29, 3 << 40, 999_999_937, UInt64(Int64.max)] {
      let d = ExactDivider(g)
      for _ in 0..<200 {
        let bound = Int64.max / Int64(g)
        let m = Int64.random(in: -bound...bound, using: &rng)
        let r = m * Int64(g)
        #expect(d.divide(r) == m)
        #expect(d.divides(r))
        if g > 1 { #expect(!d.divides(r &+ 1)) }
      }
    }
  }
}
