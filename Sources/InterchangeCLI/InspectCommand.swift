import Foundation
import InkInterchange

/// Runs `interchange inspect`: imports one file and prints its ``DrawingSummary``.
enum InspectCommand {
  /// Inspects the file named in the arguments.
  ///
  /// - Returns: The summary, as text or JSON (`--json`), ending with a newline.
  /// - Throws: ``CommandFailure`` with status 2, 3, 4 or 5.
  static func run(
    _ arguments: ParsedArguments, registry: FormatRegistry, io: InterchangeIO
  )
    throws(CommandFailure) -> String
  {
    let settings: ImportSettings
    let warningLimit: Int
    do {
      settings = try ImportSettings(arguments)
      warningLimit = try InterchangeCommand.warningLimit(arguments)
    } catch {
      throw CommandFailure(.usageError, error.message)
    }
    guard arguments.positionals.count == 1 else {
      throw CommandFailure(
        .usageError,
        arguments.positionals.isEmpty
          ? "missing file to inspect (or '-' for standard input)"
          : "inspect takes one file, got \(arguments.positionals.count)")
    }
    guard !arguments.positionals[0].isEmpty else {
      throw CommandFailure(.usageError, "empty file path '' (name a file, or '-' for standard input)")
    }
    let source = InputSource(argument: arguments.positionals[0])
    let explicit = try arguments.value("from").map { id throws(CommandFailure) in
      try DrawingLoader.importer(id: id, registry: registry)
    }
    let options = settings.importOptions
    let bytes = try DrawingLoader.read(source, limit: options.maxInputBytes, io: io)
    let importer = try DrawingLoader.importer(
      for: source, bytes: bytes, explicit: explicit, registry: registry)
    let result = try DrawingLoader.importDrawing(
      bytes, from: source, with: importer, options: options)
    Reporter(io: io, quiet: arguments.flag("quiet"), progressTotal: nil, warningLimit: warningLimit)
      .diagnostics(result.diagnostics, file: source.displayName)
    let summary = DrawingSummary(result.drawing)
    let warnings = result.diagnostics.filter { $0.severity == .warning }.count
    if arguments.flag("json") {
      return json(summary, file: source.displayName, format: importer.descriptor, warnings: warnings)
    }
    return text(summary, file: source.displayName, format: importer.descriptor, warnings: warnings)
  }

  /// The summary as readable text.
  static func text(
    _ summary: DrawingSummary, file: String, format: FormatDescriptor, warnings: Int
  ) -> String {
    var text = "file: \(Reporter.printable(file))\n"
    text += "format: \(format.id) (\(format.name))\n"
    text += "strokes: \(summary.strokeCount)\n"
    text += "points: \(summary.pointCount)\n"
    text += "warnings: \(warnings)\n"
    text += "inks: \(summary.inks.count)\n"
    for usage in summary.inks {
      let strokes = usage.strokeCount == 1 ? "1 stroke" : "\(usage.strokeCount) strokes"
      text +=
        "  \(Reporter.printable(usage.ink.inkType.description)) \(DrawingSummary.hex(usage.ink.color)): \(strokes)\n"
    }
    if let b = summary.bounds {
      text += "bounds: x \(JSONText.number(b.minX))…\(JSONText.number(b.maxX)), "
      text += "y \(JSONText.number(b.minY))…\(JSONText.number(b.maxY)) "
      text += "(width \(JSONText.number(b.width)), height \(JSONText.number(b.height)))\n"
    } else {
      text += "bounds: none\n"
    }
    if !summary.channels.isEmpty {
      let width = DrawingSummary.channelNames.map(\.count).max()! + 2
      text += "channels:\n"
      text += "  " + "field".padding(toLength: width, withPad: " ", startingAt: 0) + "min … max\n"
      for c in summary.channels {
        text += "  " + c.name.padding(toLength: width, withPad: " ", startingAt: 0)
        text += "\(JSONText.number(c.min)) … \(JSONText.number(c.max))\n"
      }
    }
    return text
  }

  /// The summary as one JSON object.
  static func json(
    _ summary: DrawingSummary, file: String, format: FormatDescriptor, warnings: Int
  ) -> String {
    let bounds =
      summary.bounds.map { b in
        JSONText.object([
          ("x", JSONText.number(b.minX)), ("y", JSONText.number(b.minY)),
          ("width", JSONText.number(b.width)), ("height", JSONText.number(b.height)),
        ])
      } ?? "null"
    let inks = summary.inks.map { usage in
      JSONText.object([
        ("type", JSONText.string(usage.ink.inkType.rawValue)),
        ("color", JSONText.string(DrawingSummary.hex(usage.ink.color))),
        ("strokes", String(usage.strokeCount)),
      ])
    }
    let channels = summary.channels.map { c in
      (c.name, JSONText.object([("min", JSONText.number(c.min)), ("max", JSONText.number(c.max))]))
    }
    return JSONText.object([
      ("file", JSONText.string(file)),
      ("format", JSONText.string(format.id)),
      ("strokes", String(summary.strokeCount)),
      ("points", String(summary.pointCount)),
      ("warnings", String(warnings)),
      ("inks", JSONText.array(inks)),
      ("bounds", bounds),
      ("channels", JSONText.object(channels)),
    ]) + "\n"
  }
}
