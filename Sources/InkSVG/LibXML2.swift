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

  /// Parses with libxml2's SAX2 interface and no callbacks (libxml2 builds no tree): the
  /// tokenizer's own cost, for benchmarks.
  ///
  /// - Returns: `true` when the document is well-formed.
  static func saxParseOnly(_ bytes: [UInt8], huge: Bool = false) -> Bool {
    _ = initialized
    var state = inkxml_sax_state()
    return bytes.withUnsafeBufferPointer { buf in
      buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) {
        inkxml_sax_parse($0, buf.count, options(huge: huge), nil, nil, nil, &state) != 0
      }
    }
  }

  /// Parses an XML document into an ``XMLTree``.
  ///
  /// The flat tree is built straight from libxml2's SAX2 callbacks (libxml2 allocates no tree of
  /// its own), and a path's `d` is parsed from the attribute bytes libxml2 hands over. A document
  /// that declares entities is parsed into a libxml2 tree instead and walked, so that internal
  /// entities are expanded within a budget and external ones refused.
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
    guard !bytes.isEmpty else {
      throw .malformedXML(message: "the document is empty", line: 1, column: 1)
    }
    if let normalized = normalizingLoneCarriageReturns(bytes) {
      return try parse(normalized, maxDepth: maxDepth, huge: huge)
    }
    let builder = SAXBuilder(maxDepth: maxDepth)
    var state = inkxml_sax_state()
    let wellFormed = withExtendedLifetime(builder) {
      state.builder = Unmanaged.passUnretained(builder).toOpaque()
      return bytes.withUnsafeBufferPointer { buf in
        buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) {
          inkxml_sax_parse(
            $0, buf.count, options(huge: huge),
            { ctx, localName, prefix, uri, _, _, attributeCount, defaultedCount, attributes in
              guard let ctx, let opaque = inkxml_sax_builder(ctx) else { return }
              Unmanaged<SAXBuilder>.fromOpaque(opaque).takeUnretainedValue().start(
                ctx, localName, prefix, uri,
                attributeCount: Int(attributeCount) - Int(defaultedCount), attributes)
            },
            { ctx, _, _, _ in
              guard let ctx, let opaque = inkxml_sax_builder(ctx) else { return }
              Unmanaged<SAXBuilder>.fromOpaque(opaque).takeUnretainedValue().end()
            },
            { ctx, text, count in
              guard let ctx, let opaque = inkxml_sax_builder(ctx), let text else { return }
              Unmanaged<SAXBuilder>.fromOpaque(opaque).takeUnretainedValue().characters(
                text, count: Int(count))
            },
            &state)
        }
      }
    }
    if state.has_entities != 0 {
      return try parseThroughTree(bytes, maxDepth: maxDepth, huge: huge)
    }
    if let error = builder.error { throw error }
    if wellFormed == 0 { throw error(state.error, maxDepth: maxDepth) }
    guard !builder.tree.elements.isEmpty else {
      throw .malformedXML(message: "no root element", line: 1, column: 1)
    }
    builder.tree.tagStartBytesScanned = state.error.tag_bytes_scanned
    return builder.tree
  }

  /// The document with every CR that no LF follows turned into an LF, or `nil` when it has none
  /// or may not be in an ASCII-compatible encoding (UTF-16 or UTF-32: a NUL byte among the first
  /// four, or a UTF-16 byte order mark; EBCDIC).
  ///
  /// XML reads such a CR as a line feed (end-of-line handling, XML 1.0 § 2.11), but libxml2 2.9
  /// counts lines by LF bytes only: every line of a document with CR-only line endings was line 1.
  /// Replacing the byte changes nothing XML reads and keeps every offset and column. In the
  /// ASCII-compatible encodings libxml2 reads (UTF-8, ISO-8859-x, Shift_JIS, EUC, GB18030, Big5,
  /// …) the byte 0x0D is only ever a CR.
  ///
  /// - Parameter bytes: The document.
  /// - Returns: The normalised copy, or `nil` when there is nothing to change.
  static func normalizingLoneCarriageReturns(_ bytes: [UInt8]) -> [UInt8]? {
    let head = bytes.prefix(4)
    if head.contains(0) || head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE])
      || head.elementsEqual([0x4C, 0x6F, 0xA7, 0x94])
    {
      return nil
    }
    let first: Int? = bytes.withUnsafeBufferPointer { buf in
      var from = 0
      while from < buf.count, let p = memchr(buf.baseAddress! + from, 0x0D, buf.count - from) {
        let k = buf.baseAddress!.distance(to: p.assumingMemoryBound(to: UInt8.self))
        if k + 1 == buf.count || buf[k + 1] != 0x0A { return k }
        from = k + 2
      }
      return nil
    }
    guard let first else { return nil }
    var copy = bytes
    for k in first..<copy.count where copy[k] == 0x0D && (k + 1 == copy.count || copy[k + 1] != 0x0A) {
      copy[k] = 0x0A
    }
    return copy
  }

  /// The import error for libxml2's first error.
  private static func error(_ error: inkxml_first_error, maxDepth: Int) -> SVGImportError {
    guard error.set != 0 else {
      return .malformedXML(message: "the document is empty", line: 1, column: 1)
    }
    let message = withUnsafeBytes(of: error.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }.trimmingTrailingWhitespace()
    // XML_ERR_INTERNAL_ERROR (1) with "Excessive depth": libxml2's nesting limit.
    if message.contains("Excessive depth") {
      return .nestingTooDeep(limit: min(maxDepth, 256), line: Int(error.line))
    }
    if message.contains("entity") && message.contains("loop") || message.contains("amplification") {
      return .entityExpansionTooLarge(entity: "?", line: Int(error.line))
    }
    // XML_ERR_ENTITY_IS_EXTERNAL: an attribute value refers to an external entity, which libxml2
    // refuses itself ("Attribute references external entity 'xxe'"); the same error as for one
    // in content.
    if error.code == Int32(XML_ERR_ENTITY_IS_EXTERNAL.rawValue) {
      let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
      let name = quoted.count >= 3 ? String(quoted[1]) : "?"
      return .externalEntityRefused(entity: name, line: Int(error.line))
    }
    return .malformedXML(message: message, line: Int(error.line), column: Int(error.column))
  }

  /// Parses into a libxml2 tree and walks it: the path for documents that declare entities (and
  /// the reference the SAX path is tested against).
  ///
  /// - Parameters:
  ///   - bytes: The document (not empty).
  ///   - maxDepth: The deepest element nesting accepted.
  ///   - huge: Lift libxml2's hard limits (`XML_PARSE_HUGE`).
  /// - Returns: The tree.
  /// - Throws: ``SVGImportError``, as ``parse(_:maxDepth:huge:)``.
  static func parseThroughTree(
    _ bytes: [UInt8], maxDepth: Int, huge: Bool
  ) throws(SVGImportError) -> XMLTree {
    if let normalized = normalizingLoneCarriageReturns(bytes) {
      return try parseThroughTree(normalized, maxDepth: maxDepth, huge: huge)
    }
    var error = inkxml_first_error()
    let doc: xmlDocPtr? = bytes.withUnsafeBufferPointer { buf in
      buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) {
        inkxml_read_memory($0, buf.count, options(huge: huge), &error)
      }
    }
    guard let doc else { throw self.error(error, maxDepth: maxDepth) }
    defer { xmlFreeDoc(doc) }
    var builder = TreeBuilder(
      doc: doc, maxDepth: maxDepth, byteBudget: (1 << 20) + bytes.count, nodeBudget: 100_000)
    builder.tree.bytes.reserveCapacity(bytes.count)
    builder.tree.tagStartBytesScanned = error.tag_bytes_scanned
    try builder.build()
    return builder.tree
  }

  /// Builds an ``XMLTree`` from SAX2 callbacks (documents without entity declarations: attribute
  /// values then hold no entity references, only `&#38;` for an escaped `&`).
  private final class SAXBuilder {
    let maxDepth: Int
    var tree = XMLTree()
    /// The first error; the parse is stopped when it is set.
    var error: SVGImportError? = nil
    /// Whether the root element has `ink:version` (one of our own exports).
    var ownExport = false
    /// The open elements, innermost last.
    var open: [Int32] = []
    /// The open `<style>` element (innermost open element when text arrives) and its text so far.
    var styleElement: Int32 = -1
    var styleText: [UInt8] = []
    /// Names by libxml2's interned pointer (its dictionary shares equal names), in a small
    /// direct-mapped cache, so each distinct name is classified about once.
    var nameCache = [(key: UnsafeRawPointer?, name: XMLTree.Name)](
      repeating: (nil, XMLTree.Name(known: .other)), count: 64)
    /// The last two namespace URIs seen (interned by libxml2) and what they are.
    var namespaceCache:
      (UnsafeRawPointer?, TreeBuilder.KnownNamespace, UnsafeRawPointer?, TreeBuilder.KnownNamespace) = (
        nil, .other, nil, .other
      )

    init(maxDepth: Int) {
      self.maxDepth = maxDepth
      tree.elements.reserveCapacity(256)
      tree.attributes.reserveCapacity(1024)
      tree.bytes.reserveCapacity(1 << 14)
    }

    func name(_ p: UnsafePointer<xmlChar>?) -> XMLTree.Name {
      guard let p else { return XMLTree.Name(known: .other) }
      let key = UnsafeRawPointer(p)
      let slot = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 3) & 63
      if nameCache[slot].key == key { return nameCache[slot].name }
      let count = strlen(UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self))
      let name = spelled(p, count: count)
      nameCache[slot] = (key, name)
      return name
    }

    /// A name from its spelling (its bytes are stored when it is not a known name).
    func spelled(_ p: UnsafePointer<UInt8>, count: Int) -> XMLTree.Name {
      var name = XMLTree.Name(known: SVGName.classify(p, count: count))
      if name.known == .other {
        name.start = Int32(clamping: tree.bytes.count)
        tree.bytes.append(contentsOf: UnsafeBufferPointer(start: p, count: count))
        name.end = Int32(clamping: tree.bytes.count)
      }
      return name
    }

    /// A prefixed name whose prefix is bound to no namespace, spelled `prefix:local` (as
    /// libxml2's tree names it).
    func qualifiedName(_ prefix: UnsafePointer<xmlChar>, _ local: UnsafePointer<xmlChar>?) -> XMLTree.Name {
      var spelling = Array(
        UnsafeBufferPointer(
          start: prefix, count: strlen(UnsafeRawPointer(prefix).assumingMemoryBound(to: CChar.self))))
      spelling.append(UInt8(ascii: ":"))
      if let local {
        spelling += UnsafeBufferPointer(
          start: local, count: strlen(UnsafeRawPointer(local).assumingMemoryBound(to: CChar.self)))
      }
      return spelling.withUnsafeBufferPointer { spelled($0.baseAddress!, count: $0.count) }
    }

    /// What a namespace URI is.
    func namespace(_ uri: UnsafePointer<xmlChar>) -> TreeBuilder.KnownNamespace {
      let key = UnsafeRawPointer(uri)
      if namespaceCache.0 == key { return namespaceCache.1 }
      if namespaceCache.2 == key { return namespaceCache.3 }
      let kind = TreeBuilder.KnownNamespace(uri: String(cString: uri))
      namespaceCache = (key, kind, namespaceCache.0, namespaceCache.1)
      return kind
    }

    func fail(_ ctx: UnsafeMutableRawPointer, _ error: SVGImportError) {
      if self.error == nil { self.error = error }
      inkxml_sax_stop(ctx)
    }

    func start(
      _ ctx: UnsafeMutableRawPointer, _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
      _ uri: UnsafePointer<xmlChar>?, attributeCount: Int,
      _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
      guard error == nil else { return }
      let line = Int(inkxml_sax_line(ctx))
      if open.count >= maxDepth {
        fail(ctx, .nestingTooDeep(limit: maxDepth, line: line))
        return
      }
      let name: XMLTree.Name
      var isSVG = true
      if let uri {
        name = self.name(localName)
        isSVG = namespace(uri) == .svg
      } else if let prefix {
        name = qualifiedName(prefix, localName)
      } else {
        name = self.name(localName)
      }
      let first = tree.attributes.count
      var pathIndex: Int32 = -1
      var inkPointsIndex: Int32 = -1
      var pathData: UnsafeBufferPointer<UInt8>? = nil
      if let attributes {
        for k in 0..<max(attributeCount, 0) {
          let a = attributes + 5 * k
          guard let value = a[3], let valueEnd = a[4] else { continue }
          let attrName: XMLTree.Name
          var namespace = XMLTree.Namespace.none
          if let attrURI = a[2] {
            attrName = self.name(a[0])
            switch self.namespace(attrURI) {
            case .ink: namespace = .ink
            case .xlink: namespace = .xlink
            case .xml: namespace = .xml
            case .svg, .other: namespace = .other
            }
          } else if let attrPrefix = a[1] {
            attrName = qualifiedName(attrPrefix, a[0])
          } else {
            attrName = self.name(a[0])
          }
          let count = valueEnd - value
          let hasReference = count > 0 && memchr(value, Int32(UInt8(ascii: "&")), count) != nil
          let start = tree.bytes.count
          // A path's `d` is parsed from libxml2's buffer (no copy), after the other attributes.
          if name.known == .path, attrName.known == .d, namespace == .none, !hasReference {
            pathData = UnsafeBufferPointer(start: value, count: count)
            tree.attributes.append(
              XMLTree.Attribute(name: attrName, namespace: namespace, value: start..<start))
            continue
          }
          // Our own exports' `ink:points` (the bulk of such a file) are read into numbers here,
          // without a copy of their text.
          if namespace == .ink, attrName.known == .points, !hasReference {
            inkPointsIndex = Int32(clamping: tree.inkPoints.count)
            tree.inkPoints.append(
              SVGInkMetadata.Numbers(scanning: UnsafeBufferPointer(start: value, count: count)))
            tree.attributes.append(
              XMLTree.Attribute(name: attrName, namespace: namespace, value: start..<start))
            continue
          }
          if hasReference {
            appendDecoding(value, count: count)
          } else {
            tree.bytes.append(contentsOf: UnsafeBufferPointer(start: value, count: count))
          }
          tree.attributes.append(
            XMLTree.Attribute(name: attrName, namespace: namespace, value: start..<tree.bytes.count))
        }
      }
      if tree.elements.isEmpty {
        ownExport = tree.attributes[first...].contains { $0.namespace == .ink && $0.name.known == .version }
      }
      if let pathData {
        pathIndex = Int32(clamping: tree.paths.count)
        // In our own exports a stroke is restored from `ink:points`, never from its `d`.
        tree.paths.append(
          ownExport && inkPointsIndex >= 0
            ? (BezierPath(), nil) : BezierPath.parsingSVGPathData(utf8: pathData))
      }
      let index = Int32(tree.elements.count)
      tree.elements.append(
        XMLTree.Element(
          name: name, isSVG: isSVG, parent: open.last ?? -1, end: index + 1,
          firstAttribute: Int32(first), attributeCount: Int32(tree.attributes.count - first),
          line: Int32(clamping: line), text: 0..<0, path: pathIndex, inkPoints: inkPointsIndex))
      open.append(index)
      if name.known == .style {
        styleElement = index
        styleText.removeAll(keepingCapacity: true)
      }
    }

    func end() {
      guard error == nil, let index = open.popLast() else { return }
      let i = Int(index)
      tree.elements[i].end = Int32(tree.elements.count)
      if index == styleElement {
        let start = tree.bytes.count
        tree.bytes += styleText
        tree.elements[i].text = start..<tree.bytes.count
        styleElement = -1
        // An enclosing `<style>` (a style inside a style) takes no more text.
      }
    }

    func characters(_ text: UnsafePointer<xmlChar>, count: Int) {
      guard error == nil, styleElement >= 0, open.last == styleElement, count > 0 else { return }
      styleText.append(contentsOf: UnsafeBufferPointer(start: text, count: count))
    }

    /// Appends an attribute value, turning libxml2's `&#38;` (an escaped `&`, which libxml2
    /// leaves for its tree builder to decode) back into `&`. Without entity declarations no other
    /// reference can remain; any other `&…;` is dropped, as the tree builder drops an undeclared
    /// entity.
    func appendDecoding(_ value: UnsafePointer<xmlChar>, count: Int) {
      var k = 0
      while k < count {
        let c = value[k]
        if c == UInt8(ascii: "&") {
          var j = k + 1
          while j < count && value[j] != UInt8(ascii: ";") && j - k < 64 { j += 1 }
          if j < count && value[j] == UInt8(ascii: ";") {
            let reference = UnsafeBufferPointer(start: value + k + 1, count: j - k - 1)
            if reference.elementsEqual("#38".utf8) { tree.bytes.append(UInt8(ascii: "&")) }
            k = j + 1
            continue
          }
        }
        tree.bytes.append(c)
        k += 1
      }
    }
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

      /// The kind of namespace `uri` names.
      init(uri: String) {
        switch uri {
        case LibXML2.svgNamespaceURI: self = .svg
        case LibXML2.inkNamespaceURI: self = .ink
        case LibXML2.xlinkNamespaceURI: self = .xlink
        case LibXML2.xmlNamespaceURI: self = .xml
        default: self = .other
        }
      }
    }

    /// The last two namespace declarations seen and what they are (documents use one or two).
    var namespaceCache: (xmlNsPtr?, KnownNamespace, xmlNsPtr?, KnownNamespace) = (nil, .other, nil, .other)

    /// What a namespace declaration's URI is.
    mutating func namespace(_ ns: xmlNsPtr) -> KnownNamespace {
      if namespaceCache.0 == ns { return namespaceCache.1 }
      if namespaceCache.2 == ns { return namespaceCache.3 }
      let kind = ns.pointee.href.map { KnownNamespace(uri: String(cString: $0)) } ?? .other
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
      /// Inside an entity's replacement (`entityDepth > 0`): the document line of the outermost
      /// reference. libxml2 numbers the nodes of an entity's text from that text (its elements
      /// have line 0 or a line of the declaration), so everything the reference expands to is
      /// located at the reference.
      var referenceLine = 0
    }

    /// The document line of `node`, read in `frame`.
    private func line(of node: xmlNodePtr, in frame: Frame) -> Int {
      frame.entityDepth > 0 ? frame.referenceLine : Int(xmlGetLineNo(node))
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
            throw .entityExpansionTooLarge(entity: "?", line: line(of: node, in: top))
          }
        }
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
          depth += 1
          let line = line(of: node, in: top)
          if depth > maxDepth { throw .nestingTooDeep(limit: maxDepth, line: line) }
          let index = tree.elements.count
          try appendElement(node, parent: top.owner, line: line, entityDepth: top.entityDepth)
          frames.append(
            Frame(
              cursor: node.pointee.children, owner: index, closes: true,
              entityDepth: top.entityDepth, referenceLine: top.referenceLine))
        case XML_ENTITY_REF_NODE:
          let line = line(of: node, in: top)
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
              entityDepth: top.entityDepth + 1, referenceLine: line))
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
