import Testing
@testable import DesignTokens
@testable import DocGenSupport

/// "Did you mean" for thousands of references to missing tokens (Figma's Simple Design System once gave 168 of
/// them among 337 tokens, and the suggestions took most of the 2.6 s of `docgen tokens`): the answers are those of
/// a plain Levenshtein search over every name, and the work is counted, not timed: each distinct missing name is
/// searched once, a search offers only names of a plausible length, and few of those reach a distance table.
@Suite struct NameSuggestionScaleTests {
    /// 2,000 names in five groups, 18 to 40 bytes long.
    static let names: [String] = {
        let groups = ["color.background", "color.border.default", "size.space", "typography.body.font-weight", "effect.shadow.drop"]
        return (0..<2_000).map { "\(groups[$0 % 5]).step-\($0 / 5)" }
    }()

    /// 60 distinct missing names: 50 misspellings of names (a Figma-style variable name, a dropped byte, two
    /// bytes swapped) and 10 names close to none.
    static let missing: [String] = (0..<50).map { index -> String in
        let name = names[index * 37]
        switch index % 3 {
        case 0: return name.replacingOccurrences(of: "step-", with: "Step ")
        case 1: return String(name.dropFirst())
        default: return name.replacingOccurrences(of: "step-", with: "stpe-")
        }
    } + (0..<10).map { "zz.unrelated.\($0)" }

    /// 6,000 references, each missing name a hundred times.
    static let references: [String] = (0..<100).flatMap { _ in missing }

    static func naiveDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var diagonal = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }

    /// The rule without any shortcut: the smallest distance within a third of the name's length (at least 2), ties
    /// to the alphabetically first.
    static func naiveClosest(_ name: String) -> String? {
        let target = Array(name.utf8), limit = max(2, target.count / 3)
        return names.map { (naiveDistance(target, Array($0.utf8)), $0) }.filter { $0.0 <= limit }.min { $0 < $1 }?.1
    }

    static let expected: [String: String?] = Dictionary(uniqueKeysWithValues: missing.map { ($0, naiveClosest($0)) })

    @Test func theAnswersAreThoseOfAPlainSearch() {
        var index = NameSuggestion.Index(Self.names)
        for name in Self.missing {
            #expect(index.closest(to: name) == Self.expected[name]!, "\(name)")
            #expect(NameSuggestion.closest(to: name, among: Self.names) == Self.expected[name]!, "\(name)")
        }
        #expect(Self.expected.values.compactMap { $0 }.count == 50, "every misspelling has its name")
    }

    @Test func eachDistinctMissingNameIsSearchedOnce() {
        var index = NameSuggestion.Index(Self.names)
        for name in Self.missing { _ = index.closest(to: name) }
        let firstRound = index.work
        for name in Self.references { #expect(index.closest(to: name) == Self.expected[name]!) }
        #expect(index.work == firstRound)
    }

    @Test func aSearchOffersOnlyNamesOfAPlausibleLengthAndComputesFewDistances() {
        var index = NameSuggestion.Index(Self.names)
        for name in Self.missing { _ = index.closest(to: name) }
        // A search without the shortcuts would offer every name and fill a whole table for each.
        let everyName = Self.missing.count * Self.names.count
        let everyCell = Self.missing.reduce(0) { total, name in total + Self.names.reduce(0) { $0 + name.utf8.count * $1.utf8.count } }
        // Measured: 6,302 distances (of 120,000 pairs) and 947,690 cells (of 78,997,900): the names here differ in
        // a few bytes only, the hardest case for the bag filter.
        #expect(index.work.candidates < everyName / 2, "\(index.work)")
        #expect(index.work.distances < everyName / 10, "\(index.work)")
        #expect(index.work.cells < everyCell / 50, "\(index.work)")
    }

    @Test func thousandsOfMissingReferencesInOneFileGetTheRightHints() throws {
        var files = InMemoryFileSource(base: "/virtual")
        // A name with a space inside braces is no reference (`ReferenceText`): those are left out here.
        let references = Self.references.filter { !$0.contains(" ") }
        files.write(Self.nested(Self.names.map { ($0, "1") } + references.enumerated().map { ("ref.r\($0.offset)", "\"{\($0.element)}\"") }),
                    atPath: "tokens.json")
        let result = TokenLoader(files: files).load(files: ["tokens.json"], resolver: nil)
        let unknown = result.diagnostics.filter { $0.code == "tokens.unknown-reference" }
        #expect(unknown.count == references.count && references.count == 4_300)
        for diagnostic in unknown {
            let name = try #require(Self.missing.first { diagnostic.message == "reference to {\($0)}, which does not exist" }, Comment(rawValue: diagnostic.message))
            let hint = Self.expected[name]!.map { "did you mean \($0)?" } ?? "check the spelling, or add the token to one of the files loaded for this theme"
            #expect(diagnostic.hint == hint)
        }
    }

    /// A DTCG file of number tokens, each dotted name a path of groups.
    static func nested(_ members: [(name: String, value: String)]) -> String {
        final class Node {
            var order: [String] = []
            var children: [String: Node] = [:]
            var value: String?
        }
        let root = Node()
        for (name, value) in members {
            var node = root
            for segment in name.split(separator: ".").map(String.init) {
                if let found = node.children[segment] { node = found; continue }
                let child = Node()
                node.children[segment] = child
                node.order.append(segment)
                node = child
            }
            node.value = value
        }
        func text(_ node: Node) -> String {
            if let value = node.value { return #"{"$type": "number", "$value": \#(value)}"# }
            return "{" + node.order.map { "\"\($0)\": " + text(node.children[$0]!) }.joined(separator: ", ") + "}"
        }
        return text(root)
    }
}
