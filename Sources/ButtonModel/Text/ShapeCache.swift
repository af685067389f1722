import DesignTokens
import DocGenSupport
import Foundation

/// Lines already shaped, by face and text, shared by the threads that check and draw cells: a label is measured
/// for the checks, the layout, the picture and the matrix JSON, in every state and theme of its variant and size,
/// and a label of `label-length` characters takes HarfBuzz a millisecond to shape.
package final class ShapeCache: @unchecked Sendable {
    private struct Key: Hashable {
        var weight: Double
        var text: String
    }

    private let lock = NSLock()
    private var lines: [Key: ShapedLine] = [:]

    /// The cached line, or `make()`'s, stored for the next caller.
    package func line(weight: Double, text: String, make: () -> ShapedLine) -> ShapedLine {
        let key = Key(weight: weight, text: text)
        if let line = lock.withLock({ lines[key] }) { return line }
        let line = make()
        lock.withLock { lines[key] = line }
        return line
    }
}
