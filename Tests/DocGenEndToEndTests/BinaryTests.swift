import Testing
import Foundation

@Suite struct BinaryTests {
    @Test func placeholder() {}
}
