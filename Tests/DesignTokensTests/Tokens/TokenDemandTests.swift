import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// A token that cannot resolve stops a build only where something documented depends on it (`TokenDemand`).
@Suite struct TokenDemandTests {
    /// Three broken tokens: one a component names through an alias, one under a token table's prefix, one nothing
    /// uses, and a cycle nothing uses.
    static let json = """
        {"color": {"$type": "color",
           "brand": {"$value": "#0b5fff"},
           "broken": {"$value": "{color.missing}"},
           "button": {"$value": "{color.broken}"},
           "unused": {"$value": "{color.gone}"},
           "a": {"$value": "{color.b}"},
           "b": {"$value": "{color.a}"}},
         "size": {"$type": "dimension",
           "radius": {"$value": {"value": "big", "unit": "px"}},
           "height": {"$value": {"value": 44, "unit": "px"}}}}
        """

    @Test func anErrorOnATokenAComponentPassesThroughStaysAnError() throws {
        let (result, _) = try TokenFixtures.load(json: Self.json)
        let settled = TokenDemand(tokens: ["color.button"]).settle(result.diagnostics, sets: result.sets)
        let errors = settled.filter { $0.severity == .error }
        #expect(errors.map(\.location.path) == ["color.broken"], "\(settled)")
        #expect(errors.first?.code == "tokens.unknown-reference")
        let leftOut = settled.filter { $0.code == "tokens.left-out" && $0.severity == .warning }
        #expect(Set(leftOut.compactMap(\.location.path)) == ["color.unused", "color.a", "size.radius"], "\(leftOut)")
    }

    @Test func aLeftOutWarningKeepsTheProblemsWordsAndPlace() throws {
        let (result, _) = try TokenFixtures.load(json: Self.json)
        let settled = TokenDemand(tokens: ["size.height"]).settle(result.diagnostics, sets: result.sets)
        let radius = try #require(settled.first { $0.location.path == "size.radius" })
        let original = try #require(result.diagnostics.first { $0.location.path == "size.radius" })
        #expect(radius.severity == .warning)
        #expect(radius.location == original.location)
        #expect(radius.message == "size.radius is left out: " + original.message)
        #expect(radius.hint?.hasPrefix("nothing this site documents uses it") == true)
        #expect(radius.hint?.hasSuffix(". To fix it: " + (original.hint ?? "")) == true)
        #expect(!settled.contains { $0.severity == .error })
    }

    @Test func aTokenTablesPrefixDemandsEveryTokenUnderIt() throws {
        let (result, _) = try TokenFixtures.load(json: Self.json)
        let settled = TokenDemand(prefixes: ["size"]).settle(result.diagnostics, sets: result.sets)
        #expect(settled.filter { $0.severity == .error }.compactMap(\.location.path) == ["size.radius"])
        let everything = TokenDemand(prefixes: [TokenPath([])]).settle(result.diagnostics, sets: result.sets)
        #expect(everything == result.diagnostics, "a table of every token needs every token")
    }

    @Test func aCycleATokenInUseEntersStaysAnError() throws {
        let (result, _) = try TokenFixtures.load(json: Self.json)
        let settled = TokenDemand(tokens: ["color.b"]).settle(result.diagnostics, sets: result.sets)
        #expect(settled.contains { $0.severity == .error && $0.code == "tokens.cycle" }, "\(settled)")
    }

    @Test func nothingChangesWhenEveryTokenResolves() throws {
        let (result, _) = try TokenFixtures.load(json: ##"{"color": {"$type": "color", "a": {"$value": "#000000"}, "b": {"$value": "{color.a}"}}}"##)
        #expect(result.sets.allSatisfy { $0.references.isEmpty }, "references are kept only when a token is left out")
        #expect(TokenDemand().settle(result.diagnostics, sets: result.sets) == result.diagnostics)
    }

    @Test func errorsOutsideTokensStay() throws {
        // A file that is not JSON leaves nothing out that a demand could excuse: the error stays.
        let (result, _) = try TokenFixtures.load(json: #"{"color": {"#)
        let settled = TokenDemand().settle(result.diagnostics, sets: result.sets)
        #expect(settled.errors.count == result.diagnostics.errors.count)
        #expect(!settled.errors.isEmpty)
    }
}

/// What `TokenReferences` reads from a token's object as written.
@Suite struct TokenReferencesTests {
    @Test func namesInAliasesExpressionsPointersAndClassicReferences() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"space": {"$type": "dimension", "base": {"$value": {"value": 4, "unit": "px"}},
                       "two": {"$value": "{space.base} * 2"},
                       "ptr": {"$value": {"$ref": "#/space/base/$value"}}},
             "color": {"$type": "color", "x": {"$value": "{color.missing}"},
                       "classic": {"$value": "{color.x.value}"},
                       "nested": {"$value": "{{color.x}}"}}}
            """)
        let references = try #require(result.sets.first?.references)
        #expect(references["space.two"] == ["space.base"])
        #expect(references["space.ptr"] == ["space.base"])
        #expect(references["color.classic"] == ["color.x"])
        #expect(references["color.nested"] == ["color.x"])
        #expect(references["color.x"] == nil, "a name that is no token is no reference")
    }
}
