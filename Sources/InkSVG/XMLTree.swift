/// A parsed XML document as flat Swift storage, independent of libxml2 (built by ``LibXML2``;
/// the libxml2 document is freed before the importer reads this).
///
/// Elements are stored in document order (pre-order); the descendants of element `i` are the
/// elements `i + 1 ..< elements[i].end`. Attribute values and the text of `<style>` elements live
/// in one byte buffer.
struct XMLTree: Sendable {
  /// One element.
  struct Element: Sendable {
    /// The local name (`rect`), without prefix.
    var name: String
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
    /// The 1-based source line.
    var line: Int32
    /// The element's own text (for `<style>`), as a range into ``XMLTree/bytes``; empty otherwise.
    var text: Range<Int>
  }

  /// One attribute.
  struct Attribute: Sendable {
    /// The local name (`href` for `xlink:href`).
    var name: String
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
  var attributes: [Attribute] = []
  var bytes: [UInt8] = []

  /// The value bytes of an attribute as a string.
  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The range of attribute `name` (in `namespace`) of element `i`, or `nil`.
  func attributeRange(_ i: Int, _ name: String, namespace: Namespace = .none) -> Range<Int>? {
    let e = elements[i]
    let start = Int(e.firstAttribute)
    for k in start..<(start + Int(e.attributeCount))
    where attributes[k].name == name && attributes[k].namespace == namespace {
      return attributes[k].value
    }
    return nil
  }

  /// The value of attribute `name` of element `i`, or `nil`.
  func attribute(_ i: Int, _ name: String, namespace: Namespace = .none) -> String? {
    attributeRange(i, name, namespace: namespace).map(string)
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
