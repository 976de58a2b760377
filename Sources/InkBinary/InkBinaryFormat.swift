import InkInterchange

/// The binary `.ink` format (`ink`): placeholder until the binary issue lands.
public struct InkBinaryFormat: DrawingImporter, DrawingExporter {
  public init() {}
  public var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "ink", name: "InkInterchange binary", fileExtensions: ["ink"],
      mediaType: "application/vnd.inkinterchange.ink", isBinary: true, isLossless: true)
  }
  public func canImport(prefix: ArraySlice<UInt8>) -> Bool { false }
  public func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
    fatalError("not implemented")
  }
  public func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult {
    fatalError("not implemented")
  }
}
