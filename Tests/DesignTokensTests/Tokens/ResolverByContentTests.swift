@testable import DesignTokens
@testable import DocGenSupport
import Foundation
import Testing
import DocGenTestSupport

/// A resolver is known by its content, whatever its name (issue 21: a resolver named `resolver.json` was not found,
/// the folder's files were merged in path order, and `--context scheme=dark` was then silently ignored).
@Suite struct ResolverByContentTests {
    private func folder() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("light.json", ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}}}"##)
        try directory.write("dark.json", ##"{"color": {"$type": "color", "bg": {"$value": "#000000"}}}"##)
        try directory.write("resolver.json", """
            {"version": "2025.10",
             "modifiers": {"scheme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/modifiers/scheme"}]}
            """)
        return directory
    }

    @Test func aFileNamedResolverJSONIsFoundByItsContent() throws {
        let directory = try folder()
        #expect(TokenDiscovery.find(in: directory.path) == .resolver(directory.url("resolver.json").path))
        let result = TokenLoader().load(files: [], resolver: directory.url("resolver.json").path, select: ["scheme": "dark"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.sets.first { $0.contextPairs.contains { $0.value == "dark" } }?.tokens[TokenPath(dotted: "color.bg")]?.value
                == .color(Color(red8: 0, green8: 0, blue8: 0)))
    }

    @Test func aTokenFileMentioningResolutionOrderInAStringIsNoResolver() throws {
        let directory = try TemporaryDirectory()
        try directory.write("notes.json", #"{"doc": {"$type": "string", "$value": "see resolutionOrder"}}"#)
        #expect(!TokenDiscovery.isResolver(content: directory.url("notes.json").path, files: WorkTreeFileSource()))
    }

    @Test func aContextWithoutAResolverIsAnErrorNotIgnored() throws {
        let directory = try folder()
        let result = TokenLoader().load(files: [directory.url("light.json").path], resolver: nil, select: ["scheme": "dark"])
        #expect(result.diagnostics.map(\.code) == ["tokens.unknown-context"])
        #expect(result.diagnostics.first?.message.hasPrefix("there is no resolver, so no modifier named \"scheme\"") == true)
    }
}
