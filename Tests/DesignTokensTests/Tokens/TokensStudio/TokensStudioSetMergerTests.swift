import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport

/// The sets of a single-file export merged at once give what merging them one after the other gives.
@Suite struct TokensStudioSetMergerTests {
    private func parse(_ text: String) throws -> JSONValue {
        try #require(try? JSONReader.parse(Array(text.utf8), file: 0).get())
    }

    /// Every key, place and value, for comparing trees (JSONValue is not Equatable).
    private func dump(_ value: JSONValue?) -> String {
        guard let value else { return "nil" }
        let place = "@\(value.line):\(value.column)"
        switch value.content {
        case .object(let members):
            return "{" + members.map { "\($0.key)@\($0.line):\($0.column)=" + dump($0.value) }.joined(separator: ",") + "}" + place
        case .array(let elements): return "[" + elements.map(dump).joined(separator: ",") + "]" + place
        default: return "\(value.content)" + place
        }
    }

    private func sequential(_ values: [JSONValue]) -> JSONValue {
        values.dropFirst().reduce(values[0]) { TokenTreeMerger.merge($0, $1) }
    }

    /// Groups merging member by member, a token replacing a group and a group replacing a token, `$type` replaced,
    /// and the order of first appearance.
    @Test func mergingAtOnceGivesWhatMergingInTurnGives() throws {
        let sets = [
            ##"{"color": {"$type": "color", "a": {"$value": "#000000"}, "g": {"x": {"$value": "#111111"}}}}"##,
            ##"{"size": {"b": {"$value": "4px"}}, "color": {"g": {"$value": "#222222"}, "c": {"$value": "#333333"}}}"##,
            ##"{"color": {"$type": "dimension", "g": {"y": {"$value": "#444444"}}, "a": {"$value": "#555555"}}}"##,
            ##"{"size": "flat", "spacing": {"s": {"$value": "2px"}}}"##,
            ##"{"size": {"c": {"$value": "8px"}}, "spacing": {"s": {"$value": "3px"}, "t": {"$value": "5px"}}}"##,
        ]
        let values = try [parse("{}")] + sets.map(parse)
        for count in 1...values.count {
            let prefix = Array(values.prefix(count))
            #expect(dump(TokensStudioSetMerger.merge(prefix)) == dump(sequential(prefix)), "the first \(count)")
        }
    }

    @Test func twentyThousandSetsMergeIntoOneTree() throws {
        let sets = try (0..<20_000).map { try parse(#"{"group\#($0 % 7)": {"t\#($0)": {"$value": "4px"}}, "t\#($0)": {"$value": "1px"}}"#) }
        let merged: JSONValue? = TokensStudioSetMerger.merge([try parse("{}")] + sets)
        #expect(merged?.members?.count == 20_007)
        #expect(merged?["group3"]?.members?.count == 2_857)
    }
}
