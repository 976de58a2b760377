import InkInterchange

/// The drawings this package ships, converted to `.ink` at build time by InkInterchange's
/// build-tool plugin (see `ink-convert.json`), loaded by name.
public enum SampleDrawings {
  /// The resource names of every drawing, sorted (`arrow-left.ink`, `flourish.ink`,
  /// `note-bezier.ink`).
  public static var names: [String] { Drawings.all }

  /// The flourish, converted from `Drawings/flourish.svg`.
  ///
  /// - Throws: When the resource is missing or does not decode.
  public static func flourish() throws -> Drawing { try Drawings.drawing(Drawings.flourish) }

  /// The arrow, converted from `Drawings/Arrows/arrow-left.svg` (a drawing in a subfolder).
  ///
  /// - Throws: When the resource is missing or does not decode.
  public static func arrow() throws -> Drawing { try Drawings.drawing(Drawings.arrowLeft) }

  /// A drawing by resource name.
  ///
  /// - Parameter name: One of ``names``.
  /// - Returns: The decoded drawing.
  /// - Throws: When the resource is missing or does not decode.
  public static func drawing(named name: String) throws -> Drawing { try Drawings.drawing(name) }
}
