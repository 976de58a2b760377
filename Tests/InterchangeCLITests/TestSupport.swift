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
