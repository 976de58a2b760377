import Foundation
import InkInterchange

@testable import InkJSON

/// A fixed small drawing for golden files.
func goldenDrawing() -> Drawing {
  let id1 = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
  let id2 = UUID(uuidString: "00000000-0000-4000-8000-000000000002")!
  let p0 = StrokePoint(
    location: CGPoint(x: 10, y: 20.5), timeOffset: 0, size: CGSize(width: 3, height: 3), opacity: 1,
    force: 1, azimuth: 0, altitude: .pi / 4)
  let p1 = StrokePoint(
    location: CGPoint(x: 30.25, y: -0.0), timeOffset: 0.016, size: CGSize(width: 2.5, height: 3),
    opacity: 0.8, force: 1.2, azimuth: 0.1, altitude: 1.2, secondaryScale: 1, threshold: 1e-05)
  var mask = BezierPath()
  mask.move(to: SIMD2(0, 0))
  mask.addLine(to: SIMD2(100, 0))
  mask.addCurve(to: SIMD2(0, 100), control1: SIMD2(100, 50), control2: SIMD2(50, 100))
  mask.closeSubpath()
  return Drawing(strokes: [
    Stroke(
      ink: Ink(.pen, color: InkColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)),
      path: StrokePath(
        controlPoints: [p0, p1], creationDate: Date(timeIntervalSinceReferenceDate: 786_000_000.5)),
      transform: .identity, randomSeed: 42, id: id1),
    Stroke(
      ink: Ink(.custom("com.example.glitter")),
      path: StrokePath(controlPoints: [p1], creationDate: Date(timeIntervalSinceReferenceDate: 0)),
      transform: AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: -5), mask: mask,
      randomSeed: 4_294_967_295, id: id2),
  ])
}

/// Decodes UTF-8 text as a document.
func decode(
  _ text: String, options: ImportOptions = ImportOptions()
) throws(JSONDecodingError)
  -> ImportResult
{
  try JSONFormat().decode(Array(text.utf8), options: options)
}

/// The error thrown when decoding `text`, or `nil` when it decodes.
func decodingError(_ bytes: [UInt8], options: ImportOptions = ImportOptions()) -> JSONDecodingError? {
  do {
    _ = try JSONFormat().decode(bytes, options: options)
    return nil
  } catch {
    return error
  }
}

/// The error thrown when decoding `text`, or `nil` when it decodes.
func decodingError(_ text: String, options: ImportOptions = ImportOptions()) -> JSONDecodingError? {
  decodingError(Array(text.utf8), options: options)
}

/// A minimal valid point object.
let minimalPoint =
  #"{"location":[1,2],"timeOffset":0,"size":[3,3],"opacity":1,"force":1,"azimuth":0,"altitude":0.5}"#

/// A minimal valid stroke with `points`.
func minimalStroke(points: String = "[\(minimalPoint)]") -> String {
  #"{"ink":{"type":"pen","color":[0,0,0,1]},"creationDate":0,"id":"00000000-0000-4000-8000-000000000001","points":"#
    + points + "}"
}
