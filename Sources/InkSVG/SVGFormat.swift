import InkInterchange

/// The SVG format (`svg`): placeholder until the SVG issue lands.
public struct SVGFormat: DrawingImporter, DrawingExporter {
  public init() {}
  public var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "svg", name: "SVG", fileExtensions: ["svg"], mediaType: "image/svg+xml", isBinary: false,
      isLossless: false)
  }
  public func canImport(prefix: ArraySlice<UInt8>) -> Bool { false }
  public func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
    fatalError("not implemented")
  }
  public func exportDrawing(_ drawing: Drawing, options: ExportOptions) throws -> ExportResult {
    fatalError("not implemented")
  }
}
