import Foundation
import InkFormats
import InkInterchange
import InterchangeCLI
import QuickDrawFormat
import Testing

/// The `quickdraw-interchange` tool: the standard command line with the Quick, Draw! format
/// added, naming itself in help and messages.
@Suite struct QuickDrawCommandLineTests {
  static var registry: FormatRegistry {
    var registry = FormatRegistry.standard
    try! registry.register(QuickDrawFormat())
    return registry
  }

  static func run(_ arguments: [String]) -> (status: Int32, captured: CapturedIO) {
    let captured = CapturedIO()
    let status = Interchange.run(
      arguments: arguments, registry: registry, io: captured.io, commandName: "quickdraw-interchange")
    return (status, captured)
  }

  @Test func helpAndErrorsUseTheToolsName() {
    let help = Self.run(["--help"])
    #expect(help.status == 0)
    #expect(help.captured.standardOutput.contains("USAGE: quickdraw-interchange <command>"))
    #expect(!help.captured.standardOutput.contains("USAGE: interchange"))
    let bad = Self.run(["convrt"])
    #expect(bad.status != 0)
    #expect(bad.captured.standardError.hasPrefix("quickdraw-interchange: error: unknown command 'convrt'"))
    #expect(Self.run(["--version"]).captured.standardOutput.hasPrefix("quickdraw-interchange "))
    // The standard tool's name is unchanged.
    let captured = CapturedIO()
    _ = Interchange.run(arguments: ["--help"], registry: Self.registry, io: captured.io)
    #expect(captured.standardOutput.contains("USAGE: interchange <command>"))
  }

  @Test func formatsListsQuickDraw() {
    let result = Self.run(["formats"])
    #expect(result.status == 0)
    #expect(result.captured.standardOutput.contains("quickdraw"))
  }

  @Test func convertsToSVGAndBack() throws {
    let (url, _) = try sampleFile()
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quickdraw-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let svg = dir.appendingPathComponent("out.svg").path
    let toSVG = Self.run(["convert", "--from", "quickdraw", "--to", "svg", url.path, "-o", svg])
    #expect(toSVG.status == 0, "\(toSVG.captured.standardError)")
    // Three drawings in the file: the first is read, with a warning naming the tool and the option.
    #expect(toSVG.captured.standardError.contains("quickdraw-interchange: warning: "))
    #expect(toSVG.captured.standardError.contains("line=N"))
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(text.contains("<svg"))

    let json = dir.appendingPathComponent("sun.json").path
    let toJSON = Self.run([
      "convert", "--from", "quickdraw", "--to", "json", "--option", "line=2", url.path, "-o", json,
    ])
    #expect(toJSON.status == 0, "\(toJSON.captured.standardError)")
    #expect(toJSON.captured.standardError.isEmpty)
    let ndjson = dir.appendingPathComponent("sun.ndjson").path
    let back = Self.run(["convert", "--to", "quickdraw", "--option", "word=sun", json, "-o", ndjson])
    #expect(back.status == 0, "\(back.captured.standardError)")
    let line = try String(contentsOfFile: ndjson, encoding: .utf8)
    #expect(line.hasPrefix(#"{"word":"sun","#))
    #expect(line.contains(#""drawing":[[[100,124.5,135,124.5,100,75.5,65,75.5,100],"#))
  }

  /// A refused option value is a usage error (status 2), as for the built-in formats
  /// (`FormatOptionError`), and values are matched case-insensitively.
  @Test func optionValuesAreUsageErrorsAndCaseInsensitive() throws {
    let (url, _) = try sampleFile()
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quickdraw-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let json = dir.appendingPathComponent("out.json").path
    let badImport = Self.run(["convert", "--to", "json", "--option", "curve=bogus", url.path, "-o", json])
    #expect(
      badImport.status == InterchangeExitCode.usageError.rawValue, "\(badImport.captured.standardError)")
    #expect(!FileManager.default.fileExists(atPath: json))
    let upper = Self.run([
      "convert", "--to", "json", "--option", "line=ALL", "--option", "curve=POLYLINE", url.path, "-o", json,
    ])
    #expect(upper.status == 0, "\(upper.captured.standardError)")

    let ndjson = dir.appendingPathComponent("out.ndjson").path
    let badExport = Self.run(["convert", "--to", "quickdraw", "--option", "form=compact", json, "-o", ndjson])
    #expect(
      badExport.status == InterchangeExitCode.usageError.rawValue, "\(badExport.captured.standardError)")
    let upperExport = Self.run([
      "convert", "--to", "quickdraw", "--option", "form=SIMPLIFIED", "--option", "recognized=FALSE", json,
      "-o", ndjson,
    ])
    #expect(upperExport.status == 0, "\(upperExport.captured.standardError)")
    let line = try String(contentsOfFile: ndjson, encoding: .utf8)
    #expect(line.contains(#""recognized":false"#))
  }

  @Test func badInputNamesTheLineAndColumn() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quickdraw-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("bad.ndjson")
    try Data(#"{"drawing":[[[1,2],[3]]]}"#.utf8).write(to: input)
    let result = Self.run([
      "convert", "--to", "json", input.path, "-o", dir.appendingPathComponent("x.json").path,
    ])
    #expect(result.status != 0)
    #expect(result.captured.standardError.contains("line 1, column 20"))
    #expect(result.captured.standardError.hasPrefix("quickdraw-interchange: error: "))
  }
}
