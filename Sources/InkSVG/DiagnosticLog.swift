import InkInterchange

/// Diagnostics in the order they were first reported, each distinct one kept once with a count.
///
/// Equal means the same severity, message and location: the SVG warnings name the element (in
/// the message) and its line (the location), so the repeats of one element's warning collapse (and, in a minified document where
/// everything is on line 1, those of equal elements too).
///
/// `<use>` renders an element once per instance, and each instance repeats the element's
/// warnings: a document that instantiates one path 300 000 times should say "fill converted as
/// its outline (300000 times)" once, not print 300 000 lines (and hold 300 000 strings).
struct DiagnosticLog {
  private var unique: [Diagnostic] = []
  private var counts: [Int] = []
  private var indices: [Diagnostic: Int] = [:]

  /// Records `diagnostic`, or counts one more of an equal one already recorded.
  mutating func append(_ diagnostic: Diagnostic) {
    if let i = indices[diagnostic] {
      counts[i] += 1
      return
    }
    indices[diagnostic] = unique.count
    unique.append(diagnostic)
    counts.append(1)
  }

  /// The diagnostics in first-seen order; one reported more than once says how often at the end
  /// of its message.
  var diagnostics: [Diagnostic] {
    var result = unique
    for i in result.indices where counts[i] > 1 {
      result[i].message += " (\(counts[i]) times)"
    }
    return result
  }
}
