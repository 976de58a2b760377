import InkInterchange

/// Options for reading `.ink` files: limits for untrusted input.
public struct InkBinaryDecodingOptions: Sendable, Hashable {
  /// The largest input accepted, in bytes. Default 512 MiB.
  public var maxInputBytes: Int
  /// The most control points accepted in one drawing. Default 100 million.
  public var maxPointCount: Int

  /// Creates options with the defaults.
  public init() {
    maxInputBytes = 512 << 20
    maxPointCount = 100_000_000
  }

  /// Creates options with the limits of an importer's options.
  ///
  /// - Parameter importOptions: The importer's options; `maxInputBytes` and `maxPointCount` are
  ///   used.
  public init(_ importOptions: ImportOptions) {
    maxInputBytes = importOptions.maxInputBytes
    maxPointCount = importOptions.maxPointCount
  }
}
