import Foundation
import Testing

@testable import InkInterchange

enum PathDataTestSupport {
  /// The package root: the nearest ancestor of this file holding `Package.swift`.
  static var packageRoot: URL {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
      url.deleteLastPathComponent()
    }
    return url
  }

  /// `../shared/corpus` next to the package root.
  static var corpusRoot: URL {
    packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
  }

  /// Every `d="..."` attribute value of an SVG file, in order, with character and entity
  /// references decoded (a simple byte scan, enough for the corpus).
  static func pathDataAttributes(ofSVG text: String) -> [String] {
    var result: [String] = []
    var rest = Substring(text)
    while let r = rest.range(of: " d=\"") ?? rest.range(of: "\nd=\"") ?? rest.range(of: "\td=\"") {
      let after = rest[r.upperBound...]
      guard let close = after.firstIndex(of: "\"") else { break }
      result.append(decodeReferences(String(after[..<close])))
      rest = after[after.index(after: close)...]
    }
    return result
  }

  static func decodeReferences(_ s: String) -> String {
    guard s.contains("&") else { return s }
    var out = ""
    var i = s.startIndex
    while i < s.endIndex {
      if s[i] == "&", let semi = s[i...].firstIndex(of: ";") {
        let name = s[s.index(after: i)..<semi]
        var scalar: Unicode.Scalar?
        if name.hasPrefix("#x") {
          scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if name.hasPrefix("#") {
          scalar = UInt32(name.dropFirst(1)).flatMap(Unicode.Scalar.init)
        } else {
          scalar = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"][String(name)]
            .flatMap { $0.unicodeScalars.first }
        }
        if let scalar {
          out.unicodeScalars.append(scalar)
          i = s.index(after: semi)
          continue
        }
      }
      out.append(s[i])
      i = s.index(after: i)
    }
    return out
  }

  /// A plain text form of a path's elements, for expectations: `M 30 40 L 1.5 -2 Q cx cy x y
  /// C c1x c1y c2x c2y x y Z`, numbers as Swift prints them without a trailing `.0`.
  static func text(_ path: BezierPath) -> String {
    var parts: [String] = []
    var j = 0
    for v in path.verbs {
      switch v {
      case .move: parts.append("M")
      case .line: parts.append("L")
      case .quadCurve: parts.append("Q")
      case .curve: parts.append("C")
      case .close: parts.append("Z")
      }
      for k in 0..<v.pointCount {
        parts.append(number(path.points[j + k].x))
        parts.append(number(path.points[j + k].y))
      }
      j += v.pointCount
    }
    return parts.joined(separator: " ")
  }

  static func number(_ x: Double) -> String {
    let s = x.description
    return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
  }

  static func parse(_ s: String) -> (path: BezierPath, error: SVGPathDataError?) {
    BezierPath.parsingSVGPathData(s)
  }
}
