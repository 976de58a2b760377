import Foundation
import InkInterchange

/// A second `.ink` reader, written from `docs/ink-format.md` alone and sharing no code with
/// `InkBinary`: plain arrays, one bit at a time, a bitwise CRC-32C. It is slow and simple on
/// purpose. Tests read the encoder's output with it (so a change to the bytes that the encoder
/// and decoder make together, but that the specification does not describe, is caught), and
/// compare it with `InkBinaryDecoder` on damaged input (both must accept the same files and read
/// them the same).
struct SpecReader {
  struct Refusal: Error, CustomStringConvertible {
    var offset: Int
    var reason: String
    var description: String { "offset \(offset): \(reason)" }
  }

  /// How one integer stream is laid out ("Integer streams").
  struct StreamLayout: Equatable {
    /// The predictor order, 1 or 2.
    var order: Int
    /// The common factor `g` (0: every residual is 0, or a single value).
    var factor: UInt64
    /// The bias `b`.
    var bias: Int64
    /// `B`, the byte length of the Rice data.
    var riceBytes: Int
    /// The Rice parameter `k` of each block of 32 values.
    var riceParameters: [Int]
    /// How many values were escaped (twenty one-bits, then 64 bits).
    var escapes: Int
  }

  /// How one channel of one stroke is laid out ("Channel payload").
  struct ChannelLayout: Equatable {
    /// The stroke's index in the file, from 0.
    var stroke: Int
    /// The channel id, 1…11.
    var id: Int
    /// The mode byte: 0 constant, 1 decimal, 2 bit pattern, 3 quantized, 4 constant decimal.
    var mode: UInt8
    /// The decimal digits `k` (modes 1 and 4), else `nil`.
    var digits: Int? = nil
    /// The step (mode 3), else `nil`.
    var step: Double? = nil
    /// Its integer streams in order: `q`, then `r` when a decimal channel has residuals.
    var streams: [StreamLayout] = []
  }

  /// Where ``layout(_:)`` collects the channels met, in file order.
  private final class Trace {
    var strokes = 0
    var channels: [ChannelLayout] = []
  }

  private let bytes: [UInt8]
  private var position: Int
  private let end: Int
  private let trace: Trace?

  private init(_ bytes: [UInt8], _ start: Int, _ end: Int, trace: Trace? = nil) {
    self.bytes = bytes
    self.position = start
    self.end = end
    self.trace = trace
  }

  /// Reads a whole file ("File layout", "Reading untrusted files").
  static func read(_ file: [UInt8], maxPointCount: Int = .max) throws(Refusal) -> Drawing {
    try read(file, maxPointCount: maxPointCount, trace: nil)
  }

  /// Reads a whole file and tells how its channels are laid out: every channel field of every
  /// stroke, in file order, with its mode and integer streams (for tests that a file exercises a
  /// given part of the format).
  static func layout(_ file: [UInt8]) throws(Refusal) -> (drawing: Drawing, channels: [ChannelLayout]) {
    let trace = Trace()
    let drawing = try read(file, maxPointCount: .max, trace: trace)
    return (drawing, trace.channels)
  }

  private static func read(_ file: [UInt8], maxPointCount: Int, trace: Trace?) throws(Refusal) -> Drawing {
    let magic: [UInt8] = [0x89, 0x49, 0x4E, 0x4B, 0x0D, 0x0A, 0x1A, 0x0A]
    guard file.count >= 24 else { throw Refusal(offset: file.count, reason: "no header") }
    guard Array(file[0..<8]) == magic else { throw Refusal(offset: 0, reason: "magic") }
    guard file[8] == 1 else { throw Refusal(offset: 8, reason: "major version \(file[8])") }
    guard file[10] == 0 && file[11] == 0 else { throw Refusal(offset: 10, reason: "flags") }
    var length: UInt64 = 0
    for i in 0..<8 { length |= UInt64(file[12 + i]) << UInt64(8 * i) }
    guard length == UInt64(file.count - 24) else { throw Refusal(offset: 12, reason: "content length") }
    var stored: UInt32 = 0
    for i in 0..<4 { stored |= UInt32(file[20 + i]) << UInt32(8 * i) }
    guard crc32c(Array(file[0..<20]) + Array(file[24...])) == stored else {
      throw Refusal(offset: 20, reason: "checksum")
    }
    var r = SpecReader(file, 24, file.count, trace: trace)
    var strokes: [Stroke] = []
    var points = 0
    while r.position < r.end {
      let (number, field) = try r.field()
      if number == 1 {
        strokes.append(try field.stroke(pointCount: &points, limit: maxPointCount))
        trace?.strokes += 1
      }
    }
    return Drawing(strokes: strokes)
  }

  /// CRC-32C, one bit at a time.
  static func crc32c(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for b in data {
      crc ^= UInt32(b)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }

  private func refuse(_ reason: String) -> Refusal { Refusal(offset: position, reason: reason) }

  private var remaining: Int { end - position }

  private mutating func byte() throws(Refusal) -> UInt8 {
    guard position < end else { throw refuse("past the end") }
    position += 1
    return bytes[position - 1]
  }

  /// "varint": at most 10 bytes, at most 64 bits.
  private mutating func varint() throws(Refusal) -> UInt64 {
    var value: UInt64 = 0
    for i in 0..<10 {
      let b = try byte()
      let group = UInt64(b & 0x7F)
      if i == 9 && group > 1 { throw refuse("varint over 64 bits") }
      value |= group << UInt64(7 * i)
      if b & 0x80 == 0 { return value }
    }
    throw refuse("varint over 10 bytes")
  }

  private mutating func zigzag() throws(Refusal) -> Int64 {
    let u = try varint()
    return Int64(bitPattern: u >> 1) ^ -Int64(bitPattern: u & 1)
  }

  private mutating func f64() throws(Refusal) -> Double {
    var bits: UInt64 = 0
    for i in 0..<8 { bits |= UInt64(try byte()) << UInt64(8 * i) }
    return Double(bitPattern: bits)
  }

  private mutating func finite() throws(Refusal) -> Double {
    let v = try f64()
    guard v.isFinite else { throw refuse("not finite") }
    return v
  }

  /// "Field": a number, a length, then a reader over the payload.
  private mutating func field() throws(Refusal) -> (UInt64, SpecReader) {
    let number = try varint()
    let length = try varint()
    guard length <= UInt64(remaining) else { throw refuse("field length \(length)") }
    let payload = SpecReader(bytes, position, position + Int(length), trace: trace)
    position += Int(length)
    return (number, payload)
  }

  private func atEnd() throws(Refusal) {
    guard position == end else { throw refuse("\(remaining) extra bytes") }
  }

  /// "Stroke record".
  private func stroke(pointCount: inout Int, limit: Int) throws(Refusal) -> Stroke {
    var r = self
    var seen = Set<UInt64>()
    var ink = Ink.InkType.pen
    var color = InkColor(red: 0, green: 0, blue: 0, alpha: 1)
    var transform = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    var mask: BezierPath?
    var seed: UInt32 = 0
    var id: UUID?
    var date = 0.0
    var points: [StrokePoint] = []
    while r.position < r.end {
      var (number, f) = try r.field()
      guard (1...9).contains(number) else { continue }
      guard seen.insert(number).inserted else { throw r.refuse("field \(number) twice") }
      switch number {
      case 1:
        let index = try f.varint()
        guard index <= 7 else { throw f.refuse("ink index") }
        ink = Ink.InkType.builtIn[Int(index)]
      case 2:
        let text = Array(f.bytes[f.position..<f.end])
        f.position = f.end
        guard let s = String(validating: text, as: UTF8.self) else { throw f.refuse("UTF-8") }
        ink = .custom(s)
      case 3:
        if f.remaining == 4 {
          let c = [try f.byte(), try f.byte(), try f.byte(), try f.byte()].map { Double($0) / 255 }
          color = InkColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else {
          guard f.remaining == 32 else { throw f.refuse("colour size") }
          color = InkColor(
            red: try f.finite(), green: try f.finite(), blue: try f.finite(), alpha: try f.finite())
        }
      case 4:
        guard f.remaining == 48 else { throw f.refuse("transform size") }
        transform = AffineTransform2D(
          a: try f.finite(), b: try f.finite(), c: try f.finite(), d: try f.finite(), tx: try f.finite(),
          ty: try f.finite())
      case 5:
        let v = try f.varint()
        guard v <= UInt64(f.remaining) else { throw f.refuse("verb count") }
        var verbs: [BezierPath.Verb] = []
        for _ in 0..<Int(v) {
          guard let verb = BezierPath.Verb(rawValue: try f.byte()) else { throw f.refuse("verb") }
          verbs.append(verb)
        }
        let needed = verbs.reduce(0) { $0 + $1.pointCount }
        guard f.remaining == 16 * needed else { throw f.refuse("mask points") }
        var xy: [SIMD2<Double>] = []
        for _ in 0..<needed { xy.append(SIMD2(try f.finite(), try f.finite())) }
        mask = BezierPath(verbs: verbs, points: xy).withExplicitStart
      case 6:
        let v = try f.varint()
        guard v <= UInt64(UInt32.max) else { throw f.refuse("seed") }
        seed = UInt32(v)
      case 7:
        guard f.remaining == 16 else { throw f.refuse("id size") }
        let b = f.bytes[f.position..<f.end].map { $0 }
        f.position = f.end
        id = UUID(
          uuid: (
            b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14],
            b[15]
          ))
      case 8:
        guard f.remaining == 8 else { throw f.refuse("date size") }
        date = try f.finite()
      default:
        points = try f.points(pointCount: &pointCount, limit: limit)
      }
      try f.atEnd()
    }
    if seen.contains(1) && seen.contains(2) { throw r.refuse("two inks") }
    guard let id else { throw r.refuse("no id") }
    for p in points where !p.isFinite { throw r.refuse("non-finite point") }
    return Stroke(
      ink: Ink(ink, color: color),
      path: StrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: date)),
      transform: transform, mask: mask, randomSeed: seed, id: id)
  }

  /// "Points record".
  private mutating func points(pointCount: inout Int, limit: Int) throws(Refusal) -> [StrokePoint] {
    let fieldLength = remaining
    let n64 = try varint()
    guard n64 <= 8 * UInt64(fieldLength) else { throw refuse("bound rule") }
    let n = Int(n64)
    guard n <= limit - pointCount else { throw refuse("point limit") }
    pointCount += n
    let defaults: [Double] = [0, 0, 0, 3, 3, 1, 1, 0, Double(bitPattern: 0x3FE9_21FB_5444_2D18), 1, 0]
    var channels = defaults.map { [Double](repeating: $0, count: n) }
    var seen = Set<UInt64>()
    while position < end {
      var (id, c) = try field()
      guard (1...11).contains(id) else { continue }
      guard seen.insert(id).inserted else { throw refuse("channel \(id) twice") }
      guard n > 0 else { throw refuse("channel without points") }
      trace?.channels.append(ChannelLayout(stroke: trace!.strokes, id: Int(id), mode: 0))
      channels[Int(id) - 1] = try c.channel(n)
      try c.atEnd()
    }
    return (0..<n).map { i in
      let v = channels.map { $0[i] }
      return StrokePoint(
        location: CGPoint(x: v[0], y: v[1]), timeOffset: v[2], size: CGSize(width: v[3], height: v[4]),
        opacity: v[5], force: v[6], azimuth: v[7], altitude: v[8], secondaryScale: v[9], threshold: v[10])
    }
  }

  private static let powersOfTen: [Double] = (0...22).map { k in
    (0..<k).reduce(1.0) { p, _ in p * 10 }
  }

  /// "Channel payload".
  private mutating func channel(_ n: Int) throws(Refusal) -> [Double] {
    let mode = try byte()
    trace?.channels[trace!.channels.count - 1].mode = mode
    switch mode {
    case 0:
      return [Double](repeating: try finite(), count: n)
    case 4:
      let k = Int(try byte())
      guard k <= 22 else { throw refuse("digits") }
      trace?.channels[trace!.channels.count - 1].digits = k
      return [Double](repeating: Double(try zigzag()) / Self.powersOfTen[k], count: n)
    case 1:
      let k = Int(try byte())
      guard k <= 22 else { throw refuse("digits") }
      trace?.channels[trace!.channels.count - 1].digits = k
      let flags = try byte()
      guard flags <= 1 else { throw refuse("decimal flags") }
      let q = try integers(n)
      let r = flags == 1 ? try integers(n) : [Int64](repeating: 0, count: n)
      return (0..<n).map { i in
        Double(bitPattern: (Double(q[i]) / Self.powersOfTen[k]).bitPattern &+ UInt64(bitPattern: r[i]))
      }
    case 2:
      return try integers(n).map { Double(bitPattern: UInt64(bitPattern: $0)) }
    case 3:
      let step = try f64()
      guard step.isFinite && step > 0 else { throw refuse("step") }
      trace?.channels[trace!.channels.count - 1].step = step
      return try integers(n).map { Double($0) * step }
    default:
      throw refuse("mode \(mode)")
    }
  }

  /// "Integer streams".
  private mutating func integers(_ n: Int) throws(Refusal) -> [Int64] {
    let order = try byte()
    guard order == 1 || order == 2 else { throw refuse("order") }
    var q = [try zigzag()]
    var stream = StreamLayout(
      order: Int(order), factor: 0, bias: 0, riceBytes: 0, riceParameters: [], escapes: 0)
    defer { trace?.channels[trace!.channels.count - 1].streams.append(stream) }
    guard n > 1 else { return q }
    let g = try varint()
    stream.factor = g
    guard g > 0 else { return q + [Int64](repeating: q[0], count: n - 1) }
    let bias = try zigzag()
    stream.bias = bias
    let length = try varint()
    stream.riceBytes = Int(clamping: length)
    guard length <= UInt64(remaining), n - 1 <= 8 * Int(length) else { throw refuse("bit data length") }
    let data = Array(bytes[position..<(position + Int(length))])
    position += Int(length)
    var bit = 0
    func next() throws(Refusal) -> UInt64 {
      guard bit < 8 * data.count else { throw Refusal(offset: position, reason: "bit data ends early") }
      defer { bit += 1 }
      return UInt64(data[bit >> 3] >> UInt8(bit & 7)) & 1
    }
    func bits(_ count: Int) throws(Refusal) -> UInt64 {
      var v: UInt64 = 0
      for j in 0..<count { v |= try next() << UInt64(j) }
      return v
    }
    var d: Int64 = 0
    var k = 0
    for i in 1..<n {
      if (i - 1) % 32 == 0 {
        k = Int(try bits(6))
        guard k <= 56 else { throw refuse("Rice parameter") }
        stream.riceParameters.append(k)
      }
      var ones = 0
      while ones < 20, try next() == 1 { ones += 1 }
      if ones == 20 { stream.escapes += 1 }
      let u = ones == 20 ? try bits(64) : UInt64(ones) << UInt64(k) | (try bits(k))
      let m = Int64(bitPattern: u >> 1) ^ -Int64(bitPattern: u & 1)
      let r = (m &+ bias) &* Int64(bitPattern: g)
      d = order == 2 && i > 1 ? d &+ r : r
      q.append(q[i - 1] &+ d)
    }
    return q
  }
}
