import Foundation
import InkFormats
import InkInterchange
import Testing

/// Replays every saved input in `Regressions/<target>/` through the fuzz target's entry point
/// (`FuzzEntry.swift`, shared with the `Fuzz/` package): the fuzzers' findings, once fixed, and
/// hand-written hostile inputs. Each must throw or succeed without a crash or a broken contract.
///
/// File names: `crash-*`, `timeout-*`, `oom-*`, `leak-*` are libFuzzer findings (saved by
/// `Fuzz/run`, described in `Fuzz/LOG.md`); `hostile-*` are written by hand; `valid-*` must also
/// import (so a round trip really runs).
@Suite("Fuzz regression replay")
struct RegressionReplayTests {
  /// `Regressions/`, next to this file.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Regressions")

  /// The saved inputs of one target, sorted by name.
  static func inputs(_ target: String) throws -> [URL] {
    let folder = directory.appendingPathComponent(target)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test("Every fuzz target has a regression folder, and every folder a target")
  func foldersMatchTargets() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
      .filter { !$0.hasPrefix(".") && $0 != "README.md" }
    #expect(Set(folders) == Set(FuzzEntry.targets.map(\.name)))
  }

  @Test(
    "Every saved input replays without a crash or a broken contract",
    arguments: ["pathdata", "svg", "json", "ink", "roundtrip"])
  func replay(target: String) throws {
    let entry = try #require(FuzzEntry.targets.first { $0.name == target })
    let inputs = try Self.inputs(target)
    #expect(inputs.count >= 5, "Regressions/\(target) holds only \(inputs.count) inputs")
    for input in inputs {
      let bytes = try [UInt8](Data(contentsOf: input))
      let failure = entry.run(bytes)
      #expect(failure == nil, "\(target)/\(input.lastPathComponent): \(failure ?? "")")
    }
  }

  @Test("Inputs named valid-* import, so their round trip runs")
  func validInputsImport() throws {
    let registry = FormatRegistry.standard
    var count = 0
    for target in FuzzEntry.targets.map(\.name) {
      for input in try Self.inputs(target) where input.lastPathComponent.hasPrefix("valid-") {
        let bytes = try [UInt8](Data(contentsOf: input))
        let importer = try #require(
          registry.importer(sniffing: bytes[...]), "\(input.lastPathComponent): no importer")
        #expect(throws: Never.self, "\(input.lastPathComponent)") {
          _ = try importer.importDrawing(from: bytes, options: ImportOptions())
        }
        count += 1
      }
    }
    #expect(count >= 3)
  }

  @Test("The .ink header patch keeps a well-formed header and mends a broken one")
  func inkHeaderPatch() throws {
    let wellFormed = try [UInt8](
      Data(contentsOf: Self.directory.appendingPathComponent("ink/hostile-nan-constant.ink")))
    #expect(InkHeaderPatch.patched(wellFormed) == wellFormed)
    var broken = wellFormed
    broken[20] ^= 0xFF  // checksum
    broken[12] &+= 1  // content length
    #expect(InkHeaderPatch.patched(broken) == wellFormed)
    #expect(InkHeaderPatch.patched(Array(wellFormed.prefix(23))) == nil)
  }
}
