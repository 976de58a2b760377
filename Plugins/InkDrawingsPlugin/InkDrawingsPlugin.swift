import Foundation
import PackagePlugin

/// A build-tool plugin for targets that ship drawings: every `.svg` and `.json` drawing among the
/// target's files becomes a `.ink` resource at build time (one build command per file, so only
/// changed drawings are converted again), and a generated Swift file names them.
///
/// Options come from `ink-convert.json` in the target's directory (every key optional):
///
/// ```json
/// { "tolerance": 0.05, "quantize": false, "files": ["Drawings/flourish.svg"],
///   "exclude": ["Drawings/draft.svg"], "typeName": "Drawings" }
/// ```
///
/// - `tolerance`: the Bézier conversion tolerance (`interchange convert --tolerance`). Default
///   0.05 (the tool's default).
/// - `quantize`: smaller, quantized `.ink` files (`--quantize`). Default `false`.
/// - `files`: the drawings to convert, as paths relative to the target directory. Default every
///   `.svg` and `.json` file of the target except `ink-convert.json`.
/// - `exclude`: paths relative to the target directory to leave out. Default none.
/// - `typeName`: the name of the generated enum. Default `Drawings`.
///
/// Unknown keys are errors. The generated enum is internal: one constant per drawing holding its
/// resource name (`flourish.svg` gives `static let flourish = "flourish.ink"`), `all`, and, when
/// there are drawings, `url(_:)` and `bytes(_:)` through `Bundle.module`, plus `drawing(_:)` when
/// the target depends on the `InkBinary` product.
@main
struct InkDrawingsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // The configuration file is one of the target's files, at the top of its directory.
    let configURL = target.sourceFiles.map(\.url)
      .filter { $0.lastPathComponent == DrawingsConfiguration.fileName }
      .min { $0.pathComponents.count < $1.pathComponents.count }
    let configuration = try configURL.map(DrawingsConfiguration.init(contentsOf:)) ?? DrawingsConfiguration()
    let configInputs = configURL.map { [$0] } ?? []
    let packageDirectory = context.package.directoryURL
    let drawings = try configuration.drawings(
      in: target, relativeTo: configURL?.deletingLastPathComponent())
    let tool = try context.tool(named: "interchange").url
    let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "Drawings")
    var commands: [Command] = []
    var entries: [String] = []
    var outputNames: [String: String] = [:]
    for source in drawings {
      let relative = Self.relativePath(of: source, in: packageDirectory)
      let name = source.deletingPathExtension().lastPathComponent + ".ink"
      if let other = outputNames[name] {
        throw PluginError(
          "\(target.name): '\(relative)' and '\(other)' would both become '\(name)'; "
            + "rename one or leave one out with \"exclude\" in \(DrawingsConfiguration.fileName)")
      }
      outputNames[name] = relative
      let output = outputDirectory.appending(path: name)
      var arguments = ["convert", "--quiet", "--to", "ink"]
      arguments += ["--from", source.pathExtension.lowercased()]
      if let tolerance = configuration.tolerance { arguments += ["--tolerance", "\(tolerance)"] }
      if configuration.quantize { arguments.append("--quantize") }
      arguments += ["-o", output.path, "--", source.path]
      commands.append(
        .buildCommand(
          displayName: "Converting \(relative) to \(name)",
          executable: tool, arguments: arguments,
          inputFiles: [source] + configInputs, outputFiles: [output]))
      entries.append("\(name)=\(relative)")
    }

    // The Swift file that names the drawings.
    let index = context.pluginWorkDirectoryURL.appending(path: "\(configuration.typeName).swift")
    var indexArguments = ["--type-name", configuration.typeName, "--output", index.path]
    if Self.dependsOnInkBinary(target) { indexArguments.append("--ink-binary-loader") }
    if !drawings.isEmpty { indexArguments.append("--bundle") }
    indexArguments += entries.sorted()
    commands.append(
      .buildCommand(
        displayName: "Listing \(drawings.count) drawings of \(target.name) in \(index.lastPathComponent)",
        executable: try context.tool(named: "InkDrawingIndex").url, arguments: indexArguments,
        inputFiles: configInputs, outputFiles: [index]))
    return commands
  }

  /// `true` when the target names `InkBinary` (the product or the target) as a direct dependency,
  /// so the generated file may import it.
  private static func dependsOnInkBinary(_ target: SourceModuleTarget) -> Bool {
    target.dependencies.contains { dependency in
      switch dependency {
      case .product(let product): product.name == "InkBinary"
      case .target(let target): target.name == "InkBinary"
      @unknown default: false
      }
    }
  }

  fileprivate static func relativePath(of url: URL, in directory: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = directory.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

/// A configuration or naming problem, shown as the build's error.
struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// The contents of `ink-convert.json`.
struct DrawingsConfiguration {
  /// The configuration file's name, in the target's directory.
  static let fileName = "ink-convert.json"
  /// The file extensions converted.
  static let drawingExtensions: Set<String> = ["svg", "json"]

  var tolerance: Double?
  var quantize = false
  var files: [String]?
  var exclude: [String] = []
  var typeName = "Drawings"

  /// The defaults, for a target without a configuration file.
  init() {}

  /// Reads a configuration file.
  init(contentsOf url: URL) throws {
    let where_ = url.path
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    } catch {
      throw PluginError("\(url.path): not valid JSON (\(error.localizedDescription))")
    }
    guard let dictionary = object as? [String: Any] else {
      throw PluginError("\(url.path): expected a JSON object")
    }
    for (key, value) in dictionary {
      switch key {
      case "tolerance":
        guard let number = value as? NSNumber, !(value is Bool), number.doubleValue.isFinite,
          number.doubleValue > 0
        else { throw PluginError("\(where_): \"tolerance\" must be a number > 0") }
        tolerance = number.doubleValue
      case "quantize":
        guard let flag = value as? Bool else {
          throw PluginError("\(where_): \"quantize\" must be true or false")
        }
        quantize = flag
      case "files", "exclude":
        guard let list = value as? [String] else {
          throw PluginError("\(where_): \"\(key)\" must be an array of paths")
        }
        if key == "files" { files = list } else { exclude = list }
      case "typeName":
        guard let name = value as? String, Self.isIdentifier(name) else {
          throw PluginError("\(where_): \"typeName\" must be a Swift type name")
        }
        typeName = name
      default:
        throw PluginError(
          "\(where_): unknown key \"\(key)\" (known: tolerance, quantize, files, exclude, typeName)")
      }
    }
  }

  /// The drawings to convert, sorted by path.
  ///
  /// - Parameters:
  ///   - target: The target whose files are searched.
  ///   - directory: The configuration file's directory, which `files` and `exclude` are relative
  ///     to; `nil` when there is no configuration file.
  func drawings(in target: SourceModuleTarget, relativeTo directory: URL?) throws -> [URL] {
    let directory = directory ?? URL(fileURLWithPath: "/")
    let excluded = Set(exclude.map { directory.appending(path: $0).standardizedFileURL.path })
    var result: [URL]
    if let files {
      result = try files.map { file in
        let url = directory.appending(path: file).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else {
          throw PluginError("\(Self.fileName): \"files\" names '\(file)', which does not exist")
        }
        guard Self.drawingExtensions.contains(url.pathExtension.lowercased()) else {
          throw PluginError("\(Self.fileName): '\(file)' is not a .svg or .json file")
        }
        return url
      }
    } else {
      result = target.sourceFiles.map(\.url).filter {
        Self.drawingExtensions.contains($0.pathExtension.lowercased())
          && $0.lastPathComponent != Self.fileName
      }
    }
    result = result.filter { !excluded.contains($0.standardizedFileURL.path) }
    return result.sorted { $0.path < $1.path }
  }

  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }
}
