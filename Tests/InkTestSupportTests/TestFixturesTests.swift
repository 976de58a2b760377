import Foundation
import InkTestSupport
import Testing

@Suite struct TestFixturesTests {
  @Test func findsThePackageRootAndTheCorpus() throws {
    let fixtures = try TestFixtures()
    #expect(
      FileManager.default.fileExists(
        atPath: fixtures.packageRoot.appendingPathComponent("Package.swift").path))
    #expect(fixtures.testDirectory.lastPathComponent == "InkTestSupportTests")
    let corpus = try fixtures.corpusDirectory()
    #expect(corpus.lastPathComponent == "corpus")
    #expect(try fixtures.corpusBytes("perfect-freehand/inputs.json").count > 1000)
  }

  @Test func missingThingsAreClearErrors() throws {
    #expect(throws: FixtureError.packageRootNotFound(from: "/nonexistent-dir/x/y.swift")) {
      try TestFixtures(filePath: "/nonexistent-dir/x/y.swift")
    }
    let fixtures = try TestFixtures()
    do {
      _ = try fixtures.corpusFile("no-such-set/file.json")
      Issue.record("a missing corpus file was found")
    } catch {
      #expect(error.description.contains("corpus file missing: "))
      #expect(error.description.hasSuffix("no-such-set/file.json"))
    }
    #expect(throws: FixtureError.self) { try fixtures.fixtureBytes("none.json") }
    #expect(throws: FixtureError.self) { try fixtures.fixtureNames(in: "NoSuchFolder") }
    let message = FixtureError.corpusMissing(searched: ["/a/shared/corpus"]).description
    #expect(message.contains("/a/shared/corpus") && message.contains("INK_CORPUS_DIR"))
  }

  @Test func penRecordingsLoad() throws {
    let fixtures = try TestFixtures()
    let recordings = try PenRecording.perfectFreehand(fixtures)
    #expect(recordings.count >= 8)
    #expect(recordings.map(\.name) == recordings.map(\.name).sorted())
    let timed = recordings.filter(\.hasPressureAndTime)
    #expect(timed.count >= 4)
    let scribble = try #require(recordings.first { $0.name == "scribble" })
    let stroke = scribble.stroke()
    #expect(stroke.path.count == scribble.samples.count)
    #expect(stroke.path[5].timeOffset == scribble.samples[5].milliseconds! / 1000)
    let wacom = try PenRecording.wacom(fixtures)
    #expect(wacom.reduce(0) { $0 + $1.samples.count } > 800)
    #expect(wacom.allSatisfy { $0.samples.first?.milliseconds == 0 })
  }
}
