import Foundation
import InkInterchange
import InkTestSupport
import QuickDrawFormat
import Testing

/// Quick, Draw! → drawing → Quick, Draw! gives back the same bytes; drawing → Quick, Draw! →
/// drawing keeps every position and time.
@Suite struct QuickDrawRoundTripTests {
  /// What the format keeps: positions and times.
  static let kept = DrawingComparison(pointFields: [.location, .timeOffset], strokeFields: [])

  @Test func theSampleFileComesBackByteForByte() throws {
    let (_, bytes) = try sampleFile()
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    #expect(lines.count == 3)
    for (k, line) in lines.enumerated() {
      var options = ImportOptions()
      options.formatOptions["line"] = String(k + 1)
      let drawing = try QuickDrawFormat().importDrawing(from: bytes, options: options).drawing
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      var export = exportOptions(
        word: object["word"] as! String, countrycode: object["countrycode"] as! String,
        recognized: object["recognized"] as! Bool, keyID: object["key_id"] as! String)
      let simplified = ((object["drawing"] as! [[[Double]]]).first?.count ?? 3) == 2
      if simplified { export.formatOptions["form"] = "simplified" }
      let written = try QuickDrawFormat().exportDrawing(drawing, options: export)
      #expect(written.diagnostics.isEmpty)
      #expect(String(decoding: written.bytes, as: UTF8.self) == line + "\n", "line \(k + 1)")
    }
  }

  /// Pen-like strokes (times `i × 0.008` s, which are not all whole doubles of milliseconds)
  /// keep positions bit for bit and times within an ulp.
  @Test(arguments: 0..<12 as Range<UInt64>)
  func penLikeDrawingsKeepPositionsAndTimes(seed: UInt64) throws {
    var g = RandomDrawingGenerator.penLike(seed: seed)
    g.strokeCount = 1...6
    g.pointCount = 0...80
    g.strokeValues = .constant(0)  // One creation date, as in a Quick, Draw! file.
    var check = RoundTripCheck(
      format: QuickDrawFormat(),
      comparison: DrawingComparison(
        pointFields: [.location, .timeOffset], strokeFields: [], tolerance: 1e-15))
    check.allowsDiagnostics = true  // Force is dropped, with a warning.
    let drawing = g.drawing()
    #expect(check.failure(for: drawing) == nil, "seed \(seed)")
    check.comparison = DrawingComparison(pointFields: [.location], strokeFields: [])
    #expect(check.failure(for: drawing) == nil, "seed \(seed)")
  }

  /// Strokes created at different times: each time is written from the earliest stroke's date,
  /// so the time at which each point was drawn (creation date + offset) is kept.
  @Test func strokesWithDifferentCreationDatesKeepAbsoluteTimes() throws {
    var g = RandomDrawingGenerator.penLike(seed: 5)
    g.strokeCount = 4...4
    let drawing = g.drawing()
    let bytes = try QuickDrawFormat().exportDrawing(drawing, options: ExportOptions()).bytes
    let back = try QuickDrawFormat().importDrawing(from: bytes, options: ImportOptions()).drawing
    let earliest = drawing.strokes.map(\.path.creationDate).min()!
    for (s, t) in zip(drawing.strokes, back.strokes) {
      #expect(abs(t.path.creationDate.timeIntervalSince(earliest)) < 1e-5)  // 5 decimals in the timestamp
      for (p, q) in zip(s.path, t.path) {
        let expected = s.path.creationDate.timeIntervalSince(earliest) + p.timeOffset
        #expect(abs(q.timeOffset - expected) <= 1e-9 * max(1, abs(expected)))
      }
    }
  }

  @Test(arguments: 0..<8 as Range<UInt64>)
  func awkwardPositionsAndMillisecondTimesAreBitExact(seed: UInt64) throws {
    var g = RandomDrawingGenerator(seed: seed)
    g.locations = .extreme  // Signed zeros, subnormals, 1e300, any finite bit pattern.
    g.properties = .constant(1)
    g.maskProbability = 0
    g.transformProbability = 0
    var drawing = g.drawing()
    // Times that came from milliseconds (whole, decimal, or any double of milliseconds).
    var rng = SplitMix64(seed: seed)
    for i in drawing.strokes.indices {
      var points = drawing.strokes[i].path.controlPoints
      for j in points.indices {
        let ms: Double
        switch j % 3 {
        case 0: ms = Double(Int.random(in: 0...100_000_000, using: &rng))
        case 1: ms = Double(Int.random(in: -1_000_000...1_000_000, using: &rng)) / 8
        default: ms = Double.random(in: -1e12...1e12, using: &rng)
        }
        points[j].timeOffset = ms / 1000
      }
      // One creation date for all strokes, as a Quick, Draw! file has.
      drawing.strokes[i].path = StrokePath(
        controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 1000))
    }
    var check = RoundTripCheck(format: QuickDrawFormat(), comparison: Self.kept)
    check.allowsDiagnostics = true
    #expect(check.failure(for: drawing) == nil, "seed \(seed)")
  }

  /// A time offset that did not come from milliseconds may have no double of milliseconds that
  /// maps back to it (1000 is not a power of two); it then comes back within one ulp.
  @Test func anyTimeComesBackWithinOneUlp() throws {
    var rng = SplitMix64(seed: 77)
    var exact = 0
    let count = 20_000
    var points: [StrokePoint] = []
    for _ in 0..<count {
      var p = StrokePoint.pen(at: CGPoint(x: 1, y: 2))
      p.timeOffset = Double.random(in: 0...1e6, using: &rng)
      points.append(p)
    }
    let drawing = Drawing(strokes: [
      Stroke(
        ink: Ink(.pen),
        path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0)))
    ])
    let bytes = try QuickDrawFormat().exportDrawing(drawing, options: ExportOptions()).bytes
    let back = try QuickDrawFormat().importDrawing(from: bytes, options: ImportOptions()).drawing
    for (p, q) in zip(points, back.strokes[0].path) {
      if p.timeOffset.bitPattern == q.timeOffset.bitPattern {
        exact += 1
      } else {
        #expect(abs(p.timeOffset - q.timeOffset) <= p.timeOffset.ulp)
      }
    }
    // Most times are exact; the rest are one ulp off.
    #expect(exact > count * 95 / 100, "\(exact) of \(count) exact")
  }

  @Test func emptyDrawingsAndStrokes() throws {
    let drawing = Drawing(strokes: [
      Stroke(
        ink: Ink(.pen),
        path: StrokePath(controlPoints: [], creationDate: Date(timeIntervalSinceReferenceDate: 0)))
    ])
    #expect(RoundTripCheck(format: QuickDrawFormat(), comparison: Self.kept).failure(for: drawing) == nil)
    #expect(RoundTripCheck(format: QuickDrawFormat(), comparison: Self.kept).failure(for: Drawing()) == nil)
  }
}
