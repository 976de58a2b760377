/// An error in SVG path data (the `d` attribute of `<path>`): what went wrong, and where.
///
/// ``offset`` is the UTF-8 byte offset of the offending byte (path data is ASCII in practice, so
/// this is usually also the character offset). ``location`` is `.characterOffset` (counted in
/// `Character`s) when the input was a `String`, and `.byteOffset` when it was UTF-8 bytes.
public struct SVGPathDataError: LocatedError, Hashable, Sendable {
  /// What went wrong.
  public enum Kind: Sendable, Hashable {
    /// Non-empty path data must begin with `M` or `m`.
    case expectedMoveTo
    /// A command letter was expected (after `Z`, or after a complete argument set), but another
    /// byte was found.
    case expectedCommand
    /// A number was expected but another byte was found.
    case expectedNumber
    /// An arc flag (`0` or `1`) was expected but another byte was found.
    case expectedFlag
    /// The data ended in the middle of a command's arguments.
    case unexpectedEnd
    /// A number, or a coordinate computed from numbers (relative offsets, reflected control
    /// points, arc geometry), is not finite (e.g. `1e999`).
    case numberOutOfRange
  }

  /// What went wrong.
  public var kind: Kind
  /// The UTF-8 byte offset (0-based) of the offending byte, or of the number that is out of
  /// range; the data's length for ``Kind/unexpectedEnd``.
  public var offset: Int
  /// Where the error is: `.characterOffset` for `String` input, `.byteOffset` for byte input.
  public var location: SourceLocation?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - offset: The UTF-8 byte offset of the problem.
  ///   - location: Where the problem is; defaults to `.byteOffset(offset)`.
  public init(_ kind: Kind, offset: Int, location: SourceLocation? = nil) {
    self.kind = kind
    self.offset = offset
    self.location = location ?? .byteOffset(offset)
  }

  /// A sentence that says what went wrong and where.
  public var description: String {
    let what: String =
      switch kind {
      case .expectedMoveTo: "path data must start with a move-to command (M or m)"
      case .expectedCommand: "expected a path command letter"
      case .expectedNumber: "expected a number"
      case .expectedFlag: "expected an arc flag (0 or 1)"
      case .unexpectedEnd: "path data ended in the middle of a command's arguments"
      case .numberOutOfRange: "number or computed coordinate is out of range (not finite)"
      }
    return "SVG path data: \(what) at \(location ?? .byteOffset(offset))"
  }
}
