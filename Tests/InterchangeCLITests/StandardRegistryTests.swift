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
