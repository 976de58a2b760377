import Foundation
import InkInterchange
import Testing

@testable import InkSVG

/// Every SVG of the shared corpus (resvg tests, feather icons, the SVG 1.1 specification's
/// examples) imports or fails with a clear error; the files that fail are listed here with why.
@Suite("SVG corpus")
struct SVGCorpusTests {
  /// Files expected to fail, with the reason (a substring of the error's description).
  static let expectedFailures: [String: String] = [:]

  static let sets = ["resvg", "feather", "svg-spec-examples"]

  @Test("Every corpus file resolves or fails as listed")
  func corpusResolves() throws {
    var failures: [String: String] = [:]
    var count = 0
    for set in Self.sets {
      for file in try SVGTestSupport.corpusFiles(set) {
        count += 1
        let bytes = try SVGTestSupport.corpusBytes(file)
        do {
          let tree = try LibXML2.parse(bytes, maxDepth: 256, huge: false)
          var r = SVGResolver(tree: tree, tolerance: 0.05)
          try r.resolve()
          for shape in r.shapes { #expect(shape.path.isFinite, "\(file)") }
        } catch {
          failures[file] = "\(error)"
        }
      }
    }
    #expect(count > 1000)
    for (file, message) in failures.sorted(by: { $0.key < $1.key }) {
      guard let reason = Self.expectedFailures[file] else {
        Issue.record("unexpected failure: \(file): \(message)")
        continue
      }
      #expect(message.contains(reason), "\(file): \(message)")
    }
    for file in Self.expectedFailures.keys where failures[file] == nil {
      Issue.record("expected to fail but resolved: \(file)")
    }
  }
}
