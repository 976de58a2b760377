import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkBinary

/// Truncated, corrupted and hostile files are refused with an error that names the byte offset,
/// before any allocation the input cannot justify.
@Suite struct HostileInputTests {
  /// A sample file with every feature (about 5 KB: the truncation and bit-flip tests decode it
  /// once per byte).
  static let sample: [UInt8] = {
    var g = RandomDrawingGenerator.forBinary(seed: 11)
    let d = Drawing(strokes: (0..<3).map { _ in g.binaryStroke(count: 24) })
    return try! InkBinaryEncoder().encode(d)
  }()

  /// A file around `content`, with a correct header and checksum.
  static func file(_ content: [UInt8], major: UInt8 = 1, flags: UInt16 = 0) -> [UInt8] {
    var w = ByteWriter()
    w.append(InkBinaryLayout.magic)
    w.u8(major)
    w.u8(0)
    w.u8(UInt8(flags & 0xFF))
    w.u8(UInt8(flags >> 8))
    w.u64(UInt64(content.count))
    let crc = w.bytes.withUnsafeBytes { h in content.withUnsafeBytes { CRC32C.checksum(of: h, $0) } }
    w.u32(crc)
    w.append(content)
    return w.bytes
  }

  /// A stroke field holding `fields` (already encoded) plus an id.
  static func stroke(_ fields: [UInt8], withID: Bool = true) -> [UInt8] {
    var s = ByteWriter()
    if withID { s.field(InkBinaryLayout.StrokeField.id, [UInt8](repeating: 7, count: 16)) }
    s.append(fields)
    var w = ByteWriter()
    w.field(InkBinaryLayout.DrawingField.stroke, s.bytes)
    return w.bytes
  }

  /// A one-stroke file whose points record has `count` points and the given channels.
  static func file(points count: Int, channels: [(id: Int, payload: [UInt8])]) -> [UInt8] {
    var p = ByteWriter()
    p.varint(count)
    for c in channels { p.field(c.id, c.payload) }
    var f = ByteWriter()
    f.field(InkBinaryLayout.StrokeField.points, p.bytes)
    return file(stroke(f.bytes))
  }

  /// A bit-pattern channel of order 1: the first value `q0`, then residuals `(m + 0) × factor`
  /// with the Rice-coded `m` in `riceData` (bias 0).
  static func bitPatternChannel(q0: Int64 = 0, factor: UInt64 = 1, riceData: [UInt8]) -> [UInt8] {
    var c = ByteWriter()
    c.u8(ChannelMode.bitPattern.rawValue)
    c.u8(1)  // order
    c.zigzag(q0)
    c.varint(factor)
    c.zigzag(0)  // bias
    c.varint(riceData.count)
    c.append(riceData)
    return c.bytes
  }

  static func decode(
    _ bytes: [UInt8], _ options: InkBinaryDecodingOptions = .init()
  ) -> InkBinaryDecodingError? {
    do {
      _ = try InkBinaryDecoder(options: options).decode(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test func sampleDecodes() throws {
    #expect(Self.decode(Self.sample) == nil)
    #expect((3000...7000).contains(Self.sample.count))
  }

  @Test func everyTruncationIsRefusedWithItsOffset() {
    let sample = Self.sample
    for length in 0..<sample.count {
      let error = Self.decode(Array(sample[0..<length]))
      guard case .truncated(let offset, _) = error else {
        Issue.record("prefix of \(length) bytes: \(String(describing: error))")
        continue
      }
      #expect(offset == length)
      #expect(error!.description.contains("byte offset \(length)"))
    }
  }

  @Test func everyFlippedBitIsCaught() {
    let sample = Self.sample
    var rng = SplitMix64(seed: 5)
    for offset in 0..<sample.count {
      var bytes = sample
      bytes[offset] ^= 1 << UInt8.random(in: 0...7, using: &rng)
      let error = Self.decode(bytes)
      #expect(error != nil, "bit flip at \(offset) was not caught")
      if offset >= InkBinaryLayout.headerSize || offset == 9 {
        guard case .checksumMismatch = error else {
          Issue.record("flip at \(offset): \(String(describing: error))")
          continue
        }
      }
    }
  }

  @Test func wrongMagicVersionAndFlags() {
    var bytes = Self.sample
    bytes[1] = UInt8(ascii: "X")
    #expect(Self.decode(bytes) == .notInkFile)
    #expect(Self.decode(Array("{\"strokes\":[]}".utf8)) == .notInkFile)
    #expect(Self.decode(Self.file([], major: 2)) == .unsupportedVersion(major: 2, minor: 0))
    #expect(Self.decode(Self.file([], flags: 4)) == .unsupportedFlags(4))
    #expect(Self.decode(Self.file([])) == nil)
    #expect(Self.decode(Self.sample + [0]) == .trailingBytes(offset: Self.sample.count, count: 1))
  }

  /// The trailing-bytes message counts in the singular for one byte.
  @Test func trailingBytesMessageAgreesWithItsCount() throws {
    let one = try #require(Self.decode(Self.sample + [0]))
    #expect(one.description.hasPrefix("1 unexpected byte at byte offset "), "\(one)")
    let two = try #require(Self.decode(Self.sample + [0, 0]))
    #expect(two.description.hasPrefix("2 unexpected bytes at byte offset "), "\(two)")
  }

  @Test func inputLimit() {
    var options = InkBinaryDecodingOptions()
    options.maxInputBytes = 100
    #expect(Self.decode(Self.sample, options) == .inputTooLarge(byteCount: Self.sample.count, limit: 100))
  }

  @Test func pointLimitHonoursImportOptions() throws {
    var options = ImportOptions()
    options.maxPointCount = 71
    #expect(throws: InkBinaryDecodingError.self) {
      try InkBinaryFormat().importDrawing(from: Self.sample, options: options)
    }
    options.maxPointCount = 72
    #expect(
      try InkBinaryFormat().importDrawing(from: Self.sample, options: options).drawing.pointCount == 72)
  }

  @Test func hugeFieldLengthIsRefused() {
    var w = ByteWriter()
    w.varint(1)
    w.varint(UInt64(1) << 60)
    let error = Self.decode(Self.file(w.bytes))
    guard case .countTooLarge(let offset, _, let count, _) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(offset == 25 && count == 1 << 60)
  }

  @Test func hugePointCountIsRefusedBeforeAllocation() {
    let error = Self.decode(Self.file(points: 1 << 40, channels: []))
    guard case .countTooLarge(_, let what, let count, _) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(what == "point count" && count == 1 << 40)
  }

  @Test func hugeMaskVerbCountIsRefused() {
    var m = ByteWriter()
    m.varint(UInt64(1) << 50)
    var f = ByteWriter()
    f.field(InkBinaryLayout.StrokeField.mask, m.bytes)
    guard case .countTooLarge = Self.decode(Self.file(Self.stroke(f.bytes))) else {
      Issue.record("mask verb count accepted")
      return
    }
  }

  @Test func hugeRiceLengthAndCounts() {
    // 1000 points whose x channel claims 1000 residuals in 2 bytes of Rice data.
    let bytes = Self.file(
      points: 1000,
      channels: [(1, Self.bitPatternChannel(riceData: [0, 0])), (0, [UInt8](repeating: 0, count: 200))])
    guard case .countTooLarge(_, let what, _, _) = Self.decode(bytes) else {
      Issue.record("Rice data shorter than its count accepted")
      return
    }
    #expect(what.contains("Rice"))
  }

  @Test func nonFiniteValuesAreRefused() {
    // A constant NaN channel.
    var c = ByteWriter()
    c.u8(ChannelMode.constant.rawValue)
    c.double(.nan)
    let error = Self.decode(Self.file(points: 2, channels: [(7, c.bytes)]))
    guard case .nonFiniteValue(_, let what) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(what == "force")

    // A bit-pattern channel holding an infinity.
    var q = ByteWriter()
    q.u8(ChannelMode.bitPattern.rawValue)
    q.u8(1)
    q.zigzag(Int64(bitPattern: Double.infinity.bitPattern))
    let infinite = Self.file(points: 1, channels: [(3, q.bytes)])
    guard case .nonFiniteValue(_, let what2) = Self.decode(infinite) else {
      Issue.record("infinite time accepted")
      return
    }
    #expect(what2 == "control point 0's timeOffset", "\(what2)")
    #expect(
      Self.decode(infinite)?.description.contains(
        "control point 0's timeOffset at byte offset") == true)

    // A NaN transform.
    var t = ByteWriter()
    for v in [1, 0, 0, 1, Double.nan, 0] { t.double(v) }
    var f3 = ByteWriter()
    f3.field(InkBinaryLayout.StrokeField.transform, t.bytes)
    guard case .nonFiniteValue = Self.decode(Self.file(Self.stroke(f3.bytes))) else {
      Issue.record("NaN transform accepted")
      return
    }
  }

  @Test func malformedStructures() {
    func points(_ channel: [UInt8], count: Int = 3) -> [UInt8] {
      Self.file(points: count, channels: [(1, channel)])
    }
    var cases: [(String, [UInt8])] = []
    cases.append(("unknown channel mode", points([9, 0, 0, 0, 0, 0, 0, 0, 0])))
    cases.append(("bad predictor order", points([ChannelMode.bitPattern.rawValue, 3, 0, 0])))
    cases.append(("Rice parameter", points([ChannelMode.bitPattern.rawValue, 1, 0, 1, 0, 1, 0xFF])))
    cases.append(("extra bytes", points([ChannelMode.constantDecimal.rawValue, 0, 2, 0])))
    cases.append(
      ("quantization step", points([ChannelMode.quantized.rawValue] + [0, 0, 0, 0, 0, 0, 0, 0] + [1, 0])))
    var f = ByteWriter()
    f.field(InkBinaryLayout.StrokeField.builtInInk, [9])
    cases.append(("built-in ink", Self.file(Self.stroke(f.bytes))))
    var g = ByteWriter()
    g.field(InkBinaryLayout.StrokeField.customInk, [0xFF, 0xFE])
    cases.append(("UTF-8", Self.file(Self.stroke(g.bytes))))
    var h = ByteWriter()
    h.field(InkBinaryLayout.StrokeField.color, [1, 2, 3])
    cases.append(("colour", Self.file(Self.stroke(h.bytes))))
    var m = ByteWriter()
    m.field(InkBinaryLayout.StrokeField.mask, [1, 7])
    cases.append(("mask verb", Self.file(Self.stroke(m.bytes))))
    cases.append(("twice", Self.file(Self.stroke(Self.stroke([]).dropFirst(2).map { $0 }))))
    var v = ByteWriter()
    v.append([1, 11, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F])
    cases.append(("varint", Self.file(v.bytes)))
    for (name, bytes) in cases {
      let error = Self.decode(bytes)
      guard case .malformed(let offset, let reason) = error else {
        Issue.record("\(name): \(String(describing: error))")
        continue
      }
      #expect(offset >= InkBinaryLayout.headerSize && offset < bytes.count, "\(name): offset \(offset)")
      #expect(!reason.isEmpty)
    }
    #expect(
      Self.decode(Self.file(Self.stroke([], withID: false)))
        == .missingField(offset: 24, what: "id (stroke field 7)"))
  }

  @Test func unknownFieldsAndChannelsAreSkipped() throws {
    var g = RandomDrawingGenerator.forBinary(seed: 21)
    let d = Drawing(strokes: [g.binaryStroke(count: 5)])
    // Re-encode by hand: an unknown top-level field, an unknown stroke field, an unknown channel.
    let content = Array(try InkBinaryEncoder().encode(d)[InkBinaryLayout.headerSize...])
    // The content is one stroke field: number 1, a length, the stroke record.
    let (start, length) = content.withUnsafeBytes { raw in
      var reader = ByteReader(raw, from: 0, to: raw.count)
      _ = try! reader.varint("field number")
      let n = try! reader.count("field length", limit: reader.remaining)
      return (reader.position, n)
    }
    let strokeBytes = Array(content[start..<(start + length)])
    var s = ByteWriter()
    s.field(50, [1, 2, 3])  // Unknown stroke field.
    s.append(strokeBytes)
    var top = ByteWriter()
    top.field(99, [0xAA, 0xBB])  // Unknown top-level field.
    top.field(1, s.bytes)
    let back = try InkBinaryDecoder().decode(Self.file(top.bytes))
    #expect(DrawingDifference.first(between: d, and: back) == nil)
  }
}

extension HostileInputTests {
  /// Rice data that ends before its values is refused, with the offset of the data's end.
  @Test func riceDataOverrunIsRefused() {
    // 9 residuals in 2 bytes: each with k = 0 and a large unary prefix cannot fit.
    let channel = Self.bitPatternChannel(riceData: [0b1100_0000, 0xFF])
    let error = Self.decode(Self.file(points: 10, channels: [(1, channel)]))
    guard case .malformed(_, let reason) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(reason.contains("Rice"))
  }
}

extension HostileInputTests {
  /// Random damage behind a valid checksum (so the structural checks, not the CRC, must catch
  /// it) never crashes, and every error names an offset inside the file.
  @Test(arguments: 0..<4)
  func damagedContentWithValidChecksum(round: Int) {
    var rng = SplitMix64(seed: 1000 + UInt64(round))
    let content = Array(Self.sample[InkBinaryLayout.headerSize...])
    for _ in 0..<400 {
      var c = content
      switch Int.random(in: 0...3, using: &rng) {
      case 0:
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
          c[Int.random(in: 0..<c.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
        }
      case 1:
        c.removeSubrange(Int.random(in: 0..<c.count, using: &rng)..<c.count)
      case 2:
        let at = Int.random(in: 0..<c.count, using: &rng)
        c.insert(
          contentsOf: (0..<Int.random(in: 1...9, using: &rng)).map { _ in
            UInt8.random(in: 0...255, using: &rng)
          }, at: at)
      default:
        let at = Int.random(in: 0..<c.count, using: &rng)
        c[at] = [0x00, 0x7F, 0x80, 0xFF].randomElement(using: &rng)!
      }
      let bytes = Self.file(c)
      if let error = Self.decode(bytes) {
        #expect(error.offset >= 0 && error.offset <= bytes.count, "\(error)")
      }
    }
  }
}

extension HostileInputTests {
  /// The shared hostile-input check: truncations, bit flips and garbage are refused with an error
  /// located inside the input, or read into a valid drawing within the point limit.
  @Test func sharedHostileInputCheckPasses() {
    var check = HostileInputCheck(importer: InkBinaryFormat())
    check.seed = 9
    check.garbageInputs = 200
    let report = check.run(on: Self.sample)
    #expect(report.failures.isEmpty, "\(report)")
    #expect(report.refusedCount > 0)
  }
}

extension HostileInputTests {
  /// A Rice parameter above 56 is refused at the byte where it starts: the offset was that of the
  /// byte after its six bits (the second block's parameter, bits 38–43 of the data, was reported at
  /// byte 5 instead of byte 4).
  @Test func riceParameterErrorNamesTheByteWhereItStarts() {
    // 34 values: a block of 32 zero residuals with k = 0 (38 zero bits), then k = 63.
    let channel = Self.bitPatternChannel(riceData: [0, 0, 0, 0, 0b1100_0000, 0b0000_1111])
    let bytes = Self.file(points: 34, channels: [(1, channel)])
    // The Rice data is the file's last six bytes.
    let error = Self.decode(bytes)
    guard case .malformed(let offset, let reason) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(reason.contains("Rice parameter 63"), "\(reason)")
    #expect(offset == bytes.count - 6 + 4)
  }
}

extension HostileInputTests {
  /// A channel that decodes to a non-finite value is named by its own offset: the error gave the
  /// offset of the points record, whichever of its channels held the value.
  @Test func nonFinitePointValueNamesItsChannel() throws {
    var x = ByteWriter()
    x.u8(ChannelMode.constantDecimal.rawValue)
    x.u8(0)
    x.zigzag(5)
    var time = ByteWriter()
    time.u8(ChannelMode.bitPattern.rawValue)
    time.u8(1)
    time.zigzag(Int64(bitPattern: Double.infinity.bitPattern))
    let bytes = Self.file(points: 1, channels: [(1, x.bytes), (3, time.bytes)])
    // The time channel's field (id, length, payload) ends the file.
    let channelAt = bytes.count - 2 - time.bytes.count
    let error = try #require(Self.decode(bytes))
    #expect(error == .nonFiniteValue(offset: channelAt, what: "control point 0's timeOffset"), "\(error)")
  }
}
