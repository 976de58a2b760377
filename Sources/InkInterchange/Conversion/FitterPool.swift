import Foundation

extension PieceFitter {
  /// Fitters kept between conversions, so converting many small paths (the usual case: an SVG
  /// file's paths, one call each) reuses their buffers instead of growing some twenty arrays from
  /// empty for every path (callgrind: array growth and release were about 15 % of the corpus
  /// conversion before the pool).
  static let pool = FitterPool()
}

/// A small, thread-safe pool of ``PieceFitter`` values.
///
/// At most ``capacity`` fitters are kept, and a fitter whose buffers grew past
/// ``largestKeptBytes`` is dropped rather than kept, so a huge conversion does not pin its
/// memory: the pool holds at most 8 × 2 MiB. The lock is a POSIX mutex (`NSLock`), not the standard library's `Mutex`: that one
/// needs macOS 15, and on Linux the thread sanitizer does not see its futexes (see
/// `InterchangeCLI/Locked.swift`).
final class FitterPool: @unchecked Sendable {
  /// The most fitters kept.
  static let capacity = 8
  /// The most buffer bytes a kept fitter may hold (2 MiB: pieces of a few thousand spans).
  static let largestKeptBytes = 2 << 20

  private let lock = NSLock()
  /// The kept fitters; guarded by `lock`.
  private var fitters: [PieceFitter] = []

  /// A fitter from the pool, or a new one.
  func take() -> PieceFitter {
    lock.lock()
    let fitter = fitters.popLast()
    lock.unlock()
    return fitter ?? PieceFitter()
  }

  /// Returns a fitter to the pool (or drops it when the pool is full or its buffers are large).
  ///
  /// The fitter is consumed: moved into the pool, not copied (a copy retains and later releases
  /// its twenty-odd buffers, which showed in converting many one-line paths).
  func give(back fitter: consuming PieceFitter) {
    guard fitter.bufferBytes <= FitterPool.largestKeptBytes else { return }
    lock.lock()
    if fitters.count < FitterPool.capacity { fitters.append(fitter) }
    lock.unlock()
  }
}
