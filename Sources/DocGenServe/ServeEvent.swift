import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit

/// What the preview server reports to the terminal.
public enum ServeEvent: Sendable {
    /// The first build succeeded.
    case built(pages: Int, files: Int, seconds: Double)
    /// A rebuild succeeded: what it redid, its time and its steps' times, how many site files changed, and the
    /// time from the first change seen to the event sent to the pages (`nil` when no event was needed).
    case rebuilt(scope: String, seconds: Double, steps: [StepTime], changedFiles: Int, event: String?, latency: Double?)
    /// A build failed: the previous site is still served, and the pages show these errors.
    case failed([Diagnostic])
    case warning(Diagnostic)
    /// A worker restarted after the previous one died of `signal` serves the last good site (`files` files, none
    /// when no build had succeeded) and builds again at the next change.
    case restored(signal: String, files: Int)
    /// The watcher could not start with inotify and lists the folders instead.
    case watchingByPolling(reason: String)
}
