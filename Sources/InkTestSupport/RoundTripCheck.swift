import InkInterchange

/// A round-trip check: drawing → exporter → bytes → importer → drawing, then a comparison that
/// names the first difference.
///
/// The check returns or throws plain values and never calls a test framework, so it works in any
/// test library (wrap it in `#expect` or `#require`), in benchmarks and in fuzzers:
///
/// ```swift
/// let check = RoundTripCheck(format: MyFormat())
/// #expect(check.failure(for: drawing) == nil)
/// ```
public struct RoundTripCheck: Sendable {
  /// The exporter that writes the drawing.
  public var exporter: any DrawingExporter
  /// The importer that reads it back.
  public var importer: any DrawingImporter
  /// The exporter's options. Default `ExportOptions()`.
  public var exportOptions = ExportOptions()
  /// The importer's options. Default `ImportOptions()`.
  public var importOptions = ImportOptions()
  /// The fields that must survive, and how closely. Default ``DrawingComparison/bitExact``.
  public var comparison = DrawingComparison.bitExact
  /// Whether export or import may report diagnostics (warnings). Default `false`: a lossless
  /// round trip should warn about nothing.
  public var allowsDiagnostics = false

  /// Creates a check between an exporter and an importer (they may be different formats).
  ///
  /// - Parameters:
  ///   - exporter: The exporter.
  ///   - importer: The importer.
  ///   - comparison: What must survive. Default ``DrawingComparison/bitExact``.
  public init(
    exporter: any DrawingExporter, importer: any DrawingImporter,
    comparison: DrawingComparison = .bitExact
  ) {
    self.exporter = exporter
    self.importer = importer
    self.comparison = comparison
  }

  /// Creates a check through one format that both exports and imports.
  ///
  /// - Parameters:
  ///   - format: The format.
  ///   - comparison: What must survive. Default ``DrawingComparison/bitExact``.
  public init(format: any DrawingImporter & DrawingExporter, comparison: DrawingComparison = .bitExact) {
    self.init(exporter: format, importer: format, comparison: comparison)
  }

  /// Creates a check through the exporter and importer that a registry holds for a format id.
  ///
  /// - Parameters:
  ///   - id: The format id (`json`, `ink`, ...).
  ///   - registry: The registry.
  ///   - comparison: What must survive. Default ``DrawingComparison/bitExact``.
  /// - Throws: ``RoundTripFailure`` (stage `.setup`) when the registry lacks either half.
  public init(
    formatID id: String, in registry: FormatRegistry, comparison: DrawingComparison = .bitExact
  ) throws(RoundTripFailure) {
    guard let exporter = registry.exporter(id: id) else {
      throw RoundTripFailure(stage: .setup, message: "no exporter with id '\(id)' in the registry")
    }
    guard let importer = registry.importer(id: id) else {
      throw RoundTripFailure(stage: .setup, message: "no importer with id '\(id)' in the registry")
    }
    self.init(exporter: exporter, importer: importer, comparison: comparison)
  }

  /// What a successful round trip produced.
  public struct Outcome: Sendable {
    /// The exported bytes.
    public var bytes: [UInt8]
    /// The drawing read back.
    public var drawing: Drawing
    /// The export's and then the import's diagnostics.
    public var diagnostics: [Diagnostic]
  }

  /// Runs the round trip.
  ///
  /// - Parameter drawing: The drawing to send through.
  /// - Returns: The bytes, the drawing read back and the diagnostics.
  /// - Throws: ``RoundTripFailure`` naming the stage that failed and, for a mismatch, the first
  ///   difference.
  public func run(_ drawing: Drawing) throws(RoundTripFailure) -> Outcome {
    let exported: ExportResult
    do {
      exported = try exporter.exportDrawing(drawing, options: exportOptions)
    } catch {
      throw RoundTripFailure(stage: .export, message: "\(exporter.descriptor.id) export threw: \(error)")
    }
    if !allowsDiagnostics, let first = exported.diagnostics.first {
      throw RoundTripFailure(stage: .export, message: "export warned: \(first)")
    }
    let imported: ImportResult
    do {
      imported = try importer.importDrawing(from: exported.bytes, options: importOptions)
    } catch {
      throw RoundTripFailure(
        stage: .import,
        message: "\(importer.descriptor.id) import of \(exported.bytes.count) exported bytes threw: \(error)")
    }
    if !allowsDiagnostics, let first = imported.diagnostics.first {
      throw RoundTripFailure(stage: .import, message: "import warned: \(first)")
    }
    if let difference = DrawingDifference.first(
      between: drawing, and: imported.drawing, comparing: comparison)
    {
      throw RoundTripFailure(
        stage: .comparison, message: "the drawing changed: \(difference)", difference: difference)
    }
    return Outcome(
      bytes: exported.bytes, drawing: imported.drawing,
      diagnostics: exported.diagnostics + imported.diagnostics)
  }

  /// Runs the round trip and returns its failure, or `nil` when it passes.
  ///
  /// - Parameter drawing: The drawing to send through.
  /// - Returns: The failure, or `nil`.
  public func failure(for drawing: Drawing) -> RoundTripFailure? {
    do {
      _ = try run(drawing)
      return nil
    } catch {
      return error
    }
  }
}

/// A round trip that failed: the stage, what happened, and the first difference for a mismatch.
public struct RoundTripFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the round trip failed.
  public enum Stage: String, Sendable, Hashable {
    /// Building the check (a format missing from the registry).
    case setup
    /// The exporter threw or warned.
    case export
    /// The importer threw or warned.
    case `import`
    /// The drawing read back differs.
    case comparison
  }

  /// The stage that failed.
  public var stage: Stage
  /// What happened, in one sentence.
  public var message: String
  /// The first difference, for stage ``Stage/comparison``.
  public var difference: DrawingDifference?

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - stage: The stage.
  ///   - message: What happened.
  ///   - difference: The first difference, if any. Default `nil`.
  public init(stage: Stage, message: String, difference: DrawingDifference? = nil) {
    self.stage = stage
    self.message = message
    self.difference = difference
  }

  /// `round trip failed at STAGE: MESSAGE`.
  public var description: String { "round trip failed at \(stage.rawValue): \(message)" }
}
