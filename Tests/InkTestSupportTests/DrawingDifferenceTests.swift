import Foundation
import InkInterchange
import InkTestSupport
import Testing

@Suite struct DrawingDifferenceTests {
  static func sample() -> Drawing {
    var g = RandomDrawingGenerator.penLike(seed: 4)
    g.strokeCount = 3...3
    g.pointCount = 5...5
    return g.drawing()
  }

  @Test func equalDrawingsHaveNoDifference() {
    #expect(DrawingDifference.first(between: Self.sample(), and: Self.sample()) == nil)
  }

  @Test func namesTheStrokePointAndField() throws {
    let a = Self.sample()
    var b = a
    var points = b.strokes[1].path.controlPoints
    points[3].timeOffset += 1e-12
    b.strokes[1].path = StrokePath(controlPoints: points, creationDate: b.strokes[1].path.creationDate)
    let d = try #require(DrawingDifference.first(between: a, and: b))
    #expect(d.path == "strokes[1].points[3].timeOffset")
    #expect(d.strokeIndex == 1 && d.pointIndex == 3)
    #expect(d.description.hasPrefix("strokes[1].points[3].timeOffset: expected "))
    // Within a tolerance, or when time is not compared, the drawings match.
    #expect(
      DrawingDifference.first(between: a, and: b, comparing: DrawingComparison(tolerance: 1e-9)) == nil)
    let noTime = DrawingComparison(pointFields: [.location, .force])
    #expect(DrawingDifference.first(between: a, and: b, comparing: noTime) == nil)
  }

  @Test func tellsNegativeZeroFromZero() throws {
    let p = StrokePoint.pen(at: CGPoint(x: 0.0, y: 1))
    var q = p
    q.location.x = -0.0
    let date = Date(timeIntervalSinceReferenceDate: 0)
    let id = PenRecording.zeroID
    let a = Drawing(strokes: [
      Stroke(ink: Ink(.pen), path: StrokePath(controlPoints: [p], creationDate: date), id: id)
    ])
    let b = Drawing(strokes: [
      Stroke(ink: Ink(.pen), path: StrokePath(controlPoints: [q], creationDate: date), id: id)
    ])
    #expect(DrawingDifference.first(between: a, and: b)?.path == "strokes[0].points[0].location")
    #expect(
      DrawingDifference.first(between: a, and: b, comparing: DrawingComparison(tolerance: 1e-12)) == nil)
  }

  @Test func countsAndStrokeFields() throws {
    let a = Self.sample()
    var b = a
    b.strokes.removeLast()
    #expect(DrawingDifference.first(between: a, and: b)?.path == "strokeCount")
    b = a
    b.strokes[2].id = PenRecording.zeroID
    #expect(DrawingDifference.first(between: a, and: b)?.path == "strokes[2].id")
    #expect(
      DrawingDifference.first(between: a, and: b, comparing: DrawingComparison(strokeFields: [])) == nil)
    b = a
    b.strokes[0].path = StrokePath(
      controlPoints: Array(a.strokes[0].path.controlPoints.dropLast()),
      creationDate: a.strokes[0].path.creationDate)
    #expect(DrawingDifference.first(between: a, and: b)?.path == "strokes[0].pointCount")
    b = a
    b.strokes[0].transform.tx = 1
    #expect(DrawingDifference.first(between: a, and: b)?.path == "strokes[0].transform")
  }

  /// Swift's `==` on strings is canonical equivalence, so an ink type that came back in another
  /// Unicode normalization form (`é` as `e` + U+0301, as a format that normalizes text would
  /// return it) passed the bit-exact comparison although its identifier changed.
  @Test func tellsInkTypesApartByTheirScalarsNotByCanonicalEquivalence() throws {
    let a = Self.sample()
    var composed = a
    var decomposed = a
    composed.strokes[2].ink.inkType = .custom("caf\u{E9}")
    decomposed.strokes[2].ink.inkType = .custom("cafe\u{301}")
    #expect(composed.strokes[2].ink.inkType.rawValue == decomposed.strokes[2].ink.inkType.rawValue)
    let d = try #require(DrawingDifference.first(between: composed, and: decomposed))
    #expect(d.path == "strokes[2].ink.inkType")
    #expect(d.expected != d.actual)
    let loose = DrawingComparison(tolerance: 1e-9)
    #expect(
      DrawingDifference.first(between: composed, and: decomposed, comparing: loose)?.field == "ink.inkType")
    #expect(DrawingDifference.first(between: composed, and: composed) == nil)
  }
}
