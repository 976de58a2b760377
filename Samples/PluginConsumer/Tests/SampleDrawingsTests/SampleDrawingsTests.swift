import InkInterchange
import SampleDrawings
import Testing

@Suite struct SampleDrawingsTests {
  @Test func everyDrawingIsListed() {
    #expect(SampleDrawings.names == ["arrow-left.ink", "flourish.ink", "note-bezier.ink"])
  }

  @Test func drawingInASubfolderIsFound() throws {
    // arrow-left.svg: a shaft and a two-segment head, two subpaths, so two strokes.
    let drawing = try SampleDrawings.arrow()
    #expect(drawing.strokes.count == 2)
    let widths = drawing.strokes.flatMap { $0.path.map(\.size.width) }
    #expect(widths.allSatisfy { $0 == 2.5 })
  }

  @Test func flourishHasStrokes() throws {
    let drawing = try SampleDrawings.flourish()
    // flourish.svg has five stroked shapes (path, underline, circle, rectangle, polyline); the
    // underline's arc and line are one subpath.
    #expect(drawing.strokes.count >= 5)
    #expect(drawing.pointCount > drawing.strokes.count)
  }

  @Test func bezierDocumentKeepsItsTimes() throws {
    let drawing = try SampleDrawings.drawing(named: "note-bezier.ink")
    #expect(!drawing.strokes.isEmpty)
    let last = try #require(drawing.strokes.first?.path.last)
    // note-bezier.json's first path ends at time 0.8 s.
    #expect(abs(last.timeOffset - 0.8) < 1e-9)
  }
}
