import Foundation
import InkInterchange

/// SVG path-data benchmarks: parse and write every `d` attribute of the corpus SVG files
/// (`../shared/corpus/{resvg,feather,svg-spec-examples}`), extracted with a byte scan (no XML).
///
/// Times are this thread's CPU time (best of 7 trials of about 0.2 s each), so that other
/// processes on a shared machine count as little as possible. Environment:
/// `PATHDATA_PARSE_ROUNDS=n` parses the corpus n times and stops (for `perf record`;
/// with `PATHDATA_REUSE=1` into one reused path);
/// `PATHDATA_TINY_ROUNDS=n` parses `M0 0` n times per attribute and stops (the per-call cost);
/// `PATHDATA_PARSE_ONLY=1` stops after the parse measurements; `PATHDATA_SYNTHETIC=unit` adds
/// one long path of `unit` repeated (`PATHDATA_SYNTHETIC_BYTES=n` bytes, default 32 000); `PATHDATA_HOSTILE_MB=n` parses
/// three shapes of n MB of path data and prints the peak resident size after each.
func runPathDataBenchmarks() throws {
  let (data, ranges) = try pathDataCorpus()
  guard !ranges.isEmpty else {
    print("pathdata: no path data found (corpus missing?)")
    return
  }
  let totalBytes = ranges.reduce(0) { $0 + $1.count }
  var paths: [BezierPath] = []
  var errors = 0
  data.withUnsafeBufferPointer { all in
    for r in ranges {
      let (path, error) = BezierPath.parsingSVGPathData(utf8: UnsafeBufferPointer(rebasing: all[r]))
      paths.append(path)
      if error != nil { errors += 1 }
    }
  }
  let elements = paths.reduce(0) { $0 + $1.elementCount }
  print(
    "pathdata corpus: \(ranges.count) d attributes, \(totalBytes) bytes, \(elements) elements,"
      + " \(errors) with errors")

  var checksum = 0
  if let rounds = ProcessInfo.processInfo.environment["PATHDATA_PARSE_ROUNDS"].flatMap({ Int($0) }) {
    // A fixed amount of work, for profiling (`PATHDATA_REUSE=1`: into one reused path).
    let reuse = ProcessInfo.processInfo.environment["PATHDATA_REUSE"] != nil
    var reused = BezierPath()
    for _ in 0..<rounds {
      data.withUnsafeBufferPointer { all in
        for r in ranges {
          if reuse {
            reused.replaceContentsLeniently(withSVGPathDataUTF8: UnsafeBufferPointer(rebasing: all[r]))
            checksum &+= reused.elementCount
          } else {
            let (path, _) = BezierPath.parsingSVGPathData(utf8: UnsafeBufferPointer(rebasing: all[r]))
            checksum &+= path.elementCount
          }
        }
      }
    }
    print("pathdata parse: \(rounds) rounds, \(rounds * totalBytes) bytes, checksum \(checksum)")
    return
  }
  if let unit = ProcessInfo.processInfo.environment["PATHDATA_SYNTHETIC_ROUNDS_UNIT"] {
    // For profiling: `PATHDATA_SYNTHETIC` (below), about 640 MB of it in all.
    let synthetic = repeatedPathData(unit, bytes: syntheticBytes())
    for _ in 0..<(640_000_000 / synthetic.count) {
      synthetic.withUnsafeBufferPointer { all in
        checksum &+= BezierPath.parsingSVGPathData(utf8: all).path.elementCount
      }
    }
    print("pathdata synthetic: checksum \(checksum)")
    return
  }
  if let megabytes = ProcessInfo.processInfo.environment["PATHDATA_HOSTILE_MB"].flatMap({ Int($0) }) {
    // Memory on big input: each shape parsed alone, with the peak resident size after it.
    let n = megabytes * 1_000_000
    let shapes: [(String, () -> [UInt8])] = [
      (
        "100 points, then blanks, then `L2 2`",
        {
          Array(("M0 0" + String(repeating: " L1 1", count: 100)).utf8) + Array(repeating: 0x20, count: n)
            + Array("L2 2".utf8)
        }
      ),
      ("one number of all digits", { Array("M".utf8) + Array(repeating: 0x31, count: n) + Array(" 2".utf8) }),
      (
        "`h1` repeated (an element per 3 bytes)",
        { Array("M0 0".utf8) + Array(String(repeating: " h1", count: n / 3).utf8) }
      ),
    ]
    for (name, make) in shapes {
      let bytes = make()
      let before = peakResidentMegabytes()
      let start = threadCPUSeconds()
      let (path, error) = bytes.withUnsafeBufferPointer { BezierPath.parsingSVGPathData(utf8: $0) }
      let seconds = threadCPUSeconds() - start
      print(
        "pathdata hostile \(megabytes) MB, \(name): \(path.elementCount) elements, error \(String(describing: error?.kind)),"
          + " \(String(format: "%.2f", seconds)) s, peak RSS \(before) -> \(peakResidentMegabytes()) MB")
    }
    return
  }
  if let rounds = ProcessInfo.processInfo.environment["PATHDATA_TINY_ROUNDS"].flatMap({ Int($0) }) {
    // The per-call cost alone, for profiling: `M0 0` as many times as there are attributes.
    let tiny: [UInt8] = Array("M0 0".utf8)
    for _ in 0..<rounds {
      tiny.withUnsafeBufferPointer { bytes in
        for _ in 0..<ranges.count {
          let (path, _) = BezierPath.parsingSVGPathData(utf8: bytes)
          checksum &+= path.elementCount
        }
      }
    }
    print("pathdata tiny: \(rounds) rounds of \(ranges.count) paths, checksum \(checksum)")
    return
  }

  // A baseline for this machine: a loop that only folds the digits of every attribute into
  // integers (no grammar, no doubles, no output).
  let baselineSeconds = bestTime(bytesPerRound: totalBytes) {
    data.withUnsafeBufferPointer { all in
      for r in ranges {
        var acc = 0
        for b in all[r] {
          let d = Int(b) &- 0x30
          if d >= 0 && d < 10 { acc = acc &* 10 &+ d } else { checksum &+= acc; acc = 0 }
        }
        checksum &+= acc
      }
    }
  }
  report("baseline (digit loop only)", bytes: totalBytes, seconds: baselineSeconds)

  // Parse.
  let parseSeconds = bestTime(bytesPerRound: totalBytes) {
    data.withUnsafeBufferPointer { all in
      for r in ranges {
        let (path, _) = BezierPath.parsingSVGPathData(utf8: UnsafeBufferPointer(rebasing: all[r]))
        checksum &+= path.elementCount
      }
    }
  }
  report("parse (fresh paths)", bytes: totalBytes, seconds: parseSeconds)

  // The same into one reused path (`replaceContentsLeniently(withSVGPathDataUTF8:)`): no
  // allocation once the path has held the largest attribute.
  var reusedPath = BezierPath()
  let reusedSeconds = bestTime(bytesPerRound: totalBytes) {
    data.withUnsafeBufferPointer { all in
      for r in ranges {
        reusedPath.replaceContentsLeniently(withSVGPathDataUTF8: UnsafeBufferPointer(rebasing: all[r]))
        checksum &+= reusedPath.elementCount
      }
    }
  }
  report("parse (one reused path)", bytes: totalBytes, seconds: reusedSeconds)

  // The same without the attributes that hold arcs (arc-to-cubic conversion is trigonometry).
  let noArcRanges = ranges.filter { r in
    !data[r].contains(UInt8(ascii: "a")) && !data[r].contains(UInt8(ascii: "A"))
  }
  let noArcBytes = noArcRanges.reduce(0) { $0 + $1.count }
  let noArcSeconds = bestTime(bytesPerRound: noArcBytes) {
    data.withUnsafeBufferPointer { all in
      for r in noArcRanges {
        let (path, _) = BezierPath.parsingSVGPathData(utf8: UnsafeBufferPointer(rebasing: all[r]))
        checksum &+= path.elementCount
      }
    }
  }
  report("parse (\(noArcRanges.count) d without arcs, fresh paths)", bytes: noArcBytes, seconds: noArcSeconds)
  let noArcReusedSeconds = bestTime(bytesPerRound: noArcBytes) {
    data.withUnsafeBufferPointer { all in
      for r in noArcRanges {
        reusedPath.replaceContentsLeniently(withSVGPathDataUTF8: UnsafeBufferPointer(rebasing: all[r]))
        checksum &+= reusedPath.elementCount
      }
    }
  }
  report(
    "parse (\(noArcRanges.count) d without arcs, one reused path)", bytes: noArcBytes,
    seconds: noArcReusedSeconds)

  // Where the time goes: the same bytes as one long path (no per-call costs: allocation, copy,
  // result), and the per-call cost alone (the shortest path, `M0 0`, as many times as there are
  // attributes).
  var joined: [UInt8] = []
  var joinedElements = 0
  for (r, path) in zip(ranges, paths) {
    let ok = data.withUnsafeBufferPointer {
      BezierPath.parsingSVGPathData(utf8: UnsafeBufferPointer(rebasing: $0[r])).error == nil
    }
    guard ok else { continue }  // (one error would end the joined path there)
    joined.append(contentsOf: data[r])
    joined.append(0x20)
    joinedElements += path.elementCount
  }
  let joinedPath = joined.withUnsafeBufferPointer { BezierPath.parsingSVGPathData(utf8: $0) }
  precondition(joinedPath.error == nil && joinedPath.path.elementCount == joinedElements)
  let joinedSeconds = bestTime(bytesPerRound: joined.count) {
    joined.withUnsafeBufferPointer { all in
      let (path, _) = BezierPath.parsingSVGPathData(utf8: all)
      checksum &+= path.elementCount
    }
  }
  report("parse (the d without errors as one path, fresh)", bytes: joined.count, seconds: joinedSeconds)
  let joinedReusedSeconds = bestTime(bytesPerRound: joined.count) {
    joined.withUnsafeBufferPointer { all in
      reusedPath.replaceContentsLeniently(withSVGPathDataUTF8: all)
      checksum &+= reusedPath.elementCount
    }
  }
  report(
    "parse (the d without errors as one path, reused)", bytes: joined.count, seconds: joinedReusedSeconds)
  let tiny: [UInt8] = Array("M0 0".utf8)
  let tinySeconds = bestTime(bytesPerRound: 4 * ranges.count) {
    tiny.withUnsafeBufferPointer { bytes in
      for _ in 0..<ranges.count {
        let (path, _) = BezierPath.parsingSVGPathData(utf8: bytes)
        checksum &+= path.elementCount
      }
    }
  }
  print(
    "pathdata per-call cost (`M0 0`, fresh paths): \(String(format: "%.0f", tinySeconds / Double(ranges.count) * 1e9)) ns"
      + " per path, \(String(format: "%.1f", tinySeconds * 1e3)) ms"
      + " for \(ranges.count) paths")
  let tinyReusedSeconds = bestTime(bytesPerRound: 4 * ranges.count) {
    tiny.withUnsafeBufferPointer { bytes in
      for _ in 0..<ranges.count {
        reusedPath.replaceContentsLeniently(withSVGPathDataUTF8: bytes)
        checksum &+= reusedPath.elementCount
      }
    }
  }
  print(
    "pathdata per-call cost (`M0 0`, one reused path): \(String(format: "%.0f", tinyReusedSeconds / Double(ranges.count) * 1e9)) ns"
      + " per path, \(String(format: "%.1f", tinyReusedSeconds * 1e3)) ms"
      + " for \(ranges.count) paths")
  if let unit = ProcessInfo.processInfo.environment["PATHDATA_SYNTHETIC"] {
    // Experiment: one long path of a repeated unit (e.g. `L12 34 `), to see the lexer without
    // the corpus' irregularity.
    let synthetic = repeatedPathData(unit, bytes: syntheticBytes())
    let seconds = parseTime(synthetic, checksum: &checksum)
    report("parse (synthetic: \(unit.debugDescription) repeated)", bytes: synthetic.count, seconds: seconds)
  }
  // Large paths (a megabyte of one repeated unit each), where memory costs as much as parsing.
  for unit in [" l2-2", " c1 2 3 4 5 6", " h1", " a2 2 0 0 1 2-2"] {
    let large = repeatedPathData(unit, bytes: 1_000_000)
    let seconds = parseTime(large, checksum: &checksum)
    report("parse (1 MB of \(unit.debugDescription), fresh path)", bytes: large.count, seconds: seconds)
  }
  if ProcessInfo.processInfo.environment["PATHDATA_PARSE_ONLY"] != nil { return }

  // Write.
  var out: [UInt8] = []
  out.reserveCapacity(totalBytes * 4)
  var written = 0
  for p in paths { p.appendSVGPathData(to: &out) }
  written = out.count
  let writeSeconds = bestTime(bytesPerRound: written) {
    out.removeAll(keepingCapacity: true)
    for p in paths { p.appendSVGPathData(to: &out) }
  }
  report("write", bytes: written, seconds: writeSeconds)

  // Parse the writer's output (long numbers from arcs: exercises the slow digit path).
  var writtenRanges: [Range<Int>] = []
  out.removeAll(keepingCapacity: true)
  for p in paths {
    let start = out.count
    p.appendSVGPathData(to: &out)
    writtenRanges.append(start..<out.count)
  }
  let reparseSeconds = bestTime(bytesPerRound: out.count) {
    out.withUnsafeBufferPointer { all in
      for r in writtenRanges {
        let (path, _) = BezierPath.parsingSVGPathData(utf8: UnsafeBufferPointer(rebasing: all[r]))
        checksum &+= path.elementCount
      }
    }
  }
  report("parse written", bytes: out.count, seconds: reparseSeconds)
  if checksum == 42 { print("") }  // keeps the work observable
}

/// `M0 0` followed by `unit` repeated, to at least `bytes` bytes.
private func repeatedPathData(_ unit: String, bytes: Int) -> [UInt8] {
  var data: [UInt8] = Array("M0 0".utf8)
  let unitBytes = Array(unit.utf8)
  while data.count < bytes { data += unitBytes }
  return data
}

/// The best CPU time of parsing `data` into a new path (see ``bestTime(bytesPerRound:_:)``).
private func parseTime(_ data: [UInt8], checksum: inout Int) -> Double {
  bestTime(bytesPerRound: data.count) {
    data.withUnsafeBufferPointer { all in
      checksum &+= BezierPath.parsingSVGPathData(utf8: all).path.elementCount
    }
  }
}

/// `PATHDATA_SYNTHETIC_BYTES`: the size of the synthetic path (default 32 000 bytes).
private func syntheticBytes() -> Int {
  ProcessInfo.processInfo.environment["PATHDATA_SYNTHETIC_BYTES"].flatMap { Int($0) } ?? 32_000
}

private func report(_ what: String, bytes: Int, seconds: Double) {
  let mbps = Double(bytes) / seconds / 1e6
  print(
    "pathdata \(what): \(bytes) bytes in \(String(format: "%.3f", seconds * 1e3)) ms"
      + " = \(String(format: "%.0f", mbps)) MB/s")
}

/// The best CPU time of one round, over rounds repeated for about 0.2 s of CPU time in each of 7
/// trials.
private func bestTime(bytesPerRound: Int, _ body: () -> Void) -> Double {
  var best = Double.infinity
  body()  // warm up
  for _ in 0..<7 {
    var rounds = 0
    let start = threadCPUSeconds()
    var now = start
    repeat {
      body()
      rounds += 1
      now = threadCPUSeconds()
    } while now - start < 0.2
    best = min(best, (now - start) / Double(rounds))
  }
  return best
}

/// All `d="..."` values of the corpus SVGs, as ranges into one byte array.
private func pathDataCorpus() throws -> ([UInt8], [Range<Int>]) {
  let corpus = corpusDirectory
  var data: [UInt8] = []
  var ranges: [Range<Int>] = []
  for set in ["resvg", "feather", "svg-spec-examples"] {
    let dir = corpus.appendingPathComponent(set)
    guard let e = FileManager.default.enumerator(atPath: dir.path) else { continue }
    var files: [String] = []
    while let name = e.nextObject() as? String {
      if name.hasSuffix(".svg") { files.append(name) }
    }
    for name in files.sorted() {
      let bytes = [UInt8](try Data(contentsOf: dir.appendingPathComponent(name)))
      for value in pathDataAttributeValues(bytes) {
        let start = data.count
        data.append(contentsOf: value)
        ranges.append(start..<data.count)
      }
    }
  }
  return (data, ranges)
}

/// The values of the `d="…"` attributes in a document, found by a byte scan (double quotes, a
/// white-space byte before `d`; entity references are not decoded).
func pathDataAttributeValues(_ bytes: [UInt8]) -> [[UInt8]] {
  var result: [[UInt8]] = []
  var i = 0
  while i + 4 <= bytes.count {
    if bytes[i + 1] == UInt8(ascii: "d") && bytes[i + 2] == UInt8(ascii: "=")
      && bytes[i + 3] == UInt8(ascii: "\"")
      && (bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x09 || bytes[i] == 0x0D)
    {
      var j = i + 4
      while j < bytes.count && bytes[j] != UInt8(ascii: "\"") { j += 1 }
      result.append(Array(bytes[(i + 4)..<j]))
      i = j
    }
    i += 1
  }
  return result
}

/// The process's peak resident set size in MB (`getrusage`).
private func peakResidentMegabytes() -> Int {
  var usage = rusage()
  getrusage(.init(truncatingIfNeeded: RUSAGE_SELF.rawValue), &usage)
  return usage.ru_maxrss / 1024
}
