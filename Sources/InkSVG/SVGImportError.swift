import InkInterchange

/// An SVG file could not be imported: what went wrong, and where (line and column when known).
public enum SVGImportError: LocatedError, FormatOptionError, Sendable, Hashable {
  /// The input is larger than ``ImportOptions/maxInputBytes``.
  case inputTooLarge(size: Int, limit: Int)
  /// The XML is not well-formed; libxml2's message and the position of the first error.
  case malformedXML(message: String, line: Int, column: Int)
  /// Elements nest deeper than ``ImportOptions/maxNestingDepth``.
  case nestingTooDeep(limit: Int, line: Int)
  /// Expanding entity references would exceed the expansion budget (a "billion laughs" file);
  /// `entity` is `"?"` where libxml2's own amplification check caught it without a name.
  case entityExpansionTooLarge(entity: String, line: Int)
  /// The document refers to an external entity; external entities are never loaded.
  case externalEntityRefused(entity: String, line: Int)
  /// The root element is not `<svg>` in the SVG namespace (or without a namespace).
  case notSVG(rootElement: String, line: Int)
  /// InkInterchange metadata (`ink:` attributes) of our own export is present but corrupt.
  case invalidInkMetadata(attribute: String, reason: String, line: Int)
  /// A shape could not be converted into strokes.
  case conversionFailed(element: String, line: Int, reason: String)
  /// The drawing would hold more control points than ``ImportOptions/maxPointCount``; `line` is
  /// the line of the element whose strokes crossed the limit.
  case tooManyPoints(limit: Int, line: Int)
  /// A format option has a value this importer does not know.
  case invalidOption(key: String, value: String)
  /// `<use>` references would add more element instances than `limit` (the format option
  /// `use-limit`, default 1 000 000) to the document's own elements: a "use bomb". `line` is the
  /// line of the `<use>` drawn with no other `<use>` above it that instantiates the most elements
  /// (found before rendering), or of the element rendering had reached.
  case useExpansionTooLarge(limit: Int, line: Int)
  /// Applying the document's CSS would take more than `limit` units of work: look-ups in the
  /// rule index, selector tests (each compound of a candidate rule's selector tested on an element
  /// drawn or one of its ancestors) and declarations applied. `line` is the line of the element
  /// at which the budget ran out.
  case styleSheetTooCostly(limit: Int, line: Int)

  /// Where the error is: the line (and column for XML errors), when known.
  public var location: SourceLocation? {
    switch self {
    case .inputTooLarge, .invalidOption: nil
    case .malformedXML(_, let line, let column): .lineColumn(line: line, column: max(column, 1))
    case .nestingTooDeep(_, let line), .entityExpansionTooLarge(_, let line),
      .externalEntityRefused(_, let line), .notSVG(_, let line),
      .invalidInkMetadata(_, _, let line), .conversionFailed(_, let line, _),
      .useExpansionTooLarge(_, let line), .tooManyPoints(_, let line),
      .styleSheetTooCostly(_, let line):
      .line(line)
    }
  }

  /// The key of ``invalidOption(key:value:)``, else `nil`.
  public var formatOptionKey: String? {
    if case .invalidOption(let key, _) = self { return key }
    return nil
  }

  /// A sentence that says what went wrong and where.
  public var description: String {
    let what: String =
      switch self {
      case .inputTooLarge(let size, let limit):
        "input of \(size) bytes is larger than the limit of \(limit) bytes (ImportOptions.maxInputBytes)"
      case .malformedXML(let message, _, _): "malformed XML: \(message)"
      case .nestingTooDeep(let limit, _):
        "elements nest deeper than \(limit) levels (ImportOptions.maxNestingDepth)"
      case .entityExpansionTooLarge(let entity, _):
        // (libxml2's own amplification check does not name the entity.)
        entity == "?"
          ? "expanding the document's entities exceeds the entity expansion budget (billion laughs?)"
          : "expanding entity '\(entity)' exceeds the entity expansion budget (billion laughs?)"
      case .externalEntityRefused(let entity, _):
        "external entity '\(entity)' is not loaded (external entities are refused)"
      case .notSVG(let root, _): "the root element is <\(root)>, not <svg>"
      case .invalidInkMetadata(let attribute, let reason, _):
        "InkInterchange metadata attribute '\(attribute)' is invalid: \(reason)"
      case .conversionFailed(let element, _, let reason):
        "<\(element)> could not be converted: \(reason)"
      case .tooManyPoints(let limit, _):
        "the drawing has more than \(limit) control points (ImportOptions.maxPointCount)"
      case .invalidOption(let key, let value): "unknown value '\(value)' for format option '\(key)'"
      case .useExpansionTooLarge(let limit, _):
        "<use> references instantiate more than \(limit) elements beyond the document's own "
          + "(format option use-limit)"
      case .styleSheetTooCostly(let limit, _):
        "applying the document's CSS would take more than \(limit) selector tests and "
          + "declarations (the rules that may match each element drawn, times those elements)"
      }
    if let location { return "SVG: \(location): \(what)" }
    return "SVG: \(what)"
  }
}
