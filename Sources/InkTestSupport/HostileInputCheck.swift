import InkInterchange

/// A hostile-input check: feeds an importer every truncation of a valid sample (or an even sample
/// of them for big inputs), single bit flips, and random garbage, and checks that each input is
/// either refused with an error or read into a valid drawing within the point budget.
///
/// A crash cannot be caught inside the process: the check finds crashes by running the inputs, and
/// a crash stops the test run at the input that caused it. Everything else is collected in a
/// ``HostileInputReport`` (plain values, no test framework):
///
/// ```swift
/// let report = HostileInputCheck(importer: MyFormat()).run(on: sampleBytes)
/// #expect(report.failures.isEmpty, "\(report)")
/// ```
///
/// Speed is measured (``HostileInputReport/slowest``) but only enforced when
/// ``maxDurationPerInput`` is set, since timing on shared CI machines is noisy.
public struct HostileInputCheck: Sendable {
  /// The importer under test.
  public var importer: any DrawingImporter
  /// The import options (limits). Default `ImportOptions()`.
  public var options = ImportOptions()
  /// Every prefix is tried when the sample has at most this many bytes; otherwise this many
  /// prefix lengths, evenly spaced, plus the 64 shortest and the 64 longest. Default 2048.
  public var maxTruncations = 2048
  /// Every single-bit flip is tried when the sample has at most this many bits; otherwise this
  /// many random flips. Default 4096.
  public var maxBitFlips = 4096
  /// How many random inputs to try: half pure garbage, half the sample's first bytes followed by
  /// garbage (so magic numbers and sniffs pass). Default 64.
  public var garbageInputs = 64
  /// The length of each garbage tail. Default `0...512`.
  public var garbageLength = 0...512
  /// The seed for bit choices and garbage. Default 0.
  public var seed: UInt64 = 0
  /// Whether errors must conform to `LocatedError` (with a location, when given, inside the
  /// input). Default `true`.
  public var requiresLocatedErrors = true
  /// The longest one import may take; `nil` (the default) measures without failing.
  public var maxDurationPerInput: Duration?

  /// Creates a check with the defaults.
  ///
  /// - Parameter importer: The importer under test.
  public init(importer: any DrawingImporter) {
    self.importer = importer
  }

  /// Runs the check.
  ///
  /// - Parameter sample: A valid input of the format (a few hundred bytes to a few kilobytes keeps
  ///   the check fast in debug builds).
  /// - Returns: The report; it passes when ``HostileInputReport/failures`` is empty.
  public func run(on sample: [UInt8]) -> HostileInputReport {
    var report = HostileInputReport()
    var rng = SplitMix64(seed: seed)
    let clock = ContinuousClock()

    func attempt(_ input: [UInt8], _ what: @autoclosure () -> String) {
      report.inputCount += 1
      let start = clock.now
      var failure: String?
      do {
        let result = try importer.importDrawing(from: input, options: options)
        report.acceptedCount += 1
        if result.drawing.pointCount > options.maxPointCount {
          failure =
            "accepted with \(result.drawing.pointCount) points, above the limit \(options.maxPointCount)"
        } else {
          do {
            try result.drawing.validate()
          } catch {
            failure = "accepted a drawing with an invalid value: \(error)"
          }
        }
      } catch {
        report.refusedCount += 1
        if requiresLocatedErrors {
          failure = Self.locationProblem(error, input)
        }
      }
      let elapsed = clock.now - start
      if elapsed > report.slowest.duration { report.slowest = (what(), elapsed) }
      if let limit = maxDurationPerInput, elapsed > limit {
        failure = (failure.map { $0 + "; " } ?? "") + "took \(elapsed), above \(limit)"
      }
      if let failure {
        report.failureCount += 1
        if report.failures.count < HostileInputReport.keptFailures {
          report.failures.append(HostileInputFailure(input: what(), reason: failure))
        }
      }
    }

    // Truncations.
    let n = sample.count
    var lengths: [Int]
    if n <= maxTruncations {
      lengths = Array(0..<n)
    } else {
      var set = Set(0..<min(64, n))
      set.formUnion(max(0, n - 64)..<n)
      let count = max(maxTruncations, 1)
      for k in 0..<count { set.insert(k * n / count) }
      lengths = set.sorted()
    }
    for length in lengths { attempt(Array(sample[0..<length]), "the first \(length) of \(n) bytes") }

    // Single bit flips.
    let bits = n * 8
    if bits <= maxBitFlips {
      for bit in 0..<bits {
        var bytes = sample
        bytes[bit / 8] ^= 1 << UInt8(bit % 8)
        attempt(bytes, "bit \(bit % 8) of byte \(bit / 8) flipped")
      }
    } else {
      for _ in 0..<maxBitFlips {
        let bit = Int.random(in: 0..<bits, using: &rng)
        var bytes = sample
        bytes[bit / 8] ^= 1 << UInt8(bit % 8)
        attempt(bytes, "bit \(bit % 8) of byte \(bit / 8) flipped")
      }
    }

    // Garbage.
    for k in 0..<max(garbageInputs, 0) {
      let keep = k % 2 == 1 && n > 0 ? Int.random(in: 0...min(n, 64), using: &rng) : 0
      var bytes = Array(sample.prefix(keep))
      let tail = Int.random(in: garbageLength, using: &rng)
      bytes.reserveCapacity(keep + tail)
      for _ in 0..<tail { bytes.append(UInt8.random(in: 0...255, using: &rng)) }
      attempt(bytes, "garbage #\(k): \(keep) sample bytes then \(tail) random bytes")
    }
    return report
  }

  /// What is wrong with an error's location, or `nil` when it is fine.
  private static func locationProblem(_ error: any Error, _ input: [UInt8]) -> String? {
    guard let located = error as? any LocatedError else {
      return "refused with an error that is not a LocatedError: \(error)"
    }
    /// The problem with a line (and column) position, or `nil` when it lies in the input.
    func outsideTheLines(_ line: Int, columnValid: Bool, at place: String) -> String? {
      // Lines end at LF, CR LF and a lone CR (as the JSON reader and XML count them).
      var lines = 1
      for (i, b) in input.enumerated() where b == 0x0D || (b == 0x0A && (i == 0 || input[i - 1] != 0x0D)) {
        lines += 1
      }
      guard line < 1 || !columnValid || line > lines else { return nil }
      return "error at \(place), outside the \(lines)-line input: \(error)"
    }
    switch located.location {
    case .byteOffset(let offset)?:
      if offset < 0 || offset > input.count {
        return "error at byte offset \(offset), outside the \(input.count)-byte input: \(error)"
      }
    case .lineColumn(let line, let column)?, .jsonPath(_, let line, let column)?:
      return outsideTheLines(line, columnValid: column >= 1, at: "line \(line), column \(column)")
    case .line(let line)?:
      return outsideTheLines(line, columnValid: true, at: "line \(line)")
    case .characterOffset(let offset)?:
      if offset < 0 { return "error at a negative character offset: \(error)" }
    case nil:
      break
    }
    return nil
  }
}

/// The outcome of a ``HostileInputCheck``.
public struct HostileInputReport: Sendable, CustomStringConvertible {
  /// The most failures kept in ``failures`` (all are counted in ``failureCount``).
  public static let keptFailures = 20

  /// How many inputs were tried.
  public var inputCount = 0
  /// How many the importer read.
  public var acceptedCount = 0
  /// How many it refused with an error.
  public var refusedCount = 0
  /// How many broke a rule.
  public var failureCount = 0
  /// The first failures, at most ``keptFailures``.
  public var failures: [HostileInputFailure] = []
  /// The slowest input and how long its import took.
  public var slowest: (input: String, duration: Duration) = ("none", .zero)

  /// Creates an empty report.
  public init() {}

  /// A summary: counts, the slowest input, and the failures.
  public var description: String {
    var text =
      "\(inputCount) hostile inputs: \(acceptedCount) read, \(refusedCount) refused, "
      + "\(failureCount) failed; slowest \(slowest.duration) (\(slowest.input))"
    for failure in failures { text += "\n  \(failure)" }
    if failureCount > failures.count { text += "\n  ... and \(failureCount - failures.count) more" }
    return text
  }
}

/// One hostile input that broke a rule.
public struct HostileInputFailure: Sendable, Hashable, CustomStringConvertible {
  /// Which input, e.g. `bit 3 of byte 12 flipped`.
  public var input: String
  /// What went wrong.
  public var reason: String

  /// `INPUT: REASON`.
  public var description: String { "\(input): \(reason)" }
}
