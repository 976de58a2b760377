import Foundation
import Testing

@testable import InterchangeCLI

/// `convert` run in-process against the fake formats, in temporary directories.
@Suite struct ConvertCommandTests {
  let twoStrokes = "PTS\n0 0\n10 0 0.5\n\n5 5\n"

  @Test func convertsOneFileInferringBothFormatsFromExtensions() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let input = try dir.write("a.pts", twoStrokes)
    let (status, io) = runCLI(["convert", input, "-o", dir.file("a.alt")])
    #expect(status == 0, "\(io.error)")
    #expect(try dir.read("a.alt") == "ALT\n0.0 0.0 1.0\n10.0 0.0 0.5\n\n5.0 5.0 1.0\n")
    #expect(io.error.isEmpty)
    #expect(try dir.read("a.pts") == twoStrokes)
  }

  @Test func sniffsContentWhenTheExtensionIsUnknown() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let input = try dir.write("drawing.dat", "ALT\n1 2\n")
    let (status, io) = runCLI(["convert", "--to", "pts", input, "-o", "-"])
    #expect(status == 0, "\(io.error)")
    #expect(io.output == "PTS\n1.0 2.0 1.0\n")
  }

  @Test func fromOverridesTheExtension() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let input = try dir.write("a.alt", "1 2\n")
    let (status, _) = runCLI(["convert", "--from", "pts", "--to", "alt", input])
    #expect(status == 0)
  }

  @Test func standardInputToStandardOutput() {
    let (status, io) = runCLI(
      ["convert", "--to", "alt", "-"], io: CapturedIO(input: Array("PTS\n3 4\n".utf8)))
    #expect(status == 0, "\(io.error)")
    #expect(io.output == "ALT\n3.0 4.0 1.0\n")
  }

  @Test func formatOptionsQuantizeAndPrettyReachTheFormats() {
    let (status, io) = runCLI(
      ["convert", "--to", "pts", "--quantize", "--pretty", "-"],
      io: CapturedIO(input: Array("PTS\n1.4 2.6\n".utf8)))
    #expect(status == 0)
    #expect(io.output == "PTS\n# pretty\n1.0 3.0 1.0\n")
  }

  @Test func undetectableInputIsStatus3() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let input = try dir.write("x.dat", "hello\n")
    let (status, io) = runCLI(["convert", "--to", "pts", input])
    #expect(status == 3)
    #expect(io.error.contains("x.dat: cannot tell the input format"))
    #expect(io.error.contains("use --from (known: pts, alt)"))
  }

  @Test func unknownFormatsAreStatus3() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let input = try dir.write("a.pts", twoStrokes)
    #expect(runCLI(["convert", "--from", "svg", "--to", "pts", input]).status == 3)
    #expect(runCLI(["convert", "--to", "svg", input]).status == 3)
    let (status, io) = runCLI(["convert", input, "-o", dir.file("a.xyz")])
    #expect(status == 3)
    #expect(io.error.contains("a.xyz: cannot tell the output format"))
    #expect(!dir.exists("a.xyz"))
  }

  @Test func standardOutputNeedsTo() {
    let (status, io) = runCLI(["convert", "-"], io: CapturedIO(input: Array("PTS\n".utf8)))
    #expect(status == 2)
    #expect(io.error.contains("'--to' is required"))
    #expect(io.error.contains("Usage: interchange convert"))
  }

  @Test func binaryOutputToATerminalIsRefused() {
    let terminal = CapturedIO(input: Array("PTS\n1 1\n".utf8), outputIsTerminal: true)
    #expect(runCLI(["convert", "--to", "count", "-"], io: terminal).status == 2)
    #expect(terminal.outputBytes.isEmpty)
    let pipe = CapturedIO(input: Array("PTS\n1 1\n\n2 2\n".utf8))
    #expect(runCLI(["convert", "--to", "count", "-"], io: pipe).status == 0)
    #expect(pipe.outputBytes == [2, 0, 0, 0])
  }

  @Test func binaryOutputToATerminalPathIsRefusedAsWithDash() throws {
    let pty = try #require(PseudoTerminal(), "no pseudo-terminal available")
    defer { pty.close() }
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let input = try dir.write("a.pts", "PTS\n1 1\n")
    let dash = CapturedIO(input: Array("PTS\n1 1\n".utf8), outputIsTerminal: true)
    #expect(runCLI(["convert", "--to", "count", "-"], io: dash).status == 2)
    // The terminal's device, and this process's descriptor on it: the same refusal as `-o -`.
    for output in [pty.path, "/dev/fd/\(pty.terminal)", "/proc/self/fd/\(pty.terminal)"] {
      let (status, io) = runCLI(["convert", "--to", "count", input, "-o", output])
      #expect(status == 2, "\(output)")
      #expect(io.error.hasPrefix(dash.error.prefix { $0 != "\n" } + "\n"), "\(output)")
    }
    #expect(pty.written().isEmpty)
    // Text may go to the terminal, and binary to a device that is not one.
    #expect(runCLI(["convert", "--to", "pts", input, "-o", pty.path]).status == 0)
    #expect(!pty.written().isEmpty)
    #expect(runCLI(["convert", "--to", "count", input, "-o", "/dev/null"]).status == 0)
    #expect(!FileSystem.isTerminal(input) && !FileSystem.isTerminal(dir.file("missing")))
  }

  @Test func malformedInputIsStatus4WithFileAndPlaceAndLeavesTheOutputAlone() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let input = try dir.write("bad.pts", "PTS\n1 2\n3 oops\n")
    try dir.write("bad.alt", "old contents")
    let (status, io) = runCLI(["convert", input, "-o", dir.file("bad.alt")])
    #expect(status == 4)
    #expect(io.error == "interchange: error: \(input): line 3, column 3: expected a number, got 'oops'\n")
    #expect(try dir.read("bad.alt") == "old contents")
    #expect(dir.listing() == ["bad.alt", "bad.pts"])
  }

  @Test func exportFailureIsStatus6AndLeavesTheOutputAlone() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let input = try dir.write("a.pts", twoStrokes)
    try dir.write("a.alt", "old contents")
    let (status, io) = runCLI(["convert", "--option", "fail=true", input, "-o", dir.file("a.alt")])
    #expect(status == 6)
    #expect(io.error.contains("a.pts: cannot write it as 'alt': asked to fail"))
    #expect(try dir.read("a.alt") == "old contents")
    #expect(dir.listing() == ["a.alt", "a.pts"])
  }

  @Test func unreadableInputAndUnwritableOutputAreStatus5() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let missing = runCLI(["convert", dir.file("missing.pts"), "-o", dir.file("out.alt")])
    #expect(missing.status == 5)
    #expect(missing.io.error.contains("missing.pts: cannot read: No such file or directory"))
    let input = try dir.write("a.pts", twoStrokes)
    let unwritable = runCLI(["convert", input, "-o", dir.file("no/such/dir/out.alt")])
    #expect(unwritable.status == 5)
    #expect(unwritable.io.error.contains("out.alt: cannot write"))
  }

  @Test func warningsArePrintedAndStrictMakesThemFatal() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let input = try dir.write("w.pts", "PTS\n1 1\n!warn colour dropped\n")
    let loose = runCLI(["convert", input, "-o", dir.file("w.alt")])
    #expect(loose.status == 0)
    #expect(loose.io.error == "interchange: warning: \(input): line 3, column 1: colour dropped\n")
    #expect(dir.exists("w.alt"))

    let quiet = runCLI(["convert", "-q", input, "-o", dir.file("q.alt")])
    #expect(quiet.status == 0 && quiet.io.error.isEmpty)

    let strict = runCLI(["convert", "--strict", input, "-o", dir.file("s.alt")])
    #expect(strict.status == 1)
    #expect(strict.io.error.contains("1 warning with --strict; nothing written"))
    #expect(!dir.exists("s.alt"))

    let exportWarning = runCLI([
      "convert", "--strict", "--option", "warn=true", dir.file("w.alt"), "-o", dir.file("e.pts"),
    ])
    #expect(exportWarning.status == 1)
    #expect(exportWarning.io.error.contains("warning: \(dir.file("w.alt")): export warning"))
    #expect(!dir.exists("e.pts"))
  }

  /// `--warning-limit` limits the lines shown, import and export diagnostics each; `--strict`
  /// still counts every warning.
  @Test func warningLimitShowsTheFirstWarningsAndCountsTheRest() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let input = try dir.write(
      "w.pts", "PTS\n1 1\n" + (1...25).map { "!warn number \($0)\n" }.joined())
    let tail = "not shown (--warning-limit 0 shows all)"
    let loose = runCLI(["convert", input, "-o", dir.file("w.alt")])
    #expect(loose.status == 0)
    let lines = loose.io.error.split(separator: "\n").map(String.init)
    #expect(lines.count == 21)
    #expect(lines[0] == "interchange: warning: \(input): line 3, column 1: number 1")
    #expect(lines[19] == "interchange: warning: \(input): line 22, column 1: number 20")
    #expect(lines[20] == "interchange: note: \(input): 5 more warnings \(tail)")

    let all = runCLI(["convert", "--warning-limit", "0", input, "-o", dir.file("w.alt")])
    #expect(all.io.error.split(separator: "\n").count == 25)
    #expect(!all.io.error.contains("not shown"))

    // Import and export diagnostics are limited separately.
    let both = runCLI([
      "convert", "--warning-limit", "1", "--option", "warn=true", input, "-o", dir.file("e.alt"),
    ])
    #expect(both.status == 0)
    #expect(
      both.io.error.split(separator: "\n").map(String.init) == [
        "interchange: warning: \(input): line 3, column 1: number 1",
        "interchange: note: \(input): 24 more warnings \(tail)",
        "interchange: warning: \(input): export warning",
      ])

    let strict = runCLI(["convert", "--strict", "--warning-limit", "2", input, "-o", dir.file("s.alt")])
    #expect(strict.status == 1)
    #expect(
      strict.io.error.split(separator: "\n").map(String.init).suffix(2) == [
        "interchange: note: \(input): 23 more warnings \(tail)",
        "interchange: error: \(input): 25 warnings with --strict; nothing written",
      ])
    #expect(!dir.exists("s.alt"))

    let quiet = runCLI(["convert", "-q", "--warning-limit", "1", input, "-o", dir.file("q.alt")])
    #expect(quiet.status == 0 && quiet.io.error.isEmpty)

    let inspect = runCLI(["inspect", "--warning-limit", "3", input])
    #expect(inspect.status == 0)
    #expect(inspect.io.output.contains("\nwarnings: 25\n"))
    #expect(inspect.io.error.split(separator: "\n").count == 4)
    #expect(inspect.io.error.hasSuffix("interchange: note: \(input): 22 more warnings \(tail)\n"))
  }

  @Test func refusesToWriteOverTheInput() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let input = try dir.write("a.pts", twoStrokes)
    let (status, io) = runCLI(["convert", input, "-o", input])
    #expect(status == 2)
    #expect(io.error.contains("refusing to write the output over the input"))
    // The same file through another spelling of the path.
    #expect(runCLI(["convert", input, "-o", dir.path + "/./a.pts"]).status == 2)
    #expect(try dir.read("a.pts") == twoStrokes)
  }

  @Test func overwritesAnExistingOutputAtomically() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let input = try dir.write("a.pts", "PTS\n1 1\n")
    try dir.write("a.alt", "old")
    #expect(runCLI(["convert", input, "-o", dir.file("a.alt")]).status == 0)
    #expect(try dir.read("a.alt") == "ALT\n1.0 1.0 1.0\n")
    #expect(dir.listing() == ["a.alt", "a.pts"])
  }

  @Test func directoryModeMirrorsPathsAndSkipsOtherFiles() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("in/a.pts", "PTS\n1 1\n")
    try dir.write("in/sub/b.alt", "ALT\n2 2\n")
    try dir.write("in/sub/deeper/c.pts", "PTS\n3 3\n")
    try dir.write("in/notes.txt", "not a drawing")
    try dir.write("in/.hidden.pts", "PTS\n4 4\n")
    let (status, io) = runCLI(["convert", "--to", "alt", "-j", "2", dir.file("in"), "-o", dir.file("out")])
    #expect(status == 0, "\(io.error)")
    #expect(
      dir.listing().filter { $0.hasPrefix("out/") && $0.hasSuffix(".alt") } == [
        "out/a.alt", "out/sub/b.alt", "out/sub/deeper/c.alt",
      ])
    #expect(try dir.read("out/sub/deeper/c.alt") == "ALT\n3.0 3.0 1.0\n")
    #expect(io.error == "interchange: converted 3 of 3 files\n")
  }

  @Test func oneBadFileIsReportedAndSkipped() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    for i in 0..<6 { try dir.write("in/f\(i).pts", "PTS\n\(i) \(i)\n") }
    try dir.write("in/f3.pts", "PTS\n1 x\n")
    let (status, io) = runCLI(["convert", "--to", "alt", dir.file("in"), "-o", dir.file("out")])
    #expect(status == 4)
    #expect(io.error.contains("interchange: error: \(dir.file("in/f3.pts")): line 2, column 3"))
    #expect(io.error.hasSuffix("interchange: converted 5 of 6 files, 1 failed\n"))
    #expect(!dir.exists("out/f3.alt"))
    #expect(dir.exists("out/f5.alt") && dir.exists("out/f0.alt"))
  }

  @Test func strictFailsTheRunWithoutStoppingTheOthers() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("in/a.pts", "PTS\n1 1\n")
    try dir.write("in/b.pts", "PTS\nbad\n")
    try dir.write("in/c.pts", "PTS\n!warn careful\n3 3\n")
    try dir.write("in/d.pts", "PTS\n4 4\n")
    let (status, io) = runCLI([
      "convert", "--strict", "-j", "1", "--to", "alt", dir.file("in"), "-o", dir.file("out"),
    ])
    #expect(status == 4)
    #expect(dir.exists("out/a.alt") && !dir.exists("out/b.alt") && !dir.exists("out/c.alt"))
    #expect(dir.exists("out/d.alt"))
    #expect(io.error.contains("c.pts: 1 warning with --strict; nothing written"))
    #expect(io.error.hasSuffix("interchange: converted 2 of 4 files, 2 failed\n"))
  }

  @Test func severalFilesGoIntoADirectory() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let a = try dir.write("x/a.pts", "PTS\n1 1\n")
    let b = try dir.write("y/b.alt", "ALT\n2 2\n")
    let (status, _) = runCLI(["convert", "--to", "pts", "-q", a, b, "-o", dir.file("out/")])
    #expect(status == 0)
    #expect(dir.exists("out/a.pts") && dir.exists("out/b.pts"))
  }

  /// Two outputs that reach one file through a symbolic link in the output directory are a
  /// collision, refused before anything is written (the writes follow links).
  @Test func outputsThatMeetThroughALinkCollide() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let a = try dir.write("a.pts", "PTS\n1 1\n")
    let b = try dir.write("b.pts", "PTS\n2 2\n")
    try FileManager.default.createDirectory(atPath: dir.file("out"), withIntermediateDirectories: false)
    try #require(symlink("b.alt", dir.file("out/a.alt")) == 0)
    let collision = runCLI(["convert", "--to", "alt", a, b, "-o", dir.file("out")])
    #expect(collision.status == 2, "\(collision.io.error)")
    #expect(collision.io.error.contains("would both be written to"))
    #expect(!FileManager.default.fileExists(atPath: dir.file("out/b.alt")))
  }

  /// Two outputs whose directories are one directory, reached through a symbolic link to a
  /// directory in the output tree, collide too: once, both were written and one was lost.
  @Test func outputsThatMeetThroughADirectoryLinkCollide() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("in/sub/x.pts", "PTS\n1 1\n")
    try dir.write("in/other/x.pts", "PTS\n2 2\n")
    try FileManager.default.createDirectory(atPath: dir.file("out/real"), withIntermediateDirectories: true)
    try #require(symlink("real", dir.file("out/sub")) == 0)
    try #require(symlink("real", dir.file("out/other")) == 0)
    let collision = runCLI(["convert", "--to", "alt", dir.file("in"), "-o", dir.file("out")])
    #expect(collision.status == 2, "\(collision.io.error)")
    #expect(
      collision.io.error.hasPrefix(
        "interchange: error: inputs '\(dir.file("in/other/x.pts"))' and '\(dir.file("in/sub/x.pts"))'"
          + " would both be written to '\(dir.file("out/sub/x.alt"))'\n"), "\(collision.io.error)")
    #expect(!dir.exists("out/real/x.alt"))
    // Through `..` and a link to the output directory itself.
    try #require(symlink(".", dir.file("out/real/self")) == 0)
    try dir.write("in2/a.pts", "PTS\n1 1\n")
    try dir.write("in2/self/a.pts", "PTS\n2 2\n")
    let viaSelf = runCLI(["convert", "--to", "alt", dir.file("in2"), "-o", dir.file("out/sub/../real")])
    #expect(viaSelf.status == 2, "\(viaSelf.io.error)")
    #expect(viaSelf.io.error.contains("would both be written to"))
    #expect(!dir.exists("out/real/a.alt"))
    // Distinct directories still do not collide.
    let distinct = runCLI(["convert", "-q", "--to", "alt", dir.file("in"), "-o", dir.file("fresh")])
    #expect(distinct.status == 0, "\(distinct.io.error)")
    #expect(dir.exists("fresh/sub/x.alt") && dir.exists("fresh/other/x.alt"))
  }

  @Test func directoryModeUsageErrors() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let a = try dir.write("a.pts", "PTS\n1 1\n")
    let b = try dir.write("sub/a.alt", "ALT\n1 1\n")
    #expect(runCLI(["convert", "--to", "alt", a, b]).status == 2)
    #expect(runCLI(["convert", a, b, "-o", dir.file("out")]).status == 2)
    #expect(runCLI(["convert", "--to", "alt", a, "-", "-o", dir.file("out")]).status == 2)
    let collision = runCLI(["convert", "--to", "count", a, b, "-o", dir.file("out")])
    #expect(collision.status == 2)
    #expect(collision.io.error.contains("would both be written to"))
    // Converting a directory into itself with the same format would overwrite the inputs.
    let inPlace = runCLI(["convert", "--to", "pts", dir.path, "-o", dir.path])
    #expect(inPlace.status == 2)
    #expect(try dir.read("a.pts") == "PTS\n1 1\n")
    #expect(!dir.exists("out"))
  }

  /// `-o FILE/` (directory mode, also for one input file) names an existing regular file as the
  /// output directory, as `-o FILE` with a directory input does: one usage error before anything
  /// is converted, not an I/O error for every file.
  @Test func outputDirectoryThatIsAFileIsAUsageErrorAlsoWithASlash() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let a = try dir.write("in/a.pts", "PTS\n1 1\n")
    try dir.write("in/b.pts", "PTS\n2 2\n")
    let plain = try dir.write("plain", "not a directory")
    for output in [plain, plain + "/", plain + "//"] {
      for inputs in output == plain ? [[dir.file("in")]] : [[dir.file("in")], [a]] {
        let (status, io) = runCLI(["convert", "--to", "alt"] + inputs + ["-o", output])
        #expect(status == 2, "\(output): \(io.error)")
        #expect(
          io.error.hasPrefix("interchange: error: \(output): the output is not a directory\nUsage: "),
          "\(io.error)")
      }
    }
    #expect(try dir.read("plain") == "not a directory")
    #expect(dir.listing() == ["in", "in/a.pts", "in/b.pts", "plain"])
  }

  /// A tree for the message-order tests: a large file first (slow to convert, with warnings),
  /// then many small ones with warnings (more than the limit, for the tail line), malformed
  /// ones (errors) and clean ones, in sorted order `a-big.pts`, `f00.pts`, …
  static func writeMixedTree(in dir: TemporaryDirectory) throws {
    var big = "PTS\n!warn big first\n"
    for i in 0..<150_000 { big += "\(i % 977) \(i % 613) 0.5\n" }
    big += "!warn big last\n"
    try dir.write("in/a-big.pts", big)
    for i in 0..<40 {
      let name = "in/" + (i % 7 == 3 ? "sub/" : "") + "f" + (i < 10 ? "0" : "") + "\(i).pts"
      switch i % 4 {
      case 0: try dir.write(name, "PTS\n1 \(i)\n")
      case 1: try dir.write(name, "PTS\n1 1\n" + (0..<(i % 5 + 1)).map { "!warn w\($0) of \(i)\n" }.joined())
      case 2: try dir.write(name, "PTS\n!warn before the error\n1 x\(i)\n")
      default: try dir.write(name, "PTS\n2 2\n" + (0..<4).map { "!warn many \($0)\n" }.joined())
      }
    }
  }

  /// With several workers, messages come in input order, byte for byte as with `-j 1`, however
  /// the files finish: the large first file takes longest, so the small ones finish before it
  /// (with the old code, their messages came first, in the order they finished). On a terminal
  /// the progress line is drawn and cleared as before, and between its redraws the text is
  /// `-j 1`'s.
  @Test func messagesComeInInputOrderWhateverTheJobs() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try Self.writeMixedTree(in: dir)
    func arguments(jobs: String, output: String) -> [String] {
      [
        "convert", "-j", jobs, "--to", "alt", "--warning-limit", "3", "--option", "warn=true",
        dir.file("in"), "-o", dir.file(output),
      ]
    }
    let reference = runCLI(arguments(jobs: "1", output: "o1"))
    #expect(reference.status == 4)
    let lines = reference.io.error.split(separator: "\n").map(String.init)
    #expect(lines.count > 100)
    #expect(lines.last == "interchange: converted 31 of 41 files, 10 failed")
    // Input order: the big file's lines first, then the others by name.
    #expect(lines.first == "interchange: warning: \(dir.file("in/a-big.pts")): line 2, column 1: big first")
    let names = lines.dropLast().map { $0.split(separator: " ")[2] }
    #expect(names == names.sorted())
    let progress = try Regex(#"\r\x1B\[K(\[\d+/\d+\] [^\r]*)?"#)
    for repetition in 0..<3 {
      for jobs in ["4", "8"] {
        let run = runCLI(arguments(jobs: jobs, output: "o-\(jobs)-\(repetition)"))
        #expect(run.status == 4)
        #expect(run.io.error == reference.io.error, "-j \(jobs), run \(repetition)")
        let tty = CapturedIO(errorIsTerminal: true)
        #expect(runCLI(arguments(jobs: jobs, output: "t-\(jobs)-\(repetition)"), io: tty).status == 4)
        #expect(tty.error.contains("\r\u{1B}[K[41/41] "))
        #expect(tty.error.hasSuffix("\r\u{1B}[Kinterchange: converted 31 of 41 files, 10 failed\n"))
        // Without the progress line's redraws and clearings, the text is `-j 1`'s.
        #expect(
          tty.error.replacing(progress, with: "") == reference.io.error, "-j \(jobs), run \(repetition), tty")
      }
    }
  }

  /// In directory mode, the directories the run made for outputs that all failed are removed at
  /// the end, deepest first; a directory that existed before, or that holds an output, stays.
  /// The writes fail here because the output's name is too long for the file system (255 bytes),
  /// which the temporary file's shortened name is not: the directories are made first.
  @Test func directoriesMadeForFailedOutputsAreRemoved() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    var registry = fakeRegistry()
    try registry.register(PointsFormat(id: "pointslong", magic: "PTL"))
    let long = String(repeating: "x", count: 251) + ".pts"
    try dir.write("in/ok/a.pts", "PTS\n1 1\n")
    try dir.write("in/bad/deep/er/\(long)", "PTS\n1 1\n")
    try dir.write("in/keep/\(long)", "PTS\n2 2\n")
    try FileManager.default.createDirectory(atPath: dir.file("out/keep"), withIntermediateDirectories: true)
    let io = CapturedIO()
    let status = Interchange.run(
      arguments: ["convert", "--to", "pointslong", dir.file("in"), "-o", dir.file("out")],
      registry: registry, io: io.io)
    #expect(status == 5)
    let tooLong = dir.file("out/bad/deep/er/" + String(repeating: "x", count: 251) + ".pointslong")
    #expect(io.error.contains("interchange: error: \(tooLong): cannot write: File name too long\n"))
    #expect(io.error.hasSuffix("interchange: converted 1 of 3 files, 2 failed\n"))
    #expect(
      dir.listing().filter { $0.hasPrefix("out") } == ["out", "out/keep", "out/ok", "out/ok/a.pointslong"])
    // Everything failed: the output directory the run made goes too.
    let none = CapturedIO()
    let failed = Interchange.run(
      arguments: ["convert", "--to", "pointslong", dir.file("in/bad"), "-o", dir.file("fresh/out")],
      registry: registry, io: none.io)
    #expect(failed == 5)
    #expect(none.error.hasSuffix("interchange: converted 0 of 1 files, 1 failed\n"))
    #expect(!dir.exists("fresh"))
    // A directory that existed, empty, stays.
    try FileManager.default.createDirectory(atPath: dir.file("empty"), withIntermediateDirectories: false)
    let intoEmpty = Interchange.run(
      arguments: ["convert", "--to", "pointslong", "-q", dir.file("in/bad"), "-o", dir.file("empty")],
      registry: registry, io: CapturedIO().io)
    #expect(intoEmpty == 5)
    #expect(dir.exists("empty") && dir.listing().filter { $0.hasPrefix("empty") } == ["empty"])
  }

  @Test func progressLineOnlyOnATerminal() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("in/a.pts", "PTS\n1 1\n")
    try dir.write("in/b.pts", "PTS\n2 2\n")
    let tty = CapturedIO(errorIsTerminal: true)
    #expect(runCLI(["convert", "--to", "alt", dir.file("in"), "-o", dir.file("o1")], io: tty).status == 0)
    #expect(tty.error.contains("[2/2]"))
    #expect(tty.error.hasSuffix("\r\u{1B}[Kinterchange: converted 2 of 2 files\n"))
    let pipe = CapturedIO()
    #expect(runCLI(["convert", "--to", "alt", dir.file("in"), "-o", dir.file("o2")], io: pipe).status == 0)
    #expect(!pipe.error.contains("\r"))
  }
}
