// The fuzz targets' entry points. This one file is compiled twice: into the fuzz package's
// `FuzzKit` (each libFuzzer executable calls one entry and traps on a returned failure) and, by a
// symbolic link, into the root package's `InkRegressionTests` (which replays every saved input
// through the same entry and expects `nil`). Keep it free of anything but the root package's
// public API and Foundation.

import Foundation
import InkFormats
import InkInterchange

/// The fuzz targets: one entry per parser, and the round trip through every lossless format.
///
/// Each entry feeds one input to public API. Throwing is a correct answer to bad input; a crash,
/// a hang or runaway memory is a bug, and so is a broken contract, which the entry returns as a
/// description (the fuzz executable traps on it, the regression test fails on it).
public enum FuzzEntry {
  /// The targets by name, as `Fuzz/run` and the regression directories spell them.
  public static let targets: [(name: String, run: @Sendable ([UInt8]) -> String?)] = [
    ("pathdata", pathData),
    ("svg", svg),
    ("json", json),
    ("ink", ink),
    ("roundtrip", roundTrip),
  ]

  /// The formats under test: `FormatRegistry.standard`.
  static let registry = FormatRegistry.standard

  /// The import options under test: the defaults a user gets, except SVG's `use-limit`.
  ///
  /// `<use>` instantiation is linear in the instances it creates, and the default limit (a
  /// million) lets a 2 KB document render 171 000 paths (342 000 strokes): seconds of honest work, which the fuzzer's
  /// 1 s timeout would report as a hang (Fuzz/LOG.md, finding svg-timeout-c50f1c70219ee785).
  /// A limit of 100 instances keeps every expansion path (nesting, symbols, refusal) in reach and
  /// the work below what a flat input can ask for anyway (216 instances of a path of two wild
  /// cubics take 1.4 s in the instrumented round trip).
  static let importOptions: ImportOptions = {
    var options = ImportOptions()
    options.formatOptions["use-limit"] = "100"
    return options
  }()

  // MARK: Path data

  /// SVG path data, strictly and leniently, as a `String` and as UTF-8 bytes.
  ///
  /// Contracts checked: the strict parse succeeds exactly when the lenient one reports no error,
  /// and then both give the same path; for valid UTF-8 the `String` and byte entries agree; a
  /// parsed path with finite coordinates that begins with a move writes path data that parses
  /// back to the same path bit for bit.
  ///
  /// - Parameter bytes: The path data.
  /// - Returns: A broken contract, or `nil`.
  @Sendable public static func pathData(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    let strict = try? BezierPath(svgPathData: text)
    let (lenient, error) = BezierPath.parsingSVGPathData(text)
    if let failure = agree(strict: strict, lenient: lenient, error: error, entry: "String") {
      return failure
    }
    let (strictBytes, lenientBytes, errorBytes) = bytes.withUnsafeBufferPointer {
      buffer -> (BezierPath?, BezierPath, SVGPathDataError?) in
      let strict = try? BezierPath(svgPathDataUTF8: buffer)
      let (lenient, error) = BezierPath.parsingSVGPathData(utf8: buffer)
      return (strict, lenient, error)
    }
    if let failure = agree(strict: strictBytes, lenient: lenientBytes, error: errorBytes, entry: "UTF-8") {
      return failure
    }
    if Array(text.utf8) == bytes {
      guard bitwiseEqual(lenient, lenientBytes), (error == nil) == (errorBytes == nil) else {
        return "the String and UTF-8 entries parse valid UTF-8 differently"
      }
      if let error, let errorBytes, error.offset != errorBytes.offset {
        return "the String and UTF-8 entries report errors at different offsets: \(error), \(errorBytes)"
      }
    }
    for path in [lenient, lenientBytes] where path.isFinite && path.verbs.first == .move {
      let written = path.svgPathData
      guard let reparsed = try? BezierPath(svgPathData: written) else {
        return "written path data does not parse: \(written.prefix(200))"
      }
      guard bitwiseEqual(reparsed, path) else {
        return "written path data parses to a different path: \(written.prefix(200))"
      }
    }
    return nil
  }

  /// `true` when two paths have the same elements and the same coordinates bit for bit.
  private static func bitwiseEqual(_ a: BezierPath, _ b: BezierPath) -> Bool {
    a.verbs == b.verbs && a.points.count == b.points.count
      && zip(a.points, b.points).allSatisfy {
        $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern
      }
  }

  private static func agree(
    strict: BezierPath?, lenient: BezierPath, error: SVGPathDataError?, entry: String
  ) -> String? {
    switch (strict, error) {
    case (nil, nil): return "\(entry): the strict parse throws but the lenient one reports no error"
    case (.some, .some(let error)):
      return "\(entry): the strict parse succeeds but the lenient one reports \(error)"
    case (.some(let strict), nil) where !bitwiseEqual(strict, lenient):
      return "\(entry): the strict and lenient parses give different paths"
    default: return nil
    }
  }

  // MARK: Importers

  /// The SVG importer of the standard registry, with default options.
  ///
  /// - Parameter bytes: The SVG file.
  /// - Returns: A broken contract, or `nil`.
  @Sendable public static func svg(_ bytes: [UInt8]) -> String? {
    importAndCheck(bytes, id: "svg")
  }

  /// The JSON importer of the standard registry (drawing and Bézier documents), with default
  /// options.
  ///
  /// - Parameter bytes: The JSON file.
  /// - Returns: A broken contract, or `nil`.
  @Sendable public static func json(_ bytes: [UInt8]) -> String? {
    importAndCheck(bytes, id: "json")
  }

  /// The `.ink` importer of the standard registry, with default options: first the bytes as
  /// given, then (when they start with the magic and hold a header) with the header's content
  /// length and checksum made to fit, so mutations reach the content's decoder.
  ///
  /// - Parameter bytes: The `.ink` file.
  /// - Returns: A broken contract, or `nil`.
  @Sendable public static func ink(_ bytes: [UInt8]) -> String? {
    if let failure = importAndCheck(bytes, id: "ink") { return failure }
    if let patched = InkHeaderPatch.patched(bytes), patched != bytes {
      return importAndCheck(patched, id: "ink")
    }
    return nil
  }

  /// Imports with one importer; a drawing that comes back must be valid (finite), because every
  /// exporter refuses anything else.
  private static func importAndCheck(_ bytes: [UInt8], id: String) -> String? {
    let importer = registry.importer(id: id)!
    _ = importer.canImport(prefix: FormatRegistry.sniffPrefix(of: bytes[...]))
    guard let result = try? importer.importDrawing(from: bytes, options: importOptions) else {
      return nil
    }
    do {
      try result.drawing.validate()
    } catch {
      return "the \(id) importer returned an invalid drawing: \(error)"
    }
    return nil
  }

  // MARK: Round trip

  /// Any input an importer accepts (the one that sniffs it, or else each in turn), exported by
  /// every lossless exporter and by the SVG exporter (whose own files round-trip exactly), then
  /// imported again: the drawing must come back bit for bit.
  ///
  /// - Parameter input: Any bytes; `.ink` headers are made to fit as in ``ink(_:)``.
  /// - Returns: A broken contract, or `nil`.
  @Sendable public static func roundTrip(_ input: [UInt8]) -> String? {
    let bytes = InkHeaderPatch.patched(input) ?? input
    let sniffed = registry.importer(sniffing: bytes[...])
    let candidates = sniffed.map { [$0] } ?? registry.importers
    for importer in candidates {
      guard let drawing = try? importer.importDrawing(from: bytes, options: importOptions).drawing else {
        continue
      }
      return roundTrip(drawing, from: importer.descriptor.id)
    }
    return nil
  }

  private static func roundTrip(_ drawing: Drawing, from source: String) -> String? {
    let exportDirectory = ProcessInfo.processInfo.environment["FUZZ_EXPORT_DIRECTORY"]
    let exporters = registry.exporters.filter { $0.descriptor.isLossless || $0.descriptor.id == "svg" }
    for exporter in exporters {
      let id = exporter.descriptor.id
      let exported: [UInt8]
      do {
        exported = try exporter.exportDrawing(drawing, options: ExportOptions()).bytes
      } catch {
        return "a drawing imported from \(source) cannot be exported as \(id): \(error)"
      }
      if let exportDirectory {
        let name = "\(fnv1a(exported)).\(id == "ink" ? "ink" : id)"
        _ = FileManager.default.createFile(atPath: exportDirectory + "/" + name, contents: Data(exported))
      }
      let again: Drawing
      do {
        again = try registry.importer(id: id)!.importDrawing(from: exported, options: importOptions).drawing
      } catch {
        return "a drawing imported from \(source) and exported as \(id) does not import: \(error)"
      }
      guard again.isBitwiseEqual(to: drawing) else {
        return "a drawing imported from \(source) changes through \(id)"
      }
    }
    if let exportDirectory {
      // A Bézier document too, as a seed for the JSON target.
      var options = ExportOptions()
      options.formatOptions["document"] = "bezier"
      if let bezier = try? registry.exporter(id: "json")!.exportDrawing(drawing, options: options).bytes {
        let name = "\(fnv1a(bezier)).bezier.json"
        _ = FileManager.default.createFile(atPath: exportDirectory + "/" + name, contents: Data(bezier))
      }
    }
    return nil
  }

  /// A 64-bit FNV-1a hash in hexadecimal, to name exported seeds.
  private static func fnv1a(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
  }
}

/// Makes an `.ink` header fit its content: the content length and the CRC-32C.
enum InkHeaderPatch {
  static let magic: [UInt8] = [0x89, 0x49, 0x4E, 0x4B, 0x0D, 0x0A, 0x1A, 0x0A]
  static let headerSize = 24

  /// The bytes with header bytes 12–23 rewritten to fit, or `nil` when they do not start with the
  /// magic or are shorter than a header.
  static func patched(_ bytes: [UInt8]) -> [UInt8]? {
    guard bytes.count >= headerSize, bytes.starts(with: magic) else { return nil }
    var out = bytes
    let length = UInt64(bytes.count - headerSize)
    for i in 0..<8 { out[12 + i] = UInt8(truncatingIfNeeded: length >> (8 * UInt64(i))) }
    var crc: UInt32 = 0xFFFF_FFFF
    for (i, b) in out.enumerated() where i < 20 || i >= headerSize {
      crc ^= UInt32(b)
      for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
    }
    crc = ~crc
    for i in 0..<4 { out[20 + i] = UInt8(truncatingIfNeeded: crc >> (8 * UInt32(i))) }
    return out
  }
}
