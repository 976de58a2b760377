/// Conversion benchmarks (to be written).
func runConversionBenchmarks() throws {}
