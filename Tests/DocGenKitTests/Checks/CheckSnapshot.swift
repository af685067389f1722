import Foundation
import Testing

/// Compares generated text with `Fixtures/checks/<name>`; with `DOCGEN_RECORD_SNAPSHOTS=1` in the
/// environment, writes the text there instead (in the source tree, not the copied bundle).
enum CheckSnapshot {
    static func assertMatches(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if ProcessInfo.processInfo.environment["DOCGEN_RECORD_SNAPSHOTS"] == "1" {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Fixtures/checks")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? actual.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            return
        }
        guard let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
              let expected = try? String(contentsOf: fixtures.appendingPathComponent("checks/\(name)"), encoding: .utf8) else {
            Issue.record("No snapshot Fixtures/checks/\(name); run with DOCGEN_RECORD_SNAPSHOTS=1 to record it.",
                         sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            Issue.record("\(name) differs from its snapshot:\n\(lineDiff(expected: expected, actual: actual))",
                         sourceLocation: sourceLocation)
        }
    }

    /// The lines that differ, `-` expected and `+` actual, with their line numbers.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let left = index < old.count ? String(old[index]) : nil
            let right = index < new.count ? String(new[index]) : nil
            if left != right {
                if let left { lines.append("\(index + 1) - \(left)") }
                if let right { lines.append("\(index + 1) + \(right)") }
            }
        }
        return lines.joined(separator: "\n")
    }
}
