import Foundation
import InkInterchange
import Testing

/// The library example of the DocC article Getting Started (it left README.md), with a second
/// subpath and a walk along the curve, kept compiling and true.
@Suite struct ReadmeExampleTests {
  @Test func libraryExample() throws {
    let source = try BezierPath(
      svgPathData: "M10 80 C 40 10, 65 10, 95 80 S 150 150, 180 80 M20 20 L60 40")
    let paths = try source.strokePaths(
      creationDate: Date(), tolerance: 0.05,
      pointProvider: .timing(duration: 1.5, by: .arcLength))  // every subpath, within 0.05 units
    let drawing = Drawing(strokes: paths.map { Stroke(ink: Ink(.pen, color: .black), path: $0) })
    var sampled: [StrokePoint] = []
    for point in drawing.strokes[0].path.interpolatedPoints(by: .distance(5)) {
      sampled.append(point)
    }
    let back = drawing.strokes[0].path.bezierRepresentation  // exact: n − 1 cubics for n points

    #expect(paths.count == 2)
    #expect(back.segmentCount == drawing.strokes[0].path.count - 1)
    // Consecutive samples are 5 units apart along the curve, so never more than 5 apart in a line.
    #expect(sampled.count > 10)
    for (a, b) in zip(sampled, sampled.dropFirst()) {
      #expect(hypot(a.location.x - b.location.x, a.location.y - b.location.y) <= 5 + 1e-9)
      #expect(a.timeOffset <= b.timeOffset)
    }
    // The timing policy spreads 1.5 s over the stroke.
    #expect(drawing.strokes[0].path.first?.timeOffset == 0)
    #expect(abs((drawing.strokes[0].path.last?.timeOffset ?? 0) - 1.5) < 1e-12)
    // The second subpath is a straight segment: exact.
    #expect(drawing.strokes[1].path.first?.location == CGPoint(x: 20, y: 20))
    #expect(drawing.strokes[1].path.last?.location == CGPoint(x: 60, y: 40))
  }
}
