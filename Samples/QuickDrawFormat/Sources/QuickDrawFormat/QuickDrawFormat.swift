import InkInterchange

/// The Quick, Draw! dataset's ndjson format as an InkInterchange format: register it in a
/// ``FormatRegistry`` to read and write `.ndjson` files.
///
/// ```swift
/// var registry = FormatRegistry.standard
/// try registry.register(QuickDrawFormat())
/// ```
///
/// What is read and written, and how samples map to control points: ``QuickDrawDecoder`` and
/// ``QuickDrawEncoder``. Options (`--option key=value`): ``QuickDrawDecodingOptions`` and
/// ``QuickDrawEncodingOptions``.
public struct QuickDrawFormat: DrawingImporter, DrawingExporter {
  /// Creates the format.
  public init() {}

  /// `quickdraw`, `.ndjson`, text, lossy (positions and times only).
  public var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "quickdraw", name: "Quick, Draw! ndjson", fileExtensions: ["ndjson"],
      mediaType: "application/x-ndjson", isBinary: false, isLossless: false,
      limitations: "positions and times only; one drawing per line")
  }

  /// `true` when the input starts with a JSON object whose keys include `"word"` or a
  /// `"drawing"` array.
  ///
  /// - Parameter prefix: The first bytes of the input.
  /// - Returns: Whether this looks like Quick, Draw! ndjson.
  public func canImport(prefix: ArraySlice<UInt8>) -> Bool {
    var bytes = Array(prefix)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }),
      bytes[first] == UInt8(ascii: "{")
    else { return false }
    func key(_ name: String, thenArray: Bool) -> Bool {
      let needle = Array("\"\(name)\"".utf8)
      var i = first
      while i + needle.count <= bytes.count {
        if bytes[i..<(i + needle.count)].elementsEqual(needle) {
          var j = i + needle.count
          while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
          if j < bytes.count, bytes[j] == UInt8(ascii: ":") {
            guard thenArray else { return true }
            j += 1
            while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
            if j < bytes.count, bytes[j] == UInt8(ascii: "[") { return true }
          }
        }
        i += 1
      }
      return false
    }
    return key("word", thenArray: false) || key("drawing", thenArray: true)
  }

  /// Reads a drawing; see ``QuickDrawDecoder``.
  ///
  /// - Parameters:
  ///   - bytes: The whole input.
  ///   - options: Limits and `--option` pairs (``QuickDrawDecodingOptions``).
  /// - Returns: The drawing and its warnings.
  /// - Throws: ``QuickDrawDecodingError``.
  public func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
    try QuickDrawDecoder(options: options).decode(bytes)
  }

  /// Writes a drawing; see ``QuickDrawEncoder``.
  ///
  /// - Parameters:
  ///   - drawing: The drawing.
  ///   - options: `--option` pairs (``QuickDrawEncodingOptions``).
  /// - Returns: One line of ndjson and the warnings.
  /// - Throws: ``QuickDrawEncodingError``.
  public func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult {
    try QuickDrawEncoder(options: QuickDrawEncodingOptions(options)).encode(drawing)
  }
}
