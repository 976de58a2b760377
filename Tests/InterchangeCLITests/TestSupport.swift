import Foundation
import InterchangeCLI
import Synchronization
import Testing

/// Standard streams in memory: input given up front, output and error captured.
final class CapturedIO: Sendable {
  private let stdout = Mutex<[UInt8]>([])
  private let stderr = Mutex<String>("")
  let input: [UInt8]
  let outputIsTerminal: Bool
  let errorIsTerminal: Bool

  init(input: [UInt8] = [], outputIsTerminal: Bool = false, errorIsTerminal: Bool = false) {
    self.input = input
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
  }

  var io: InterchangeIO {
    InterchangeIO(
      readStandardInput: { [input] limit in
        guard input.count <= limit else { throw TestIOError.tooLarge }
        return input
      },
      writeStandardOutput: { bytes in self.stdout.withLock { $0 += bytes } },
      writeStandardError: { text in self.stderr.withLock { $0 += text } },
      standardOutputIsTerminal: outputIsTerminal, standardErrorIsTerminal: errorIsTerminal)
  }

  var output: String { String(decoding: stdout.withLock { $0 }, as: UTF8.self) }
  var outputBytes: [UInt8] { stdout.withLock { $0 } }
  var error: String { stderr.withLock { $0 } }
}

enum TestIOError: Error { case tooLarge }

/// Runs the command line in-process with the fake registry.
func runCLI(_ arguments: [String], io: CapturedIO = CapturedIO()) -> (status: Int32, io: CapturedIO) {
  (Interchange.run(arguments: arguments, registry: fakeRegistry(), io: io.io), io)
}

/// A fresh temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let path: String

  init() throws {
    let base = FileManager.default.temporaryDirectory.path
    path = base + "/interchange-cli-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let full = file(name)
    let parent = (full as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    return full
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: file(name), encoding: .utf8)
  }

  func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }

  /// Every entry under the directory, relative, sorted (hidden files included).
  func listing() -> [String] {
    (FileManager.default.subpaths(atPath: path) ?? []).sorted()
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The package root: the nearest directory above this file holding `Package.swift`.
func packageRoot(_ file: String = #filePath) -> String {
  var url = URL(fileURLWithPath: file).deletingLastPathComponent()
  while url.path != "/" {
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      return url.path
    }
    url.deleteLastPathComponent()
  }
  return "/"
}

/// The built `interchange` executable: next to the test bundle, else in `.build/debug`.
func interchangeExecutable() -> String? {
  var candidates: [String] = []
  if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
    candidates.append((exe as NSString).deletingLastPathComponent + "/interchange")
  }
  candidates.append(Bundle.main.bundlePath + "/interchange")
  candidates.append(packageRoot() + "/.build/debug/interchange")
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// The result of running the binary.
struct ProcessResult {
  var status: Int32
  var stdout: [UInt8]
  var stderr: String
  var output: String { String(decoding: stdout, as: UTF8.self) }
}

/// Runs the built binary with arguments and standard input, in `directory`.
func runBinary(
  _ arguments: [String], input: [UInt8] = [], in directory: String? = nil
) throws
  -> ProcessResult
{
  let executable = try #require(
    interchangeExecutable(), "the interchange executable was not found next to the test bundle")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  // Standard input comes from a file, so a process that exits without reading it is harmless.
  let inputFile = FileManager.default.temporaryDirectory.path + "/interchange-stdin-" + UUID().uuidString
  try Data(input).write(to: URL(fileURLWithPath: inputFile))
  defer { try? FileManager.default.removeItem(atPath: inputFile) }
  process.standardInput = try #require(FileHandle(forReadingAtPath: inputFile))
  return try runCollectingOutput(process)
}

/// Runs a configured process with fresh pipes for its standard output and error, reads both to
/// the end (standard error on another thread, so neither pipe can fill up and block the child)
/// and waits for it to exit.
///
/// - Parameter process: The process, with its executable, arguments, directory and input set.
/// - Returns: Its status (a signal reported as 128 + its number, as shells do) and output.
/// - Throws: What `Process.run()` throws.
func runCollectingOutput(_ process: Process) throws -> ProcessResult {
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  let errorData = Mutex<Data>(Data())
  let done = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    let data = stderr.fileHandleForReading.readDataToEndOfFile()
    errorData.withLock { $0 = data }
    done.signal()
  }
  let out = stdout.fileHandleForReading.readDataToEndOfFile()
  done.wait()
  process.waitUntilExit()
  let status =
    process.terminationReason == .uncaughtSignal
    ? 128 + process.terminationStatus : process.terminationStatus
  return ProcessResult(
    status: status, stdout: Array(out),
    stderr: String(decoding: errorData.withLock { $0 }, as: UTF8.self))
}

/// A pseudo-terminal from `posix_openpt`: the controller's descriptor, and the terminal's path
/// (`/dev/pts/N`) and an open descriptor on it, for tests of output to a terminal.
struct PseudoTerminal {
  /// The controller side (non-blocking), where what is written to the terminal can be read.
  let controller: Int32
  /// A descriptor on the terminal side.
  let terminal: Int32
  /// The terminal's path.
  let path: String

  /// Opens a pair; `nil` when the system has no pseudo-terminals to give.
  init?() {
    // (The C library's pseudo-terminal functions are not in Swift's Glibc module: looked up.)
    typealias OpenPT = @convention(c) (Int32) -> Int32
    typealias PTSName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    func function<F>(_ name: String, as: F.Type) -> F? {
      dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: F.self) }
    }
    guard let posixOpenPT = function("posix_openpt", as: OpenPT.self),
      let grantPT = function("grantpt", as: OpenPT.self),
      let unlockPT = function("unlockpt", as: OpenPT.self),
      let ptsNameR = function("ptsname_r", as: PTSName.self)
    else { return nil }
    let controller = posixOpenPT(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard controller >= 0 else { return nil }
    var name = [CChar](repeating: 0, count: 256)
    guard grantPT(controller) == 0, unlockPT(controller) == 0,
      ptsNameR(controller, &name, name.count) == 0
    else {
      Glibc.close(controller)
      return nil
    }
    let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let terminal = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard terminal >= 0 else {
      Glibc.close(controller)
      return nil
    }
    _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
    self.controller = controller
    self.terminal = terminal
    self.path = path
  }

  /// The bytes written to the terminal so far (read without waiting).
  func written() -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
      guard n > 0 else { return bytes }
      bytes += chunk[0..<n]
    }
  }

  func close() {
    Glibc.close(terminal)
    Glibc.close(controller)
  }
}
