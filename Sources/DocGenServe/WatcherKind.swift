import ButtonModel
import DocGenKit
import Foundation

/// Which watcher the preview starts: the one file that chooses between Linux's inotify and the portable polling
/// watcher (see "Porting to macOS" in docs/architecture.md).
package enum WatcherKind: Sendable, CaseIterable {
    /// `InotifyWatcher` (Linux): the kernel reports each change; where inotify cannot start, it polls instead.
    case inotify
    /// `PollingWatcher`: every file's size, modification time and inode compared at an interval, on any system.
    case polling

    /// inotify on Linux, unless `--poll` asked for polling or `PortableCalls` chooses the fallbacks; polling elsewhere.
    package static func standard(polling: Bool) -> WatcherKind {
        polling || PortableCalls.chosen ? .polling : .inotify
    }

    /// Starts watching `roots`. An inotify watcher that cannot start is replaced by a polling one, and `fellBack`
    /// is told why.
    package func start(_ roots: [WatchRoot], interval: Double, fellBack: (WatchError) -> Void) -> any FileWatcher {
        #if os(Linux)
        if self == .inotify {
            do throws(WatchError) {
                return try InotifyWatcher(roots: roots)
            } catch {
                fellBack(error)
            }
        }
        #endif
        return PollingWatcher(roots: roots, interval: interval)
    }
}
