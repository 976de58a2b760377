// Benchmarks, run in release: `swift run -c release InkBenchmarks [group ...]`.
// Groups: pathdata, conversion, strokepath, binary, json, svg. With no group, all run.
// Commands: `sidebyside DIR [rel ...]`, `memory-input ink|svg PATH N` (see their files).
import Foundation

let groups: [(name: String, run: () throws -> Void)] = [
  ("pathdata", runPathDataBenchmarks),
  ("conversion", runConversionBenchmarks),
  ("strokepath", runStrokePathBenchmarks),
  ("binary", runBinaryBenchmarks),
  ("json", runJSONBenchmarks),
  ("svg", runSVGBenchmarks),
]

// Commands with arguments (Benchmarks/run and Benchmarks/memory use them), not groups.
let commands: [String: ([String]) throws -> Void] = [
  "sidebyside": runSideBySideBenchmarks,
  "memory-input": writeMemoryInput,
]
let arguments = Array(CommandLine.arguments.dropFirst())
if let first = arguments.first, let command = commands[first] {
  try command(Array(arguments.dropFirst()))
  exit(0)
}

let requested = Set(arguments)
let unknown = requested.subtracting(groups.map(\.name))
if !unknown.isEmpty {
  let known = groups.map(\.name).joined(separator: ", ")
  let message = "unknown benchmark group(s): \(unknown.sorted().joined(separator: ", ")); known: \(known)\n"
  FileHandle.standardError.write(Data(message.utf8))
  exit(2)
}
for group in groups where requested.isEmpty || requested.contains(group.name) {
  print("== \(group.name)")
  try group.run()
}
