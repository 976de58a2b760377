/// SVG benchmarks (to be written).
func runSVGBenchmarks() throws {}
