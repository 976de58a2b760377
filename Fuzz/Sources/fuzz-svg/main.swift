import CFuzzDriver
import Foundation
import FuzzKit

/// One input through `FuzzEntry.svg`; a broken contract traps, so libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  if let failure = FuzzEntry.svg(Array(UnsafeBufferPointer(start: data, count: size))) {
    fatalError("svg: \(failure)")
  }
  return 0
}

// SwiftPM renames an executable's `main`, so libFuzzer's own `main` may not be the one linked:
// start its driver from here.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzTestOneInput))
