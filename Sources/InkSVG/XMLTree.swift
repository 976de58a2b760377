import InkInterchange

/// A parsed XML document as flat Swift storage, independent of libxml2 (built by ``LibXML2``;
/// the libxml2 document is freed before the importer reads this).
///
/// Elements are stored in document order (pre-order); the descendants of element `i` are the
/// elements `i + 1 ..< elements[i].end`. Attribute values, the spellings of names the importer
/// does not know, and the text of `<style>` elements live in one byte buffer. Names are
/// ``SVGName`` values, so the tree holds no strings.
struct XMLTree: Sendable {
  /// A name: a known ``SVGName``, or ``SVGName/other`` with its spelling in ``XMLTree/bytes``.
  struct Name: Sendable, Equatable {
    /// The known name, or ``SVGName/other``.
    var known: SVGName
    /// For ``SVGName/other``: the spelling's range in ``XMLTree/bytes``.
    var start: Int32 = 0
    /// For ``SVGName/other``: one past the spelling's last byte.
    var end: Int32 = 0
  }

  /// One element.
  struct Element: Sendable {
    /// The local name (`rect`), without prefix.
    var name: Name
    /// `true` when the element is in the SVG namespace or in no namespace.
    var isSVG: Bool
    /// The parent element's index, −1 for the root.
    var parent: Int32
    /// One past the index of the last descendant.
    var end: Int32
    /// The element's attributes: `attributes[firstAttribute ..< firstAttribute + attributeCount]`.
    var firstAttribute: Int32
    /// How many attributes.
    var attributeCount: Int32
    /// The 1-based source line of the `<` that opens the start tag.
    var line: Int32
    /// The element's own text (for `<style>`), as a range into ``XMLTree/bytes``; empty otherwise.
    var text: Range<Int>
    /// For a `path` whose `d` was parsed while reading: its index in ``XMLTree/paths``
    /// (the `d` attribute's value range is then empty); −1 otherwise.
    var path: Int32 = -1
    /// For an element whose `ink:points` was parsed while reading: its index in
    /// ``XMLTree/inkPoints`` (the attribute's value range is then empty); −1 otherwise.
    var inkPoints: Int32 = -1

    /// The known name of the element (``SVGName/other`` for the rest).
    var kind: SVGName { name.known }
  }

  /// One attribute.
  struct Attribute: Sendable {
    /// The local name (`href` for `xlink:href`).
    var name: Name
    /// The namespace prefix role: `ink` for InkInterchange's namespace, `xml`, `xlink`, or empty.
    var namespace: Namespace
    /// The value, as a range into ``XMLTree/bytes``.
    var value: Range<Int>
  }

  /// The namespaces the importer tells apart.
  enum Namespace: UInt8, Sendable {
    case none, ink, xlink, xml, other
  }

  var elements: [Element] = []
  /// Path data parsed while reading (see ``Element/path``): the path and the first error.
  var paths: [(path: BezierPath, error: SVGPathDataError?)] = []
  /// `ink:points` values parsed while reading (see ``Element/inkPoints``): the numbers, or the
  /// first token that is not a finite number.
  var inkPoints: [SVGInkMetadata.Numbers] = []
  var attributes: [Attribute] = []
  var bytes: [UInt8] = []
  /// How many bytes were read back from where libxml2 reports a start tag (its end) to the tag's
  /// `<`, over the whole parse: at most the document's size (tests check it).
  var tagStartBytesScanned = 0

  /// The bytes of a range as a string.
  func string(_ range: Range<Int>) -> String {
    // Through a buffer pointer: String's fast UTF-8 path (an array slice takes the slow one).
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
    }
  }

  /// The spelling of a name.
  func spelling(_ name: Name) -> String {
    name.known == .other ? string(Int(name.start)..<Int(name.end)) : name.known.spelling
  }

  /// The local name of element `i`, spelled out (for messages and type selectors).
  func elementName(_ i: Int) -> String { spelling(elements[i].name) }

  /// The range of attribute `name` (in `namespace`) of element `i`, or `nil`.
  @inline(__always)
  func attributeRange(_ i: Int, _ name: SVGName, namespace: Namespace = .none) -> Range<Int>? {
    let e = elements[i]
    let start = Int(e.firstAttribute)
    for k in start..<(start + Int(e.attributeCount))
    where attributes[k].name.known == name && attributes[k].namespace == namespace {
      return attributes[k].value
    }
    return nil
  }

  /// The value of attribute `name` of element `i`, or `nil`.
  func attribute(_ i: Int, _ name: SVGName, namespace: Namespace = .none) -> String? {
    attributeRange(i, name, namespace: namespace).map(string)
  }

  /// The value of the attribute spelled `name` (no namespace) of element `i`, or `nil` (for
  /// attribute selectors, which may name anything).
  func attribute(_ i: Int, spelled name: String) -> String? {
    attributeRange(i, spelled: name).map(string)
  }

  /// The range of the attribute spelled `name` (no namespace) of element `i`, or `nil`; names are
  /// compared as bytes, without building strings.
  func attributeRange(_ i: Int, spelled name: String) -> Range<Int>? {
    let known = SVGName.classify(name)
    if known != .other { return attributeRange(i, known) }
    let e = elements[i]
    let start = Int(e.firstAttribute)
    for k in start..<(start + Int(e.attributeCount))
    where attributes[k].namespace == .none && attributes[k].name.known == .other
      && bytes(Int(attributes[k].name.start)..<Int(attributes[k].name.end), equal: name)
    {
      return attributes[k].value
    }
    return nil
  }

  /// `true` when the bytes of `range` are the UTF-8 of `text` (lengths compared first, so the
  /// test costs no more than the shorter of the two).
  func bytes(_ range: Range<Int>, equal text: String) -> Bool {
    var text = text
    return text.withUTF8 { t in
      t.count == range.count
        && bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[range]).elementsEqual(t) }
    }
  }

  /// The indices of the direct children of element `i`.
  func children(_ i: Int) -> [Int] {
    var result: [Int] = []
    var c = i + 1
    let end = Int(elements[i].end)
    while c < end {
      result.append(c)
      c = Int(elements[c].end)
    }
    return result
  }
}
