import Foundation
import Testing

@testable import InkInterchange
@testable import InkSVG

@Test func scratchProbeSVG() throws {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/corpus/feather/icons/circle.svg")
  let bytes = Array(try Data(contentsOf: url))
  let options = ImportOptions()
  let result = try SVGFormat().importDrawing(from: bytes, options: options)
  let tree = try LibXML2.parse(bytes, maxDepth: 256, huge: false)
  var r = SVGResolver(tree: tree, tolerance: options.tolerance)
  try r.resolve()
  let sources = SVGConversionTests.sourceSubpaths(r)
  for (source, stroke) in zip(sources, result.drawing.strokes) {
    print("PROBE src", source.svgPathData)
    print("PROBE n", stroke.path.count, stroke.transform)
    let converted = stroke.path.bezierRepresentation.applying(stroke.transform)
    print("PROBE d", HausdorffMeasure.distance(source, converted))
    let (paths, report) = try source.strokePathsWithReport(creationDate: Date(), tolerance: 0.05)
    print("PROBE refit n", paths[0].count, report.maxVerifiedDistance, HausdorffMeasure.distance(source, paths[0].bezierRepresentation))
  }
}
