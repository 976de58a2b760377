/// PathData benchmarks (to be written).
func runPathDataBenchmarks() throws {}
