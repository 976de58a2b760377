// swift-tools-version: 6.0
import PackageDescription

// A package that uses InkInterchange's plugins the way any other package would:
// - the build-tool plugin converts the drawings of `SampleDrawings` to `.ink` at build time and
//   generates `enum Drawings` that names them;
// - the command plugin converts files on demand: `swift package convert-ink --to ink <files>`.
let package = Package(
  name: "PluginConsumer",
  dependencies: [
    .package(name: "InkInterchange", path: "../..")
  ],
  targets: [
    .target(
      name: "SampleDrawings",
      dependencies: [
        .product(name: "InkInterchange", package: "InkInterchange"),
        .product(name: "InkBinary", package: "InkInterchange"),
      ],
      plugins: [.plugin(name: "InkDrawingsPlugin", package: "InkInterchange")]
    ),
    .executableTarget(name: "show-drawings", dependencies: ["SampleDrawings"]),
    .testTarget(name: "SampleDrawingsTests", dependencies: ["SampleDrawings"]),
  ],
  swiftLanguageModes: [.v6]
)
