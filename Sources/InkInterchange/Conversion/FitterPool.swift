import Synchronization

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
/// ``largestKeptSamples`` samples is dropped rather than kept, so a huge conversion does not pin
/// its memory.
final class FitterPool: Sendable {
  /// The most fitters kept.
  static let capacity = 8
  /// The largest sample buffer a kept fitter may hold.
  static let largestKeptSamples = 1 << 16

  private let fitters = Mutex<[PieceFitter]>([])

  /// A fitter from the pool, or a new one.
  func take() -> PieceFitter {
    fitters.withLock { $0.popLast() } ?? PieceFitter()
  }

  /// Returns a fitter to the pool (or drops it when the pool is full or its buffers are large).
  func give(back fitter: PieceFitter) {
    guard fitter.sampleCapacity <= FitterPool.largestKeptSamples else { return }
    fitters.withLock { list in
      if list.count < FitterPool.capacity { list.append(fitter) }
    }
  }
}
