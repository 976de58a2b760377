import Testing

@testable import InterchangeCLI

@Test func cliRuns() {
  #expect(Interchange.main(arguments: []) == 0)
}
