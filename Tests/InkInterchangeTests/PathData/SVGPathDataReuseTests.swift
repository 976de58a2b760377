import Foundation
import InkTestSupport
import Testing

@testable import InkInterchange

/// `BezierPath.replaceContents(withSVGPathData:)` and its variants: the same result as a fresh
/// parse, bit for bit, whatever the path held before, and no new storage once it is large enough.
@Suite struct SVGPathDataReuseTests {
  /// The elements and error of a fresh parse, for comparison.
  static func fresh(_ bytes: [UInt8]) -> (BezierPath, SVGPathDataError?) {
    bytes.withUnsafeBufferPointer { BezierPath.parsingSVGPathData(utf8: $0) }
  }

  /// Expects `path` to hold exactly `expected` (verbs, and coordinates bit for bit).
  static func expectSame(_ path: BezierPath, _ expected: BezierPath, _ context: String) {
    #expect(path.verbs == expected.verbs, "\(context)")
    #expect(
      path.points.map { [$0.x.bitPattern, $0.y.bitPattern] }
        == expected.points.map { [$0.x.bitPattern, $0.y.bitPattern] }, "\(context)")
  }

  /// Random path data (with errors, junk, NUL, truncation, long and short inputs) parsed one
  /// after another into one path: each result equals a fresh parse of the same bytes.
  @Test func reusedPathMatchesFreshParsesOnRandomInput() {
    var rng = SplitMix64(seed: 51)
    var reused = BezierPath()
    let pieces = SVGPathDataDifferentialTests.pieces + ["a1 1 0 1 1 0 1", "c1 2 3 4 5 6", "z"]
    for round in 0..<4_000 {
      var text = ["", "M", "M1 2", "m-1.5.5 ", "M0,0C"][round % 5]
      // Now and then a long input (past the parser's stack scratch) or an empty one.
      let count = round % 97 == 0 ? 300 : Int(rng.next() % 24)
      for _ in 0..<count {
        text += pieces[Int(rng.next() % UInt64(pieces.count))]
      }
      let bytes = Array(text.utf8)
      let (expectedPath, expectedError) = Self.fresh(bytes)
      let error = bytes.withUnsafeBufferPointer { reused.replaceContentsLeniently(withSVGPathDataUTF8: $0) }
      Self.expectSame(reused, expectedPath, text.debugDescription)
      #expect(error == expectedError, "\(text.debugDescription)")
      // The `String` entry agrees with `parsingSVGPathData(_:)`, location included.
      var fromString = reused
      let stringError = fromString.replaceContentsLeniently(withSVGPathData: text)
      let (stringPath, expectedStringError) = BezierPath.parsingSVGPathData(text)
      Self.expectSame(fromString, stringPath, text.debugDescription)
      #expect(stringError == expectedStringError, "\(text.debugDescription)")
    }
  }

  /// Every `d` attribute of the corpus SVG sets, parsed into one path in document order and then
  /// in reverse order (so each parse follows a bigger and a smaller path).
  @Test func reusedPathMatchesFreshParsesOnTheCorpus() throws {
    var attributes: [[UInt8]] = []
    for set in ["resvg", "feather", "svg-spec-examples"] {
      let directory = PathDataTestSupport.corpusRoot.appendingPathComponent(set)
      let enumerator = try #require(
        FileManager.default.enumerator(atPath: directory.path),
        "corpus set \(set) missing at \(directory.path): the reuse test cannot run")
      var names: [String] = []
      while let name = enumerator.nextObject() as? String {
        if name.hasSuffix(".svg") { names.append(name) }
      }
      for name in names.sorted() {
        // (Some files are not UTF-8: decoded with replacement, as path data is ASCII anyway.)
        let text = String(
          decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
        attributes += PathDataTestSupport.pathDataAttributes(ofSVG: text).map { Array($0.utf8) }
      }
    }
    try #require(attributes.count >= 500, "only \(attributes.count) d attributes in the corpus")
    var reused = BezierPath()
    for bytes in attributes + attributes.reversed() {
      let (expectedPath, expectedError) = Self.fresh(bytes)
      let error = bytes.withUnsafeBufferPointer { reused.replaceContentsLeniently(withSVGPathDataUTF8: $0) }
      let context = String(decoding: bytes, as: UTF8.self)
      Self.expectSame(reused, expectedPath, context)
      #expect(error == expectedError, "\(context)")
    }
  }

  /// The strict entries throw the fresh parse's error and keep the valid prefix; the `String`
  /// entry locates it by `Character` (`\r\n` is one).
  @Test func strictEntriesThrowAndKeepThePrefix() throws {
    var path = try BezierPath(svgPathData: "M0 0 C1 2 3 4 5 6 Q1 2 3 4")
    let text = "M1 2\r\nL3 4 x"
    #expect(throws: SVGPathDataError(.expectedCommand, offset: 11, location: .characterOffset(10))) {
      try path.replaceContents(withSVGPathData: text)
    }
    #expect(PathDataTestSupport.text(path) == "M 1 2 L 3 4")
    #expect(throws: SVGPathDataError(.unexpectedEnd, offset: 7)) {
      try Array("M5 6 L7".utf8).withUnsafeBufferPointer { try path.replaceContents(withSVGPathDataUTF8: $0) }
    }
    #expect(PathDataTestSupport.text(path) == "M 5 6")
    // After an error, a good parse replaces everything; empty data empties the path.
    try path.replaceContents(withSVGPathData: "m1 1 h2 v3 z")
    #expect(PathDataTestSupport.text(path) == "M 1 1 L 3 1 L 3 4 Z")
    try path.replaceContents(withSVGPathData: " \t")
    #expect(path.isEmpty)
    #expect(path.replaceContentsLeniently(withSVGPathData: "L1 2")?.kind == .expectedMoveTo)
    #expect(path.isEmpty)
  }

  /// Once the path has held a bigger path, smaller ones go into the same storage (nothing is
  /// allocated); a copy of the path is not affected (value semantics).
  @Test func storageIsReusedAndCopiesAreUnaffected() throws {
    var path = BezierPath()
    try path.replaceContents(withSVGPathData: "M0 0" + String(repeating: " c1 2 3 4 5 6", count: 100))
    let points = path.points.withUnsafeBufferPointer { $0.baseAddress }
    let verbs = path.verbs.withUnsafeBufferPointer { $0.baseAddress }
    for d in ["M1 2 L3 4", "M0 0 a1 1 0 1 1 0 1 z", "M9 9", "m1 1" + String(repeating: "l1 1", count: 90)] {
      try path.replaceContents(withSVGPathData: d)
      #expect(path == (try BezierPath(svgPathData: d)), "\(d)")
      #expect(path.points.withUnsafeBufferPointer { $0.baseAddress } == points, "\(d)")
      #expect(path.verbs.withUnsafeBufferPointer { $0.baseAddress } == verbs, "\(d)")
    }
    let copy = path
    try path.replaceContents(withSVGPathData: "M7 8")
    #expect(copy == (try BezierPath(svgPathData: "m1 1" + String(repeating: "l1 1", count: 90))))
    #expect(PathDataTestSupport.text(path) == "M 7 8")
  }

  /// Hostile input through the reusing entry: bounded, with the same errors as a fresh parse.
  @Test func hostileInputIntoAReusedPath() throws {
    var path = try BezierPath(svgPathData: "M0 0 L1 1")
    let digits = "M" + String(repeating: "1", count: 1_000_000) + " 2"
    #expect(path.replaceContentsLeniently(withSVGPathData: digits)?.kind == .numberOutOfRange)
    #expect(path.isEmpty)
    let long = "M0 0" + String(repeating: "h1", count: 100_000) + "h1e999"
    let error = path.replaceContentsLeniently(withSVGPathData: long)
    #expect(
      error == SVGPathDataError(.numberOutOfRange, offset: 200_005, location: .characterOffset(200_005)))
    #expect(path.elementCount == 100_001)
    #expect(path.isFinite)
  }
}
