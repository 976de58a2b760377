import InkFormats
import InkInterchange

/// The `interchange` command line: placeholder until the CLI issue lands.
public enum Interchange {
  /// Runs the command line and returns the exit status.
  public static func main(
    arguments: [String], registry: FormatRegistry = .standard
  ) -> Int32 {
    0
  }
}
