import Foundation
import InkInterchange
import Testing

@testable import InkBinary

@Test func zzDebugSizes() throws {
  for (name, d) in [("pf", try PenCorpus.perfectFreehand()), ("wacom", try PenCorpus.wacom())] {
    for quant in [false, true] {
      var totals = [Int](repeating: 0, count: 11)
      var enc = ChannelEncoder()
      for s in d.strokes {
        var box = 0.0
        let xs = s.path.map(\.location.x), ys = s.path.map(\.location.y)
        box = max(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        s.path.withUnsafeBufferPointer { b in
          for c in InkBinaryLayout.channels {
            var w = ByteWriter()
            let q = InkBinaryQuantization.jetpackInk
            var step: Double? = switch c.kind {
              case .position, .size: box / 4096
              case .time: q.timeStep
              case .force: q.forceStep
              default: q.unitStep
            }
            if !quant { step = nil }
            _ = enc.encode(base: UnsafeRawPointer(b.baseAddress!) + c.offset, stride: 88, count: b.count, step: step, defaultValue: c.defaultValue, into: &w)
            totals[c.id - 1] += w.count
          }
        }
      }
      let file = try InkBinaryEncoder(options: { var o = InkBinaryEncodingOptions(); if quant { o.quantization = .jetpackInk }; return o }()).encode(d).count
      print(name, quant, "points", d.pointCount, "file bpp", Double(file) / Double(d.pointCount), "per channel bits/pt", totals.map { Double($0 * 8) / Double(d.pointCount) })
    }
  }
}
