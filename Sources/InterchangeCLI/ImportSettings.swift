import Foundation
import InkInterchange

/// The import settings shared by `convert` and `inspect`: tolerance, point provider choice and
/// format options, parsed from the command line.
struct ImportSettings: Sendable, Hashable {
  /// `--tolerance`; `nil` for ``StrokePath/defaultTolerance``.
  var tolerance: Double?
  /// `--size`: a fixed point size; `nil` to take the source's stroke width.
  var size: Double?
  /// `--duration`: spread times over this many seconds; `nil` to keep the source's times.
  var duration: Double?
  /// `--option key=value` (and `--quantize`), last one wins.
  var formatOptions: [String: String] = [:]
  /// `--max-input-size`: the largest input in bytes; `nil` for ``ImportOptions``' default.
  var maxInputBytes: Int?
  /// `--max-points`: the most control points in one drawing; `nil` for the default.
  var maxPointCount: Int?

  /// Reads the settings from scanned arguments.
  ///
  /// - Throws: ``UsageError`` for a malformed number, a non-positive value, `--size` together
  ///   with `--width-from-source`, or an `--option` without `=`, key or value.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    tolerance = try Self.positiveNumber(arguments.value("tolerance"), option: "tolerance")
    maxInputBytes = try Self.count(arguments.value("max-input-size"), option: "max-input-size")
    maxPointCount = try Self.count(arguments.value("max-points"), option: "max-points")
    size = try Self.positiveNumber(arguments.value("size"), option: "size")
    duration = try Self.positiveNumber(arguments.value("duration"), option: "duration")
    if size != nil && arguments.flag("width-from-source") {
      throw UsageError(message: "options '--size' and '--width-from-source' cannot be combined")
    }
    for pair in arguments.allValues("option") {
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
        throw UsageError(message: "option '--option' expects key=value, got '\(pair)'")
      }
      let key = String(pair[..<equals])
      let value = String(pair[pair.index(after: equals)...])
      guard !value.isEmpty else {
        throw UsageError(
          message: "option '--option' expects a value for format option '\(key)', got '\(pair)'")
      }
      formatOptions[key] = value
    }
    if arguments.flag("quantize") { formatOptions["quantize"] = "true" }
  }

  /// Parses a finite number greater than zero.
  static func positiveNumber(_ text: String?, option: String) throws(UsageError) -> Double? {
    guard let text else { return nil }
    guard let value = Double(text), value.isFinite, value > 0 else {
      throw UsageError(
        message: "option '--\(option)' expects a finite number greater than 0, got '\(text)'")
    }
    return value
  }

  /// Parses a whole number greater than zero, optionally with a binary suffix: `K` (2¹⁰), `M`
  /// (2²⁰), `G` (2³⁰) or `T` (2⁴⁰), e.g. `512M`.
  static func count(_ text: String?, option: String) throws(UsageError) -> Int? {
    guard let text else { return nil }
    var digits = Substring(text)
    var shift = 0
    if let last = digits.last, let bits = ["K": 10, "M": 20, "G": 30, "T": 40][last.uppercased()] {
      shift = bits
      digits = digits.dropLast()
    }
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits), value > 0,
      value <= Int.max >> shift
    else {
      throw UsageError(
        message:
          "option '--\(option)' expects a whole number greater than 0 (with an optional K, M, G or T"
          + " suffix), got '\(text)'")
    }
    return value << shift
  }

  /// The importer options these settings describe.
  var importOptions: ImportOptions {
    var options = ImportOptions()
    if let tolerance { options.tolerance = tolerance }
    if let maxInputBytes { options.maxInputBytes = maxInputBytes }
    if let maxPointCount { options.maxPointCount = maxPointCount }
    options.pointProvider = pointProvider
    options.formatOptions = formatOptions
    return options
  }

  /// The point provider: the source's segment properties over the default pen
  /// (``PointProvider/segmentProperties(interpolated:base:)``), with the size taken from
  /// ``PointProvider/constant(size:opacity:force:azimuth:altitude:timeOffset:secondaryScale:threshold:)``
  /// when `--size` is given and the time offsets from
  /// ``PointProvider/timing(duration:by:base:)`` (by arc length) when `--duration` is given.
  var pointProvider: PointProvider {
    var provider = PointProvider.segmentProperties(interpolated: true, base: .default)
    if let size {
      provider = provider.taking(.size, from: .constant(size: CGSize(width: size, height: size)))
    }
    if let duration {
      provider = provider.taking(.timeOffset, from: .timing(duration: duration, by: .arcLength))
    }
    return provider
  }
}
