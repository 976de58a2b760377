// convert-file: converts a drawing between formats through the library API, choosing the
// importer and exporter from the file extensions.
//
//   swift run convert-file ../flourish.svg /tmp/flourish.ink
import Foundation
import InkFormats
import InkInterchange

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let inputPath = arguments.first, let outputPath = arguments.last else {
  FileHandle.standardError.write(Data("usage: convert-file <input> <output>\n".utf8))
  exit(2)
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("convert-file: \(message)\n".utf8))
  exit(1)
}

// The formats this program knows: the built-ins (json, ink, svg). Register your own here.
let registry = FormatRegistry.standard
let inputExtension = URL(fileURLWithPath: inputPath).pathExtension
let outputExtension = URL(fileURLWithPath: outputPath).pathExtension
guard let importer = registry.importer(forExtension: inputExtension) else {
  fail("no importer for '.\(inputExtension)' (known: \(registry.formatIDs.joined(separator: ", ")))")
}
guard let exporter = registry.exporter(forExtension: outputExtension) else {
  fail("no exporter for '.\(outputExtension)' (known: \(registry.formatIDs.joined(separator: ", ")))")
}

do {
  // Import: Bézier sources (SVG, the JSON Bézier document) are converted within the tolerance.
  var importOptions = ImportOptions()
  importOptions.tolerance = 0.02
  let input = try [UInt8](Data(contentsOf: URL(fileURLWithPath: inputPath)))
  let imported = try importer.importDrawing(from: input, options: importOptions)
  for diagnostic in imported.diagnostics { print("import \(diagnostic)") }

  // Export, and write the bytes.
  let exported = try exporter.exportDrawing(imported.drawing, options: ExportOptions())
  for diagnostic in exported.diagnostics { print("export \(diagnostic)") }
  try Data(exported.bytes).write(to: URL(fileURLWithPath: outputPath))

  let drawing = imported.drawing
  print(
    "\(inputPath) (\(importer.descriptor.id)) → \(outputPath) (\(exporter.descriptor.id)): "
      + "\(drawing.strokes.count) strokes, \(drawing.pointCount) control points, "
      + "\(input.count) → \(exported.bytes.count) bytes")
} catch {
  fail("\(error)")
}
