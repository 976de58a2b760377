import Foundation
import InkInterchange

/// One shape of the resolved tree: geometry in the document's user space and its resolved paint.
struct SVGShape: Sendable {
  /// The element's index in the tree.
  var element: Int
  /// The geometry, transformed into the root's user space.
  var path: BezierPath
  /// The stroke colour, or `nil` when the shape is not stroked.
  var strokeColor: InkColor?
  /// The stroke width in user space (the declared width times the transform's mean scale).
  var strokeWidth: Double
  /// Stroke opacity times group opacity.
  var strokeOpacity: Double
  /// The fill colour, or `nil` when the shape is not filled.
  var fillColor: InkColor?
  /// Fill opacity times group opacity.
  var fillOpacity: Double
  /// The transform from the element's space to user space.
  var transform: AffineTransform2D
}

/// Resolves an ``XMLTree`` into shapes, usvg style: the cascade (presentation attributes, `<style>`
/// sheets, `style` attributes, inheritance), transforms, viewports (`svg`, `symbol` through
/// `use`), lengths and percentages, and shape elements as Bézier paths.
///
/// The root `<svg>`'s own `viewBox` is not applied: the drawing is in the root's user space
/// (the `viewBox` coordinates). Nested viewports are applied.
struct SVGResolver {
  let tree: XMLTree
  /// The conversion tolerance in user space (kept for callers; the geometry built here is exact
  /// to the arc bound of ``EllipticalArc`` whatever the tolerance).
  let tolerance: Double
  /// What was approximated or dropped, each distinct warning once (see ``DiagnosticLog``).
  var log = DiagnosticLog()
  /// The warnings, in first-seen order, repeats counted.
  var diagnostics: [Diagnostic] { log.diagnostics }
  var shapes: [SVGShape] = []
  /// Elements carrying our metadata, in painting order among ``shapes`` (index into shapes'
  /// sequence: `(positionInShapes, element)`).
  var inkElements: [(position: Int, element: Int)] = []

  private var sheet = SVGStyleSheet()
  /// The sheet's rules by the key of their rightmost compound (built when the sheet has rules).
  private var ruleIndex = SVGStyleSheet.Index([])
  /// The rules that may match the element being cascaded (reused from element to element).
  private var candidateRules: [Int] = []
  /// Every element's class names, for the sheet's selectors (built when the sheet has rules).
  private var classLists: [Set<String>] = []
  /// Elements by `id` (the first of equal ids), built on first use.
  private var idTable: [String: Int]? = nil
  /// For every element, whether it is a `<use>` whose reference leads back to itself (to an
  /// ancestor, or through other `<use>` elements): such a reference is circular and is not
  /// followed (empty when the document has no `<use>`).
  private var circularUse: [Bool] = []
  /// How many more element instances rendering may create than the document has elements
  /// (format option `use-limit`).
  let useLimit: Int
  /// The largest number of element instances rendering may create: the document's elements plus
  /// ``useLimit``.
  let instanceBudget: Int

  /// The default of ``useLimit``: a million instances (librsvg refuses documents that reference
  /// more than 500 000 elements).
  static let defaultUseLimit = 1_000_000

  /// The largest ``useLimit`` honoured (2⁶¹ − 1): larger values, `Int.max` as "no limit"
  /// included, mean this, so the saturating count can add two counts without overflow.
  static let largestUseLimit = Int.max / 4

  /// The most work the cascade may do on the document's style sheets: selector tests (on every
  /// element drawn, the selector of every rule the ``SVGStyleSheet/Index`` offers for it; each
  /// compound tested on the element or an ancestor counts one), the index's look-ups, and the
  /// declarations applied. Past it the import is refused with
  /// ``SVGImportError/styleSheetTooCostly(limit:line:)``, in a few seconds at most, instead of the
  /// minutes that thousands of universal rules over thousands of elements take. Real documents
  /// stay far below: their rules are mostly keyed by class, id or type, so each element is tested
  /// against a handful (2 000 class rules over 20 000 elements, one class each, are about 60 000
  /// units of work; unindexed they were 40 million tests).
  static let defaultStyleBudget = 50_000_000
  /// This resolver's budget (``defaultStyleBudget`` unless a test sets a smaller one).
  let styleBudget: Int
  /// The cascade's work so far, against ``styleBudget``.
  private var styleWork = 0
  /// Each element's `style` attribute, parsed on the element's first instance and reduced to
  /// what decides (``reducedInlineStyle(_:)``), so that an element `<use>` draws many times is
  /// not parsed again each time.
  private var inlineStyles: [Int: [SVGStyleSheet.Declaration]] = [:]
  /// Whether ``inlineStyles`` and ``transforms`` are kept: only when the document has a `<use>`
  /// (otherwise each element is drawn once).
  private var cachesPerElement = false
  /// Each element's `transform` attribute, parsed on the element's first instance (`nil`: invalid),
  /// so that a long list on an element `<use>` draws many times is not parsed again each time.
  private var transforms: [Int: AffineTransform2D?] = [:]
  /// How many `style` attributes the cascade parsed: with the cache, one per element that has one,
  /// however many times `<use>` draws it (tests check it).
  private(set) var inlineStyleParses = 0
  /// How many `transform` attributes were parsed: with the cache, one per element that has one,
  /// however many times `<use>` draws it (tests check it).
  private(set) var transformParses = 0
  /// At most how many bytes of attribute values the sheet's selectors compared
  /// (``SVGStyleSheet/matches(_:element:in:classes:tests:valueBytes:)``): independent of the
  /// attributes' lengths (tests check it).
  private(set) var selectorValueBytes = 0

  /// The declarations of a `style` attribute that decide the result, in their order: of each
  /// property (normal and `!important` apart), the last one ``SVGStyle/accepts(_:_:)``; the
  /// others would be overridden or ignored. Applying them gives the same style as applying all,
  /// at a cost bounded by the number of properties, however long the attribute.
  static func reducedInlineStyle(_ declarations: [SVGStyleSheet.Declaration]) -> [SVGStyleSheet.Declaration] {
    var seen = Set<Int>()
    var keep = [Bool](repeating: false, count: declarations.count)
    for k in declarations.indices.reversed() {
      let d = declarations[k]
      guard d.property != .other else { continue }
      let key = Int(d.property.rawValue) * 2 + (d.important ? 1 : 0)
      if seen.contains(key) || !SVGStyle.accepts(d.property, Substring(d.value)) { continue }
      seen.insert(key)
      keep[k] = true
    }
    return declarations.indices.filter { keep[$0] }.map { declarations[$0] }
  }

  init(
    tree: XMLTree, tolerance: Double, useLimit: Int = SVGResolver.defaultUseLimit,
    styleBudget: Int = SVGResolver.defaultStyleBudget
  ) {
    self.tree = tree
    self.tolerance = tolerance
    self.styleBudget = styleBudget
    self.useLimit = Swift.min(Swift.max(useLimit, 0), SVGResolver.largestUseLimit)
    instanceBudget = tree.elements.count + self.useLimit
  }

  /// A warning about element `element`: the message names the element (`<path>: ...`), the
  /// location is its line (the importer's warnings too). The line is not repeated in the message:
  /// `description` and the command-line tool print it from the location.
  func warn(_ element: Int, _ message: String) -> Diagnostic {
    Diagnostic(
      .warning, "<\(tree.elementName(element))>: \(message)", at: .line(Int(tree.elements[element].line)))
  }

  /// The element with `id`, or `nil` (the table is built on the first call).
  private mutating func element(id: Substring) -> Int? {
    if idTable == nil {
      var table: [String: Int] = [:]
      for i in tree.elements.indices {
        if let id = tree.attribute(i, .id), table[id] == nil { table[id] = i }
      }
      idTable = table
    }
    return idTable![String(id)]
  }

  /// The reference of element `i`: its `href`, else its `xlink:href` (SVG 2: when both are
  /// present, `href` is used and `xlink:href` ignored), or `nil`.
  private func hrefValue(_ i: Int) -> String? {
    tree.attribute(i, .href) ?? tree.attribute(i, .href, namespace: .xlink)
  }

  /// The element a local reference (`#id`) in ``hrefValue(_:)`` of element `i` points to, or `nil`.
  private mutating func hrefTarget(_ i: Int) -> Int? {
    guard let href = hrefValue(i), href.hasPrefix("#") else { return nil }
    return element(id: href.dropFirst())
  }

  private struct Work {
    var element: Int
    var ctm: AffineTransform2D
    var style: SVGStyle
    var viewport: SIMD2<Double>
    var useDepth: Int
    /// The `use` element that instantiates this element (for symbol/svg sizing), or −1.
    var instancedBy: Int
    /// The innermost viewport above this element that clips its content, if any.
    var clip: Clip? = nil
  }

  /// A nested viewport (`svg`, or `symbol` through `use`) whose `overflow` is not `visible`: SVG
  /// clips its content to it; the importer does not, and says so.
  struct Clip {
    /// The viewport's element.
    var element: Int
    /// From user space to the space the viewport's rectangle is in.
    var inverse: AffineTransform2D
    /// The rectangle's corners.
    var low: SIMD2<Double>
    var high: SIMD2<Double>
  }

  /// The viewports already reported for content beyond them (each is reported once).
  private var unclippedViewports = Set<Int>()

  /// Resolves the whole tree.
  mutating func resolve() throws(SVGImportError) {
    guard let root = tree.elements.first else { return }
    guard root.kind == .svg, root.isSVG else {
      throw .notSVG(rootElement: tree.elementName(0), line: Int(root.line))
    }
    var hasUse = false
    for i in tree.elements.indices {
      let kind = tree.elements[i].kind
      if kind == .use { hasUse = true }
      if kind == .style && tree.elements[i].isSVG {
        let type = tree.attribute(i, .type) ?? "text/css"
        if type.isEmpty || type == "text/css" {
          sheet.add(sheet: tree.string(tree.elements[i].text))
        }
      }
    }
    if !sheet.rules.isEmpty {
      classLists = SVGStyleSheet.classLists(tree)
      ruleIndex = SVGStyleSheet.Index(sheet.rules)
    }
    for skipped in sheet.skipped {
      log.append(
        Diagnostic(.warning, "CSS '\(skipped)' is not supported and was skipped", at: nil))
    }
    if hasUse {
      cachesPerElement = true
      _ = element(id: "")  // builds the id table
      circularUse = circularUses()
      let (count, line) = instanceCount()
      if count > instanceBudget { throw .useExpansionTooLarge(limit: useLimit, line: line) }
    }
    var stack = [
      Work(
        element: 0, ctm: .identity, style: SVGStyle(), viewport: SIMD2(100, 100), useDepth: 0,
        instancedBy: -1)
    ]
    stack.reserveCapacity(min(tree.elements.count, 4096))
    var instances = 0
    while let work = stack.popLast() {
      instances += 1
      if instances > instanceBudget {
        throw .useExpansionTooLarge(limit: useLimit, line: Int(tree.elements[work.element].line))
      }
      try process(work, &stack)
    }
  }

  /// The element that `<use>` element `i` references (through the id table), or `nil` (also
  /// for an element that is not a `<use>`).
  private func useTarget(_ i: Int) -> Int? {
    guard tree.elements[i].kind == .use, let href = hrefValue(i), href.hasPrefix("#") else { return nil }
    return idTable?[String(href.dropFirst())]
  }

  /// The elements whose children rendering draws (``instanceCount()`` and ``circularUses()``
  /// follow the same edges: a container's children, a `<use>`'s reference).
  private func rendersChildren(_ i: Int) -> Bool {
    switch tree.elements[i].kind {
    case .svg, .symbol, .g, .a, .switch: true
    default: false
    }
  }

  /// For every element, whether it is a `<use>` on a reference cycle: one whose referenced
  /// element draws, through its children and the references of the `<use>` elements among them,
  /// that `<use>` again (a reference to an ancestor is the shortest such cycle). SVG makes a
  /// circular reference an error; rendering it would repeat the same elements up to the depth
  /// limit (or, with two references in the cycle, hit the instance budget).
  ///
  /// The strongly connected components of the graph of elements reachable from the root (edges:
  /// a container to its children, a `<use>` to its target), found with Tarjan's algorithm
  /// without recursion, in linear time: a `<use>` is circular when it and its target are in the
  /// same component.
  private func circularUses() -> [Bool] {
    let n = tree.elements.count
    var index = [Int32](repeating: -1, count: n)
    var low = [Int32](repeating: 0, count: n)
    var onStack = [Bool](repeating: false, count: n)
    var component = [Int32](repeating: -1, count: n)
    var components: [Int32] = []
    // (node, next child to visit, whether the reference was visited)
    var frames: [(node: Int, child: Int, referenceDone: Bool)] = []
    var counter: Int32 = 0
    func enter(_ v: Int) {
      index[v] = counter
      low[v] = counter
      counter += 1
      components.append(Int32(v))
      onStack[v] = true
      frames.append((v, rendersChildren(v) ? v + 1 : Int(tree.elements[v].end), false))
    }
    enter(0)
    while let frame = frames.last {
      let v = frame.node
      let w: Int?
      if frame.child < Int(tree.elements[v].end) {
        w = frame.child
        frames[frames.count - 1].child = Int(tree.elements[frame.child].end)
      } else if !frame.referenceDone {
        frames[frames.count - 1].referenceDone = true
        w = useTarget(v)
      } else {
        frames.removeLast()
        if let parent = frames.last?.node { low[parent] = min(low[parent], low[v]) }
        if low[v] == index[v] {
          while let member = components.popLast() {
            onStack[Int(member)] = false
            component[Int(member)] = Int32(v)
            if member == v { break }
          }
        }
        continue
      }
      guard let w else { continue }
      if index[w] < 0 {
        enter(w)
      } else if onStack[w] {
        low[v] = min(low[v], index[w])
      }
    }
    var circular = [Bool](repeating: false, count: n)
    for i in 0..<n where component[i] >= 0 {
      if let t = useTarget(i), component[t] == component[i] { circular[i] = true }
    }
    return circular
  }

  /// How many element instances rendering the root creates, counting what `<use>` instantiates
  /// (saturating just above the budget), computed without recursion in linear time so a "use
  /// bomb" is refused before any work. Circular references (``circularUses()``), which rendering
  /// does not follow, are not counted.
  ///
  /// - Returns: The count, and the line of the `<use>` (drawn with no other `<use>` above it) that
  ///   instantiates the most elements: the top of a use bomb, for the error (the root's line when
  ///   no `<use>` is drawn).
  private func instanceCount() -> (count: Int, line: Int) {
    let n = tree.elements.count
    let cap = instanceBudget + 1
    var memo = [Int](repeating: -1, count: n)  // -1 unknown, -2 in progress
    func target(_ i: Int) -> Int? { circularUse[i] ? nil : useTarget(i) }
    var stack: [Int] = [0]
    while let i = stack.last {
      if memo[i] >= 0 {
        stack.removeLast()
        continue
      }
      var pending: [Int] = []
      // Only containers render their children (`defs` renders nothing by itself; `switch` one
      // child, counted as all of them).
      var children = rendersChildren(i) ? tree.children(i) : []
      if let t = target(i) { children.append(t) }
      if memo[i] == -1 {
        memo[i] = -2
        for c in children where memo[c] == -1 { pending.append(c) }
        if !pending.isEmpty {
          stack.append(contentsOf: pending)
          continue
        }
      }
      var total = 1
      for c in children { total = min(cap, total + max(memo[c], 0)) }
      memo[i] = total
      stack.removeLast()
    }
    var top = 0
    var topCount = -1
    var pending = [0]
    while let i = pending.popLast() {
      if tree.elements[i].kind == .use {
        if memo[i] > topCount || (memo[i] == topCount && i < top) { (top, topCount) = (i, memo[i]) }
      } else if rendersChildren(i) {
        pending += tree.children(i)
      }
    }
    return (max(memo[0], 0), Int(tree.elements[top].line))
  }

  /// Applies the cascaded declarations of element `i` to `style`, lowest priority first:
  /// presentation attributes, sheet rules (by specificity, then order), the `style` attribute,
  /// `!important` rules, `!important` in the `style` attribute.
  private mutating func cascade(
    _ i: Int, into style: inout SVGStyle, parent: SVGStyle
  ) throws(SVGImportError) {
    let e = tree.elements[i]
    let start = Int(e.firstAttribute)
    var styleAttribute: Range<Int>? = nil
    for k in start..<(start + Int(e.attributeCount)) {
      let a = tree.attributes[k]
      guard a.namespace == .none else { continue }
      if a.name.known == .style {
        styleAttribute = a.value
      } else if a.name.known.isPresentationAttribute {
        style.apply(a.name.known, Substring(tree.string(a.value)), parent: parent)
      }
    }
    var matched: [SVGStyleSheet.Rule] = []
    if !sheet.rules.isEmpty {
      var tests = ruleIndex.candidates(element: i, in: tree, classes: classLists[i], into: &candidateRules)
      var valueBytes = 0
      for r in candidateRules {
        let rule = sheet.rules[r]
        if SVGStyleSheet.matches(
          rule.selector, element: i, in: tree, classes: classLists, tests: &tests, valueBytes: &valueBytes)
        {
          matched.append(rule)
        }
      }
      styleWork &+= tests
      selectorValueBytes &+= valueBytes
      for rule in matched { styleWork &+= rule.declarations.count }
      if styleWork > styleBudget { throw .styleSheetTooCostly(limit: styleBudget, line: Int(e.line)) }
      matched.sort {
        ($0.selector.specificity, $0.order) < ($1.selector.specificity, $1.order)
      }
      for rule in matched {
        for d in rule.declarations where !d.important && d.property != .other {
          style.apply(d.property, Substring(d.value), parent: parent)
        }
      }
    }
    var inline: [SVGStyleSheet.Declaration] = []
    if let styleAttribute {
      if let cached = inlineStyles[i] {
        inline = cached
      } else {
        inline = Self.reducedInlineStyle(SVGStyleSheet.declarations(Substring(tree.string(styleAttribute))))
        inlineStyleParses &+= 1
        if cachesPerElement { inlineStyles[i] = inline }
      }
      for d in inline where !d.important && d.property != .other {
        style.apply(d.property, Substring(d.value), parent: parent)
      }
    }
    for rule in matched {
      for d in rule.declarations where d.important && d.property != .other {
        style.apply(d.property, Substring(d.value), parent: parent)
      }
    }
    for d in inline where d.important && d.property != .other {
      style.apply(d.property, Substring(d.value), parent: parent)
    }
  }

  /// Attribute `name` of element `i` as a length in user units, or `value` when it is absent or
  /// not a length.
  private func length(
    _ i: Int, _ name: SVGName, axis: SVGValues.Axis, viewport: SIMD2<Double>, default value: Double
  ) -> Double {
    lengthIfValid(i, name, axis: axis, viewport: viewport) ?? value
  }

  /// Attribute `name` of element `i` as a length in user units, or `nil`.
  private func lengthIfValid(
    _ i: Int, _ name: SVGName, axis: SVGValues.Axis, viewport: SIMD2<Double>
  ) -> Double? {
    guard let range = tree.attributeRange(i, name) else { return nil }
    let parts = tree.bytes.withUnsafeBufferPointer {
      SVGValues.lengthParts(bytes: UnsafeBufferPointer(rebasing: $0[range]))
    }
    guard let (v, unit) = parts else { return nil }
    return SVGValues.resolve(v, unit: unit, axis: axis, viewport: viewport)
  }

  private mutating func process(_ work: Work, _ stack: inout [Work]) throws(SVGImportError) {
    let i = work.element
    let e = tree.elements[i]
    guard e.isSVG else { return }
    var style = work.style.inherited()
    try cascade(i, into: &style, parent: work.style)
    if style.displayNone { return }
    // Undeclared `overflow`: SVG's user-agent style sheet's `hidden` for a nested viewport.
    if style.overflowVisible == nil {
      style.overflowVisible = !(i != 0 && (e.kind == .svg || e.kind == .symbol))
    }
    var ctm = work.ctm
    if let range = tree.attributeRange(i, .transform) {
      let parsed: AffineTransform2D?
      if let cached = transforms[i] {
        parsed = cached
      } else {
        parsed = SVGValues.transform(Substring(tree.string(range)))
        transformParses &+= 1
        if cachesPerElement { transforms[i] = .some(parsed) }
      }
      if let local = parsed {
        ctm = local.concatenating(ctm)
      } else {
        let text = tree.string(range.lowerBound..<min(range.upperBound, range.lowerBound + 240))
        log.append(warn(i, "invalid transform '\(text.prefix(60))' ignored"))
      }
    }
    if style.effects != 0 {
      for effect in SVGStyle.Effect.allCases where style.effects & effect.rawValue != 0 {
        log.append(warn(i, "\(effect.name) is not supported and was ignored"))
      }
    }
    func pushChildren(_ ctm: AffineTransform2D, _ viewport: SIMD2<Double>, clip: Clip? = work.clip) {
      let first = stack.count
      var child = i + 1
      let end = Int(e.end)
      while child < end {
        stack.append(
          Work(
            element: child, ctm: ctm, style: style, viewport: viewport, useDepth: work.useDepth,
            instancedBy: -1, clip: clip))
        child = Int(tree.elements[child].end)
      }
      stack[first...].reverse()
    }
    switch e.kind {
    case .svg, .symbol:
      if e.kind == .symbol && work.instancedBy < 0 { return }
      let viewBoxText = tree.attribute(i, .viewBox).map { Substring($0) }
      let viewBox = SVGValues.viewBox(viewBoxText)
      // An invalid `viewBox` (not four numbers separated as SVG says, or a negative size) is
      // ignored, as SVG says; one of zero size disables rendering (below).
      if let viewBoxText, viewBox == nil, !SVGValues.viewBoxDisablesRendering(viewBoxText) {
        log.append(warn(i, "invalid viewBox '\(viewBoxText.prefix(60))' ignored"))
      }
      if i == 0 {
        // The root: its user space is the drawing's space.
        let w = length(i, .width, axis: .x, viewport: SIMD2(100, 100), default: 100)
        let h = length(i, .height, axis: .y, viewport: SIMD2(100, 100), default: 100)
        let viewport = viewBox.map { SIMD2($0.width, $0.height) } ?? SIMD2(w, h)
        pushChildren(work.ctm, viewport)
        return
      }
      // A `viewBox` of zero width or height disables rendering of the element.
      // (Only an invalid `viewBox` can: a valid one has a positive size.)
      if viewBox == nil && SVGValues.viewBoxDisablesRendering(viewBoxText) { return }
      let use = work.instancedBy
      // The use's size, else the element's own, else 100 %: an invalid or negative value
      // (`auto` included) is ignored; zero disables rendering.
      func size(_ name: SVGName, _ axis: SVGValues.Axis) -> Double {
        if use >= 0, let v = lengthIfValid(use, name, axis: axis, viewport: work.viewport), v >= 0 {
          return v
        }
        if let v = lengthIfValid(i, name, axis: axis, viewport: work.viewport), v >= 0 { return v }
        return axis == .x ? work.viewport.x : work.viewport.y
      }
      let w = size(.width, .x)
      let h = size(.height, .y)
      if w <= 0 || h <= 0 { return }
      var local = AffineTransform2D.identity
      var origin = SIMD2<Double>(0, 0)
      if e.kind == .svg {
        origin.x = length(i, .x, axis: .x, viewport: work.viewport, default: 0)
        origin.y = length(i, .y, axis: .y, viewport: work.viewport, default: 0)
        local = AffineTransform2D(translationX: origin.x, y: origin.y)
      }
      // The viewport clips its content unless its `overflow` is `visible` (or `auto`).
      var clip = work.clip
      if style.overflowVisible == false, let inverse = ctm.inverted() {
        clip = Clip(element: i, inverse: inverse, low: origin, high: origin + SIMD2(w, h))
      }
      var viewport = SIMD2(w, h)
      if let viewBox {
        let vb = SVGValues.viewBoxTransform(
          viewBox: viewBox, size: SIMD2(w, h),
          preserveAspectRatio: tree.attribute(i, .preserveAspectRatio).map { Substring($0) })
        local = vb.concatenating(local)
        viewport = SIMD2(viewBox.width, viewBox.height)
      }
      pushChildren(local.concatenating(ctm), viewport, clip: clip)
    case .g, .a:
      pushChildren(ctm, work.viewport)
    case .switch:
      for child in tree.children(i) {
        let c = tree.elements[child]
        guard c.isSVG else { continue }
        if tree.attributeRange(child, .requiredExtensions) != nil { continue }
        if let languages = tree.attribute(child, .systemLanguage) {
          let ok = languages.split(separator: ",").contains {
            let l = $0.trimmingSVGWhitespace().asciiLowercased()
            return l == "en" || l.hasPrefix("en-")
          }
          if !ok { continue }
        }
        stack.append(
          Work(
            element: child, ctm: ctm, style: style, viewport: work.viewport, useDepth: work.useDepth,
            instancedBy: -1, clip: work.clip))
        break
      }
    case .use:
      guard let target = hrefTarget(i) else {
        log.append(warn(i, "reference not found; nothing drawn"))
        return
      }
      // A circular reference (to itself, an ancestor, or through other `<use>` elements back to
      // this one) would repeat the same elements without end.
      if circularUse[i] || work.useDepth >= 64 {
        log.append(warn(i, "recursive reference to '\(hrefValue(i) ?? "")' ignored"))
        return
      }
      let x = length(i, .x, axis: .x, viewport: work.viewport, default: 0)
      let y = length(i, .y, axis: .y, viewport: work.viewport, default: 0)
      let useCTM = AffineTransform2D(translationX: x, y: y).concatenating(ctm)
      stack.append(
        Work(
          element: target, ctm: useCTM, style: style, viewport: work.viewport,
          useDepth: work.useDepth + 1, instancedBy: i, clip: work.clip))
    case .path, .rect, .circle, .ellipse, .line, .polyline, .polygon:
      // A stroke of our own without points is exported with empty geometry: keep its element,
      // so the import restores it from its `ink:` metadata.
      let isInk = tree.attributeRange(i, .points, namespace: .ink) != nil
      guard let local = shapePath(i, viewport: work.viewport) ?? (isInk ? BezierPath() : nil)
      else { return }
      guard style.visible else { return }
      appendShape(i, local, style: style, ctm: ctm, viewport: work.viewport)
      if let clip = work.clip, !unclippedViewports.contains(clip.element) {
        checkClip(clip, element: i, local, ctm: ctm)
      }
    case .text, .image, .foreignObject, .video, .canvas, .iframe:
      if style.visible {
        log.append(warn(i, "\(tree.elementName(i)) is not converted (only shapes are)"))
      }
    default:
      // defs, style, title, desc, metadata, paint servers, clip paths, masks, markers, filters,
      // and unknown elements draw nothing by themselves.
      return
    }
  }

  /// Reports, once per viewport, a shape whose geometry reaches beyond the viewport `clip` that
  /// SVG would clip it to (its stroke's width is not counted).
  private mutating func checkClip(_ clip: Clip, element i: Int, _ local: BezierPath, ctm: AffineTransform2D) {
    let b = local.applying(ctm.concatenating(clip.inverse)).bounds
    guard !b.isNull else { return }
    let scale = max(1, abs(clip.low.x), abs(clip.low.y), abs(clip.high.x), abs(clip.high.y))
    let slack = 1e-9 * scale
    if b.minX < clip.low.x - slack || b.minY < clip.low.y - slack || b.maxX > clip.high.x + slack
      || b.maxY > clip.high.y + slack
    {
      unclippedViewports.insert(clip.element)
      log.append(
        warn(
          clip.element,
          "content beyond the viewport is not clipped (overflow clipping is not supported), e.g. the "
            + "<\(tree.elementName(i))> on line \(tree.elements[i].line)"))
    }
  }

  private mutating func resolvePaint(
    _ paint: SVGPaint, _ i: Int, _ style: SVGStyle, _ what: String
  )
    -> InkColor?
  {
    switch paint {
    case .none: return nil
    case .color(let c): return c
    case .currentColor: return style.color
    case .server(let id, let fallback):
      guard let target = element(id: Substring(id)) else { return fallback }
      let name = tree.elementName(target)
      let isGradient =
        tree.elements[target].kind == .linearGradient || tree.elements[target].kind == .radialGradient
      // An element that is no paint server is an invalid reference: the fallback, else none.
      guard tree.elements[target].isSVG, isGradient || name == "pattern" else { return fallback }
      if isGradient {
        // Approximate with the gradient's first stop colour; without stops it paints none.
        guard let stop = firstStop(target) else { return nil }
        // `stop-color` is black unless set; the `style` attribute's declaration wins over the
        // presentation attribute, and an invalid value is ignored (as CSS drops a declaration).
        // `currentColor` folds ASCII case, as in `fill` and `stroke`.
        var color = InkColor.black
        var stopOpacity = 1.0
        func stopColor(_ value: Substring) -> InkColor? {
          let v = value.trimmingSVGWhitespace()
          return SVGStyle.isKeyword(v, "currentcolor") ? style.color : SVGColor.parse(v)
        }
        if let c = tree.attribute(stop, .stopColor), let v = stopColor(Substring(c)) { color = v }
        if let o = tree.attribute(stop, .stopOpacity), let v = SVGStyle.opacity(Substring(o)) {
          stopOpacity = v
        }
        if let s = tree.attribute(stop, .style) {
          for d in SVGStyleSheet.declarations(Substring(s)) {
            if d.name == "stop-color", let v = stopColor(Substring(d.value)) { color = v }
            if d.name == "stop-opacity", let v = SVGStyle.opacity(Substring(d.value)) {
              stopOpacity = v
            }
          }
        }
        color.alpha *= stopOpacity
        log.append(warn(i, "\(what) gradient approximated by its first stop colour"))
        return color
      }
      log.append(warn(i, "\(what) \(name) is not supported; drawn with its fallback colour"))
      return fallback ?? .black
    }
  }

  private mutating func firstStop(_ gradient: Int) -> Int? {
    var g = gradient
    for _ in 0..<8 {
      if let stop = tree.children(g).first(where: { tree.elements[$0].kind == .stop }) { return stop }
      guard let next = hrefTarget(g) else { return nil }
      g = next
    }
    return nil
  }

  private mutating func appendShape(
    _ i: Int, _ local: BezierPath, style: SVGStyle, ctm: AffineTransform2D, viewport: SIMD2<Double>
  ) {
    let stroke = resolvePaint(style.stroke, i, style, "stroke")
    let fill = resolvePaint(style.fill, i, style, "fill")
    let width = SVGValues.resolve(
      style.strokeWidth.value, unit: style.strokeWidth.unit, axis: .other, viewport: viewport)
    if style.dashed && stroke != nil {
      log.append(warn(i, "stroke-dasharray is not supported; drawn as a solid stroke"))
    }
    if style.markers { log.append(warn(i, "markers are not drawn")) }
    let isInk = tree.attributeRange(i, .points, namespace: .ink) != nil
    if isInk { inkElements.append((shapes.count, i)) }
    shapes.append(
      SVGShape(
        element: i, path: ctm.isIdentity ? local : local.applying(ctm), strokeColor: width > 0 ? stroke : nil,
        strokeWidth: width * ctm.meanScale, strokeOpacity: style.strokeOpacity * style.groupOpacity,
        fillColor: fill, fillOpacity: style.fillOpacity * style.groupOpacity, transform: ctm))
  }

  /// The shape's geometry in its own space, or `nil` when it draws nothing. Circles, ellipses
  /// and rounded corners are elliptical arcs (``EllipticalArc``: within 4.3·10⁻⁶ of the radius).
  private mutating func shapePath(_ i: Int, viewport: SIMD2<Double>) -> BezierPath? {
    func len(_ name: SVGName, _ axis: SVGValues.Axis, _ value: Double = 0) -> Double {
      length(i, name, axis: axis, viewport: viewport, default: value)
    }
    var path = BezierPath()
    switch tree.elements[i].kind {
    case .path:
      let parsed: BezierPath
      let error: SVGPathDataError?
      if tree.elements[i].path >= 0 {
        (parsed, error) = tree.paths[Int(tree.elements[i].path)]
      } else {
        guard let range = tree.attributeRange(i, .d) else { return nil }
        (parsed, error) = tree.bytes.withUnsafeBufferPointer {
          BezierPath.parsingSVGPathData(utf8: UnsafeBufferPointer(rebasing: $0[range]))
        }
      }
      if let error {
        log.append(
          warn(i, "error in d at byte \(error.offset): \(error); the valid prefix is kept"))
      }
      return parsed.isEmpty ? nil : parsed
    case .rect:
      let x = len(.x, .x)
      let y = len(.y, .y)
      let w = len(.width, .x)
      let h = len(.height, .y)
      guard w > 0, h > 0 else { return nil }
      var rx = lengthIfValid(i, .rx, axis: .x, viewport: viewport) ?? -1
      var ry = lengthIfValid(i, .ry, axis: .y, viewport: viewport) ?? -1
      if rx < 0 { rx = ry }
      if ry < 0 { ry = rx }
      rx = min(max(rx, 0), w / 2)
      ry = min(max(ry, 0), h / 2)
      if rx == 0 || ry == 0 {
        path.move(to: SIMD2(x, y))
        path.addLine(to: SIMD2(x + w, y))
        path.addLine(to: SIMD2(x + w, y + h))
        path.addLine(to: SIMD2(x, y + h))
        path.closeSubpath()
      } else {
        let radii = SIMD2(rx, ry)
        path.move(to: SIMD2(x + rx, y))
        path.addLine(to: SIMD2(x + w - rx, y))
        SVGArc.appendQuarter(to: &path, end: SIMD2(x + w, y + ry), radii: radii)
        path.addLine(to: SIMD2(x + w, y + h - ry))
        SVGArc.appendQuarter(to: &path, end: SIMD2(x + w - rx, y + h), radii: radii)
        path.addLine(to: SIMD2(x + rx, y + h))
        SVGArc.appendQuarter(to: &path, end: SIMD2(x, y + h - ry), radii: radii)
        path.addLine(to: SIMD2(x, y + ry))
        SVGArc.appendQuarter(to: &path, end: SIMD2(x + rx, y), radii: radii)
        path.closeSubpath()
      }
    case .circle, .ellipse:
      let cx = len(.cx, .x)
      let cy = len(.cy, .y)
      var rx: Double
      var ry: Double
      if tree.elements[i].kind == .circle {
        rx = len(.r, .other)
        ry = rx
      } else {
        rx = lengthIfValid(i, .rx, axis: .x, viewport: viewport) ?? -1
        ry = lengthIfValid(i, .ry, axis: .y, viewport: viewport) ?? -1
        if rx < 0 { rx = ry }
        if ry < 0 { ry = rx }
      }
      guard rx > 0, ry > 0 else { return nil }
      SVGArc.appendEllipse(to: &path, center: SIMD2(cx, cy), radii: SIMD2(rx, ry))
    case .line:
      path.move(to: SIMD2(len(.x1, .x), len(.y1, .y)))
      path.addLine(to: SIMD2(len(.x2, .x), len(.y2, .y)))
    default:  // polyline, polygon
      guard let range = tree.attributeRange(i, .points) else { return nil }
      var (numbers, error) = tree.bytes.withUnsafeBufferPointer {
        SVGValues.numberList(bytes: UnsafeBufferPointer(rebasing: $0[range]))
      }
      // SVG 2: the element is in error and renders up to the error, as path data does.
      if let error {
        log.append(warn(i, "points list has an error at byte \(error); the valid prefix is kept"))
      } else if numbers.count % 2 == 1 {
        log.append(warn(i, "points list has an odd number of coordinates; the last one is dropped"))
      }
      if numbers.count % 2 == 1 { numbers.removeLast() }
      guard numbers.count >= 4 else { return nil }
      path.move(to: SIMD2(numbers[0], numbers[1]))
      for k in stride(from: 2, to: numbers.count, by: 2) {
        path.addLine(to: SIMD2(numbers[k], numbers[k + 1]))
      }
      if tree.elements[i].kind == .polygon { path.closeSubpath() }
    }
    return path
  }
}
