// Benchmarks: `swift run -c release InkBenchmarks [group ...]`.
print("InkInterchange benchmarks")
