"""The peers' half of the side-by-side benchmark (run by Benchmarks/run, not by hand).

Reads the inputs and our figures that `InkBenchmarks sidebyside DIR` wrote into DIR, measures the
peers a user would reach for on the same inputs, and prints one table with ratios:

- path-data parsing: svgelements `Path(d)` and svgpathtools `parse_path(d)` on every corpus `d`;
- SVG import: svgelements `SVG.parse` on every corpus file, beside our import and libxml2's parse;
- Bézier fitting: SciPy `make_splprep` (or `splprep` on SciPy < 1.15) on the same source samples,
  its smoothing searched per subpath for the fewest coefficients whose measured error is within the
  same tolerance; the error of both is measured here, the same way (two-sided distance between the
  polylines of the source and of the fit, each within 1.5 % of the tolerance of its curve, point to
  densified polyline);
- cubic conversion: fontTools `cu2qu.curve_to_quadratic` on every segment at the path's tolerance.

Times are this thread's CPU time (`time.thread_time`), best of several runs, as on our side.
"""

import math
import sys
import time

import numpy as np
from scipy.spatial import cKDTree


def best(fn, trials=5, min_seconds=0.05):
    fn()
    result = math.inf
    for _ in range(trials):
        rounds = 0
        start = time.thread_time()
        now = start
        while True:
            fn()
            rounds += 1
            now = time.thread_time()
            if now - start >= min_seconds:
                break
        result = min(result, (now - start) / rounds)
    return result


def read_ours(directory):
    ours = {}
    with open(f"{directory}/ours.txt") as f:
        for line in f:
            key, value = line.split()
            ours[key] = float(value)
    return ours


def read_fit(path):
    """[(tolerance, our_points, [(source Nx2, ours Mx2)])] per path."""
    result = []
    with open(path) as f:
        lines = f.read().split("\n")
    i = 0
    current = None
    while i < len(lines):
        line = lines[i]
        if line.startswith("P "):
            _, _, tol, count = line.split()
            current = (float(tol), int(count), [])
            result.append(current)
            i += 1
        elif line.startswith("S "):
            n = int(line[2:])
            source = np.array(" ".join(lines[i + 1 : i + 1 + n]).split(), dtype=float).reshape(-1, 2)
            i += 1 + n
            m = int(lines[i][2:])
            fitted = np.array(" ".join(lines[i + 1 : i + 1 + m]).split(), dtype=float).reshape(-1, 2)
            i += 1 + m
            current[2].append((source, fitted))
        else:
            i += 1
    return result


def densify(polyline, spacing):
    """The polyline with points inserted so that no two consecutive ones are over `spacing` apart."""
    if len(polyline) < 2:
        return polyline
    steps = np.diff(polyline, axis=0)
    lengths = np.linalg.norm(steps, axis=1)
    counts = np.maximum(1, np.ceil(lengths / spacing).astype(int))
    starts = np.repeat(polyline[:-1], counts, axis=0)
    step = np.repeat(steps / counts[:, None], counts, axis=0)
    index = np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)
    return np.vstack([starts + step * index[:, None], polyline[-1:]])


def point_to_polyline(points, polyline, tol):
    """The largest distance from `points` to the polyline through `polyline`'s vertices, to within
    2.5 % of `tol`: the polyline is densified to a spacing of tol / 20, the nearest dense vertex
    found, and the distance to its two adjacent pieces taken."""
    if len(polyline) == 1:
        return float(np.max(np.linalg.norm(points - polyline[0], axis=1)))
    polyline = densify(polyline, tol / 20)
    _, nearest = cKDTree(polyline).query(points)
    best = np.full(len(points), np.inf)
    for offset in (-1, 0):
        a_index = np.clip(nearest + offset, 0, len(polyline) - 2)
        a = polyline[a_index]
        b = polyline[a_index + 1]
        ab = b - a
        length2 = np.maximum(np.einsum("ij,ij->i", ab, ab), 1e-300)
        t = np.clip(np.einsum("ij,ij->i", points - a, ab) / length2, 0, 1)
        d = np.linalg.norm(points - (a + ab * t[:, None]), axis=1)
        best = np.minimum(best, d)
    return float(np.max(best))


def hausdorff(a, b, tol):
    return max(point_to_polyline(a, b, tol), point_to_polyline(b, a, tol))


def dedupe(points):
    keep = np.ones(len(points), dtype=bool)
    keep[1:] = np.any(np.abs(np.diff(points, axis=0)) > 0, axis=1)
    return points[keep]


def scipy_fitter():
    import scipy
    from scipy import interpolate

    if hasattr(interpolate, "make_splprep"):

        def fit(points, s):
            spline, _ = interpolate.make_splprep([points[:, 0], points[:, 1]], s=s, k=3)
            return spline, len(spline.c)

        def _eval(spline, count):
            values = np.asarray(spline(np.linspace(0, 1, count)))
            return values.T if values.shape[0] == 2 else values

        return f"scipy {scipy.__version__} make_splprep", fit, _eval

    def fit(points, s):
        tck, _ = interpolate.splprep([points[:, 0], points[:, 1]], s=s, k=3)
        return tck, len(tck[0]) - 4

    def _eval(tck, count):
        return np.array(interpolate.splev(np.linspace(0, 1, count), tck)).T

    return f"scipy {scipy.__version__} splprep", fit, _eval


def fit_scipy(source, tol, fit, evaluate):
    """Fewest coefficients (searched over the smoothing s) with a measured error <= tol. SciPy gets
    the source polyline densified to a spacing of 2 × tol (fitting only the adaptive samples, which
    are sparse on flat parts, lets its spline swing between them)."""
    points = dedupe(densify(source, 2 * tol))
    if len(points) < 4:
        return len(points), 0.0, 0.0, 0.0
    n = len(points)
    search_start = time.thread_time()

    def attempt(s):
        try:
            spline, coefficients = fit(points, s)
        except Exception:
            return None
        fitted = evaluate(spline, max(64 * coefficients, 4 * n))
        return coefficients, hausdorff(source, fitted, tol)

    best_result = None
    best_s = 0.0
    low, high = 0.0, n * tol * tol
    result = attempt(high)
    if result and result[1] <= tol:
        best_result, best_s = result, high
    else:
        for _ in range(10):
            middle = high / 8 if low == 0 else math.sqrt(low * high)
            result = attempt(middle)
            if result and result[1] <= tol:
                best_result, best_s, low = result, middle, middle
            else:
                high = middle
        if best_result is None:
            best_result, best_s = attempt(0.0) or (n, 0.0), 0.0
    search = time.thread_time() - search_start
    try:
        single = best(lambda: fit(points, best_s), trials=3, min_seconds=0.002)
    except Exception:
        single = math.nan  # no fit at all (interpolation refused the points)
    return best_result[0], best_result[1], single, search


def main():
    directory = sys.argv[1]
    fit_only = "--fit-only" in sys.argv
    relatives = [a for a in sys.argv[2:] if a != "--fit-only"] or ["0.01", "0.001"]
    ours = read_ours(directory)
    rows = []

    if not fit_only:
        # Path data.
        with open(f"{directory}/pathdata.txt") as f:
            attributes = [line.rstrip("\n") for line in f]
        path_bytes = ours["pathdata.bytes"]
        our_parse = ours["pathdata.seconds"]
        rows.append(("path data: parse all corpus `d` (%d attributes, %d B)" % (len(attributes), path_bytes), "ours", our_parse, path_bytes / our_parse / 1e6, "MB/s", 1.0))
        import svgelements
        import svgpathtools

        def parse_svgelements():
            for d in attributes:
                try:
                    svgelements.Path(d)
                except Exception:
                    pass

        def parse_svgpathtools():
            for d in attributes:
                try:
                    svgpathtools.parse_path(d)
                except Exception:
                    pass

        for name, fn in (("svgelements " + svgelements.SVGELEMENTS_VERSION, parse_svgelements), ("svgpathtools " + svgpathtools.__version__ if hasattr(svgpathtools, "__version__") else "svgpathtools", parse_svgpathtools)):
            seconds = best(fn, trials=3, min_seconds=0.2)
            rows.append(("", name, seconds, path_bytes / seconds / 1e6, "MB/s", seconds / our_parse))

        # SVG import.
        with open(f"{directory}/svgfiles.txt") as f:
            files = [line.strip() for line in f if line.strip()]
        svg_bytes = ours["svg.bytes"]

        def parse_svg_files():
            for path in files:
                try:
                    list(svgelements.SVG.parse(path).elements())
                except Exception:
                    pass

        svgelements_seconds = best(parse_svg_files, trials=3, min_seconds=0.2)
        libxml2 = ours["svg.libxml2.seconds"]
        rows.append(("SVG import: corpus (%d files, %d B)" % (len(files), svg_bytes), "libxml2 parse alone (in our process)", libxml2, svg_bytes / libxml2 / 1e6, "MB/s", libxml2 / ours["svg.resolve.seconds"]))
        rows.append(("", "ours, import without conversion", ours["svg.resolve.seconds"], svg_bytes / ours["svg.resolve.seconds"] / 1e6, "MB/s", 1.0))
        rows.append(("", "ours, full import (conversion at 0.05)", ours["svg.full.seconds"], svg_bytes / ours["svg.full.seconds"] / 1e6, "MB/s", ours["svg.full.seconds"] / ours["svg.resolve.seconds"]))
        rows.append(("", "svgelements SVG.parse + elements()", svgelements_seconds, svg_bytes / svgelements_seconds / 1e6, "MB/s", svgelements_seconds / ours["svg.resolve.seconds"]))

    # Fitting and cubic conversion.
    from fontTools.cu2qu import curve_to_quadratic
    import fontTools

    fit_rows = []
    name, fit, evaluate = scipy_fitter()
    for rel in relatives:
        paths = read_fit(f"{directory}/fit-{rel}.txt")
        our_points = 0
        our_error = 0.0
        their_points = 0
        their_error = 0.0
        their_single = 0.0
        their_search = 0.0
        failures = 0
        for number, (tol, count, subpaths) in enumerate(paths):
            if number % 50 == 0:
                print(f"fitting @ {rel}: path {number} of {len(paths)}", file=sys.stderr, flush=True)
            our_points += count
            for source, fitted in subpaths:
                our_error = max(our_error, hausdorff(source, fitted, tol) / tol)
                c, e, single, search = fit_scipy(source, tol, fit, evaluate)
                their_points += c
                their_error = max(their_error, e / tol)
                if math.isnan(single):
                    failures += 1
                else:
                    their_single += single
                their_search += search
        our_seconds = ours[f"fit.{rel}.seconds"]
        fit_rows.append((rel, len(paths), our_points, our_error, our_seconds, name, their_points, their_error, their_single, their_search, failures))

        cubics = np.loadtxt(f"{directory}/cubics-{rel}.txt", ndmin=2)
        curves = [((c[1], c[2]), (c[3], c[4]), (c[5], c[6]), (c[7], c[8])) for c in cubics]
        tolerances = [float(c[0]) for c in cubics]
        quad_points = 0

        def run_cu2qu():
            nonlocal quad_points
            total = 0
            for curve, tol in zip(curves, tolerances):
                total += len(curve_to_quadratic(curve, tol)) - 2
            quad_points = total

        cu2qu_seconds = best(run_cu2qu, trials=3, min_seconds=0.2)
        segments = len(curves)
        rows.append((
            f"cubic conversion @ {rel} of extent ({segments} segments)", "ours: Bézier → stroke path (%d control points)" % our_points, our_seconds, segments / our_seconds, "segments/s", 1.0))
        rows.append(("", f"fontTools {fontTools.version} cu2qu (%d off-curve points)" % quad_points, cu2qu_seconds, segments / cu2qu_seconds, "segments/s", cu2qu_seconds / our_seconds))

    print()
    print("| benchmark | implementation | time (CPU) | rate | time / ours |")
    print("|---|---|---|---|---|")
    for what, who, seconds, rate, unit, ratio in rows:
        print(f"| {what} | {who} | {seconds * 1e3:.2f} ms | {rate:,.1f} {unit} | {ratio:.2f}× |")
    print()
    print("| fitting @ rel. tolerance | paths | ours: control points | ours: max error / tol | ours: time (CPU) | peer | peer: coefficients | peer: max error / tol | peer: time of the final fits | peer: time incl. smoothing search | peer: subpaths it could not fit |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for rel, count, op, oe, os_, name, tp, te, ts, tsearch, fails in fit_rows:
        print(f"| {rel} | {count} | {op} | {oe:.3f} | {os_ * 1e3:.1f} ms | {name} | {tp} ({tp / op:.2f}×) | {te:.3f} | {ts * 1e3:.1f} ms ({ts / os_:.2f}×) | {tsearch:.2f} s | {fails} |")


if __name__ == "__main__":
    main()
