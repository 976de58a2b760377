import Foundation

/// The shared test corpus, `../shared/corpus/` beside the package root (found by walking up from
/// this file to the directory holding `Package.swift`). It may not exist; callers check.
let corpusDirectory: URL = {
  var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  while root.path != "/"
    && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
  {
    root.deleteLastPathComponent()
  }
  return root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
}()

/// This thread's CPU time in seconds, so other processes on a shared machine do not count.
func threadCPUSeconds() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
  return Double(t.tv_sec) + 1e-9 * Double(t.tv_nsec)
}

/// A deterministic generator for benchmark inputs (SplitMix64): the same inputs in every run.
struct BenchmarkRandom: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// A uniform value in [0, 1) from the top 53 bits of the next draw.
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
