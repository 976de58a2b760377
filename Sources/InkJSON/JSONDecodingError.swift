import InkInterchange

/// An error reading an InkInterchange JSON document: what went wrong, and where.
///
/// Syntax errors carry a line and column (``SourceLocation/lineColumn(line:column:)``); errors
/// about the document's content carry the JSON path of the offending value with its line and
/// column (``SourceLocation/jsonPath(_:line:column:)``), e.g. `strokes[3].points[17].force`.
/// Lines and columns are 1-based; columns count Unicode scalars; a line ends at LF, CR LF or a
/// lone CR.
public enum JSONDecodingError: LocatedError, Sendable, Hashable {
  /// The input is larger than ``ImportOptions/maxInputBytes``.
  case inputTooLarge(byteCount: Int, limit: Int)
  /// The input is not valid JSON (RFC 8259); the message says what was expected.
  case syntax(String, at: SourceLocation)
  /// Arrays and objects nest deeper than ``ImportOptions/maxNestingDepth``.
  case nestingTooDeep(limit: Int, at: SourceLocation)
  /// A string holds invalid UTF-8, a control character, a bad escape or a lone surrogate.
  case invalidString(String, at: SourceLocation)
  /// A number is too large for a double (e.g. `1e999`); it is refused, never read as infinity.
  /// The text is the number's, cut as messages show it: a number of more than 64 characters is
  /// its first 64, `…` and its length (`1000…0 (400 characters)`).
  case numberOutOfRange(String, at: SourceLocation)
  /// A value has the wrong JSON type.
  case typeMismatch(expected: String, found: String, at: SourceLocation)
  /// A required field is missing from an object; the location is the object's.
  case missingField(String, at: SourceLocation)
  /// A known field appears twice in one object (duplicate keys are errors, see
  /// `docs/json-format.md`).
  case duplicateKey(String, at: SourceLocation)
  /// A value has the right type but is not acceptable (a bad UUID, a seed out of range, an
  /// array of the wrong length, ...).
  case invalidValue(String, at: SourceLocation)
  /// The document's `version` is not one this library reads.
  case unsupportedVersion(Double, at: SourceLocation)
  /// The document's top-level `type` is neither `"drawing"` nor `"bezier"`.
  case unknownDocumentType(String, at: SourceLocation)
  /// The document holds more control points or path points than ``ImportOptions/maxPointCount``.
  case tooManyPoints(limit: Int, at: SourceLocation)
  /// A Bézier document's path could not be converted into strokes.
  case conversionFailed(StrokeModelError, at: SourceLocation)

  /// Where in the input the error is.
  public var location: SourceLocation? {
    switch self {
    case .inputTooLarge: nil
    case .syntax(_, let at), .nestingTooDeep(_, let at), .invalidString(_, let at),
      .numberOutOfRange(_, let at), .typeMismatch(_, _, let at), .missingField(_, let at),
      .duplicateKey(_, let at), .invalidValue(_, let at), .unsupportedVersion(_, let at),
      .unknownDocumentType(_, let at), .tooManyPoints(_, let at), .conversionFailed(_, let at):
      at
    }
  }

  /// A one-line message: where, then what. Text from the input (keys, a document type) is
  /// quoted, escaped as JSON escapes it (`"a\u0001b"`: no control or other unprintable character
  /// appears raw) and cut after 64 characters (`"xxxx…" (1000000 characters)`).
  public var description: String {
    let what: String
    switch self {
    case .inputTooLarge(let count, let limit):
      return "JSON input of \(count) bytes is larger than the limit of \(limit) bytes"
    case .syntax(let message, _): what = "malformed JSON: \(message)"
    case .nestingTooDeep(let limit, _): what = "arrays and objects nest deeper than \(limit) levels"
    case .invalidString(let message, _): what = "invalid string: \(message)"
    case .numberOutOfRange(let text, _): what = "number \(text) is out of the range of a double"
    case .typeMismatch(let expected, let found, _): what = "expected \(expected), found \(found)"
    case .missingField(let name, _): what = "missing required field \(JSONMessageText.quoted(name))"
    case .duplicateKey(let name, _): what = "duplicate key \(JSONMessageText.quoted(name))"
    case .invalidValue(let message, _): what = message
    case .unsupportedVersion(let version, _):
      what = "unsupported document version \(version) (this library reads version 1)"
    case .unknownDocumentType(let type, _):
      what = "unknown document type \(JSONMessageText.quoted(type)) (expected \"drawing\" or \"bezier\")"
    case .tooManyPoints(let limit, _): what = "more than \(limit) points"
    case .conversionFailed(let error, _): what = "cannot convert the path: \(error)"
    }
    if let location { return "\(location): \(what)" }
    return what
  }
}
