import Foundation
import Testing

@testable import InkInterchange

@Suite struct ModelTests {
  @Test func strokePathRejectsNonFinite() {
    var p = StrokePoint.pen(at: CGPoint(x: 1, y: 2))
    p.force = .nan
    #expect(throws: StrokeModelError.nonFiniteControlPoint(index: 1, property: "force")) {
      _ = try StrokePath(
        validating: [.pen(at: .zero), p], creationDate: Date(timeIntervalSinceReferenceDate: 0))
    }
  }

  @Test func bezierRepresentationOfTwoPointsIsTheSegment() {
    let path = StrokePath(
      controlPoints: [.pen(at: CGPoint(x: 0, y: 0)), .pen(at: CGPoint(x: 3, y: 6))],
      creationDate: Date(timeIntervalSinceReferenceDate: 0))
    let b = path.bezierRepresentation
    #expect(b.verbs == [.move, .curve])
    #expect(b.points == [SIMD2(0, 0), SIMD2(1, 2), SIMD2(2, 4), SIMD2(3, 6)])
  }

  @Test func registryRejectsDuplicateIDs() throws {
    struct Fake: DrawingImporter {
      var descriptor: FormatDescriptor {
        FormatDescriptor(
          id: "fake", name: "Fake", fileExtensions: ["fake"], mediaType: "x/fake", isBinary: false,
          isLossless: false)
      }
      func canImport(prefix: ArraySlice<UInt8>) -> Bool { prefix.first == UInt8(ascii: "F") }
      func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
        ImportResult(drawing: Drawing())
      }
    }
    var registry = FormatRegistry()
    try registry.register(importer: Fake())
    #expect(throws: FormatRegistryError.duplicateImporter("fake")) {
      try registry.register(importer: Fake())
    }
    #expect(registry.importer(forExtension: "FAKE") != nil)
    #expect(registry.importer(sniffing: Array("F1".utf8)[...]) != nil)
  }
}

@Suite struct UUIDTests {
  @Test func randomVersion4HasVersionAndVariantBits() {
    var seen = Set<UUID>()
    for _ in 0..<1000 {
      let id = UUID.randomVersion4()
      #expect(id.uuid.6 >> 4 == 4)
      #expect(id.uuid.8 >> 6 == 0b10)
      seen.insert(id)
    }
    #expect(seen.count == 1000)
  }
}
