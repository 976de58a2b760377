import Foundation
import Testing

/// Runs `interchange inspect --json` and returns the parsed summary.
func inspectSummary(
  _ arguments: [String], in directory: String, input: [UInt8] = []
) throws
  -> [String: Any]
{
  let result = try runBinary(["inspect", "--json"] + arguments, input: input, in: directory)
  #expect(result.status == 0, "\(result.stderr)")
  return try #require(JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
}

/// The built `interchange` executable converting through the real JSON and `.ink` formats, as a
/// user would run it.
@Suite struct RealFormatEndToEndTests {
  /// A drawing document with `strokes` strokes of `points` points (ink `pen`, the last `marker`),
  /// and optionally an unknown field.
  static func drawing(strokes: Int = 3, points: Int = 4, extraField: Bool = false) -> String {
    var text = "{\"type\": \"drawing\", \"version\": 1,\(extraField ? " \"brush\": 3," : "")\n\"strokes\": ["
    for s in 0..<strokes {
      let ink = s == strokes - 1 && strokes > 1 ? "marker" : "pen"
      text += s > 0 ? ",\n" : "\n"
      text += "{\"ink\": {\"type\": \"\(ink)\", \"color\": [1, 0, 0, 1]}, \"creationDate\": 100.5, "
      text += "\"id\": \"6F9619FF-8B86-D011-B42D-00C04FC9\(String(format: "%04X", s))\", \"points\": ["
      text += (0..<points).map { p in
        "{\"location\": [\(p * 10 + s), \(p * p)], \"timeOffset\": \(Double(p) * 0.01), \"size\": [\(2 + s), \(2 + s)], "
          + "\"opacity\": 1, \"force\": \(0.25 * Double(p + 1)), \"azimuth\": 0.5, \"altitude\": 1.2}"
      }.joined(separator: ", ")
      text += "]}"
    }
    return text + "\n]}\n"
  }

  static let source = drawing()

  @Test func drawingToInkToJSONAndBackIsStable() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("source.json", Self.source)
    let toInk = try runBinary(["convert", "source.json", "-o", "drawing.ink"], in: dir.path)
    #expect(toInk.status == 0, "\(toInk.stderr)")
    #expect(toInk.stderr.isEmpty)
    let toJSON = try runBinary(["convert", "drawing.ink", "-o", "drawing.json"], in: dir.path)
    #expect(toJSON.status == 0, "\(toJSON.stderr)")
    let again = try runBinary(["convert", "--to", "ink", "drawing.json", "-o", "-"], in: dir.path)
    #expect(again.status == 0, "\(again.stderr)")
    let back = try runBinary(["convert", "--to", "json", "-", "-o", "-"], input: again.stdout)
    #expect(back.status == 0, "\(back.stderr)")
    // JSON drawings and .ink are lossless: the same bytes come back.
    #expect(back.stdout == Array(try Data(contentsOf: URL(fileURLWithPath: dir.file("drawing.json")))))
    let summary = try inspectSummary(["drawing.ink"], in: dir.path)
    #expect(summary["format"] as? String == "ink")
    #expect(summary["strokes"] as? Int == 3)
    #expect(summary["points"] as? Int == 12)
    let inks = try #require(summary["inks"] as? [[String: Any]])
    #expect(inks.map { $0["type"] as? String } == ["pen", "marker"])
    #expect(inks.map { $0["strokes"] as? Int } == [2, 1])
    let channels = try #require(summary["channels"] as? [String: [String: Double]])
    #expect(channels["size.width"] == ["min": 2, "max": 4])
    #expect(channels["force"] == ["min": 0.25, "max": 1])
    #expect(channels["location.x"] == ["min": 0, "max": 32])
  }

  @Test func contentIsSniffedWhenThereIsNoExtension() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let viaStdin = try runBinary(["convert", "--to", "ink", "-", "-o", "-"], input: Array(Self.source.utf8))
    #expect(viaStdin.status == 0, "\(viaStdin.stderr)")
    try Data(viaStdin.stdout).write(to: URL(fileURLWithPath: dir.file("piped.data")))
    let summary = try inspectSummary(["piped.data"], in: dir.path)
    #expect(summary["format"] as? String == "ink")
    #expect(summary["strokes"] as? Int == 3)
    let fromStdin = try inspectSummary(["-"], in: dir.path, input: Array(Self.source.utf8))
    #expect(fromStdin["format"] as? String == "json")
  }

  @Test func malformedInputsAreStatus4AndLeaveOutputsAlone() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("bad.json", "{\"type\": \"drawing\", \"version\": 1,\n  \"strokes\": [}\n")
    try dir.write("bad.ink", "definitely not a binary drawing")
    for name in ["bad.json", "bad.ink"] {
      try dir.write("out.json", "keep me")
      let result = try runBinary(
        ["convert", "--from", String(name.dropFirst(4)), "--to", "json", name, "-o", "out.json"], in: dir.path
      )
      #expect(result.status == 4, "\(name): \(result.stderr)")
      #expect(result.stderr.hasPrefix("interchange: error: \(name): "), "\(result.stderr)")
      #expect(try dir.read("out.json") == "keep me")
    }
    let json = try runBinary(["convert", "bad.json", "-o", "x.ink"], in: dir.path)
    #expect(json.stderr.hasPrefix("interchange: error: bad.json: line 2, column "), "\(json.stderr)")
    #expect(dir.listing() == ["bad.ink", "bad.json", "out.json"])
  }

  @Test func exportFailureIsStatus6() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    // Strokes near ±1.7e308: without metadata no finite SVG viewBox holds them.
    let huge = Self.source.replacingOccurrences(
      of: "\"location\": [0, 0]", with: "\"location\": [-1.7e308, 0]"
    )
    .replacingOccurrences(of: "\"location\": [30, 9]", with: "\"location\": [1.7e308, 9]")
    #expect(huge != Self.source)
    try dir.write("source.json", huge)
    try dir.write("out.svg", "keep me")
    let result = try runBinary(
      ["convert", "--option", "metadata=false", "source.json", "-o", "out.svg"], in: dir.path)
    #expect(result.status == 6, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("interchange: error: source.json: cannot write it as 'svg': "))
    #expect(try dir.read("out.svg") == "keep me")
  }

  /// Format option values: case-insensitive in every format; a value no format knows is a usage
  /// error (status 2) whether the importer or the exporter refuses it; an empty value is refused
  /// before anything is read, naming the option.
  @Test func formatOptionValuesAreCaseInsensitiveAndBadOnesAreUsageErrors() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("source.json", Self.source)
    let svg = try runBinary(
      ["convert", "source.json", "-o", "plain.svg", "--option", "metadata=FALSE"], in: dir.path)
    #expect(svg.status == 0, "\(svg.stderr)")
    #expect(try !dir.read("plain.svg").contains("ink:"))
    let skip = try runBinary(
      ["convert", "plain.svg", "-o", "skip.json", "--option", "fill=SKIP"], in: dir.path)
    #expect(skip.status == 0, "\(skip.stderr)")
    let exact = try runBinary(["convert", "source.json", "-o", "exact.ink"], in: dir.path)
    #expect(exact.status == 0)
    for value in ["TRUE", "Default", "position=1/1024,TIME=1E-3"] {
      let quantized = try runBinary(
        ["convert", "source.json", "-o", "q.ink", "--option", "quantize=\(value)"], in: dir.path)
      #expect(quantized.status == 0, "\(value): \(quantized.stderr)")
      // (The quantized mode writes other bytes; this drawing is too small for them to be fewer.)
      let bytes = { (name: String) in try Data(contentsOf: URL(fileURLWithPath: dir.file(name))) }
      #expect(try bytes("q.ink") != bytes("exact.ink"), "\(value)")
    }
    let lossless = try runBinary(
      ["convert", "source.json", "-o", "n.ink", "--option", "quantize=NONE"], in: dir.path)
    #expect(lossless.status == 0)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: dir.file("n.ink")))
        == Data(contentsOf: URL(fileURLWithPath: dir.file("exact.ink"))))
    let bezier = try runBinary(
      ["convert", "source.json", "-o", "b.json", "--option", "document=BEZIER"], in: dir.path)
    #expect(bezier.status == 0)

    let badImport = try runBinary(
      ["convert", "plain.svg", "-o", "x.json", "--option", "fill=bogus"], in: dir.path)
    #expect(badImport.status == 2, "\(badImport.stderr)")
    #expect(badImport.stderr.contains("unknown value 'bogus' for format option 'fill'"))
    let badExport = try runBinary(
      ["convert", "source.json", "-o", "x.svg", "--option", "metadata=maybe"], in: dir.path)
    #expect(badExport.status == 2, "\(badExport.stderr)")
    #expect(badExport.stderr.contains("'metadata'"))
    #expect(!dir.exists("x.json") && !dir.exists("x.svg"))
    for key in ["quantize", "metadata", "fill", "document"] {
      let empty = try runBinary(
        ["convert", "source.json", "-o", "e.ink", "--option", "\(key)="], in: dir.path)
      #expect(empty.status == 2, "\(key)")
      #expect(
        empty.stderr.hasPrefix(
          "interchange: error: option '--option' expects a value for format option '\(key)', got '\(key)='\n")
      )
    }
    #expect(!dir.exists("e.ink"))
  }

  /// A key with a newline and an escape sequence in it: the warning names it on one line,
  /// escaped, and no control character reaches the terminal.
  @Test func messagesFromInputStayOnOneLine() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("k.json", #"{"type":"drawing","version":1,"strokes":[],"a\nb\u001b[31mRED":1}"#)
    let result = try runBinary(["convert", "k.json", "-o", "out.json"], in: dir.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("interchange: warning: k.json: "), "\(result.stderr)")
    // (The JSON reader escapes keys as JSON does, before the CLI's own escaping sees them.)
    #expect(result.stderr.contains(#"a\nb\u001b[31mRED"#), "\(result.stderr)")
    #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B })
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }

  @Test func warningsAndStrict() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("extra.json", Self.drawing(extraField: true))
    let loose = try runBinary(["convert", "extra.json", "-o", "loose.ink"], in: dir.path)
    #expect(loose.status == 0, "\(loose.stderr)")
    #expect(loose.stderr.hasPrefix("interchange: warning: extra.json: "), "\(loose.stderr)")
    #expect(loose.stderr.contains("brush"))
    let quiet = try runBinary(["convert", "-q", "extra.json", "-o", "quiet.ink"], in: dir.path)
    #expect(quiet.status == 0 && quiet.stderr.isEmpty)
    let strict = try runBinary(["convert", "--strict", "extra.json", "-o", "strict.ink"], in: dir.path)
    #expect(strict.status == 1)
    #expect(!dir.exists("strict.ink"))
    // An export warning (the Bézier document is lossy) is fatal too.
    let lossy = try runBinary(
      ["convert", "--strict", "--option", "document=bezier", "loose.ink", "-o", "lossy.json"], in: dir.path)
    #expect(lossy.status == 1, "\(lossy.stderr)")
    #expect(!dir.exists("lossy.json"))
  }

  @Test func directoryModeSkipsTheBadFileAndReports() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    for i in 0..<5 {
      try dir.write(
        "in/set\(i % 2)/d\(i).json",
        Self.drawing(strokes: i + 1))
    }
    try dir.write("in/set1/broken.json", "{")
    try dir.write("in/readme.txt", "ignored")
    let result = try runBinary(["convert", "--to", "ink", "in", "-o", "out"], in: dir.path)
    #expect(result.status == 4)
    #expect(result.stderr.contains("interchange: error: in/set1/broken.json: "))
    #expect(result.stderr.hasSuffix("interchange: converted 5 of 6 files, 1 failed\n"))
    #expect(dir.listing().filter { $0.hasPrefix("out/") && $0.hasSuffix(".ink") }.count == 5)
    #expect(dir.exists("out/set0/d4.ink") && !dir.exists("out/set1/broken.ink"))
    // Back again, into a second tree.
    let back = try runBinary(["convert", "--to", "json", "-q", "out", "-o", "back"], in: dir.path)
    #expect(back.status == 0, "\(back.stderr)")
    #expect(dir.exists("back/set1/d3.json"))
  }
}

extension RealFormatEndToEndTests {
  @Test func svgWithoutShapesIsSniffedWarnedAboutAndStrictFails() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let svg = Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><text>hi</text></svg>\n".utf8)
    let summary = try inspectSummary(["-q", "-"], in: dir.path, input: svg)
    #expect(summary["format"] as? String == "svg")
    #expect(summary["strokes"] as? Int == 0 && summary["warnings"] as? Int == 1)
    let loose = try runBinary(["convert", "--to", "json", "-", "-o", "out.json"], input: svg, in: dir.path)
    #expect(loose.status == 0 && loose.stderr.hasPrefix("interchange: warning: <stdin>: "))
    let strict = try runBinary(
      ["convert", "--strict", "--to", "json", "-", "-o", "s.json"], input: svg, in: dir.path)
    #expect(strict.status == 1 && !dir.exists("s.json"))
    let broken = try runBinary(
      ["convert", "--to", "json", "-", "-o", "b.json"],
      input: Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><p".utf8),
      in: dir.path)
    #expect(broken.status == 4, "\(broken.stderr)")
    #expect(broken.stderr.hasPrefix("interchange: error: <stdin>: "))
    #expect(dir.listing() == ["out.json"])
  }
}

/// The built `interchange` executable reading SVG, including the feather icon corpus.
@Suite
struct SVGEndToEndTests {
  /// A Bézier document: two paths (three subpaths), per-segment widths.
  static let bezierDocument = """
    {"type": "bezier", "version": 1, "paths": [
      {"d": "M 10 10 L 90 10 L 90 90 M 0 0 L 5 5", "width": 2},
      {"d": "M 10 50 C 30 20 60 80 90 50 C 95 45 99 40 100 30", "width": [4, 6],
       "ink": {"type": "marker", "color": [1, 0, 0, 1]}}
    ]}

    """

  @Test func pointProviderOptionsAndQuantize() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("drawing.txt", Self.bezierDocument)
    let result = try runBinary(
      [
        "convert", "--from", "json", "--to", "ink", "--tolerance", "0.5", "--size", "3", "--duration",
        "2", "--quantize", "drawing.txt", "-o", "out.bin",
      ], in: dir.path)
    #expect(result.status == 0, "\(result.stderr)")
    let summary = try inspectSummary(["--from", "ink", "out.bin"], in: dir.path)
    let channels = try #require(summary["channels"] as? [String: [String: Double]])
    #expect(channels["size.width"] == ["min": 3, "max": 3])
    #expect(channels["timeOffset"]?["min"] == 0)
    let maxTime = try #require(channels["timeOffset"]?["max"])
    #expect(abs(maxTime - 2) < 0.01)
    let exact = try runBinary(
      ["convert", "--to", "ink", "drawing.txt", "--from", "json", "-o", "exact.ink"], in: dir.path)
    #expect(exact.status == 0)
    let quantizedSize = try FileManager.default.attributesOfItem(atPath: dir.file("out.bin"))[.size] as? Int
    let exactSize = try FileManager.default.attributesOfItem(atPath: dir.file("exact.ink"))[.size] as? Int
    #expect(try #require(quantizedSize) < #require(exactSize))
  }

  @Test func svgConvertsWithInferredFormats() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write(
      "drawing.svg",
      """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
        <path d="M 10 10 L 90 10 L 90 90" stroke="black" stroke-width="2" fill="none"/>
      </svg>

      """)
    let result = try runBinary(["convert", "drawing.svg", "-o", "drawing.ink"], in: dir.path)
    #expect(result.status == 0, "\(result.stderr)")
    let summary = try inspectSummary(["drawing.ink"], in: dir.path)
    #expect(summary["strokes"] as? Int == 1)
    let broken = try runBinary(
      ["convert", "--to", "ink", "-", "-o", "x.ink"], input: Array("<svg".utf8), in: dir.path)
    #expect(broken.status == 4 || broken.status == 3, "\(broken.stderr)")
    #expect(!dir.exists("x.ink"))
  }

  @Test func featherIconsConvertInParallel() throws {
    let corpus = packageRoot() + "/../shared/corpus/feather/icons"
    let icons = try #require(
      try? FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.hasSuffix(".svg") },
      "the corpus is missing: expected SVG files in \(corpus)")
    #expect(icons.count > 200)
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let result = try runBinary(["convert", "--to", "ink", "-q", corpus, "-o", dir.file("out")])
    #expect(result.status == 0, "\(result.stderr.prefix(2000))")
    #expect(dir.listing().filter { $0.hasSuffix(".ink") }.count == icons.count)
  }
}

extension RealFormatEndToEndTests {
  /// Runs the binary with its standard output on the terminal side of `pty`.
  static func runOnTerminal(
    _ arguments: [String], pty: PseudoTerminal, in directory: String
  ) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(
      fileURLWithPath: try #require(interchangeExecutable(), "the interchange executable was not found"))
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle(fileDescriptor: pty.terminal, closeOnDealloc: false)
    let stderr = Pipe()
    process.standardError = stderr
    try process.run()
    let text = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: text, as: UTF8.self))
  }

  @Test func binaryOutputThroughDevStdoutOrDevTtyToATerminalIsRefused() throws {
    let pty = try #require(PseudoTerminal(), "no pseudo-terminal available")
    defer { pty.close() }
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("source.json", Self.source)
    let refusal =
      "interchange: error: refusing to write the binary format 'ink' to a terminal; use -o FILE\n"
    let dash = try Self.runOnTerminal(["convert", "--to", "ink", "source.json"], pty: pty, in: dir.path)
    #expect(dash.status == 2)
    #expect(dash.stderr.hasPrefix(refusal))
    for output in ["-", "/dev/stdout", "/dev/fd/1", pty.path] {
      let result = try Self.runOnTerminal(
        ["convert", "--to", "ink", "source.json", "-o", output], pty: pty, in: dir.path)
      #expect(result.status == 2, "\(output)")
      #expect(result.stderr == dash.stderr, "\(output)")
    }
    #expect(pty.written().isEmpty)
    // `-o /dev/stdout` still writes where `-o -` does when that is not a terminal.
    let piped = try runBinary(["convert", "--to", "ink", "source.json", "-o", "/dev/stdout"], in: dir.path)
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(piped.stdout == (try runBinary(["convert", "--to", "ink", "source.json"], in: dir.path)).stdout)
    // `/dev/tty` is the controlling terminal: `script` gives the child one.
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/script") {
      let exe = try #require(interchangeExecutable())
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
      process.arguments = [
        "-qec", "'\(exe)' convert --to ink source.json -o /dev/tty >/dev/null 2>tty.err", "/dev/null",
      ]
      process.currentDirectoryURL = URL(fileURLWithPath: dir.path)
      process.standardInput = FileHandle.nullDevice
      let result = try runCollectingOutput(process)
      #expect(result.status == 2, "\(result.stderr)")
      #expect(try dir.read("tty.err").hasPrefix(refusal))
    }
  }
}

extension RealFormatEndToEndTests {
  @Test func directoryModeReportsNamesThatAreNotUTF8() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("nu/ok.json", Self.source)
    // `café.json` in Latin-1, and a directory `sub\xFF` with a file inside.
    let source = Array(Self.source.utf8)
    try createRawFile(dir.file("nu"), Array("caf".utf8) + [0xE9] + Array(".json".utf8), contents: source)
    let sub = Array("sub".utf8) + [0xFF]
    rawPath(dir.file("nu"), sub).withUnsafeBufferPointer { #expect(mkdir($0.baseAddress!, 0o777) == 0) }
    try createRawFile(dir.file("nu"), sub + Array("/inner.json".utf8), contents: source)
    let result = try runBinary(["convert", "--to", "ink", "nu", "-o", "nuout"], in: dir.path)
    #expect(result.status == 5)
    #expect(
      result.stderr == """
        interchange: error: nu: cannot read the file 'caf\\xE9.json': its name is not valid UTF-8
        interchange: error: nu: cannot search the directory 'sub\\xFF': its name is not valid UTF-8
        interchange: converted 1 of 3 files, 2 failed

        """)
    #expect(dir.exists("nuout/ok.ink"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.file("nuout")) == ["ok.ink"])
  }
}
