import CLibXML2

/// The one file that talks to libxml2 (placeholder).
enum LibXML2 {
  static var version: String { String(cString: inkxml_version()) }
}
