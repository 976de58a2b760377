import Foundation

/// Finds test data from a test file's `#filePath`: the package root, the shared corpus, and
/// fixture folders next to the tests.
///
/// ```swift
/// let fixtures = try TestFixtures()  // from this file's #filePath
/// let bytes = try fixtures.corpusBytes("perfect-freehand/inputs.json")
/// let golden = try fixtures.fixtureBytes("golden.ndjson")  // Fixtures/golden.ndjson next to this file
/// ```
///
/// The shared corpus lives outside the package, in `../shared/corpus/` next to the root package,
/// and is never copied in. A sample package inside the repository (`Samples/QuickDrawFormat`)
/// finds the same corpus: every directory above the test file that holds a `Package.swift` is
/// asked for `../shared/corpus`, nearest first. The environment variable `INK_CORPUS_DIR`
/// overrides the search (for a clone elsewhere).
public struct TestFixtures: Sendable {
  /// The directory of the test file the fixtures were located from.
  public let testDirectory: URL
  /// The nearest directory above the test file that holds `Package.swift`.
  public let packageRoot: URL
  /// Every directory above the test file that holds `Package.swift`, nearest first.
  public let packageRoots: [URL]

  /// Locates the fixtures of a test file.
  ///
  /// - Parameter filePath: The test file's path. Default the caller's `#filePath`.
  /// - Throws: ``FixtureError/packageRootNotFound(from:)`` when no `Package.swift` is above it.
  public init(filePath: String = #filePath) throws(FixtureError) {
    testDirectory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    var roots: [URL] = []
    var dir = testDirectory
    while true {
      if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
        roots.append(dir)
      }
      let parent = dir.deletingLastPathComponent()
      if parent.path == dir.path || dir.path == "/" { break }
      dir = parent
    }
    guard let nearest = roots.first else { throw .packageRootNotFound(from: filePath) }
    packageRoot = nearest
    packageRoots = roots
  }

  /// The shared corpus directory.
  ///
  /// - Returns: `INK_CORPUS_DIR` when set, else the first `<root>/../shared/corpus` that exists
  ///   for a root in ``packageRoots``.
  /// - Throws: ``FixtureError/corpusMissing(searched:)`` with every place looked at.
  public func corpusDirectory() throws(FixtureError) -> URL {
    var searched: [String] = []
    if let override = ProcessInfo.processInfo.environment["INK_CORPUS_DIR"], !override.isEmpty {
      let url = URL(fileURLWithPath: override)
      if Self.isDirectory(url) { return url }
      throw .corpusMissing(searched: [override + " (from INK_CORPUS_DIR)"])
    }
    for root in packageRoots {
      let url = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
      if Self.isDirectory(url) { return url }
      searched.append(url.standardizedFileURL.path)
    }
    throw .corpusMissing(searched: searched)
  }

  /// A file of the shared corpus.
  ///
  /// - Parameter relativePath: The path inside the corpus, e.g. `perfect-freehand/inputs.json`.
  /// - Returns: Its URL.
  /// - Throws: ``FixtureError`` when the corpus or the file is missing.
  public func corpusFile(_ relativePath: String) throws(FixtureError) -> URL {
    let url = try corpusDirectory().appendingPathComponent(relativePath)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw .fileMissing(url.path, what: "corpus file")
    }
    return url
  }

  /// The bytes of a file of the shared corpus.
  ///
  /// - Parameter relativePath: The path inside the corpus.
  /// - Returns: The file's bytes.
  /// - Throws: ``FixtureError`` when the corpus or the file is missing or unreadable.
  public func corpusBytes(_ relativePath: String) throws(FixtureError) -> [UInt8] {
    try Self.read(corpusFile(relativePath), what: "corpus file")
  }

  /// A fixture folder next to the test file.
  ///
  /// - Parameter folder: The folder's name. Default `Fixtures`.
  /// - Returns: Its URL (it may not exist).
  public func fixtureDirectory(_ folder: String = "Fixtures") -> URL {
    testDirectory.appendingPathComponent(folder)
  }

  /// A file in a fixture folder next to the test file.
  ///
  /// - Parameters:
  ///   - name: The file's path inside the folder, e.g. `invalid/truncated.json`.
  ///   - folder: The folder's name. Default `Fixtures`.
  /// - Returns: Its URL.
  /// - Throws: ``FixtureError/fileMissing(_:what:)`` when it does not exist.
  public func fixtureFile(_ name: String, in folder: String = "Fixtures") throws(FixtureError) -> URL {
    let url = fixtureDirectory(folder).appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw .fileMissing(url.path, what: "fixture")
    }
    return url
  }

  /// The bytes of a file in a fixture folder next to the test file.
  ///
  /// - Parameters:
  ///   - name: The file's path inside the folder.
  ///   - folder: The folder's name. Default `Fixtures`.
  /// - Returns: The file's bytes.
  /// - Throws: ``FixtureError`` when it is missing or unreadable.
  public func fixtureBytes(_ name: String, in folder: String = "Fixtures") throws(FixtureError) -> [UInt8] {
    try Self.read(fixtureFile(name, in: folder), what: "fixture")
  }

  /// The names of the files in a fixture folder (not recursive), sorted.
  ///
  /// - Parameter folder: The folder's path next to the test file, e.g. `Fixtures/invalid`.
  /// - Returns: The file names.
  /// - Throws: ``FixtureError/fileMissing(_:what:)`` when the folder does not exist.
  public func fixtureNames(in folder: String) throws(FixtureError) -> [String] {
    let url = testDirectory.appendingPathComponent(folder)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
      throw .fileMissing(url.path, what: "fixture folder")
    }
    return names.sorted()
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  private static func read(_ url: URL, what: String) throws(FixtureError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(url.path, what: what)
    }
    return Array(data)
  }
}

/// Test data could not be found or read.
public enum FixtureError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No `Package.swift` above the test file.
  case packageRootNotFound(from: String)
  /// The shared corpus is not where it is expected; lists every path searched.
  case corpusMissing(searched: [String])
  /// A file or folder does not exist.
  case fileMissing(String, what: String)
  /// A file exists but could not be read.
  case unreadable(String, what: String)

  public var description: String {
    switch self {
    case .packageRootNotFound(let path):
      "no Package.swift in any directory above \(path)"
    case .corpusMissing(let searched):
      "the shared test corpus is missing; looked in " + searched.joined(separator: ", ")
        + ". It belongs in ../shared/corpus/ next to the repository; set INK_CORPUS_DIR to its path"
        + " when the repository is cloned elsewhere"
    case .fileMissing(let path, let what):
      "\(what) missing: \(path)"
    case .unreadable(let path, let what):
      "\(what) unreadable: \(path)"
    }
  }
}
