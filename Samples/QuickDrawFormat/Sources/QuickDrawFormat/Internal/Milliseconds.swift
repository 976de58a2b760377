/// Time conversions between the model's seconds and Quick, Draw!'s milliseconds that survive
/// both round trips.
enum Milliseconds {
  /// Seconds from milliseconds, as the importer computes them: `ms / 1000`, correctly rounded.
  @inline(__always)
  static func seconds(_ ms: Double) -> Double { ms / 1000 }

  /// Milliseconds for seconds, chosen so that the importer's ``seconds(_:)`` gives `seconds` back
  /// bit for bit whenever a double can do it, preferring a whole number: the nearest whole
  /// number of milliseconds when it maps back exactly (so integer times from Quick, Draw! files are
  /// written back as the same integers), else `seconds × 1000` or one of its neighbours.
  static func milliseconds(_ seconds: Double) -> Double {
    let ms = seconds * 1000
    guard ms.isFinite else { return ms }
    func exact(_ candidate: Double) -> Bool { (candidate / 1000).bitPattern == seconds.bitPattern }
    let whole = ms.rounded()
    if exact(whole) { return whole }
    if exact(ms) { return ms }
    var down = ms
    var up = ms
    for _ in 0..<4 {
      down = down.nextDown
      up = up.nextUp
      if exact(down) { return down }
      if exact(up) { return up }
    }
    return ms
  }
}
