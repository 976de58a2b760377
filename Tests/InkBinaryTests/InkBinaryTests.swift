import Testing

@testable import InkBinary

@Test func InkBinaryDescriptor() {
  #expect(!InkBinaryFormat().descriptor.id.isEmpty)
}
