import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// An error in a token nothing uses is a warning, whatever its kind (issue 37): a name with a forbidden character, a
/// misused `$` member, a value that does not parse, a token with no type, a `$type` nobody defines under
/// `--strict-format`. The same error on a token in use stays an error.
@Suite struct TokenDemandErrorKindsTests {
    /// One token of each kind of error, beside `color.brand`, which is fine.
    static let json = """
        {
          "color": {
            "$type": "color",
            "brand": { "$value": "#0b5fff" },
            "bad{name": { "$value": "#ffffff" },
            "odd": { "$type": "colour", "$value": "#ffffff" },
            "shape": { "$value": "#ffffff", "$description": 5 },
            "malformed": { "$value": "#12345" },
            "ext": { "$value": "#ffffff", "$extends": "x" }
          },
          "loose": { "$value": "12" }
        }
        """

    /// The kinds, by the token path their error is placed at.
    static let kinds: [(path: String, code: String)] = [
        ("color.bad{name", "tokens.invalid-name"), ("color.odd", "tokens.nonstandard"), ("color.shape", "tokens.invalid-structure"),
        ("color.malformed", "tokens.malformed-value"), ("color.ext", "tokens.invalid-structure"), ("loose", "tokens.missing-type"),
    ]

    private func load() throws -> TokenLoadResult {
        let directory = try TemporaryDirectory()
        try directory.write("kinds.tokens.json", Self.json)
        return TokenLoader(options: TokenFormatOptions(strict: true)).load(files: [directory.url("kinds.tokens.json").path], resolver: nil)
    }

    @Test func eachKindIsAnErrorAsLoaded() throws {
        let result = try load()
        for kind in Self.kinds {
            #expect(result.diagnostics.contains { $0.severity == .error && $0.location.path == kind.path && $0.code == kind.code },
                    "\(kind.path): \(result.diagnostics.filter { $0.location.path == kind.path })")
        }
    }

    @Test func eachKindOnATokenNothingUsesIsAWarning() throws {
        let result = try load()
        let settled = TokenDemand(tokens: ["color.brand"]).settle(result.diagnostics, sets: result.sets)
        #expect(!settled.contains { $0.severity == .error }, "\(settled.filter { $0.severity == .error })")
        for kind in Self.kinds {
            let warning = settled.first { $0.location.path == kind.path && $0.code == "tokens.left-out" }
            #expect(warning?.severity == .warning, "\(kind.path)")
            #expect(warning?.message.hasPrefix(kind.path + " is ") == true, "\(warning?.message ?? "")")
        }
    }

    @Test(arguments: kinds.map(\.path))
    func eachKindOnATokenInUseStaysAnError(path: String) throws {
        let result = try load()
        let settled = TokenDemand(tokens: [TokenPath(dotted: path)]).settle(result.diagnostics, sets: result.sets)
        #expect(settled.contains { $0.severity == .error && $0.location.path == path }, "\(path)")
        #expect(settled.filter { $0.severity == .error }.allSatisfy { $0.location.path == path })
    }

    @Test func anErrorOnAGroupATokenInUseLiesUnderStaysAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("group.tokens.json", ##"{"color": {"$type": "color", "$deprecated": 5, "brand": {"$value": "#0b5fff"}}}"##)
        let result = TokenLoader().load(files: [directory.url("group.tokens.json").path], resolver: nil)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.location.path == "color")
        #expect(TokenDemand(tokens: ["color.brand"]).settle(result.diagnostics, sets: result.sets).contains { $0.severity == .error })
        #expect(!TokenDemand(tokens: []).settle(result.diagnostics, sets: result.sets).contains { $0.severity == .error })
    }

    @Test func anErrorWithNoTokenStays() throws {
        let limit = Diagnostic(location: SourceLocation(file: "a.resolver.json", path: "#/sets/base"), code: "tokens.invalid-resolver", message: "x")
        let file = Diagnostic(location: SourceLocation(file: "a.tokens.json", line: 1, column: 2), code: "tokens.malformed-json", message: "y")
        #expect(TokenDemand().settle([limit, file], sets: []) == [limit, file])
    }
}
