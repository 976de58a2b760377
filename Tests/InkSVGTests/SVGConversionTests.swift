import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkSVG

@Suite("SVG conversion (import through the fitter)")
struct SVGConversionTests {
  /// The importer's rule for which shapes become strokes (the fill's outline, then the stroke,
  /// each subpath once per paint), restated here so the test can pair strokes with source
  /// subpaths.
  static func sourceSubpaths(_ r: SVGResolver, fill: Bool = true) -> [BezierPath] {
    var result: [BezierPath] = []
    for shape in r.shapes {
      let filled =
        fill && shape.fillColor != nil && shape.fillOpacity > 0
        && r.tree.elements[shape.element].kind != .line
      let paints = (filled ? 1 : 0) + (shape.strokeColor != nil ? 1 : 0)
      for _ in 0..<paints {
        for sub in shape.path.subpaths where sub.segmentCount > 0 { result.append(sub) }
      }
    }
    return result
  }

  @Test("The independent Hausdorff measurement measures what it should")
  func measurementSanity() {
    var a = BezierPath()
    a.move(to: SIMD2(0, 0))
    a.addLine(to: SIMD2(10, 0))
    var b = BezierPath()
    b.move(to: SIMD2(0, 0.3))
    b.addLine(to: SIMD2(10, 0.3))
    #expect(abs(HausdorffDistance.measure(a, b, tolerance: 0.1).distance - 0.3) < 1e-12)
    var c = BezierPath()
    c.move(to: SIMD2(0, 0))
    c.addLine(to: SIMD2(12, 0))
    #expect(abs(HausdorffDistance.measure(a, c, tolerance: 0.1).distance - 2) < 1e-12)
    // A fit just over a tolerance is caught (exactly: 0.3 against 0.299 999).
    #expect(HausdorffDistance.measure(a, b, tolerance: 0.299_999).distance > 0.299_999)
  }

  /// The files measured: every SVG specification example, every path-shape test of resvg, and
  /// every fourth feather icon (the whole corpus takes minutes in debug builds).
  static func fidelityFiles() throws -> [String] {
    let feather = try SVGTestSupport.corpusFiles("feather").enumerated().filter { $0.offset % 4 == 0 }
    return try SVGTestSupport.corpusFiles("svg-spec-examples")
      + SVGTestSupport.corpusFiles("resvg/tests/shapes/path") + feather.map(\.element)
  }

  @Test("Converted strokes lie within the tolerance of the source geometry (independent check)")
  func geometryFidelity() throws {
    let options = ImportOptions()
    var checked = 0
    var worst = 0.0
    do {
      for file in try Self.fidelityFiles() {
        let bytes = try SVGTestSupport.corpusBytes(file)
        guard let result = try? SVGFormat().importDrawing(from: bytes, options: options) else { continue }
        let tree = try LibXML2.parse(bytes, maxDepth: 256, huge: false)
        var r = SVGResolver(tree: tree, tolerance: options.tolerance)
        try r.resolve()
        let sources = Self.sourceSubpaths(r)
        try #require(sources.count == result.drawing.strokes.count, "\(file)")
        for (source, stroke) in zip(sources, result.drawing.strokes) {
          let converted = stroke.path.bezierRepresentation.applying(stroke.transform)
          let d = HausdorffDistance.measure(
            source, converted, tolerance: options.tolerance, spacing: options.tolerance / 2
          ).distance
          worst = max(worst, d)
          // (Exact above the tolerance; the stroke's transform may round the last bit.)
          #expect(d <= options.tolerance * (1 + 1e-9), "\(file): distance \(d)")
          checked += 1
        }
      }
    }
    #expect(checked > 150)
  }

  @Test(
    "Colour, opacity and width are carried through",
    arguments: [
      ("resvg/tests/painting/stroke/named-color.svg", 0, (0.0, 128.0 / 255, 0.0), 1.0, 3.0),
      ("resvg/tests/painting/stroke-opacity/50percent.svg", 0, (0.0, 128.0 / 255, 0.0), 0.5, 40.0),
      ("resvg/tests/painting/stroke-opacity/nested.svg", 0, (0.0, 128.0 / 255, 0.0), 0.5, 40.0),
      ("resvg/tests/painting/stroke-opacity/with-opacity.svg", 0, (0.0, 128.0 / 255, 0.0), 0.25, 40.0),
      ("resvg/tests/painting/stroke-width/percentage.svg", 0, (0.0, 128.0 / 255, 0.0), 1.0, 20.0),
      ("resvg/tests/painting/stroke-width/default.svg", 1, (0.0, 128.0 / 255, 0.0), 1.0, 1.0),
      ("resvg/tests/structure/style/class-selector.svg", 0, (0.0, 128.0 / 255, 0.0), 1.0, 1.0),
      ("resvg/tests/structure/style/iD-selector.svg", 0, (0.0, 128.0 / 255, 0.0), 1.0, 1.0),
      (
        "resvg/tests/structure/style/current-color-stroke-before-color.svg", 0, (0.0, 128.0 / 255, 0.0), 1.0,
        2.0
      ),
      ("resvg/tests/structure/style-attribute/simple-case.svg", 0, (0.0, 128.0 / 255, 0.0), 1.0, 1.0),
    ] as [(String, Int, (Double, Double, Double), Double, Double)])
  func styleFidelity(
    file: String, stroke index: Int, rgb: (Double, Double, Double), opacity: Double, width: Double
  ) throws {
    let bytes = try SVGTestSupport.corpusBytes(file)
    // The stroke tests' shapes are also filled: fills skipped there, so the strokes are the
    // stroked shapes' own. The style tests check filled-only shapes, converted as outlines.
    var options = ImportOptions()
    options.formatOptions["fill"] = file.contains("/painting/stroke") ? "skip" : "outline"
    let result = try SVGFormat().importDrawing(from: bytes, options: options)
    let stroke = try #require(result.drawing.strokes.dropFirst(index).first)
    #expect(stroke.ink.color == InkColor(red: rgb.0, green: rgb.1, blue: rgb.2))
    for p in stroke.path {
      #expect(Double(p.opacity) == opacity)
      #expect(p.size == CGSize(width: width, height: width))
    }
  }

  @Test("Every painting/stroke* and structure/style* file carries the resolved style")
  func styleFidelityAll() throws {
    for file in try SVGTestSupport.corpusFiles("resvg/tests")
    where file.contains("/painting/stroke") || file.contains("/structure/style") {
      let bytes = try SVGTestSupport.corpusBytes(file)
      guard let result = try? SVGFormat().importDrawing(from: bytes, options: ImportOptions()) else {
        continue
      }
      let tree = try LibXML2.parse(bytes, maxDepth: 256, huge: false)
      var r = SVGResolver(tree: tree, tolerance: 0.05)
      try r.resolve()
      var expected: [(InkColor, Double, Double)] = []
      for shape in r.shapes {
        let subpaths = shape.path.subpaths.filter { $0.segmentCount > 0 }.count
        if let c = shape.fillColor, shape.fillOpacity > 0, r.tree.elements[shape.element].kind != .line {
          expected += Array(repeating: (c, shape.fillOpacity, SVGImporter.outlineWidth), count: subpaths)
        }
        if let c = shape.strokeColor {
          expected += Array(repeating: (c, shape.strokeOpacity, shape.strokeWidth), count: subpaths)
        }
      }
      try #require(expected.count == result.drawing.strokes.count, "\(file)")
      for (e, stroke) in zip(expected, result.drawing.strokes) {
        #expect(stroke.ink.color == e.0, "\(file)")
        #expect(stroke.path.allSatisfy { $0.opacity == e.1 && $0.size.width == e.2 }, "\(file)")
      }
    }
  }

  @Test("fill=skip leaves filled-only shapes out, each with a warning")
  func fillSkip() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg">
        <rect width="10" height="10"/>
        <line x2="10" stroke="black"/>
      </svg>
      """
    let outline = try SVGTestSupport.importSVG(svg)
    #expect(outline.drawing.strokes.count == 2)
    var options = ImportOptions()
    options.formatOptions["fill"] = "skip"
    let skipped = try SVGTestSupport.importSVG(svg, options)
    #expect(skipped.drawing.strokes.count == 1)
    #expect(
      skipped.diagnostics.contains {
        $0.message.contains("skipped") && $0.location == .line(2)
      })
    options.formatOptions["fill"] = "maybe"
    #expect(throws: SVGImportError.invalidOption(key: "fill", value: "maybe")) {
      try SVGTestSupport.importSVG(svg, options)
    }
  }

  @Test("A shape with fill and stroke yields the fill's outline, then the stroke (paint order)")
  func fillAndStroke() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg">
        <rect x="1" y="2" width="30" height="20" fill="#ff0000" fill-opacity="0.5"
              stroke="#0000ff" stroke-width="3"/>
      </svg>
      """
    let both = try SVGTestSupport.importSVG(svg)
    try #require(both.drawing.strokes.count == 2)
    let fill = both.drawing.strokes[0]
    let stroke = both.drawing.strokes[1]
    #expect(fill.ink.color == InkColor(red: 1, green: 0, blue: 0))
    #expect(fill.path.allSatisfy { $0.opacity == 0.5 && $0.size.width == SVGImporter.outlineWidth })
    #expect(stroke.ink.color == InkColor(red: 0, green: 0, blue: 1))
    #expect(stroke.path.allSatisfy { $0.opacity == 1 && $0.size.width == 3 })
    // Both follow the same outline.
    let d = HausdorffDistance.measure(
      fill.path.bezierRepresentation, stroke.path.bezierRepresentation, tolerance: 2 * 0.05
    ).distance
    #expect(d <= 2 * 0.05)
    #expect(both.diagnostics.contains { $0.message.contains("fill converted as its outline") })
    #expect(!both.diagnostics.contains { $0.message.contains("not converted") })

    var options = ImportOptions()
    options.formatOptions["fill"] = "skip"
    let skipped = try SVGTestSupport.importSVG(svg, options)
    try #require(skipped.drawing.strokes.count == 1)
    #expect(skipped.drawing.strokes[0].ink.color == InkColor(red: 0, green: 0, blue: 1))
    #expect(skipped.diagnostics.contains { $0.message.contains("fill skipped") })
  }

  @Test("Circles are built from elliptical arcs: exact to the arc bound, and few control points")
  func circleFromArcs() throws {
    // A large radius, where the error of a cubic approximation shows.
    let r = try SVGTestSupport.resolve(
      "<svg xmlns='http://www.w3.org/2000/svg'><circle cx='3' cy='4' r='1000' stroke='black'/></svg>")
    let circle = r.shapes[0].path
    // Four quarter arcs, each in 45° pieces (EllipticalArc's largest piece).
    #expect(circle.verbs.filter { $0 == .curve }.count == 8)
    #expect(circle.points.first == SIMD2(1003, 4))
    var worst = 0.0
    circle.forEachSegment { segment, _, _ in
      for k in 0...64 {
        let p = segment.cubic.point(at: Double(k) / 64) - SIMD2(3, 4)
        worst = max(worst, abs((p * p).sum().squareRoot() - 1000))
      }
    }
    #expect(worst <= EllipticalArc.maximumErrorPerRadius * 1000)
    // The conversion keeps a plain circle small: a handful of B-spline control points.
    let result = try SVGTestSupport.importSVG(
      "<svg xmlns='http://www.w3.org/2000/svg'><circle cx='12' cy='12' r='10' stroke='black' fill='none'/></svg>"
    )
    let stroke = try #require(result.drawing.strokes.first)
    #expect(stroke.path.count <= 24, "\(stroke.path.count) control points")
  }

  @Test("Width follows the transform's scale; the tolerance holds in user space")
  func transformScale() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg">
        <g transform="scale(100)"><circle cx="1" cy="1" r="0.5" stroke="black" stroke-width="0.02" fill="none"/></g>
      </svg>
      """
    let result = try SVGTestSupport.importSVG(svg)
    let stroke = try #require(result.drawing.strokes.first)
    #expect(stroke.path.allSatisfy { abs($0.size.width - 2) < 1e-12 })
    let r = try SVGTestSupport.resolve(svg)
    let d = HausdorffDistance.measure(
      r.shapes[0].path, stroke.path.bezierRepresentation, tolerance: 0.05
    ).distance
    #expect(d <= 0.05 * (1 + 1e-9))
    // The true circle of radius 50 around (100, 100), sampled densely.
    var worst = 0.0
    stroke.path.bezierRepresentation.forEachSegment { segment, _, _ in
      for k in 0...16 {
        let p = segment.cubic.point(at: Double(k) / 16) - SIMD2(100, 100)
        worst = max(worst, abs((p * p).sum().squareRoot() - 50))
      }
    }
    #expect(worst <= 0.05 * 1.1)
  }

  @Test("Every corpus file imports or fails as listed; svg → ink → svg → ink is stable after the first cycle")
  func corpusImports() throws {
    var failures: [String: String] = [:]
    var cycled = 0
    for set in SVGCorpusTests.sets {
      for file in try SVGTestSupport.corpusFiles(set) {
        let bytes = try SVGTestSupport.corpusBytes(file)
        let first: ImportResult
        do {
          first = try SVGFormat().importDrawing(from: bytes, options: ImportOptions())
          try first.drawing.validate()
        } catch {
          failures[file] = "\(error)"
          continue
        }
        // The cycle: our export of the import restores bit for bit and exports the same bytes.
        let svg1 = try SVGFormat().exportDrawing(first.drawing, options: ExportOptions()).bytes
        let second = try SVGFormat().importDrawing(from: svg1, options: ImportOptions())
        #expect(second.drawing.isBitwiseEqual(to: first.drawing), "\(file)")
        let svg2 = try SVGFormat().exportDrawing(second.drawing, options: ExportOptions()).bytes
        #expect(svg2 == svg1, "\(file)")
        cycled += 1
      }
    }
    #expect(cycled > 1000)
    for (file, message) in failures.sorted(by: { $0.key < $1.key }) {
      guard let reason = SVGCorpusTests.expectedFailures[file] else {
        Issue.record("unexpected failure: \(file): \(message)")
        continue
      }
      #expect(message.contains(reason), "\(file): \(message)")
    }
    for file in SVGCorpusTests.expectedFailures.keys where failures[file] == nil {
      Issue.record("expected to fail but imported: \(file)")
    }
  }
}
