import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

/// `BezierPath` keeps its verbs and points in one copy-on-write allocation: these tests check it
/// against a model of two plain arrays, through random edits, copies and views.
@Suite struct BezierPathStorageTests {
  /// The reference: the two arrays a path used to be.
  struct Model: Equatable {
    var verbs: [BezierPath.Verb] = []
    var points: [SIMD2<Double>] = []

    mutating func removeLast(_ k: Int) {
      for _ in 0..<k { points.removeLast(verbs.removeLast().pointCount) }
    }
  }

  /// Whether `path` holds exactly the model's elements (coordinates bit for bit).
  static func matches(_ path: BezierPath, _ model: Model) -> Bool {
    Array(path.verbs) == model.verbs && path.points.count == model.points.count
      && zip(path.points, model.points).allSatisfy {
        $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern
      }
      && path.elementCount == model.verbs.count && path.isEmpty == model.verbs.isEmpty
      && path.verbs.withUnsafeBufferPointer { Array($0) } == model.verbs
      && path.points.withUnsafeBufferPointer { Array($0) } == model.points
  }

  static func point(_ rng: inout SplitMix64) -> SIMD2<Double> {
    SIMD2(Double(rng.next() % 2001) / 8 - 125, Double(rng.next() % 2001) / 8 - 125)
  }

  @Test("Random edits, copies and views agree with two arrays")
  func randomEditsMatchTheModel() {
    var rng = SplitMix64(seed: 0x5702_A6E)
    for round in 0..<60 {
      var path = BezierPath()
      var model = Model()
      // Copies and views taken along the way, with what they held then: none may change.
      var snapshots: [(BezierPath, BezierPath.Verbs, BezierPath.Points, Model)] = []
      for step in 0..<(20 + Int(rng.next() % 200)) {
        switch rng.next() % 12 {
        case 0:
          let p = Self.point(&rng)
          path.move(to: p)
          model.verbs.append(.move)
          model.points.append(p)
        case 1, 2:
          let p = Self.point(&rng)
          path.addLine(to: p)
          model.verbs.append(.line)
          model.points.append(p)
        case 3:
          let (c, p) = (Self.point(&rng), Self.point(&rng))
          path.addQuadCurve(to: p, control: c)
          model.verbs.append(.quadCurve)
          model.points += [c, p]
        case 4, 5:
          let (c1, c2, p) = (Self.point(&rng), Self.point(&rng), Self.point(&rng))
          path.addCurve(to: p, control1: c1, control2: c2)
          model.verbs.append(.curve)
          model.points += [c1, c2, p]
        case 6:
          path.closeSubpath()
          model.verbs.append(.close)
        case 7:
          let k = Int(rng.next() % UInt64(min(model.verbs.count, 5) + 1))
          path.removeLast(k)
          model.removeLast(k)
        case 8:
          if rng.next() % 4 == 0 {
            path.append(contentsOf: path)  // itself: its own storage is the source
            model.verbs += model.verbs
            model.points += model.points
          } else {
            var other = BezierPath()
            other.move(to: Self.point(&rng))
            other.addLine(to: Self.point(&rng))
            path.append(contentsOf: other)
            model.verbs += [.move, .line]
            model.points += other.points
          }
        case 9:
          path.reserveCapacity(
            verbs: model.verbs.count + Int(rng.next() % 40), points: model.points.count + Int(rng.next() % 90)
          )
        case 10:
          let t = AffineTransform2D(translationX: 0.5, y: -2)
          path = path.applying(t)
          model.points = model.points.map { t.apply($0) }
        default:
          snapshots.append((path, path.verbs, path.points, model))
        }
        #expect(Self.matches(path, model), "round \(round) step \(step)")
        if model.verbs.count > 2_000 {
          path.removeLast(model.verbs.count - 100)
          model.removeLast(model.verbs.count - 100)
        }
      }
      for (copy, verbs, points, then) in snapshots {
        #expect(Self.matches(copy, then), "round \(round): a copy changed")
        #expect(Array(verbs) == then.verbs && Array(points) == then.points, "round \(round): a view changed")
      }
    }
  }

  @Test("A copy is independent of the original in both directions")
  func copyOnWrite() throws {
    var a = try BezierPath(svgPathData: "M0 0L1 1C2 2 3 3 4 4Z")
    let before = a
    var b = a
    b.addLine(to: SIMD2(9, 9))
    #expect(a == before && b.elementCount == a.elementCount + 1)
    a.removeLast()
    #expect(b.elementCount == 5 && Array(b.verbs.prefix(4)) == Array(before.verbs))
    #expect(a.verbs == [.move, .line, .curve])
    // Parsing into a path whose storage is shared leaves the other holder alone.
    var c = before
    try c.replaceContents(withSVGPathData: "M5 5")
    #expect(before.verbs == [.move, .line, .curve, .close] && c.verbs == [.move])
    #expect(before.points == [SIMD2(0, 0), SIMD2(1, 1), SIMD2(2, 2), SIMD2(3, 3), SIMD2(4, 4)])
  }

  @Test("Equality and hashing follow the elements, not the storage")
  func equalityAndHashing() throws {
    let parsed = try BezierPath(svgPathData: "M1 2L3 4Q5 6 7 8")
    var built = BezierPath()
    built.reserveCapacity(verbs: 100, points: 300)
    built.move(to: SIMD2(1, 2))
    built.addLine(to: SIMD2(3, 4))
    built.addQuadCurve(to: SIMD2(7, 8), control: SIMD2(5, 6))
    #expect(parsed == built && parsed.hashValue == built.hashValue)
    #expect(Set([parsed, built]).count == 1)
    var other = built
    other.removeLast()
    other.addLine(to: SIMD2(7, 8))
    #expect(other != built)
    // An empty path equals one with reserved room.
    var reserved = BezierPath()
    reserved.reserveCapacity(verbs: 8, points: 8)
    #expect(reserved == BezierPath() && reserved.hashValue == BezierPath().hashValue)
    #expect(reserved.verbs.isEmpty && reserved.points.withUnsafeBufferPointer { $0.count } == 0)
    // Points compare as `Double`s: -0 equals 0.
    var negativeZero = BezierPath()
    negativeZero.move(to: SIMD2(-0.0, 0))
    var zero = BezierPath()
    zero.move(to: SIMD2(0, 0))
    #expect(negativeZero == zero)
    // The views compare with arrays either way round.
    #expect(parsed.verbs == [.move, .line, .quadCurve] && [.move, .line, .quadCurve] == parsed.verbs)
    #expect(parsed.points.last == SIMD2(7, 8) && [SIMD2(1, 2)] != parsed.points)
  }

  @Test("Paths built from verbs and points, and the explicit start, copy what they are given")
  func initializersAndExplicitStart() throws {
    let source = try BezierPath(svgPathData: "M1 2L3 4Z")
    let rebuilt = BezierPath(verbs: source.verbs, points: source.points)
    #expect(rebuilt == source)
    let leading = BezierPath(verbs: [.line, .close], points: [SIMD2(5, 6)])
    let explicit = leading.withExplicitStart
    #expect(explicit.verbs == [.move, .line, .close] && explicit.points == [SIMD2(0, 0), SIMD2(5, 6)])
    #expect(leading.verbs == [.line, .close])
    #expect(source.withExplicitStart == source)
  }

  @Test("Storage grows geometrically and a reused path keeps its storage")
  func growthAndReuse() throws {
    var path = BezierPath()
    var reallocations = 0
    var last = path.points.withUnsafeBufferPointer { $0.baseAddress }
    for i in 0..<10_000 {
      path.addLine(to: SIMD2(Double(i), 0))
      let now = path.points.withUnsafeBufferPointer { $0.baseAddress }
      if now != last { reallocations += 1 }
      last = now
    }
    #expect(reallocations < 20)
    #expect(path.points.capacity >= 10_000 && path.verbs.capacity >= 10_000)
    let room = path.points.capacity
    try path.replaceContents(withSVGPathData: "M0 0L1 1")
    #expect(path.points.capacity == room && path.points.withUnsafeBufferPointer { $0.baseAddress } == last)
  }

  @Test("Appending cubics, which grow points and verbs in turn, reallocates logarithmically often")
  func cubicGrowth() {
    // A side that grows must not cut the other's room: that made every few cubics reallocate
    // (quadratic time: 100 000 cubics took 13.6 s).
    var path = BezierPath()
    path.move(to: .zero)
    var reallocations = 0
    var last = path.points.withUnsafeBufferPointer { $0.baseAddress }
    for i in 1...100_000 {
      let x = Double(i)
      path.addCurve(to: SIMD2(x, 0), control1: SIMD2(x - 0.7, 1), control2: SIMD2(x - 0.3, 1))
      let now = path.points.withUnsafeBufferPointer { $0.baseAddress }
      if now != last { reallocations += 1 }
      last = now
    }
    #expect(reallocations < 40, "\(reallocations) reallocations for 100 000 cubics")
    #expect(path.elementCount == 100_001 && path.points.count == 300_001)
  }

  @Test("Reserving room on one side keeps the other side's room")
  func reserveKeepsTheOtherSide() {
    var path = BezierPath()
    path.reserveCapacity(verbs: 100, points: 0)
    path.reserveCapacity(verbs: 0, points: 300)
    #expect(path.verbs.capacity >= 100 && path.points.capacity >= 300)
    var reserved = BezierPath()
    reserved.reserveCapacity(verbs: 1_000, points: 1_000)
    for i in 0..<401 { reserved.addLine(to: SIMD2(Double(i), 0)) }
    #expect(reserved.verbs.capacity >= 1_000 && reserved.points.capacity >= 1_000)
  }

  @Test("A reservation too large to address stops the program instead of recording room it lacks")
  func hugeReservationTraps() async {
    // Before the check the size wrapped: a 64-byte block recorded room for 2⁶⁰ points, the
    // reservation returned, and the appends that followed corrupted the heap. It must stop in
    // the reservation (a release build's precondition prints no message, so the marker tells).
    let result = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
      var path = BezierPath()
      path.reserveCapacity(verbs: 16, points: 1 << 60)
      FileHandle.standardOutput.write(Data("reserved".utf8))
      path.addLine(to: SIMD2(1, 2))
    }
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(result != nil && !output.contains("reserved"))
  }

  @Test("A path can be sent to another task and read there")
  func sendable() async throws {
    let path = try BezierPath(svgPathData: "M0 0C1 1 2 2 3 3")
    let count = await Task.detached { path.points.count + path.verbs.count }.value
    #expect(count == 6)
  }
}
