import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

@Suite struct TokenGroupTests {
    /// Format module, "Root Tokens in Groups": {color.accent.$root} is the root token; {color.accent} names a group.
    @Test func rootTokens() {
        let result = TokenFixtures.load(["spec/format-groups-root.tokens.json"])
        #expect(result.hex("color.accent.$root") == "#dd0000")
        #expect(result.hex("color.link") == "#dd0000")
        #expect(result.only["color.link"]?.aliases == ["color.accent.$root"])
        #expect(result.errorCodes == ["tokens.unknown-reference"])
        #expect(result.diagnostics.first?.location.path == "color.wrong")
    }

    /// Format module, "Group type inheritance": the group's $type reaches nested tokens; "string" is not a type
    /// the format defines, but published token sets use it: a warning, and the value kept as written.
    @Test func typeInheritance() {
        let result = TokenFixtures.load(["spec/format-groups-type-inheritance.tokens.json"])
        #expect(result.hex("color.semantic.success") == "#00cc66")
        #expect(result.only["color.primary"]?.type == .color)
        #expect(result.errorCodes == [])
        #expect(result.diagnostics.map(\.code) == ["tokens.nonstandard"])
        #expect(result.diagnostics.first?.message == "$type \"string\" is not a type the format defines; read as an opaque value, shown as written and used by no check")
        #expect(result.only["color.semantic.warning"]?.value == .opaque("\"amber\""))
    }

    /// A $type that neither the format nor any tool docgen knows defines is kept as an opaque value of that name
    /// (issue 22: "a type outside the table is kept as an opaque value of that name"), with a warning whose hint
    /// names the closest type the format defines, since such a name is often a misspelling.
    @Test func aTypeNobodyDefinesIsKeptOpaqueWithAWarning() throws {
        let (result, _) = try TokenFixtures.load(json: ##"{"a": {"$type": "colour", "$value": "#fff"}}"##)
        #expect(result.errorCodes == [])
        #expect(result.diagnostics.map(\.code) == ["tokens.nonstandard"])
        #expect(result.diagnostics.first?.message.hasPrefix("$type \"colour\" is not a type the format or any tool docgen knows defines") == true)
        #expect(result.diagnostics.first?.hint?.contains("if \"color\" was meant, write it") == true)
        #expect(result.only["a"]?.type == .other("colour"))
        #expect(result.only["a"]?.value == .opaque("\"#fff\""))
    }

    /// Format module, "Extending Groups", multi-level override example: color overridden, spacing inherited, border added.
    @Test func extendsMergesTheBaseGroupUnderTheLocalOne() {
        let result = TokenFixtures.load(["spec/format-groups-extends.tokens.json"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.hex("extended.color") == "#e60d00")
        #expect(result.only["extended.spacing"]?.value == .dimension(Dimension(16)))
        #expect(result.only["extended.border"]?.value["color"]?.color?.hex == "#e60d00")
        #expect(result.hex("base.color") == "#0033cc")
    }

    /// Format module, "Circular Reference Prevention": groupA and groupB extend each other.
    @Test func circularExtendsIsAnError() {
        let result = TokenFixtures.load(["spec/format-groups-extends-circular.tokens.json"])
        #expect(result.errorCodes.allSatisfy { $0 == "tokens.invalid-extends" } && !result.errorCodes.isEmpty, "\(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.message.contains("circular extension") })
    }

    @Test func extendsMustNameAGroup() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"t": {"$type": "number", "$value": 1}, "g": {"$extends": "{t}"}, "h": {"$extends": "{nothing}"}}
            """)
        #expect(result.diagnostics.map(\.message) == ["invalid $extends: t is a token; $extends must name a group",
                                                      "invalid $extends: no group named nothing"])
    }

    /// Format module, "Naming": names must not begin with $ nor contain {, } or . A dot alone is read as Style
    /// Dictionary reads it, the names joined with dots, with a warning (an error under --strict-format).
    @Test func namesThatBreakTheRules() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"$type": "number",
             "$custom": {"$value": 1},
             "a.b": {"$value": 2},
             "c{d}": {"$value": 3},
             "ok": {"$value": 4}}
            """)
        #expect(result.errorCodes == ["tokens.invalid-name", "tokens.invalid-name"])
        #expect(result.diagnostics.map(\.location.line) == [2, 3, 4])
        #expect(result.diagnostics[1].code == "tokens.nonstandard")
        #expect(result.diagnostics[1].message.hasPrefix("the name \"a.b\" holds a dot, which the format forbids in names"))
        #expect(result.only.tokens.keys.map(\.description).sorted() == ["a.b", "ok"])
    }

    @Test func aTokenCannotHoldChildren() throws {
        let (result, _) = try TokenFixtures.load(json: "{\"t\": {\"$type\": \"number\", \"$value\": 1, \"child\": {\"$value\": 2}}}")
        #expect(result.errorCodes == ["tokens.invalid-structure"])
    }

    /// A value whose type is open (a percentage: a number or a length) with no type anywhere; a JSON number now
    /// reads as a number with a warning (issue 22; `UntypedTokenTests`).
    @Test func tokensWithoutAnyTypeAreReported() throws {
        let (result, _) = try TokenFixtures.load(json: "{\"t\": {\"$value\": \"50%\"}}")
        #expect(result.errorCodes == ["tokens.missing-type"])
    }

    /// `$extensions` is kept as canonical JSON (sorted keys) and never dropped.
    @Test func extensionsArePassedThrough() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"t": {"$type": "number", "$value": 1, "$extensions": {"org.b": [1, "x"], "org.a": {"z": null, "y": true}}}}
            """)
        #expect(result.only["t"]?.extensions == "{\"org.a\":{\"y\":true,\"z\":null},\"org.b\":[1,\"x\"]}")
    }

    /// Files listed without a resolver merge in order: a later file's token replaces the earlier one whole, and a
    /// different value is never replaced silently (issue 21): a `tokens.conflicting-definitions` warning names it.
    @Test func laterFilesOverrideEarlierOnes() throws {
        let (result, directory) = try TokenFixtures.load(json: """
            {"color": {"$type": "color", "a": {"$value": "#111111", "$description": "first"}, "b": {"$value": "#222222"}}}
            """, """
            {"color": {"a": {"$value": "#333333"}, "c": {"$value": "{color.a}"}}}
            """)
        #expect(result.diagnostics.map(\.code) == ["tokens.conflicting-definitions"], "\(result.diagnostics)")
        #expect(result.diagnostics.first?.message.hasPrefix("color.a is defined in 2 files with different values") == true)
        #expect(result.hex("color.a") == "#333333")
        #expect(result.only["color.a"]?.description == nil)
        #expect(result.only["color.a"]?.location.file == directory.url("1.tokens.json").path)
        #expect(result.hex("color.b") == "#222222")
        #expect(result.hex("color.c") == "#333333")
    }

    @Test func malformedJSONNamesFileLineAndColumn() throws {
        let (result, directory) = try TokenFixtures.load(json: "{\n  \"a\": {\"$value\": 1,}\n}")
        #expect(result.errorCodes == ["tokens.malformed-json"])
        #expect(result.diagnostics.first?.location == SourceLocation(file: directory.url("0.tokens.json").path, line: 2, column: 21))
    }

    @Test func missingFilesAreReported() {
        let result = TokenLoader().load(files: ["/nonexistent/a.tokens.json"], resolver: nil)
        #expect(result.errorCodes == ["tokens.unreadable-file"])
    }
}
