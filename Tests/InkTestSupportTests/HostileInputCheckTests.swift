import InkBinary
import InkInterchange
import InkJSON
import InkTestSupport
import Testing

/// An importer that accepts anything and returns far more points than allowed.
private struct GreedyImporter: DrawingImporter {
  var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "greedy", name: "Greedy", fileExtensions: [], mediaType: "text/plain", isBinary: true,
      isLossless: false)
  }
  func canImport(prefix: ArraySlice<UInt8>) -> Bool { true }
  func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
    struct Plain: Error {}
    if bytes.count % 2 == 1 { throw Plain() }
    let points = [StrokePoint](repeating: .pen(at: .zero), count: 11)
    return ImportResult(
      drawing: Drawing(strokes: [
        Stroke(ink: Ink(.pen), path: StrokePath(controlPoints: points, creationDate: .now))
      ]))
  }
}

@Suite struct HostileInputCheckTests {
  static func sample(_ format: any DrawingExporter) throws -> [UInt8] {
    var g = RandomDrawingGenerator(seed: 12)
    g.strokeCount = 2...2
    g.pointCount = 3...3
    return try format.exportDrawing(g.drawing(), options: ExportOptions()).bytes
  }

  @Test func theBinaryImporterPasses() throws {
    let sample = try Self.sample(InkBinaryFormat())
    let report = HostileInputCheck(importer: InkBinaryFormat()).run(on: sample)
    #expect(report.failures.isEmpty, "\(report)")
    // Every prefix, every bit up to 4096 flips, and the garbage.
    #expect(sample.count <= 2048)
    #expect(report.inputCount == sample.count + min(8 * sample.count, 4096) + 64)
    #expect(report.refusedCount > 0)
  }

  @Test func theJSONImporterPassesWithSampledInputs() throws {
    let sample = try Self.sample(JSONFormat())
    var check = HostileInputCheck(importer: JSONFormat())
    check.maxTruncations = 100
    check.maxBitFlips = 300
    check.garbageInputs = 10
    let report = check.run(on: sample)
    #expect(report.failures.isEmpty, "\(report)")
    #expect(report.inputCount <= 100 + 128 + 300 + 10)
    #expect(report.inputCount >= 300 + 10)
  }

  /// Lines end at a lone CR as they do at LF (the JSON reader counts them so): an error on the
  /// third line of a CR-only document was reported as outside a one-line input.
  @Test func carriageReturnsEndLines() throws {
    var options = ExportOptions()
    options.prettyPrinted = true
    var g = RandomDrawingGenerator(seed: 12)
    g.strokeCount = 1...1
    g.pointCount = 2...2
    let pretty = try JSONFormat().exportDrawing(g.drawing(), options: options).bytes
    let sample = pretty.map { $0 == 0x0A ? 0x0D : $0 }
    var check = HostileInputCheck(importer: JSONFormat())
    check.maxTruncations = 50
    check.maxBitFlips = 0
    check.garbageInputs = 0
    let report = check.run(on: sample)
    #expect(report.refusedCount > 0)
    #expect(report.failures.isEmpty, "\(report)")
  }

  @Test func brokenRulesAreReported() {
    var check = HostileInputCheck(importer: GreedyImporter())
    check.options.maxPointCount = 10
    check.garbageInputs = 0
    check.maxBitFlips = 0
    let report = check.run(on: Array(repeating: 0x41, count: 6))
    // Six prefixes: the even lengths are accepted with too many points, the odd ones are refused
    // with an error that is not located.
    #expect(report.inputCount == 6)
    #expect(report.failureCount == 6)
    #expect(report.acceptedCount == 3 && report.refusedCount == 3)
    #expect(report.failures.contains { $0.reason.contains("above the limit 10") })
    #expect(report.failures.contains { $0.reason.contains("not a LocatedError") })
    #expect(report.description.contains("6 failed"))
  }
}
