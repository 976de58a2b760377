import CLibXML2
import InkInterchange

/// The one file that talks to libxml2: parses bytes safely into an ``XMLTree`` and frees the
/// libxml2 document before returning.
///
/// Safety: no network (`XML_PARSE_NONET`), no DTD loading, no entity substitution by libxml2
/// (internal entities are expanded here within a budget; external entities are refused), line
/// numbers beyond 65535 kept (`XML_PARSE_BIG_LINES`). libxml2's own limits (nesting depth 256,
/// text and attribute values of 10 MB) hold unless `huge` is set (`XML_PARSE_HUGE`).
enum LibXML2 {
  /// The libxml2 version the module was built against.
  static var version: String { String(cString: inkxml_version()) }

  /// libxml2's one-time initialisation (thread-safe through Swift's lazy globals).
  private static let initialized: Bool = {
    xmlInitParser()
    return true
  }()

  /// The namespace URI of InkInterchange's SVG metadata.
  static let inkNamespaceURI = "https://inkinterchange.org/ns/1"
  private static let svgNamespaceURI = "http://www.w3.org/2000/svg"
  private static let xlinkNamespaceURI = "http://www.w3.org/1999/xlink"
  private static let xmlNamespaceURI = "http://www.w3.org/XML/1998/namespace"

  /// The parse options used for every document.
  static func options(huge: Bool) -> Int32 {
    var o =
      Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_BIG_LINES.rawValue)
      | Int32(XML_PARSE_COMPACT.rawValue) | Int32(XML_PARSE_NOWARNING.rawValue)
    if huge { o |= Int32(XML_PARSE_HUGE.rawValue) }
    return o
  }

  /// Parses only (no tree conversion), then frees: libxml2's own cost, for benchmarks.
  ///
  /// - Returns: `true` when the document is well-formed.
  static func parseOnly(_ bytes: [UInt8], huge: Bool = false) -> Bool {
    _ = initialized
    var error = inkxml_first_error()
    let doc = bytes.withUnsafeBufferPointer { buf in
      buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) {
        inkxml_read_memory($0, buf.count, options(huge: huge), &error)
      }
    }
    guard let doc else { return false }
    xmlFreeDoc(doc)
    return true
  }

  /// Parses an XML document into an ``XMLTree``.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - maxDepth: The deepest element nesting accepted.
  ///   - huge: Lift libxml2's hard limits (`XML_PARSE_HUGE`).
  /// - Returns: The tree.
  /// - Throws: ``SVGImportError`` for malformed XML, too deep nesting, entity expansion beyond the
  ///   budget and external entities.
  static func parse(_ bytes: [UInt8], maxDepth: Int, huge: Bool) throws(SVGImportError) -> XMLTree {
    _ = initialized
    var error = inkxml_first_error()
    let doc: xmlDocPtr? =
      bytes.isEmpty
      ? nil
      : bytes.withUnsafeBufferPointer { buf in
        buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) {
          inkxml_read_memory($0, buf.count, options(huge: huge), &error)
        }
      }
    guard let doc else {
      if error.set != 0 {
        let message = withUnsafeBytes(of: error.message) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }.trimmingTrailingWhitespace()
        // XML_ERR_INTERNAL_ERROR (1) with "Excessive depth": libxml2's nesting limit.
        if message.contains("Excessive depth") {
          throw .nestingTooDeep(limit: min(maxDepth, 256), line: Int(error.line))
        }
        if message.contains("entity") && message.contains("loop")
          || message.contains("amplification")
        {
          throw .entityExpansionTooLarge(entity: "?", line: Int(error.line))
        }
        throw .malformedXML(message: message, line: Int(error.line), column: Int(error.column))
      }
      throw .malformedXML(message: "the document is empty", line: 1, column: 1)
    }
    defer { xmlFreeDoc(doc) }
    var builder = TreeBuilder(
      doc: doc, maxDepth: maxDepth, byteBudget: (1 << 20) + bytes.count, nodeBudget: 100_000)
    builder.tree.bytes.reserveCapacity(bytes.count)
    try builder.build()
    return builder.tree
  }

  /// Walks a libxml2 tree iteratively (no recursion, so depth costs no stack).
  private struct TreeBuilder {
    let doc: xmlDocPtr
    let maxDepth: Int
    var byteBudget: Int
    var nodeBudget: Int
    var tree = XMLTree()
    /// Names by libxml2's interned pointer (its dictionary shares equal names), in a small
    /// direct-mapped cache, so each distinct name is classified about once.
    var nameCache = [(key: UnsafeRawPointer?, name: XMLTree.Name)](
      repeating: (nil, XMLTree.Name(known: .other)), count: 64)

    mutating func name(_ p: UnsafePointer<xmlChar>?) -> XMLTree.Name {
      guard let p else { return XMLTree.Name(known: .other) }
      let key = UnsafeRawPointer(p)
      let slot = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 3) & 63
      if nameCache[slot].key == key { return nameCache[slot].name }
      let count = strlen(UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self))
      var name = XMLTree.Name(known: SVGName.classify(p, count: count))
      if name.known == .other {
        name.start = Int32(clamping: tree.bytes.count)
        tree.bytes.append(contentsOf: UnsafeBufferPointer(start: p, count: count))
        name.end = Int32(clamping: tree.bytes.count)
      }
      nameCache[slot] = (key, name)
      return name
    }

    /// The namespaces told apart when reading.
    enum KnownNamespace {
      case svg, ink, xlink, xml, other
    }

    /// The last two namespace declarations seen and what they are (documents use one or two).
    var namespaceCache: (xmlNsPtr?, KnownNamespace, xmlNsPtr?, KnownNamespace) = (nil, .other, nil, .other)

    /// What a namespace declaration's URI is.
    mutating func namespace(_ ns: xmlNsPtr) -> KnownNamespace {
      if namespaceCache.0 == ns { return namespaceCache.1 }
      if namespaceCache.2 == ns { return namespaceCache.3 }
      var kind = KnownNamespace.other
      if let href = ns.pointee.href {
        let uri = String(cString: href)
        if uri == LibXML2.svgNamespaceURI {
          kind = .svg
        } else if uri == LibXML2.inkNamespaceURI {
          kind = .ink
        } else if uri == LibXML2.xlinkNamespaceURI {
          kind = .xlink
        } else if uri == LibXML2.xmlNamespaceURI {
          kind = .xml
        }
      }
      namespaceCache = (ns, kind, namespaceCache.0, namespaceCache.1)
      return kind
    }

    init(doc: xmlDocPtr, maxDepth: Int, byteBudget: Int, nodeBudget: Int) {
      self.doc = doc
      self.maxDepth = maxDepth
      self.byteBudget = byteBudget
      self.nodeBudget = nodeBudget
    }

    private struct Frame {
      var cursor: xmlNodePtr?
      var owner: Int
      var closes: Bool
      var entityDepth: Int
    }

    mutating func build() throws(SVGImportError) {
      guard let root = xmlDocGetRootElement(doc) else {
        throw .malformedXML(message: "no root element", line: 1, column: 1)
      }
      var frames = [Frame(cursor: root, owner: -1, closes: false, entityDepth: 0)]
      var depth = 0
      while !frames.isEmpty {
        let top = frames[frames.count - 1]
        guard let node = top.cursor else {
          frames.removeLast()
          if top.closes {
            tree.elements[top.owner].end = Int32(tree.elements.count)
            depth -= 1
          }
          continue
        }
        frames[frames.count - 1].cursor = node.pointee.next
        if top.entityDepth > 0 {
          nodeBudget -= 1
          if nodeBudget < 0 {
            throw .entityExpansionTooLarge(entity: "?", line: Int(xmlGetLineNo(node)))
          }
        }
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
          depth += 1
          let line = Int(xmlGetLineNo(node))
          if depth > maxDepth { throw .nestingTooDeep(limit: maxDepth, line: line) }
          let index = tree.elements.count
          try appendElement(node, parent: top.owner, line: line, entityDepth: top.entityDepth)
          frames.append(
            Frame(
              cursor: node.pointee.children, owner: index, closes: true,
              entityDepth: top.entityDepth))
        case XML_ENTITY_REF_NODE:
          let line = Int(xmlGetLineNo(node))
          let name = node.pointee.name.map { String(cString: $0) } ?? "?"
          guard let entity = inkxml_reference_entity(node) else { continue }
          if entity.pointee.etype == XML_EXTERNAL_GENERAL_PARSED_ENTITY
            || entity.pointee.etype == XML_EXTERNAL_GENERAL_UNPARSED_ENTITY
          {
            throw .externalEntityRefused(entity: name, line: line)
          }
          if top.entityDepth >= 16 { throw .entityExpansionTooLarge(entity: name, line: line) }
          frames.append(
            Frame(
              cursor: entity.pointee.children, owner: top.owner, closes: false,
              entityDepth: top.entityDepth + 1))
        default:
          continue
        }
      }
    }

    private mutating func appendElement(
      _ node: xmlNodePtr, parent: Int, line: Int, entityDepth: Int
    ) throws(SVGImportError) {
      let name = self.name(node.pointee.name)
      var isSVG = true
      if let ns = node.pointee.ns { isSVG = namespace(ns) == .svg }
      let first = tree.attributes.count
      var pathIndex: Int32 = -1
      var attr = node.pointee.properties
      while let a = attr {
        attr = a.pointee.next
        let attrName = self.name(a.pointee.name)
        var namespace = XMLTree.Namespace.none
        if let ns = a.pointee.ns {
          switch self.namespace(ns) {
          case .ink: namespace = .ink
          case .xlink: namespace = .xlink
          case .xml: namespace = .xml
          case .svg, .other: namespace = .other
          }
        }
        let start = tree.bytes.count
        // A path's `d` that is one text node is parsed here, from libxml2's buffer (no copy).
        if name.known == .path, attrName.known == .d, namespace == .none, let c = a.pointee.children,
          c.pointee.next == nil, c.pointee.type == XML_TEXT_NODE, let content = c.pointee.content
        {
          let count = strlen(UnsafeRawPointer(content).assumingMemoryBound(to: CChar.self))
          let parsed = BezierPath.parsingSVGPathData(utf8: UnsafeBufferPointer(start: content, count: count))
          pathIndex = Int32(clamping: tree.paths.count)
          tree.paths.append(parsed)
          tree.attributes.append(
            XMLTree.Attribute(name: attrName, namespace: namespace, value: start..<start))
          continue
        }
        var child = a.pointee.children
        while let c = child {
          child = c.pointee.next
          try appendContent(c, line: line, depth: 0)
        }
        tree.attributes.append(
          XMLTree.Attribute(name: attrName, namespace: namespace, value: start..<tree.bytes.count))
      }
      var text = 0..<0
      if name.known == .style {
        let start = tree.bytes.count
        var child = node.pointee.children
        while let c = child {
          child = c.pointee.next
          try appendContent(c, line: line, depth: 0)
        }
        text = start..<tree.bytes.count
      }
      tree.elements.append(
        XMLTree.Element(
          name: name, isSVG: isSVG, parent: Int32(parent), end: Int32(tree.elements.count + 1),
          firstAttribute: Int32(first), attributeCount: Int32(tree.attributes.count - first),
          line: Int32(clamping: line), text: text, path: pathIndex))
    }

    /// Appends the text of a text, CDATA or entity-reference node (entities expanded within the
    /// budget).
    private mutating func appendContent(
      _ node: xmlNodePtr, line: Int, depth: Int
    )
      throws(SVGImportError)
    {
      switch node.pointee.type {
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        if let content = node.pointee.content { appendCString(content) }
      case XML_ENTITY_REF_NODE:
        let name = node.pointee.name.map { String(cString: $0) } ?? "?"
        guard let entity = inkxml_reference_entity(node) else { return }
        try appendEntity(entity, name: name, line: line, depth: depth)
      default:
        return
      }
      if byteBudget < 0 { throw .entityExpansionTooLarge(entity: "?", line: line) }
    }

    private mutating func appendEntity(
      _ entity: xmlEntityPtr, name: String, line: Int, depth: Int
    ) throws(SVGImportError) {
      if entity.pointee.etype == XML_EXTERNAL_GENERAL_PARSED_ENTITY
        || entity.pointee.etype == XML_EXTERNAL_GENERAL_UNPARSED_ENTITY
      {
        throw .externalEntityRefused(entity: name, line: line)
      }
      guard depth < 16 else { throw .entityExpansionTooLarge(entity: name, line: line) }
      guard let content = entity.pointee.content else { return }
      // Copy the replacement text, expanding `&name;` references inside it.
      var p = UnsafePointer<UInt8>(content)
      while p.pointee != 0 {
        if p.pointee == UInt8(ascii: "&") {
          var q = p + 1
          while q.pointee != 0 && q.pointee != UInt8(ascii: ";") && q - p < 200 { q += 1 }
          if q.pointee == UInt8(ascii: ";") {
            let inner = String(decoding: UnsafeBufferPointer(start: p + 1, count: q - p - 1), as: UTF8.self)
            if let e = xmlGetDocEntity(doc, inner) {
              try appendEntity(e, name: inner, line: line, depth: depth + 1)
              p = q + 1
              continue
            }
          }
        }
        tree.bytes.append(p.pointee)
        byteBudget -= 1
        if byteBudget < 0 { throw .entityExpansionTooLarge(entity: name, line: line) }
        p += 1
      }
    }

    private mutating func appendCString(_ s: UnsafePointer<xmlChar>) {
      let n = strlen(UnsafeRawPointer(s).assumingMemoryBound(to: CChar.self))
      tree.bytes.append(contentsOf: UnsafeBufferPointer(start: s, count: n))
    }
  }
}

extension String {
  fileprivate func trimmingTrailingWhitespace() -> String {
    var s = Substring(self)
    while let last = s.last, last.isWhitespace { s.removeLast() }
    return String(s)
  }
}
