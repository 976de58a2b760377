/// An RGBA colour with components in `0...1`, in sRGB, not premultiplied.
public struct InkColor: Sendable, Hashable {
  /// Red component, `0...1`.
  public var red: Double
  /// Green component, `0...1`.
  public var green: Double
  /// Blue component, `0...1`.
  public var blue: Double
  /// Alpha (opacity) component, `0...1`.
  public var alpha: Double

  /// Creates a colour from its components.
  ///
  /// - Parameters:
  ///   - red: Red, `0...1`.
  ///   - green: Green, `0...1`.
  ///   - blue: Blue, `0...1`.
  ///   - alpha: Alpha, `0...1`. Default 1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Opaque black.
  public static let black = InkColor(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = InkColor(red: 1, green: 1, blue: 1)

  /// `true` when every component is finite.
  public var isFinite: Bool {
    red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
  }
}
