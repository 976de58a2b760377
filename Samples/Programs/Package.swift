// swift-tools-version: 6.0
import PackageDescription

// Three small programs that use InkInterchange as a library (see Samples/README.md):
// - convert-file: convert a drawing between formats through the registry;
// - custom-point-provider: write a point provider of your own and convert a Bézier path with it;
// - walk-points: read a drawing and walk its strokes' interpolated points by distance;
// - points-interchange: a format of your own (the DocC article "Adding a format") with the whole
//   `interchange` command line.
let package = Package(
  name: "InkInterchangePrograms",
  dependencies: [
    .package(name: "InkInterchange", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "convert-file",
      dependencies: [
        .product(name: "InkInterchange", package: "InkInterchange"),
        .product(name: "InkFormats", package: "InkInterchange"),
      ]
    ),
    .executableTarget(
      name: "custom-point-provider",
      dependencies: [
        .product(name: "InkInterchange", package: "InkInterchange"),
        .product(name: "InkJSON", package: "InkInterchange"),
      ]
    ),
    .executableTarget(
      name: "walk-points",
      dependencies: [
        .product(name: "InkInterchange", package: "InkInterchange"),
        .product(name: "InkFormats", package: "InkInterchange"),
      ]
    ),
    .executableTarget(
      name: "points-interchange",
      dependencies: [
        .product(name: "InkInterchange", package: "InkInterchange"),
        .product(name: "InkFormats", package: "InkInterchange"),
        .product(name: "InterchangeCLI", package: "InkInterchange"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
