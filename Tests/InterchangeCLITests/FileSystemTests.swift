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

  /// With `creatingDirectories` (directory mode), missing directories of the output are made
  /// when the temporary file cannot be created without them; the errors are those of the
  /// directory creation and of the write, as when the directories were made beforehand.
  @Test func atomicWriteCreatesMissingDirectoriesOnlyWhenAsked() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    #expect(throws: FileSystemError(description: "cannot write: No such file or directory")) {
      try FileSystem.writeAtomically(Array("x".utf8), toPath: dir.file("a/b/f"))
    }
    #expect(dir.listing().isEmpty)
    try FileSystem.writeAtomically(Array("x".utf8), toPath: dir.file("a/b/f"), creatingDirectories: true)
    try FileSystem.writeAtomically(Array("y".utf8), toPath: dir.file("a/b/g"), creatingDirectories: true)
    #expect(try dir.read("a/b/f") == "x" && dir.read("a/b/g") == "y")
    #expect(dir.listing() == ["a", "a/b", "a/b/f", "a/b/g"])
    // A file where a directory should be: its parent cannot be made, or the write finds it.
    try dir.write("file", "keep")
    #expect(throws: FileSystemError(description: "cannot write: Not a directory")) {
      try FileSystem.writeAtomically(Array("x".utf8), toPath: dir.file("file/f"), creatingDirectories: true)
    }
    #expect(throws: FileSystemError(description: "cannot create directory: Not a directory")) {
      try FileSystem.writeAtomically(
        Array("x".utf8), toPath: dir.file("file/sub/f"), creatingDirectories: true)
    }
    #expect(try dir.read("file") == "keep")
    #expect(dir.listing() == ["a", "a/b", "a/b/f", "a/b/g", "file"])
  }

  /// The directories a write makes are recorded (also when the write then fails), those that
  /// existed are not; `removeEmpty` removes the recorded ones that are empty, deepest first, and
  /// nothing else.
  @Test func createdDirectoriesAreRecordedAndTheEmptyOnesRemoved() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try FileManager.default.createDirectory(atPath: dir.file("old"), withIntermediateDirectories: false)
    let created = FileSystem.CreatedDirectories()
    try FileSystem.createDirectories(dir.file("old/a/b/c"), recordingIn: created)
    try FileSystem.createDirectories(dir.file("old/a/b/c"), recordingIn: created)
    try FileSystem.writeAtomically(
      Array("x".utf8), toPath: dir.file("old/kept/f"), creatingDirectories: true, recordingIn: created)
    // A name too long for the file system: the temporary file (its name shortened) is written in
    // the directories made, the rename fails; they are still recorded.
    #expect(throws: FileSystemError(description: "cannot write: File name too long")) {
      try FileSystem.writeAtomically(
        Array("x".utf8), toPath: dir.file("old/x/y/" + String(repeating: "z", count: 300)),
        creatingDirectories: true, recordingIn: created)
    }
    #expect(
      created.all == [
        dir.file("old/a"), dir.file("old/a/b"), dir.file("old/a/b/c"), dir.file("old/kept"),
        dir.file("old/x"), dir.file("old/x/y"),
      ])
    // Something else put a file into one of them: it stays, and so do its parents.
    try dir.write("old/a/b/other", "not ours")
    #expect(Set(created.removeEmpty()) == [dir.file("old/a/b/c"), dir.file("old/x/y"), dir.file("old/x")])
    #expect(
      dir.listing() == [
        "old", "old/a", "old/a/b", "old/a/b/other", "old/kept", "old/kept/f",
      ])
  }

  /// A FIFO (like a device) is written into, not replaced by a regular file (`-o /dev/null`
  /// once turned the system's `/dev/null` into a regular file).
  @Test func writeIntoAFIFOKeepsTheFIFO() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let fifo = dir.file("pipe")
    try #require(mkfifo(fifo, 0o600) == 0)
    // The reader: opened non-blocking first so that the writer's open does not wait.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    try FileSystem.writeAtomically(Array("through the pipe".utf8), toPath: fifo)
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    var buffer = [UInt8](repeating: 0, count: 64)
    let n = read(reader, &buffer, buffer.count)
    #expect(n == 16 && String(decoding: buffer[0..<max(n, 0)], as: UTF8.self) == "through the pipe")
    #expect(dir.listing() == ["pipe"])
  }

  @Test func writeToACharacterDeviceKeepsTheDevice() throws {
    try FileSystem.writeAtomically(Array("discarded".utf8), toPath: "/dev/null")
    var info = stat()
    #expect(lstat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
  }

  /// A symbolic link is followed: the file it names is replaced (atomically) and the link stays,
  /// also when the link is relative, chained or dangling.
  @Test func writeThroughASymbolicLinkReplacesItsTarget() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try FileManager.default.createDirectory(atPath: dir.file("sub"), withIntermediateDirectories: false)
    _ = try dir.write("sub/target.json", "old")
    try #require(symlink("sub/target.json", dir.file("link")) == 0)
    try #require(symlink("link", dir.file("chain")) == 0)
    try FileSystem.writeAtomically(Array("new".utf8), toPath: dir.file("chain"))
    #expect(try dir.read("sub/target.json") == "new")
    var info = stat()
    #expect(lstat(dir.file("link"), &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
    #expect(lstat(dir.file("chain"), &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
    // Dangling: the file is created where the link points.
    try #require(symlink("sub/fresh.json", dir.file("dangling")) == 0)
    try FileSystem.writeAtomically(Array("made".utf8), toPath: dir.file("dangling"))
    #expect(try dir.read("sub/fresh.json") == "made")
    #expect(lstat(dir.file("dangling"), &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.file("sub")).sorted() == [
        "fresh.json", "target.json",
      ])
  }

  /// `/dev/stdout` and friends name the process's own descriptors: written through them, not
  /// by replacing the file behind them (which would lose what the shell wrote before and after).
  @Test func ownDescriptorsAreRecognised() throws {
    #expect(FileSystem.ownDescriptor("/dev/stdout") == 1)
    #expect(FileSystem.ownDescriptor("/dev/stderr") == 2)
    #expect(FileSystem.ownDescriptor("/dev/fd/7") == 7)
    #expect(FileSystem.ownDescriptor("/proc/self/fd/3") == 3)
    #expect(FileSystem.ownDescriptor("/proc/\(getpid())/fd/4") == 4)
    #expect(FileSystem.ownDescriptor("/dev/null") == nil)
    #expect(FileSystem.ownDescriptor("/tmp/x.svg") == nil)
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try #require(symlink("/dev/stdout", dir.file("out")) == 0)
    #expect(FileSystem.ownDescriptor(dir.file("out")) == 1)
    // Written where the descriptor stands: a file opened for appending keeps what it held.
    let log = try dir.write("log", "header\n")
    let fd = open(log, O_WRONLY | O_APPEND)
    try #require(fd >= 0)
    try FileSystem.writeAtomically(Array("body\n".utf8), toPath: "/dev/fd/\(fd)")
    close(fd)
    #expect(try dir.read("log") == "header\nbody\n")
  }

  @Test func socketsAndLinkLoopsAreErrors() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try #require(symlink("b", dir.file("a")) == 0)
    try #require(symlink("a", dir.file("b")) == 0)
    #expect(throws: FileSystemError.self) { try FileSystem.writeAtomically([1], toPath: dir.file("a")) }
    var info = stat()
    #expect(lstat(dir.file("a"), &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
    #expect(dir.listing() == ["a", "b"])
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
    let files = FileSystem.files(under: dir.path, extensions: ["pts"], excluding: out)
    #expect(files == [.file("a.PTS"), .file("b.pts"), .file("z/y.pts")])
  }

  @Test func walkReportsNamesThatAreNotUTF8() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("ok.pts", "")
    try dir.write("sub/inner.pts", "")
    let cafe: [UInt8] = Array("caf".utf8) + [0xE9]
    try createRawFile(dir.path, cafe + Array(".pts".utf8))
    try createRawFile(dir.path, cafe + Array(".txt".utf8))  // not a wanted extension: ignored
    try createRawFile(dir.path, [0x2E, 0xFF] + Array(".pts".utf8))  // hidden: skipped
    rawPath(dir.path, Array("d".utf8) + [0xFF]).withUnsafeBufferPointer { p in
      #expect(mkdir(p.baseAddress!, 0o777) == 0)
    }
    let files = FileSystem.files(under: dir.path, extensions: ["pts"])
    #expect(
      files == [
        .unnamable(message: "\(dir.path): cannot read the file 'caf\\xE9.pts': its name is not valid UTF-8"),
        .unnamable(message: "\(dir.path): cannot search the directory 'd\\xFF': its name is not valid UTF-8"),
        .file("ok.pts"), .file("sub/inner.pts"),
      ])
  }

  /// A directory nested deeper than `maxDepth` levels (the root the first) is not listed: it is
  /// returned as a failed entry in its sorted place, naming it and the limit, and the walk goes on
  /// (the walk threw, which stopped the whole run).
  @Test func walkReportsDirectoriesNestedTooDeep() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    for name in ["a.pts", "s/b.pts", "s/deep/c.pts", "s/deep/more/d.pts", "s/t.pts", "z.pts"] {
      try dir.write(name, "")
    }
    let files = FileSystem.files(under: dir.path, extensions: ["pts"], maxDepth: 2)
    #expect(
      files == [
        .file("a.pts"), .file("s/b.pts"),
        .tooDeep(message: "\(dir.path)/s/deep: cannot read directory: nested deeper than 2 levels"),
        .file("s/t.pts"), .file("z.pts"),
      ])
  }

  @Test func invalidBytesAreEscapedAndValidTextKept() {
    #expect(FileSystem.escaped(Array("café".utf8)) == "café")
    #expect(FileSystem.escaped([0x61, 0xE9, 0x62]) == "a\\xE9b")
    #expect(FileSystem.escaped([0xE2, 0x82]) == "\\xE2\\x82")  // a cut-short sequence
    #expect(FileSystem.escaped([0x80, 0x0A]) == "\\x80\n")
  }

  @Test func temporaryNamesCarryTheProcessAndAreRecognised() {
    let name = FileSystem.temporaryName(for: "a.ink", processID: 4321, suffix: "z9x")
    #expect(name == ".a.ink.interchange-4321-z9x.tmp")
    #expect(FileSystem.temporaryFileOwner(name) == 4321)
    for other in [
      "a.ink", ".a.ink.tmp", ".a.interchange-x-1.tmp", ".a.interchange-12-.tmp", "a.interchange-12-ab.tmp",
      ".a.interchange-0-ab.tmp", ".a.interchange-12-a/b.tmp",
    ] {
      #expect(FileSystem.temporaryFileOwner(other) == nil, "\(other)")
    }
    // A long name is cut on a character boundary so the whole stays under 255 bytes.
    let long = String(repeating: "é", count: 200) + ".json"
    let cut = FileSystem.temporaryName(for: long, processID: Int32.max, suffix: String(UInt64.max, radix: 36))
    #expect(cut.utf8.count < 255)
    #expect(cut.hasPrefix("." + String(repeating: "é", count: 80) + ".interchange-"))
    #expect(FileSystem.temporaryFileOwner(cut) == Int32.max)
  }

  @Test func staleTemporaryFilesOfDeadProcessesAreRemoved() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    // A process that has exited: its id is free (reuse within this test is not expected).
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let dead = finished.processIdentifier
    let mine = getpid()
    let names = [
      FileSystem.temporaryName(for: "a.ink", processID: dead, suffix: "1"),
      FileSystem.temporaryName(for: "b.ink", processID: mine, suffix: "2"),
      FileSystem.temporaryName(for: "c.ink", processID: 1, suffix: "3"),
      ".d.ink.other-\(dead)-4.tmp", "e.ink",
    ]
    for name in names { try dir.write(name, "x") }
    try FileManager.default.createDirectory(
      atPath: dir.file(FileSystem.temporaryName(for: "f", processID: dead, suffix: "5")),
      withIntermediateDirectories: false)
    // A stale-looking name that is not valid UTF-8 is left alone (its repaired spelling would
    // name another file).
    let invalid = Array(".caf".utf8) + [0xE9] + Array(".ink.interchange-\(dead)-6.tmp".utf8)
    try createRawFile(dir.path, invalid)
    #expect(FileSystem.removeStaleTemporaryFiles(inDirectory: dir.path) == 1)
    #expect(!dir.exists(names[0]))
    #expect(names.dropFirst().allSatisfy { dir.exists($0) })
    #expect(rawPath(dir.path, invalid).withUnsafeBufferPointer { access($0.baseAddress!, F_OK) } == 0)
    #expect(FileSystem.removeStaleTemporaryFiles(inDirectory: dir.file("missing")) == 0)
  }

  @Test func atomicWriteUsesARecognisableTemporaryName() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try FileManager.default.createDirectory(atPath: dir.file("d"), withIntermediateDirectories: false)
    // The rename over a directory fails after the temporary file was written.
    #expect(throws: FileSystemError(description: "cannot write: Is a directory")) {
      try FileSystem.writeAtomically(Array("x".utf8), toPath: dir.file("d"))
    }
    #expect(dir.listing() == ["d"])
  }
}

/// `directory/name` as a NUL-terminated C path, `name` given as raw bytes (any bytes but `/`).
func rawPath(_ directory: String, _ name: [UInt8]) -> [CChar] {
  (Array((directory + "/").utf8) + name + [0]).map { CChar(bitPattern: $0) }
}

/// Creates an empty file whose name is raw bytes (e.g. not valid UTF-8).
func createRawFile(_ directory: String, _ name: [UInt8], contents: [UInt8] = []) throws {
  let fd = rawPath(directory, name).withUnsafeBufferPointer {
    open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
  }
  guard fd >= 0 else { throw FileSystemError.system("cannot create", errno: errno) }
  defer { close(fd) }
  try FileSystem.writeAll(contents, descriptor: fd)
}
