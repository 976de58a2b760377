// swift-tools-version: 6.0
import PackageDescription

// A format module written the way docs/extending.md tells format authors to write theirs: a
// library that depends on InkInterchange, a three-line command-line tool built on the shared entry
// point, and tests that use InkTestSupport.
let package = Package(
  name: "QuickDrawFormat",
  products: [
    .library(name: "QuickDrawFormat", targets: ["QuickDrawFormat"]),
    .executable(name: "quickdraw-interchange", targets: ["quickdraw-interchange"]),
  ],
  dependencies: [
    // In your own package: .package(url: "https://…/InkInterchange.git", from: "0.1.0").
    .package(name: "InkInterchange", path: "../..")
  ],
  targets: [
    // MARK: The format: an importer and an exporter of Quick, Draw! ndjson.
    .target(
      name: "QuickDrawFormat",
      dependencies: [.product(name: "InkInterchange", package: "InkInterchange")]),

    // MARK: The command-line tool: the standard formats plus this one.
    .executableTarget(
      name: "quickdraw-interchange",
      dependencies: [
        "QuickDrawFormat",
        .product(name: "InkInterchange", package: "InkInterchange"),
        .product(name: "InkFormats", package: "InkInterchange"),
        .product(name: "InterchangeCLI", package: "InkInterchange"),
      ]),

    // MARK: Tests
    .testTarget(
      name: "QuickDrawFormatTests",
      dependencies: [
        "QuickDrawFormat",
        "quickdraw-interchange",  // Built first, so the end-to-end test can run it.
        .product(name: "InkInterchange", package: "InkInterchange"),
        .product(name: "InkFormats", package: "InkInterchange"),
        .product(name: "InterchangeCLI", package: "InkInterchange"),
        .product(name: "InkTestSupport", package: "InkInterchange"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
