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
