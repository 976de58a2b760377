/// A format that describes itself. Importers and exporters build on this.
public protocol DrawingFormat: Sendable {
  /// What the format is.
  var descriptor: FormatDescriptor { get }
}

/// The result of an import: the drawing and any warnings.
public struct ImportResult: Sendable {
  /// The imported drawing.
  public var drawing: Drawing
  /// What was approximated or dropped.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(drawing: Drawing, diagnostics: [Diagnostic] = []) {
    self.drawing = drawing
    self.diagnostics = diagnostics
  }
}

/// The result of an export: the bytes and any warnings.
public struct ExportResult: Sendable {
  /// The encoded file.
  public var bytes: [UInt8]
  /// What was approximated or dropped.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(bytes: [UInt8], diagnostics: [Diagnostic] = []) {
    self.bytes = bytes
    self.diagnostics = diagnostics
  }
}

/// A format that reads drawings.
public protocol DrawingImporter: DrawingFormat {
  /// A cheap sniff: `true` when `prefix`, the start of the input, looks like this format. Used when
  /// the command line leaves out `--from`.
  ///
  /// ``FormatRegistry/importer(sniffing:)`` hands over ``FormatRegistry/sniffPrefix(of:)``: the
  /// first 512 bytes, or, when the input starts with a prolog (white space, and an XML document's
  /// comments, declaration and DOCTYPE before its root element), the whole prolog and 512 bytes
  /// after it; all of a shorter input. A sniff claims nothing on what it cannot see.
  func canImport(prefix: ArraySlice<UInt8>) -> Bool

  /// Reads a drawing.
  ///
  /// - Parameters:
  ///   - bytes: The whole input.
  ///   - options: Limits, tolerance and point provider.
  /// - Returns: The drawing and its warnings.
  /// - Throws: The format's error type (a ``LocatedError`` that says what and where).
  func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult
}

/// A format that writes drawings.
public protocol DrawingExporter: DrawingFormat {
  /// Writes a drawing.
  ///
  /// - Parameters:
  ///   - drawing: The drawing to write.
  ///   - options: Format options.
  /// - Returns: The encoded bytes and any warnings.
  /// - Throws: The format's error type when the drawing cannot be written.
  func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult
}
