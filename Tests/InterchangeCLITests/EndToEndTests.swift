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

  /// The built binary: `help <command> extra` is a usage error naming the extra argument
  /// (status 2, on standard error, nothing on standard output), as `--version extra` is; it used
  /// to print the command's help and exit 0. `help`, `help <command>`, `<command> --help` and
  /// `help <unknown>` behave as before.
  @Test func helpWithAnExtraArgumentIsAUsageError() throws {
    let reminder =
      "Usage: interchange <command> [<options>]\n  See 'interchange --help' for more information.\n"
    for line in [["help", "convert", "extra"], ["--version", "extra"]] {
      let result = try runBinary(line)
      #expect(result.status == 2, "\(line)")
      #expect(result.output.isEmpty, "\(line)")
      #expect(result.stderr == "interchange: error: unexpected argument 'extra'\n" + reminder, "\(line)")
    }
    let root = try runBinary(["--help"])
    let help = try runBinary(["help"])
    #expect(help.status == 0 && help.output == root.output && help.stderr.isEmpty)
    for command in ["convert", "formats", "inspect"] {
      let sub = try runBinary([command, "--help"])
      #expect(sub.status == 0 && sub.output.contains("USAGE: interchange \(command)"))
      let named = try runBinary(["help", command])
      #expect(named.status == 0 && named.output == sub.output && named.stderr.isEmpty)
    }
    let unknown = try runBinary(["help", "nope"])
    #expect(unknown.status == 2 && unknown.output.isEmpty)
    #expect(unknown.stderr == "interchange: error: unknown command 'nope'\n" + reminder)
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

  /// Standard output redirected to an input file (`>> a.json`, also through another name of it)
  /// is refused like `-o a.json`, before anything is read: the drawing was appended to its own
  /// input. So is standard input redirected from the file written (`- < a.json >> a.json`,
  /// `- -o a.json < a.json`). Redirected to another file, standard output is written.
  @Test func standardOutputRedirectedToAnInputIsRefused() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("a.json", #"{"type":"drawing","version":1,"strokes":[]}"#)
    try #require(link(dir.file("a.json"), dir.file("same.json")) == 0)
    let before = try FileSnapshot(dir.file("a.json"))
    // (The shell redirection, the arguments after `convert --to json`, and what is written over
    // which input.) Standard input redirected from the file written is an input too.
    let cases: [(redirect: String, arguments: [String], output: String, input: String)] = [
      (">> a.json", ["a.json"], "<stdout>", "a.json"),
      (">> a.json", ["a.json", "-o", "-"], "<stdout>", "a.json"),
      (">> same.json", ["a.json"], "<stdout>", "a.json"),
      ("< a.json >> a.json", ["-"], "<stdout>", "<stdin>"),
      ("< a.json", ["-", "-o", "a.json"], "a.json", "<stdin>"),
      ("< same.json", ["-", "-o", "a.json"], "a.json", "<stdin>"),
    ]
    for c in cases {
      let result = try runWrappedBinary(
        ["/bin/sh", "-c", #"exec "$0" "$@" "# + c.redirect], ["convert", "--to", "json"] + c.arguments,
        in: dir.path)
      #expect(result.status == 2, "\(c.redirect) \(c.arguments): \(result.stderr)")
      #expect(
        result.stderr.hasPrefix(
          "interchange: error: \(c.output): refusing to write the output over the input '\(c.input)'\n"),
        "\(result.stderr)")
      #expect(try FileSnapshot(dir.file("a.json")) == before)
    }
    let other = try runWrappedBinary(
      ["/bin/sh", "-c", #"exec "$0" "$@" > out.json"#], ["convert", "--to", "json", "a.json"], in: dir.path)
    #expect(other.status == 0, "\(other.stderr)")
    #expect(try dir.read("out.json").hasPrefix(#"{"type":"drawing""#))
    #expect(dir.listing() == ["a.json", "out.json", "same.json"])
  }

  /// An SVG of 50 filled paths warns once per path: 20 warnings and one line counting the other
  /// 30 by default, all 50 with `--warning-limit 0`; `--strict` fails on all 50.
  @Test func warningLimitOnAManyPathSVG() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let paths = (0..<50).map { #"<path d="M\#($0) 0l1 1"/>"# }.joined(separator: "\n")
    try dir.write(
      "many.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 10">"# + paths + "</svg>\n")
    func warningLines(_ stderr: String) -> Int {
      stderr.split(separator: "\n").filter { $0.hasPrefix("interchange: warning: many.svg: ") }.count
    }
    let tail = "interchange: note: many.svg: 30 more warnings not shown (--warning-limit 0 shows all)\n"

    let limited = try runBinary(["convert", "--to", "ink", "many.svg", "-o", "many.ink"], in: dir.path)
    #expect(limited.status == 0, "\(limited.stderr)")
    #expect(warningLines(limited.stderr) == 20, "\(limited.stderr)")
    #expect(limited.stderr.split(separator: "\n").count == 21)
    #expect(limited.stderr.hasSuffix(tail), "\(limited.stderr)")
    #expect(limited.stderr.contains("fill converted as its outline"))

    let all = try runBinary(
      ["convert", "--warning-limit", "0", "--to", "ink", "many.svg", "-o", "all.ink"], in: dir.path)
    #expect(all.status == 0)
    #expect(warningLines(all.stderr) == 50 && all.stderr.split(separator: "\n").count == 50)
    #expect(!all.stderr.contains("not shown"))

    let strict = try runBinary(
      ["convert", "--strict", "--to", "ink", "many.svg", "-o", "strict.ink"], in: dir.path)
    #expect(strict.status == 1)
    #expect(warningLines(strict.stderr) == 20)
    #expect(
      strict.stderr.hasSuffix(
        tail + "interchange: error: many.svg: 50 warnings with --strict; nothing written\n"),
      "\(strict.stderr)")
    #expect(!dir.exists("strict.ink"))

    let bad = try runBinary(["convert", "--warning-limit", "-1", "many.svg"], in: dir.path)
    #expect(bad.status == 2)
    #expect(
      bad.stderr.hasPrefix(
        "interchange: error: option '--warning-limit' expects a whole number of at least 0"))
  }
}
