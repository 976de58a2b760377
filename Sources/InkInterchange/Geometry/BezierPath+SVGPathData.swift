extension BezierPath {
  /// Parses SVG path data (the `d` attribute of `<path>`), strictly.
  ///
  /// The whole SVG 2 grammar is read; quadratics stay ``Element/quadCurve(to:control:)``, arcs
  /// become cubics (see ``EllipticalArc`` for the accuracy bound). Empty or all-white-space data is
  /// the empty path. A drawing command after `Z` continues at the closed subpath's start without an explicit
  /// move element (``BezierPath`` semantics).
  ///
  /// - Parameter svgPathData: The path data.
  /// - Throws: ``SVGPathDataError`` for the first error. Its ``SVGPathDataError/offset`` is a
  ///   UTF-8 byte offset; its ``SVGPathDataError/location`` is the `Character` offset.
  public init(svgPathData: String) throws(SVGPathDataError) {
    let (path, error) = Self.parsingSVGPathData(svgPathData)
    if let error { throw error }
    self = path
  }

  /// Parses SVG path data given as UTF-8 bytes, strictly (the fast entry for importers).
  ///
  /// - Parameter bytes: The path data's UTF-8 bytes.
  /// - Throws: ``SVGPathDataError`` for the first error, located by byte offset.
  public init(svgPathDataUTF8 bytes: UnsafeBufferPointer<UInt8>) throws(SVGPathDataError) {
    let (path, failure) = SVGPathDataParser.parseReportingFailure(bytes)
    if let failure { throw SVGPathDataError(failure.kind, offset: failure.offset) }
    self = path
  }

  /// Parses SVG path data leniently, as browsers render it.
  ///
  /// - Parameter string: The path data.
  /// - Returns: The path with every complete segment before the first error (all of it when
  ///   there is none), and that error (offset in UTF-8 bytes, location in `Character`s) or `nil`.
  public static func parsingSVGPathData(_ string: String) -> (path: BezierPath, error: SVGPathDataError?) {
    var text = string
    let (path, error) = text.withUTF8 { SVGPathDataParser.parse($0) }
    guard var error else { return (path, nil) }
    let characters = String(decoding: text.utf8.prefix(error.offset), as: UTF8.self).count
    error.location = .characterOffset(characters)
    return (path, error)
  }

  /// Parses SVG path data given as UTF-8 bytes leniently, as browsers render it.
  ///
  /// - Parameter bytes: The path data's UTF-8 bytes.
  /// - Returns: The path with every complete segment before the first error (all of it when
  ///   there is none), and that error (located by byte offset) or `nil`.
  @inlinable  // (see ``replaceContentsLeniently(withSVGPathDataUTF8:)``)
  public static func parsingSVGPathData(
    utf8 bytes: UnsafeBufferPointer<UInt8>
  ) -> (path: BezierPath, error: SVGPathDataError?) {
    let (path, failure) = SVGPathDataParser.parseReportingFailure(bytes)
    guard let failure else { return (path, nil) }
    return (path, SVGPathDataError(failure.kind, offset: failure.offset))
  }

  /// Replaces the path's contents with parsed SVG path data, reusing its storage, strictly.
  ///
  /// Parses exactly as ``init(svgPathData:)`` does (the same elements, bit for bit, and the same
  /// errors), but into the storage the path already owns: when it is uniquely referenced and
  /// large enough, nothing is allocated. A loop that parses many `d` attributes into one path
  /// stops allocating once the path has held the largest of them.
  ///
  /// - Parameter svgPathData: The path data.
  /// - Throws: ``SVGPathDataError`` for the first error, located as by ``init(svgPathData:)``.
  ///   The path then holds every complete segment before the error (what
  ///   ``parsingSVGPathData(_:)`` returns with it).
  public mutating func replaceContents(withSVGPathData svgPathData: String) throws(SVGPathDataError) {
    if let error = replaceContentsLeniently(withSVGPathData: svgPathData) { throw error }
  }

  /// Replaces the path's contents with parsed SVG path data given as UTF-8 bytes, reusing its
  /// storage, strictly (see ``replaceContents(withSVGPathData:)``).
  ///
  /// - Parameter bytes: The path data's UTF-8 bytes.
  /// - Throws: ``SVGPathDataError`` for the first error, located by byte offset. The path then
  ///   holds every complete segment before the error.
  public mutating func replaceContents(
    withSVGPathDataUTF8 bytes: UnsafeBufferPointer<UInt8>
  ) throws(SVGPathDataError) {
    if let error = replaceContentsLeniently(withSVGPathDataUTF8: bytes) { throw error }
  }

  /// Replaces the path's contents with parsed SVG path data, reusing its storage, leniently (as
  /// browsers render it).
  ///
  /// The counterpart of ``parsingSVGPathData(_:)`` that parses into the storage the path already
  /// owns (see ``replaceContents(withSVGPathData:)``).
  ///
  /// - Parameter svgPathData: The path data.
  /// - Returns: The first error (offset in UTF-8 bytes, location in `Character`s) or `nil`; the
  ///   path holds every complete segment before it (all of them when there is none).
  @discardableResult
  public mutating func replaceContentsLeniently(withSVGPathData svgPathData: String) -> SVGPathDataError? {
    var text = svgPathData
    let failure = text.withUTF8 { SVGPathDataParser.parse($0, into: &self) }
    guard let failure else { return nil }
    let characters = String(decoding: text.utf8.prefix(failure.offset), as: UTF8.self).count
    return SVGPathDataError(failure.kind, offset: failure.offset, location: .characterOffset(characters))
  }

  /// Replaces the path's contents with parsed SVG path data given as UTF-8 bytes, reusing its
  /// storage, leniently (see ``replaceContentsLeniently(withSVGPathData:)``).
  ///
  /// - Parameter bytes: The path data's UTF-8 bytes.
  /// - Returns: The first error (located by byte offset) or `nil`; the path holds every complete
  ///   segment before it (all of them when there is none).
  @discardableResult @inlinable
  public mutating func replaceContentsLeniently(
    withSVGPathDataUTF8 bytes: UnsafeBufferPointer<UInt8>
  ) -> SVGPathDataError? {
    // (Inlinable so that a caller that drops or only tests the result sees that it is `nil`
    // without an error: no generic destruction of an optional error on every call.)
    guard let failure = SVGPathDataParser.parse(bytes, into: &self) else { return nil }
    return SVGPathDataError(failure.kind, offset: failure.offset)
  }

  /// The path as compact SVG path data (`M1 2L3 4`) whose numbers round-trip exactly.
  ///
  /// For any path with finite coordinates that begins with a move element,
  /// `try BezierPath(svgPathData: path.svgPathData) == path` holds bit for bit (every
  /// coordinate, including `-0.0` and subnormals, and every element, including moves after a
  /// close). A path that begins with a drawing element is written with a leading `M0 0`, which
  /// draws the same but parses back with that extra move. Non-finite coordinates are written as
  /// `nan`/`inf`, which do not parse.
  public var svgPathData: String {
    var bytes: [UInt8] = []
    appendSVGPathData(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``svgPathData`` as ASCII bytes to `buffer`.
  ///
  /// - Parameter buffer: The bytes to append to.
  public func appendSVGPathData(to buffer: inout [UInt8]) {
    SVGPathDataWriter.write(self, to: &buffer)
  }
}
