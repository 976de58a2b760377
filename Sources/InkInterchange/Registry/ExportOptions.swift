/// Options for every exporter.
public struct ExportOptions: Sendable {
  /// Format-specific options, `key=value` as given on the command line with `--option`.
  /// Default none.
  public var formatOptions: [String: String]
  /// Ask text formats for indented, readable output. Default `false`.
  public var prettyPrinted: Bool

  /// Creates options with the defaults.
  public init() {
    formatOptions = [:]
    prettyPrinted = false
  }
}
