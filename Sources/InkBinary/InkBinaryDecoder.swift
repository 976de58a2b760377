import Foundation
import InkInterchange

/// Reads `.ink` bytes into drawings (layout in `docs/ink-format.md`).
///
/// Untrusted input is safe: the size, the header, the CRC-32C and every count are checked before
/// anything is allocated for them, and every error names its byte offset.
public struct InkBinaryDecoder: Sendable {
  /// The options.
  public var options: InkBinaryDecodingOptions

  /// Creates a decoder.
  ///
  /// - Parameter options: Limits. Default ``InkBinaryDecodingOptions/init()``.
  public init(options: InkBinaryDecodingOptions = InkBinaryDecodingOptions()) {
    self.options = options
  }

  /// Decodes a drawing.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The drawing.
  /// - Throws: ``InkBinaryDecodingError`` with the byte offset of the problem.
  public func decode(_ bytes: [UInt8]) throws(InkBinaryDecodingError) -> Drawing {
    guard bytes.count <= options.maxInputBytes else {
      throw .inputTooLarge(byteCount: bytes.count, limit: options.maxInputBytes)
    }
    let result = bytes.withUnsafeBytes { raw in
      Result { () throws(InkBinaryDecodingError) in try decode(raw) }
    }
    return try result.get()
  }

  private func decode(_ raw: UnsafeRawBufferPointer) throws(InkBinaryDecodingError) -> Drawing {
    let magic = InkBinaryLayout.magic
    let header = InkBinaryLayout.headerSize
    for i in 0..<min(raw.count, magic.count) where raw[i] != magic[i] { throw .notInkFile }
    guard raw.count >= 10 else { throw .truncated(offset: raw.count, what: "the header") }
    guard raw[8] == InkBinaryLayout.majorVersion else {
      throw .unsupportedVersion(major: raw[8], minor: raw[9])
    }
    var r = ByteReader(raw, from: 10, to: raw.count)
    guard raw.count >= header else { throw .truncated(offset: raw.count, what: "the header") }
    let flags = UInt16(try r.u8("header flags")) | UInt16(try r.u8("header flags")) << 8
    guard flags == 0 else { throw .unsupportedFlags(flags) }
    let length = try r.u64("content length")
    let stored = try r.u32("checksum")
    let available = raw.count - header
    guard length <= UInt64(available) else {
      throw .truncated(offset: raw.count, what: "the content (the header declares \(length) bytes)")
    }
    guard length == UInt64(available) else {
      throw .trailingBytes(offset: header + Int(length), count: available - Int(length))
    }
    let content = UnsafeRawBufferPointer(rebasing: raw[header...])
    let computed = CRC32C.checksum(of: UnsafeRawBufferPointer(rebasing: raw[0..<20]), content)
    guard computed == stored else { throw .checksumMismatch(stored: stored, computed: computed) }

    var body = ByteReader(raw, from: header, to: raw.count)
    var state = DecodeState(limit: options.maxPointCount)
    var strokes: [Stroke] = []
    while !body.isAtEnd {
      let fieldAt = body.position
      let number = try body.varint("field number")
      let size = try body.count("field length", limit: body.remaining)
      var field = try body.sub(size, what: "field")
      if number == UInt64(InkBinaryLayout.DrawingField.stroke) {
        strokes.append(try decodeStroke(&field, at: fieldAt, state: &state))
      }
    }
    return Drawing(strokes: strokes)
  }

  private struct DecodeState {
    let limit: Int
    var pointCount = 0
    var channels = ChannelDecoder()
  }

  private func decodeStroke(
    _ r: inout ByteReader, at start: Int, state: inout DecodeState
  ) throws(InkBinaryDecodingError) -> Stroke {
    typealias F = InkBinaryLayout.StrokeField
    var seen = Set<UInt64>()
    var inkType = Ink.InkType.pen
    var color = InkColor.black
    var transform = AffineTransform2D.identity
    var mask: BezierPath?
    var seed: UInt32 = 0
    var id: UUID?
    var date = Date(timeIntervalSinceReferenceDate: 0)
    var points: [StrokePoint] = []
    var pointsField: ByteReader?
    while !r.isAtEnd {
      let fieldAt = r.position
      let number = try r.varint("stroke field number")
      let size = try r.count("stroke field length", limit: r.remaining)
      var f = try r.sub(size, what: "stroke field")
      guard (1...9).contains(number) else { continue }  // Unknown: skipped.
      guard seen.insert(number).inserted else {
        throw .malformed(offset: fieldAt, reason: "stroke field \(number) appears twice")
      }
      switch Int(number) {
      case F.builtInInk:
        let at = f.position
        let index = try f.varint("built-in ink index")
        guard index < UInt64(Ink.InkType.builtIn.count) else {
          throw .malformed(offset: at, reason: "built-in ink index \(index) is not 0…7")
        }
        guard !seen.contains(UInt64(F.customInk)) else {
          throw .malformed(offset: fieldAt, reason: "a stroke has both a built-in and a custom ink")
        }
        inkType = Ink.InkType.builtIn[Int(index)]
      case F.customInk:
        guard !seen.contains(UInt64(F.builtInInk)) else {
          throw .malformed(offset: fieldAt, reason: "a stroke has both a built-in and a custom ink")
        }
        let at = f.position
        let bytes = try f.bytes(f.remaining, "custom ink identifier")
        guard let s = String(validating: bytes, as: UTF8.self) else {
          throw .malformed(offset: at, reason: "the custom ink identifier is not valid UTF-8")
        }
        inkType = .custom(s)
      case F.color:
        let at = f.position
        if size == 4 {
          var c = [Double]()
          for _ in 0..<4 { c.append(Double(try f.u8("colour component")) / 255) }
          color = InkColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else if size == 32 {
          color = InkColor(
            red: try f.finiteDouble("colour red"), green: try f.finiteDouble("colour green"),
            blue: try f.finiteDouble("colour blue"), alpha: try f.finiteDouble("colour alpha"))
        } else {
          throw .malformed(offset: at, reason: "a colour is 4 or 32 bytes, not \(size)")
        }
      case F.transform:
        guard size == 48 else {
          throw .malformed(offset: f.position, reason: "a transform is 48 bytes, not \(size)")
        }
        transform = AffineTransform2D(
          a: try f.finiteDouble("transform a"), b: try f.finiteDouble("transform b"),
          c: try f.finiteDouble("transform c"), d: try f.finiteDouble("transform d"),
          tx: try f.finiteDouble("transform tx"), ty: try f.finiteDouble("transform ty"))
      case F.mask:
        mask = try decodeMask(&f)
      case F.randomSeed:
        let at = f.position
        let v = try f.varint("random seed")
        guard v <= UInt64(UInt32.max) else {
          throw .malformed(offset: at, reason: "random seed \(v) does not fit in 32 bits")
        }
        seed = UInt32(v)
      case F.id:
        guard size == 16 else {
          throw .malformed(offset: f.position, reason: "an id is 16 bytes, not \(size)")
        }
        let b = try f.bytes(16, "stroke id")
        id = UUID(
          uuid: (
            b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11],
            b[12], b[13], b[14], b[15]
          ))
      case F.creationDate:
        guard size == 8 else {
          throw .malformed(offset: f.position, reason: "a creation date is 8 bytes, not \(size)")
        }
        date = Date(timeIntervalSinceReferenceDate: try f.finiteDouble("creation date"))
      default:  // F.points
        pointsField = f
        points = try decodePoints(&f, state: &state)
      }
      guard f.isAtEnd else {
        throw .malformed(offset: f.position, reason: "stroke field \(number) has \(f.remaining) extra bytes")
      }
    }
    guard let id else { throw .missingField(offset: start, what: "id (stroke field 7)") }
    let path: StrokePath
    do {
      path = try StrokePath(validating: points, creationDate: date)
    } catch .nonFiniteControlPoint(let index, let property) {
      // (A noun phrase: the message reads "<what> at byte offset N is not a finite number".)
      let at = pointsField.map { Self.channelOffset(property, in: $0) } ?? start
      throw .nonFiniteValue(offset: at, what: "control point \(index)'s \(property)")
    } catch {
      throw .nonFiniteValue(offset: pointsField?.position ?? start, what: "\(error)")
    }
    return Stroke(
      ink: Ink(inkType: inkType, color: color), path: path, transform: transform,
      mask: mask?.withExplicitStart, randomSeed: seed, id: id)
  }

  /// For an error message: the offset of the channel field of `property` in a points field that
  /// has been read, or of the points field when it has no such channel.
  private static func channelOffset(_ property: String, in pointsField: ByteReader) -> Int {
    var r = pointsField
    let start = r.position
    guard let id = InkBinaryLayout.channels.first(where: { $0.name == property })?.id,
      (try? r.varint("point count")) != nil
    else { return start }
    while !r.isAtEnd {
      let at = r.position
      guard let channelID = try? r.varint("channel id"),
        let size = try? r.count("channel length", limit: r.remaining),
        (try? r.sub(size, what: "channel")) != nil
      else { break }
      if channelID == UInt64(id) { return at }
    }
    return start
  }

  private func decodeMask(_ f: inout ByteReader) throws(InkBinaryDecodingError) -> BezierPath {
    let verbCount = try f.count("mask verb count", limit: f.remaining)
    var verbs = [BezierPath.Verb]()
    verbs.reserveCapacity(verbCount)
    var pointCount = 0
    for _ in 0..<verbCount {
      let at = f.position
      let raw = try f.u8("mask verb")
      guard let v = BezierPath.Verb(rawValue: raw) else {
        throw .malformed(offset: at, reason: "mask verb \(raw) is not 0…4")
      }
      verbs.append(v)
      pointCount += v.pointCount
    }
    guard pointCount * 16 == f.remaining else {
      throw .malformed(
        offset: f.position,
        reason: "the mask's verbs need \(pointCount * 16) bytes of points, the field has \(f.remaining)")
    }
    var points = [SIMD2<Double>]()
    points.reserveCapacity(pointCount)
    for _ in 0..<pointCount {
      points.append(SIMD2(try f.finiteDouble("mask x"), try f.finiteDouble("mask y")))
    }
    return BezierPath(verbs: verbs, points: points)
  }

  /// The point whose fields absent channels take (`StrokePoint.pen(at: .zero)`).
  private static let defaultPoint = StrokePoint(
    location: .zero, timeOffset: 0, size: CGSize(width: 3, height: 3), opacity: 1, force: 1,
    azimuth: 0, altitude: .pi / 4, secondaryScale: 1, threshold: 0)

  private func decodePoints(
    _ f: inout ByteReader, state: inout DecodeState
  ) throws(InkBinaryDecodingError) -> [StrokePoint] {
    let fieldLength = f.remaining
    let countAt = f.position
    let n = try f.count("point count", limit: fieldLength * 8)
    guard n <= state.limit - state.pointCount else {
      throw .pointLimitExceeded(offset: countAt, count: state.pointCount + n, limit: state.limit)
    }
    state.pointCount += n
    var points = [StrokePoint](repeating: Self.defaultPoint, count: n)
    var seen: UInt16 = 0
    let result = points.withUnsafeMutableBytes { raw in
      Result { () throws(InkBinaryDecodingError) in
        while !f.isAtEnd {
          let at = f.position
          let channelID = try f.varint("channel id")
          let size = try f.count("channel length", limit: f.remaining)
          var c = try f.sub(size, what: "channel")
          guard (1...11).contains(channelID) else { continue }  // Padding and unknown: skipped.
          let bit = UInt16(1) << UInt16(channelID)
          guard seen & bit == 0 else {
            throw .malformed(offset: at, reason: "channel \(channelID) appears twice")
          }
          seen |= bit
          guard n > 0 else {
            throw .malformed(offset: at, reason: "a stroke without points has a channel")
          }
          let info = InkBinaryLayout.channels[Int(channelID) - 1]
          try state.channels.decode(
            &c, count: n, base: raw.baseAddress! + info.offset,
            stride: MemoryLayout<StrokePoint>.stride, name: info.name)
          guard c.isAtEnd else {
            throw .malformed(
              offset: c.position, reason: "channel \(info.name) has \(c.remaining) extra bytes")
          }
        }
      }
    }
    try result.get()
    return points
  }
}
