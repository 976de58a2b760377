import Foundation
import InkInterchange

/// Writes drawings as `.ink` bytes (layout in `docs/ink-format.md`).
///
/// Lossless by default: every double comes back bit for bit. With
/// ``InkBinaryEncodingOptions/quantization`` set, per-point values are stored on grids of the
/// declared precision instead.
public struct InkBinaryEncoder: Sendable {
  /// The options.
  public var options: InkBinaryEncodingOptions

  /// Creates an encoder.
  ///
  /// - Parameter options: The options. Default lossless.
  public init(options: InkBinaryEncodingOptions = InkBinaryEncodingOptions()) {
    self.options = options
  }

  /// Encodes a drawing.
  ///
  /// - Parameter drawing: The drawing.
  /// - Returns: The file's bytes.
  /// - Throws: ``InkBinaryEncodingError/nonFiniteValue(strokeIndex:field:)`` when a stroke's
  ///   transform, colour, mask or creation date is not finite.
  public func encode(_ drawing: Drawing) throws(InkBinaryEncodingError) -> [UInt8] {
    try encode(drawing, chunkLimit: ChunkedFileWriter.defaultChunkLimit)
  }

  /// Encodes a drawing, gathering the file in chunks of `chunkLimit` bytes (see
  /// ``ChunkedFileWriter``): the peak is the file and one chunk.
  func encode(
    _ drawing: Drawing, chunkLimit: Int
  ) throws(InkBinaryEncodingError) -> [UInt8] {
    // Lossless points of full-precision values take about 50 bytes each (a reservation beyond
    // what is written costs no memory; one below it regrows the first chunk only).
    let estimate = 64 + drawing.strokes.count * 128 + drawing.pointCount * 56
    var file = ChunkedFileWriter(capacity: estimate, chunkLimit: chunkLimit)
    var channels = ChannelEncoder()
    var stroke = ByteWriter()
    var points = ByteWriter()
    var channel = ByteWriter()
    for (index, s) in drawing.strokes.enumerated() {
      stroke.bytes.removeAll(keepingCapacity: true)
      try encodeStroke(
        s, index: index, into: &stroke, points: &points, channel: &channel, channels: &channels)
      file.current.field(InkBinaryLayout.DrawingField.stroke, stroke.bytes)
      file.endChunkIfFull()
    }
    return file.finish()
  }

  private func encodeStroke(
    _ s: Stroke, index: Int, into w: inout ByteWriter, points: inout ByteWriter,
    channel: inout ByteWriter, channels: inout ChannelEncoder
  ) throws(InkBinaryEncodingError) {
    typealias F = InkBinaryLayout.StrokeField
    // Ink type.
    if let builtIn = Ink.InkType.builtIn.firstIndex(of: s.ink.inkType) {
      if builtIn != 0 {
        w.varint(F.builtInInk)
        w.varint(1)
        w.varint(builtIn)
      }
    } else {
      w.field(F.customInk, Array(s.ink.inkType.rawValue.utf8))
    }
    // Colour.
    let c = s.ink.color
    guard c.isFinite else { throw .nonFiniteValue(strokeIndex: index, field: "ink.color") }
    let components = [c.red, c.green, c.blue, c.alpha]
    if components.map(\.bitPattern) != [0, 0, 0, 1.0.bitPattern] {
      if let bytes = Self.eightBitColor(components) {
        w.field(F.color, bytes)
      } else {
        var b = ByteWriter(capacity: 32)
        for v in components { b.double(v) }
        w.field(F.color, b.bytes)
      }
    }
    // Transform.
    let t = s.transform
    guard t.isFinite else { throw .nonFiniteValue(strokeIndex: index, field: "transform") }
    let tv = [t.a, t.b, t.c, t.d, t.tx, t.ty]
    if tv.map(\.bitPattern) != [1.0, 0, 0, 1, 0, 0].map(\.bitPattern) {
      var b = ByteWriter(capacity: 48)
      for v in tv { b.double(v) }
      w.field(F.transform, b.bytes)
    }
    // Mask.
    if let mask = s.mask {
      guard mask.isFinite else { throw .nonFiniteValue(strokeIndex: index, field: "mask") }
      var b = ByteWriter(capacity: 8 + mask.verbs.count + 16 * mask.points.count)
      b.varint(mask.verbs.count)
      for v in mask.verbs { b.u8(v.rawValue) }
      for p in mask.points {
        b.double(p.x)
        b.double(p.y)
      }
      w.field(F.mask, b.bytes)
    }
    if s.randomSeed != 0 {
      w.varint(F.randomSeed)
      w.varint(UInt64(s.randomSeed).varintSize)
      w.varint(UInt64(s.randomSeed))
    }
    // Identifier.
    let u = s.id.uuid
    w.field(F.id, [u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7, u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15])
    // Creation date.
    let date = s.path.creationDate.timeIntervalSinceReferenceDate
    guard date.isFinite else { throw .nonFiniteValue(strokeIndex: index, field: "path.creationDate") }
    var d = ByteWriter(capacity: 8)
    d.double(date)
    w.field(F.creationDate, d.bytes)
    // Points.
    points.bytes.removeAll(keepingCapacity: true)
    encodePoints(s.path, into: &points, channel: &channel, channels: &channels)
    w.field(F.points, points.bytes)
  }

  private func encodePoints(
    _ path: StrokePath, into w: inout ByteWriter, channel: inout ByteWriter,
    channels: inout ChannelEncoder
  ) {
    let n = path.count
    w.varint(n)
    guard n > 0 else { return }
    let q = options.quantization
    var positionStep: Double?
    if let q {
      var minX = Double.infinity
      var maxX = -Double.infinity
      var minY = Double.infinity
      var maxY = -Double.infinity
      for p in path {
        minX = min(minX, p.location.x)
        maxX = max(maxX, p.location.x)
        minY = min(minY, p.location.y)
        maxY = max(maxY, p.location.y)
      }
      positionStep = max(maxX - minX, maxY - minY) * q.positionFraction
    }
    path.withUnsafeBufferPointer { buffer in
      let raw = UnsafeRawPointer(buffer.baseAddress!)
      let stride = MemoryLayout<StrokePoint>.stride
      for info in InkBinaryLayout.channels {
        var step: Double?
        if let q {
          switch info.kind {
          case .position, .size: step = positionStep
          case .time: step = q.timeStep
          case .force: step = q.forceStep
          case .angle: step = q.angleStep
          case .unit: step = q.unitStep
          }
        }
        channel.bytes.removeAll(keepingCapacity: true)
        let written = channels.encode(
          base: raw + info.offset, stride: stride, count: n, step: step,
          defaultValue: info.defaultValue, into: &channel)
        if written { w.field(info.id, channel.bytes) }
      }
    }
    // Every point must be worth at least one bit of the field, so a reader can bound a point
    // count by the bytes that follow; pad highly repetitive strokes.
    let needed = (n + 7) / 8
    if w.count < needed {
      var padding = max(0, needed - w.count - 1 - UInt64(needed).varintSize)
      while w.count + 1 + UInt64(padding).varintSize + padding < needed { padding += 1 }
      w.field(InkBinaryLayout.paddingChannel, [UInt8](repeating: 0, count: padding))
    }
  }

  /// The colour as four bytes when every component is exactly `b / 255` (`-0.0` is not: a byte
  /// reads back as `+0.0`).
  private static func eightBitColor(_ components: [Double]) -> [UInt8]? {
    var bytes = [UInt8]()
    for v in components {
      guard v.sign == .plus, v <= 1 else { return nil }
      let b = (v * 255).rounded()
      guard (b / 255).bitPattern == v.bitPattern else { return nil }
      bytes.append(UInt8(b))
    }
    return bytes
  }
}
