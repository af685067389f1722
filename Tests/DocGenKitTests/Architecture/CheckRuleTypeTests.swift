import Foundation
import Testing

/// No check rule is held or compared as text: findings carry a `CheckRuleID`, a baseline entry a `BaselineRule`. This
/// scan of Sources/ refuses a declaration `rule: String` and a rule compared with a string literal or by its prefix.
@Suite struct CheckRuleTypeTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// `file:line: text` of every line under Sources/ that matches `pattern`, comment lines left out.
    static func lines<Output>(matching pattern: Regex<Output>) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(pattern) {
                found.append("\(url.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    @Test func noRuleIsDeclaredAsAString() throws {
        #expect(try Self.lines(matching: /(?:^|[^\w.])rule\s*:\s*String(?!\w)/) == [])
    }

    @Test func noRuleIsComparedWithText() throws {
        #expect(try Self.lines(matching: /(?:^|\W)rule(\.rawValue|\.name)?\s*(?:==|!=)\s*"|(?:^|\W)rule\.(rawValue|name)\.(hasPrefix|hasSuffix|contains)\(/) == [])
    }

    /// The scan finds what it looks for: a line like the ones it refuses, in a file of its own.
    @Test func theScanFindsARuleHeldAsText() throws {
        #expect("    public var rule: String".contains(/(?:^|[^\w.])rule\s*:\s*String(?!\w)/))
        #expect("findings.filter { $0.rule.rawValue.hasPrefix(\"contrast.\") }".contains(/(?:^|\W)rule\.(rawValue|name)\.(hasPrefix|hasSuffix|contains)\(/))
        #expect("if entry.rule == \"apca\" {".contains(/(?:^|\W)rule(\.rawValue|\.name)?\s*(?:==|!=)\s*"/))
    }
}
