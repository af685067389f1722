import DocGenKit

/// What the overlay says after a worker crashed: the signal, what it usually means, and the file whose change the
/// crashed rebuild was taking.
struct CrashReport {
    var signal: String
    /// The changed files the rebuild was about (absolute paths); empty when the crash was not in a rebuild.
    var changed: [String]
    var contentDirectory: String

    var diagnostic: Diagnostic {
        let place = changed.first ?? contentDirectory
        let after = changed.isEmpty ? "" : " after a change to \(changed.count == 1 ? changed[0] : "\(changed.count) files")"
        return Diagnostic(
            location: SourceLocation(file: place), code: "serve.crash",
            message: "The rebuild crashed (\(signal): \(SignalName.meaning(of: signal)))\(after). docgen serve restarted; "
                + "this page is the last good build, and the site is built again at the next change.",
            hint: "Undo or fix that change and save; `docgen build` runs the same input on its own.")
    }
}
