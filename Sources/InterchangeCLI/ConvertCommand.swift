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

  /// Converts every job of the plan, in parallel, and returns the exit status.
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
      progressTotal: io.standardErrorIsTerminal && count > 1 ? count : nil)
    if count == 0 {
      reporter.note("\(Interchange.commandName): no files with an importable extension found")
      return InterchangeExitCode.success.rawValue
    }
    let importOptions = options.settings.importOptions
    let exportOptions = options.exportOptions
    let workers = min(options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, count)
    let next = Atomic<Int>(0)
    let stop = Atomic<Bool>(false)
    let outcomes = Mutex([Outcome?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: max(workers, 1)) { _ in
      while !stop.load(ordering: .relaxed) {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { break }
        let job = plan.jobs[index]
        let outcome: Outcome
        do throws(CommandFailure) {
          try convert(
            job, plan: plan, importOptions: importOptions, exportOptions: exportOptions,
            strict: options.strict, directoryMode: plan.isDirectoryMode, registry: registry, io: io,
            reporter: reporter)
          outcome = .converted
        } catch {
          reporter.error(error.message)
          outcome = .failed(error.code)
          if options.strict { stop.store(true, ordering: .relaxed) }
        }
        outcomes.withLock { $0[index] = outcome }
        reporter.finished(job.input.displayName)
      }
    }
    reporter.endProgress()
    let results = outcomes.withLock { $0 }
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
      var summary = "\(Interchange.commandName): converted \(converted) of \(count) files"
      summary += failed > 0 ? ", \(failed) failed" : ""
      let skipped = count - converted - failed
      summary += skipped > 0 ? ", \(skipped) skipped after the first failure (--strict)" : ""
      reporter.note(summary)
    }
    return status.rawValue
  }

  /// Converts one file: read, import, export, write atomically.
  ///
  /// - Throws: ``CommandFailure`` with the status for the step that failed.
  static func convert(
    _ job: ConversionJob, plan: ConversionPlan, importOptions: ImportOptions,
    exportOptions: ExportOptions, strict: Bool, directoryMode: Bool, registry: FormatRegistry,
    io: InterchangeIO, reporter: Reporter
  ) throws(CommandFailure) {
    let name = job.input.displayName
    let bytes = try DrawingLoader.read(job.input, limit: importOptions.maxInputBytes, io: io)
    let importer = try DrawingLoader.importer(
      for: job.input, bytes: bytes, explicit: plan.importer, registry: registry)
    let imported = try DrawingLoader.importDrawing(
      bytes, from: job.input, with: importer, options: importOptions)
    reporter.diagnostics(imported.diagnostics, file: name)
    try checkStrict(imported.diagnostics, strict: strict, file: name)
    let exported: ExportResult
    do {
      exported = try plan.exporter.exportDrawing(imported.drawing, options: exportOptions)
    } catch {
      throw CommandFailure(
        .exportFailed,
        "\(name): cannot write it as '\(plan.exporter.descriptor.id)': \(CommandFailure.describe(error))")
    }
    reporter.diagnostics(exported.diagnostics, file: name)
    try checkStrict(exported.diagnostics, strict: strict, file: name)
    do {
      guard let output = job.output else {
        try io.writeStandardOutput(exported.bytes)
        return
      }
      if directoryMode {
        let parent = FileSystem.split(output).directory
        if !parent.isEmpty { try FileSystem.createDirectories(parent) }
      }
      try FileSystem.writeAtomically(exported.bytes, toPath: output)
    } catch {
      throw CommandFailure(.ioError, "\(job.outputName): \(error)")
    }
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
