/// The prolog of a markup (XML) document, as content sniffs see it (package): what may come before
/// the root element, which is what tells an XML-based format.
package enum MarkupProlog {
  /// The index just past the prolog that starts `bytes`: an optional UTF-8 byte-order mark, then
  /// white space, comments (`<!-- … -->`), processing instructions (`<? … ?>`, the XML declaration
  /// among them) and document type declarations (`<!DOCTYPE …>`, with their internal subset), in
  /// any order and number.
  ///
  /// In an XML document this is where the root element starts. In anything else it is where the
  /// first byte that none of those take is: the start of `bytes`, or past a BOM and white space.
  ///
  /// - Returns: The index, or `nil` when `bytes` ends inside a comment, processing instruction or
  ///   document type declaration (the prolog goes on past them).
  package static func end(of bytes: ArraySlice<UInt8>) -> Int? {
    let end = bytes.endIndex
    var i = bytes.startIndex
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i += 3 }
    while true {
      while i < end, isSpace(bytes[i]) { i += 1 }
      guard i < end, bytes[i] == UInt8(ascii: "<") else { return i }
      let rest = bytes[i...]
      if rest.starts(with: "<!--".utf8) {
        guard let close = index(after: "-->", in: bytes, from: i + 4) else { return nil }
        i = close
      } else if rest.starts(with: "<?".utf8) {
        guard let close = index(after: "?>", in: bytes, from: i + 2) else { return nil }
        i = close
      } else if rest.starts(with: "<!DOCTYPE".utf8) {
        guard let close = doctypeEnd(bytes, from: i + 9) else { return nil }
        i = close
      } else {
        return i
      }
    }
  }

  /// XML white space.
  @inline(__always)
  package static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

  /// The index just past the first `needle` (a short ASCII string) at or after `start`, or `nil`.
  static func index(after needle: StaticString, in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
    let count = needle.utf8CodeUnitCount
    let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: count)
    let first = pattern[0]
    var i = start
    while i + count <= bytes.endIndex {
      guard let k = bytes[i...].firstIndex(of: first), k + count <= bytes.endIndex else { return nil }
      if bytes[k..<(k + count)].elementsEqual(pattern) { return k + count }
      i = k + 1
    }
    return nil
  }

  /// The index just past the `>` that closes a document type declaration whose name starts at or
  /// after `start`, or `nil`: quoted literals and the internal subset (`[ … ]`, with its
  /// declarations' literals, comments and processing instructions) may hold `>`.
  static func doctypeEnd(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
    var i = start
    var inSubset = false
    while i < bytes.endIndex {
      let b = bytes[i]
      if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
        guard let close = bytes[(i + 1)...].firstIndex(of: b) else { return nil }
        i = close + 1
      } else if inSubset {
        if b == UInt8(ascii: "]") {
          inSubset = false
          i += 1
        } else if bytes[i...].starts(with: "<!--".utf8) {
          guard let close = index(after: "-->", in: bytes, from: i + 4) else { return nil }
          i = close
        } else if bytes[i...].starts(with: "<?".utf8) {
          guard let close = index(after: "?>", in: bytes, from: i + 2) else { return nil }
          i = close
        } else {
          i += 1
        }
      } else if b == UInt8(ascii: "[") {
        inSubset = true
        i += 1
      } else if b == UInt8(ascii: ">") {
        return i + 1
      } else {
        i += 1
      }
    }
    return nil
  }
}
