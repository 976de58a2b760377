/// Decodes channel records into strided `Double` fields. Holds reusable scratch storage.
struct ChannelDecoder {
  private var q: [Int64] = []
  private var r: [Int64] = []

  /// Decodes a channel record payload of `count` points into `base + i * stride`.
  mutating func decode(
    _ reader: inout ByteReader, count n: Int, base: UnsafeMutableRawPointer, stride: Int,
    name: String
  ) throws(InkBinaryDecodingError) {
    let modeAt = reader.position
    let rawMode = try reader.u8("\(name) channel mode")
    guard let mode = ChannelMode(rawValue: rawMode) else {
      throw .malformed(offset: modeAt, reason: "unknown channel mode \(rawMode) for \(name)")
    }
    if mode == .constant {
      let at = reader.position
      let v = Double(bitPattern: try reader.u64("\(name) constant"))
      guard v.isFinite else { throw .nonFiniteValue(offset: at, what: name) }
      for i in 0..<n { base.storeBytes(of: v, toByteOffset: i * stride, as: Double.self) }
      return
    }
    if mode == .constantDecimal {
      let kAt = reader.position
      let k = Int(try reader.u8("\(name) decimal digits"))
      guard k < ChannelEncoder.powersOfTen.count else {
        throw .malformed(offset: kAt, reason: "\(k) decimal digits is more than 22")
      }
      let v = Double(try reader.zigzag("\(name) constant")) / ChannelEncoder.powersOfTen[k]
      for i in 0..<n { base.storeBytes(of: v, toByteOffset: i * stride, as: Double.self) }
      return
    }
    if q.count < n {
      q = [Int64](repeating: 0, count: n)
      r = [Int64](repeating: 0, count: n)
    }
    switch mode {
    case .constant, .constantDecimal:
      break
    case .decimal:
      let kAt = reader.position
      let k = Int(try reader.u8("\(name) decimal digits"))
      guard k < ChannelEncoder.powersOfTen.count else {
        throw .malformed(offset: kAt, reason: "\(k) decimal digits is more than 22")
      }
      let flagsAt = reader.position
      let flags = try reader.u8("\(name) decimal flags")
      guard flags <= 1 else {
        throw .malformed(offset: flagsAt, reason: "unknown decimal flags 0x\(String(flags, radix: 16))")
      }
      let p = ChannelEncoder.powersOfTen[k]
      try q.withUnsafeMutableBufferPointer { (q) throws(InkBinaryDecodingError) in
        try IntStream.decode(&reader, count: n, into: q)
      }
      if flags == 1 {
        try r.withUnsafeMutableBufferPointer { (r) throws(InkBinaryDecodingError) in
          try IntStream.decode(&reader, count: n, into: r)
        }
        q.withUnsafeBufferPointer { q in
          r.withUnsafeBufferPointer { r in
            for i in 0..<n {
              let v = Double(bitPattern: (Double(q[i]) / p).bitPattern &+ UInt64(bitPattern: r[i]))
              base.storeBytes(of: v, toByteOffset: i * stride, as: Double.self)
            }
          }
        }
      } else {
        q.withUnsafeBufferPointer { q in
          for i in 0..<n {
            base.storeBytes(of: Double(q[i]) / p, toByteOffset: i * stride, as: Double.self)
          }
        }
      }
    case .bitPattern:
      try q.withUnsafeMutableBufferPointer { (q) throws(InkBinaryDecodingError) in
        try IntStream.decode(&reader, count: n, into: q)
      }
      q.withUnsafeBufferPointer { q in
        for i in 0..<n {
          base.storeBytes(
            of: Double(bitPattern: UInt64(bitPattern: q[i])), toByteOffset: i * stride, as: Double.self)
        }
      }
    case .quantized:
      let at = reader.position
      let step = Double(bitPattern: try reader.u64("\(name) quantization step"))
      guard step.isFinite, step > 0 else {
        throw .malformed(offset: at, reason: "quantization step \(step) is not a finite positive number")
      }
      try q.withUnsafeMutableBufferPointer { (q) throws(InkBinaryDecodingError) in
        try IntStream.decode(&reader, count: n, into: q)
      }
      q.withUnsafeBufferPointer { q in
        for i in 0..<n {
          base.storeBytes(of: Double(q[i]) * step, toByteOffset: i * stride, as: Double.self)
        }
      }
    }
  }
}
