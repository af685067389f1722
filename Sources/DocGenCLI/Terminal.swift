import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation

/// Writing to standard output and standard error.
enum Terminal {
    /// `text` on standard output, ending with exactly one newline.
    static func out(_ text: String) {
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    }

    /// `text` on standard output as it is, without a newline added (a JSON document or a table that ends with one).
    static func write(_ text: String) {
        print(text, terminator: "")
    }

    /// A line on standard output at once, unbuffered, also into a pipe: one per rebuild, as it happens.
    static func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// `text` on standard error, ending with a newline.
    static func error(_ text: String) {
        var line = text
        if !line.hasSuffix("\n") { line += "\n" }
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// `text` and a newline on standard error, whatever `text` ends with (`docgen tokens` prints its problems so).
    static func errorLine(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Diagnostics on standard error, through the one cap every command prints them with: the first
    /// `DiagnosticCap.perCode` of each code in full, then one line counting the rest of that code, ending with `more`
    /// (how to see them) where the command has a way.
    static func diagnostics(_ list: [Diagnostic], more: String? = nil) {
        let cap = DiagnosticCap(list)
        for diagnostic in cap.shown { errorLine(diagnostic.description) }
        for line in cap.omissionLines { errorLine(line + (more.map { ": " + $0 + "." } ?? "")) }
    }

    /// The diagnostics on standard error (capped per code), then a count.
    static func report(_ error: InvalidInputError, written: Bool = true) {
        diagnostics(error.diagnostics)
        let count = error.diagnostics.count
        Terminal.error("docgen: \(count) error\(count == 1 ? "" : "s")" + (written ? "; nothing was written." : "."))
    }
}
