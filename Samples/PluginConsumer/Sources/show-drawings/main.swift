import Foundation
import SampleDrawings

// Loads every drawing the build-tool plugin converted and prints its size; fails when one is
// missing or empty.
var failed = false
for name in SampleDrawings.names {
  do {
    let drawing = try SampleDrawings.drawing(named: name)
    print("\(name): \(drawing.strokes.count) strokes, \(drawing.pointCount) control points")
    if drawing.strokes.isEmpty { failed = true }
  } catch {
    FileHandle.standardError.write(Data("show-drawings: \(name): \(error)\n".utf8))
    failed = true
  }
}
exit(failed || SampleDrawings.names.isEmpty ? 1 : 0)
