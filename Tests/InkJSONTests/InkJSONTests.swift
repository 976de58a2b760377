import Testing

@testable import InkJSON

@Test func InkJSONDescriptor() {
  #expect(!JSONFormat().descriptor.id.isEmpty)
}
