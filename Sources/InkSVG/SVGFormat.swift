import InkInterchange

/// The SVG format (`svg`): imports shapes as strokes through libxml2, and exports strokes as
/// `<path>` elements that any browser shows, with InkInterchange metadata that makes our own
/// files round-trip bit for bit. See `docs/svg.md` for what is supported.
///
/// Import format options (``ImportOptions/formatOptions``):
/// - `fill`: `outline` (default) converts filled-only shapes into strokes along their outline;
///   `skip` leaves them out (with a warning each).
/// - `huge`: `true` lifts libxml2's hard limits (`XML_PARSE_HUGE`: text and attribute values over
///   10 MB, nesting over 256). Default `false`; also implied by a
///   ``ImportOptions/maxNestingDepth`` above 256.
/// - `use-limit`: a non-negative integer N: rendering (through `<use>` included) may create at
///   most the document's element count plus N element instances. Default 1 000 000 (values above
///   2⁶¹ − 1 mean 2⁶¹ − 1); more is refused with
///   ``SVGImportError/useExpansionTooLarge(limit:line:)`` before anything is converted.
///
/// Export format options (``ExportOptions/formatOptions``):
/// - `appearance`: `stroke` (default) writes each stroke as a stroked path of its mean width;
///   `outline` writes a filled outline whose width follows every point's size.
/// - `metadata`: `true` (default) writes the `ink:` attributes; `false` leaves them out (smaller
///   files that no longer round-trip exactly).
public struct SVGFormat: DrawingImporter, DrawingExporter {
  /// Creates the format.
  public init() {}

  /// The format's description: id `svg`, extension `svg`, text, lossless only for its own exports.
  public var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "svg", name: "SVG", fileExtensions: ["svg"], mediaType: "image/svg+xml", isBinary: false,
      isLossless: false,
      limitations:
        "foreign SVG is approximated within the tolerance (fills, text, images, gradients, dashes, "
        + "markers, clips, masks and filters are not carried); our own exports round-trip exactly")
  }

  /// `true` when the input's root element is `<svg>` (or `<prefix:svg>`): after the prolog that
  /// may come before it (an optional UTF-8 BOM, white space, comments, the XML declaration and
  /// other processing instructions, a DOCTYPE), the first element's name is `svg`, and it ends
  /// (white space, `>` or `/`) within the prefix.
  ///
  /// A prefix that ends before the root element's name does (a prolog longer than the prefix) is
  /// not claimed: ``FormatRegistry/importer(sniffing:)`` hands the sniffs the whole prolog and
  /// 512 bytes after it, so that a document's root element is seen however long its licence
  /// comment or DOCTYPE.
  ///
  /// - Parameter prefix: The start of the input.
  /// - Returns: Whether the input's root element is `svg`.
  public func canImport(prefix: ArraySlice<UInt8>) -> Bool {
    guard let root = MarkupProlog.end(of: prefix), root < prefix.endIndex,
      prefix[root] == UInt8(ascii: "<")
    else { return false }
    let nameStart = root + 1
    guard
      let nameEnd = prefix[nameStart...].firstIndex(where: {
        MarkupProlog.isSpace($0) || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "/")
      })
    else { return false }
    let name = prefix[nameStart..<nameEnd]
    if name.elementsEqual("svg".utf8) { return true }
    // `prefix:svg`, one colon after a non-empty namespace prefix.
    let colon = name.firstIndex(of: UInt8(ascii: ":"))
    return colon != nil && colon! > nameStart && colon! == nameEnd - 4
      && name[(colon! + 1)...].elementsEqual("svg".utf8)
  }

  /// Imports an SVG document.
  ///
  /// - Parameters:
  ///   - bytes: The SVG file.
  ///   - options: Limits (input size, nesting, point count), the conversion tolerance (in the
  ///     document's user space, after transforms), the point provider, and format options (`fill`,
  ///     `huge`, `use-limit`).
  /// - Returns: The drawing (one stroke per stroked subpath, in painting order) and warnings for
  ///   everything approximated or dropped.
  /// - Throws: ``SVGImportError``.
  public func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
    try SVGImporter(options: options).run(bytes)
  }

  /// Exports a drawing as a standalone SVG document.
  ///
  /// - Parameters:
  ///   - drawing: The drawing.
  ///   - options: `appearance` (`stroke` or `outline`), `metadata` (`true` or `false`), and
  ///     `prettyPrinted` (indents the paths).
  /// - Returns: The SVG bytes (UTF-8).
  /// - Throws: ``SVGExportError`` for an unknown option value or a non-finite value in the drawing.
  public func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult {
    try SVGExporter(options: options).run(drawing)
  }
}
