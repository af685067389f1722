import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit

/// What the overlay says after a worker crashed: the signal, what it usually means, and the file whose change the
/// crashed rebuild was taking (the first build, or no build at all).
struct CrashReport {
    var signal: String
    /// The changed files the rebuild was about (absolute paths); empty in the first build, `nil` outside any build.
    var changed: [String]?
    var contentDirectory: String

    var diagnostic: Diagnostic {
        let changed = self.changed ?? []
        let place = changed.first ?? contentDirectory
        let after = changed.isEmpty ? "" : " after a change to \(changed.count == 1 ? changed[0] : "\(changed.count) files")"
        let what = self.changed == nil ? "The preview" : changed.isEmpty ? "The first build" : "The rebuild"
        return Diagnostic(
            location: SourceLocation(file: place), code: "serve.crash",
            message: "\(what) crashed (\(signal): \(SignalName.meaning(of: signal)))\(after). docgen serve restarted; "
                + "this page is the last good build, and the site is built again at the next change.",
            hint: "Undo or fix that change and save; `docgen build` runs the same input on its own.")
    }
}
