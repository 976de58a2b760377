/// CSS as SVG uses it: declarations (`style` attributes) and `<style>` sheets with type, universal,
/// class, id and attribute selectors, descendant (` `) and child (`>`) combinators, `:first-child`,
/// and simple specificity. At-rules (`@import`, `@media`, ...) are skipped and reported.
struct SVGStyleSheet: Sendable {
  /// One `name: value` declaration.
  struct Declaration: Sendable, Hashable {
    var name: String
    var value: String
    var important: Bool
    /// The property, classified once (``SVGName/other`` for properties the importer ignores).
    var property: SVGName

    init(name: String, value: String, important: Bool) {
      self.name = name
      self.value = value
      self.important = important
      property = SVGName.classify(name)
    }
  }

  /// One compound selector: `rect.a#b[x]`.
  struct Compound: Sendable, Hashable {
    var type: String?
    var id: String?
    var classes: [String] = []
    var attributes: [(name: String, value: String?)] = []
    var firstChild = false

    static func == (l: Compound, r: Compound) -> Bool {
      l.type == r.type && l.id == r.id && l.classes == r.classes && l.firstChild == r.firstChild
        && l.attributes.map(\.name) == r.attributes.map(\.name)
        && l.attributes.map(\.value) == r.attributes.map(\.value)
    }
    func hash(into h: inout Hasher) {
      h.combine(type)
      h.combine(id)
      h.combine(classes)
    }
  }

  /// A complex selector: compounds from the outermost, each with the combinator that joins it to
  /// the next (`true` for child `>`).
  struct Selector: Sendable, Hashable {
    var compounds: [Compound]
    var childCombinator: [Bool]  // childCombinator[i] joins compounds[i] and compounds[i + 1]
    var specificity: Int
  }

  /// A rule: selector, declarations and its position in the sheet.
  struct Rule: Sendable {
    var selector: Selector
    var declarations: [Declaration]
    var order: Int
  }

  var rules: [Rule] = []
  /// What was skipped (at-rules, unsupported selectors), for diagnostics.
  var skipped: [String] = []
  /// The characters read while skipping at-rules, all sheets together: the work of skipping
  /// them, which tests check stays linear in the sheet.
  private(set) var atRuleCharactersScanned = 0

  /// Parses declarations `a: b; c: d !important` (`/* ... */` comments removed).
  static func declarations(_ text: Substring) -> [Declaration] {
    // (One left-to-right pass, as CSS reads comments: what the removal joins is not read again.)
    let text =
      text.utf8.contains(UInt8(ascii: "/")) && text.contains("/*")
      ? Substring(strippingComments(String(text))) : text
    var result: [Declaration] = []
    for part in text.split(separator: ";") {
      guard let colon = part.firstIndex(of: ":") else { continue }
      let name = part[..<colon].trimmingSVGWhitespace().asciiLowercased()
      var value = part[part.index(after: colon)...].trimmingSVGWhitespace()
      var important = false
      if let bang = value.lastIndex(of: "!"),
        SVGStyle.isKeyword(value[value.index(after: bang)...].trimmingSVGWhitespace(), "important")
      {
        important = true
        value = value[..<bang].trimmingSVGWhitespace()
      }
      guard !name.isEmpty else { continue }
      result.append(Declaration(name: name, value: String(value), important: important))
    }
    return result
  }

  /// Removes `/* ... */` comments.
  static func strippingComments(_ text: String) -> String {
    guard text.contains("/*") else { return text }
    var out = ""
    var rest = Substring(text)
    while let start = rest.range(of: "/*") {
      out += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].range(of: "*/") else { return out }
      rest = rest[end.upperBound...]
    }
    out += rest
    return out
  }

  /// Appends the rules of one sheet.
  mutating func add(sheet text: String) {
    var rest = Substring(Self.strippingComments(text))
    while true {
      rest = rest.trimmingSVGWhitespace()
      if rest.isEmpty { return }
      if rest.hasPrefix("@") {
        // `@import ...;` or `@media ... { ... }`: skip. (Only up to the first of `;` and `{`, so
        // a sheet of many at-rules is read in linear time.)
        var scanned = 0
        defer { atRuleCharactersScanned &+= scanned }
        let end = rest.firstIndex {
          scanned &+= 1
          return $0 == ";" || $0 == "{"
        }
        if let semicolon = end, rest[semicolon] == ";" {
          skipped.append(String(rest[..<semicolon]))
          rest = rest[rest.index(after: semicolon)...]
        } else if let brace = end {
          skipped.append(String(rest[..<brace]).trimmingSVGWhitespace().description)
          var depth = 0
          var i = brace
          while i < rest.endIndex {
            scanned &+= 1
            if rest[i] == "{" { depth += 1 }
            if rest[i] == "}" {
              depth -= 1
              if depth == 0 { break }
            }
            i = rest.index(after: i)
          }
          rest = i < rest.endIndex ? rest[rest.index(after: i)...] : rest[rest.endIndex...]
        } else {
          return
        }
        continue
      }
      guard let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") else {
        return
      }
      let declarations = Self.declarations(rest[rest.index(after: open)..<close])
      for selectorText in rest[..<open].split(separator: ",") {
        if let selector = Self.selector(selectorText) {
          rules.append(Rule(selector: selector, declarations: declarations, order: rules.count))
        } else {
          skipped.append(String(selectorText.trimmingSVGWhitespace()))
        }
      }
      rest = rest[rest.index(after: close)...]
    }
  }

  /// Parses one complex selector, or `nil` when it uses something unsupported.
  static func selector(_ text: Substring) -> Selector? {
    var compounds: [Compound] = []
    var child: [Bool] = []
    var pendingChild = false
    // Tokenise on white space and `>`.
    var tokens: [Substring] = []
    var current = text.startIndex
    var i = text.startIndex
    while i < text.endIndex {
      let c = text[i]
      if c.isSVGWhitespace || c == ">" || c == "+" || c == "~" {
        if current < i { tokens.append(text[current..<i]) }
        if c == ">" { tokens.append(">") }
        if c == "+" || c == "~" { return nil }
        current = text.index(after: i)
      }
      i = text.index(after: i)
    }
    if current < text.endIndex { tokens.append(text[current...]) }
    for token in tokens {
      if token == ">" {
        guard !compounds.isEmpty else { return nil }
        pendingChild = true
        continue
      }
      guard let compound = Self.compound(token) else { return nil }
      if !compounds.isEmpty { child.append(pendingChild) }
      pendingChild = false
      compounds.append(compound)
    }
    guard !compounds.isEmpty, !pendingChild else { return nil }
    var ids = 0
    var classes = 0
    var types = 0
    for c in compounds {
      if c.id != nil { ids += 1 }
      classes += c.classes.count + c.attributes.count + (c.firstChild ? 1 : 0)
      if c.type != nil { types += 1 }
    }
    // (ids, classes, types) compared in that order: 20 bits each, so no count spills into the
    // next (a count of a million or more, two megabytes of selector, counts as 2²⁰ − 1).
    let most = (1 << 20) - 1
    let specificity = min(ids, most) << 40 | min(classes, most) << 20 | min(types, most)
    return Selector(compounds: compounds, childCombinator: child, specificity: specificity)
  }

  private static func compound(_ token: Substring) -> Compound? {
    var c = Compound()
    var i = token.startIndex
    func readName() -> String {
      let start = i
      while i < token.endIndex, token[i].isLetter || token[i].isNumber || token[i] == "-" || token[i] == "_" {
        i = token.index(after: i)
      }
      return String(token[start..<i])
    }
    if i < token.endIndex, token[i] == "*" {
      i = token.index(after: i)
    } else if i < token.endIndex, token[i].isLetter {
      c.type = readName()
    }
    while i < token.endIndex {
      let ch = token[i]
      i = token.index(after: i)
      switch ch {
      case "#":
        let name = readName()
        guard !name.isEmpty else { return nil }
        c.id = name
      case ".":
        let name = readName()
        guard !name.isEmpty else { return nil }
        c.classes.append(name)
      case "[":
        guard let close = token[i...].firstIndex(of: "]") else { return nil }
        let inner = token[i..<close]
        if let eq = inner.firstIndex(of: "=") {
          let name = inner[..<eq].trimmingSVGWhitespace()
          guard !name.isEmpty, !"~|^$*".contains(name.last!) else { return nil }
          var value = inner[inner.index(after: eq)...].trimmingSVGWhitespace()
          if value.count >= 2, let f = value.first, f == "\"" || f == "'", value.last == f {
            value = value.dropFirst().dropLast()
          }
          c.attributes.append((String(name), String(value)))
        } else {
          c.attributes.append((String(inner.trimmingSVGWhitespace()), nil))
        }
        i = token.index(after: close)
      case ":":
        let name = readName()
        guard name == "first-child" else { return nil }
        c.firstChild = true
      default:
        return nil
      }
    }
    return c
  }

  /// `true` when `selector` matches element `index` of `tree`, whose elements have the class
  /// names `classes` (``classLists(_:)``). Adds to `tests` how many compounds it tested on an
  /// element (the work, for the cascade's budget), and to `valueBytes` at most how many bytes of
  /// the elements' attribute values it compared (bounded by the selector's own values, however
  /// long the attributes: tests check it).
  static func matches(
    _ selector: Selector, element index: Int, in tree: XMLTree, classes: [Set<String>],
    tests: inout Int, valueBytes: inout Int
  ) -> Bool {
    var k = selector.compounds.count - 1
    tests &+= 1
    guard matches(selector.compounds[k], index, tree, classes, &valueBytes) else { return false }
    var e = Int(tree.elements[index].parent)
    while k > 0 {
      let isChild = selector.childCombinator[k - 1]
      k -= 1
      var found = false
      while e >= 0 {
        let candidate = e
        e = Int(tree.elements[e].parent)
        tests &+= 1
        if matches(selector.compounds[k], candidate, tree, classes, &valueBytes) {
          found = true
          break
        }
        if isChild { break }
      }
      if !found {
        // Matching each compound with its nearest matching ancestor finds every match of
        // descendant combinators alone; a child combinator further out may need a farther one.
        return needsBacktracking(selector)
          && matchesExhaustively(
            selector, element: index, in: tree, classes: classes, tests: &tests, valueBytes: &valueBytes)
      }
    }
    return true
  }

  /// `true` when a child combinator lies outside a descendant combinator (`a > b c`), where the
  /// nearest matching ancestor is not always the right one.
  private static func needsBacktracking(_ selector: Selector) -> Bool {
    guard let child = selector.childCombinator.firstIndex(of: true) else { return false }
    return selector.childCombinator[(child + 1)...].contains(false)
  }

  /// ``matches(_:element:in:classes:tests:valueBytes:)`` trying every ancestor for each compound: over the element's
  /// ancestor chain (the element first), which positions can hold compound `k` with compounds
  /// `0..<k` matched further out, one compound at a time (at most compounds × depth tests).
  private static func matchesExhaustively(
    _ selector: Selector, element index: Int, in tree: XMLTree, classes: [Set<String>],
    tests: inout Int, valueBytes: inout Int
  )
    -> Bool
  {
    var chain: [Int] = []
    var e = index
    while e >= 0 {
      chain.append(e)
      e = Int(tree.elements[e].parent)
    }
    let count = selector.compounds.count
    guard count <= chain.count else { return false }
    // ok[j]: compounds 0...k match with compound k at chain[j].
    tests &+= chain.count
    var ok = chain.map { matches(selector.compounds[0], $0, tree, classes, &valueBytes) }
    for k in 1..<count {
      var next = [Bool](repeating: false, count: chain.count)
      var outer = false  // some j' > j has ok[j'] (for a descendant combinator)
      for j in stride(from: chain.count - 1, through: 0, by: -1) {
        let placed = selector.childCombinator[k - 1] ? (j + 1 < chain.count && ok[j + 1]) : outer
        if placed {
          tests &+= 1
          if matches(selector.compounds[k], chain[j], tree, classes, &valueBytes) { next[j] = true }
        }
        if ok[j] { outer = true }
      }
      ok = next
    }
    return ok[0]
  }

  /// The rules by the key of their rightmost compound (the compound that must match the element
  /// itself), as browsers index them: its id, else its first class, else its type; rules whose
  /// rightmost compound has none of these (`*`, `[x]`, `:first-child`) are tested on every
  /// element. An element is then tested only against the rules that can match it, not the whole
  /// sheet.
  struct Index: Sendable {
    /// Rules tested on every element.
    var universal: [Int] = []
    /// Rules whose rightmost compound has an id, by that id.
    var byID: [String: [Int]] = [:]
    /// Rules whose rightmost compound has a class (and no id), by its first class.
    var byClass: [String: [Int]] = [:]
    /// Rules whose rightmost compound has a type (and no id or class), by that type.
    var byType: [String: [Int]] = [:]

    /// Indexes `rules` (positions in that array).
    init(_ rules: [Rule]) {
      for (r, rule) in rules.enumerated() {
        let key = rule.selector.compounds[rule.selector.compounds.count - 1]
        if let id = key.id {
          byID[id, default: []].append(r)
        } else if let name = key.classes.first {
          byClass[name, default: []].append(r)
        } else if let type = key.type {
          byType[type, default: []].append(r)
        } else {
          universal.append(r)
        }
      }
    }

    /// Replaces `candidates` with the rules that may match element `index` of `tree`, whose class
    /// names are `classes`: a superset of the rules that match, each once, in no particular
    /// order.
    ///
    /// - Returns: The look-ups it made (the work, for the cascade's budget): one for the id and
    ///   the type, and one per class of the element or per class the sheet indexes, whichever
    ///   are fewer.
    func candidates(
      element index: Int, in tree: XMLTree, classes: Set<String>, into candidates: inout [Int]
    ) -> Int {
      candidates.removeAll(keepingCapacity: true)
      candidates.append(contentsOf: universal)
      var work = 0
      if !byID.isEmpty, let id = tree.attribute(index, .id) {
        work += 1
        if let rules = byID[id] { candidates.append(contentsOf: rules) }
      }
      if !byType.isEmpty {
        work += 1
        if let rules = byType[tree.elementName(index)] { candidates.append(contentsOf: rules) }
      }
      if !byClass.isEmpty && !classes.isEmpty {
        // (Each rule sits under one class, and each class is looked up once: no duplicates.)
        if classes.count <= byClass.count {
          work += classes.count
          for name in classes {
            if let rules = byClass[name] { candidates.append(contentsOf: rules) }
          }
        } else {
          work += byClass.count
          for (name, rules) in byClass where classes.contains(name) { candidates.append(contentsOf: rules) }
        }
      }
      return work
    }
  }

  /// The class names of every element of `tree` (empty without a `class` attribute), split once
  /// so that matching a class costs no more than a hash look-up, however long the attribute.
  static func classLists(_ tree: XMLTree) -> [Set<String>] {
    tree.elements.indices.map { i in
      guard let value = tree.attribute(i, .class) else { return [] }
      return Set(value.split(whereSeparator: { $0.isSVGWhitespace }).map(String.init))
    }
  }

  /// `true` when compound `c` matches element `i`. Adds to `valueBytes` at most how many bytes of
  /// the element's attribute values it compared: classes are looked up in `classes`, and an id or
  /// attribute value is compared only when its length is the selector's, so this never exceeds
  /// the selector's own values.
  private static func matches(
    _ c: Compound, _ i: Int, _ tree: XMLTree, _ classes: [Set<String>], _ valueBytes: inout Int
  )
    -> Bool
  {
    if let type = c.type {
      let name = tree.elements[i].name
      let same =
        name.known == .other
        ? tree.bytes(Int(name.start)..<Int(name.end), equal: type) : name.known.spelling == type
      if !same { return false }
    }
    if let id = c.id {
      guard let range = tree.attributeRange(i, .id) else { return false }
      valueBytes &+= Swift.min(range.count, id.utf8.count)
      guard tree.bytes(range, equal: id) else { return false }
    }
    for name in c.classes where !classes[i].contains(name) { return false }
    for (name, value) in c.attributes {
      guard let range = tree.attributeRange(i, spelled: name) else { return false }
      if let value {
        valueBytes &+= Swift.min(range.count, value.utf8.count)
        if !tree.bytes(range, equal: value) { return false }
      }
    }
    if c.firstChild {
      let parent = Int(tree.elements[i].parent)
      if parent >= 0 && parent + 1 != i { return false }
    }
    return true
  }
}
