import InkInterchange

/// Where a drawing is read from: a file, or standard input.
struct InputSource: Sendable, Hashable {
  /// The file's path, or `nil` for standard input.
  var path: String?

  /// The name used in messages: the path as given, or `<stdin>`.
  var displayName: String { path ?? "<stdin>" }

  /// A command-line argument as a source: `-` is standard input.
  init(argument: String) { path = argument == "-" ? nil : argument }

  /// A file as a source.
  init(path: String?) { self.path = path }
}

/// Reads an input, chooses its importer and imports it, turning every failure into a
/// ``CommandFailure`` with its exit status.
enum DrawingLoader {
  /// Reads all of an input.
  ///
  /// - Throws: ``CommandFailure`` with status 5 when it cannot be read or is over `limit` bytes.
  static func read(
    _ source: InputSource, limit: Int, io: InterchangeIO
  ) throws(CommandFailure)
    -> [UInt8]
  {
    do {
      if let path = source.path { return try FileSystem.readFile(atPath: path, limit: limit) }
      return try io.readStandardInput(limit)
    } catch {
      throw CommandFailure(.ioError, "\(source.displayName): \(error)")
    }
  }

  /// The importer for an input: `explicit` when given, else the one registered for the file's
  /// extension, else the first whose sniff accepts the input (``FormatRegistry/importer(sniffing:)``).
  ///
  /// - Throws: ``CommandFailure`` with status 3 when no importer fits.
  static func importer(
    for source: InputSource, bytes: [UInt8], explicit: (any DrawingImporter)?,
    registry: FormatRegistry
  ) throws(CommandFailure) -> any DrawingImporter {
    if let explicit { return explicit }
    if let path = source.path, let ext = FileSystem.pathExtension(path),
      let importer = registry.importer(forExtension: ext)
    {
      return importer
    }
    if let importer = registry.importer(sniffing: bytes[...]) { return importer }
    let known = registry.importers.map(\.descriptor.id).joined(separator: ", ")
    throw CommandFailure(
      .unknownFormat,
      "\(source.displayName): cannot tell the input format from the file name or content; "
        + "use --from (known: \(known.isEmpty ? "none" : known))")
  }

  /// Imports bytes.
  ///
  /// - Throws: ``CommandFailure`` with status 4 carrying the importer's message and location,
  ///   or status 2 when the importer refused a format option's value (a ``FormatOptionError``).
  static func importDrawing(
    _ bytes: [UInt8], from source: InputSource, with importer: any DrawingImporter,
    options: ImportOptions
  ) throws(CommandFailure) -> ImportResult {
    do {
      return try importer.importDrawing(from: bytes, options: options)
    } catch {
      throw CommandFailure(
        CommandFailure.isFormatOptionError(error) ? .usageError : .malformedInput,
        "\(source.displayName): \(CommandFailure.describe(error))")
    }
  }

  /// Looks up an importer by id.
  ///
  /// - Throws: ``CommandFailure`` with status 3 when no importer has this id.
  static func importer(
    id: String, registry: FormatRegistry
  ) throws(CommandFailure)
    -> any DrawingImporter
  {
    if let importer = registry.importer(id: id) { return importer }
    let known = registry.importers.map(\.descriptor.id).joined(separator: ", ")
    throw CommandFailure(
      .unknownFormat,
      "unknown input format '\(id)' (known: \(known.isEmpty ? "none" : known))")
  }

  /// Looks up an exporter by id.
  ///
  /// - Throws: ``CommandFailure`` with status 3 when no exporter has this id.
  static func exporter(
    id: String, registry: FormatRegistry
  ) throws(CommandFailure)
    -> any DrawingExporter
  {
    if let exporter = registry.exporter(id: id) { return exporter }
    let known = registry.exporters.map(\.descriptor.id).joined(separator: ", ")
    throw CommandFailure(
      .unknownFormat,
      "unknown output format '\(id)' (known: \(known.isEmpty ? "none" : known))")
  }
}
