import DocGenKit
import Foundation

/// Writing to standard output and standard error.
enum Terminal {
    static func out(_ text: String) {
        print(text)
    }

    static func error(_ text: String) {
        var line = text
        if !line.hasSuffix("\n") { line += "\n" }
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Every diagnostic on standard error, then a count.
    static func report(_ error: InvalidInputError) {
        for diagnostic in error.diagnostics { Terminal.error(diagnostic.description) }
        let count = error.diagnostics.count
        Terminal.error("docgen: \(count) error\(count == 1 ? "" : "s"); nothing was written.")
    }
}

/// docgen's exit statuses.
enum ExitStatus {
    /// `--strict` and a check failed, or `docgen check` found an error.
    static let checksFailed: Int32 = 1
    /// The input is invalid.
    static let invalidInput: Int32 = 2
}
