import Foundation
import InkInterchange
import InkTestSupport
import Testing

@testable import InkSVG

@Suite("SVG nested viewports")
struct SVGViewportTests {
  @Test("Content beyond a clipping nested viewport is imported unclipped, with a warning")
  func unclippedOverflowWarns() throws {
    let r = try SVGTestSupport.resolve(
      """
      <svg xmlns="http://www.w3.org/2000/svg" stroke="black" width="200" height="200">
      <svg x="10" y="10" width="20" height="20"><line x2="30"/></svg>
      <svg width="20" height="20"><line x2="20" y1="5" y2="5"/></svg>
      <svg width="20" height="20" overflow="visible"><line x2="30"/></svg>
      <svg width="20" height="20" style="overflow: auto"><line x2="30"/></svg>
      <svg width="10" height="10" viewBox="0 0 100 100"><line x2="150"/></svg>
      <symbol id="s" width="10" height="10" viewBox="0 0 10 10"><line x2="20"/></symbol>
      <use href="#s" width="10" height="10"/><use href="#s" x="5" width="10" height="10"/>
      <svg width="50" height="50" overflow="hidden">
      <svg width="100" height="10" overflow="visible"><line x2="80"/></svg></svg>
      <g transform="rotate(90) scale(2)"><svg width="20" height="20"><line x2="10" y1="1" y2="1"/></svg></g>
      <svg width="20" height="20" overflow="scroll"><svg overflow="inherit"><line x2="30"/></svg></svg>
      </svg>
      """)
    #expect(r.shapes.count == 10)
    let warnings = r.diagnostics.filter { $0.message.contains("not clipped") }
    #expect(warnings.map(\.location) == [.line(2), .line(6), .line(7), .line(9), .line(12)])
    #expect(
      warnings.first?.message
        == "<svg>: content beyond the viewport is not clipped (overflow clipping is not supported), "
        + "e.g. the <line> on line 2")
  }
}
