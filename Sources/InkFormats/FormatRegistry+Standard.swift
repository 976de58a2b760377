import InkBinary
import InkInterchange
import InkJSON

extension FormatRegistry {
  /// The built-in formats: `json` (InkJSON) and `ink` (InkBinary). Every built-in is registered
  /// here and nowhere else.
  public static var standard: FormatRegistry {
    var registry = FormatRegistry()
    // The built-in ids are distinct, so registration cannot fail.
    try! registry.register(JSONFormat())
    try! registry.register(InkBinaryFormat())
    return registry
  }
}
