import Testing

@testable import InkSVG

@Test func svgDescriptor() {
  #expect(SVGFormat().descriptor.id == "svg")
  #expect(!LibXML2.version.isEmpty)
}
