import Foundation
import InkInterchange

/// Constants of the `.ink` layout: magic bytes, version, header size, field and channel numbers.
enum InkBinaryLayout {
  /// `\x89 I N K \r \n \x1A \n`: a high byte, the name, and line-ending guards as in PNG.
  static let magic: [UInt8] = [0x89, 0x49, 0x4E, 0x4B, 0x0D, 0x0A, 0x1A, 0x0A]
  static let majorVersion: UInt8 = 1
  static let minorVersion: UInt8 = 0
  static let headerSize = 24

  /// Top-level field numbers.
  enum DrawingField {
    static let stroke = 1
  }

  /// Stroke field numbers.
  enum StrokeField {
    static let builtInInk = 1
    static let customInk = 2
    static let color = 3
    static let transform = 4
    static let mask = 5
    static let randomSeed = 6
    static let id = 7
    static let creationDate = 8
    static let points = 9
  }

  /// Channel 0 is padding; channels 1…11 are the `StrokePoint` fields in this order. An absent
  /// channel takes its default, the value of `StrokePoint.pen(at: .zero)`.
  static let paddingChannel = 0

  /// One per-point channel: its name, its value when absent, its byte offset in `StrokePoint`.
  struct Channel {
    let id: Int
    let name: String
    let defaultValue: Double
    let offset: Int
    let kind: Kind

    enum Kind { case position, size, time, force, angle, unit }
  }

  static let channels: [Channel] = {
    typealias P = StrokePoint
    func off(_ k: PartialKeyPath<StrokePoint>) -> Int {
      guard let o = MemoryLayout<StrokePoint>.offset(of: k) else {
        preconditionFailure("StrokePoint field is not addressable")
      }
      return o
    }
    let list: [Channel] = [
      Channel(id: 1, name: "location.x", defaultValue: 0, offset: off(\P.location.x), kind: .position),
      Channel(id: 2, name: "location.y", defaultValue: 0, offset: off(\P.location.y), kind: .position),
      Channel(id: 3, name: "timeOffset", defaultValue: 0, offset: off(\P.timeOffset), kind: .time),
      Channel(id: 4, name: "size.width", defaultValue: 3, offset: off(\P.size.width), kind: .size),
      Channel(id: 5, name: "size.height", defaultValue: 3, offset: off(\P.size.height), kind: .size),
      Channel(id: 6, name: "opacity", defaultValue: 1, offset: off(\P.opacity), kind: .unit),
      Channel(id: 7, name: "force", defaultValue: 1, offset: off(\P.force), kind: .force),
      Channel(id: 8, name: "azimuth", defaultValue: 0, offset: off(\P.azimuth), kind: .angle),
      Channel(id: 9, name: "altitude", defaultValue: .pi / 4, offset: off(\P.altitude), kind: .angle),
      Channel(id: 10, name: "secondaryScale", defaultValue: 1, offset: off(\P.secondaryScale), kind: .unit),
      Channel(id: 11, name: "threshold", defaultValue: 0, offset: off(\P.threshold), kind: .unit),
    ]
    precondition(MemoryLayout<StrokePoint>.stride == 11 * MemoryLayout<Double>.stride)
    precondition(Set(list.map(\.offset)).count == 11)
    return list
  }()
}
