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

  /// Reads the settings from scanned arguments.
  ///
  /// - Throws: ``UsageError`` for a malformed number, a non-positive value, `--size` together
  ///   with `--width-from-source`, or an `--option` without `=` or key.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    tolerance = try Self.positiveNumber(arguments.value("tolerance"), option: "tolerance")
    size = try Self.positiveNumber(arguments.value("size"), option: "size")
    duration = try Self.positiveNumber(arguments.value("duration"), option: "duration")
    if size != nil && arguments.flag("width-from-source") {
      throw UsageError(message: "options '--size' and '--width-from-source' cannot be combined")
    }
    for pair in arguments.allValues("option") {
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
        throw UsageError(message: "option '--option' expects key=value, got '\(pair)'")
      }
      formatOptions[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
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

  /// The importer options these settings describe.
  var importOptions: ImportOptions {
    var options = ImportOptions()
    if let tolerance { options.tolerance = tolerance }
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
