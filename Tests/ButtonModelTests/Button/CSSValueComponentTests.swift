import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel

/// A Button whose fill or size names a token kept as written (a CSS function docgen does not compute): a clear
/// `component.value-kept-as-written` error naming the token, never a crash or a "wrong type".
@Suite struct CSSValueComponentTests {
    private let place = SourceLocation(file: "button.yaml", line: 3, column: 5)

    private func tokens(_ values: [String: (TokenType, TokenValue)]) -> TokenSet {
        var tokens: [TokenPath: ResolvedToken] = [:]
        for (name, (type, value)) in values {
            let path = TokenPath(dotted: name)
            tokens[path] = ResolvedToken(path: path, type: type, value: value, location: SourceLocation(file: "t.tokens.json"))
        }
        return TokenSet(context: [], tokens: tokens)
    }

    @Test func aColorKeptAsWrittenIsAClearError() throws {
        var resolver = ComponentValueResolver(tokens: tokens(["color.overlay": (.color, .opaque("\"color-mix(in srgb, currentColor 7%, transparent)\""))]))
        #expect(resolver.color(ComponentValue(.token(TokenPath(dotted: "color.overlay")), location: place)) == nil)
        let diagnostic = try #require(resolver.errors.first?.diagnostic)
        #expect(diagnostic.code == "component.value-kept-as-written")
        #expect(diagnostic.message.contains("color.overlay") && diagnostic.message.contains("color-mix(in srgb, currentColor 7%, transparent)"))
        #expect(diagnostic.location == place)
    }

    @Test func aLengthKeptAsWrittenIsAClearError() {
        var resolver = ComponentValueResolver(tokens: tokens([
            "size.fluid": (.dimension, .opaque("\"clamp(1rem, 2.5vw, 2rem)\"")),
            "type.label": (.typography, .composite(["fontSize": .opaque("\"clamp(1rem, 2.5vw, 2rem)\""), "fontWeight": .fontWeight(600)])),
            "shadow.soft": (.shadow, .opaque("\"var(--shadow)\"")),
        ]))
        #expect(resolver.number(ComponentValue(.token(TokenPath(dotted: "size.fluid")), location: place)) == nil)
        _ = resolver.typography(ComponentValue(.token(TokenPath(dotted: "type.label")), location: place))
        #expect(resolver.shadows(ComponentValue(.token(TokenPath(dotted: "shadow.soft")), location: place)) == nil)
        #expect(resolver.errors.map(\.diagnostic.code) == Array(repeating: "component.value-kept-as-written", count: 3))
    }
}
