import ButtonModel
import Foundation

/// How a finished site takes the place of the previous one: the one file that chooses between Linux's exchange and
/// the portable renames (see "Porting to macOS" in docs/architecture.md).
package enum SiteSwap: Sendable, CaseIterable {
    /// One `renameat2(RENAME_EXCHANGE)` call (Linux, through `AtomicRename`): readers see the previous site or the new
    /// one, never neither. Where the file system cannot exchange, it swaps as `renames` does.
    case exchange
    /// Renames any POSIX system has: the previous site renamed aside, the new one renamed in, the previous one removed.
    /// Between the two renames the destination is missing for a moment; if the second fails, the previous site is
    /// renamed back.
    case renames

    /// Linux's exchange on Linux, unless `PortableCalls` chooses the fallbacks; the renames elsewhere.
    package static var standard: SiteSwap { PortableCalls.chosen ? .renames : .exchange }

    /// Puts the folder `staging` in the place of `target` (a folder, or nothing yet) and removes the previous site.
    /// When it throws, `target` holds the previous site as it was.
    package func swap(_ staging: URL, into target: URL) throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: target.path) else {
            try fileManager.moveItem(at: staging, to: target)
            return
        }
        if self == .exchange, AtomicRename.exchange(staging.path, target.path) {
            try fileManager.removeItem(at: staging)  // now holds the previous site
            return
        }
        let previous = staging.deletingLastPathComponent().appendingPathComponent(staging.lastPathComponent + "-previous")
        try? fileManager.removeItem(at: previous)
        try fileManager.moveItem(at: target, to: previous)
        do {
            try fileManager.moveItem(at: staging, to: target)
        } catch {
            try? fileManager.moveItem(at: previous, to: target)
            throw error
        }
        try? fileManager.removeItem(at: previous)
    }
}
