import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

@Suite struct SVGPathDataWriterTests {
  func path(_ d: String) throws -> BezierPath { try BezierPath(svgPathData: d) }

  @Test func compactOutput() throws {
    #expect(try path("M 1 2 L 3 4").svgPathData == "M1 2 3 4")
    #expect(try path("M 1 2 L 3 4 L 5 6 M 7 8 L 9 10").svgPathData == "M1 2 3 4 5 6M7 8 9 10")
    #expect(try path("M 1 -2 L -3 -4").svgPathData == "M1-2-3-4")
    #expect(try path("M0 0 H 5 H 7 V 3 V -1 L 2 2").svgPathData == "M0 0H5 7V3-1L2 2")
    #expect(
      try path("M0 0 C 1 2 3 4 5 6 C 7 8 9 10 11 12 Q 1 2 3 4 Q 5 6 7 8 Z").svgPathData
        == "M0 0C1 2 3 4 5 6 7 8 9 10 11 12Q1 2 3 4 5 6 7 8Z")
    #expect(try path("M0.5 -0.25 L 1e-7 1.5e300").svgPathData == "M0.5-0.25 1e-7 1.5e+300")
    #expect(BezierPath().svgPathData == "")
  }

  @Test func closeThenDrawingElementAndCloseThenMove() throws {
    // A drawing element after Z needs its letter; a move after Z is written as a move.
    #expect(try path("M1 1L2 2ZL3 3").svgPathData == "M1 1 2 2ZL3 3")
    #expect(try path("M1 1L2 2ZM1 1L3 3").svgPathData == "M1 1 2 2ZM1 1 3 3")
    // After Z the current point is the subpath start, so this line is horizontal.
    #expect(try path("M1 1L5 5ZL3 1").svgPathData == "M1 1 5 5ZH3")
  }

  @Test func pathWithoutLeadingMoveGetsMoveToOrigin() {
    var p = BezierPath()
    p.addLine(to: SIMD2(3, 4))
    #expect(p.svgPathData == "M0 0 3 4")
  }

  @Test func appendAddsToExistingBytes() throws {
    var bytes = Array("d=\"".utf8)
    try path("M1 2Z").appendSVGPathData(to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "d=\"M1 2Z")
  }

  /// A random finite coordinate: integers, short decimals, any bit pattern, and the edge cases.
  static func coordinate(_ rng: inout SplitMix64) -> Double {
    let special: [Double] = [
      -0.0, 0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude.nextDown, 1e300,
      -1e300, 0.1 + 0.2, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-7, 1e16, 5e-5,
    ]
    switch rng.next() % 4 {
    case 0: return Double(Int64(bitPattern: rng.next()) % 1000)
    case 1: return Double(Int64(bitPattern: rng.next()) % 100_000) / 1000
    case 2: return special[Int(rng.next() % UInt64(special.count))]
    default:
      while true {
        let v = Double(bitPattern: rng.next())
        if v.isFinite { return v }
      }
    }
  }

  static func randomPath(_ rng: inout SplitMix64) -> BezierPath {
    var p = BezierPath()
    func point() -> SIMD2<Double> { SIMD2(coordinate(&rng), coordinate(&rng)) }
    var current = point()
    p.move(to: current)
    for _ in 0..<Int(rng.next() % 30) {
      switch rng.next() % 8 {
      case 0: p.move(to: point())
      case 1: p.addLine(to: point())
      case 2: p.addLine(to: SIMD2(coordinate(&rng), current.y))  // H
      case 3: p.addLine(to: SIMD2(current.x, coordinate(&rng)))  // V
      case 4: p.addQuadCurve(to: point(), control: point())
      case 5: p.addCurve(to: point(), control1: point(), control2: point())
      case 6: p.closeSubpath()
      default: p.addLine(to: current)  // zero-length line
      }
      // The writer's H/V choice depends on the current point; track it roughly (closes and moves
      // only change which letter is used, never the result).
      if let last = p.points.last { current = last }
    }
    return p
  }

  @Test func randomPathsRoundTripBitForBit() throws {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<2000 {
      let p = Self.randomPath(&rng)
      let d = p.svgPathData
      let back = try BezierPath(svgPathData: d)
      #expect(back.verbs == p.verbs, "\(d)")
      #expect(back.points.map(\.x.bitPattern) == p.points.map(\.x.bitPattern), "\(d)")
      #expect(back.points.map(\.y.bitPattern) == p.points.map(\.y.bitPattern), "\(d)")
    }
  }

  @Test func parsedCorpusRoundTrips() throws {
    let directory = PathDataTestSupport.corpusRoot.appendingPathComponent("resvg/tests/shapes/path")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasSuffix(".svg")
    }
    try #require(!names.isEmpty, "corpus missing at \(directory.path)")
    for name in names {
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      for d in PathDataTestSupport.pathDataAttributes(ofSVG: text) {
        let p = BezierPath.parsingSVGPathData(d).path
        let back = try BezierPath(svgPathData: p.svgPathData)
        #expect(back.verbs == p.verbs && back.points == p.points, "\(name)")
      }
    }
  }

  @Test("A path that starts with a drawing element comes back from its path data with an explicit start")
  func leadingDrawingElement() throws {
    let cases: [[BezierPath.Element]] = [
      [
        .closeSubpath, .move(to: CGPoint(x: 5e-324, y: 0)),
        .curve(to: CGPoint(x: 50, y: 100), control1: CGPoint(x: 100, y: 0), control2: CGPoint(x: 100, y: 50)),
      ],
      [.line(to: CGPoint(x: 1, y: 2))],
      [
        .quadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 1, y: 2)), .closeSubpath,
        .line(to: CGPoint(x: -0.0, y: 1)),
      ],
    ]
    for elements in cases {
      let path = BezierPath(elements: elements)
      let explicit = path.withExplicitStart
      #expect(explicit.verbs == [.move] + path.verbs)
      #expect(explicit.points == [.zero] + path.points)
      let back = try BezierPath(svgPathData: path.svgPathData)
      #expect(back.verbs == explicit.verbs && back.points == explicit.points, "\(elements)")
      #expect(explicit.withExplicitStart == explicit)
    }
    let moved = BezierPath(elements: [.move(to: CGPoint(x: 1, y: 1)), .closeSubpath])
    #expect(moved.withExplicitStart == moved)
    #expect(BezierPath().withExplicitStart == BezierPath())
  }
}
