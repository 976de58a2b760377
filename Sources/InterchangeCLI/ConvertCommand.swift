import Dispatch
import Foundation
import InkInterchange
import Synchronization

/// Runs `interchange convert`.
enum ConvertCommand {
  /// What happened to one job.
  enum Outcome: Sendable, Hashable {
    /// Converted and written.
    case converted
    /// Failed with this status (the message was printed).
    case failed(InterchangeExitCode)
  }

  /// Converts every job of the plan, in parallel, and returns the exit status. A file that fails
  /// is reported and does not stop the others, with or without `--strict`.
  ///
  /// The entries the plan could not turn into jobs (``ConversionPlan/failures``) are reported
  /// first; then each file's messages are printed in input order (at once for the first file not
  /// finished, the others' held until every earlier file has finished), so the output does not
  /// depend on `--jobs` or on timing. In directory mode the directories the run created and left
  /// empty (every output into them failed) are removed at the end, deepest first.
  ///
  /// Before converting, `SIGXFSZ` is ignored (see ``FileSystem/ignoreFileSizeSignal()``), so a
  /// file-size limit is an I/O error for one file rather than the death of the process.
  static func run(_ options: ConvertOptions, registry: FormatRegistry, io: InterchangeIO) -> Int32 {
    let plan: ConversionPlan
    do {
      plan = try ConversionPlan(options, registry: registry, io: io)
    } catch {
      Reporter(io: io, quiet: false, progressTotal: nil).error(error.message)
      if error.code == .usageError { io.writeStandardError(HelpText.usageReminder(.convert)) }
      return error.code.rawValue
    }
    let count = plan.jobs.count
    let reporter = Reporter(
      io: io, quiet: options.quiet,
      progressTotal: io.standardErrorIsTerminal && count > 1 ? count : nil,
      warningLimit: options.warningLimit)
    if count == 0 && plan.failures.isEmpty {
      reporter.note("\(Interchange.commandName): no files with an importable extension found")
      return InterchangeExitCode.success.rawValue
    }
    // Files found but impossible to convert (a name that is not valid UTF-8) fail first.
    for failure in plan.failures { reporter.error(failure.message) }
    FileSystem.ignoreFileSizeSignal()
    let importOptions = options.settings.importOptions
    let exportOptions = options.exportOptions
    let workers = min(options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, count)
    let next = Atomic<Int>(0)
    let outcomes = Locked([Outcome?](repeating: nil, count: count))
    let cleaned = Locked(Set<String>())
    let createdDirectories = FileSystem.CreatedDirectories()
    DispatchQueue.concurrentPerform(iterations: max(workers, 1)) { _ in
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { break }
        let job = plan.jobs[index]
        if let output = job.output {
          // Leftovers of killed runs in the directory the output is written in (its link's
          // target's, for a symbolic link, as found while planning), once per directory.
          let directory = FileSystem.split(job.destination ?? output).directory
          if cleaned.withLock({ $0.insert(directory).inserted }) {
            FileSystem.removeStaleTemporaryFiles(inDirectory: directory)
          }
        }
        // The file's messages, printed in input order: at once when every earlier file has
        // finished, else held until then.
        let messages = reporter.file(index)
        let outcome: Outcome
        do throws(CommandFailure) {
          try convert(
            job, plan: plan, importOptions: importOptions, exportOptions: exportOptions,
            strict: options.strict, directoryMode: plan.isDirectoryMode, registry: registry, io: io,
            reporter: messages, createdDirectories: createdDirectories)
          outcome = .converted
        } catch {
          messages.error(error.message)
          outcome = .failed(error.code)
        }
        outcomes.withLock { $0[index] = outcome }
        reporter.finished(index, name: job.input.displayName)
      }
    }
    reporter.endProgress()
    // Directories made for outputs that all failed are not left behind, empty.
    createdDirectories.removeEmpty()
    let results = outcomes.withLock { $0 } + plan.failures.map { Outcome.failed($0.code) }
    var converted = 0
    var failed = 0
    var status = InterchangeExitCode.success
    for result in results {
      switch result {
      case .converted: converted += 1
      case .failed(let code):
        failed += 1
        if code.rawValue > status.rawValue { status = code }
      case nil: break
      }
    }
    if plan.isDirectoryMode {
      var summary = "\(Interchange.commandName): converted \(converted) of \(results.count) files"
      summary += failed > 0 ? ", \(failed) failed" : ""
      reporter.note(summary)
    }
    return status.rawValue
  }

  /// Converts one file: read, import, export, write atomically.
  ///
  /// At most two of the input's bytes, the drawing and the output's bytes are alive at once: the
  /// input bytes are released when the import returns and the drawing when the export returns.
  ///
  /// - Parameters:
  ///   - reporter: Where the file's import and export diagnostics go.
  ///   - createdDirectories: In directory mode, records the directories made for the output.
  /// - Throws: ``CommandFailure`` with the status for the step that failed.
  static func convert(
    _ job: ConversionJob, plan: ConversionPlan, importOptions: ImportOptions,
    exportOptions: ExportOptions, strict: Bool, directoryMode: Bool, registry: FormatRegistry,
    io: InterchangeIO, reporter: Reporter.FileMessages,
    createdDirectories: FileSystem.CreatedDirectories? = nil
  ) throws(CommandFailure) {
    let name = job.input.displayName
    // Nested calls, so that each step's input is a temporary that dies when the step returns.
    let exported = try export(
      importFile(
        job.input, plan: plan, importOptions: importOptions, strict: strict, registry: registry,
        io: io, reporter: reporter),
      name: name, plan: plan, exportOptions: exportOptions, strict: strict, reporter: reporter)
    do {
      guard let output = job.output else {
        try io.writeStandardOutput(exported)
        return
      }
      // In directory mode, the output's missing directories are created (only for an output that
      // is written, and without a look at those that exist).
      try FileSystem.writeAtomically(
        exported, toPath: output, creatingDirectories: directoryMode, recordingIn: createdDirectories)
    } catch {
      throw CommandFailure(.ioError, "\(job.outputName): \(error)")
    }
  }

  /// Reads and imports one input; its bytes are released on return.
  private static func importFile(
    _ input: InputSource, plan: ConversionPlan, importOptions: ImportOptions, strict: Bool,
    registry: FormatRegistry, io: InterchangeIO, reporter: Reporter.FileMessages
  ) throws(CommandFailure) -> Drawing {
    let bytes = try DrawingLoader.read(input, limit: importOptions.maxInputBytes, io: io)
    let importer = try DrawingLoader.importer(
      for: input, bytes: bytes, explicit: plan.importer, registry: registry)
    let imported = try DrawingLoader.importDrawing(
      bytes, from: input, with: importer, options: importOptions)
    reporter.diagnostics(imported.diagnostics, file: input.displayName)
    try checkStrict(imported.diagnostics, strict: strict, file: input.displayName)
    return imported.drawing
  }

  /// Exports one drawing; the drawing is released on return.
  private static func export(
    _ drawing: Drawing, name: String, plan: ConversionPlan, exportOptions: ExportOptions,
    strict: Bool, reporter: Reporter.FileMessages
  ) throws(CommandFailure) -> [UInt8] {
    let exported: ExportResult
    do {
      exported = try plan.exporter.exportDrawing(drawing, options: exportOptions)
    } catch {
      throw CommandFailure(
        CommandFailure.isFormatOptionError(error) ? .usageError : .exportFailed,
        "\(name): cannot write it as '\(plan.exporter.descriptor.id)': \(CommandFailure.describe(error))")
    }
    reporter.diagnostics(exported.diagnostics, file: name)
    try checkStrict(exported.diagnostics, strict: strict, file: name)
    return exported.bytes
  }

  private static func checkStrict(
    _ diagnostics: [Diagnostic], strict: Bool, file: String
  )
    throws(CommandFailure)
  {
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    guard strict, warnings > 0 else { return }
    throw CommandFailure(
      .failedOnWarnings,
      "\(file): \(warnings) warning\(warnings == 1 ? "" : "s") with --strict; nothing written")
  }
}
