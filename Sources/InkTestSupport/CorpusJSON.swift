/// A small JSON reader for the corpus files, with numbers read by the standard library's
/// correctly rounded `Double(_:)` (Foundation's `JSONSerialization` on Linux can be a few ulp
/// off, which would hide or invent round-trip differences).
enum CorpusJSON: Equatable {
  case number(Double)
  case string(String)
  case bool(Bool)
  case null
  indirect case array([CorpusJSON])
  indirect case object([(String, CorpusJSON)])

  static func == (a: CorpusJSON, b: CorpusJSON) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): x.bitPattern == y.bitPattern
    case (.string(let x), .string(let y)): x == y
    case (.bool(let x), .bool(let y)): x == y
    case (.null, .null): true
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
    default: false
    }
  }

  /// The error: the byte offset where reading stopped.
  struct Malformed: Error {
    var offset: Int
  }

  /// Parses a whole document.
  static func parse(_ bytes: [UInt8]) throws(Malformed) -> CorpusJSON {
    var i = 0
    let value = try parseValue(bytes, &i, depth: 0)
    skipSpace(bytes, &i)
    guard i == bytes.count else { throw Malformed(offset: i) }
    return value
  }

  private static func skipSpace(_ b: [UInt8], _ i: inout Int) {
    while i < b.count, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
  }

  private static func parseValue(_ b: [UInt8], _ i: inout Int, depth: Int) throws(Malformed) -> CorpusJSON {
    skipSpace(b, &i)
    guard i < b.count, depth < 64 else { throw Malformed(offset: i) }
    switch b[i] {
    case UInt8(ascii: "["):
      i += 1
      var items: [CorpusJSON] = []
      skipSpace(b, &i)
      if i < b.count, b[i] == UInt8(ascii: "]") {
        i += 1
        return .array(items)
      }
      while true {
        items.append(try parseValue(b, &i, depth: depth + 1))
        skipSpace(b, &i)
        guard i < b.count else { throw Malformed(offset: i) }
        i += 1
        if b[i - 1] == UInt8(ascii: "]") { return .array(items) }
        guard b[i - 1] == UInt8(ascii: ",") else { throw Malformed(offset: i - 1) }
      }
    case UInt8(ascii: "{"):
      i += 1
      var members: [(String, CorpusJSON)] = []
      skipSpace(b, &i)
      if i < b.count, b[i] == UInt8(ascii: "}") {
        i += 1
        return .object(members)
      }
      while true {
        skipSpace(b, &i)
        guard case .string(let key) = try parseValue(b, &i, depth: depth + 1) else {
          throw Malformed(offset: i)
        }
        skipSpace(b, &i)
        guard i < b.count, b[i] == UInt8(ascii: ":") else { throw Malformed(offset: i) }
        i += 1
        members.append((key, try parseValue(b, &i, depth: depth + 1)))
        skipSpace(b, &i)
        guard i < b.count else { throw Malformed(offset: i) }
        i += 1
        if b[i - 1] == UInt8(ascii: "}") { return .object(members) }
        guard b[i - 1] == UInt8(ascii: ",") else { throw Malformed(offset: i - 1) }
      }
    case UInt8(ascii: "\""):
      i += 1
      var out: [UInt8] = []
      while i < b.count, b[i] != UInt8(ascii: "\"") {
        if b[i] == UInt8(ascii: "\\"), i + 1 < b.count {
          i += 1
          switch b[i] {
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "r"): out.append(0x0D)
          case UInt8(ascii: "b"): out.append(0x08)
          case UInt8(ascii: "f"): out.append(0x0C)
          case UInt8(ascii: "u"):
            guard i + 4 < b.count,
              let v = UInt32(String(decoding: b[(i + 1)...(i + 4)], as: UTF8.self), radix: 16)
            else { throw Malformed(offset: i) }
            out.append(contentsOf: Array(String(Character(Unicode.Scalar(v) ?? "\u{FFFD}")).utf8))
            i += 4
          default: out.append(b[i])
          }
        } else {
          out.append(b[i])
        }
        i += 1
      }
      guard i < b.count else { throw Malformed(offset: i) }
      i += 1
      return .string(String(decoding: out, as: UTF8.self))
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      for (word, value) in [("true", CorpusJSON.bool(true)), ("false", .bool(false)), ("null", .null)] {
        let w = Array(word.utf8)
        if i + w.count <= b.count, Array(b[i..<(i + w.count)]) == w {
          i += w.count
          return value
        }
      }
      throw Malformed(offset: i)
    default:
      let start = i
      while i < b.count,
        b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: ".")
          || b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") || (b[i] >= 0x30 && b[i] <= 0x39)
      {
        i += 1
      }
      guard i > start, let v = Double(String(decoding: b[start..<i], as: UTF8.self)), v.isFinite else {
        throw Malformed(offset: start)
      }
      return .number(v)
    }
  }
}
