/// Tiny helpers to write JSON text by hand, deterministically (keys in the order written).
enum JSONText {
  /// A JSON string literal, escaped.
  static func string(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// A JSON number (shortest form that reads back exactly), or `null` when not finite.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// A JSON object from key/value pairs whose values are already JSON text.
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }

  /// A JSON array of values that are already JSON text.
  static func array(_ elements: [String]) -> String {
    "[" + elements.joined(separator: ",") + "]"
  }
}
