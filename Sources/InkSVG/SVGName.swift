import Foundation

/// The element, attribute and property names the importer looks at, as small integers, so the
/// tree stores no strings for names and every name test is an integer comparison. Names outside
/// this list are ``other`` (their spelling is kept in the tree's byte buffer).
///
/// The cases from ``fill`` to ``overflow`` are the presentation attributes the cascade reads
/// (contiguous, see ``isPresentationAttribute``).
enum SVGName: UInt8, CaseIterable, Sendable {
  case other
  // Elements.
  case svg, g, a, `switch`, use, symbol, defs, style, path, rect, circle, ellipse, line, polyline
  case polygon, text, image, foreignObject, video, canvas, iframe, linearGradient, radialGradient
  case stop
  // Attributes (and the `ink:` metadata attributes).
  case id, `class`, type, transform, d, x, y, width, height, rx, ry, cx, cy, r, x1, y1, x2, y2
  case points, viewBox, preserveAspectRatio, href, requiredExtensions, systemLanguage, stopColor
  case stopOpacity, version, date, seed
  // Presentation attributes / style properties (keep contiguous: `fill` ... `overflow`).
  case fill, stroke, strokeWidth, fillOpacity, strokeOpacity, opacity, color, display, visibility
  case strokeDasharray, marker, markerStart, markerMid, markerEnd, filter, clipPath, mask, overflow

  /// The spelling of each case, in case order (`other` is empty).
  static let spellings: [String] = [
    "",
    "svg", "g", "a", "switch", "use", "symbol", "defs", "style", "path", "rect", "circle", "ellipse",
    "line", "polyline", "polygon", "text", "image", "foreignObject", "video", "canvas", "iframe",
    "linearGradient", "radialGradient", "stop",
    "id", "class", "type", "transform", "d", "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r",
    "x1", "y1", "x2", "y2", "points", "viewBox", "preserveAspectRatio", "href", "requiredExtensions",
    "systemLanguage", "stop-color", "stop-opacity", "version", "date", "seed",
    "fill", "stroke", "stroke-width", "fill-opacity", "stroke-opacity", "opacity", "color", "display",
    "visibility", "stroke-dasharray", "marker", "marker-start", "marker-mid", "marker-end", "filter",
    "clip-path", "mask", "overflow",
  ]

  /// The spelling (`stroke-width` for ``strokeWidth``); empty for ``other``.
  var spelling: String { Self.spellings[Int(rawValue)] }

  /// `true` for the presentation attributes the cascade reads (`fill` ... `overflow`).
  var isPresentationAttribute: Bool { rawValue >= SVGName.fill.rawValue }

  /// An open-addressed hash table of the spellings (FNV-1a, 512 slots, linear probing): slot →
  /// case raw value (0 empty); with every spelling's bytes, for ``classify(_:count:)``.
  private struct Lookup: Sendable {
    var slots = [UInt8](repeating: 0, count: 512)
    var bytes: [UInt8] = []
    var offsets: [Int] = []

    init() {
      for name in SVGName.allCases {
        offsets.append(bytes.count)
        bytes += Array(name.spelling.utf8)
      }
      offsets.append(bytes.count)
      for name in SVGName.allCases where name != .other {
        let spelling = Array(name.spelling.utf8)
        var slot = spelling.withUnsafeBufferPointer { Lookup.hash($0.baseAddress!, $0.count) }
        while slots[slot] != 0 { slot = (slot + 1) & 511 }
        slots[slot] = name.rawValue
      }
    }

    @inline(__always)
    static func hash(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int {
      var h: UInt32 = 2_166_136_261
      for k in 0..<count { h = (h ^ UInt32(p[k])) &* 16_777_619 }
      return Int(h & 511)
    }
  }

  private static let lookup = Lookup()

  /// The name spelled by `count` bytes at `p` (case-sensitive, as XML is), or ``other``.
  static func classify(_ p: UnsafePointer<UInt8>, count: Int) -> SVGName {
    guard count > 0, count < 32 else { return .other }
    let table = lookup
    var slot = Lookup.hash(p, count)
    return table.slots.withUnsafeBufferPointer { slots in
      table.bytes.withUnsafeBufferPointer { bytes in
        table.offsets.withUnsafeBufferPointer { offsets in
          while slots[slot] != 0 {
            let raw = Int(slots[slot])
            let start = offsets[raw]
            if offsets[raw + 1] - start == count && memcmp(bytes.baseAddress! + start, p, count) == 0 {
              return SVGName(rawValue: UInt8(raw))!
            }
            slot = (slot + 1) & 511
          }
          return .other
        }
      }
    }
  }

  /// The name spelled by `text` (case-sensitive), or ``other``.
  static func classify(_ text: some StringProtocol) -> SVGName {
    var s = String(text)
    return s.withUTF8 { b in b.isEmpty ? .other : classify(b.baseAddress!, count: b.count) }
  }
}
