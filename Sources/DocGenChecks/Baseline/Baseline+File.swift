import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

extension Baseline {
    /// Writes `json()` to `path` atomically: a new file renamed over the old one, so that a link at `path` is replaced
    /// rather than followed and a reader never sees half a baseline.
    public func write(to path: String) throws(Diagnostic) {
        do {
            try Data(json().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Diagnostic(location: SourceLocation(file: path), code: "baseline.write",
                             message: "The baseline cannot be written to \(path): \(error.localizedDescription).",
                             hint: "Name a file in a folder that exists and can be written.")
        }
    }
}
