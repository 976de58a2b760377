import InkInterchange
import InkTestSupport
import Testing

@Suite struct RandomDrawingGeneratorTests {
  @Test func sameSeedSameDrawing() {
    var a = RandomDrawingGenerator(seed: 9)
    var b = RandomDrawingGenerator(seed: 9)
    var c = RandomDrawingGenerator(seed: 10)
    let d = a.drawing()
    #expect(d.isBitwiseEqual(to: b.drawing()))
    #expect(!d.isBitwiseEqual(to: c.drawing()))
  }

  @Test(arguments: 0..<20 as Range<UInt64>)
  func drawingsAreValidAndHonourTheCounts(seed: UInt64) throws {
    var g = RandomDrawingGenerator(seed: seed)
    g.strokeCount = 2...3
    g.pointCount = 5...9
    let d = g.drawing()
    try d.validate()
    #expect((2...3).contains(d.strokes.count))
    #expect(d.strokes.allSatisfy { (5...9).contains($0.path.count) })
  }

  @Test func defaultsReachEveryFeature() {
    var g = RandomDrawingGenerator(seed: 1)
    var sawMask = false
    var sawTransform = false
    var sawNegativeZero = false
    var sawSubnormal = false
    var sawCustomInk = false
    var sawEmptyStroke = false
    for _ in 0..<60 {
      for s in g.drawing().strokes {
        sawMask = sawMask || s.mask != nil
        sawTransform = sawTransform || s.transform != .identity
        sawCustomInk = sawCustomInk || !s.ink.inkType.isBuiltIn
        sawEmptyStroke = sawEmptyStroke || s.path.isEmpty
        for p in s.path {
          for v in [p.location.x, p.location.y, p.timeOffset, p.force, p.opacity] {
            sawNegativeZero = sawNegativeZero || v.bitPattern == (-0.0).bitPattern
            sawSubnormal = sawSubnormal || v.isSubnormal
          }
        }
      }
    }
    #expect(sawMask && sawTransform && sawCustomInk && sawEmptyStroke)
    #expect(sawNegativeZero && sawSubnormal)
  }

  @Test func knobsTurnFeaturesOff() {
    var g = RandomDrawingGenerator.penLike(seed: 3)
    g.strokeCount = 5...5
    let d = g.drawing()
    #expect(d.strokes.count == 5)
    for s in d.strokes {
      #expect(s.mask == nil && s.transform == .identity && s.ink.inkType == .pen)
      #expect(!s.path.isEmpty)
      // Times are a ramp 8 ms apart; force stays in 0...1; steps of the walk are at most 3.
      for (i, p) in s.path.enumerated() {
        #expect(p.timeOffset == Double(i) * 0.008)
        #expect((0...1).contains(p.force))
        #expect(p.opacity == 1)
      }
      for (p, q) in zip(s.path, s.path.dropFirst()) {
        #expect(abs(p.location.x - q.location.x) <= 3)
      }
    }
  }

  @Test func valueStylesDrawWhatTheySay() {
    var rng = SplitMix64(seed: 5)
    #expect(ValueStyle.constant(2.5).values(count: 3, using: &rng) == [2.5, 2.5, 2.5])
    #expect(ValueStyle.ramp(start: 1, step: 0.5).values(count: 3, using: &rng) == [1, 1.5, 2])
    let floats = ValueStyle.float.values(count: 100, using: &rng)
    #expect(floats.allSatisfy { Double(Float($0)) == $0 })
    let decimals = ValueStyle.decimal.values(count: 100, using: &rng)
    #expect(decimals.allSatisfy { ($0 * 100).rounded() / 100 == $0 && abs($0) <= 1000 })
    let huge = ValueStyle.uniform(-.greatestFiniteMagnitude ... .greatestFiniteMagnitude)
    let hugeValues = huge.values(count: 100, using: &rng)
    #expect(hugeValues.allSatisfy { $0.isFinite })
    let extremeValues = ValueStyle.extreme.values(count: 1000, using: &rng)
    #expect(extremeValues.allSatisfy { $0.isFinite })
  }
}
