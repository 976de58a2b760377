import Foundation

/// A value shared between threads, guarded by a POSIX mutex (`NSLock`).
///
/// The command line uses this instead of the standard library's `Mutex`: on Linux that lock is
/// built on futexes the thread sanitizer does not see, so `Scripts/sanitizers thread` reported
/// every access it guards as a race. With a POSIX mutex the sanitizer checks the locking itself.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Creates the lock holding `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  ///
  /// - Parameter body: Reads or changes the value; it must not call `withLock` on the same lock.
  /// - Returns: What `body` returns.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
