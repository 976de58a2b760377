/// What a format is: its identifier, name, file extensions, media type and capabilities.
public struct FormatDescriptor: Sendable, Hashable {
  /// The short identifier used on the command line (`svg`, `json`, `ink`): lowercase, unique in a
  /// registry.
  public var id: String
  /// A human-readable name.
  public var name: String
  /// File extensions without the dot, lowercase, most common first.
  public var fileExtensions: [String]
  /// The IANA media type.
  public var mediaType: String
  /// `true` for a binary format, `false` for text.
  public var isBinary: Bool
  /// `true` when a drawing survives export then import bit for bit.
  public var isLossless: Bool
  /// A one-line note on what the format cannot carry, empty when nothing is lost.
  public var limitations: String

  /// Creates a descriptor.
  public init(
    id: String, name: String, fileExtensions: [String], mediaType: String, isBinary: Bool,
    isLossless: Bool, limitations: String = ""
  ) {
    self.id = id
    self.name = name
    self.fileExtensions = fileExtensions
    self.mediaType = mediaType
    self.isBinary = isBinary
    self.isLossless = isLossless
    self.limitations = limitations
  }
}
