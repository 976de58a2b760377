import Foundation
import Testing

@testable import InkInterchange

/// One grammar rule per test: the elements each input parses to, or its error and offset.
@Suite struct SVGPathDataParserTests {
  /// Parses `d` strictly and returns the plain element text (see `PathDataTestSupport.text`).
  func elements(_ d: String) throws -> String {
    PathDataTestSupport.text(try BezierPath(svgPathData: d))
  }

  /// The lenient result: kept elements, error kind, error byte offset.
  func failure(_ d: String) -> (kept: String, kind: SVGPathDataError.Kind?, offset: Int?) {
    let (path, error) = BezierPath.parsingSVGPathData(d)
    return (PathDataTestSupport.text(path), error?.kind, error?.offset)
  }

  @Test func emptyAndBlankDataAreTheEmptyPath() throws {
    #expect(try BezierPath(svgPathData: "").isEmpty)
    #expect(try BezierPath(svgPathData: " \t\n\r\u{0C}").isEmpty)
  }

  @Test func everyCommandAbsolute() throws {
    #expect(
      try elements("M1 2 L3 4 H5 V6 C7 8 9 10 11 12 Q13 14 15 16 Z")
        == "M 1 2 L 3 4 L 5 4 L 5 6 C 7 8 9 10 11 12 Q 13 14 15 16 Z")
  }

  @Test func everyCommandRelative() throws {
    #expect(
      try elements("m1 2 l3 4 h5 v6 c1 1 2 2 3 3 q1 1 2 2 z")
        == "M 1 2 L 4 6 L 9 6 L 9 12 C 10 13 11 14 12 15 Q 13 16 14 17 Z")
  }

  @Test func numbersAreReadGreedily() throws {
    #expect(try elements("M1.5.5") == "M 1.5 0.5")
    #expect(try elements("M1e+2-3") == "M 100 -3")
    #expect(try elements("M.5.5.5.5") == "M 0.5 0.5 L 0.5 0.5")
    #expect(try elements("M-1-2-3-4") == "M -1 -2 L -3 -4")
    #expect(try elements("M+1+2") == "M 1 2")
    #expect(try elements("M5.e1 2.E-1") == "M 50 0.2")
    #expect(try elements("M1E2,0") == "M 100 0")
  }

  @Test func exponentWithoutDigitsIsNotPartOfTheNumber() {
    let r = failure("M1e 2")
    #expect(r.kind == .expectedNumber && r.offset == 2 && r.kept == "")
  }

  @Test func commaAndWhitespaceRules() throws {
    #expect(try elements("M1,2,3,4") == "M 1 2 L 3 4")
    #expect(try elements("M 1 , 2 , 3 , 4") == "M 1 2 L 3 4")
    #expect(try elements("M1 2L3 4") == "M 1 2 L 3 4")
    #expect(try elements("M1\t2\n3\r4\u{0C}5 6") == "M 1 2 L 3 4 L 5 6")
    // No comma between a command letter and its first number, none twice, none before a letter.
    #expect(failure("M,1 2") == ("", .expectedNumber, 1))
    #expect(failure("M1,,2") == ("", .expectedNumber, 3))
    #expect(failure("M1 2,L3 4") == ("M 1 2", .expectedNumber, 5))
    #expect(failure("M1 2,") == ("M 1 2", .unexpectedEnd, 5))
    // Vertical tab is not SVG white space.
    #expect(failure("M1\u{0B}2") == ("", .expectedNumber, 2))
  }

  @Test func extraPairsAfterMoveAreLines() throws {
    #expect(try elements("M1 2 3 4 5 6") == "M 1 2 L 3 4 L 5 6")
    #expect(try elements("m1 2 3 4 5 6") == "M 1 2 L 4 6 L 9 12")
    #expect(try elements("M1 2m1 1 1 1") == "M 1 2 M 2 3 L 3 4")
  }

  @Test func implicitRepeatsOfEveryCommand() throws {
    #expect(try elements("M0 0H1 2 3") == "M 0 0 L 1 0 L 2 0 L 3 0")
    #expect(try elements("M0 0v1 2") == "M 0 0 L 0 1 L 0 3")
    #expect(try elements("M0 0l1 1 1 1") == "M 0 0 L 1 1 L 2 2")
    #expect(try elements("M0 0c1 1 2 2 3 3 1 1 2 2 3 3") == "M 0 0 C 1 1 2 2 3 3 C 4 4 5 5 6 6")
    #expect(try elements("M0 0q1 1 2 2 1 1 2 2") == "M 0 0 Q 1 1 2 2 Q 3 3 4 4")
    #expect(try elements("M0 0t1 1 1 1") == "M 0 0 Q 0 0 1 1 Q 2 2 2 2")
    #expect(try elements("M0 0s1 1 2 2 1 1 2 2") == "M 0 0 C 0 0 1 1 2 2 C 3 3 3 3 4 4")
  }

  @Test func afterCloseTheCurrentPointIsTheSubpathStart() throws {
    // No explicit move is emitted: BezierPath starts the new subpath at the start point.
    #expect(try elements("M10 10L20 10ZL30 30") == "M 10 10 L 20 10 Z L 30 30")
    #expect(try elements("M10 10L20 10zl5 5") == "M 10 10 L 20 10 Z L 15 15")
    #expect(try elements("M10 10L20 10zm5 5") == "M 10 10 L 20 10 Z M 15 15")
    #expect(try elements("M10 10ZZ") == "M 10 10 Z Z")
    let path = try BezierPath(svgPathData: "M10 10L20 10ZL30 30")
    #expect(path.segmentCount == 3)
    #expect(path.subpaths.count == 2)
    #expect(path.subpaths[1].elements.first == .move(to: CGPoint(x: 10, y: 10)))
  }

  @Test func numbersAfterCloseAreAnError() {
    #expect(failure("M1 2Z3 4") == ("M 1 2 Z", .expectedCommand, 5))
  }

  @Test func smoothCubicReflectsOnlyAfterCubics() throws {
    #expect(try elements("M0 0C1 1 2 2 3 3S5 5 6 6") == "M 0 0 C 1 1 2 2 3 3 C 4 4 5 5 6 6")
    #expect(try elements("M0 0S1 1 2 2S3 3 4 4") == "M 0 0 C 0 0 1 1 2 2 C 3 3 3 3 4 4")
    // After a quadratic or a line: the current point.
    #expect(try elements("M0 0Q1 2 3 3S5 5 6 6") == "M 0 0 Q 1 2 3 3 C 3 3 5 5 6 6")
    #expect(try elements("M0 0L3 3S5 5 6 6") == "M 0 0 L 3 3 C 3 3 5 5 6 6")
  }

  @Test func smoothQuadraticReflectsOnlyAfterQuadratics() throws {
    #expect(try elements("M0 0Q1 2 3 3T6 6") == "M 0 0 Q 1 2 3 3 Q 5 4 6 6")
    #expect(try elements("M0 0Q1 2 3 3T6 6T9 9") == "M 0 0 Q 1 2 3 3 Q 5 4 6 6 Q 7 8 9 9")
    // After a cubic: the current point.
    #expect(try elements("M0 0C1 2 2 2 3 3T6 6") == "M 0 0 C 1 2 2 2 3 3 Q 3 3 6 6")
    // After close: the subpath start.
    #expect(try elements("M1 1Q2 2 3 1ZT4 4") == "M 1 1 Q 2 2 3 1 Z Q 1 1 4 4")
  }

  @Test func arcFlagsMayBeGlued() throws {
    let glued = try BezierPath(svgPathData: "M0 0a25 25 0 1125 25")
    let spaced = try BezierPath(svgPathData: "M0 0a25 25 0 1 1 25 25")
    #expect(glued == spaced)
    #expect(glued.elementCount > 1)
    #expect(
      try BezierPath(svgPathData: "M0 0A1 1 0 0,1,2,0") == BezierPath(svgPathData: "M0 0A1 1 0 0 1 2 0"))
  }

  @Test func arcFlagMustBeZeroOrOne() {
    #expect(failure("M0 0A1 1 0 2 0 3 3") == ("M 0 0", .expectedFlag, 11))
    #expect(failure("M0 0A1 1 0 1 -1 3 3") == ("M 0 0", .expectedFlag, 13))
    #expect(failure("M0 0A1 1 0 1") == ("M 0 0", .unexpectedEnd, 12))
  }

  @Test func arcWithZeroRadiusIsALine() throws {
    #expect(try elements("M1 1A0 5 0 0 1 4 5") == "M 1 1 L 4 5")
    #expect(try elements("M1 1a5 0 0 0 1 3 4") == "M 1 1 L 4 5")
  }

  @Test func arcWithIdenticalEndPointsDrawsNothing() throws {
    #expect(try elements("M1 1A5 5 0 0 1 1 1") == "M 1 1")
    #expect(try elements("M1 1a5 5 0 0 1 0 0L2 2") == "M 1 1 L 2 2")
  }

  @Test func arcNegativeRadiiAreAbsolute() throws {
    #expect(
      try BezierPath(svgPathData: "M0 0A-5 -3 10 0 1 4 2") == BezierPath(svgPathData: "M0 0A5 3 10 0 1 4 2"))
  }

  @Test func arcWithTooSmallRadiiIsScaledToAHalfEllipse() throws {
    // Radius 1 cannot reach from (0,0) to (10,0): it becomes radius 5, a half circle.
    let path = try BezierPath(svgPathData: "M0 0A1 1 0 0 1 10 0")
    var far = 0.0
    path.forEachSegment { segment, _, _ in
      for k in 0...16 {
        let q = segment.cubic.point(at: Double(k) / 16)
        let r = ((q.x - 5) * (q.x - 5) + q.y * q.y).squareRoot()
        #expect(abs(r - 5) <= 5 * EllipticalArc.maximumErrorPerRadius)
        far = max(far, abs(q.y))
      }
    }
    #expect(abs(far - 5) < 1e-6)
    // sweep = 1 runs in the positive angle direction, from angle π to 2π: through (5, -5)
    // (clockwise on a y-down screen).
    #expect(path.bounds.minY < -4.99 && path.bounds.maxY < 1e-9)
  }

  @Test func quadraticsStayQuadratic() throws {
    #expect(try BezierPath(svgPathData: "M0 0Q1 1 2 0T4 0").verbs == [.move, .quadCurve, .quadCurve])
  }

  @Test func pathMustStartWithMoveTo() {
    #expect(failure("L1 2") == ("", .expectedMoveTo, 0))
    #expect(failure("  z") == ("", .expectedMoveTo, 2))
    #expect(failure("1 2") == ("", .expectedMoveTo, 0))
  }

  @Test func errorsKeepEveryCompleteSegment() {
    #expect(failure("M1 2L3 4L5") == ("M 1 2 L 3 4", .unexpectedEnd, 10))
    #expect(failure("M1 2L3 4 5 6 7") == ("M 1 2 L 3 4 L 5 6", .unexpectedEnd, 14))
    #expect(failure("M1 2C1 2 3 4 5") == ("M 1 2", .unexpectedEnd, 14))
    #expect(failure("M1 2L3 4#") == ("M 1 2 L 3 4", .expectedCommand, 8))
    #expect(failure("M1 2X3 4") == ("M 1 2", .expectedCommand, 4))
    #expect(failure("M") == ("", .unexpectedEnd, 1))
  }

  @Test func nonFiniteNumbersAreErrors() {
    #expect(failure("M1e999 2") == ("", .numberOutOfRange, 1))
    #expect(failure("M0 0L1 -1e400") == ("M 0 0", .numberOutOfRange, 7))
    #expect(failure("M0 0L NaN 1") == ("M 0 0", .expectedNumber, 6))
    #expect(failure("M0 0L inf 1") == ("M 0 0", .expectedNumber, 6))
    #expect(failure("M0 0L Infinity 1") == ("M 0 0", .expectedNumber, 6))
    // Relative coordinates that overflow.
    #expect(failure("M1e308 0l1e308 0") == ("M 1e+308 0", .numberOutOfRange, 9))
    // A reflected control point that overflows.
    #expect(
      failure("M0 0C0 0 -1e308 0 1e308 0S1 1 1 1") == (
        "M 0 0 C 0 0 -1e+308 0 1e+308 0", .numberOutOfRange, 26
      ))
    // Arc geometry that overflows.
    #expect(failure("M-1.7e308 0A1e308 1e308 0 0 1 1.7e308 0").kind == .numberOutOfRange)
  }

  @Test func arcArgumentErrorsNameTheFirstBadArgument() {
    #expect(failure("M0 0A1 x 0 0 0 1 1") == ("M 0 0", .expectedNumber, 7))
    #expect(failure("M0 0A1 1e999 0 0 0 1 1") == ("M 0 0", .numberOutOfRange, 7))
    #expect(failure("M0 0A1 1 -1e999 x 0 1 1") == ("M 0 0", .numberOutOfRange, 9))
    #expect(failure("M0 0A1 1 0 0 0 1e999 1") == ("M 0 0", .numberOutOfRange, 15))
    #expect(failure("M0 0A1 1 0 0 0 1 x") == ("M 0 0", .expectedNumber, 17))
    #expect(failure("M0 0A1 1 0 0 0 1") == ("M 0 0", .unexpectedEnd, 16))
    #expect(failure("M0 0A1 1 0 0 0") == ("M 0 0", .unexpectedEnd, 14))
    // Finite arguments whose relative end point overflows: the argument set is named.
    #expect(failure("M1e308 0a1 1 0 0 0 1.7e308 0") == ("M 1e+308 0", .numberOutOfRange, 9))
  }

  @Test func tinyNumbersUnderflowToZeroAndKeepTheirSign() throws {
    let path = try BezierPath(svgPathData: "M1e-400-1e-400")
    #expect(path.points[0].x == 0 && path.points[0].x.sign == .plus)
    #expect(path.points[0].y == 0 && path.points[0].y.sign == .minus)
  }

  @Test func errorDescriptionSaysWhatAndWhere() {
    let error = BezierPath.parsingSVGPathData("M1 2L3 #").error
    #expect(error == SVGPathDataError(.expectedNumber, offset: 7, location: .characterOffset(7)))
    #expect(error?.description == "SVG path data: expected a number at character 7")
  }

  @Test func stringOffsetsAreBytesAndLocationsCharacters() {
    // "\r\n" is one Character but two bytes.
    let error = BezierPath.parsingSVGPathData("M1 2\r\nL3 #").error
    #expect(error?.offset == 9)
    #expect(error?.location == .characterOffset(8))
    // The byte entry reports byte offsets.
    let bytes = Array("M1 2\r\nL3 #".utf8)
    let byteError = bytes.withUnsafeBufferPointer { BezierPath.parsingSVGPathData(utf8: $0).error }
    #expect(byteError?.location == .byteOffset(9))
  }

  @Test func byteEntriesMatchStringEntries() throws {
    let d = "M 10 20 c 1 2 3 4 5 6 s 1 1 2 2 a 5 5 0 0 1 10 10 z"
    let bytes = Array(d.utf8)
    let fromBytes = try bytes.withUnsafeBufferPointer { try BezierPath(svgPathDataUTF8: $0) }
    #expect(fromBytes == (try BezierPath(svgPathData: d)))
    #expect(throws: SVGPathDataError(.expectedMoveTo, offset: 0)) {
      try Array("L1 2".utf8).withUnsafeBufferPointer { try BezierPath(svgPathDataUTF8: $0) }
    }
  }
}
