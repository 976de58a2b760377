import Foundation
import InkInterchange
import Testing

@testable import InterchangeCLI

@Suite struct InspectAndFormatsTests {
  @Test func formatsTableListsCapabilities() {
    let (status, io) = runCLI(["formats"])
    #expect(status == 0)
    let lines = io.output.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("ID "))
    #expect(lines[1].hasPrefix("pts ") && lines[1].hasSuffix("yes     yes     text    no"))
    #expect(lines[3].hasPrefix("count") && lines[3].contains("no      yes     binary  no"))
    #expect(lines.contains("pts: drops everything but positions and force"))
  }

  @Test func formatsJSONIsParseable() throws {
    let (status, io) = runCLI(["formats", "--json"])
    #expect(status == 0)
    let list = try #require(JSONSerialization.jsonObject(with: Data(io.output.utf8)) as? [[String: Any]])
    #expect(list.map { $0["id"] as? String } == ["pts", "alt", "count"])
    #expect(list[2]["import"] as? Bool == false && list[2]["export"] as? Bool == true)
    #expect(list[2]["binary"] as? Bool == true)
    #expect(list[0]["extensions"] as? [String] == ["pts"])
  }

  @Test func formatsRejectsArguments() {
    #expect(runCLI(["formats", "extra"]).status == 2)
  }

  @Test func inspectPrintsCountsInksBoundsAndChannels() throws {
    let (status, io) = runCLI(
      ["inspect", "--size", "2", "-"], io: CapturedIO(input: Array("PTS\n0 0 0.5\n10 4 2\n\n-3 1\n".utf8)))
    #expect(status == 0, "\(io.error)")
    let text = io.output
    #expect(text.contains("file: <stdin>\nformat: pts (Test points (pts))\nstrokes: 2\npoints: 3\n"))
    #expect(text.contains("  pen #000000FF: 2 strokes\n"))
    #expect(text.contains("bounds: x -4…11, y -1…5 (width 15, height 6)\n"))
    #expect(text.contains("  location.x      -3 … 10\n"))
    #expect(text.contains("  force           0.5 … 2\n"))
    #expect(text.contains("  size.width      2 … 2\n"))
  }

  @Test func inspectJSON() throws {
    let (status, io) = runCLI(
      ["inspect", "--json", "--duration", "2", "-"], io: CapturedIO(input: Array("PTS\n0 0\n1 1\n2 0\n".utf8))
    )
    #expect(status == 0)
    let object = try #require(JSONSerialization.jsonObject(with: Data(io.output.utf8)) as? [String: Any])
    #expect(object["strokes"] as? Int == 1)
    #expect(object["points"] as? Int == 3)
    let channels = try #require(object["channels"] as? [String: [String: Double]])
    #expect(channels["timeOffset"] == ["min": 0, "max": 2])
    #expect(channels.count == DrawingSummary.channelNames.count)
    let inks = try #require(object["inks"] as? [[String: Any]])
    #expect(inks.first?["type"] as? String == "pen")
  }

  @Test func inspectErrors() throws {
    #expect(runCLI(["inspect"]).status == 2)
    #expect(runCLI(["inspect", "a", "b"]).status == 2)
    #expect(runCLI(["inspect", "/nonexistent/file.pts"]).status == 5)
    #expect(runCLI(["inspect", "--from", "nope", "-"]).status == 3)
    #expect(runCLI(["inspect", "-"], io: CapturedIO(input: Array("???".utf8))).status == 3)
    let bad = runCLI(["inspect", "--from", "pts", "-"], io: CapturedIO(input: Array("1 z\n".utf8)))
    #expect(bad.status == 4)
    #expect(bad.io.error == "interchange: error: <stdin>: line 1, column 3: expected a number, got 'z'\n")
  }

  @Test func summaryOfAnEmptyDrawing() {
    let summary = DrawingSummary(Drawing())
    #expect(summary.strokeCount == 0 && summary.pointCount == 0)
    #expect(summary.bounds == nil && summary.channels.isEmpty && summary.inks.isEmpty)
  }

  @Test func summaryCountsDistinctInks() {
    let path = StrokePath(controlPoints: [.pen(at: .zero)], creationDate: Date())
    let red = Ink(.marker, color: InkColor(red: 1, green: 0, blue: 0))
    let drawing = Drawing(strokes: [
      Stroke(ink: red, path: path), Stroke(ink: Ink(.pen), path: path), Stroke(ink: red, path: path),
    ])
    let summary = DrawingSummary(drawing)
    #expect(summary.inks.map(\.strokeCount) == [2, 1])
    #expect(DrawingSummary.hex(summary.inks[0].ink.color) == "#FF0000FF")
  }
}

@Suite struct HelpTests {
  @Test(arguments: InterchangeCommand.allCases)
  func everyCommandHasHelp(_ command: InterchangeCommand) {
    for flag in ["--help", "-h"] {
      let (status, io) = runCLI([command.rawValue, flag])
      #expect(status == 0)
      #expect(io.output.hasPrefix("OVERVIEW: \(command.abstract)\n\nUSAGE: interchange \(command.usage)\n"))
      #expect(io.output.contains("\nOPTIONS:\n"))
      for option in command.options { #expect(io.output.contains(option.synopsis)) }
    }
    #expect(runCLI(["help", command.rawValue]).io.output == runCLI([command.rawValue, "--help"]).io.output)
  }

  /// `--option` reaches the importer and the exporter in `convert`, the importer alone in
  /// `inspect`, which exports nothing: the help says so.
  @Test func optionHelpNamesWhatReadsIt() {
    let convert = HelpText.command(.convert, registry: fakeRegistry())
    let inspect = HelpText.command(.inspect, registry: fakeRegistry())
    #expect(convert.contains("A format-specific option, passed to the importer and exporter (repeatable;"))
    #expect(inspect.contains("A format-specific option, passed to the importer (repeatable;"))
    #expect(!inspect.contains("exporter"))
  }

  @Test func helpCommandTakesHelpFlags() {
    let root = runCLI(["--help"]).io.output
    // (`help help` too: the help of `help` is the overview.)
    for flag in ["-h", "--help", "help"] {
      let (status, io) = runCLI(["help", flag])
      #expect(status == 0)
      #expect(io.output == root)
      #expect(io.error.isEmpty)
    }
  }

  @Test func helpWinsOverOtherMistakes() {
    #expect(runCLI(["convert", "--bogus", "--help"]).status == 0)
  }

  @Test func rootHelpVersionAndUnknownCommands() {
    let help = runCLI(["--help"])
    #expect(help.status == 0 && help.io.output.hasPrefix("OVERVIEW: "))
    for code in InterchangeExitCode.allCases {
      #expect(help.io.output.contains("  \(code.rawValue)  \(code)\n"))
    }
    #expect(runCLI(["--version"]).io.output == "interchange \(Interchange.version)\n")
    let none = runCLI([])
    #expect(none.status == 2 && none.io.error.hasPrefix("OVERVIEW: ") && none.io.output.isEmpty)
    let typo = runCLI(["formts"])
    #expect(typo.status == 2)
    #expect(
      typo.io.error.hasPrefix("interchange: error: unknown command 'formts'; did you mean 'formats'?\n"))
    #expect(runCLI(["--frobnicate"]).status == 2)
    #expect(runCLI(["help", "nope"]).status == 2)
    let helpTypo = runCLI(["help", "convrt"])
    #expect(helpTypo.status == 2)
    #expect(
      helpTypo.io.error.hasPrefix("interchange: error: unknown command 'convrt'; did you mean 'convert'?\n"))
  }

  /// `--version` takes no argument: an extra one is a usage error naming it (status 2, the usage
  /// reminder, nothing on standard output), as `formats extra` is; `--help` on the line still
  /// wins, as it does over any other mistake.
  @Test func versionRefusesExtraArguments() {
    let version = runCLI(["--version"])
    #expect(version.status == 0 && version.io.output == "interchange \(Interchange.version)\n")
    let reminder =
      "Usage: interchange <command> [<options>]\n  See 'interchange --help' for more information.\n"
    for (extra, named) in [
      (["extra"], "extra"), (["--json"], "--json"), (["--", "--help"], "--"), (["x", "y"], "x"),
    ] {
      let (status, io) = runCLI(["--version"] + extra)
      #expect(status == 2, "\(extra)")
      #expect(io.output.isEmpty, "\(extra)")
      #expect(io.error == "interchange: error: unexpected argument '\(named)'\n" + reminder, "\(extra)")
    }
    let root = runCLI(["--help"]).io.output
    for line in [["--version", "--help"], ["--version", "extra", "-h"], ["--help", "--version"]] {
      let (status, io) = runCLI(line)
      #expect(status == 0 && io.output == root && io.error.isEmpty, "\(line)")
    }
  }

  /// `help <command>` takes nothing more: an extra argument is a usage error naming it (status 2,
  /// the usage reminder, nothing on standard output), as after `--version`; it was ignored.
  /// `--help` on the line still wins; `help`, `help help`, `help -h` and `help <command>` print
  /// as before.
  @Test func helpRefusesExtraArguments() {
    let root = runCLI(["--help"]).io.output
    let reminder =
      "Usage: interchange <command> [<options>]\n  See 'interchange --help' for more information.\n"
    for (line, named) in [
      (["help", "convert", "extra"], "extra"), (["help", "formats", "--json"], "--json"),
      (["help", "inspect", "x", "y"], "x"), (["help", "convert", "--", "--help"], "--"),
      (["help", "help", "extra"], "extra"), (["help", "convert", "convert"], "convert"),
    ] {
      let (status, io) = runCLI(line)
      #expect(status == 2, "\(line)")
      #expect(io.output.isEmpty, "\(line)")
      #expect(io.error == "interchange: error: unexpected argument '\(named)'\n" + reminder, "\(line)")
    }
    for command in InterchangeCommand.allCases {
      let help = runCLI([command.rawValue, "--help"]).io.output
      for line in [
        ["help", command.rawValue], ["help", command.rawValue, "--help"],
        ["help", command.rawValue, "extra", "-h"],
      ] {
        let (status, io) = runCLI(line)
        #expect(status == 0 && io.output == help && io.error.isEmpty, "\(line)")
      }
    }
    for line in [["help"], ["help", "help"], ["help", "-h", "extra"], ["help", "help", "--help"]] {
      let (status, io) = runCLI(line)
      #expect(status == 0 && io.output == root && io.error.isEmpty, "\(line)")
    }
    // An unknown command is still named first.
    let unknown = runCLI(["help", "convrt", "extra"])
    #expect(unknown.status == 2)
    #expect(
      unknown.io.error.hasPrefix("interchange: error: unknown command 'convrt'; did you mean 'convert'?\n"))
  }

  @Test func exitCodesAreStable() {
    #expect(InterchangeExitCode.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
  }
}
