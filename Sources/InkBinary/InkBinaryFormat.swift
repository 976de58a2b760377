import InkInterchange

/// The binary `.ink` format (`ink`): InkInterchange's own compact, versioned, checksummed
/// format, lossless by default (layout in `docs/ink-format.md`).
///
/// Export options: `quantize` (`true`/`default` for Jetpack Ink's precision, or a specification
/// read by ``InkBinaryQuantization/init(specification:)``). Import honours
/// ``ImportOptions/maxInputBytes`` and ``ImportOptions/maxPointCount``.
public struct InkBinaryFormat: DrawingImporter, DrawingExporter {
  /// Creates the format.
  public init() {}

  /// `ink`, extension `ink`, binary, lossless.
  public var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "ink", name: "InkInterchange binary", fileExtensions: ["ink"],
      mediaType: "application/vnd.inkinterchange.ink", isBinary: true, isLossless: true,
      limitations: "")
  }

  /// `true` when the input starts with the eight `.ink` magic bytes.
  public func canImport(prefix: ArraySlice<UInt8>) -> Bool {
    prefix.count >= InkBinaryLayout.magic.count
      && prefix.prefix(InkBinaryLayout.magic.count).elementsEqual(InkBinaryLayout.magic)
  }

  /// Reads a `.ink` file.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - options: `maxInputBytes` and `maxPointCount` are honoured.
  /// - Returns: The drawing, without diagnostics.
  /// - Throws: ``InkBinaryDecodingError`` with the byte offset of the problem.
  public func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
    let drawing = try InkBinaryDecoder(options: InkBinaryDecodingOptions(options)).decode(bytes)
    return ImportResult(drawing: drawing)
  }

  /// Writes a `.ink` file.
  ///
  /// - Parameters:
  ///   - drawing: The drawing.
  ///   - options: The format option `quantize` selects the quantized mode.
  /// - Returns: The bytes; a warning when the quantized mode rounded values.
  /// - Throws: ``InkBinaryEncodingError``.
  public func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult {
    let encodingOptions = try InkBinaryEncodingOptions(options)
    let bytes = try InkBinaryEncoder(options: encodingOptions).encode(drawing)
    var diagnostics: [Diagnostic] = []
    if let q = encodingOptions.quantization {
      diagnostics.append(
        Diagnostic(
          .warning,
          "quantized: positions and sizes to \(q.positionFraction) of each stroke's box, time to "
            + "\(q.timeStep) s, force to \(q.forceStep), angles to \(q.angleStep) rad, other "
            + "values to \(q.unitStep)"))
    }
    return ExportResult(bytes: bytes, diagnostics: diagnostics)
  }
}
