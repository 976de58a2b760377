import InkFormats
import InkInterchange
import Testing

@Suite struct StandardRegistryTests {
  @Test func holdsTheBuiltInFormatsOnceEach() {
    let registry = FormatRegistry.standard
    #expect(registry.importers.map(\.descriptor.id) == ["json", "ink", "svg"])
    #expect(registry.exporters.map(\.descriptor.id) == ["json", "ink", "svg"])
    #expect(registry.importer(forExtension: "SVG")?.descriptor.id == "svg")
    #expect(registry.exporter(forExtension: "ink")?.descriptor.id == "ink")
  }

  @Test func extendingItRejectsDuplicates() {
    var registry = FormatRegistry.standard
    #expect(throws: FormatRegistryError.duplicateImporter("json")) {
      try registry.register(importer: registry.importers[0])
    }
  }
}

/// A format that reads and writes nothing, with a descriptor of the test's choosing.
private struct DescribedFormat: DrawingImporter, DrawingExporter {
  var id: String
  var extensions: [String]

  var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: id, name: id, fileExtensions: extensions, mediaType: "application/x-\(id)", isBinary: false,
      isLossless: false)
  }

  func canImport(prefix: ArraySlice<UInt8>) -> Bool { false }
  func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
    ImportResult(drawing: Drawing())
  }
  func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult {
    ExportResult(bytes: [])
  }
}

@Suite struct FormatRegistryTests {
  /// `register(_:)` registered the importer, then threw for the exporter, leaving a format that
  /// imports under the id although registering it had failed.
  @Test func aFormatWhoseIdIsTakenByAnExporterIsNotHalfRegistered() {
    var registry = FormatRegistry()
    #expect(throws: Never.self) {
      try registry.register(exporter: DescribedFormat(id: "qd", extensions: ["qd"]))
    }
    #expect(throws: FormatRegistryError.duplicateExporter("qd")) {
      try registry.register(DescribedFormat(id: "QD", extensions: ["ndjson"]))
    }
    #expect(registry.importers.isEmpty)
    #expect(registry.importer(id: "qd") == nil)
    #expect(registry.exporters.count == 1)
  }

  /// The lookups promise case-insensitive extensions, but lowercased only the one asked for: a
  /// descriptor spelling `NDJSON` was never found (while directory conversion, which lowercases
  /// both, picked such files up).
  @Test func extensionLookupsIgnoreCaseOnBothSides() {
    var registry = FormatRegistry()
    #expect(throws: Never.self) {
      try registry.register(DescribedFormat(id: "qd", extensions: ["NDJSON", "Qd"]))
    }
    for ext in ["ndjson", "NDJSON", "NdJson", "qd", "QD"] {
      #expect(registry.importer(forExtension: ext)?.descriptor.id == "qd", "\(ext)")
      #expect(registry.exporter(forExtension: ext)?.descriptor.id == "qd", "\(ext)")
    }
    #expect(registry.importer(forExtension: "json") == nil)
  }
}
