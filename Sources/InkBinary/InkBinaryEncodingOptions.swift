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
  /// or `false`/`none` (the default when the option is absent) for lossless. The value is matched
  /// case-insensitively (`TRUE`, `None`), spaces around it ignored; an empty value is refused.
  ///
  /// - Parameter exportOptions: The exporter's options.
  /// - Throws: ``InkBinaryEncodingError/invalidQuantization(spec:reason:)`` for a bad or empty
  ///   specification.
  public init(_ exportOptions: ExportOptions) throws(InkBinaryEncodingError) {
    self.init()
    guard let spec = exportOptions.formatOptions["quantize"] else { return }
    // Spaces around the value are ignored, as InkBinaryQuantization(specification:) ignores them.
    var value = Substring(spec.lowercased())
    while value.first == " " { value.removeFirst() }
    while value.last == " " { value.removeLast() }
    if value.isEmpty {
      throw .invalidQuantization(spec: spec, reason: "the value of format option 'quantize' is empty")
    }
    if value != "false" && value != "none" {
      quantization = try InkBinaryQuantization(specification: spec)
    }
  }
}
