import InkInterchange

/// Why a `.ink` file was refused. Every case carries the byte offset where the problem is, from
/// the start of the file.
public enum InkBinaryDecodingError: LocatedError, Sendable, Hashable {
  /// The input is larger than ``InkBinaryDecodingOptions/maxInputBytes``.
  case inputTooLarge(byteCount: Int, limit: Int)
  /// The first eight bytes are not the `.ink` magic bytes.
  case notInkFile
  /// The file's major version is not one this reader understands (it reads major version 1).
  case unsupportedVersion(major: UInt8, minor: UInt8)
  /// The header sets flags this reader does not know.
  case unsupportedFlags(UInt16)
  /// The file ends before `what` is complete; `offset` is where the missing bytes would start.
  case truncated(offset: Int, what: String)
  /// The content's CRC-32C is not the one stored in the header: the file is corrupt.
  case checksumMismatch(stored: UInt32, computed: UInt32)
  /// Bytes follow the content length the header declares.
  case trailingBytes(offset: Int, count: Int)
  /// A structure is broken: `reason` says what was expected at `offset`.
  case malformed(offset: Int, reason: String)
  /// A value decodes to NaN or infinity, which the model never holds.
  case nonFiniteValue(offset: Int, what: String)
  /// A count or length claims more than the bytes that follow can hold; refused before any
  /// allocation.
  case countTooLarge(offset: Int, what: String, count: UInt64, available: Int)
  /// The drawing holds more control points than ``InkBinaryDecodingOptions/maxPointCount``.
  case pointLimitExceeded(offset: Int, count: Int, limit: Int)
  /// A required field is missing from the record that starts at `offset`.
  case missingField(offset: Int, what: String)

  /// The byte offset of the problem.
  public var offset: Int {
    switch self {
    case .inputTooLarge(_, let limit): limit
    case .notInkFile: 0
    case .unsupportedVersion: 8
    case .unsupportedFlags: 10
    case .checksumMismatch: 20
    case .truncated(let o, _), .trailingBytes(let o, _), .malformed(let o, _),
      .nonFiniteValue(let o, _), .countTooLarge(let o, _, _, _), .pointLimitExceeded(let o, _, _),
      .missingField(let o, _):
      o
    }
  }

  /// Where in the input the error is.
  public var location: SourceLocation? { .byteOffset(offset) }

  /// What went wrong, in one sentence, with the byte offset.
  public var description: String {
    let at = "at byte offset \(offset)"
    switch self {
    case .inputTooLarge(let count, let limit):
      return "the input is \(count) bytes, more than the limit of \(limit)"
    case .notInkFile:
      return "not an .ink file: the magic bytes \(at) are wrong"
    case .unsupportedVersion(let major, let minor):
      return "unsupported .ink version \(major).\(minor) \(at) (this reader reads version 1.x)"
    case .unsupportedFlags(let flags):
      return "unsupported header flags 0x\(String(flags, radix: 16)) \(at)"
    case .truncated(_, let what):
      return "truncated file: it ends \(at) inside \(what)"
    case .checksumMismatch(let stored, let computed):
      return "corrupt file: the content's CRC-32C is 0x\(String(computed, radix: 16)) but the header "
        + "\(at) stores 0x\(String(stored, radix: 16))"
    case .trailingBytes(_, let count):
      let bytes = count == 1 ? "byte" : "bytes"
      return "\(count) unexpected \(bytes) \(at), after the content the header declares"
    case .malformed(_, let reason):
      return "malformed file \(at): \(reason)"
    case .nonFiniteValue(_, let what):
      return "\(what) \(at) is not a finite number"
    case .countTooLarge(_, let what, let count, let available):
      return "\(what) \(at) claims \(count), more than the \(available) bytes that follow can hold"
    case .pointLimitExceeded(_, let count, let limit):
      return "the drawing has \(count) control points \(at), more than the limit of \(limit)"
    case .missingField(_, let what):
      return "the record \(at) has no \(what)"
    }
  }
}
