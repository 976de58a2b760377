import Foundation
import InkTestSupport
import Testing

/// The built `quickdraw-interchange` executable (the three-line `main.swift`) runs end to end.
@Suite struct QuickDrawExecutableTests {
  /// The executable next to the test bundle.
  static func executable() throws -> URL {
    let exe = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let url = URL(fileURLWithPath: exe).deletingLastPathComponent()
      .appendingPathComponent("quickdraw-interchange")
    try #require(FileManager.default.isExecutableFile(atPath: url.path), "not built: \(url.path)")
    return url
  }

  /// Runs the executable; standard output and error go through files, so nothing blocks.
  static func run(
    _ arguments: [String], in directory: URL
  ) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let out = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
    let err = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
    try #require(FileManager.default.createFile(atPath: out.path, contents: nil))
    try #require(FileManager.default.createFile(atPath: err.path, contents: nil))
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, try String(contentsOf: out, encoding: .utf8),
      try String(contentsOf: err, encoding: .utf8)
    )
  }

  @Test func convertsTheSampleFileToSVG() throws {
    let (sample, _) = try sampleFile()
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qd-exe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }

    let help = try Self.run(["--help"], in: dir)
    #expect(help.status == 0)
    #expect(help.output.contains("USAGE: quickdraw-interchange <command>"))

    let result = try Self.run(
      [
        "convert", "--from", "quickdraw", "--to", "svg", "--option", "line=all", sample.path, "-o", "out.svg",
      ],
      in: dir)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.isEmpty)
    let svg = try String(contentsOf: dir.appendingPathComponent("out.svg"), encoding: .utf8)
    #expect(svg.contains("<svg") && svg.contains("<path"))

    let bad = try Self.run(["convert", "--to", "svg", "missing.ndjson", "-o", "x.svg"], in: dir)
    #expect(bad.status != 0)
    #expect(bad.error.hasPrefix("quickdraw-interchange: error: "))
  }
}
