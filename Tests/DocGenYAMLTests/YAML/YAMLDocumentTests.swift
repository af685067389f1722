import Testing
@testable import DocGenSupport
import DocGenYAML

/// `YAMLDocument`, the one reader of YAML text: places, limits, syntax errors and what scalars mean.
@Suite struct YAMLDocumentTests {
    @Test func nodesKeepTheirLineAndColumn() throws {
        let root = try #require(try YAMLDocument.compose("name: Acme\ntokens:\n  files: [a.json, b.json]\n").get())
        let pairs = try #require(root.mapping)
        #expect(pairs.map { $0.key.string } == ["name", "tokens"])
        #expect((pairs[1].key.line, pairs[1].key.column) == (2, 1))
        let files = try #require(pairs[1].value.mapping?.first?.value.sequence)
        #expect(files.map(\.string) == ["a.json", "b.json"])
        #expect(files.map(\.column) == [11, 19])
        #expect(files[1].location(in: "system.yaml").description.hasPrefix("system.yaml:3:19"))
    }

    @Test func anEmptyDocumentIsNoNode() throws {
        #expect(try YAMLDocument.compose("# nothing\n").get() == nil)
        #expect(try YAMLDocument.compose("").get() == nil)
    }

    @Test func aSyntaxErrorHasItsPlace() {
        guard case .failure(.syntax(let problem, let line, let column)) = YAMLDocument.compose("a: [1, 2\nb: c\n") else {
            Issue.record("an unclosed flow list is a syntax error")
            return
        }
        #expect(line == 2, "libyaml finds the missing `]` at `b:`, on line 2")
        #expect(column != nil)
        #expect(!problem.isEmpty)
        #expect(!problem.contains("line 2"), "the place is in line and column, not in the words")
    }

    /// The "billion laughs" shape: each level repeats the one below through aliases; the tree is refused before
    /// it is expanded.
    @Test func aliasesThatMultiplyAreRefusedBeforeExpanding() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 { yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        guard case .failure(.limit(let name, _, _)) = YAMLDocument.compose(yaml) else {
            Issue.record("a tree of 10^9 values goes past yaml-nodes")
            return
        }
        #expect(name == .yamlNodes)
    }

    /// YAML 1.1 as Yams's constructors read it (yaml.org/type/bool.html, float.html, null.html).
    @Test func scalarsMeanWhatYAMLSays() throws {
        let root = try #require(try YAMLDocument.compose("a: yes\nb: 'yes'\nc: 1_000\nd: .inf\ne: ~\nf: '~'\ng: !!str true\n").get())
        let values = try #require(root.mapping).map(\.value)
        #expect(values[0].bool == true)
        #expect(values[1].scalar?.style == .singleQuoted)
        #expect(values[2].float == 1000)
        #expect(values[2].scalar?.int == 1000)
        #expect(values[3].float == .infinity)
        #expect(values[4].scalar?.isNull == true)
        #expect(values[5].scalar?.isNull == false)
        #expect(values[6].bool == nil)
        #expect(values[6].string == "true")
    }
}
