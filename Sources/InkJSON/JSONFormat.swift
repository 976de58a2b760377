import InkInterchange

/// The InkInterchange JSON format (`json`): a lossless *drawing* document of the stroke model,
/// and a *Bézier* document for apps that store Bézier paths. See `docs/json-format.md`.
///
/// Import reads either document (told apart by the top-level `"type"`); a Bézier document is
/// converted with ``ImportOptions/tolerance`` and ``ImportOptions/pointProvider``, each subpath
/// becoming a stroke. Export writes the drawing document, or the Bézier document with the format
/// option `document=bezier` (lossy: a diagnostic says what is lost).
public struct JSONFormat: DrawingImporter, DrawingExporter {
  /// Creates the format.
  public init() {}

  /// The format's description: id `json`, extension `json`, text, lossless.
  public var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "json", name: "InkInterchange JSON", fileExtensions: ["json"],
      mediaType: "application/json", isBinary: false, isLossless: true,
      limitations: "the Bézier document (document=bezier) keeps curves and per-segment values only")
  }

  /// `true` when the prefix is a JSON object (after optional whitespace and byte order mark) that
  /// holds `"type": "drawing"` or `"type": "bezier"` (the writer puts it first).
  ///
  /// - Parameter prefix: The first bytes of the input (up to 512).
  /// - Returns: Whether the input looks like an InkInterchange JSON document.
  public func canImport(prefix: ArraySlice<UInt8>) -> Bool {
    var bytes = prefix
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
    bytes = bytes.drop(while: isSpace)
    guard bytes.first == UInt8(ascii: "{") else { return false }
    let key = Array("\"type\"".utf8)
    var i = bytes.startIndex
    while i + key.count <= bytes.endIndex {
      if bytes[i..<(i + key.count)].elementsEqual(key) {
        var rest = bytes[(i + key.count)...].drop(while: isSpace)
        if rest.first == UInt8(ascii: ":") {
          rest = rest.dropFirst().drop(while: isSpace)
          if rest.starts(with: "\"drawing\"".utf8) || rest.starts(with: "\"bezier\"".utf8) {
            return true
          }
        }
      }
      i += 1
    }
    return false
  }

  /// Reads a drawing document, or a Bézier document converted into strokes.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 JSON text.
  ///   - options: Limits (`maxInputBytes`, `maxNestingDepth`, `maxPointCount`), and for a Bézier
  ///     document the tolerance and point provider.
  /// - Returns: The drawing, with a warning for every unknown field (by JSON path).
  /// - Throws: ``JSONDecodingError`` saying what is wrong and where (line and column, and the JSON
  ///   path for content errors).
  public func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
    try decode(bytes, options: options)
  }

  /// Reads a document, with the typed error.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 JSON text.
  ///   - options: Limits, tolerance and point provider.
  /// - Returns: The drawing and its warnings.
  /// - Throws: ``JSONDecodingError``.
  public func decode(
    _ bytes: [UInt8], options: ImportOptions = ImportOptions()
  )
    throws(JSONDecodingError) -> ImportResult
  {
    guard bytes.count <= options.maxInputBytes else {
      throw .inputTooLarge(byteCount: bytes.count, limit: options.maxInputBytes)
    }
    let result: Result<ImportResult, JSONDecodingError> = bytes.withUnsafeBufferPointer { buffer in
      var decoder = JSONDocumentDecoder(bytes: buffer, options: options)
      do throws(JSONDecodingError) {
        let drawing = try decoder.decodeDocument()
        return .success(ImportResult(drawing: drawing, diagnostics: decoder.diagnostics))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Writes the drawing document (default), or the Bézier document with
  /// `formatOptions["document"] = "bezier"`.
  ///
  /// - Parameters:
  ///   - drawing: The drawing; every value must be finite.
  ///   - options: `prettyPrinted` for indented output (default compact); format option
  ///     `document` = `drawing` (default) or `bezier`.
  /// - Returns: The UTF-8 JSON bytes; for the Bézier document, a warning that it is lossy.
  /// - Throws: ``JSONEncodingError``.
  public func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult {
    try encode(drawing, options: options)
  }

  /// Writes a document, with the typed error.
  ///
  /// - Parameters:
  ///   - drawing: The drawing; every value must be finite.
  ///   - options: Pretty printing and the `document` option. Default compact drawing document.
  /// - Returns: The bytes and any warnings.
  /// - Throws: ``JSONEncodingError``.
  public func encode(
    _ drawing: Drawing, options: ExportOptions = ExportOptions()
  )
    throws(JSONEncodingError) -> ExportResult
  {
    do { try drawing.validate() } catch { throw .invalidDrawing(error) }
    switch options.formatOptions["document"]?.lowercased() ?? "drawing" {
    case "drawing":
      return ExportResult(
        bytes: JSONDocumentEncoder.encodeDrawing(drawing, pretty: options.prettyPrinted))
    case "bezier":
      let (bytes, diagnostics) = JSONDocumentEncoder.encodeBezier(
        drawing, pretty: options.prettyPrinted)
      return ExportResult(bytes: bytes, diagnostics: diagnostics)
    default:
      throw .invalidOption(key: "document", value: options.formatOptions["document"] ?? "")
    }
  }
}
