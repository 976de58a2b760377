import Foundation

/// Fits a uniform cubic B-spline to one piece of a subpath: a run of cubics between two anchors,
/// each anchor a natural end (a single control point with a phantom beyond it) or a corner (a
/// control point of multiplicity three, which the curve passes through along straight spans).
///
/// - Parameter spread: a target span length along the piece from an error model — `ε ≈ Cᵢ κ³ h⁴`
///   inside, `ε ≈ Cₑ κ h²` at an anchor (where the fit is flat or straight) — graded so lengths
///   change by at most ``grading`` per unit of arc length, and linear in arc length between the
///   table's nodes (so the parameter density has no jumps). The table is refined geometrically
///   towards the anchors, where the target length is shortest. Its integral predicts the span
///   count.
/// - Fit: the interior control points are the banded least-squares fit of samples taken uniformly
///   in the spline parameter, in the squared-distance metric (each sample's error across the
///   source counts fully, along it by ``tangentWeight``, so the fit is free to slide along the
///   source), refined by parameter correction (samples re-projected onto the fit, refit; a
///   round that does not improve is undone), with a faint fairness term; close calls get more
///   rounds and a few of Lawson's minimax rounds (see `correctedFit`). Against the
///   point-distance fit with six samples a span and two corrections this cut the corpus's
///   control points at 1e−3 of the extent by 5.6 % and its instructions by a quarter. The
///   first attempt on a piece places the samples on the
///   source by the density; later attempts start from the previous attempt's corrected
///   correspondence, stretched to the new count: a better parameterization than the density's,
///   so the search ends at fewer control points (corpus at 1e−3 of the extent −12.6 %, wild
///   zig-zag cubics −40 %, the synthetic glyph-like set at 1e−3 +6 %). Reshaping the density
///   (equidistribution) drops the warm start.
/// - Search: on larger pieces a few rounds of error equidistribution (span lengths rescaled by
///   `(target/e)^¼` from the measured errors), then a count search steered by the `h⁴` model
///   (growth by at most half, bisection between known counts). Each fit is screened by its sample
///   residual (cheap); only the smallest screened count is checked with ``verify(limit:)``, a
///   rigorous bound on the Fréchet distance (hence on the two-sided Hausdorff distance), and a
///   count that fails it counts as failed. When no count up to a cap passes, the piece becomes a
///   polyline of corners within the tolerance, which always passes.
/// - Copies: a piece that is a rotated, mirrored or reversed copy of one fitted earlier in the
///   subpath takes that fit, moved onto it, with a rigorous bound and no search (``PieceReuse``).
///
/// All buffers are reused from piece to piece and attempt to attempt.
struct PieceFitter {
  /// Samples per span, both for the least-squares rows and as verification breakpoints. Four
  /// suffice with the squared-distance fit (the point-distance fit needed six).
  static let samplesPerSpan = 4
  /// Samples per span in the first attempt on a piece too small for equidistribution (see
  /// ``feedbackMinimum``). That attempt starts from the density, which on small pieces lands a
  /// few spans short (its fit misses the limit by 5–70×), so it rarely passes; what the search
  /// keeps of it is its corrected correspondence, the next attempt's warm start, and half the
  /// samples give about as good a one: the corpus's instructions at 1e−3 of the extent −6.5 %,
  /// its control points within ±1 % at tolerances from 1e−5 to 3e−2 of the extent (pieces large
  /// enough for equidistribution keep four: two there cost circles 15 % more points).
  static let warmUpSamplesPerSpan = 2
  /// Parameter-correction rounds (project the samples onto the fit, refit).
  static let corrections = 1
  /// Correction rounds for a fit whose residual lands where the screen decides: between the
  /// gate and ``closeCall`` × the limit.
  static let closeCallCorrections = 2
  /// Rounds of Lawson's iteration (least squares reweighted by the errors, towards the minimax
  /// fit) for a fit whose residual is still in the close-call band after its corrections.
  ///
  /// Two rather than three (measured on every set from 1e−4 to 3e−2 of the extent): the
  /// corpus's control points within ±0.1 %, the smooth chains' 6–10 % fewer from 1e−4 to 3e−4
  /// and up to 3 % more from 3e−3, glyph-like outlines up to 0.6 % more (at 1e−3 0.994 points
  /// per source point), circles 3 % more at 1e−4; the corpus converts 2.7 % faster at 1e−3.
  static let lawsonRounds = 2
  /// The upper end of the close-call band, times the limit.
  static let closeCall = 2.0
  /// The upper end of the close-call band on pieces too small for equidistribution (see
  /// ``feedbackMinimum`` and ``firstCountFactor``, measured together).
  static let smallPieceCloseCall = 1.6
  /// Where the count search starts on a piece too small for equidistribution, times the
  /// density's count.
  ///
  /// The first attempt there is cheap (``warmUpSamplesPerSpan``) and serves as the next one's warm
  /// start; from 0.7 of the density's count, with the close-call band narrowed to
  /// ``smallPieceCloseCall`` (which pays for the extra attempts), the search ends at fewer control
  /// points (measured on every set from 3e−5 to 1e−2 of the extent): the corpus 0.3–3.5 % fewer,
  /// circles 8–21 % fewer from 1e−4 to 1e−3, glyph-like outlines 1–3 % fewer from 3e−5 to 1e−3
  /// and 0.8–0.9 % more at 3e−3 and 1e−2, the smooth chains the same; in time the same (medians of
  /// seven interleaved runs, 517 800 and 518 000 segments/s at 1e−3). Either alone: from 0.7,
  /// about as few points but 2–3 % slower; the band alone, 3 % faster but glyph-like outlines
  /// 0.5–1.5 % and the smooth chains up to 12 % more points.
  static let firstCountFactor = 0.7
  /// The weight of a sample's tangential error against its normal error (`α` in the
  /// squared-distance metric `N Nᵀ + α T Tᵀ`).
  static let tangentWeight = 0.1
  /// Rounds of error equidistribution before the final count search.
  static let feedbackRounds = 3
  /// A candidate whose sample residual is at most this times the limit is screened in.
  static let screenGate = 0.9
  /// A fit whose residual exceeds the gate but not this times the limit is verified at once
  /// (the residual overestimates the distance where the parameters lag).
  static let borderline = 1.15
  /// The most least-squares attempts a piece may take before it falls back to the polyline (the
  /// corpus takes at most 12; a fuzz input took 428 before the verification walk doubled its
  /// steps), so the work per piece is bounded for any input.
  static let attemptBudget = 40
  /// Pieces predicted to need fewer interior points than this skip equidistribution.
  ///
  /// Equidistribution pays on long pieces whose curvature varies (the smooth chains, with 20
  /// cubics a piece, lose a third more points without it); on the icons' pieces, most of them
  /// arcs of near-constant curvature between corners, its cold fits and the warm start it drops
  /// cost more than they gain. Sixteen rather than six (measured on every set from 1e−5 to 3e−2
  /// of the extent): the corpus's control points 3–13 % fewer from 1e−5 to 3e−4 and 0.6 % more at
  /// 1e−3, circles 8–31 % fewer from 1e−4 to 1e−3, glyph-like outlines 2 % fewer at 3e−4, up to
  /// 0.2 % more from 1e−3 to 1e−2, 1.6 % more at 1e−4 and 7–10 % more at 1e−5–3e−5, the smooth
  /// chains the same; the corpus converts 10 % faster at 1e−3 (twelve: 7 %, with the glyph-like
  /// outlines at 1e−5 4 % above six's).
  static let feedbackMinimum = 16
  /// Newton steps per sample in a parameter correction.
  static let newtonSteps = 2
  /// The weight of the fairness term, per unit of sample weight.
  static let fairness = 1e-6
  /// `Cᵢ` in the interior error model `ε ≈ Cᵢ κ³ h⁴` (span length `h`, curvature `κ`).
  static let interiorConstant = 1.0 / 400
  /// `Cₑ` in the error model `ε ≈ Cₑ κ h²` at an anchor (natural end or corner).
  static let anchorConstant = 0.1
  /// How fast target span lengths may change per unit of arc length.
  static let grading = 1.0
  /// How fast target span lengths may grow per unit of arc length away from a tangent join of a
  /// straight run and a curve (an anchor where the curve does not turn): faster than
  /// ``grading``, which cut the corpus's control points at 1e−3 of the extent by 6 % (measured;
  /// at real corners and natural ends it cost points).
  static let joinGrading = 2.0

  // MARK: The piece

  /// The piece's cubics, relative to ``origin``.
  private(set) var cubics: [CubicBezier] = []
  /// The point all coordinates are relative to (the piece's start).
  private(set) var origin = SIMD2<Double>.zero
  private(set) var startCorner = false
  private(set) var endCorner = false
  /// Whether the start (end) anchor is a tangent join of a straight run and a curve rather than
  /// a turn: the density may grow faster away from it (``joinGrading``).
  private(set) var startSmooth = false
  private(set) var endSmooth = false
  /// The subpath's extent, the scale of the curvature in the density.
  private var extent = 1.0

  // MARK: Density table: at the ends of `K` sub-intervals per cubic

  /// Piece parameter (cubic index plus local parameter) at each table node.
  private var tabT: [Double] = []
  /// Cumulative parameter mass at each node.
  private var tabW: [Double] = []
  /// Cumulative arc length at each node.
  private var tabS: [Double] = []
  /// The local parameter (within its cubic) at the middle of each table cell.
  private var tabMid: [Double] = []
  /// Whether the density (``tabW``, ``spanLength``, ``tabH``, ``totalW``) is built for the
  /// loaded piece, and the tolerance it is built for.
  private var densityReady = false
  /// Whether the table's geometry (``tabT``, ``tabS``, ``tabMid``, ``cubicNode``, ``length``) is
  /// built for the loaded piece (see ``ensureTable()``).
  private var tableReady = false
  private var densityTolerance = 0.0
  /// The table node index of each cubic's start, and one past the end.
  private var cubicNode: [Int] = []
  /// The piece's total parameter mass: about the number of spans the tolerance needs.
  private(set) var totalW = 0.0
  /// The target span length (arc length) of each table sub-interval.
  private var spanLength: [Double] = []
  /// The target span length at each table node; it varies linearly in arc length between nodes,
  /// so the parameter density has no jumps.
  private var tabH: [Double] = []
  /// The piece's arc length (midpoint rule on the table, or for a piece that is its chord
  /// Gauss–Legendre quadrature: see ``quadratureLength()``).
  private(set) var length = 0.0

  // MARK: Attempt state

  /// Samples per span in the current attempt (``samplesPerSpan`` or ``warmUpSamplesPerSpan``).
  private var sampleSpacing = PieceFitter.samplesPerSpan
  /// Whether the first attempt on the loaded piece takes ``warmUpSamplesPerSpan`` (set by
  /// ``fit(tolerance:slack:)`` for pieces below ``feedbackMinimum``).
  private var cheapWarmUp = false
  private(set) var sampleU: [Double] = []
  private(set) var sampleT: [Double] = []
  private(set) var samplePoint: [SIMD2<Double>] = []
  /// Each sample's squared distance to the fit (the square root is taken only where a distance
  /// is needed: the largest, and Lawson's weights), from the last ``reproject()`` or
  /// ``measureSamples()``.
  private var sampleErrorSquared: [Double] = []
  private var smoothedError: [Double] = []
  /// Each sample's error metric (see ``SampleMetric``): fixed for an attempt, so built once by
  /// ``sourceSamples()`` rather than in every solve.
  private var sampleMetric: [SampleMetric] = []
  /// The normal equations over every control point (see ``solveInterior(m:offset:weighted:)``).
  private var fullBand: [Double] = []
  private var fullRHS: [Double] = []
  /// The known control points' coordinates by padded column, for moving them to the
  /// right-hand side.
  private var knownColumns: [Double] = []
  /// Each sample's span index and its four basis weights (the phantoms folded in), for the
  /// assembly: computed in a pass of their own, with no dependence between samples.
  private var sampleBasis: [SIMD4<Double>] = []
  private var sampleSpan: [Int] = []
  /// The sample parameters before the reprojection's Newton steps (their windows' centres).
  private var sampleStart: [Double] = []
  /// The unknowns' part of the normal equations, then the solution.
  private var band: [Double] = []
  private var rhs: [Double] = []
  /// The best fit of the correction rounds so far, and its sample parameters.
  private var bestCtrl: [SIMD2<Double>] = []
  private var bestU: [Double] = []
  /// Per-sample weights of the minimax rounds (Lawson's iteration).
  private var sampleWeight: [Double] = []
  /// Power-basis coefficients of the current fit's spans, four per span.
  private var spanPoly: [SIMD2<Double>] = []
  /// Residuals in this band (`gate`, ``closeCall`` × limit) get ``closeCallCorrections`` and
  /// then ``lawsonRounds``.
  private var closeCallBand = SIMD2<Double>(0, 0)
  /// The current attempt's control points (relative to ``origin``).
  private(set) var ctrl: [SIMD2<Double>] = []
  private var spans = 0
  private var uStart = 0.0
  /// The last attempt's corrected correspondence (sample parameters in the fit and the piece),
  /// its span count (0: none on this piece and density) and first span parameter: the next
  /// attempt starts from it, stretched to its count.
  private var warmU: [Double] = []
  private var warmT: [Double] = []
  private var warmSpans = 0
  private var warmStart = 0.0
  /// The stored candidate's sample parameters and span count (see ``storeCandidate(bound:)``).
  private var candidateU: [Double] = []
  private var candidateT: [Double] = []
  private var candidateSpans = 0
  /// The stored candidate's verified bound, or `nil` when it is not verified yet.
  private var candidateBound: Double? = nil

  // MARK: Result

  /// The best verified control points, relative to ``origin``, with the anchors.
  private(set) var result: [SIMD2<Double>] = []
  /// For each point of ``result``, its piece parameter (cubic index plus local parameter).
  private(set) var resultT: [Double] = []
  /// The verified bound of ``result``.
  private(set) var resultBound = 0.0
  /// The most points ``result`` may hold (anchors included): a caller's budget. A fit that is
  /// known to need more stops early with ``exceededLimit`` set (``result`` is then not usable).
  var pointLimit = Int.max
  /// Set by ``fit(tolerance:slack:)`` when the piece needs more than ``pointLimit`` points.
  private(set) var exceededLimit = false
  /// The number of least-squares attempts made on the last piece (for tuning).
  private(set) var attempts = 0
  /// The number of least-squares attempts made on every piece this fitter has fitted (for tests
  /// and tuning).
  private(set) var totalAttempts = 0
  /// The most least-squares attempts any one piece took on this fitter (for tests and tuning).
  private(set) var mostAttempts = 0
  /// When not `nil`, each attempt's interior count, residual and bound / limit (for tuning).
  var trace: [SIMD3<Double>]? = nil
  /// The pieces fitted so far in this subpath, for copies of them (see ``PieceReuse``).
  private var reuse = PieceReuse()
  /// The number of pieces that took a kept piece's fit (for tests and tuning).
  private(set) var reusedPieces = 0
  /// A subpath's buffers, kept for the next subpath (see ``SubpathScratch``).
  var scratch = SubpathScratch()

  /// The buffers ``StrokeFitter`` fills for each subpath beside the pieces' own: the subpath's
  /// cubics, its cleaned source and the fitted geometry. They travel with the fitter (and through
  /// the pool from path to path), so a conversion of many small subpaths does not allocate and
  /// free some ten arrays for each (the corpus: about 4 % of the conversion's time in `malloc`,
  /// `free` and the releases, by a sampling profile). A user moves a buffer out (`swap`),
  /// empties it keeping its capacity, and moves it back.
  struct SubpathScratch {
    var cubics: [CubicBezier] = []
    var source = FitSource()
    /// Each corner's first copy in the geometry and its bound (see
    /// ``StrokeFitter/reduceCorners(_:corners:tolerance:slack:)``).
    var corners: [(index: Int, bound: Double)] = []
    /// The last fitted geometry, once its caller has read it (``PieceFitter/recycle(_:)``).
    var geometry = FittedStrokeGeometry()

    var bufferBytes: Int {
      fitterBytes(cubics) + source.bufferBytes + fitterBytes(corners) + geometry.bufferBytes
    }
  }

  /// An empty geometry with the buffers of the last one recycled (``recycle(_:)``), if any.
  mutating func takeGeometry() -> FittedStrokeGeometry {
    var out = FittedStrokeGeometry()
    swap(&out, &scratch.geometry)
    out.removeAll()
    return out
  }

  /// Keeps a fitted geometry's buffers for the next subpath, once the caller is done with it.
  mutating func recycle(_ geometry: consuming FittedStrokeGeometry) {
    scratch.geometry = geometry
  }

  /// The capacity of the sample buffer.
  var sampleCapacity: Int { sampleU.capacity }

  /// The bytes the fitter's buffers hold (their capacities), for the pool's retention limit.
  var bufferBytes: Int {
    let table =
      fitterBytes(tabT) + fitterBytes(tabW) + fitterBytes(tabS) + fitterBytes(tabMid) + fitterBytes(cubicNode)
      + fitterBytes(spanLength)
      + fitterBytes(tabH)
    let samples =
      fitterBytes(sampleU) + fitterBytes(sampleT) + fitterBytes(samplePoint) + fitterBytes(sampleErrorSquared)
      + fitterBytes(smoothedError)
      + fitterBytes(sampleMetric) + fitterBytes(sampleWeight) + fitterBytes(bestU) + fitterBytes(warmU)
      + fitterBytes(warmT)
      + fitterBytes(candidateU) + fitterBytes(candidateT)
    let system =
      fitterBytes(fullBand) + fitterBytes(fullRHS) + fitterBytes(knownColumns) + fitterBytes(band)
      + fitterBytes(rhs) + fitterBytes(spanPoly) + fitterBytes(sampleBasis) + fitterBytes(sampleSpan)
      + fitterBytes(sampleStart)
    let points =
      fitterBytes(cubics) + fitterBytes(ctrl) + fitterBytes(bestCtrl) + fitterBytes(result)
      + fitterBytes(resultT)
    return table + samples + system + points + reuse.bufferBytes + scratch.bufferBytes
  }

  /// Loads a piece; its density table is built when a fit first needs it (``ensureTable()``).
  ///
  /// - Parameters:
  ///   - source: The subpath's cubics.
  ///   - range: The piece's cubics within `source`.
  ///   - startCorner: Whether the piece starts at a corner (multiplicity-three anchor).
  ///   - endCorner: Whether the piece ends at a corner.
  ///   - extent: The subpath's extent.
  ///   - tolerance: The tolerance the density is shaped for.
  mutating func load(
    _ source: [CubicBezier], range: Range<Int>, startCorner: Bool, endCorner: Bool,
    startSmooth: Bool = false, endSmooth: Bool = false, extent: Double, tolerance: Double
  ) {
    self.startCorner = startCorner
    self.endCorner = endCorner
    self.startSmooth = startSmooth
    self.endSmooth = endSmooth
    self.extent = extent > 0 ? extent : 1
    origin = source[range.lowerBound].p0
    warmSpans = 0
    cubics.removeAll(keepingCapacity: true)
    for j in range {
      let c = source[j]
      cubics.append(CubicBezier(c.p0 - origin, c.p1 - origin, c.p2 - origin, c.p3 - origin))
    }
    // The table waits for ``ensureTable()``: a piece that is its chord needs only its length.
    densityTolerance = tolerance
    tableReady = false
    densityReady = false
  }

  /// Builds the table for the loaded piece unless it is built already.
  @inline(__always)
  private mutating func ensureTable() {
    if !tableReady { buildTable(tolerance: densityTolerance) }
  }

  /// The piece's arc length by four-point Gauss–Legendre quadrature on each cubic, for a piece
  /// that is its chord and needs no table; `nil` unless every leg of every cubic's control polygon
  /// runs forward along the chord.
  ///
  /// With the legs forward the speed has no zero and its component along the chord is a
  /// positive quadratic (a line's speed is constant, so its length comes out exact); a cubic
  /// that doubles back on its chord has a speed with kinks, which four points miss (by 0.5 % of
  /// a path's length in a review's test), so it gets the table.
  private func quadratureLength() -> Double? {
    let chord = cubics[cubics.count - 1].p3
    @inline(__always) func forward(_ leg: SIMD2<Double>) -> Bool { leg.x * chord.x + leg.y * chord.y > 0 }
    for c in cubics where !(forward(c.p1 - c.p0) && forward(c.p2 - c.p1) && forward(c.p3 - c.p2)) {
      return nil
    }
    let nodes = (0.5 * 0.339_981_043_584_856_3, 0.5 * 0.861_136_311_594_052_6)
    let weights = (0.5 * 0.652_145_154_862_546_1, 0.5 * 0.347_854_845_137_453_9)
    var total = 0.0
    for c in cubics {
      @inline(__always) func speed(_ t: Double) -> Double { fitterNorm(c.derivative(at: t)) }
      total += weights.0 * (speed(0.5 - nodes.0) + speed(0.5 + nodes.0))
      total += weights.1 * (speed(0.5 - nodes.1) + speed(0.5 + nodes.1))
    }
    return total
  }

  /// Builds the table's geometry (node parameters, arc lengths, the piece's length) for
  /// `tolerance`; the density over it waits for ``ensureDensity()``, since most pieces are
  /// straight within the tolerance and never need it.
  private mutating func buildTable(tolerance: Double) {
    densityTolerance = tolerance
    densityReady = false
    tableReady = true
    let epsilon = tolerance
    let last = cubics.count - 1
    // The cells: `k` per cubic, more when its control polygon turns more. Next to an anchor the
    // target span length is much shorter than a cell and grows away from it, so the cells there
    // are refined geometrically (halving towards the anchor) until one is about as short as an
    // anchor span can be (`√(ε · cell)`, see ``anchorConstant``). ``cubicNode`` holds where each
    // cubic's cells start; the table is then written in place.
    cubicNode.removeAll(keepingCapacity: true)
    var cells = 0
    var refineFirst = 0
    var refineLast = 0
    for (j, c) in cubics.enumerated() {
      cubicNode.append(cells)
      let k = PieceFitter.subdivisions(c)
      if j == 0 || j == last {
        let cell = c.fitterSize * (1 / Double(k))
        let levels = cell > epsilon ? (0.5 * log2(cell / epsilon)).rounded(.up) : 0
        let refine = fitterInt(levels, limit: 40)
        if j == 0 { refineFirst = refine }
        if j == last { refineLast = refine }
      }
      cells += k + (j == 0 ? refineFirst : 0) + (j == last ? refineLast : 0)
    }
    cubicNode.append(cells)
    fitterResize(&tabT, to: cells + 1)
    fitterResize(&tabS, to: cells + 1)
    fitterResize(&tabMid, to: cells)
    var s = 0.0
    cubics.withUnsafeBufferPointer { cubics in
      cubicNode.withUnsafeBufferPointer { cubicNode in
        tabT.withUnsafeMutableBufferPointer { tabT in
          tabS.withUnsafeMutableBufferPointer { tabS in
            tabMid.withUnsafeMutableBufferPointer { tabMid in
              tabT[0] = 0
              tabS[0] = 0
              var node = 0
              for (j, c) in cubics.enumerated() {
                let headCells = j == 0 ? refineFirst : 0
                let tailCells = j == last ? refineLast : 0
                let cellCount = cubicNode[j + 1] - cubicNode[j]
                let k = cellCount - headCells - tailCells
                let d0 = 3 * (c.p1 - c.p0)
                let d1 = 3 * (c.p2 - c.p1)
                let d2 = 3 * (c.p3 - c.p2)
                let dt = 1 / Double(k)
                var previous = 0.0
                for q in 0..<cellCount {
                  // Local parameter at the end of cell `q`.
                  let end: Double
                  if q < headCells {
                    end = dt * scalbn(1.0, q - headCells)
                  } else if q < headCells + k - (tailCells > 0 ? 1 : 0) {
                    end = Double(q - headCells + 1) * dt
                  } else if q < cellCount - 1 {
                    end = 1 - dt * scalbn(1.0, -(q - (headCells + k - 1)) - 1)
                  } else {
                    end = 1
                  }
                  let t = 0.5 * (previous + end)
                  let mt = 1 - t
                  let v = mt * mt * d0 + 2 * mt * t * d1 + t * t * d2
                  s += fitterNorm(v) * (end - previous)
                  tabMid[node] = t
                  node += 1
                  tabT[node] = Double(j) + end
                  tabS[node] = s
                  previous = end
                }
              }
              tabT[node] = Double(cubics.count)
            }
          }
        }
      }
    }
    length = s
  }

  /// Builds the parameter density over the table (see ``buildTable(tolerance:)``) unless it is
  /// built already.
  @inline(__always)
  private mutating func ensureDensity() {
    ensureTable()
    if !densityReady { buildDensity() }
  }

  /// The target span length of every table cell from the curvature at its middle (the error
  /// model), clamped, shortened at the anchors, then graded and integrated
  /// (``finishDensity()``).
  private mutating func buildDensity() {
    densityReady = true
    fitterResize(&spanLength, to: tabMid.count)
    let epsilon = densityTolerance
    let interiorScale = (epsilon / PieceFitter.interiorConstant).squareRoot().squareRoot()
    var firstKappa = 0.0
    var lastKappa = 0.0
    // (Through buffer pointers: writing the array property cell by cell called a uniqueness
    // check in every iteration, which also kept the cells' divisions and square roots from
    // overlapping.)
    spanLength.withUnsafeMutableBufferPointer { lengths in
      tabMid.withUnsafeBufferPointer { mids in
        cubicNode.withUnsafeBufferPointer { nodes in
          cubics.withUnsafeBufferPointer { cubics in
            for j in 0..<cubics.count {
              let c = cubics[j]
              let d0 = 3 * (c.p1 - c.p0)
              let d1 = 3 * (c.p2 - c.p1)
              let d2 = 3 * (c.p3 - c.p2)
              let a2 = 6 * (c.p2 - 2 * c.p1 + c.p0)
              let b2 = 6 * (c.p3 - 2 * c.p2 + c.p1)
              for cell in nodes[j]..<nodes[j + 1] {
                let t = mids[cell]
                let mt = 1 - t
                let v = mt * mt * d0 + 2 * mt * t * d1 + t * t * d2
                let acc = a2 + t * (b2 - a2)
                let speed = fitterNorm(v)
                var kappa = 0.0
                if speed > 0 {
                  kappa = abs(v.x * acc.y - v.y * acc.x) / (speed * speed * speed)
                } else {
                  kappa = .infinity
                }
                // Interior span length for the tolerance: ε ≈ Cᵢ κ³ h⁴.
                let h =
                  kappa > 0 ? interiorScale / (kappa * kappa * kappa).squareRoot().squareRoot() : .infinity
                if cell == 0 { firstKappa = kappa }
                lastKappa = kappa
                lengths[cell] = h
              }
            }
          }
        }
      }
    }
    fitterResize(&tabW, to: tabT.count)
    tabW[0] = 0
    let s = length
    let count = spanLength.count
    let hMax = Swift.max(s, Double.leastNormalMagnitude)
    let hMin = hMax * 1e-7
    for i in 0..<count { spanLength[i] = Swift.min(hMax, Swift.max(hMin, spanLength[i])) }
    // Anchors: where the fit is straight or flat, the error grows like κ h², so spans there are
    // shorter.
    func anchorLength(_ kappa: Double) -> Double {
      kappa > 0 ? (epsilon / (PieceFitter.anchorConstant * kappa)).squareRoot() : .infinity
    }
    spanLength[0] = Swift.max(hMin, Swift.min(spanLength[0], anchorLength(firstKappa)))
    spanLength[count - 1] = Swift.max(hMin, Swift.min(spanLength[count - 1], anchorLength(lastKappa)))
    finishDensity()
  }

  /// Grades the target span lengths (they change by at most ``grading`` per unit of arc length)
  /// and integrates them into the cumulative parameter mass.
  private mutating func finishDensity() {
    let count = spanLength.count
    let g = PieceFitter.grading
    let gA = PieceFitter.joinGrading
    let endT = Double(cubics.count - 1)
    let gStart = startSmooth ? gA : g
    let gEnd = endSmooth ? gA : g
    let half = 0.5 * Double(cubics.count)
    fitterResize(&tabH, to: count + 1)
    var w = 0.0
    tabT.withUnsafeBufferPointer { tabT in
      tabS.withUnsafeBufferPointer { tabS in
        spanLength.withUnsafeMutableBufferPointer { spanLength in
          tabH.withUnsafeMutableBufferPointer { tabH in
            tabW.withUnsafeMutableBufferPointer { tabW in
              @inline(__always) func grade(_ i: Int) -> Double {
                let t = tabT[i]
                if t < 1 && t <= half { return gStart }
                if t >= endT && t > half { return gEnd }
                return g
              }
              // (Each recurrence carries its last value in a register: read back from memory, it
              // put a store-to-load forwarding on the chain from cell to cell.)
              var before = spanLength[0]
              for i in 1..<Swift.max(1, count) {
                let ds = 0.5 * (tabS[i + 1] - tabS[i - 1])
                before = Swift.min(spanLength[i], before + grade(i) * ds)
                spanLength[i] = before
              }
              var j = count - 2
              var after = spanLength[count - 1]
              while j >= 0 {
                let ds = 0.5 * (tabS[j + 2] - tabS[j])
                after = Swift.min(spanLength[j], after + grade(j + 1) * ds)
                spanLength[j] = after
                j -= 1
              }
              tabH[0] = spanLength[0]
              for i in 1..<count { tabH[i] = Swift.min(spanLength[i - 1], spanLength[i]) }
              tabH[count] = spanLength[count - 1]
              before = tabH[0]
              for i in 1...count {
                before = Swift.min(tabH[i], before + grade(i) * (tabS[i] - tabS[i - 1]))
                tabH[i] = before
              }
              var i = count - 1
              after = tabH[count]
              while i >= 0 {
                after = Swift.min(tabH[i], after + grade(i + 1) * (tabS[i + 1] - tabS[i]))
                tabH[i] = after
                i -= 1
              }
              for i in 0..<count {
                w += (tabS[i + 1] - tabS[i]) * PieceFitter.inverseMean(tabH[i], tabH[i + 1])
                tabW[i + 1] = w
              }
            }
          }
        }
      }
    }
    totalW = w
    if !(w > 0) {
      // No length at all: spread the parameter uniformly in t.
      for i in tabW.indices { tabW[i] = tabT[i] }
      totalW = Double(cubics.count)
    }
  }

  /// Reshapes the target span lengths from the last attempt's errors, towards the same error
  /// `target` everywhere (`ε ∝ h⁴`, each length changed by a factor in `0.5...2`).
  private mutating func equidistribute(target: Double) {
    let count = spanLength.count
    let r = sampleSpacing
    let samples = sampleT.count
    guard samples > 0, totalW > 0 else { return }
    // Smooth the errors: the largest within one span either side.
    smoothedError.removeAll(keepingCapacity: true)
    for q in 0..<samples {
      var e2 = 0.0
      for p in Swift.max(0, q - r)..<Swift.min(samples, q + r + 1) {
        e2 = Swift.max(e2, sampleErrorSquared[p])
      }
      smoothedError.append(Swift.max(e2.squareRoot(), 1e-3 * target))
    }
    let scale = totalW / Double(spans)
    var q = 0
    for i in 0..<count {
      let mid = 0.5 * (tabT[i] + tabT[i + 1])
      while q < samples - 1 && sampleT[q + 1] < mid { q += 1 }
      let e = smoothedError[q]
      let ds = tabS[i + 1] - tabS[i]
      let dw = tabW[i + 1] - tabW[i]
      guard dw > 0, ds > 0 else { continue }
      let actual = ds / dw * scale
      let factor = Swift.min(2, Swift.max(0.5, (target / e).squareRoot().squareRoot()))
      spanLength[i] = actual * factor
    }
    warmSpans = 0
    finishDensity()
  }

  /// The mean of `1/h` over an interval where `h` runs linearly from `h0` to `h1` (both positive).
  @inline(__always)
  static func inverseMean(_ h0: Double, _ h1: Double) -> Double {
    let d = h1 - h0
    guard abs(d) > 1e-6 * h0 else { return 2 / (h0 + h1) }
    return log(h1 / h0) / d
  }

  /// How many density sub-intervals a cubic gets: more when its control polygon turns more.
  static func subdivisions(_ c: CubicBezier) -> Int {
    let a = c.p1 - c.p0
    let b = c.p2 - c.p1
    let d = c.p3 - c.p2
    func turn(_ u: SIMD2<Double>, _ v: SIMD2<Double>) -> Double {
      let cross = abs(u.x * v.y - u.y * v.x)
      let dot = u.x * v.x + u.y * v.y
      return (cross == 0 && dot == 0) ? 0 : atan2(cross, dot)
    }
    let total = turn(a, b) + turn(b, d)
    return Swift.min(64, 6 + fitterInt(total * 8, limit: 64))
  }

  /// The piece parameter where the cumulative mass reaches `target`, walking forward from
  /// table node `node` (updated).
  @inline(__always)
  private func inverseMass(_ target: Double, node: inout Int) -> Double {
    let last = tabW.count - 1
    while node < last - 1 && tabW[node + 1] < target { node += 1 }
    let w0 = tabW[node]
    let w1 = tabW[node + 1]
    let t0 = tabT[node]
    let t1 = tabT[node + 1]
    guard w1 > w0 else { return t0 }
    // The arc length `x` into the cell where `∫ dx / h` reaches the target, `h` linear in `x`.
    let ds = tabS[node + 1] - tabS[node]
    let h0 = tabH[node]
    let dh = tabH[node + 1] - h0
    let dw = target - w0
    var f: Double
    if abs(dh) > 1e-6 * h0 && ds > 0 {
      f = h0 * expm1(dw * dh / ds) / dh
    } else {
      f = (target - w0) / (w1 - w0)
    }
    f = Swift.min(1, Swift.max(0, f))
    return t0 + f * (t1 - t0)
  }

  /// The arc length from the piece's start to piece parameter `t`.
  mutating func arcLength(at t: Double) -> Double {
    if !tableReady {
      // A chord piece's anchors need no table.
      if t <= 0 { return 0 }
      if t >= Double(cubics.count) { return length }
      ensureTable()
    }
    // Binary search the table (metadata only, off the hot path).
    var lo = 0
    var hi = tabT.count - 1
    if t <= tabT[0] { return 0 }
    if t >= tabT[hi] { return tabS[hi] }
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if tabT[mid] <= t { lo = mid } else { hi = mid }
    }
    let f = (t - tabT[lo]) / (tabT[hi] - tabT[lo])
    return tabS[lo] + f * (tabS[hi] - tabS[lo])
  }

  // MARK: Fitting

  /// Fits the loaded piece within `tolerance`, leaving the best result in ``result``.
  ///
  /// Candidates are screened by their sample residual (cheap); only the smallest count whose
  /// residual passes the screen is verified with the rigorous ``verify(limit:)``. A candidate that
  /// fails verification counts as a failure and the search continues above it, so the result is
  /// always verified (or the polyline fallback, which is within the tolerance by construction).
  ///
  /// - Parameters:
  ///   - tolerance: The bound to verify.
  ///   - slack: The floating-point rounding allowance subtracted from the tolerance.
  mutating func fit(tolerance: Double, slack: Double) {
    let limit = tolerance - slack
    attempts = 0
    exceededLimit = false
    // A piece that is straight within half the limit is its chord: the anchors alone.
    if let flatness = chordDistance(within: 0.5 * limit) {
      if !tableReady {
        if let quadrature = quadratureLength() { length = quadrature } else { ensureTable() }
      }
      anchorsOnly(bound: flatness + slack)
      exceededLimit = result.count > pointLimit
      return
    }
    ensureTable()
    // A rotated, mirrored or reversed copy of a piece fitted earlier in the subpath takes its fit.
    if reuseKeptPiece(limit: limit, slack: slack) {
      exceededLimit = result.count > pointLimit
      return
    }
    ensureDensity()
    let fixed = 1 + (startCorner ? 1 : 0) + (endCorner ? 1 : 0)
    // The most interior points the caller's budget leaves (the anchors take two points, or
    // four more with corners).
    let anchorPoints = 2 + (startCorner ? 2 : 0) + (endCorner ? 2 : 0)
    let interiorLimit = pointLimit == .max ? Int.max : pointLimit - anchorPoints
    guard interiorLimit >= 0 else {
      exceededLimit = true
      return
    }
    // Never search past the count of the polyline fallback (3 control points a vertex): a fit
    // with more points than that is no better, and on a near-straight cubic whose control point
    // was pulled far out (a fuzz input) the search spent seconds finding nothing. The polyline is
    // counted only once a count above `lazyCap` comes up (ordinary pieces never get there).
    var cap = 256 + 256 * cubics.count
    let lazyCap = 32 + 8 * cubics.count
    var polylineCounted = false
    /// Lowers `cap` to the polyline's count the first time a count above `lazyCap` comes up.
    func lowerCap(for count: Int) {
      guard count > lazyCap && !polylineCounted else { return }
      polylineCounted = true
      // (Counting stops once the polyline is known to be above the cap.)
      let chords = polylineChordCount(
        tolerance: tolerance, slack: slack, stoppingAbove: (cap + fixed) / 3 + 1)
      cap = Swift.min(cap, 3 * chords - fixed)
    }
    var verifyFailures = 0
    var lo = -1  // the largest count known to fail
    var hi = Int.max  // the smallest count with a screened (not yet verified) candidate
    // The budget. Counts above `searchCeiling` (64 times the budget, plus 4 096) are not tried:
    // the ceiling is tried instead (a hostile piece would otherwise be fitted with hundreds of
    // thousands of points first; up to the ceiling an attempt costs memory and time in
    // proportion to the budget). Once the count search knows that a count at or above the
    // budget fails (`lo`), a fit needs more than the budget: the polyline fallback is the result
    // if it fits, else the piece is refused. So every result is verified and within the budget,
    // and it is the one the search finds without a budget unless that search would have tried a
    // count past the ceiling. (Without a budget the ceiling and the limit are `Int.max`.)
    let searchCeiling = interiorLimit > Int.max / 128 ? Int.max : 64 * interiorLimit + 4096
    // The polyline fallback's size, counted once when needed (three points at each chord's end;
    // the counting stops once past the budget).
    var polylinePoints: Int? = nil
    func polylineExceeds() -> Bool {
      if polylinePoints == nil {
        let chords = polylineChordCount(tolerance: tolerance, slack: slack, stoppingAbove: pointLimit)
        polylinePoints = (startCorner ? 3 : 1) + 3 * chords - (endCorner ? 0 : 2)
      }
      return polylinePoints! > pointLimit
    }
    var m = Swift.max(0, fitterInt(totalW.rounded(), limit: cap) - fixed)
    if m < PieceFitter.feedbackMinimum {
      m = Swift.max(0, fitterInt((PieceFitter.firstCountFactor * totalW).rounded(), limit: cap) - fixed)
    }
    lowerCap(for: m)
    m = Swift.min(m, Swift.max(cap, 0))
    let target = 0.8 * limit
    let gate = PieceFitter.screenGate * limit
    /// The interior count the error model `ε ∝ h⁴` predicts from `error` at `count`, rounded up.
    func predict(_ count: Int, _ error: Double, _ goal: Double) -> Int {
      let ratio = error / goal
      let spans = Double(count + fixed) * ratio.squareRoot().squareRoot()
      return fitterInt(spans.rounded(.up), limit: 2 * cap) - fixed
    }
    // Large pieces: equidistribute the error first (fit, reshape the density, re-predict).
    let rounds = m >= PieceFitter.feedbackMinimum ? PieceFitter.feedbackRounds - 1 : 0
    cheapWarmUp = rounds == 0
    closeCallBand = SIMD2(
      gate, (rounds == 0 ? PieceFitter.smallPieceCloseCall : PieceFitter.closeCall) * limit)
    defer { cheapWarmUp = false }
    for _ in 0..<rounds {
      // (Only the ceiling here: during equidistribution the density changes between rounds, so
      // a count below one that failed may pass, and `lo` bounds nothing yet.)
      m = Swift.min(m, searchCeiling)
      let (pass, _) = screen(interior: m, gate: gate, limit: limit, best: hi)
      if pass {
        hi = Swift.min(hi, m)
      } else if m > lo && hi == Int.max {
        lo = m
      }
      equidistribute(target: target)
      let next = Swift.min(hi - 1, Swift.max(0, fitterInt(totalW.rounded(), limit: cap + 1) - fixed))
      if next < 0 { break }
      m = next
    }
    if hi != Int.max {
      lo = Swift.min(lo, hi - 1)
      if m >= hi || m <= lo { m = (lo + hi) / 2 }
    } else if m <= lo {
      m = lo + 1
    }
    // Count search by the model, screened by the sample residual; verify the smallest candidate.
    while true {
      if hi != lo + 1 && attempts < PieceFitter.attemptBudget {
        lowerCap(for: m)
        if m > cap { break }
        if lo >= interiorLimit {
          // Every fit needs more than the budget: the polyline, if it fits, else refused.
          if polylineExceeds() {
            exceededLimit = true
            return
          }
          break
        }
        // (lo < interiorLimit ≤ searchCeiling < m < hi: the ceiling lies between lo and hi.)
        if m > searchCeiling { m = searchCeiling }
        let (pass, residual) = screen(interior: m, gate: gate, limit: limit, best: hi)
        var next: Int
        if pass {
          hi = Swift.min(hi, m)
          next = predict(m, Swift.min(residual, gate), gate)
          if next >= m { lo = Swift.max(lo, m - 1) }
        } else {
          lo = Swift.max(lo, m)
          next = Swift.max(predict(m, residual, gate), m + 1)
          // The model is poor at small counts (the anchors dominate): grow by at most half.
          if hi == Int.max { next = Swift.min(next, m + 1 + m / 2) }
        }
        if hi == lo + 1 {
          // fall through to verification
        } else {
          if next <= lo || next >= hi {
            next = hi == Int.max ? lo + 1 : (lo + hi) / 2
          }
          m = next
          if m > cap { break }
          continue
        }
      }
      // Out of attempts without a candidate: the polyline.
      if hi == Int.max { break }
      let bound = candidateBound ?? verifyCandidate(limit: limit)
      if bound <= limit {
        resultBound = bound + slack
        keepPiece(bound: bound)
        return
      }
      if attempts >= PieceFitter.attemptBudget { break }
      lo = hi
      hi = Int.max
      verifyFailures += 1
      // The screen was close: one more point usually suffices. When verification keeps failing
      // where the screen passes, the step doubles and the search does not go back below it, so
      // the attempts stay logarithmic in the cap (a fuzz input walked 400 counts one by one).
      m = lo + (1 << Swift.min(verifyFailures - 1, 30))
      if verifyFailures > 1 { lo = m - 1 }
      if m > cap { break }
    }
    // A small budget is checked before the polyline is built (its size is counted, not stored);
    // a large one after.
    if pointLimit < 1 << 20 && polylineExceeds() {
      exceededLimit = true
      return
    }
    polylineFallback(tolerance: tolerance, slack: slack)
    exceededLimit = result.count > pointLimit
    if !exceededLimit { keepPiece(bound: resultBound - slack) }
  }

  /// Forgets the pieces kept for reuse: called at the start of each subpath.
  mutating func forgetPieces() {
    reuse.removeAll()
  }

  /// The loaded piece's anchors as ``PieceReuse/Entry/anchors``.
  private var anchorBits: UInt8 {
    (startCorner ? 1 : 0) | (endCorner ? 2 : 0) | (startSmooth ? 4 : 0) | (endSmooth ? 8 : 0)
  }

  /// Keeps the result, verified within `bound` (without the rounding allowance), for reuse.
  private mutating func keepPiece(bound: Double) {
    reuse.keep(cubics: cubics, anchors: anchorBits, result: result, parameters: resultT, bound: bound)
  }

  /// Takes the fit of a kept piece that the loaded piece copies (see ``PieceReuse``) when its
  /// bound passes `limit`.
  ///
  /// - Returns: Whether the result was replaced.
  private mutating func reuseKeptPiece(limit: Double, slack: Double) -> Bool {
    guard !reuse.entries.isEmpty,
      let match = reuse.match(cubics, anchors: anchorBits, within: PieceReuse.matchTolerance * limit)
    else { return false }
    let entry = match.entry
    // A's bound (kept by a rotation and reflection, up to a relative 1e−12 for the rotation's
    // rounding), δ for the source, δ for the end anchor, and the rotation's rounding of points.
    let bound = entry.bound * (1 + 1e-12) + 2 * match.delta + slack
    guard bound <= limit else { return false }
    result.removeAll(keepingCapacity: true)
    resultT.removeAll(keepingCapacity: true)
    let end = cubics[cubics.count - 1].p3
    let k = Double(cubics.count)
    let n = entry.resultCount
    let first = startCorner ? 3 : 1
    let last = n - (endCorner ? 3 : 1)
    // The kept piece's end, to run it backwards from.
    let keptEnd = reuse.end(of: entry)
    for i in 0..<n {
      let q = entry.resultStart + (match.backward ? n - 1 - i : i)
      // The anchors exactly at the piece's ends.
      let kept = match.backward ? reuse.points[q] - keptEnd : reuse.points[q]
      result.append(i < first ? .zero : i >= last ? end : match.motion.apply(kept))
      resultT.append(match.backward ? k - reuse.parameters[q] : reuse.parameters[q])
    }
    resultBound = bound + slack
    attempts = 0
    reusedPieces += 1
    return true
  }

  /// Fits `m` interior points and screens the fit: it passes when its sample residual is within
  /// `gate`, or when the residual is borderline (within ``borderline`` × `limit`) and the fit
  /// passes ``verify(limit:)`` outright. A passing fit with fewer points than `best` becomes the
  /// candidate.
  ///
  /// - Returns: Whether the fit passed, and its sample residual.
  private mutating func screen(
    interior m: Int, gate: Double, limit: Double, best: Int
  ) -> (
    Bool, Double
  ) {
    attempts += 1
    totalAttempts += 1
    mostAttempts = Swift.max(mostAttempts, attempts)
    let residual = attempt(interior: m)
    if residual <= gate {
      if m < best { storeCandidate(bound: nil) }
      return (true, residual)
    }
    if residual <= PieceFitter.borderline * limit && m < best {
      let bound = verify(limit: limit)
      if bound <= limit {
        storeCandidate(bound: bound)
        return (true, residual)
      }
    }
    return (false, residual)
  }

  /// Keeps the current attempt as the candidate: its control points in ``result`` and its
  /// correspondence (samples, span count) for a later ``verifyCandidate(limit:)``, or its
  /// verified `bound` when it is already verified.
  private mutating func storeCandidate(bound: Double?) {
    candidateBound = bound
    keepResult(bound: .infinity)
    candidateU.removeAll(keepingCapacity: true)
    candidateU.append(contentsOf: sampleU)
    candidateT.removeAll(keepingCapacity: true)
    candidateT.append(contentsOf: sampleT)
    candidateSpans = spans
  }

  /// Verifies the stored candidate, leaving the attempt state as it was.
  private mutating func verifyCandidate(limit: Double) -> Double {
    swap(&ctrl, &result)
    swap(&sampleU, &candidateU)
    swap(&sampleT, &candidateT)
    swap(&spans, &candidateSpans)
    let bound = verify(limit: limit)
    swap(&ctrl, &result)
    swap(&sampleU, &candidateU)
    swap(&sampleT, &candidateT)
    swap(&spans, &candidateSpans)
    return bound
  }

  /// Builds the control points for `m` interior points, fits them, and returns the largest
  /// parametric residual at the samples.
  mutating func attempt(interior m: Int) -> Double {
    ensureDensity()
    let sc = startCorner
    let ec = endCorner
    spans = m + 1 + (sc ? 1 : 0) + (ec ? 1 : 0)
    uStart = sc ? 1 : 0
    let endPoint = cubics[cubics.count - 1].p3
    ctrl.removeAll(keepingCapacity: true)
    ctrl.append(.zero)
    if sc {
      ctrl.append(.zero)
      ctrl.append(.zero)
    }
    let offset = ctrl.count
    for _ in 0..<m { ctrl.append(.zero) }
    ctrl.append(endPoint)
    if ec {
      ctrl.append(endPoint)
      ctrl.append(endPoint)
    }
    // Samples, uniform in u.
    let warm = warmSpans > 0
    let r = cheapWarmUp && !warm ? PieceFitter.warmUpSamplesPerSpan : PieceFitter.samplesPerSpan
    sampleSpacing = r
    let count = spans * r
    sampleU.removeAll(keepingCapacity: true)
    sampleT.removeAll(keepingCapacity: true)
    var node = 0
    let du = 1 / Double(r)
    let scale = totalW / Double(count)
    if warm {
      // The previous attempt's correspondence, stretched to this count: its sample parameters
      // after correction, kept monotone, with the piece's ends.
      let k = Double(cubics.count)
      var prevU = warmStart
      var prevT = 0.0
      var p = 0
      let stretch = Double(warmSpans) / Double(spans)
      let n = warmU.count
      for q in 0..<count {
        let u = uStart + (Double(q) + 0.5) * du
        let target = warmStart + (u - uStart) * stretch
        while p < n && Swift.max(warmU[p], prevU) <= target {
          prevU = Swift.max(warmU[p], prevU)
          prevT = Swift.max(warmT[p], prevT)
          p += 1
        }
        let nextU = p < n ? Swift.max(warmU[p], prevU) : warmStart + Double(warmSpans)
        let nextT = p < n ? Swift.max(warmT[p], prevT) : k
        let f = nextU > prevU ? (target - prevU) / (nextU - prevU) : 0
        let t = Swift.min(k, prevT + Swift.min(1, Swift.max(0, f)) * (nextT - prevT))
        sampleU.append(u)
        sampleT.append(t)
      }
    } else {
      for q in 0..<count {
        let u = uStart + (Double(q) + 0.5) * du
        let t = inverseMass((Double(q) + 0.5) * scale, node: &node)
        sampleU.append(u)
        sampleT.append(t)
      }
    }
    sourceSamples()
    let worst = m > 0 ? correctedFit(m: m, offset: offset) : measureSamples()
    if trace != nil { trace!.append(SIMD3(Double(spans), worst, -1)) }
    if m > 0 {
      warmU.removeAll(keepingCapacity: true)
      warmU.append(contentsOf: sampleU)
      warmT.removeAll(keepingCapacity: true)
      warmT.append(contentsOf: sampleT)
      warmSpans = spans
      warmStart = uStart
    }
    return worst
  }

  /// Fills ``samplePoint`` with the source's point at each sample's piece parameter, and
  /// ``sampleMetric`` with the squared-distance metric there (see
  /// ``solveInterior(m:offset:weighted:)``).
  private mutating func sourceSamples() {
    let count = sampleT.count
    let alpha = PieceFitter.tangentWeight
    fitterReserve(&samplePoint, count: count, filler: .zero)
    fitterReserve(&sampleMetric, count: count, filler: SampleMetric())
    cubics.withUnsafeBufferPointer { cs in
      sampleT.withUnsafeBufferPointer { ts in
        samplePoint.withUnsafeMutableBufferPointer { ps in
          sampleMetric.withUnsafeMutableBufferPointer { ms in
            let last = cs.count - 1
            for q in 0..<count {
              let t = ts[q]
              let j = fitterInt(t, limit: last)
              let c = cs[j]
              let local = t - Double(j)
              let p = c.point(at: local)
              ps[q] = p
              let d = c.derivative(at: local)
              let len = fitterNorm(d)
              let nq = len > 0 ? SIMD2(-d.y, d.x) / len : .zero
              // N Nᵀ + α T Tᵀ with T = (n.y, −n.x); the plain distance where there is no normal.
              var mxx = nq.x * nq.x + alpha * nq.y * nq.y
              var myy = nq.y * nq.y + alpha * nq.x * nq.x
              var mxy = (1 - alpha) * nq.x * nq.y
              if nq.x == 0 && nq.y == 0 {
                mxx = 1
                myy = 1
                mxy = 0
              }
              ms[q] = SampleMetric(mxx: mxx, mxy: mxy, myy: myy, point: p)
            }
          }
        }
      }
    }
  }

  /// Fits the `m` interior points (from `offset`) and corrects the parameters: each round solves,
  /// projects the samples onto the fit and measures them. A round that does not improve on the
  /// best so far is undone and ends the corrections, so a fit never gets worse by correcting
  /// (the squared-distance fit, unlike the point-distance one, can overshoot). A fit whose
  /// residual lands in the close-call band, where the count search decides, gets
  /// ``closeCallCorrections`` rounds in all and then ``lawsonRounds`` rounds of Lawson's
  /// iteration (the least squares reweighted by each sample's error, which moves the fit
  /// towards the minimax fit: the largest error falls while the mean rises); the best round is
  /// kept.
  ///
  /// - Returns: The largest distance of a sample from its projection on the fit.
  private mutating func correctedFit(m: Int, offset: Int) -> Double {
    var best = Double.infinity
    var rounds = PieceFitter.corrections
    var round = 0
    while round <= rounds {
      solveInterior(m: m, offset: offset)
      let e = reproject()
      if round == rounds && rounds < PieceFitter.closeCallCorrections && e < best
        && e >= closeCallBand.x && e <= closeCallBand.y
      {
        rounds = PieceFitter.closeCallCorrections
      }
      if round > 0 && !(e < best) {
        swap(&ctrl, &bestCtrl)
        swap(&sampleU, &bestU)
        return measureSamples()
      }
      // A first round that is not finite has nothing to improve on (the screen rejects it).
      guard e.isFinite else { return e }
      best = e
      if round < rounds { keepBest() }
      round += 1
    }
    guard best >= closeCallBand.x && best <= closeCallBand.y else {
      return best
    }
    // Close call: Lawson's iteration towards the minimax fit (weights grow with the errors).
    keepBest()
    let count = sampleU.count
    fitterFill(&sampleWeight, 1, count: count)
    for _ in 0..<PieceFitter.lawsonRounds {
      var sum = 0.0
      let floor = 1e-3 * best
      for q in 0..<count {
        let w = sampleWeight[q] * Swift.max(sampleErrorSquared[q].squareRoot(), floor)
        sampleWeight[q] = w
        sum += w
      }
      guard sum > 0 else { break }
      let norm = Double(count) / sum
      for q in 0..<count { sampleWeight[q] *= norm }
      solveInterior(m: m, offset: offset, weighted: true)
      let e = reproject()
      if e < best {
        best = e
        keepBest()
      }
    }
    swap(&ctrl, &bestCtrl)
    swap(&sampleU, &bestU)
    return measureSamples()
  }

  /// Copies the current fit and its sample parameters into `bestCtrl` and `bestU`.
  private mutating func keepBest() {
    bestCtrl.removeAll(keepingCapacity: true)
    bestCtrl.append(contentsOf: ctrl)
    bestU.removeAll(keepingCapacity: true)
    bestU.append(contentsOf: sampleU)
  }

  /// Measures each sample's squared distance to the fit into ``sampleErrorSquared``; returns the
  /// largest distance.
  private mutating func measureSamples() -> Double {
    var worst = 0.0
    let count = sampleU.count
    fitterReserve(&sampleErrorSquared, count: count, filler: 0)
    ctrl.withUnsafeBufferPointer { c in
      sampleErrorSquared.withUnsafeMutableBufferPointer { errors in
        for q in 0..<count {
          let d = PieceFitter.point(c, sampleU[q]) - samplePoint[q]
          let e2 = d.x * d.x + d.y * d.y
          errors[q] = e2
          worst = Swift.max(worst, e2)
        }
      }
    }
    // (The square root of the largest square is the largest of the square roots, to the bit.)
    return worst.squareRoot()
  }

  /// Assembles and solves the normal equations for the `m` interior control points (from
  /// `offset`) at the current sample parameters, in the squared-distance metric: each sample's
  /// error counts by `N Nᵀ + α T Tᵀ` (the source's unit normal and tangent there), so the fit
  /// may slide along the source at a small cost `α` while its distance across is what it
  /// minimises. The coordinates are coupled, so the system has 2 × 2 blocks with a block band of
  /// half-width 3 (scalar half-width 7). A faint fairness term keeps every column defined.
  ///
  /// The band is assembled over every control point at once (each sample adds its four points'
  /// blocks without branching on which are known); the known points (anchors) then move to the
  /// right-hand side.
  private mutating func solveInterior(m: Int, offset: Int, weighted: Bool = false) {
    let n = ctrl.count
    let count = sampleU.count
    // The whole band over every control point, padded by one position at each end (the
    // phantoms' places, whose weights are folded into their neighbours), two scalars a point.
    let full = 2 * (n + 2)
    fitterFill(&fullBand, 0, count: 8 * full + 64)
    fitterFill(&fullRHS, 0, count: full)
    fitterReserve(&sampleBasis, count: count, filler: .zero)
    fitterReserve(&sampleSpan, count: count, filler: 0)
    // The basis weights first, in a loop whose samples do not wait for each other (in the
    // accumulation below, each sample adds into the band entries the one before it wrote).
    sampleU.withUnsafeBufferPointer { us in
      sampleBasis.withUnsafeMutableBufferPointer { bs in
        sampleSpan.withUnsafeMutableBufferPointer { js in
          for q in 0..<count {
            let u = us[q]
            let i = fitterInt(u, limit: n - 2)
            var b = PieceFitter.basis(u - Double(i))
            if i == 0 {
              b.1 += 2 * b.0
              b.2 -= b.0
              b.0 = 0
            }
            if i + 2 == n {
              b.2 += 2 * b.3
              b.1 -= b.3
              b.3 = 0
            }
            bs[q] = SIMD4(b.0, b.1, b.2, b.3)
            js[q] = i
          }
        }
      }
    }
    fullBand.withUnsafeMutableBufferPointer { bandBuffer in
      fullRHS.withUnsafeMutableBufferPointer { rhsBuffer in
        sampleBasis.withUnsafeBufferPointer { bs in
          sampleSpan.withUnsafeBufferPointer { js in
            samplePoint.withUnsafeBufferPointer { ps in
              sampleMetric.withUnsafeBufferPointer { ms in
                let bp = bandBuffer.baseAddress!
                let rp = rhsBuffer.baseAddress!
                for q in 0..<count {
                  let i = js[q]
                  let bv = bs[q]
                  let b = (bv[0], bv[1], bv[2], bv[3])
                  var metric = ms[q]
                  if weighted {
                    let weight = sampleWeight[q]
                    metric = SampleMetric(
                      mxx: metric.mxx * weight, mxy: metric.mxy * weight, myy: metric.myy * weight,
                      point: ps[q])
                  }
                  let mxx = metric.mxx
                  let mxy = metric.mxy
                  let myy = metric.myy
                  let mp = metric.mp
                  // Control i − 1 sits at padded position i.
                  let base = bp + 16 * i
                  let rbase = rp + 2 * i
                  rbase[0] += b.0 * mp.x
                  rbase[1] += b.0 * mp.y
                  rbase[2] += b.1 * mp.x
                  rbase[3] += b.1 * mp.y
                  rbase[4] += b.2 * mp.x
                  rbase[5] += b.2 * mp.y
                  rbase[6] += b.3 * mp.x
                  rbase[7] += b.3 * mp.y
                  /// Adds `s · M` to the block of padded rows `row`, `row + 1` at column offset `d`.
                  @inline(__always) func block(_ row: UnsafeMutablePointer<Double>, _ d: Int, _ s: Double) {
                    row[d] += s * mxx
                    row[d + 1] += s * mxy
                    row[d + 7] += s * mxy
                    row[d + 8] += s * myy
                  }
                  /// The diagonal block (its upper triangle).
                  @inline(__always) func diagonal(_ row: UnsafeMutablePointer<Double>, _ s: Double) {
                    row[0] += s * mxx
                    row[1] += s * mxy
                    row[8] += s * myy
                  }
                  let row0 = base
                  let row1 = base + 16
                  let row2 = base + 32
                  let row3 = base + 48
                  diagonal(row0, b.0 * b.0)
                  block(row0, 2, b.0 * b.1)
                  block(row0, 4, b.0 * b.2)
                  block(row0, 6, b.0 * b.3)
                  diagonal(row1, b.1 * b.1)
                  block(row1, 2, b.1 * b.2)
                  block(row1, 4, b.1 * b.3)
                  diagonal(row2, b.2 * b.2)
                  block(row2, 2, b.2 * b.3)
                  diagonal(row3, b.3 * b.3)
                }
                // Fairness: λ Σ |c[i−1] − 2 c[i] + c[i+1]|² over the interior points: for each
                // centre, (1, −2, 1)ᵀ (1, −2, 1) λ on its three points' rows (upper triangle), the
                // same for x and y.
                let lambda = PieceFitter.fairness
                for centre in offset..<(offset + m) {
                  let row0 = bp + 16 * centre  // padded position of control centre − 1
                  let row1 = row0 + 16
                  let row2 = row0 + 32
                  for coordinate in 0..<2 {
                    let r0 = row0 + 8 * coordinate
                    r0[0] += lambda
                    r0[2] += -2 * lambda
                    r0[4] += lambda
                  }
                  for coordinate in 0..<2 {
                    let r1 = row1 + 8 * coordinate
                    r1[0] += 4 * lambda
                    r1[2] += -2 * lambda
                  }
                  for coordinate in 0..<2 {
                    row2[8 * coordinate] += lambda
                  }
                }
              }
            }
          }
        }
        // The unknowns' block, known control points moved to the right-hand side.
        // Padded for ``BandedCholesky/solvePadded(band:rhs:m:)``: 7 rows of zeros before the
        // band, 7 zeros either side of the right-hand side.
        fitterReserve(&band, count: 56 + 16 * m, filler: 0)
        fitterReserve(&rhs, count: 2 * m + 14, filler: 0)
        fitterReserve(&knownColumns, count: full, filler: 0)
        knownColumns.withUnsafeMutableBufferPointer { knownBuffer in
          ctrl.withUnsafeBufferPointer { c in
            band.withUnsafeMutableBufferPointer { subBuffer in
              rhs.withUnsafeMutableBufferPointer { subRHS in
                let bp = bandBuffer.baseAddress!
                let rp = rhsBuffer.baseAddress!
                let r0 = 2 * (offset + 1)
                let r1 = r0 + 2 * m
                // The known columns' values by padded column (the phantoms' places are zero).
                let kv = knownBuffer.baseAddress!
                /// Writes the coordinates of the control points at padded columns `columns`.
                @inline(__always) func layOut(_ columns: Range<Int>) {
                  for k in columns {
                    let point = c[k / 2 - 1]
                    kv[k] = k & 1 == 0 ? point.x : point.y
                  }
                }
                kv[0] = 0
                kv[1] = 0
                layOut(2..<r0)
                layOut(r1..<(full - 2))
                kv[full - 2] = 0
                kv[full - 1] = 0
                /// Row `r`'s right-hand side: known columns before `r0` and from `r1` on (within
                /// the band) moved over, in that order.
                @inline(__always) func moved(_ r: Int) -> Double {
                  var value = rp[r]
                  var k = Swift.max(0, r - 7)
                  while k < r0 {
                    value -= bp[8 * k + (r - k)] * kv[k]
                    k += 1
                  }
                  k = r1
                  let end = Swift.min(full, r + 8)
                  while k < end {
                    value -= bp[8 * r + (k - r)] * kv[k]
                    k += 1
                  }
                  return value
                }
                // Only rows within 7 of either end couple to a known column.
                let head = Swift.min(r1, r0 + 7)
                let tail = Swift.max(head, r1 - 7)
                let x = subRHS.baseAddress! + 7
                subRHS.baseAddress!.update(repeating: 0, count: 7)
                for r in r0..<head { x[r - r0] = moved(r) }
                for r in head..<tail { x[r - r0] = rp[r] }
                for r in tail..<r1 { x[r - r0] = moved(r) }
                (x + 2 * m).update(repeating: 0, count: 7)
                // The unknowns' rows, whole, after 7 rows of zeros; then the entries past the
                // matrix's edge (the copies of the coupling to the known columns after the last
                // unknown) are zeroed, as the padded solver reads them.
                subBuffer.baseAddress!.update(repeating: 0, count: 56)
                let a = subBuffer.baseAddress! + 56
                a.update(from: bp + 8 * r0, count: 16 * m)
                let unknowns = 2 * m
                for j in Swift.max(0, unknowns - 7)..<unknowns {
                  (a + 8 * j + (unknowns - j)).update(repeating: 0, count: 8 - (unknowns - j))
                }
                BandedCholesky.solvePadded(band: a, rhs: x, m: unknowns)
              }
            }
          }
        }
      }
    }
    for j in 0..<m { ctrl[offset + j] = SIMD2(rhs[7 + 2 * j], rhs[8 + 2 * j]) }
  }

  /// Moves every sample's parameter to its projection onto the current fit (Newton steps from the
  /// old value, within one span of it and inside the piece), and measures each sample's
  /// squared distance to its projection into ``sampleErrorSquared``.
  ///
  /// - Returns: The largest of those distances.
  @discardableResult
  private mutating func reproject() -> Double {
    let lo = uStart
    let hi = uStart + Double(spans)
    buildSpanPolynomials()
    var worst = 0.0
    fitterReserve(&sampleErrorSquared, count: sampleU.count, filler: 0)
    fitterReserve(&sampleStart, count: sampleU.count, filler: 0)
    let last = ctrl.count - 2
    sampleStart.withUnsafeMutableBufferPointer { starts in
      spanPoly.withUnsafeBufferPointer { poly in
        samplePoint.withUnsafeBufferPointer { targets in
          sampleErrorSquared.withUnsafeMutableBufferPointer { errors in
            sampleU.withUnsafeMutableBufferPointer { us in
              /// The local parameters at `u` (one sample a lane) and the span polynomials'
              /// coefficients there, by coordinate.
              @inline(__always) func lanes(
                _ u: SIMD2<Double>
              ) -> (
                SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>,
                SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>
              ) {
                // (The span index converted for `w` as it is: 2.7 % more instructions for the whole
                // conversion than multiplying it by 4 first and dividing back, but 2.9 % faster at
                // 1e−3 of the extent, medians of five interleaved runs: the divided-back form became
                // integer shuffles in the vector unit, on each Newton step's dependency chain.
                // The windows keep `u` within `0...last + 1`, so the span index needs no guard
                // against negative or non-finite values, only the clamp at the last span.)
                let jA = Swift.min(Int(u.x), last)
                let jB = Swift.min(Int(u.y), last)
                let iA = 4 &* jA
                let iB = 4 &* jB
                let w = u - SIMD2(Double(jA), Double(jB))
                let (a0, a1, a2, a3) = (poly[iA], poly[iA + 1], poly[iA + 2], poly[iA + 3])
                let (b0, b1, b2, b3) = (poly[iB], poly[iB + 1], poly[iB + 2], poly[iB + 3])
                return (
                  w, SIMD2(a0.x, b0.x), SIMD2(a1.x, b1.x), SIMD2(a2.x, b2.x), SIMD2(a3.x, b3.x),
                  SIMD2(a0.y, b0.y), SIMD2(a1.y, b1.y), SIMD2(a2.y, b2.y), SIMD2(a3.y, b3.y)
                )
              }
              /// The targets of samples `q` and `r`, by coordinate (one sample a lane).
              @inline(__always) func targetLanes(_ q: Int, _ r: Int) -> (SIMD2<Double>, SIMD2<Double>) {
                let a = targets[q]
                let b = targets[r]
                return (SIMD2(a.x, b.x), SIMD2(a.y, b.y))
              }
              /// A coordinate's span polynomial at `w` minus the target's coordinate, lane by lane.
              @inline(__always) func offset(
                _ w: SIMD2<Double>, _ c0: SIMD2<Double>, _ c1: SIMD2<Double>, _ c2: SIMD2<Double>,
                _ c3: SIMD2<Double>, _ target: SIMD2<Double>
              ) -> SIMD2<Double> {
                ((c3 * w + c2) * w + c1) * w + c0 - target
              }
              let count = us.count
              // Two samples at a time, one in each lane: the same operations in the same order as
              // one sample at a time (the same numbers, to the bit), half the dependency chains.
              // Each Newton step is one pass over all the samples (then the measurement): a pass's
              // work for one pair is short, so several pairs are in flight at once, where a pair's
              // whole projection (most of it waiting for the steps' divisions) kept fewer. A lane
              // whose step has no curvature to use stops: its parameter stays, so the next pass
              // finds it stopped again.
              let st = starts.baseAddress!
              st.update(from: us.baseAddress!, count: count)
              for _ in 0..<PieceFitter.newtonSteps {
                var q = 0
                while q < count {
                  let r = Swift.min(q + 1, count - 1)
                  let (tx, ty) = targetLanes(q, r)
                  let start = SIMD2(st[q], st[r])
                  // Swift.max(lo, start − 1) and Swift.min(hi, start + 1), lane by lane.
                  let below = start - 1
                  let windowLo = SIMD2(repeating: lo).replacing(with: below, where: below .>= lo)
                  let above = start + 1
                  let windowHi = SIMD2(repeating: hi).replacing(with: above, where: above .< hi)
                  var u = SIMD2(us[q], us[r])
                  let (w, c0x, c1x, c2x, c3x, c0y, c1y, c2y, c3y) = lanes(u)
                  let dx = offset(w, c0x, c1x, c2x, c3x, tx)
                  let dy = offset(w, c0y, c1y, c2y, c3y, ty)
                  let w3 = 3 * w
                  let d1x = (w3 * c3x + 2 * c2x) * w + c1x
                  let d1y = (w3 * c3y + 2 * c2y) * w + c1y
                  let w6 = 6 * w
                  let d2x = w6 * c3x + 2 * c2x
                  let d2y = w6 * c3y + 2 * c2y
                  // ``newtonStep(_:_:_:)``, lane by lane; a lane without a step stops there.
                  let g = dx * d1x + dy * d1y
                  let speed2 = d1x * d1x + d1y * d1y
                  var h = speed2 + dx * d2x + dy * d2y
                  h.replace(with: speed2, where: h .<= 0.1 * speed2)
                  let raw = g / -h  // (SIMD negation is 0 − x: −g would turn −0 into +0)
                  let floored = SIMD2(repeating: -0.5).replacing(with: raw, where: raw .>= -0.5)
                  let step = SIMD2(repeating: 0.5).replacing(with: floored, where: floored .< 0.5)
                  let moved = u + step
                  // (`.>` rather than `.>=`: the same number up to the sign of a zero, and one
                  // `maxpd` on the dependency chain instead of a compare and three logical operations.)
                  let raised = windowLo.replacing(with: moved, where: moved .> windowLo)
                  let next = windowHi.replacing(with: raised, where: raised .< windowHi)
                  u.replace(with: next, where: h .> 0)
                  us[q] = u.x
                  us[r] = u.y
                  q += 2
                }
              }
              var q = 0
              while q < count {
                let r = Swift.min(q + 1, count - 1)
                let (tx, ty) = targetLanes(q, r)
                let (w, c0x, c1x, c2x, c3x, c0y, c1y, c2y, c3y) = lanes(SIMD2(us[q], us[r]))
                let dx = offset(w, c0x, c1x, c2x, c3x, tx)
                let dy = offset(w, c0y, c1y, c2y, c3y, ty)
                let e2 = dx * dx + dy * dy
                errors[q] = e2.x
                errors[r] = e2.y
                worst = Swift.max(worst, e2.x)
                worst = Swift.max(worst, e2.y)
                q += 2
              }
            }
          }
        }
      }
    }
    return worst.squareRoot()
  }

  /// Fills ``spanPoly`` with the power-basis coefficients of every span of the current fit
  /// (see ``spanPolynomials(_:into:)``).
  private mutating func buildSpanPolynomials() {
    let n = ctrl.count
    guard n >= 2 else { return }
    fitterReserve(&spanPoly, count: 4 * (n - 1), filler: .zero)
    ctrl.withUnsafeBufferPointer { c in
      spanPoly.withUnsafeMutableBufferPointer { poly in PieceFitter.spanPolynomials(c, into: poly) }
    }
  }

  /// Writes the power-basis coefficients of every span of the spline over `c` into `poly`, four
  /// a span (`c0 + c1 w + c2 w² + c3 w³`, natural phantoms at the ends; `poly` holds at least
  /// `4 (c.count − 1)`).
  static func spanPolynomials(
    _ c: UnsafeBufferPointer<SIMD2<Double>>, into poly: UnsafeMutableBufferPointer<SIMD2<Double>>
  ) {
    for i in 0..<(c.count - 1) {
      let a = PieceFitter.control(c, i - 1)
      let b = c[i]
      let cc = c[i + 1]
      let d = PieceFitter.control(c, i + 2)
      poly[4 * i] = (a + 4 * b + cc) * (1.0 / 6.0)
      poly[4 * i + 1] = (cc - a) * 0.5
      poly[4 * i + 2] = (a - 2 * b + cc) * 0.5
      poly[4 * i + 3] = (d - a + 3 * (b - cc)) * (1.0 / 6.0)
    }
  }

  /// The spline point at `u` from its span polynomials (see ``spanPolynomials(_:into:)``), of
  /// which `lastSpan` is the last.
  @inline(__always)
  static func point(
    polynomials poly: UnsafeBufferPointer<SIMD2<Double>>, lastSpan: Int, _ u: Double
  ) -> SIMD2<Double> {
    let i = fitterInt(u, limit: lastSpan)
    let w = u - Double(i)
    let c = poly.baseAddress! + 4 * i
    return ((c[3] * w + c[2]) * w + c[1]) * w + c[0]
  }

  /// The spline point and its first and second derivatives at `u` from its span polynomials,
  /// of which `lastSpan` is the last.
  @inline(__always)
  static func evaluate(
    polynomials poly: UnsafeBufferPointer<SIMD2<Double>>, lastSpan: Int, _ u: Double
  ) -> (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>) {
    let i = fitterInt(u, limit: lastSpan)
    let w = u - Double(i)
    let c = poly.baseAddress! + 4 * i
    let (c0, c1, c2, c3) = (c[0], c[1], c[2], c[3])
    let p = ((c3 * w + c2) * w + c1) * w + c0
    let d1 = ((3 * w) * c3 + 2 * c2) * w + c1
    let d2 = (6 * w) * c3 + 2 * c2
    return (p, d1, d2)
  }

  /// The Newton step in the spline parameter towards the foot of a point on the fit, from the
  /// difference `diff` (fit minus point) and the fit's first and second derivatives there: the
  /// Gauss–Newton step where the curvature term would make it unsafe, at most half a span either
  /// way; `nil` where the fit has no speed.
  @inline(__always)
  static func newtonStep(
    _ diff: SIMD2<Double>, _ d1: SIMD2<Double>, _ d2: SIMD2<Double>
  ) -> Double? {
    let g = diff.x * d1.x + diff.y * d1.y
    let speed2 = d1.x * d1.x + d1.y * d1.y
    var h = speed2 + diff.x * d2.x + diff.y * d2.y
    if h <= 0.1 * speed2 { h = speed2 }
    guard h > 0 else { return nil }
    return Swift.min(0.5, Swift.max(-0.5, -g / h))
  }

  /// The uniform cubic B-spline basis at local parameter `w`.
  @inline(__always)
  static func basis(_ w: Double) -> (Double, Double, Double, Double) {
    let w2 = w * w
    let w3 = w2 * w
    let mw = 1 - w
    let sixth = 1.0 / 6.0
    return (
      mw * mw * mw * sixth, (3 * w3 - 6 * w2 + 4) * sixth, (-3 * w3 + 3 * w2 + 3 * w + 1) * sixth,
      w3 * sixth
    )
  }

  /// The control point `idx` of `c`, with the natural phantoms at `-1` and `count`.
  @inline(__always)
  static func control(_ c: UnsafeBufferPointer<SIMD2<Double>>, _ idx: Int) -> SIMD2<Double> {
    if idx < 0 { return 2 * c[0] - c[1] }
    if idx >= c.count { return 2 * c[c.count - 1] - c[c.count - 2] }
    return c[idx]
  }

  /// The spline point at `u`.
  @inline(__always)
  static func point(_ c: UnsafeBufferPointer<SIMD2<Double>>, _ u: Double) -> SIMD2<Double> {
    let i = fitterInt(u, limit: c.count - 2)
    let b = basis(u - Double(i))
    return b.0 * control(c, i - 1) + b.1 * c[i] + b.2 * c[i + 1] + b.3 * control(c, i + 2)
  }

  // MARK: Verification

  /// A rigorous upper bound on the Fréchet distance between the piece and the current attempt
  /// (stopping early, with a value above `limit`, once the bound exceeds `limit`).
  ///
  /// The correspondence between the two curves is piecewise linear in both parameters, with
  /// breakpoints at the samples (each at its parameter from the last correction round, projected
  /// again by Newton steps where the points are more than ¾ of the limit apart, kept monotone),
  /// the cubics' ends and the spans' ends. Between breakpoints the difference `e` of the two curves is
  /// one cubic polynomial, bounded by `max(|e(a)|, |e(b)|) + max |e''| / 8` (`e''` is linear) and
  /// by its Bézier control points (convex hull), whichever is smaller (see ``IntervalChecker``).
  mutating func verify(limit: Double) -> Double {
    let result = verifyUnrecorded(limit: limit)
    if trace != nil { trace!.append(SIMD3(Double(spans), -1, result / limit)) }
    return result
  }

  private mutating func verifyUnrecorded(limit: Double) -> Double {
    let k = cubics.count
    let uEnd = uStart + Double(spans)
    let lastSample = sampleT.count
    let cubicStore = cubics
    let us = uStart
    buildSpanPolynomials()
    return spanPoly.withUnsafeBufferPointer { c -> Double in
      var checker = IntervalChecker(
        polynomials: UnsafeBufferPointer(rebasing: c[..<(4 * (ctrl.count - 1))]), cubics: cubicStore,
        limit: limit)
      // The previous breakpoint.
      var a = checker.point(t: 0, u: us)
      var q = 0
      var boundary = 1
      while true {
        // The next breakpoint: a sample or a cubic boundary, whichever comes first.
        var tb: Double
        var ub: Double
        let isEnd: Bool
        var isSample = false
        if q < lastSample && (boundary >= k || sampleT[q] < Double(boundary)) {
          tb = sampleT[q]
          ub = sampleU[q]
          q += 1
          isEnd = false
          isSample = true
        } else if boundary < k {
          tb = Double(boundary)
          // Guess between the neighbouring corresponded points.
          let tn = q < lastSample ? sampleT[q] : Double(k)
          let un = q < lastSample ? sampleU[q] : uEnd
          ub = tn > a.t ? a.u + (tb - a.t) / (tn - a.t) * (un - a.u) : a.u
          boundary += 1
          isEnd = false
        } else {
          tb = Double(k)
          ub = uEnd
          isEnd = true
        }
        if tb < a.t { tb = a.t }
        let j = fitterInt(a.t, limit: k - 1)
        // The breakpoint's pair, from the evaluations that placed it.
        var pair: IntervalChecker.Point? = nil
        if isSample {
          // A sample's parameter in the fit is its foot from the last correction round; it is
          // projected again only where the points are far apart (the bound holds for any
          // monotone correspondence; a better one only makes it tighter). Near points gain
          // nothing from it on the benchmark sets, and the projections were a third of the
          // verification's work.
          ub = Swift.min(uEnd, Swift.max(a.u, ub))
          let probe = checker.point(t: tb, u: ub, cubic: j)
          pair = probe
          if fitterNorm(probe.source - probe.fit) > 0.75 * limit {
            let projected = checker.projectedPoint(t: tb, cubic: j, guess: ub, lo: a.u, hi: uEnd)
            pair = projected
            ub = projected.u
          }
        } else if !isEnd {
          let projected = checker.projectedPoint(t: tb, cubic: j, guess: ub, lo: a.u, hi: uEnd)
          pair = projected
          ub = projected.u
        }
        // Split at span ends so the fit is one cubic on each part.
        var nextInteger = a.u.rounded(.down) + 1
        let t0 = a.t
        let u0 = a.u
        while true {
          let last = nextInteger >= ub
          let b: IntervalChecker.Point
          if last {
            b = pair ?? checker.point(t: tb, u: ub, cubic: j)
          } else {
            let f = (nextInteger - u0) / (ub - u0)
            let t = checker.projectOnSource(
              u: nextInteger, cubic: j, guess: t0 + f * (tb - t0), lo: a.t, hi: tb)
            b = checker.point(t: t, u: nextInteger, cubic: j)
          }
          if !checker.check(a, b, cubic: j, depth: 0) { return checker.worst }
          a = b
          if last { break }
          nextInteger += 1
        }
        if isEnd { break }
      }
      return checker.worst
    }
  }

  // MARK: Results

  /// Copies the current attempt into ``result`` with each point's piece parameter (the anchors
  /// at the piece's ends, interior points at their Greville abscissae).
  private mutating func keepResult(bound: Double) {
    result.removeAll(keepingCapacity: true)
    resultT.removeAll(keepingCapacity: true)
    result.append(contentsOf: ctrl)
    let k = Double(cubics.count)
    let firstInterior = startCorner ? 3 : 1
    let lastInterior = ctrl.count - (endCorner ? 3 : 1)
    var node = 0
    for i in 0..<ctrl.count {
      if i < firstInterior {
        resultT.append(0)
      } else if i >= lastInterior {
        resultT.append(k)
      } else {
        let u = Swift.min(Swift.max(Double(i), uStart), uStart + Double(spans))
        resultT.append(inverseMass((u - uStart) / Double(spans) * totalW, node: &node))
      }
    }
    resultBound = bound
  }

  /// The largest distance of the piece's control points from its chord (start to end), or `nil`
  /// when it exceeds `limit` or the chord has no length.
  ///
  /// Each cubic lies in the convex hull of its control points, so the piece lies within that
  /// distance of the chord; and the piece runs continuously from one end of the chord to the
  /// other, so every chord point has a piece point within that distance (the two-sided Hausdorff
  /// distance between the piece and its chord is at most the returned value).
  private func chordDistance(within limit: Double) -> Double? {
    let end = cubics[cubics.count - 1].p3
    let length2 = end.x * end.x + end.y * end.y
    guard length2 > 0, limit > 0 else { return nil }
    let inverse = 1 / length2
    var worst = 0.0
    @inline(__always) func distance(_ p: SIMD2<Double>) -> Double {
      let s = Swift.min(1, Swift.max(0, (p.x * end.x + p.y * end.y) * inverse))
      return fitterNorm(p - s * end)
    }
    for c in cubics {
      worst = Swift.max(worst, distance(c.p1), distance(c.p2), distance(c.p3))
      if worst > limit { return nil }
    }
    return worst
  }

  /// Replaces the result with the anchors alone (the chord), with the given bound.
  private mutating func anchorsOnly(bound: Double) {
    result.removeAll(keepingCapacity: true)
    resultT.removeAll(keepingCapacity: true)
    let end = cubics[cubics.count - 1].p3
    let k = Double(cubics.count)
    for _ in 0..<(startCorner ? 3 : 1) {
      result.append(.zero)
      resultT.append(0)
    }
    for _ in 0..<(endCorner ? 3 : 1) {
      result.append(end)
      resultT.append(k)
    }
    resultBound = bound
  }

  /// Replaces the result with a polyline through points of the piece, each interior vertex a
  /// corner (multiplicity three), chosen so each chord is within half the tolerance of its arc.
  private mutating func polylineFallback(tolerance: Double, slack: Double) {
    result.removeAll(keepingCapacity: true)
    resultT.removeAll(keepingCapacity: true)
    let repeatStart = startCorner ? 3 : 1
    for _ in 0..<repeatStart {
      result.append(.zero)
      resultT.append(0)
    }
    let target = Swift.max(0.5 * tolerance - slack, 0.25 * tolerance)
    var worst = 0.0
    for (j, c) in cubics.enumerated() {
      let isLastCubic = j == cubics.count - 1
      worst = Swift.max(
        worst,
        PieceFitter.flatPieces(of: c, within: target) { t, p, isEnd in
          let copies = isLastCubic && isEnd ? (endCorner ? 3 : 1) : 3
          for _ in 0..<copies {
            result.append(p)
            resultT.append(Double(j) + t)
          }
        })
    }
    resultBound = worst + slack
  }

  /// The number of chords ``polylineFallback(tolerance:slack:)`` would emit (or, once past
  /// `stoppingAbove`, a count above it: the counting stops after that cubic).
  private func polylineChordCount(
    tolerance: Double, slack: Double, stoppingAbove bound: Int = .max
  ) -> Int {
    let target = Swift.max(0.5 * tolerance - slack, 0.25 * tolerance)
    var count = 0
    for c in cubics {
      _ = PieceFitter.flatPieces(of: c, within: target) { _, _, _ in count += 1 }
      if count > bound { break }
    }
    return count
  }

  /// Splits `c` in halves (de Casteljau) until each part is flat: both inner control points
  /// within `target` of the segment between its end points. Such a part and its chord are within
  /// that distance of each other both ways (the part lies in its control points' hull, and its
  /// projection onto the chord's line runs continuously from end to end). A part that is not
  /// flat after 24 halvings is split by its second-derivative bound into equal chords instead.
  ///
  /// - Parameters:
  ///   - c: The cubic.
  ///   - target: The largest allowed distance.
  ///   - vertex: Called with each chord's end (parameter in `c`, point, whether it is `c`'s end).
  /// - Returns: The largest distance between a part and its chord (bounded as above).
  static func flatPieces(
    of c: CubicBezier, within target: Double,
    _ vertex: (Double, SIMD2<Double>, Bool) -> Void
  ) -> Double {
    var worst = 0.0
    // Depth-first, left part first: (part, start parameter, parameter length, depth).
    var stack: [(CubicBezier, Double, Double, Int)] = [(c, 0, 1, 0)]
    while let (part, t0, dt, depth) = stack.popLast() {
      let flatness = Swift.max(
        segmentDistance(part.p1, part.p0, part.p3), segmentDistance(part.p2, part.p0, part.p3))
      if flatness <= target {
        worst = Swift.max(worst, flatness)
        let end = t0 + dt
        vertex(end, end == 1 ? c.p3 : part.p3, end == 1)
      } else if depth < 24 {
        let (left, right) = part.split(at: 0.5)
        stack.append((right, t0 + 0.5 * dt, 0.5 * dt, depth + 1))
        stack.append((left, t0, 0.5 * dt, depth + 1))
      } else {
        // |S(t) − chord| ≤ max|S''| Δt² / 8 on each equal part.
        let a2 = fitterNorm(6 * (part.p2 - 2 * part.p1 + part.p0))
        let b2 = fitterNorm(6 * (part.p3 - 2 * part.p2 + part.p1))
        let acceleration = Swift.max(a2, b2)
        let pieces = Swift.max(
          1, fitterInt((acceleration / (8 * target)).squareRoot().rounded(.up), limit: 100_000))
        let step = 1 / Double(pieces)
        worst = Swift.max(worst, acceleration * step * step / 8)
        for q in 1...pieces {
          let end = q == pieces ? t0 + dt : t0 + Double(q) * step * dt
          let p = q == pieces ? part.p3 : part.point(at: Double(q) * step)
          vertex(end, end == 1 ? c.p3 : p, end == 1)
        }
      }
    }
    return worst
  }

  /// The distance from `p` to the segment from `a` to `b`.
  private static func segmentDistance(
    _ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>
  ) -> Double {
    let ab = b - a
    let ap = p - a
    let length2 = ab.x * ab.x + ab.y * ab.y
    guard length2 > 0 else { return fitterNorm(ap) }
    let u = Swift.min(1, Swift.max(0, (ap.x * ab.x + ap.y * ab.y) / length2))
    return fitterNorm(ap - u * ab)
  }
}

/// A sample's error metric in the squared-distance fit: `M = N Nᵀ + α T Tᵀ` from the source's unit
/// normal `N` and tangent `T` at the sample (the identity where the source has no tangent), and
/// `M p` for the sample's point `p`.
struct SampleMetric {
  var mxx = 0.0
  var mxy = 0.0
  var myy = 0.0
  var mp = SIMD2<Double>.zero

  init() {}

  /// The metric with entries `mxx`, `mxy`, `myy`, and `M p` for the point `p`.
  @inline(__always)
  init(mxx: Double, mxy: Double, myy: Double, point p: SIMD2<Double>) {
    self.mxx = mxx
    self.mxy = mxy
    self.myy = myy
    mp = SIMD2(mxx * p.x + mxy * p.y, mxy * p.x + myy * p.y)
  }
}

/// Sets the first `count` elements of `array` to `value`, growing it when it is shorter and never
/// shrinking it: the fitter's scratch systems are reset on every solve, and `removeAll` followed
/// by appending a repeated value costs a generic range replacement and an element-by-element
/// append each time (3 % of the corpus conversion by callgrind). Readers use their own counts.
@inline(__always)
func fitterFill(_ array: inout [Double], _ value: Double, count: Int) {
  guard count > 0 else { return }
  fitterReserve(&array, count: count, filler: value)
  array.withUnsafeMutableBufferPointer { $0.baseAddress!.update(repeating: value, count: count) }
}

/// The bytes a buffer holds (its capacity), for the pool's retention limit.
@inline(__always)
func fitterBytes<T>(_ array: [T]) -> Int { array.capacity * MemoryLayout<T>.stride }

/// Makes `array` hold at least `count` elements (new ones `filler`), leaving existing ones as
/// they are.
@inline(__always)
func fitterReserve<T>(_ array: inout [T], count: Int, filler: T) {
  if array.count < count {
    array.append(contentsOf: repeatElement(filler, count: count - array.count))
  }
}

/// Sets `array`'s count to `count`, appending zeros or dropping elements at the end (keeping its
/// capacity), for a buffer that is then written by index.
@inline(__always)
func fitterResize(_ array: inout [Double], to count: Int) {
  fitterReserve(&array, count: count, filler: 0)
  if array.count > count { array.removeLast(array.count - count) }
}
