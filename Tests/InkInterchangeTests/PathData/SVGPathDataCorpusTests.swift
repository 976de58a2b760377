import Foundation
import Testing

@testable import InkInterchange

/// Every file of resvg's `tests/shapes/path/` with the elements (or error) expected for each of its
/// `d` attributes, in document order. A file without an entry fails the test.
@Suite struct SVGPathDataCorpusTests {
  enum Expected {
    /// Exactly these elements and no error. An arc is written `A rx ry rotation large sweep x y
    /// pieces`: that many cubics from the current point to (x, y), turning as `sweep` says.
    case elements(String)
    /// These elements, then this error.
    case failure(kept: String, SVGPathDataError.Kind, offset: Int)
  }

  static let expectations: [String: [Expected]] = [
    "A.svg": [.failure(kept: "", .expectedMoveTo, offset: 0)],
    "M-A-s.svg": [.elements("M 30 40 A 40 30 20 1 1 150 100 4 C 150 100 170 130 70 150")],
    "M-A-t.svg": [.elements("M 30 40 A 40 30 20 1 1 150 100 4 Q 150 100 70 150")],
    "M-A-trimmed.svg": [
      .elements("M 10 -20 A 5.5 0.3 -4 0 1 0 -0.1 4"), .elements("M 10 -20 A 5.5 0.3 -4 0 1 0 -0.1 4"),
    ],
    "M-A.svg": [.elements("M 30 40 A 40 30 20 1 1 150 100 4")],
    "M-C-S.svg": [.elements("M 30 40 C 16 137 171 45 100 90 C 29 135 171 45 180 155")],
    "M-C.svg": [.elements("M 30 40 C 16 137 171 45 180 155")],
    "M-H-H-implicit.svg": [.elements("M 30 40 L 50 40 L 150 40")],
    "M-H-H.svg": [.elements("M 30 40 L 50 40 L 150 40")],
    "M-H.svg": [.elements("M 30 40 L 150 40")],
    "M-L-L-Z-rel.svg": [.elements("M 30 40 L 100 150 L 160 110 Z")],
    "M-L-L-Z.svg": [.elements("M 30 40 L 100 150 L 160 110 Z")],
    "M-L-L-implicit.svg": [.elements("M 30 40 L 150 160 L 100 50")],
    "M-L-M-L.svg": [.elements("M 30 40 L 100 150 M 180 30 L 120 140")],
    "M-L-M-Z.svg": [.elements("M 30 40 L 100 150 M 180 30 Z")],
    "M-L-M.svg": [.elements("M 30 40 L 100 150 M 180 30")],
    // After z the arc starts at the subpath start (10, 50), with no explicit move.
    "M-L-Z-A.svg": [.elements("M 10 50 L 10 10 L 50 10 Z A 5 5 0 0 1 150 150 4")],
    "M-L-Z-L-L.svg": [.elements("M 10 10 L 10 20 L 20 10 Z L 100 100 L 120 100")],
    "M-L.svg": [.elements("M 30 40 L 150 160")],
    "M-M-implicit-M-implicit.svg": [.elements("M 30 40 L 110 160 L 150 60")],
    "M-M-rel.svg": [.elements("M 30 40 M 80 100")],
    "M-M.svg": [.elements("M 30 40 M 50 60")],
    "M-Q-T-rel.svg": [.elements("M 30 40 Q 171 45 100 90 Q 29 135 160 170")],
    "M-Q-T.svg": [.elements("M 30 40 Q 171 45 100 90 Q 29 135 160 180")],
    "M-Q-rel-T-rel.svg": [.elements("M 30 40 Q 201 85 80 80 Q -41 75 140 160")],
    "M-Q.svg": [.elements("M 30 40 Q 171 45 180 155")],
    "M-S-S.svg": [.elements("M 30 40 C 30 40 160 45 160 140 C 160 235 45 160 50 60")],
    "M-S.svg": [.elements("M 30 40 C 30 40 171 45 180 155")],
    "M-T-Q-rel.svg": [.elements("M 30 30 Q 30 30 40 140 Q 70 240 160 110")],
    "M-T-Q.svg": [.elements("M 30 30 Q 30 30 40 140 Q 80 180 170 30")],
    "M-T-S-rel.svg": [.elements("M 30 30 Q 30 30 40 170 C 40 170 130 150 130 80")],
    "M-T-S.svg": [.elements("M 30 30 Q 30 30 40 170 C 40 170 170 170 170 30")],
    "M-T-T-rel.svg": [.elements("M 30 30 Q 30 30 40 140 Q 50 250 140 110")],
    "M-T-T.svg": [.elements("M 30 30 Q 30 30 40 140 Q 50 250 170 30")],
    "M-T.svg": [.elements("M 30 40 Q 30 40 180 155")],
    "M-V-V-implicit.svg": [.elements("M 30 40 L 30 50 L 30 150")],
    "M-V-V.svg": [.elements("M 30 40 L 30 50 L 30 150")],
    "M-V.svg": [.elements("M 30 40 L 30 150")],
    "M-Z.svg": [.elements("M 30 40 Z")],
    "M-rel-M-rel-implicit-M-rel-implicit.svg": [.elements("M 30 40 L 140 160 L 120 30")],
    "M-rel-M.svg": [.elements("M 30 40 M 50 60")],
    "M.svg": [.elements("M 100 100")],
    "empty.svg": [.elements("")],
    "extra-spaces.svg": [
      .elements("M 30 40 L 110 160 L 150 60"), .elements("M 30 40 L 110 160 L 150 60"),
    ],
    "invalid-data-in-L.svg": [
      .elements("M 30 40 L 110 160"),
      .failure(kept: "M 30 40 L 110 160", .expectedNumber, offset: 23),
    ],
    "invalid-transform.svg": [.elements("M 30 40 C 16 137 171 45 180 155")],
    "missing-coordinate-in-L.svg": [
      .elements("M 30 40 L 110 160"),
      .failure(kept: "M 30 40 L 110 160", .unexpectedEnd, offset: 23),
    ],
    "multi-line-data.svg": [
      .elements("M 30 40 L 110 160 L 150 60"), .elements("M 30 40 L 110 160 L 150 60"),
    ],
    "negative-large-arc-flag-value.svg": [
      .elements("M 100 100 L 75 100 A 25 25 0 1 0 100 75 6 Z"),
      .failure(kept: "M 100 100 L 75 100", .expectedFlag, offset: 26),
    ],
    "negative-sweep-flag-value.svg": [
      .elements("M 100 100 L 75 100 A 25 25 0 1 1 100 125 6 Z"),
      .failure(kept: "M 100 100 L 75 100", .expectedFlag, offset: 28),
    ],
    "no-commawsp-after-sweep-flag.svg": [
      .elements("M 100 100 L 125 100 A 25 25 0 1 1 100 75 6 Z"),
      .elements("M 100 100 L 125 100 A 25 25 0 1 1 100 75 6 Z"),
    ],
    // `a 25 2501 025 -25`: ry is 2501, the rotation 025, and `-` is no flag.
    "no-commawsp-before-arc-flags.svg": [
      .elements("M 100 100 L 75 100 A 25 25 0 1 0 100 75 6 Z"),
      .failure(kept: "M 100 100 L 75 100", .expectedFlag, offset: 30),
    ],
    "no-commawsp-between-and-after-arc-flags.svg": [
      .elements("M 100 100 L 75 100 A 25 25 0 1 1 100 125 6 Z"),
      .elements("M 100 100 L 75 100 A 25 25 0 1 1 100 125 6 Z"),
    ],
    "no-commawsp-between-arc-flags.svg": [
      .elements("M 100 100 L 125 100 A 25 25 0 1 0 100 125 6 Z"),
      .elements("M 100 100 L 125 100 A 25 25 0 1 0 100 125 6 Z"),
    ],
    // The test decodes `&#x20;` as an XML parser would.
    "numeric-character-references.svg": [
      .elements("M 10 10 L 190 190"), .elements("M 10 10 L 190 190"),
    ],
    "out-of-range-large-arc-flag-value.svg": [
      .elements("M 100 100 L 125 100 A 25 25 0 1 0 100 125 6 Z"),
      .failure(kept: "M 100 100 L 125 100", .expectedFlag, offset: 24),
    ],
    "out-of-range-sweep-flag-value.svg": [
      .elements("M 100 100 L 125 100 A 25 25 0 1 1 100 75 6 Z"),
      .failure(kept: "M 100 100 L 125 100", .expectedFlag, offset: 27),
    ],
  ]

  static var directory: URL {
    PathDataTestSupport.corpusRoot.appendingPathComponent("resvg/tests/shapes/path")
  }

  static var fileNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".svg") }.sorted()
  }

  @Test func corpusIsPresent() {
    #expect(
      Self.fileNames.count >= 50,
      "resvg corpus missing at \(Self.directory.path): path-data corpus tests cannot run")
  }

  @Test func everyFileHasAnEntry() {
    let missing = Set(Self.fileNames).subtracting(Self.expectations.keys)
    #expect(missing.isEmpty, "files without an expectation: \(missing.sorted())")
    let stale = Set(Self.expectations.keys).subtracting(Self.fileNames)
    #expect(stale.isEmpty, "expectations without a file: \(stale.sorted())")
  }

  @Test(arguments: fileNames)
  func file(_ name: String) throws {
    let text = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
    let attributes = PathDataTestSupport.pathDataAttributes(ofSVG: text)
    let expected = try #require(Self.expectations[name], "no expectation for \(name)")
    try #require(attributes.count == expected.count, "\(name): \(attributes.count) d attributes")
    for (d, expectation) in zip(attributes, expected) {
      let (path, error) = PathDataTestSupport.parse(d)
      switch expectation {
      case .elements(let elements):
        #expect(error == nil, "\(name): \(d)")
        try Self.check(path, against: elements, context: "\(name): \(d)")
      case .failure(let kept, let kind, let offset):
        #expect(error?.kind == kind, "\(name): \(d)")
        #expect(error?.offset == offset, "\(name): \(d)")
        try Self.check(path, against: kept, context: "\(name): \(d)")
        // The strict entry throws the same error.
        #expect(throws: error!) { _ = try BezierPath(svgPathData: d) }
      }
    }
  }

  /// Compares elements with the expectation text; arcs are checked for shape, not digits.
  static func check(_ path: BezierPath, against expected: String, context: String) throws {
    var tokens = expected.split(separator: " ").map(String.init)[...]
    var elements = path.elements[...]
    var current = SIMD2<Double>(0, 0)
    var start = current
    func take(_ n: Int) throws -> [Double] {
      let values = tokens.prefix(n).compactMap(Double.init)
      try #require(values.count == n, "bad expectation \(expected)")
      tokens = tokens.dropFirst(n)
      return values
    }
    func v(_ p: CGPoint) -> SIMD2<Double> { SIMD2(p.x, p.y) }
    while let letter = tokens.popFirst() {
      if letter == "A" {
        let a = try take(8)
        let end = SIMD2(a[5], a[6])
        let sweep = a[4] == 1
        var pieces = 0
        var chords: [SIMD2<Double>] = []
        var from = current
        while case .curve(let to, let c1, let c2)? = elements.first {
          elements = elements.dropFirst()
          pieces += 1
          // Handles leave and enter on the arc's turning side.
          chords.append(v(to) - from)
          #expect((v(c1) - from) != .zero && (v(to) - v(c2)) != .zero, "\(context)")
          from = v(to)
          if v(to) == end { break }
        }
        #expect(from == end, "\(context): arc does not end at \(end)")
        #expect(pieces == Int(a[7]), "\(context): \(pieces) cubics for the arc")
        for k in chords.indices.dropFirst() {
          let c = chords[k - 1]
          let d = chords[k]
          let cross = c.x * d.y - c.y * d.x
          #expect(sweep ? cross > 0 : cross < 0, "\(context): arc turns the wrong way")
        }
        current = end
        continue
      }
      let next = elements.popFirst()
      let element = try #require(next, "\(context): missing element \(letter)")
      switch letter {
      case "M":
        let p = try take(2)
        #expect(element == .move(to: CGPoint(x: p[0], y: p[1])), "\(context)")
        current = SIMD2(p[0], p[1])
        start = current
      case "L":
        let p = try take(2)
        #expect(element == .line(to: CGPoint(x: p[0], y: p[1])), "\(context)")
        current = SIMD2(p[0], p[1])
      case "Q":
        let p = try take(4)
        #expect(
          element == .quadCurve(to: CGPoint(x: p[2], y: p[3]), control: CGPoint(x: p[0], y: p[1])),
          "\(context)")
        current = SIMD2(p[2], p[3])
      case "C":
        let p = try take(6)
        #expect(
          element
            == .curve(
              to: CGPoint(x: p[4], y: p[5]), control1: CGPoint(x: p[0], y: p[1]),
              control2: CGPoint(x: p[2], y: p[3])), "\(context)")
        current = SIMD2(p[4], p[5])
      case "Z":
        #expect(element == .closeSubpath, "\(context)")
        current = start
      default:
        Issue.record("bad expectation token \(letter)")
      }
    }
    #expect(elements.isEmpty, "\(context): \(elements.count) unexpected elements left")
  }
}
