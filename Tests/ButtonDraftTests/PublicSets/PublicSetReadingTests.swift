import DesignTokens
import Testing
@testable import ButtonDraft

/// The name reader on public token files as published, scored cell by cell (background, text, border per variant ×
/// state) against the definition written by hand from the same names (`expected.yaml` beside each set; the
/// repository and commit it was written from are named in each test and in the folder's SOURCE.md).
@Suite struct PublicSetReadingTests {
    static let primer = PublicButtonSet(system: "primer", files: ["src/tokens/functional/color/light/patterns-light.json5"])
    static let kong = PublicButtonSet(system: "kong", files: ["packages/design-tokens/tokens/components/button.json"])
    static let swissPost = PublicButtonSet(system: "swisspost", files: ["packages/tokens/tokensstudio-generated/tokens.json"])
    static let sage = PublicButtonSet(system: "sage", files: ["data/tokens/components/button.json"])
    static let fluent = PublicButtonSet(system: "fluent-v8", files: ["microsoft-fluent/theme-default.tokens.json"])

    /// GitHub Primer 8.2.3 (ProjectProvenance/primer-primitives@374187744ad7fc8e0aa93280a7c75c44fe4459c2): order
    /// variant, part, state; rest word `rest`; `buttonCounter.*` and `reactionButton.*` beside it are not the Button.
    @Test func primer() throws {
        let reading = Self.primer.reading()
        let family = try #require(reading.family)
        #expect(family.pattern == "button.<variant>.<part>.<state>")
        #expect(family.order == [.variant, .part, .state])
        #expect(Set(family.variants) == ["default", "primary", "invisible", "outline", "danger"])
        #expect(family.restWord == "rest" && family.restState == "rest")
        #expect(family.states == ["rest", "hover", "active", "disabled", "selected"])
        #expect(!family.cells.contains { $0.path.segments[0] != "button" })
        #expect(family.unused.contains("button.inactive.fgColor") && family.unused.contains("button.star.iconColor"))
        let defaultWord = try #require(family.decisions.first { $0.word == "default" })
        #expect(defaultWord.role == .variant && defaultWord.rule.hasPrefix("vote:"), "\(defaultWord)")
        let score = try Self.primer.expected().score(family)
        print("primer: \(score)")
        #expect(score.ratio >= 0.9, "\(score)")
    }

    @Test func kong() throws {
        let family = try #require(Self.kong.reading().family)
        let score = try Self.kong.expected().score(family)
        print("kong: \(family.pattern) \(family.variants) \(family.states) \(score)")
    }

    @Test func swissPost() throws {
        let reading = Self.swissPost.reading()
        let family = try #require(reading.family)
        let score = try Self.swissPost.expected().score(family)
        print("swisspost: \(family.name) \(family.pattern) \(family.variants) \(family.states) \(reading.otherFamilies.map { "\($0.name) \($0.count)" }) \(score)")
    }

    @Test func sage() throws {
        let reading = Self.sage.reading()
        let family = try #require(reading.family)
        let score = try Self.sage.expected().score(family)
        print("sage: \(family.name) \(family.pattern) \(family.variants) \(family.states) \(reading.otherFamilies.map { "\($0.name) \($0.count)" }) \(score)")
    }

    @Test func fluent() throws {
        let reading = Self.fluent.reading()
        let family = try #require(reading.family)
        let score = try Self.fluent.expected().score(family)
        print("fluent: \(family.name) \(family.pattern) \(family.variants) \(family.states) \(reading.otherFamilies.map { "\($0.name) \($0.count)" }) \(score)")
    }
}
