/// The declared precision of the quantized `.ink` mode: the grid step of each kind of value.
///
/// A quantized value is within half its step of the original (up to floating-point rounding of
/// the product `q × step`). Channels that are constant over a stroke are always stored exactly,
/// and the encoder may use a coarser decimal grid (0.1, 0.01, …) when every value of a channel
/// already lies within half a step of it.
///
/// The defaults are Jetpack Ink's precision: positions on a grid of 1/4096 of the stroke's
/// bounding box, time in microseconds, force in 1/4096 steps.
public struct InkBinaryQuantization: Sendable, Hashable {
  /// The step of positions (`location`) and tip sizes (`size`), as a fraction of the larger side
  /// of the bounding box of the stroke's control points. Default 1/4096.
  public var positionFraction: Double
  /// The step of `timeOffset`, in seconds. Default 1e-6 (one microsecond).
  public var timeStep: Double
  /// The step of `force`. Default 1/4096.
  public var forceStep: Double
  /// The step of `azimuth` and `altitude`, in radians. Default 1/4096.
  public var angleStep: Double
  /// The step of `opacity`, `secondaryScale` and `threshold`. Default 1/4096.
  public var unitStep: Double

  /// Creates Jetpack Ink's precision (every default above).
  public init() {
    positionFraction = 1.0 / 4096
    timeStep = 1e-6
    forceStep = 1.0 / 4096
    angleStep = 1.0 / 4096
    unitStep = 1.0 / 4096
  }

  /// Jetpack Ink's precision, the default.
  public static let jetpackInk = InkBinaryQuantization()

  /// Reads a precision specification.
  ///
  /// `"true"` or `"default"` is Jetpack Ink's precision. Otherwise a comma-separated list of
  /// `key=value` pairs, keys `position` (fraction of the stroke's box), `time` (seconds), `force`,
  /// `angle` (radians) and `unit` (opacity, secondary scale, threshold); values are decimal
  /// numbers (`0.001`, `1e-6`) or fractions `1/N`. Keys left out keep their defaults. Example:
  /// `position=1/1024,time=1e-3`. Letters are matched case-insensitively (`TRUE`, `Time=1E-3`).
  ///
  /// - Parameter specification: The specification.
  /// - Throws: ``InkBinaryEncodingError/invalidQuantization(spec:reason:)`` for an unknown key or
  ///   a value that is not a finite positive number.
  public init(specification: String) throws(InkBinaryEncodingError) {
    self.init()
    let spec = specification.trimmingCharacters(in: " ").lowercased()
    if spec == "true" || spec == "default" { return }
    for part in spec.split(separator: ",") {
      let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: " ") }
      guard pair.count == 2 else {
        throw .invalidQuantization(spec: specification, reason: "'\(part)' is not key=value")
      }
      guard let value = Self.parseStep(pair[1]) else {
        throw .invalidQuantization(
          spec: specification, reason: "'\(pair[1])' is not a finite positive number or 1/N")
      }
      switch pair[0] {
      case "position": positionFraction = value
      case "time": timeStep = value
      case "force": forceStep = value
      case "angle": angleStep = value
      case "unit": unitStep = value
      default:
        throw .invalidQuantization(
          spec: specification,
          reason: "unknown key '\(pair[0])' (known: position, time, force, angle, unit)")
      }
    }
  }

  private static func parseStep(_ text: String) -> Double? {
    let value: Double?
    if let slash = text.firstIndex(of: "/") {
      let num = Double(text[..<slash])
      let den = Double(text[text.index(after: slash)...])
      value = num.flatMap { n in den.map { n / $0 } }
    } else {
      value = Double(text)
    }
    guard let value, value.isFinite, value > 0 else { return nil }
    return value
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    var s = Substring(self)
    while s.first == set { s.removeFirst() }
    while s.last == set { s.removeLast() }
    return String(s)
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    String(self).trimmingCharacters(in: set)
  }
}
