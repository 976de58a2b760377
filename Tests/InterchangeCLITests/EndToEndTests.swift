import Foundation
import Testing

/// Runs the built `interchange` executable (standard registry) as a separate process.
@Suite struct EndToEndTests {
  @Test func helpAndVersion() throws {
    let help = try runBinary(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("OVERVIEW: Convert digital ink between formats.\n\nUSAGE: interchange"))
    for command in ["convert", "formats", "inspect"] {
      let sub = try runBinary([command, "--help"])
      #expect(sub.status == 0)
      #expect(sub.output.contains("USAGE: interchange \(command)"))
      #expect(sub.output.contains("OPTIONS:"))
    }
    for flag in ["-h", "--help"] {
      let helpFlag = try runBinary(["help", flag])
      #expect(helpFlag.status == 0)
      #expect(helpFlag.output == help.output)
      #expect(helpFlag.stderr.isEmpty)
    }
    let version = try runBinary(["--version"])
    #expect(version.status == 0 && version.output.hasPrefix("interchange "))
  }

  @Test func formatsListsTheStandardRegistry() throws {
    let result = try runBinary(["formats", "--json"])
    #expect(result.status == 0)
    let list = try #require(JSONSerialization.jsonObject(with: Data(result.stdout)) as? [[String: Any]])
    let ids = Set(list.compactMap { $0["id"] as? String })
    #expect(ids.isSuperset(of: ["json", "ink", "svg"]))
  }

  @Test func usageUnknownFormatAndIOErrors() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let usage = try runBinary(["convert", "--tolerance", "-3", "a.json"])
    #expect(usage.status == 2)
    #expect(usage.stderr.hasPrefix("interchange: error: option '--tolerance' expects"))
    #expect(try runBinary(["nonsense"]).status == 2)
    let unknown = try runBinary(["convert", "--from", "nope", "--to", "json", "x.nope"], in: dir.path)
    #expect(unknown.status == 3)
    #expect(unknown.stderr == "interchange: error: unknown input format 'nope' (known: json, ink, svg)\n")
    let missing = try runBinary(["convert", "missing.json", "-o", "out.ink"], in: dir.path)
    #expect(missing.status == 5)
    #expect(missing.stderr == "interchange: error: missing.json: cannot read: No such file or directory\n")
    // --max-input-size: a larger input is refused before it is read; raising the limit admits it.
    let sample = try dir.write("note.json", #"{"type":"drawing","version":1,"strokes":[]}"#)
    let tooLarge = try runBinary(
      ["convert", "--max-input-size", "16", sample, "-o", "small.ink"], in: dir.path)
    #expect(tooLarge.status != 0)
    #expect(tooLarge.stderr.contains("note.json") && tooLarge.stderr.contains("16"))
    #expect(!FileManager.default.fileExists(atPath: dir.path + "/small.ink"))
    let admitted = try runBinary(
      ["convert", "--max-input-size", "1K", sample, "-o", "small.ink"], in: dir.path)
    #expect(admitted.status == 0)
    try FileManager.default.removeItem(atPath: dir.path + "/small.ink")
    try FileManager.default.removeItem(atPath: sample)
    let undetectable = try runBinary(["inspect", "-"], input: Array("plain text".utf8))
    #expect(undetectable.status == 3)
    #expect(dir.listing().isEmpty)
  }
}
