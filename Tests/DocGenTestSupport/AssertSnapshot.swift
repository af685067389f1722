import Foundation
import Testing

/// Compares `actual` with `Tests/DocGenTestSupport/Snapshots/<name>` (a name may hold folders: `svg/…`, `checks/…`),
/// read from the source tree. With `DOCGEN_RECORD_SNAPSHOTS=1` in the environment it writes the file instead. A
/// mismatch records the first differing lines as a line diff. Every generated-output test compares through this one.
package func assertSnapshot(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["DOCGEN_RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("could not record snapshot \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no snapshot \(name); run with DOCGEN_RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    guard expected != actual else { return }
    let diff = lineDiff(expected: expected, actual: actual)
    Issue.record("snapshot \(name) differs (re-record with DOCGEN_RECORD_SNAPSHOTS=1):\n\(diff)", sourceLocation: sourceLocation)
}

/// The differing lines, `-` expected and `+` actual, with line numbers; at most 40 lines.
package func lineDiff(expected: String, actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    var out: [String] = []
    for index in 0..<max(old.count, new.count) where out.count < 40 {
        let before = index < old.count ? old[index] : nil
        let after = index < new.count ? new[index] : nil
        guard before != after else { continue }
        if let before { out.append("\(index + 1) - \(before)") }
        if let after { out.append("\(index + 1) + \(after)") }
    }
    return out.joined(separator: "\n")
}
