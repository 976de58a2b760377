import Foundation
import Testing

/// The built `interchange` executable converting through the real built-in formats (SVG, JSON,
/// `.ink`), as a user would run it.
@Suite(.disabled("enable when the SVG, JSON and .ink formats land on main: they trap today"))
struct RealFormatEndToEndTests {
  static let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
      <path d="M 10 10 L 90 10 L 90 90" stroke="black" stroke-width="2" fill="none"/>
      <path d="M 10 50 C 30 20 60 80 90 50" stroke="red" stroke-width="4" fill="none"/>
    </svg>

    """

  func inspect(_ arguments: [String], in directory: String, input: [UInt8] = []) throws -> [String: Any] {
    let result = try runBinary(["inspect", "--json"] + arguments, input: input, in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
  }

  @Test func svgToJSONToInkAndBackIsStable() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("drawing.svg", Self.svg)
    let toJSON = try runBinary(["convert", "drawing.svg", "-o", "drawing.json"], in: dir.path)
    #expect(toJSON.status == 0, "\(toJSON.stderr)")
    let toInk = try runBinary(["convert", "drawing.json", "-o", "drawing.ink"], in: dir.path)
    #expect(toInk.status == 0, "\(toInk.stderr)")
    let back = try runBinary(["convert", "--to", "json", "drawing.ink", "-o", "-"], in: dir.path)
    #expect(back.status == 0, "\(back.stderr)")
    // JSON and .ink are lossless: the drawing comes back byte for byte.
    #expect(back.stdout == Array(try Data(contentsOf: URL(fileURLWithPath: dir.file("drawing.json")))))
    let summary = try inspect(["drawing.ink"], in: dir.path)
    #expect(summary["strokes"] as? Int == 2)
    #expect((summary["points"] as? Int ?? 0) >= 4)
    #expect(summary["format"] as? String == "ink")
  }

  @Test func standardInputIsSniffedAndStandardOutputWritten() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let viaStdin = try runBinary(["convert", "--to", "json", "-", "-o", "-"], input: Array(Self.svg.utf8))
    #expect(viaStdin.status == 0, "\(viaStdin.stderr)")
    try Data(viaStdin.stdout).write(to: URL(fileURLWithPath: dir.file("piped.data")))
    // No extension to go by: the JSON importer recognises the content.
    let summary = try inspect(["piped.data"], in: dir.path)
    #expect(summary["format"] as? String == "json")
    #expect(summary["strokes"] as? Int == 2)
  }

  @Test func explicitFormatsAndOptions() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("drawing.txt", Self.svg)
    let result = try runBinary(
      [
        "convert", "--from", "svg", "--to", "ink", "--tolerance", "0.5", "--size", "3", "--duration", "2",
        "--quantize", "drawing.txt", "-o", "out.bin",
      ], in: dir.path)
    #expect(result.status == 0, "\(result.stderr)")
    let summary = try inspect(["--from", "ink", "out.bin"], in: dir.path)
    let channels = try #require(summary["channels"] as? [String: [String: Double]])
    #expect(channels["size.width"]?["min"] == 3 && channels["size.width"]?["max"] == 3)
    #expect(channels["timeOffset"]?["max"] ?? 0 <= 2)
  }

  @Test func malformedInputsAreStatus4AndLeaveOutputsAlone() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("bad.json", "{\"strokes\": [\n  {\"points\": [1, 2,\n")
    try dir.write("bad.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <path d=\"M 0 0 L 1 1\"\n")
    try dir.write("bad.ink", "definitely not a binary drawing")
    for name in ["bad.json", "bad.svg", "bad.ink"] {
      try dir.write("out.json", "keep me")
      let result = try runBinary(["convert", "--to", "json", name, "-o", "out.json"], in: dir.path)
      #expect(result.status == 4, "\(name): \(result.stderr)")
      #expect(result.stderr.hasPrefix("interchange: error: \(name): "), "\(result.stderr)")
      #expect(try dir.read("out.json") == "keep me")
    }
    #expect(dir.listing() == ["bad.ink", "bad.json", "bad.svg", "out.json"])
  }

  @Test func directoryModeSkipsTheBadFileAndReports() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    for i in 0..<5 {
      try dir.write(
        "in/set\(i % 2)/d\(i).svg",
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M 0 0 L \(i + 1) 5\"/></svg>\n")
    }
    try dir.write("in/set1/broken.svg", "<svg")
    try dir.write("in/readme.txt", "ignored")
    let result = try runBinary(["convert", "--to", "ink", "in", "-o", "out"], in: dir.path)
    #expect(result.status == 4)
    #expect(result.stderr.contains("interchange: error: in/set1/broken.svg: "))
    #expect(result.stderr.hasSuffix("interchange: converted 5 of 6 files, 1 failed\n"))
    #expect(dir.listing().filter { $0.hasPrefix("out/") && $0.hasSuffix(".ink") }.count == 5)
    #expect(dir.exists("out/set0/d4.ink") && !dir.exists("out/set1/broken.ink"))
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
    #expect(FileManager.default.fileExists(atPath: corpus + "/activity.svg"))
  }

  @Test func strictFailsOnWarnings() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    // A filled, unstroked rectangle with a gradient: SVG content ink cannot carry exactly.
    try dir.write(
      "lossy.svg",
      """
      <svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs>
      <text x="1" y="1">text is dropped</text><path d="M 0 0 L 5 5" stroke="url(#g)"/></svg>

      """)
    let loose = try runBinary(["convert", "--to", "json", "lossy.svg", "-o", "loose.json"], in: dir.path)
    #expect(loose.status == 0, "\(loose.stderr)")
    #expect(loose.stderr.contains("interchange: warning: lossy.svg: "))
    let strict = try runBinary(
      ["convert", "--strict", "--to", "json", "lossy.svg", "-o", "strict.json"], in: dir.path)
    #expect(strict.status == 1)
    #expect(!dir.exists("strict.json"))
  }
}
