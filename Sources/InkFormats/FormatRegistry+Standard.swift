import InkBinary
import InkInterchange
import InkJSON
import InkSVG

extension FormatRegistry {
  /// The built-in formats, in this order: `json` (InkJSON, the lossless hub), `ink` (InkBinary)
  /// and `svg` (InkSVG). Every built-in is registered here and nowhere else; the order is the
  /// order in which importers are asked to sniff an input whose format is not given.
  public static var standard: FormatRegistry {
    var registry = FormatRegistry()
    // The built-in ids are distinct, so registration cannot fail.
    try! registry.register(JSONFormat())
    try! registry.register(InkBinaryFormat())
    try! registry.register(SVGFormat())
    return registry
  }
}
