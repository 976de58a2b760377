import Foundation
import InkFormats
import InkInterchange
import Synchronization
import Testing

@testable import InterchangeCLI

/// A file's bytes and modification time, to show that an input was not changed.
struct FileSnapshot: Equatable {
  var bytes: [UInt8]
  var modifiedSeconds: Int
  var modifiedNanoseconds: Int

  init(_ path: String) throws {
    var info = stat()
    guard stat(path, &info) == 0 else { throw FaultTestError("cannot stat \(path)") }
    modifiedSeconds = info.st_mtim.tv_sec
    modifiedNanoseconds = info.st_mtim.tv_nsec
    bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }
}

/// A failure of the test's own set-up.
struct FaultTestError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// What this machine lets the fault tests do.
enum FaultEnvironment {
  /// `true` when running as root, which ignores permission bits.
  static let isRoot = getuid() == 0

  /// `true` when a small tmpfs can be mounted (root with `CAP_SYS_ADMIN`, e.g. not in an
  /// unprivileged container). Probed once by mounting and unmounting one.
  static let canMountTmpfs: Bool = {
    guard isRoot, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
    let point = FileManager.default.temporaryDirectory.path + "/interchange-mount-probe-" + UUID().uuidString
    guard (try? FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)) != nil
    else { return false }
    defer { try? FileManager.default.removeItem(atPath: point) }
    guard (try? runTool("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", point])) == 0 else {
      return false
    }
    _ = try? runTool("/bin/umount", [point])
    return true
  }()
}

/// Runs a system tool quietly and returns its exit status.
@discardableResult
func runTool(_ executable: String, _ arguments: [String]) throws -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  return process.terminationStatus
}

/// A tmpfs mounted on a fresh directory inside `parent`, unmounted by `unmount()`.
struct TmpfsMount {
  let path: String

  init(in parent: TemporaryDirectory, name: String, size: String) throws {
    path = parent.file(name)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    guard try runTool("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size),mode=0755", "tmpfs", path]) == 0
    else { throw FaultTestError("cannot mount a tmpfs on \(path)") }
  }

  func remountReadOnly() throws {
    guard try runTool("/bin/mount", ["-o", "remount,ro", path]) == 0 else {
      throw FaultTestError("cannot remount \(path) read-only")
    }
  }

  func unmount() { _ = try? runTool("/bin/umount", [path]) }
}

/// A drawing of `strokes` strokes of `points` points with every field set, as `.ink` bytes.
func inkFile(strokes: Int, points: Int) throws -> [UInt8] {
  let date = Date(timeIntervalSince1970: 1_000_000)
  var all: [Stroke] = []
  for s in 0..<strokes {
    var controlPoints: [StrokePoint] = []
    controlPoints.reserveCapacity(points)
    for p in 0..<points {
      let t = Double(p) * 0.01
      controlPoints.append(
        StrokePoint(
          location: CGPoint(x: Double(s) * 10 + sin(t) * 50, y: Double(p) * 0.5 + cos(t * 3)),
          timeOffset: t, size: CGSize(width: 2 + sin(t), height: 2 + sin(t)), opacity: 1,
          force: 0.5 + 0.4 * sin(t * 7), azimuth: 0.3, altitude: 1.1))
    }
    all.append(Stroke(ink: Ink(.pen), path: StrokePath(controlPoints: controlPoints, creationDate: date)))
  }
  let exporter = try #require(FormatRegistry.standard.exporter(id: "ink"))
  return try exporter.exportDrawing(Drawing(strokes: all), options: ExportOptions()).bytes
}

/// Runs the built binary through a wrapper (`/bin/sh -c …`, `setpriv …`): the wrapper's
/// arguments, then the binary's path, then `arguments`.
func runWrappedBinary(
  _ wrapper: [String], _ arguments: [String], in directory: String
) throws -> ProcessResult {
  let executable = try #require(
    interchangeExecutable(), "the interchange executable was not found next to the test bundle")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: wrapper[0])
  process.arguments = Array(wrapper.dropFirst()) + [executable] + arguments
  process.currentDirectoryURL = URL(fileURLWithPath: directory)
  process.standardInput = FileHandle.nullDevice
  return try runCollectingOutput(process)
}

/// Starts a program with `posix_spawn`, as a shell does: its signal mask empty and `SIGINT`,
/// `SIGTERM` and `SIGHUP` at their default actions; standard input, output and error on
/// `/dev/null`.
///
/// - Returns: The child's process id, for `waitpid`.
func spawnWithSignalsUnblocked(_ executable: String, _ arguments: [String]) throws -> pid_t {
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var empty = sigset_t()
  sigemptyset(&empty)
  var defaults = sigset_t()
  sigemptyset(&defaults)
  for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
  posix_spawnattr_setsigmask(&attributes, &empty)
  posix_spawnattr_setsigdefault(&attributes, &defaults)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  for fd: Int32 in [0, 1, 2] {
    posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
  }
  let argv = ([executable] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  let error = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
  guard error == 0 else {
    throw FaultTestError("cannot start \(executable): \(String(cString: strerror(error)))")
  }
  return pid
}

/// The names in a directory that ``FileSystem/temporaryName(for:processID:suffix:)`` made.
func temporaryFiles(in directory: String) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
    .filter { FileSystem.temporaryFileOwner($0) != nil }.sorted()
}

/// Faults while converting with the built binary: each checks that the input is unchanged, the
/// existing output is whole (old bytes) and no temporary file is left, and that the error names
/// the path and says what happened (`errno`'s text) with a non-zero status.
@Suite(.serialized) struct FaultTests {
  static let old = Array("old output, must survive\n".utf8)

  /// A file-size limit (`ulimit -f`, `RLIMIT_FSIZE`): the write fails with `EFBIG` instead of the
  /// process dying of `SIGXFSZ`.
  ///
  /// Not run under the thread sanitizer (`Scripts/sanitizers` sets `INKINTERCHANGE_SANITIZER`):
  /// its runtime dies of `SIGBUS` in its own shadow-memory access (`MemoryAccessRange`, from a
  /// `memcpy` in the Swift runtime's demangler) under a 1 KB file-size limit, before the
  /// conversion writes anything.
  @Test(
    .disabled(
      if: ProcessInfo.processInfo.environment["INKINTERCHANGE_SANITIZER"] == "thread",
      "the thread sanitizer's runtime gets SIGBUS under RLIMIT_FSIZE"))
  func fileSizeLimit() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try Data(try inkFile(strokes: 4, points: 500)).write(to: URL(fileURLWithPath: dir.file("in.ink")))
    try Data(Self.old).write(to: URL(fileURLWithPath: dir.file("out.json")))
    let before = try FileSnapshot(dir.file("in.ink"))
    // 64 blocks of 512 or 1024 bytes, well below the ~600 KB of JSON.
    let result = try runWrappedBinary(
      ["/bin/sh", "-c", "ulimit -f 64 && exec \"$0\" \"$@\""], ["convert", "in.ink", "-o", "out.json"],
      in: dir.path)
    #expect(result.status == 5, "\(result.stderr)")
    #expect(result.stderr == "interchange: error: out.json: cannot write: File too large\n")
    #expect(try FileSnapshot(dir.file("in.ink")) == before)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: dir.file("out.json")))) == Self.old)
    #expect(dir.listing() == ["in.ink", "out.json"])
  }

  /// A full disk: a 64 KiB tmpfs. Needs permission to mount.
  @Test(.enabled(if: FaultEnvironment.canMountTmpfs, "needs permission to mount a tmpfs"))
  func fullDisk() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let disk = try TmpfsMount(in: dir, name: "full", size: "64k")
    defer { disk.unmount() }
    try Data(try inkFile(strokes: 4, points: 500)).write(to: URL(fileURLWithPath: dir.file("in.ink")))
    try Data(Self.old).write(to: URL(fileURLWithPath: dir.file("full/out.json")))
    let before = try FileSnapshot(dir.file("in.ink"))
    let result = try runBinary(["convert", "in.ink", "-o", "full/out.json"], in: dir.path)
    #expect(result.status == 5, "\(result.stderr)")
    #expect(result.stderr == "interchange: error: full/out.json: cannot write: No space left on device\n")
    #expect(try FileSnapshot(dir.file("in.ink")) == before)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: dir.file("full/out.json")))) == Self.old)
    #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["out.json"])
    // Directory mode on the full disk: every file fails, each is named, nothing partial is left.
    try FileManager.default.createDirectory(atPath: dir.file("many"), withIntermediateDirectories: false)
    for i in 0..<3 {
      try Data(try inkFile(strokes: 2, points: 300)).write(
        to: URL(fileURLWithPath: dir.file("many/\(i).ink")))
    }
    let many = try runBinary(["convert", "--to", "json", "many", "-o", "full/many"], in: dir.path)
    #expect(many.status == 5, "\(many.stderr)")
    #expect(
      many.stderr.contains("interchange: error: full/many/2.json: cannot write: No space left on device\n"))
    #expect(many.stderr.hasSuffix("interchange: converted 0 of 3 files, 3 failed\n"))
    // The directory the run made for them is removed, as it ended up empty.
    #expect(!dir.exists("full/many"))
  }

  /// A read-only directory. Root ignores permission bits, so as root the binary runs as `nobody`
  /// (`setpriv`); the directory is mode 0555.
  @Test func readOnlyDirectory() throws {
    let dir = try TemporaryDirectory()
    defer {
      chmod(dir.file("ro"), 0o755)
      dir.remove()
    }
    try Data(try inkFile(strokes: 1, points: 20)).write(to: URL(fileURLWithPath: dir.file("in.ink")))
    try dir.write("ro/out.json", String(decoding: Self.old, as: UTF8.self))
    chmod(dir.path, 0o755)
    chmod(dir.file("in.ink"), 0o644)
    chmod(dir.file("ro/out.json"), 0o644)
    chmod(dir.file("ro"), 0o555)
    let before = try FileSnapshot(dir.file("in.ink"))
    var wrapper = ["/usr/bin/env"]
    if FaultEnvironment.isRoot {
      #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "setpriv is needed as root")
      wrapper = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
    }
    let result = try runWrappedBinary(wrapper, ["convert", "in.ink", "-o", "ro/out.json"], in: dir.path)
    #expect(result.status == 5, "\(result.stderr)")
    #expect(result.stderr == "interchange: error: ro/out.json: cannot write: Permission denied\n")
    #expect(try FileSnapshot(dir.file("in.ink")) == before)
    #expect(try dir.read("ro/out.json") == String(decoding: Self.old, as: UTF8.self))
    #expect(dir.listing() == ["in.ink", "ro", "ro/out.json"])
  }

  /// A directory that cannot be listed (mode 000) in directory mode, below an input directory or
  /// given as an input: reported as a failed entry naming it and the reason, counted in the
  /// summary (status 5), and the rest of the tree still converted (it stopped the run before
  /// anything was converted). As root, the binary runs as `nobody`, as for the read-only
  /// directory.
  @Test func unreadableDirectoryIsAFailedEntry() throws {
    let dir = try TemporaryDirectory()
    defer {
      chmod(dir.file("in/locked"), 0o755)
      chmod(dir.file("other"), 0o755)
      dir.remove()
    }
    let small = RealFormatEndToEndTests.drawing(strokes: 1, points: 2)
    for name in ["in/a.json", "in/locked/b.json", "in/z/c.json", "other/d.json", "more/e.json"] {
      try dir.write(name, small)
      chmod(dir.file(name), 0o644)
    }
    for directory in ["", "in", "in/z", "more"] { chmod(dir.file(directory), 0o755) }
    try FileManager.default.createDirectory(atPath: dir.file("out"), withIntermediateDirectories: false)
    chmod(dir.file("out"), 0o777)
    chmod(dir.file("in/locked"), 0)
    chmod(dir.file("other"), 0)
    var wrapper = ["/usr/bin/env"]
    if FaultEnvironment.isRoot {
      #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "setpriv is needed as root")
      wrapper = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
    }
    let below = try runWrappedBinary(wrapper, ["convert", "--to", "ink", "in", "-o", "out/1"], in: dir.path)
    #expect(below.status == 5, "\(below.stderr)")
    #expect(
      below.stderr == "interchange: error: in/locked: cannot read directory: Permission denied\n"
        + "interchange: converted 2 of 3 files, 1 failed\n")
    #expect(dir.exists("out/1/a.ink") && dir.exists("out/1/z/c.ink") && !dir.exists("out/1/locked"))
    // An input directory that cannot be listed, among others: the others are converted.
    let given = try runWrappedBinary(
      wrapper, ["convert", "--to", "ink", "more", "other", "-o", "out/2"], in: dir.path)
    #expect(given.status == 5, "\(given.stderr)")
    #expect(
      given.stderr == "interchange: error: other: cannot read directory: Permission denied\n"
        + "interchange: converted 1 of 2 files, 1 failed\n")
    #expect(dir.listing().filter { $0.hasPrefix("out/2") } == ["out/2", "out/2/e.ink"])
  }

  /// A directory nested deeper than the 128 levels searched (the input directory the first) is a
  /// failed entry, as a directory that cannot be listed is: reported first, naming it and the
  /// limit, counted in the summary (status 5), and the rest of the tree, the 128th level
  /// included, still converted (it stopped the run before anything was converted).
  @Test func directoryNestedTooDeepIsAFailedEntry() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let small = RealFormatEndToEndTests.drawing(strokes: 1, points: 2)
    let level128 = "in" + String(repeating: "/d", count: 127)
    for name in ["in/a.json", level128 + "/ok.json", level128 + "/d/deep.json", "in/z/c.json"] {
      try dir.write(name, small)
    }
    let result = try runBinary(["convert", "--to", "ink", "in", "-o", "out"], in: dir.path)
    #expect(result.status == 5, "\(result.stderr)")
    #expect(
      result.stderr
        == "interchange: error: \(level128)/d: cannot read directory: nested deeper than 128 levels\n"
        + "interchange: converted 3 of 4 files, 1 failed\n")
    let out = "out" + String(repeating: "/d", count: 127)
    #expect(dir.exists("out/a.ink") && dir.exists(out + "/ok.ink") && dir.exists("out/z/c.ink"))
    #expect(!dir.exists(out + "/d"))
  }

  /// A read-only file system (a tmpfs remounted read-only), which binds root too. Needs
  /// permission to mount.
  @Test(.enabled(if: FaultEnvironment.canMountTmpfs, "needs permission to mount a tmpfs"))
  func readOnlyFileSystem() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let disk = try TmpfsMount(in: dir, name: "ro", size: "1m")
    defer { disk.unmount() }
    try Data(try inkFile(strokes: 1, points: 20)).write(to: URL(fileURLWithPath: dir.file("in.ink")))
    try Data(Self.old).write(to: URL(fileURLWithPath: dir.file("ro/out.json")))
    try disk.remountReadOnly()
    let before = try FileSnapshot(dir.file("in.ink"))
    let result = try runBinary(["convert", "in.ink", "-o", "ro/out.json"], in: dir.path)
    #expect(result.status == 5, "\(result.stderr)")
    #expect(result.stderr == "interchange: error: ro/out.json: cannot write: Read-only file system\n")
    #expect(try FileSnapshot(dir.file("in.ink")) == before)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: dir.file("ro/out.json")))) == Self.old)
    let sub = try runBinary(["convert", "--to", "json", "in.ink", "-o", "ro/new/"], in: dir.path)
    #expect(sub.status == 5)
    #expect(
      sub.stderr.hasPrefix(
        "interchange: error: ro/new/in.json: cannot create directory: Read-only file system\n"))
  }

  /// A parent that is a regular file (`ENOTDIR`), which binds root too and needs no mount.
  @Test func outputUnderARegularFile() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try Data(try inkFile(strokes: 1, points: 20)).write(to: URL(fileURLWithPath: dir.file("in.ink")))
    let result = try runBinary(["convert", "in.ink", "-o", "in.ink/out.json"], in: dir.path)
    #expect(result.status == 5)
    #expect(result.stderr == "interchange: error: in.ink/out.json: cannot write: Not a directory\n")
    #expect(dir.listing() == ["in.ink"])
  }

  /// An input cut short (as by a copy that was interrupted): a malformed-input error naming the
  /// file; nothing written.
  @Test func truncatedInput() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let whole = try inkFile(strokes: 3, points: 200)
    try Data(whole.prefix(whole.count / 2)).write(to: URL(fileURLWithPath: dir.file("cut.ink")))
    try Data(Self.old).write(to: URL(fileURLWithPath: dir.file("out.json")))
    let before = try FileSnapshot(dir.file("cut.ink"))
    let result = try runBinary(["convert", "cut.ink", "-o", "out.json"], in: dir.path)
    #expect(result.status == 4)
    #expect(result.stderr.hasPrefix("interchange: error: cut.ink: "))
    #expect(try FileSnapshot(dir.file("cut.ink")) == before)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: dir.file("out.json")))) == Self.old)
    #expect(dir.listing() == ["cut.ink", "out.json"])
  }

  /// Writes `in.ink` (20 strokes of 600 points: about 5 MB of pretty JSON, whose write takes
  /// milliseconds, long enough to be interrupted) and an old `out.json` into `dir`, for a
  /// conversion to be interrupted while it writes; returns the input's snapshot.
  static func prepareSlowWrite(in dir: TemporaryDirectory) throws -> FileSnapshot {
    try Data(try inkFile(strokes: 20, points: 600)).write(to: URL(fileURLWithPath: dir.file("in.ink")))
    try Data(old).write(to: URL(fileURLWithPath: dir.file("out.json")))
    return try FileSnapshot(dir.file("in.ink"))
  }

  /// SIGKILL while the output is being written: the old output is whole, the temporary file the
  /// killed process left is recognisable (its pid), and the next run removes it.
  @Test func killedWhileWriting() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let executable = try #require(interchangeExecutable(), "the interchange executable was not found")
    let before = try Self.prepareSlowWrite(in: dir)
    var caughtMidWrite = false
    var leftover = ""
    for _ in 0..<5 where !caughtMidWrite {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = ["convert", "--pretty", "in.ink", "-o", "out.json"]
      process.currentDirectoryURL = URL(fileURLWithPath: dir.path)
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let pid = process.processIdentifier
      // Watch the directory until the child's temporary file appears, then kill at once.
      while process.isRunning {
        if let name = temporaryFiles(in: dir.path).first(where: { FileSystem.temporaryFileOwner($0) == pid })
        {
          kill(pid, SIGKILL)
          leftover = name
          break
        }
      }
      process.waitUntilExit()
      let killed = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
      #expect(try FileSnapshot(dir.file("in.ink")) == before)
      if killed && FileManager.default.fileExists(atPath: dir.file(leftover)) {
        caughtMidWrite = true
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: dir.file("out.json")))) == Self.old)
        #expect(temporaryFiles(in: dir.path) == [leftover])
      } else {
        // The rename won the race: the output is the whole new file. Start again from the old one.
        try Data(Self.old).write(to: URL(fileURLWithPath: dir.file("out.json")))
        for name in temporaryFiles(in: dir.path) {
          try? FileManager.default.removeItem(atPath: dir.file(name))
        }
      }
    }
    #expect(caughtMidWrite, "the child was never killed while writing")
    // The next run replaces the output and removes the dead process's temporary file.
    let again = try runBinary(["convert", "--pretty", "in.ink", "-o", "out.json"], in: dir.path)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(dir.listing() == ["in.ink", "out.json"])
    let expected = try runBinary(["convert", "--pretty", "--to", "json", "in.ink"], in: dir.path)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: dir.file("out.json")))) == expected.stdout)
  }

  /// SIGINT (Ctrl-C) or SIGTERM while the output is being written: the process dies of the
  /// signal as before, the old output is whole, and the temporary file is gone at once (it was
  /// left behind, hidden and as large as the output, until a later run into that directory).
  ///
  /// The child is started as a shell starts it, its signal mask empty: a `Process` started from
  /// a test's thread inherits that thread's mask, where these signals are blocked.
  @Test(arguments: [SIGINT, SIGTERM])
  func interruptedWhileWritingLeavesNoTemporaryFile(_ signal: Int32) throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let executable = try #require(interchangeExecutable(), "the interchange executable was not found")
    let before = try Self.prepareSlowWrite(in: dir)
    var caughtMidWrite = false
    for _ in 0..<10 where !caughtMidWrite {
      let pid = try spawnWithSignalsUnblocked(
        executable, ["convert", "--pretty", dir.file("in.ink"), "-o", dir.file("out.json")])
      var status: Int32 = 0
      var signalled = false
      while waitpid(pid, &status, WNOHANG) == 0 {
        if temporaryFiles(in: dir.path).contains(where: { FileSystem.temporaryFileOwner($0) == pid }) {
          kill(pid, signal)
          signalled = true
          _ = waitpid(pid, &status, 0)
          break
        }
      }
      #expect(try FileSnapshot(dir.file("in.ink")) == before)
      #expect(temporaryFiles(in: dir.path).isEmpty)
      // (Killed by a signal: its number in the low 7 bits of the status.)
      let died = status & 0x7F == signal
      let output = Array(try Data(contentsOf: URL(fileURLWithPath: dir.file("out.json"))))
      if signalled && died && output == Self.old {
        caughtMidWrite = true
      } else {
        // The rename won the race: start again from the old output.
        try Data(Self.old).write(to: URL(fileURLWithPath: dir.file("out.json")))
      }
      for name in temporaryFiles(in: dir.path) { try? FileManager.default.removeItem(atPath: dir.file(name)) }
    }
    #expect(caughtMidWrite, "the child was never interrupted while writing")
    #expect(dir.listing() == ["in.ink", "out.json"])
  }

  /// SIGINT or SIGTERM in directory mode while an output is being written into directories the
  /// run made: the temporary file goes, and so do the directories it made and left empty (they
  /// stayed, an empty tree); a directory that was there before stays, with what it holds.
  @Test(arguments: [SIGINT, SIGTERM])
  func interruptedDirectoryRunLeavesNoEmptyDirectories(_ signal: Int32) throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let executable = try #require(interchangeExecutable(), "the interchange executable was not found")
    try FileManager.default.createDirectory(atPath: dir.file("in/a/b"), withIntermediateDirectories: true)
    try Data(try inkFile(strokes: 20, points: 600)).write(
      to: URL(fileURLWithPath: dir.file("in/a/b/slow.ink")))
    try dir.write("out/keep.txt", "kept")
    let before = try FileSnapshot(dir.file("in/a/b/slow.ink"))
    var caughtMidWrite = false
    for _ in 0..<10 where !caughtMidWrite {
      let pid = try spawnWithSignalsUnblocked(
        executable, ["convert", "--pretty", "--to", "json", dir.file("in"), "-o", dir.file("out")])
      var status: Int32 = 0
      var signalled = false
      while waitpid(pid, &status, WNOHANG) == 0 {
        if temporaryFiles(in: dir.file("out/a/b")).contains(where: {
          FileSystem.temporaryFileOwner($0) == pid
        }) {
          kill(pid, signal)
          signalled = true
          _ = waitpid(pid, &status, 0)
          break
        }
      }
      #expect(try FileSnapshot(dir.file("in/a/b/slow.ink")) == before)
      let died = status & 0x7F == signal
      if signalled && died && !dir.exists("out/a/b/slow.json") {
        caughtMidWrite = true
        #expect(!dir.exists("out/a"), "\(dir.listing())")
      }
      // (Or the rename won the race: start again.)
      try? FileManager.default.removeItem(atPath: dir.file("out/a"))
    }
    #expect(caughtMidWrite, "the child was never interrupted while writing")
    #expect(dir.listing() == ["in", "in/a", "in/a/b", "in/a/b/slow.ink", "out", "out/keep.txt"])
  }

  /// Directory mode: one broken file and one with a warning among 2 000 small ones. Without
  /// `--strict` the broken one is reported and skipped; with it, the warning fails that file too;
  /// neither stops the others, and the summary counts both.
  @Test func oneBadFileAmongThousands() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let small = RealFormatEndToEndTests.drawing(strokes: 1, points: 2)
    for i in 0..<2_000 { try dir.write("in/\(i / 100)/f\(i).json", small) }
    try dir.write("in/07/broken.json", "{\"type\": \"drawing\", \"version\": 1, \"strokes\": [")
    try dir.write(
      "in/13/warned.json", RealFormatEndToEndTests.drawing(strokes: 1, points: 2, extraField: true))
    let broken = try FileSnapshot(dir.file("in/07/broken.json"))
    let sample = try FileSnapshot(dir.file("in/5/f555.json"))

    let lenient = try runBinary(["convert", "--to", "ink", "in", "-o", "out"], in: dir.path)
    #expect(lenient.status == 4)
    #expect(lenient.stderr.contains("interchange: error: in/07/broken.json: "))
    #expect(lenient.stderr.hasSuffix("interchange: converted 2001 of 2002 files, 1 failed\n"))
    let lenientOutputs = dir.listing().filter { $0.hasPrefix("out/") && $0.hasSuffix(".ink") }
    #expect(lenientOutputs.count == 2_001)
    #expect(!dir.exists("out/07/broken.ink") && dir.exists("out/13/warned.ink"))

    let strict = try runBinary(["convert", "--strict", "--to", "ink", "in", "-o", "strict"], in: dir.path)
    #expect(strict.status == 4)
    #expect(strict.stderr.contains("interchange: error: in/07/broken.json: "))
    #expect(
      strict.stderr.contains(
        "interchange: error: in/13/warned.json: 1 warning with --strict; nothing written\n"))
    #expect(strict.stderr.hasSuffix("interchange: converted 2000 of 2002 files, 2 failed\n"))
    let strictOutputs = dir.listing().filter { $0.hasPrefix("strict/") && $0.hasSuffix(".ink") }
    #expect(strictOutputs.count == 2_000)
    #expect(!dir.exists("strict/13/warned.ink") && dir.exists("strict/19/f1999.ink"))
    #expect(dir.listing().allSatisfy { !$0.hasSuffix(".tmp") })
    #expect(try FileSnapshot(dir.file("in/07/broken.json")) == broken)
    #expect(try FileSnapshot(dir.file("in/5/f555.json")) == sample)
  }
}

/// An importer that damages other inputs while it runs, to simulate inputs that disappear or
/// are cut short between the directory walk and their turn. Lines `!delete PATH` and
/// `!truncate PATH` (to 6 bytes) act; the rest is the `pts` format with the magic `SAB`.
struct SabotageFormat: DrawingImporter {
  var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "sab", name: "Sabotage", fileExtensions: ["sab"], mediaType: "text/x-sab", isBinary: false,
      isLossless: false)
  }

  func canImport(prefix: ArraySlice<UInt8>) -> Bool { false }

  func importDrawing(from bytes: [UInt8], options: ImportOptions) throws -> ImportResult {
    var kept: [Substring] = []
    for line in String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      if line.hasPrefix("!delete ") {
        unlink(String(line.dropFirst(8)))
      } else if line.hasPrefix("!truncate ") {
        truncate(String(line.dropFirst(10)), 6)
      } else {
        kept.append(line)
      }
    }
    return try PointsFormat(id: "sab", magic: "SAB").importDrawing(
      from: Array(kept.joined(separator: "\n").utf8), options: options)
  }
}

@Suite struct VanishingInputTests {
  @Test func inputsThatDisappearOrShrinkMidRunAreReportedAndSkipped() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write(
      "in/a.sab", "SAB\n!delete \(dir.file("in/b.sab"))\n!truncate \(dir.file("in/c.sab"))\n1 1\n")
    try dir.write("in/b.sab", "SAB\n2 2\n")
    try dir.write("in/c.sab", "SAB\n3 3 1\n")
    try dir.write("in/d.sab", "SAB\n4 4\n")
    var registry = fakeRegistry()
    try registry.register(importer: SabotageFormat())
    let io = CapturedIO()
    let status = Interchange.run(
      arguments: ["convert", "-j", "1", "--to", "alt", dir.file("in"), "-o", dir.file("out")],
      registry: registry, io: io.io)
    #expect(status == 5)
    #expect(
      io.error.contains(
        "interchange: error: \(dir.file("in/b.sab")): cannot read: No such file or directory\n"))
    #expect(
      io.error.contains(
        "interchange: error: \(dir.file("in/c.sab")): line 2, column 1: expected 2 or 3 numbers\n"))
    #expect(io.error.hasSuffix("interchange: converted 2 of 4 files, 2 failed\n"))
    #expect(dir.listing() == ["in", "in/a.sab", "in/c.sab", "in/d.sab", "out", "out/a.alt", "out/d.alt"])
    #expect(try dir.read("in/d.sab") == "SAB\n4 4\n")
  }
}
