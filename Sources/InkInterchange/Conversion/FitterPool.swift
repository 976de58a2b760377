import Foundation

extension PieceFitter {
  /// Fitters kept between conversions, so converting many small paths (the usual case: an SVG
  /// file's paths, one call each) reuses their buffers instead of growing some twenty arrays from
  /// empty for every path (callgrind: array growth and release were about 15 % of the corpus
  /// conversion before the pool).
  static let pool = FitterPool()
}

/// A ``PieceFitter`` in a box, so that the pool hands out and takes back a reference: the fitter
/// is a large value (some sixty stored properties), and moving it into and out of the pool's
/// array copied it four times a conversion (about 1 % of the corpus's conversion time).
final class FitterBox {
  var fitter: PieceFitter

  init(_ fitter: PieceFitter = PieceFitter()) {
    self.fitter = fitter
  }
}

/// A small, thread-safe pool of ``PieceFitter`` values (in ``FitterBox``es).
///
/// At most ``capacity`` fitters are kept, and a fitter whose buffers grew past
/// ``largestKeptBytes`` is dropped rather than kept, so a huge conversion does not pin its
/// memory: the pool holds at most 8 × 2 MiB. The lock is a POSIX mutex (`NSLock`), not the standard library's `Mutex`: that one
/// needs macOS 15, and on Linux the thread sanitizer does not see its futexes (see
/// `InterchangeCLI/Locked.swift`). A box is used by one thread at a time: the one that took it,
/// until it gives it back.
final class FitterPool: @unchecked Sendable {
  /// The most fitters kept.
  static let capacity = 8
  /// The most buffer bytes a kept fitter may hold (2 MiB: pieces of a few thousand spans).
  static let largestKeptBytes = 2 << 20

  private let lock = NSLock()
  /// The kept fitters; guarded by `lock`.
  private var boxes: [FitterBox] = []

  /// A fitter from the pool, or a new one.
  func take() -> FitterBox {
    lock.lock()
    let box = boxes.popLast()
    lock.unlock()
    return box ?? FitterBox()
  }

  /// Returns a fitter to the pool (or drops it when the pool is full or its buffers are large).
  /// The caller must not use the box afterwards.
  func give(back box: FitterBox) {
    guard box.fitter.bufferBytes <= FitterPool.largestKeptBytes else { return }
    lock.lock()
    if boxes.count < FitterPool.capacity { boxes.append(box) }
    lock.unlock()
  }
}
