import InkBinary
import InkInterchange
import InkJSON
import InkTestSupport
import Testing

/// A format that forgets force (writes the JSON hub, reads it back with force 1).
private struct ForgetfulFormat: DrawingImporter, DrawingExporter {
  var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "forgetful", name: "Forgetful", fileExtensions: ["fg"], mediaType: "text/plain",
      isBinary: false, isLossless: false)
  }
  func canImport(prefix: ArraySlice<UInt8>) -> Bool { false }
  func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult {
    try JSONFormat().exportDrawing(drawing, options: options)
  }
  func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
    var result = try JSONFormat().importDrawing(from: bytes, options: options)
    for i in result.drawing.strokes.indices {
      var points = result.drawing.strokes[i].path.controlPoints
      for j in points.indices { points[j].force = 1 }
      result.drawing.strokes[i].path = StrokePath(
        controlPoints: points, creationDate: result.drawing.strokes[i].path.creationDate)
    }
    return result
  }
}

/// An exporter that always throws.
private struct BrokenExporter: DrawingExporter {
  struct Failure: Error {}
  var descriptor: FormatDescriptor { ForgetfulFormat().descriptor }
  func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult {
    throw Failure()
  }
}

@Suite struct RoundTripCheckTests {
  @Test(arguments: 0..<6 as Range<UInt64>)
  func losslessFormatsPass(seed: UInt64) throws {
    var g = RandomDrawingGenerator(seed: seed)
    let drawing = g.drawing()
    #expect(RoundTripCheck(format: JSONFormat()).failure(for: drawing) == nil)
    #expect(RoundTripCheck(format: InkBinaryFormat()).failure(for: drawing) == nil)
    // Across formats: written as JSON, read as JSON through the registry entries.
    var registry = FormatRegistry()
    try registry.register(JSONFormat())
    let outcome = try RoundTripCheck(formatID: "json", in: registry).run(drawing)
    #expect(outcome.drawing.isBitwiseEqual(to: drawing))
    #expect(!outcome.bytes.isEmpty)
  }

  @Test func aLossReportsTheFirstDifference() throws {
    var g = RandomDrawingGenerator.penLike(seed: 2)
    g.strokeCount = 2...2
    let drawing = g.drawing()
    let failure = try #require(RoundTripCheck(format: ForgetfulFormat()).failure(for: drawing))
    #expect(failure.stage == .comparison)
    #expect(failure.difference?.path.hasSuffix(".force") == true)
    #expect(failure.difference?.strokeIndex == 0)
    #expect(failure.description.contains("strokes[0].points["))
    // Not comparing force, the same format passes.
    let lenient = RoundTripCheck(
      format: ForgetfulFormat(),
      comparison: DrawingComparison(
        pointFields: Set(DrawingComparison.PointField.allCases).subtracting([.force])))
    #expect(lenient.failure(for: drawing) == nil)
  }

  @Test func exportFailuresAndMissingFormatsAreReported() throws {
    let check = RoundTripCheck(exporter: BrokenExporter(), importer: JSONFormat())
    #expect(check.failure(for: Drawing())?.stage == .export)
    #expect(throws: RoundTripFailure.self) { try RoundTripCheck(formatID: "json", in: FormatRegistry()) }
  }

  @Test func diagnosticsFailUnlessAllowed() throws {
    // Quantized .ink export warns that it is lossy.
    var g = RandomDrawingGenerator.penLike(seed: 8)
    let drawing = g.drawing()
    var check = RoundTripCheck(format: InkBinaryFormat(), comparison: DrawingComparison(tolerance: 1e-2))
    check.exportOptions.formatOptions["quantize"] = "true"
    #expect(check.failure(for: drawing)?.stage == .export)
    check.allowsDiagnostics = true
    check.comparison = DrawingComparison(pointFields: [], strokeFields: [.id, .inkType])
    #expect(check.failure(for: drawing) == nil)
  }
}
