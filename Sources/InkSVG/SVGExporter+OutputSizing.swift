import InkInterchange

extension SVGExporter {
  /// How much output buffer an export reserves: enough for a sample of the first strokes, then,
  /// from the bytes per point of that sample, the rest with a margin (never more than the most the
  /// rest can take), so a large export writes its buffer once instead of regrowing and copying it.
  /// Untouched reserved pages cost no resident memory.
  struct OutputSizing {
    /// The points written before the rest is sized from their rate.
    static let samplePoints = 20_000
    /// The most bytes one number takes with its separator (`-2.2250738585072014e-308` and a space).
    static let numberBytes = 25
    /// The most bytes of a stroke's fixed part (element, paint, transform, `ink:` attributes other
    /// than the points), apart from the ink type's spelling and the mask.
    static let strokeBytes = 1_024

    let pointCount: Int
    let strokeCount: Int
    /// The most bytes per point: path data (stroke appearance: 3 Bézier points of 2 numbers and a
    /// command; outline: 8 samples per span, each step between samples at most a disc hull of 32
    /// points and a band's two side points and two caps of 7, 2 numbers a point, and a command
    /// letter each) and the 11 numbers of `ink:points`.
    let pointBytes: Int
    /// The bytes per point of a usual export, for the first reservation: the outline's two sides
    /// alone (8 samples per span, 2 numbers each), not the worst case of a hull at every step,
    /// which would reserve 25 times more than outlines without sharp turns need.
    let usualPointBytes: Int
    /// The most bytes of the per-stroke parts (fixed part, ink type, mask) of the whole drawing.
    let strokePartBytes: Int

    init(_ drawing: Drawing, outline: Bool, metadata: Bool) {
      pointCount = drawing.pointCount
      strokeCount = drawing.strokes.count
      let pathBytes = outline ? 8 * 50 * (2 * Self.numberBytes + 1) : 3 * 2 * Self.numberBytes + 1
      let usualPathBytes = outline ? 2 * 8 * 2 * Self.numberBytes + 2 : pathBytes
      let metadataBytes = metadata ? SVGInkMetadata.fieldsPerPoint * Self.numberBytes : 0
      pointBytes = pathBytes + metadataBytes
      usualPointBytes = usualPathBytes + metadataBytes
      var parts = 0
      for stroke in drawing.strokes {
        parts += Self.strokeBytes + 6 * stroke.ink.inkType.rawValue.utf8.count
        if let mask = stroke.mask { parts += mask.verbs.count + 2 * mask.points.count * Self.numberBytes }
        // Outline caps and a dot's circle.
        if outline { parts += 32 * 2 * Self.numberBytes }
      }
      strokePartBytes = parts
    }

    /// The most bytes the whole export can take.
    var mostBytes: Int { 512 + strokePartBytes + pointCount * pointBytes }

    /// The most the whole drawing can take, or the sample's share of it when that is smaller.
    var initialCapacity: Int {
      let bound = mostBytes
      let sample = 512 + min(strokeCount, 64) * Self.strokeBytes + Self.samplePoints * usualPointBytes
      return min(bound, max(sample, 4_096))
    }

    /// The capacity for the whole output once `pointsWritten` points in `strokesWritten` strokes
    /// took `written` bytes (`header` of them before the first stroke).
    func capacity(written: Int, header: Int, pointsWritten: Int, strokesWritten: Int) -> Int {
      let restPoints = max(pointCount - pointsWritten, 0)
      let restStrokes = max(strokeCount - strokesWritten, 0)
      let rate = Double(written - header) / Double(max(pointsWritten, 1))
      let estimate = Double(restPoints) * rate * 1.25 + Double(restStrokes) * 256 + 4_096
      let most = Double(restPoints * pointBytes + restStrokes * Self.strokeBytes + 4_096)
      return written + Int(min(estimate, most))
    }
  }
}
