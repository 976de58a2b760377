/// JSON benchmarks (to be written).
func runJSONBenchmarks() throws {}
