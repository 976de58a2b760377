/// Where in an input something happened, for error messages.
public enum SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// A line and column, both 1-based (text formats).
  case lineColumn(line: Int, column: Int)
  /// A line, 1-based, where the column is not known (an SVG element: libxml2 keeps each
  /// element's line only).
  case line(Int)
  /// A byte offset from the start of the input, 0-based (binary formats).
  case byteOffset(Int)
  /// A character offset into a string, 0-based (SVG path data).
  case characterOffset(Int)
  /// A path into a JSON document, e.g. `strokes[3].points[17].force`, with its line and column.
  case jsonPath(String, line: Int, column: Int)

  public var description: String {
    switch self {
    case .lineColumn(let line, let column): "line \(line), column \(column)"
    case .line(let line): "line \(line)"
    case .byteOffset(let offset): "byte offset \(offset)"
    case .characterOffset(let offset): "character \(offset)"
    case .jsonPath(let path, let line, let column): "\(path) (line \(line), column \(column))"
    }
  }
}

/// An error a format reports: what went wrong, and where.
public protocol LocatedError: Error, CustomStringConvertible {
  /// Where in the input the error is, when known.
  var location: SourceLocation? { get }
}
