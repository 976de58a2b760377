/// The formats a program knows: a value you build and pass, not a global.
///
/// `FormatRegistry.standard` (module `InkFormats`) holds the built-in formats; add your own with
/// ``register(importer:)`` and ``register(exporter:)``.
public struct FormatRegistry: Sendable {
  /// The registered importers, in registration order.
  public private(set) var importers: [any DrawingImporter] = []
  /// The registered exporters, in registration order.
  public private(set) var exporters: [any DrawingExporter] = []

  /// Creates an empty registry.
  public init() {}

  /// Adds an importer.
  ///
  /// - Throws: ``FormatRegistryError/duplicateImporter(_:)`` when its id is taken.
  public mutating func register(importer: any DrawingImporter) throws(FormatRegistryError) {
    let id = importer.descriptor.id
    guard self.importer(id: id) == nil else { throw .duplicateImporter(id.lowercased()) }
    importers.append(importer)
  }

  /// Adds an exporter.
  ///
  /// - Throws: ``FormatRegistryError/duplicateExporter(_:)`` when its id is taken.
  public mutating func register(exporter: any DrawingExporter) throws(FormatRegistryError) {
    let id = exporter.descriptor.id
    guard self.exporter(id: id) == nil else { throw .duplicateExporter(id.lowercased()) }
    exporters.append(exporter)
  }

  /// Adds a format that both imports and exports.
  ///
  /// - Throws: ``FormatRegistryError`` when its id is taken by an importer or an exporter; the
  ///   registry is then left unchanged (neither half is added).
  public mutating func register(
    _ format: any DrawingImporter & DrawingExporter
  )
    throws(FormatRegistryError)
  {
    // (Both ids are checked before either half is added.)
    let id = format.descriptor.id
    guard importer(id: id) == nil else { throw .duplicateImporter(id.lowercased()) }
    guard exporter(id: id) == nil else { throw .duplicateExporter(id.lowercased()) }
    importers.append(format)
    exporters.append(format)
  }

  /// The importer with this id (case-insensitive).
  public func importer(id: String) -> (any DrawingImporter)? {
    importers.first { $0.descriptor.id.equalsIgnoringCase(id) }
  }

  /// The exporter with this id (case-insensitive).
  public func exporter(id: String) -> (any DrawingExporter)? {
    exporters.first { $0.descriptor.id.equalsIgnoringCase(id) }
  }

  /// The first importer that lists this file extension (without the dot, case-insensitive on
  /// both sides: a descriptor's `NDJSON` matches `ndjson`).
  public func importer(forExtension ext: String) -> (any DrawingImporter)? {
    importers.first { $0.descriptor.fileExtensions.contains { $0.equalsIgnoringCase(ext) } }
  }

  /// The first exporter that lists this file extension (without the dot, case-insensitive on
  /// both sides).
  public func exporter(forExtension ext: String) -> (any DrawingExporter)? {
    exporters.first { $0.descriptor.fileExtensions.contains { $0.equalsIgnoringCase(ext) } }
  }

  /// The first importer whose sniff accepts the start of an input.
  ///
  /// Every importer's ``DrawingImporter/canImport(prefix:)`` is handed ``sniffPrefix(of:)``: the
  /// input's first ``sniffLength`` (512) bytes, or more when it starts with a markup prolog, so
  /// that an XML document's root element is seen however long the comments, XML declaration or
  /// DOCTYPE before it.
  ///
  /// - Parameter input: The whole input (or as much of its start as the caller has: a start cut
  ///   short may end before a long prolog does, and then before what tells the format).
  /// - Returns: The importer, or `nil` when no sniff accepts the input.
  public func importer(sniffing input: ArraySlice<UInt8>) -> (any DrawingImporter)? {
    let prefix = Self.sniffPrefix(of: input)
    return importers.first { $0.canImport(prefix: prefix) }
  }

  /// How many bytes importers' sniffs see past an input's prolog (see ``sniffPrefix(of:)``).
  public static let sniffLength = 512

  /// The start of an input that ``importer(sniffing:)`` hands the sniffs: everything up to
  /// ``sniffLength`` (512) bytes past its prolog (an optional UTF-8 byte-order mark, white space,
  /// and the comments, processing instructions, XML declaration and DOCTYPE that may come before an
  /// XML document's root element), or the whole input when it is shorter or when that prolog never
  /// ends (a comment left open). For an input that starts with none of those, its first 512
  /// bytes.
  ///
  /// - Parameter input: The input.
  /// - Returns: Its start, a prefix of `input`.
  public static func sniffPrefix(of input: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let start = MarkupProlog.end(of: input) ?? input.endIndex
    return input[..<(input.endIndex - start > sniffLength ? start + sniffLength : input.endIndex)]
  }

  /// Every format id known, importers' and exporters', sorted.
  public var formatIDs: [String] {
    Array(Set(importers.map(\.descriptor.id) + exporters.map(\.descriptor.id))).sorted()
  }
}

/// Registering a format failed.
public enum FormatRegistryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An importer with this id is already registered.
  case duplicateImporter(String)
  /// An exporter with this id is already registered.
  case duplicateExporter(String)

  public var description: String {
    switch self {
    case .duplicateImporter(let id): "an importer with id '\(id)' is already registered"
    case .duplicateExporter(let id): "an exporter with id '\(id)' is already registered"
    }
  }
}

extension String {
  fileprivate func equalsIgnoringCase(_ other: String) -> Bool {
    lowercased() == other.lowercased()
  }
}
