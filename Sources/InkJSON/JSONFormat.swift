import InkInterchange

/// The JSON format (`json`): placeholder until the JSON issue lands.
public struct JSONFormat: DrawingImporter, DrawingExporter {
  public init() {}
  public var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "json", name: "InkInterchange JSON", fileExtensions: ["json"],
      mediaType: "application/json", isBinary: false, isLossless: true)
  }
  public func canImport(prefix: ArraySlice<UInt8>) -> Bool { false }
  public func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
    fatalError("not implemented")
  }
  public func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult {
    fatalError("not implemented")
  }
}
