import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkSVG

enum SVGTestSupport {
  /// The package root: the directory holding `Package.swift`, found from this file.
  static var packageRoot: URL {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
      url = url.deletingLastPathComponent()
    }
    fatalError("Package.swift not found above \(#filePath)")
  }

  /// The shared corpus directory (`../shared/corpus` from the package root).
  static var corpus: URL {
    packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
  }

  /// The fixtures directory next to the tests.
  static var fixtures: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  }

  /// Every `.svg` under a corpus set, sorted, as paths relative to the corpus.
  static func corpusFiles(_ set: String) throws -> [String] {
    let base = corpus.appendingPathComponent(set)
    guard FileManager.default.fileExists(atPath: base.path) else {
      throw CorpusMissing(path: base.path)
    }
    let e = FileManager.default.enumerator(atPath: base.path)!
    var result: [String] = []
    while let p = e.nextObject() as? String {
      if p.hasSuffix(".svg") { result.append(set + "/" + p) }
    }
    return result.sorted()
  }

  /// The bytes of a corpus file (path relative to the corpus).
  ///
  /// - Throws: ``CorpusMissing`` when the shared corpus is not there.
  static func corpusBytes(_ file: String) throws -> [UInt8] {
    let url = corpus.appendingPathComponent(file)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw CorpusMissing(path: url.path)
    }
    return Array(data)
  }

  struct CorpusMissing: Error, CustomStringConvertible {
    var path: String
    var description: String { "the shared corpus is missing at \(path); SVG corpus tests need it" }
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
    let types: [Ink.InkType] = Ink.InkType.builtIn + [.custom("brush<&\"'>"), .custom("ünï")]
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
        mask = m
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
