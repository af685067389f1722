import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

/// The notes one build's cache gathers while steps run, some on several threads at once: each record or archive it
/// set aside, said once.
package final class CacheNotes: @unchecked Sendable {
    private let lock = NSLock()
    private var notes: [Diagnostic] = []

    package func add(_ note: Diagnostic) {
        lock.withLock { if !notes.contains(note) { notes.append(note) } }
    }

    /// Every note, in the order they came.
    package var all: [Diagnostic] { lock.withLock { notes } }
}
