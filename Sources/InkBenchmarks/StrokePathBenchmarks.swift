/// StrokePath benchmarks (to be written).
func runStrokePathBenchmarks() throws {}
