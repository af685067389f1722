import Foundation
import DesignTokens
import DocGenSupport

/// Paths of the token fixtures, and a loader for literal token files written to a temporary folder. The token files
/// are the token engine's test fixtures (`Tests/DesignTokensTests/Fixtures/tokens`), located in the source tree: the
/// token engine's tests and the targets above it read the same files.
package enum TokenFixtures {
    package static var folder: String {
        Fixtures.packageRoot.appendingPathComponent("Tests/DesignTokensTests/Fixtures/tokens").path
    }

    package static func path(_ relative: String) -> String { folder + "/" + relative }

    package static func load(_ relatives: [String], resolver: String? = nil, select: [String: String] = [:]) -> TokenLoadResult {
        TokenLoader().load(files: relatives.map(path), resolver: resolver.map(path), select: select)
    }

    /// Loads literal JSON texts written as files `0.tokens.json`, `1.tokens.json`, … (merged in that order).
    package static func load(json texts: String...) throws -> (TokenLoadResult, TemporaryDirectory) {
        try load(texts: texts, resolver: nil)
    }

    /// One literal JSON text, with modifiers' contexts chosen (for files that offer modifiers without a resolver).
    package static func load(json text: String, select: [String: String]) throws -> (TokenLoadResult, TemporaryDirectory) {
        try load(texts: [text], resolver: nil, select: select)
    }

    /// Loads a literal resolver document written as `theme.resolver.json`.
    package static func load(resolverJSON: String, select: [String: String] = [:]) throws -> (TokenLoadResult, TemporaryDirectory) {
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
    package var only: TokenSet { sets.first ?? TokenSet(context: [], tokens: [:]) }

    package func hex(_ path: TokenPath, in set: Int = 0) -> String? { sets[set][path]?.value.color?.hex }

    package var errorCodes: [String] { diagnostics.errors.map(\.code) }
}
