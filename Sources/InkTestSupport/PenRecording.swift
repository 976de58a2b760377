import Foundation
import InkInterchange

/// One recorded pen stroke from the shared corpus: samples with position and, when recorded,
/// pressure and time.
public struct PenRecording: Sendable, Hashable {
  /// One pen sample.
  public struct Sample: Sendable, Hashable {
    /// The x coordinate.
    public var x: Double
    /// The y coordinate.
    public var y: Double
    /// The pressure in `0...1`, when recorded.
    public var pressure: Double?
    /// The time in milliseconds, when recorded.
    public var milliseconds: Double?

    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - x: The x coordinate.
    ///   - y: The y coordinate.
    ///   - pressure: The pressure, or `nil`. Default `nil`.
    ///   - milliseconds: The time in milliseconds, or `nil`. Default `nil`.
    public init(x: Double, y: Double, pressure: Double? = nil, milliseconds: Double? = nil) {
      self.x = x
      self.y = y
      self.pressure = pressure
      self.milliseconds = milliseconds
    }
  }

  /// The recording's name in its source file.
  public var name: String
  /// The samples, in order.
  public var samples: [Sample]

  /// Creates a recording.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - samples: The samples.
  public init(name: String, samples: [Sample]) {
    self.name = name
    self.samples = samples
  }

  /// The all-zero UUID, the default id of ``stroke(size:altitude:id:)``.
  public static let zeroID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

  /// `true` when every sample has pressure and time.
  public var hasPressureAndTime: Bool {
    samples.allSatisfy { $0.pressure != nil && $0.milliseconds != nil }
  }

  /// The recording as a stroke: one control point per sample, time offset = milliseconds / 1000
  /// (0 when not recorded), force = pressure (1 when not recorded).
  ///
  /// - Parameters:
  ///   - size: The tip size of every point. Default 3.
  ///   - altitude: The altitude of every point. Default π/4.
  ///   - id: The stroke's id. Default a zero UUID.
  /// - Returns: The stroke, black pen, created at the reference date (timestamp 0).
  public func stroke(
    size: Double = 3, altitude: Double = .pi / 4, id: UUID = PenRecording.zeroID
  )
    -> Stroke
  {
    let points = samples.map { s in
      StrokePoint(
        location: CGPoint(x: s.x, y: s.y), timeOffset: (s.milliseconds ?? 0) / 1000,
        size: CGSize(width: size, height: size), opacity: 1, force: s.pressure ?? 1, azimuth: 0,
        altitude: altitude)
    }
    return Stroke(
      ink: Ink(.pen),
      path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 0)),
      id: id)
  }

  /// perfect-freehand's recordings (`perfect-freehand/inputs.json` in the shared corpus): every
  /// named array of `[x, y]` or `[x, y, pressure, time_ms]` samples, sorted by name. Entries of
  /// another shape (objects) are left out. Numbers are read correctly rounded, so each is the
  /// double nearest to the file's decimal text.
  ///
  /// - Parameter fixtures: Where to find the corpus.
  /// - Returns: The recordings.
  /// - Throws: ``FixtureError`` when the corpus is missing or the file is not as described.
  public static func perfectFreehand(_ fixtures: TestFixtures) throws(FixtureError) -> [PenRecording] {
    let url = try fixtures.corpusFile("perfect-freehand/inputs.json")
    let bytes = try fixtures.corpusBytes("perfect-freehand/inputs.json")
    guard case .object(let members)? = try? CorpusJSON.parse(bytes) else {
      throw .unreadable(url.path, what: "JSON object of recordings")
    }
    var recordings: [PenRecording] = []
    for (name, value) in members.sorted(by: { $0.0 < $1.0 }) {
      guard case .array(let rows) = value else { continue }
      var samples: [Sample] = []
      for row in rows {
        guard case .array(let cells) = row else { break }
        let numbers = cells.compactMap { cell -> Double? in
          if case .number(let v) = cell { return v }
          return nil
        }
        guard numbers.count == cells.count, numbers.count == 2 || numbers.count == 4 else { break }
        samples.append(
          numbers.count == 4
            ? Sample(x: numbers[0], y: numbers[1], pressure: numbers[2], milliseconds: numbers[3])
            : Sample(x: numbers[0], y: numbers[1]))
      }
      guard samples.count == rows.count else { continue }
      recordings.append(PenRecording(name: name, samples: samples))
    }
    return recordings
  }

  /// The Wacom sensor recording (`wacom-sensor-csv/ink.csv`): one recording per stroke index,
  /// with pressure, and time in milliseconds from the stroke's first sample.
  ///
  /// - Parameter fixtures: Where to find the corpus.
  /// - Returns: The recordings, in file order.
  /// - Throws: ``FixtureError`` when the corpus is missing.
  public static func wacom(_ fixtures: TestFixtures) throws(FixtureError) -> [PenRecording] {
    let text = String(decoding: try fixtures.corpusBytes("wacom-sensor-csv/ink.csv"), as: UTF8.self)
    var recordings: [PenRecording] = []
    var current: Substring?
    var t0 = 0.0
    for line in text.split(whereSeparator: \.isNewline).dropFirst() {
      let cells = line.split(separator: ",")
      guard cells.count >= 5 else { continue }
      let values = cells[1...4].compactMap { Double($0) }
      guard values.count == 4 else { continue }
      if current != cells[0] {
        current = cells[0]
        t0 = values[2]
        recordings.append(PenRecording(name: String(cells[0]), samples: []))
      }
      recordings[recordings.count - 1].samples.append(
        Sample(x: values[0], y: values[1], pressure: values[3], milliseconds: values[2] - t0))
    }
    return recordings
  }
}
