/// The ink a stroke is drawn with: a type and a colour, as PencilKit's `PKInk`.
public struct Ink: Sendable, Hashable {
  /// The kind of ink. PencilKit's types are static members; any other identifier is kept as is, so
  /// inks from newer or foreign tools survive a round trip.
  public struct InkType: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The identifier, e.g. `"pen"`.
    public var rawValue: String

    /// Creates an ink type from its identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A custom ink type we don't know, kept by its identifier.
    public static func custom(_ identifier: String) -> InkType { InkType(rawValue: identifier) }

    public static let pen = InkType(rawValue: "pen")
    public static let pencil = InkType(rawValue: "pencil")
    public static let marker = InkType(rawValue: "marker")
    public static let monoline = InkType(rawValue: "monoline")
    public static let fountainPen = InkType(rawValue: "fountainPen")
    public static let watercolor = InkType(rawValue: "watercolor")
    public static let crayon = InkType(rawValue: "crayon")
    public static let reed = InkType(rawValue: "reed")

    /// PencilKit's ink types, in PencilKit's order.
    public static let builtIn: [InkType] = [
      .pen, .pencil, .marker, .monoline, .fountainPen, .watercolor, .crayon, .reed,
    ]

    /// `true` for one of ``builtIn``.
    public var isBuiltIn: Bool { Self.builtIn.contains(self) }

    public var description: String { rawValue }
  }

  /// The kind of ink.
  public var inkType: InkType
  /// The ink's colour.
  public var color: InkColor

  /// Creates an ink.
  ///
  /// - Parameters:
  ///   - inkType: The kind of ink.
  ///   - color: The ink's colour. Default opaque black.
  public init(inkType: InkType, color: InkColor = .black) {
    self.inkType = inkType
    self.color = color
  }

  /// Creates an ink (PencilKit's unlabelled form).
  public init(_ inkType: InkType, color: InkColor = .black) {
    self.init(inkType: inkType, color: color)
  }
}
