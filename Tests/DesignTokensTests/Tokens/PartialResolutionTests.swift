import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// One bad token costs that token and the tokens that alias it, nothing more; the aliases are named once.
@Suite struct PartialResolutionTests {
    @Test func everyTokenThatCanResolveDoes() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"color": {"$type": "color",
               "brand": {"$value": "#0b5fff"},
               "bad": {"$value": "#12345"},
               "link": {"$value": "{color.bad}"},
               "hover": {"$value": "{color.link}"},
               "ok": {"$value": "{color.brand}"}},
             "border": {"focus": {"$type": "border",
               "$value": {"color": "{color.hover}", "width": {"value": 2, "unit": "px"}, "style": "solid"}}}}
            """)
        #expect(result.only.tokens.keys.map(\.description).sorted() == ["color.brand", "color.ok"])
        #expect(result.only.leftOut.map(\.description) == ["border.focus", "color.bad", "color.hover", "color.link"])
        #expect(result.errorCodes == ["tokens.malformed-value"])
        let notes = result.diagnostics.filter { $0.severity == .note }
        #expect(notes.map(\.message) == ["3 tokens aliasing color.bad left out with it: border.focus, color.hover, color.link"])
        #expect(notes.first?.location == SourceLocation(file: notes.first?.location.file ?? "", line: 3, column: 22, path: "color.bad"), "\(notes)")
    }

    @Test func tokensLeadingIntoACycleAreNotedOnceAndTheCycleOnce() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"color": {"$type": "color",
               "a": {"$value": "{color.b}"},
               "b": {"$value": "{color.a}"},
               "x": {"$value": "{color.a}"},
               "y": {"$value": "{color.x}"}}}
            """)
        #expect(result.errorCodes == ["tokens.cycle"])
        #expect(result.diagnostics.filter { $0.severity == .note }.map(\.message)
                == ["2 tokens aliasing color.a left out with it: color.x, color.y"])
        #expect(result.only.leftOut.count == 4)
    }

    @Test func anAliasOfAnUnknownReferenceIsNotedNotRepeated() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"space": {"$type": "dimension",
               "base": {"$value": "{space.nowhere}"},
               "double": {"$value": "{space.base}"},
               "pad": {"$value": "{space.double}"}}}
            """)
        #expect(result.errorCodes == ["tokens.unknown-reference"])
        #expect(result.diagnostics.filter { $0.severity == .note }.map(\.message)
                == ["2 tokens aliasing space.base left out with it: space.double, space.pad"])
    }

    @Test func aTypeMismatchLeavesOutOnlyTheMismatchedAliasAndWhatAliasesIt() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
             "color": {"$type": "color", "wrong": {"$value": "{size}"}, "user": {"$value": "{color.wrong}"}}}
            """)
        #expect(result.only.tokens.keys.map(\.description) == ["size"])
        #expect(result.errorCodes == ["tokens.type-mismatch"])
        #expect(result.diagnostics.filter { $0.severity == .note }.map(\.message)
                == ["1 token aliasing color.wrong left out with it: color.user"])
    }

    @Test func noNoteWithoutAliases() throws {
        let (result, _) = try TokenFixtures.load(json: #"{"c": {"$type": "color", "$value": "nope"}}"#)
        #expect(result.diagnostics.map(\.code) == ["tokens.malformed-value"])
        #expect(result.only.leftOut.map(\.description) == ["c"])
    }
}
