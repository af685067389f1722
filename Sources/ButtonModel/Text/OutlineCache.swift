import DesignTokens
import DocGenSupport
import Foundation

/// Glyph outlines already turned into SVG path data, shared by the threads that draw cells.
package final class OutlineCache: @unchecked Sendable {
    private struct Key: Hashable {
        var weight: Int
        var glyph: UInt32
        var scale: Double
    }

    private let lock = NSLock()
    private var paths: [Key: String] = [:]

    /// The cached path data, or `make()`'s, stored for the next caller.
    package func pathData(weight: Int, glyph: UInt32, scale: Double, make: () -> String) -> String {
        let key = Key(weight: weight, glyph: glyph, scale: scale)
        if let data = lock.withLock({ paths[key] }) { return data }
        let data = make()
        lock.withLock { paths[key] = data }
        return data
    }
}
