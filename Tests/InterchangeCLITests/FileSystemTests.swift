import Foundation
import Testing

@testable import InterchangeCLI

@Suite struct FileSystemTests {
  @Test func atomicWriteCreatesAndReplaces() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try FileSystem.writeAtomically(Array("one".utf8), toPath: dir.file("f"))
    try FileSystem.writeAtomically(Array("two".utf8), toPath: dir.file("f"))
    #expect(try dir.read("f") == "two")
    #expect(dir.listing() == ["f"])
  }

  @Test func failedAtomicWriteLeavesNothing() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try FileManager.default.createDirectory(atPath: dir.file("d"), withIntermediateDirectories: false)
    // Renaming a file over a directory fails: the temporary file must be removed.
    #expect(throws: FileSystemError.self) {
      try FileSystem.writeAtomically(Array("x".utf8), toPath: dir.file("d"))
    }
    #expect(dir.listing() == ["d"])
  }

  @Test func readRefusesOverTheLimitAndDirectories() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = try dir.write("f", "12345")
    #expect(try FileSystem.readFile(atPath: path, limit: 5) == Array("12345".utf8))
    #expect(throws: FileSystemError.self) { try FileSystem.readFile(atPath: path, limit: 4) }
    #expect(throws: FileSystemError.self) { try FileSystem.readFile(atPath: dir.path, limit: 4) }
  }

  @Test func pathHelpers() {
    #expect(FileSystem.pathExtension("a/b.c.SVG") == "SVG")
    #expect(FileSystem.pathExtension("a.d/b") == nil)
    #expect(FileSystem.pathExtension(".hidden") == nil)
    #expect(FileSystem.replacingExtension(of: "a/b.svg", with: "ink") == "a/b.ink")
    #expect(FileSystem.replacingExtension(of: "noext", with: "ink") == "noext.ink")
    #expect(FileSystem.split("/x").directory == "/")
    #expect(FileSystem.join("out/", "a") == "out/a")
  }

  @Test func walkIsSortedSkipsHiddenAndTheExcludedDirectory() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    for name in ["b.pts", "a.PTS", "z/y.pts", ".h/x.pts", "out/o.pts", "c.txt"] { try dir.write(name, "") }
    let out = FileSystem.identity(ofPath: dir.file("out"))
    let files = try FileSystem.files(under: dir.path, extensions: ["pts"], excluding: out)
    #expect(files == ["a.PTS", "b.pts", "z/y.pts"])
  }
}
