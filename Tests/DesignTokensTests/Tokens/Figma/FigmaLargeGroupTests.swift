import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// A Figma Variables export whose variables all sit in one group: the tree finds a group's child by its name in a
/// dictionary, so 120,000 siblings cost 120,000 look-ups, not 7 billion comparisons.
@Suite struct FigmaLargeGroupTests {
    @Test func oneHundredTwentyThousandSiblingsAreQuick() throws {
        let count = 120_000
        var tree = FigmaTokenTree()
        var json: JSONValue?
        let elapsed = secondsTaken {
            for index in 0..<count { tree.insert(JSONValue(.number(Double(index))), at: ["size", "v\(index)"]) }
            tree.insert(JSONValue(.number(-1)), at: ["size", "v7"])
            json = tree.json(at: JSONValue(.null))
        }
        let group = try #require(json?["size"]?.members)
        #expect(group.count == count)
        #expect(group.prefix(3).map(\.key) == ["v0", "v1", "v2"], "kept in the order placed")
        #expect(json?["size"]?["v7"]?.number == -1, "a second token at a path replaces the first")
        #expect(elapsed < 5, "took \(elapsed) s")
    }

    /// The whole export read as tokens: 120,000 FLOAT variables in one collection and one group.
    @Test func anExportOfOneHundredTwentyThousandVariablesInOneGroupLoads() throws {
        let count = 120_000
        var variables: [String] = []
        variables.reserveCapacity(count)
        for index in 0..<count {
            variables.append(#""V:\#(index)": {"id": "V:\#(index)", "name": "space/s\#(index)", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "valuesByMode": {"1:0": \#(index)}}"#)
        }
        let export = #"{"meta": {"variableCollections": {"C:1": {"id": "C:1", "name": "Spacing", "defaultModeId": "1:0", "modes": [{"modeId": "1:0", "name": "Default"}]}}, "variables": {"#
            + variables.joined(separator: ",\n") + "}}}"
        var loaded: (TokenLoadResult, TemporaryDirectory)?
        let elapsed = try secondsTaken { loaded = try TokenFixtures.load(json: export) }
        let result = try #require(loaded?.0)
        #expect(result.errorCodes == [])
        #expect(result.only.tokens.count == count)
        #expect(elapsed < 60, "took \(elapsed) s")
    }
}
