import Foundation
import InkInterchange

/// What a drawing holds, as `interchange inspect` prints it: counts, inks, bounds, and the range of
/// every control-point field.
public struct DrawingSummary: Sendable, Hashable {
  /// The smallest and largest value of one control-point field over the whole drawing.
  public struct ChannelRange: Sendable, Hashable {
    /// The field's name, as in ``StrokePoint`` (`location.x`, `force`, ...).
    public var name: String
    /// The smallest value.
    public var min: Double
    /// The largest value.
    public var max: Double
  }

  /// One distinct ink and how many strokes use it.
  public struct InkUsage: Sendable, Hashable {
    /// The ink.
    public var ink: Ink
    /// The number of strokes drawn with it.
    public var strokeCount: Int
  }

  /// The number of strokes.
  public var strokeCount: Int
  /// The number of control points over all strokes.
  public var pointCount: Int
  /// The distinct inks in first-use order.
  public var inks: [InkUsage]
  /// The area the strokes may paint (``Drawing/bounds``), `nil` for an empty drawing.
  public var bounds: CGRect?
  /// The range of each control-point field, in ``channelNames`` order; empty without points.
  public var channels: [ChannelRange]

  /// The control-point fields summarised, in order.
  public static let channelNames = [
    "location.x", "location.y", "timeOffset", "size.width", "size.height", "opacity", "force",
    "azimuth", "altitude", "secondaryScale", "threshold",
  ]

  /// Summarises a drawing in one pass over its points.
  ///
  /// - Parameter drawing: The drawing.
  public init(_ drawing: Drawing) {
    strokeCount = drawing.strokes.count
    var points = 0
    var lows = [Double](repeating: .infinity, count: Self.channelNames.count)
    var highs = [Double](repeating: -.infinity, count: Self.channelNames.count)
    var inkUsage: [InkUsage] = []
    for stroke in drawing.strokes {
      if let i = inkUsage.firstIndex(where: { $0.ink == stroke.ink }) {
        inkUsage[i].strokeCount += 1
      } else {
        inkUsage.append(InkUsage(ink: stroke.ink, strokeCount: 1))
      }
      points += stroke.path.count
      stroke.path.withUnsafeBufferPointer { buffer in
        for p in buffer {
          Self.update(&lows, &highs, 0, Double(p.location.x))
          Self.update(&lows, &highs, 1, Double(p.location.y))
          Self.update(&lows, &highs, 2, p.timeOffset)
          Self.update(&lows, &highs, 3, Double(p.size.width))
          Self.update(&lows, &highs, 4, Double(p.size.height))
          Self.update(&lows, &highs, 5, Double(p.opacity))
          Self.update(&lows, &highs, 6, Double(p.force))
          Self.update(&lows, &highs, 7, Double(p.azimuth))
          Self.update(&lows, &highs, 8, Double(p.altitude))
          Self.update(&lows, &highs, 9, Double(p.secondaryScale))
          Self.update(&lows, &highs, 10, Double(p.threshold))
        }
      }
    }
    pointCount = points
    inks = inkUsage
    let box = drawing.bounds
    bounds = box.isNull ? nil : box
    channels =
      points == 0
      ? []
      : Self.channelNames.indices.map {
        ChannelRange(name: Self.channelNames[$0], min: lows[$0], max: highs[$0])
      }
  }

  @inline(__always)
  private static func update(_ lows: inout [Double], _ highs: inout [Double], _ i: Int, _ v: Double) {
    if v < lows[i] { lows[i] = v }
    if v > highs[i] { highs[i] = v }
  }

  /// The colour as `#RRGGBBAA`.
  static func hex(_ color: InkColor) -> String {
    func byte(_ c: Double) -> String {
      let v = Int((Swift.min(Swift.max(c, 0), 1) * 255).rounded())
      let s = String(v, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + byte(color.alpha)
  }
}
