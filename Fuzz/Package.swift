// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for InkInterchange's parsers. Build and run with `Fuzz/run` (it passes
// `-sanitize=fuzzer,address`); see `Fuzz/LOG.md` for what has run.
let package = Package(
  name: "InkInterchangeFuzz",
  dependencies: [.package(name: "InkInterchange", path: "..")],
  targets: [
    // The entry points, shared by every fuzz executable (the regression tests replay the same calls).
    .target(
      name: "FuzzKit",
      dependencies: [
        .product(name: "InkInterchange", package: "InkInterchange"),
        .product(name: "InkFormats", package: "InkInterchange"),
      ]
    ),
    // Declares libFuzzer's `LLVMFuzzerRunDriver`.
    .target(name: "CFuzzDriver"),
    .executableTarget(name: "fuzz-pathdata", dependencies: ["FuzzKit", "CFuzzDriver"]),
    .executableTarget(name: "fuzz-svg", dependencies: ["FuzzKit", "CFuzzDriver"]),
    .executableTarget(name: "fuzz-json", dependencies: ["FuzzKit", "CFuzzDriver"]),
    .executableTarget(name: "fuzz-ink", dependencies: ["FuzzKit", "CFuzzDriver"]),
    .executableTarget(name: "fuzz-roundtrip", dependencies: ["FuzzKit", "CFuzzDriver"]),
  ],
  swiftLanguageModes: [.v6]
)
