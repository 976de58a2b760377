import InkInterchange

/// Options for writing `.ink` files.
public struct InkBinaryEncodingOptions: Sendable, Hashable {
  /// The precision of the quantized mode, or `nil` to write every value bit for bit. Default `nil`
  /// (lossless).
  public var quantization: InkBinaryQuantization?

  /// Creates options with the defaults (lossless).
  public init() {
    quantization = nil
  }

  /// Creates options from an exporter's options.
  ///
  /// The format option `quantize` selects the quantized mode: `true` or `default` for Jetpack
  /// Ink's precision, a specification as read by ``InkBinaryQuantization/init(specification:)``,
  /// or `false`/`none` (the default) for lossless.
  ///
  /// - Parameter exportOptions: The exporter's options.
  /// - Throws: ``InkBinaryEncodingError/invalidQuantization(spec:reason:)`` for a bad
  ///   specification.
  public init(_ exportOptions: ExportOptions) throws(InkBinaryEncodingError) {
    self.init()
    if let spec = exportOptions.formatOptions["quantize"], spec != "false", spec != "none" {
      quantization = try InkBinaryQuantization(specification: spec)
    }
  }
}
