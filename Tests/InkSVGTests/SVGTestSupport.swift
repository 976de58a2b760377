import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkSVG

enum SVGTestSupport {
  /// The test data (package root, shared corpus, fixtures next to these tests), located from
  /// this file.
  ///
  /// - Throws: ``FixtureError`` when no `Package.swift` is above this file.
  static func testData() throws -> TestFixtures { try TestFixtures() }

  /// Every `.svg` under a corpus set, sorted, as paths relative to the corpus.
  ///
  /// - Throws: ``FixtureError`` when the shared corpus or the set is missing.
  static func corpusFiles(_ set: String) throws -> [String] {
    let base = try testData().corpusDirectory().appendingPathComponent(set)
    guard let e = FileManager.default.enumerator(atPath: base.path),
      FileManager.default.fileExists(atPath: base.path)
    else {
      throw FixtureError.fileMissing(base.path, what: "corpus set")
    }
    var result: [String] = []
    while let p = e.nextObject() as? String {
      if p.hasSuffix(".svg") { result.append(set + "/" + p) }
    }
    return result.sorted()
  }

  /// The bytes of a corpus file (path relative to the corpus).
  ///
  /// - Throws: ``FixtureError`` when the shared corpus or the file is missing.
  static func corpusBytes(_ file: String) throws -> [UInt8] {
    try testData().corpusBytes(file)
  }

  static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

  static func importSVG(_ s: String, _ options: ImportOptions = ImportOptions()) throws -> ImportResult {
    try SVGFormat().importDrawing(from: Array(s.utf8), options: options)
  }

  /// Resolves a document into shapes without converting (no fitter involved).
  static func resolve(_ s: String, tolerance: Double = 0.05) throws -> SVGResolver {
    let tree = try LibXML2.parse(Array(s.utf8), maxDepth: 256, huge: false)
    var r = SVGResolver(tree: tree, tolerance: tolerance)
    try r.resolve()
    return r
  }

  /// A random drawing with every property varied (finite values only), for round trips.
  static func randomDrawing(_ rng: inout SplitMix64, strokes: Int = 5) -> Drawing {
    func d(_ lo: Double, _ hi: Double) -> Double { Double.random(in: lo...hi, using: &rng) }
    func wild() -> Double {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: return -0.0
      case 1: return d(-1e-300, 1e-300)
      case 2: return d(-1e6, 1e6)
      case 3: return Double(Int.random(in: -100...100, using: &rng))
      default: return d(-100, 100)
      }
    }
    var drawing = Drawing()
    let types: [Ink.InkType] =
      Ink.InkType.builtIn + [
        .custom("brush<&\"'>"), .custom("ünï"), .custom("a\u{0}b%41\u{1F}\t\n\r\u{FFFE}\u{FFFF}%"),
      ]
    for _ in 0..<strokes {
      let n = Int.random(in: 1...40, using: &rng)
      var points: [StrokePoint] = []
      for _ in 0..<n {
        points.append(
          StrokePoint(
            location: CGPoint(x: wild(), y: wild()), timeOffset: d(0, 100),
            size: CGSize(width: d(0, 30), height: d(0, 30)), opacity: d(0, 2), force: d(0, 5),
            azimuth: d(-4, 4), altitude: d(0, 1.6), secondaryScale: d(0, 3), threshold: d(0, 1)))
      }
      let path = StrokePath(
        controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: d(-1e9, 1e9)))
      let transform =
        Bool.random(using: &rng)
        ? .identity
        : AffineTransform2D(
          a: d(-2, 2), b: d(-2, 2), c: d(-2, 2), d: d(-2, 2), tx: d(-50, 50), ty: d(-50, 50))
      var mask: BezierPath? = nil
      if Int.random(in: 0..<3, using: &rng) == 0 {
        var m = BezierPath()
        m.addLine(to: SIMD2(wild(), wild()))  // begins with a drawing element
        m.move(to: SIMD2(wild(), wild()))
        m.addQuadCurve(to: SIMD2(wild(), wild()), control: SIMD2(wild(), wild()))
        m.addCurve(
          to: SIMD2(wild(), wild()), control1: SIMD2(wild(), wild()), control2: SIMD2(wild(), wild()))
        m.closeSubpath()
        m.addLine(to: SIMD2(wild(), wild()))
        // Formats read a mask that begins with a drawing element back with an explicit move to
        // the origin (`withExplicitStart`, tested in SVGRoundTripTests), so the drawing holds it so.
        mask = m.withExplicitStart
      }
      let color = InkColor(red: d(0, 1), green: d(0, 1), blue: d(0, 1), alpha: d(0, 1))
      drawing.append(
        Stroke(
          ink: Ink(types.randomElement(using: &rng)!, color: color), path: path, transform: transform,
          mask: mask, randomSeed: UInt32.random(in: 0...UInt32.max, using: &rng)))
    }
    return drawing
  }
}
