import Foundation
import InkInterchange
import InkTestSupport
import QuickDrawFormat
import Testing

/// The issue's proof: the real pen recordings in `../shared/corpus/perfect-freehand/` go through
/// the Quick, Draw! format and back with their times and positions preserved.
@Suite struct QuickDrawCorpusTests {
  @Test func perfectFreehandRecordingsKeepTimesAndPositions() throws {
    let recordings = try PenRecording.perfectFreehand(TestFixtures())
    let timed = recordings.filter(\.hasPressureAndTime)
    try #require(timed.count >= 4, "expected the timed recordings of perfect-freehand/inputs.json")
    let drawing = Drawing(strokes: timed.map { $0.stroke() })

    // Export: the ndjson holds the recorded numbers themselves, times as whole milliseconds.
    let exported = try QuickDrawFormat().exportDrawing(drawing, options: ExportOptions())
    #expect(
      exported.diagnostics.map(\.message) == ["Quick, Draw! keeps positions and times only; dropped: force"])
    // The numbers of the "drawing" array, read with the standard library's exact reader.
    let text = String(decoding: exported.bytes, as: UTF8.self)
    let drawingText = try #require(text.range(of: #""drawing":"#)).upperBound
    let written = text[drawingText...].split(whereSeparator: { ",[]}\n".contains($0) }).map { Double($0) }
    let recorded = timed.flatMap { r in
      r.samples.map(\.x) + r.samples.map(\.y) + r.samples.map { $0.milliseconds! }
    }
    #expect(written.count == recorded.count)
    #expect(zip(written, recorded).allSatisfy { $0?.bitPattern == $1.bitPattern })
    #expect(!text.contains(".0,") && !text.contains(".0]"), "whole numbers are written without .0")

    // Import: positions and times bit for bit.
    let back = try QuickDrawFormat().importDrawing(from: exported.bytes, options: ImportOptions())
    #expect(back.diagnostics.isEmpty)
    let kept = DrawingComparison(pointFields: [.location, .timeOffset], strokeFields: [.creationDate])
    let difference = DrawingDifference.first(between: drawing, and: back.drawing, comparing: kept)
    #expect(difference == nil, "\(difference.map(String.init(describing:)) ?? "")")
    #expect(back.drawing.pointCount == timed.reduce(0) { $0 + $1.samples.count })
  }

  @Test func untimedRecordingsKeepPositionsInTheSimplifiedForm() throws {
    let recordings = try PenRecording.perfectFreehand(TestFixtures()).filter { !$0.hasPressureAndTime }
    try #require(!recordings.isEmpty)
    let drawing = Drawing(strokes: recordings.map { $0.stroke() })
    var options = ExportOptions()
    options.formatOptions["form"] = "simplified"
    let exported = try QuickDrawFormat().exportDrawing(drawing, options: options)
    #expect(exported.diagnostics.isEmpty)
    let back = try QuickDrawFormat().importDrawing(from: exported.bytes, options: ImportOptions()).drawing
    let kept = DrawingComparison(pointFields: [.location, .timeOffset], strokeFields: [])
    #expect(DrawingDifference.first(between: drawing, and: back, comparing: kept) == nil)
  }

  @Test func wacomRecordingKeepsTimesAndPositions() throws {
    let drawing = Drawing(strokes: try PenRecording.wacom(TestFixtures()).map { $0.stroke() })
    #expect(drawing.pointCount > 800)
    var check = RoundTripCheck(
      format: QuickDrawFormat(),
      comparison: DrawingComparison(pointFields: [.location, .timeOffset], strokeFields: []))
    check.allowsDiagnostics = true
    #expect(check.failure(for: drawing) == nil)
  }
}
