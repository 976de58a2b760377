import CFuzzDriver
import Foundation
import FuzzKit

/// One input through `FuzzEntry.roundTrip`; a broken contract traps, so libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  if let failure = FuzzEntry.roundTrip(Array(UnsafeBufferPointer(start: data, count: size))) {
    fatalError("roundtrip: \(failure)")
  }
  return 0
}

// Seeding mode (`Fuzz/run` uses it): with FUZZ_EXPORT_DIRECTORY set, every file named on the
// command line (or found in a directory named there) goes through the round trip once, without
// libFuzzer, and every export is written to that directory as a seed for the other targets.
// Broken contracts are printed, not trapped, so one bad seed does not stop the rest.
if ProcessInfo.processInfo.environment["FUZZ_EXPORT_DIRECTORY"] != nil {
  var files: [String] = []
  for argument in CommandLine.arguments.dropFirst() {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else { continue }
    if isDirectory.boolValue {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
      files += entries.sorted().map { argument + "/" + $0 }
    } else {
      files.append(argument)
    }
  }
  var failures = 0
  for file in files {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    if let failure = FuzzEntry.roundTrip([UInt8](data)) {
      failures += 1
      print("roundtrip: \(file): \(failure)")
    }
  }
  print("roundtrip seeding: \(files.count) inputs, \(failures) broken round trips")
  exit(0)
}

// SwiftPM renames an executable's `main`, so libFuzzer's own `main` may not be the one linked:
// start its driver from here.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzTestOneInput))
