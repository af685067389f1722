import ButtonModel
import Foundation

/// Whether docgen takes its portable fallbacks for the calls only Linux has: the site swap (`SiteSwap`), the flush
/// before it (`DiskFlush`) and the preview's watcher (DocGenServe's `WatcherKind`). Other platforms always take them;
/// on Linux, setting `DOCGEN_PORTABLE_CALLS=1` does, so that any test (or the whole suite) runs the path a macOS
/// build would run.
package enum PortableCalls {
    /// The environment variable that chooses the fallbacks on Linux.
    package static let variable = "DOCGEN_PORTABLE_CALLS"

    /// Whether this process takes the fallbacks.
    package static var chosen: Bool { chosen(in: ProcessInfo.processInfo.environment) }

    /// Whether a process with `environment` takes the fallbacks: any value of the variable but empty or `0` chooses
    /// them on Linux; elsewhere they are the only path.
    package static func chosen(in environment: [String: String]) -> Bool {
        #if os(Linux)
        guard let value = environment[variable] else { return false }
        return !value.isEmpty && value != "0"
        #else
        return true
        #endif
    }
}
