// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "InkInterchange",
  products: [
    .library(name: "InkInterchange", targets: ["InkInterchange"]),
    .library(name: "InkJSON", targets: ["InkJSON"]),
    .library(name: "InkBinary", targets: ["InkBinary"]),
    .library(name: "InkSVG", targets: ["InkSVG"]),
    .library(name: "InkFormats", targets: ["InkFormats"]),
    .library(name: "InterchangeCLI", targets: ["InterchangeCLI"]),
    // Package plugins: `swift package convert-ink ...` and drawings converted at build time.
    .plugin(name: "ConvertInk", targets: ["ConvertInk"]),
    .plugin(name: "InkDrawingsPlugin", targets: ["InkDrawingsPlugin"]),
    .executable(name: "interchange", targets: ["interchange"]),
    .library(name: "InkTestSupport", targets: ["InkTestSupport"]),
  ],
  targets: [
    // MARK: Core: model, stroke-path mathematics, conversion, point providers, registry protocols.
    .target(name: "InkInterchange"),

    // MARK: Formats: one module per format, and the module that assembles the standard registry.
    .target(name: "InkJSON", dependencies: ["InkInterchange"]),
    .target(name: "InkBinary", dependencies: ["InkInterchange"]),
    .target(name: "InkSVG", dependencies: ["InkInterchange", "CLibXML2"]),
    .target(name: "InkFormats", dependencies: ["InkInterchange", "InkJSON", "InkBinary", "InkSVG"]),

    // MARK: System libraries
    .systemLibrary(
      name: "CLibXML2", pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),

    // MARK: Command-line tool: the logic in a library, a one-line executable.
    .target(name: "InterchangeCLI", dependencies: ["InkInterchange", "InkFormats"]),
    .executableTarget(name: "interchange", dependencies: ["InterchangeCLI"]),

    // MARK: Test support for format authors: round-trip and hostile-input checks, fixtures.
    .target(name: "InkTestSupport", dependencies: ["InkInterchange"]),

    // MARK: Benchmarks (run in release: `swift run -c release InkBenchmarks [group]`).
    .executableTarget(
      name: "InkBenchmarks",
      dependencies: ["InkInterchange", "InkJSON", "InkBinary", "InkSVG", "InkFormats"],
      path: "Sources/InkBenchmarks"
    ),

    // MARK: Plugins: a command plugin and a build-tool plugin, both running the real `interchange`.
    .plugin(
      name: "ConvertInk",
      capability: .command(
        intent: .custom(
          verb: "convert-ink",
          description: "Convert drawings between formats with the interchange tool"),
        permissions: [
          .writeToPackageDirectory(reason: "The converted drawings are written next to their sources")
        ]),
      dependencies: ["interchange"]
    ),
    .plugin(
      name: "InkDrawingsPlugin", capability: .buildTool(),
      dependencies: ["interchange", "InkDrawingIndex"]
    ),
    .executableTarget(name: "InkDrawingIndex", path: "Plugins/InkDrawingIndex"),

    // MARK: Tests
    .testTarget(name: "InkInterchangeTests", dependencies: ["InkInterchange", "InkTestSupport"]),
    .testTarget(
      name: "InkJSONTests", dependencies: ["InkJSON", "InkInterchange", "InkTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "InkBinaryTests", dependencies: ["InkBinary", "InkInterchange", "InkTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "InkTestSupportTests", dependencies: ["InkTestSupport", "InkInterchange", "InkJSON", "InkBinary"]),
    .testTarget(
      name: "InkSVGTests", dependencies: ["InkSVG", "InkJSON", "InkInterchange", "InkTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "InterchangeCLITests",
      dependencies: ["InterchangeCLI", "InkFormats", "InkInterchange", "interchange"]
    ),
    // Replays the fuzzers' findings and hostile inputs (`Regressions/`) through `FuzzEntry.swift`,
    // a link to the entry points of the `Fuzz/` package.
    .testTarget(
      name: "InkRegressionTests", dependencies: ["InkFormats", "InkInterchange"],
      exclude: ["Regressions"]),
  ],
  swiftLanguageModes: [.v6]
)
