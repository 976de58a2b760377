import InkInterchange

/// One file to convert: where it comes from and where it goes.
struct ConversionJob: Sendable, Hashable {
  /// The input.
  var input: InputSource
  /// The output file, or `nil` for standard output.
  var output: String?
  /// Where writes to ``output`` land, found while planning: the end of its chain of symbolic
  /// links (see ``FileSystem/destination(of:)``); `nil` for standard output, and until planned.
  var destination: String?

  /// The output's name in messages.
  var outputName: String { output ?? "<stdout>" }
}

/// What `convert` will do: the jobs, the formats, and whether it writes into a directory.
struct ConversionPlan: Sendable {
  /// The files to convert, in input order (directories expanded in sorted order).
  var jobs: [ConversionJob]
  /// The importer named with `--from`, or `nil` to choose one per file.
  var importer: (any DrawingImporter)?
  /// The exporter.
  var exporter: any DrawingExporter
  /// `true` when converting into a directory (several inputs, a directory input, or `-o DIR`).
  var isDirectoryMode: Bool
  /// Entries of a directory input that cannot be converted at all, found while planning (an
  /// entry whose name is not valid UTF-8, a directory that cannot be listed, a directory nested
  /// deeper than the walk searches): each is reported, counted as a failed file (status 5) and
  /// converted by no job.
  var failures: [CommandFailure] = []

  /// Works out the jobs for a command line, before anything is read or written.
  ///
  /// - Throws: ``CommandFailure``: status 2 for a wrong combination (several inputs without
  ///   `-o DIR`, standard input among several, missing `--to`, two inputs mapping to one output,
  ///   output over an input, standard output redirected to an input file, binary output to a
  ///   terminal), 3 for an unknown format (a directory that cannot be listed or is nested too
  ///   deeply is one of ``failures`` instead).
  init(_ options: ConvertOptions, registry: FormatRegistry, io: InterchangeIO) throws(CommandFailure) {
    importer = try options.from.map { id throws(CommandFailure) in
      try DrawingLoader.importer(id: id, registry: registry)
    }
    let explicitExporter = try options.to.map { id throws(CommandFailure) in
      try DrawingLoader.exporter(id: id, registry: registry)
    }
    let inputIsDirectory = options.inputs.map { $0 != "-" && FileSystem.isDirectory($0) }
    let output = options.output
    isDirectoryMode =
      options.inputs.count > 1 || inputIsDirectory.contains(true)
      || (output.map { $0 != "-" && ($0.hasSuffix("/") || FileSystem.isDirectory($0)) } ?? false)

    if !isDirectoryMode {
      let input = InputSource(argument: options.inputs[0])
      let outputPath = output == "-" ? nil : output
      if let explicitExporter {
        exporter = explicitExporter
      } else if let outputPath {
        guard let ext = FileSystem.pathExtension(outputPath),
          let found = registry.exporter(forExtension: ext)
        else {
          let known = registry.exporters.map(\.descriptor.id).joined(separator: ", ")
          throw CommandFailure(
            .unknownFormat,
            "\(outputPath): cannot tell the output format from the file name; use --to (known: \(known))")
        }
        exporter = found
      } else {
        throw CommandFailure(.usageError, "option '--to' is required when writing to standard output")
      }
      // `-o -`, and an output path that reaches a terminal (`/dev/stdout` on one, `/dev/tty`).
      let toTerminal = outputPath.map(FileSystem.isTerminal) ?? io.standardOutputIsTerminal
      if toTerminal && exporter.descriptor.isBinary {
        throw CommandFailure(
          .usageError,
          "refusing to write the binary format '\(exporter.descriptor.id)' to a terminal; use -o FILE")
      }
      jobs = [ConversionJob(input: input, output: outputPath)]
    } else {
      guard let directory = output, directory != "-" else {
        throw CommandFailure(
          .usageError,
          "option '-o DIR' is required when converting several inputs or a directory")
      }
      guard let explicitExporter else {
        throw CommandFailure(.usageError, "option '--to' is required when writing into a directory")
      }
      exporter = explicitExporter
      // (Looked at without its trailing slashes: `-o FILE/` names the file, which `stat` of
      // `FILE/` does not find.)
      var named = Substring(directory)
      while named.count > 1 && named.hasSuffix("/") { named = named.dropLast() }
      if FileSystem.exists(String(named)) && !FileSystem.isDirectory(String(named)) {
        throw CommandFailure(.usageError, "\(directory): the output is not a directory")
      }
      let outputExtension = exporter.descriptor.fileExtensions.first ?? exporter.descriptor.id
      let importable = Set(
        (importer.map { [$0] } ?? registry.importers).flatMap(\.descriptor.fileExtensions)
          .map { $0.lowercased() })
      let outputIdentity = FileSystem.identity(ofPath: directory)
      var planned: [ConversionJob] = []
      for (argument, isDirectory) in zip(options.inputs, inputIsDirectory) {
        if argument == "-" {
          throw CommandFailure(
            .usageError, "standard input ('-') can only be converted on its own")
        }
        if isDirectory {
          let found = FileSystem.files(
            under: argument, extensions: importable, excluding: outputIdentity)
          for file in found {
            let relative: String
            switch file {
            case .file(let path): relative = path
            case .unnamable(let message), .unreadable(let message), .tooDeep(let message):
              failures.append(CommandFailure(.ioError, message))
              continue
            }
            planned.append(
              ConversionJob(
                input: InputSource(path: FileSystem.join(argument, relative)),
                output: FileSystem.join(
                  directory, FileSystem.replacingExtension(of: relative, with: outputExtension))))
          }
        } else {
          let name = FileSystem.split(argument).name
          planned.append(
            ConversionJob(
              input: InputSource(path: argument),
              output: FileSystem.join(
                directory, FileSystem.replacingExtension(of: name, with: outputExtension))))
        }
      }
      jobs = planned
    }
    // One look at each output: where its writes land, and what is there now.
    var outputIdentities: [FileIdentity?] = []
    for index in jobs.indices {
      guard let output = jobs[index].output else {
        // Standard output redirected to a file (`>> a.json`) writes into that file.
        outputIdentities.append(io.standardOutputDescriptor.flatMap(FileSystem.identity(ofRegularFileOn:)))
        continue
      }
      let target = FileSystem.outputTarget(output)
      jobs[index].destination = target.destination
      outputIdentities.append(target.identity)
    }
    if isDirectoryMode {
      var seen: [String: String] = [:]
      var resolved: [String: String] = [:]
      for job in jobs {
        // Compared where the writes land: a symbolic link in the output directory is followed,
        // to a file or to a directory.
        let out = job.destination!
        let key = FileSystem.comparablePath(out, resolved: &resolved)
        if let other = seen[key] {
          throw CommandFailure(
            .usageError,
            "inputs '\(other)' and '\(job.input.displayName)' would both be written to '\(out)'")
        }
        seen[key] = job.input.displayName
      }
    }
    var inputs: [FileIdentity: String] = [:]
    for job in jobs {
      if let path = job.input.path, let identity = FileSystem.identity(ofPath: path) {
        inputs[identity] = path
      } else if job.input.path == nil,
        let identity = io.standardInputDescriptor.flatMap(FileSystem.identity(ofRegularFileOn:))
      {
        // Standard input redirected from a file (`< a.json`) reads that file.
        inputs[identity] = job.input.displayName
      }
    }
    for (job, identity) in zip(jobs, outputIdentities) {
      guard let identity, let inputPath = inputs[identity] else { continue }
      throw CommandFailure(
        .usageError, "\(job.outputName): refusing to write the output over the input '\(inputPath)'")
    }
  }
}
