import InkInterchange

/// Why a Quick, Draw! file could not be read. Every case says what went wrong and where: the
/// line and column (1-based, columns count bytes), and for values inside `drawing` a path such as
/// `drawing[2][1][5]` (stroke 2, its y array, value 5).
public enum QuickDrawDecodingError: LocatedError, FormatOptionError, Sendable, Hashable {
  /// The input is larger than ``ImportOptions/maxInputBytes``.
  case inputTooLarge(byteCount: Int, limit: Int)
  /// The input holds no drawing (it is empty or only blank lines).
  case noDrawings
  /// `--option line=N` asks for a drawing the file does not have.
  case lineOutOfRange(requested: Int, available: Int)
  /// A format option has a value this format does not understand.
  case invalidOption(key: String, value: String, expected: String)
  /// The line is not valid JSON.
  case malformed(String, line: Int, column: Int)
  /// A JSON value has the wrong type or content for its field.
  case invalidValue(path: String, reason: String, line: Int, column: Int)
  /// A line has no `drawing` field.
  case missingDrawing(line: Int)
  /// A key appears twice in one object.
  case duplicateKey(String, line: Int, column: Int)
  /// A number does not fit in a double (such as `1e999`).
  case numberOutOfRange(String, line: Int, column: Int)
  /// The x, y and t arrays of a stroke have different lengths.
  case lengthMismatch(path: String, xCount: Int, other: String, otherCount: Int, line: Int, column: Int)
  /// The drawing has more points than ``ImportOptions/maxPointCount``.
  case tooManyPoints(limit: Int, line: Int, column: Int)
  /// A value nests deeper than ``ImportOptions/maxNestingDepth``.
  case tooDeep(limit: Int, line: Int, column: Int)

  public var location: SourceLocation? {
    switch self {
    case .inputTooLarge, .noDrawings, .lineOutOfRange, .invalidOption: nil
    case .missingDrawing(let line): .lineColumn(line: line, column: 1)
    case .invalidValue(let path, _, let line, let column),
      .lengthMismatch(let path, _, _, _, let line, let column):
      .jsonPath(path, line: line, column: column)
    case .malformed(_, let line, let column), .duplicateKey(_, let line, let column),
      .numberOutOfRange(_, let line, let column), .tooManyPoints(_, let line, let column),
      .tooDeep(_, let line, let column):
      .lineColumn(line: line, column: column)
    }
  }

  public var description: String {
    let prefix = location.map { "\($0): " } ?? ""
    switch self {
    case .inputTooLarge(let count, let limit):
      return "input of \(count) bytes is larger than the limit of \(limit) bytes"
    case .noDrawings:
      return "the input holds no drawing (Quick, Draw! ndjson has one JSON object per line)"
    case .lineOutOfRange(let requested, let available):
      return "line=\(requested) asks for drawing \(requested), but the input holds \(available)"
    case .invalidOption(let key, let value, let expected):
      return "invalid option \(key)=\(value): expected \(expected)"
    case .malformed(let reason, _, _):
      return prefix + "malformed JSON: \(reason)"
    case .invalidValue(_, let reason, _, _):
      return prefix + reason
    case .missingDrawing:
      return prefix + "missing required field \"drawing\""
    case .duplicateKey(let key, _, _):
      return prefix + "duplicate key \"\(key)\""
    case .numberOutOfRange(let text, _, _):
      return prefix + "number \(text) is out of the range of a double"
    case .lengthMismatch(_, let xCount, let other, let otherCount, _, _):
      return prefix + "the stroke has \(xCount) x values but \(otherCount) \(other) values"
    case .tooManyPoints(let limit, _, _):
      return prefix + "more than \(limit) points (the maxPointCount limit)"
    case .tooDeep(let limit, _, _):
      return prefix + "nesting deeper than \(limit) (the maxNestingDepth limit)"
    }
  }

  /// The option's key for ``invalidOption(key:value:expected:)``, so the command line reports a
  /// refused value as a usage error (status 2); `nil` otherwise.
  public var formatOptionKey: String? {
    if case .invalidOption(let key, _, _) = self { return key }
    return nil
  }
}
