import Foundation
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// Paths of the token fixtures, and a loader for literal token files written to a temporary folder. The token files
/// are the token engine's test fixtures (`Tests/DesignTokensTests/Fixtures/tokens`), read from the source tree.
enum TokenFixtures {
    static var folder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DesignTokensTests/Fixtures/tokens").path
    }

    static func path(_ relative: String) -> String { folder + "/" + relative }

    static func load(_ relatives: [String], resolver: String? = nil, select: [String: String] = [:]) -> TokenLoadResult {
        TokenLoader().load(files: relatives.map(path), resolver: resolver.map(path), select: select)
    }

    /// Loads literal JSON texts written as files `0.tokens.json`, `1.tokens.json`, … (merged in that order).
    static func load(json texts: String...) throws -> (TokenLoadResult, TemporaryDirectory) {
        try load(texts: texts, resolver: nil)
    }

    /// One literal JSON text, with modifiers' contexts chosen (for files that offer modifiers without a resolver).
    static func load(json text: String, select: [String: String]) throws -> (TokenLoadResult, TemporaryDirectory) {
        try load(texts: [text], resolver: nil, select: select)
    }

    /// Loads a literal resolver document written as `theme.resolver.json`.
    static func load(resolverJSON: String, select: [String: String] = [:]) throws -> (TokenLoadResult, TemporaryDirectory) {
        try load(texts: [], resolver: resolverJSON, select: select)
    }

    private static func load(texts: [String], resolver: String?, select: [String: String] = [:]) throws -> (TokenLoadResult, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        var paths: [String] = []
        for (index, text) in texts.enumerated() {
            try directory.write("\(index).tokens.json", text)
            paths.append(directory.url("\(index).tokens.json").path)
        }
        var resolverPath: String?
        if let resolver {
            try directory.write("theme.resolver.json", resolver)
            resolverPath = directory.url("theme.resolver.json").path
        }
        return (TokenLoader().load(files: resolver == nil ? paths : [], resolver: resolverPath, select: select), directory)
    }
}

extension TokenLoadResult {
    /// The only set (the tests that use this load files without a resolver).
    var only: TokenSet { sets.first ?? TokenSet(context: [], tokens: [:]) }

    func hex(_ path: TokenPath, in set: Int = 0) -> String? { sets[set][path]?.value.color?.hex }

    var errorCodes: [String] { diagnostics.errors.map(\.code) }
}
