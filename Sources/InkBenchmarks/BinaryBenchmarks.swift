/// Binary benchmarks (to be written).
func runBinaryBenchmarks() throws {}
