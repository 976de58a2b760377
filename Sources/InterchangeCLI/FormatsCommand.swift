import InkInterchange

/// Runs `interchange formats`: the registered formats and their capabilities.
enum FormatsCommand {
  /// One registered format: its descriptor and which directions it supports.
  struct Entry: Sendable, Hashable {
    /// The descriptor (of the importer when both are registered).
    var descriptor: FormatDescriptor
    /// `true` when it can import.
    var canImport: Bool
    /// `true` when it can export.
    var canExport: Bool
  }

  /// The formats of a registry, in registration order (importers first).
  static func entries(_ registry: FormatRegistry) -> [Entry] {
    var entries: [Entry] = []
    for importer in registry.importers {
      entries.append(Entry(descriptor: importer.descriptor, canImport: true, canExport: false))
    }
    for exporter in registry.exporters {
      let id = exporter.descriptor.id.lowercased()
      if let i = entries.firstIndex(where: { $0.descriptor.id.lowercased() == id }) {
        entries[i].canExport = true
      } else {
        entries.append(Entry(descriptor: exporter.descriptor, canImport: false, canExport: true))
      }
    }
    return entries
  }

  /// The list as an aligned table, one format a line, with limitations below.
  static func table(_ registry: FormatRegistry) -> String {
    let rows: [[String]] =
      [["ID", "NAME", "EXTENSIONS", "IMPORT", "EXPORT", "KIND", "LOSSLESS"]]
      + entries(registry).map { e in
        [
          e.descriptor.id, e.descriptor.name, e.descriptor.fileExtensions.joined(separator: ","),
          e.canImport ? "yes" : "no", e.canExport ? "yes" : "no",
          e.descriptor.isBinary ? "binary" : "text", e.descriptor.isLossless ? "yes" : "no",
        ]
      }
    var widths = [Int](repeating: 0, count: rows[0].count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    var text = ""
    for row in rows {
      var line = ""
      for (i, cell) in row.enumerated() {
        line += i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count + 2)
      }
      text += line + "\n"
    }
    for e in entries(registry) where !e.descriptor.limitations.isEmpty {
      text += "\(e.descriptor.id): \(e.descriptor.limitations)\n"
    }
    return text
  }

  /// The list as a JSON array.
  static func json(_ registry: FormatRegistry) -> String {
    JSONText.array(
      entries(registry).map { e in
        JSONText.object([
          ("id", JSONText.string(e.descriptor.id)),
          ("name", JSONText.string(e.descriptor.name)),
          ("extensions", JSONText.array(e.descriptor.fileExtensions.map(JSONText.string))),
          ("mediaType", JSONText.string(e.descriptor.mediaType)),
          ("import", String(e.canImport)),
          ("export", String(e.canExport)),
          ("binary", String(e.descriptor.isBinary)),
          ("lossless", String(e.descriptor.isLossless)),
          ("limitations", JSONText.string(e.descriptor.limitations)),
        ])
      }) + "\n"
  }
}
