import InkInterchange

extension SVGFormat {
  /// Parses `bytes` with libxml2 alone (same options as an import) and frees the document: the
  /// baseline the importer is measured against.
  ///
  /// - Parameter bytes: An XML document.
  /// - Returns: `true` when the document is well-formed.
  @_spi(Benchmarks)
  public static func libxml2ParseOnly(_ bytes: [UInt8]) -> Bool {
    LibXML2.parseOnly(bytes)
  }

  /// Parses `bytes` with libxml2's SAX2 interface and no callbacks (same options as an import):
  /// libxml2's tokenizer alone, without the tree its own parse builds and frees.
  ///
  /// - Parameter bytes: An XML document.
  /// - Returns: `true` when the document is well-formed.
  @_spi(Benchmarks)
  public static func libxml2SAXParseOnly(_ bytes: [UInt8]) -> Bool {
    LibXML2.saxParseOnly(bytes)
  }

  /// Runs the import up to, but not including, the conversion into strokes: parsing, the tree,
  /// the cascade, transforms and path data.
  ///
  /// - Parameters:
  ///   - bytes: The SVG file.
  ///   - options: Limits and tolerance.
  /// - Returns: The number of shapes resolved.
  /// - Throws: ``SVGImportError``.
  @_spi(Benchmarks)
  public static func resolveOnly(
    _ bytes: [UInt8], options: ImportOptions = ImportOptions()
  ) throws
    -> Int
  {
    let tree = try LibXML2.parse(bytes, maxDepth: options.maxNestingDepth, huge: false)
    var resolver = SVGResolver(tree: tree, tolerance: options.tolerance)
    try resolver.resolve()
    return resolver.shapes.count
  }
}

extension SVGFormat {
  /// Parses with libxml2 into the importer's flat tree (path data included), nothing more.
  ///
  /// - Parameter bytes: The SVG file.
  /// - Returns: The number of elements.
  /// - Throws: ``SVGImportError``.
  @_spi(Benchmarks)
  public static func treeOnly(_ bytes: [UInt8]) throws -> Int {
    try LibXML2.parse(bytes, maxDepth: 256, huge: false).elements.count
  }
}
