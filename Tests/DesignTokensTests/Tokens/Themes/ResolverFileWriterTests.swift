import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// `docgen tokens --write-resolver FILE` as a library call: what it refuses is a value with its exit class, and it
/// never writes over a file.
@Suite struct ResolverFileWriterTests {
    @Test func whatItRefusesIsAValueWithItsExitClass() throws {
        let folder = try TemporaryDirectory()
        let existing = folder.url("taken.resolver.json").path
        try folder.write("taken.resolver.json", "{}")
        var session = TokenLoadSession()
        let result = session.load(json: Array(#"{"a": {"$type": "number", "$value": 1}}"#.utf8), path: "a.tokens.json")
        #expect(ResolverFileWriter.write(result, files: ["a.tokens.json"], resolverRead: nil, to: existing) == .failure(.exists(existing)))
        #expect(folder.read("taken.resolver.json") == "{}", "never written over")
        let fresh = folder.url("new.resolver.json").path
        #expect(ResolverFileWriter.write(result, files: ["a.tokens.json"], resolverRead: "r.resolver.json", to: fresh)
                == .failure(.resolverRead("r.resolver.json")))
        #expect(ResolverFileWriter.write(result, files: ["a.tokens.json"], resolverRead: nil, to: fresh) == .failure(.noAlternatives))
        #expect(!FileManager.default.fileExists(atPath: fresh))
        #expect(ResolverFileWriter.Problem.exists(existing).isUsage && ResolverFileWriter.Problem.resolverRead("r").isUsage)
        #expect(!ResolverFileWriter.Problem.noAlternatives.isUsage && !ResolverFileWriter.Problem.cannotWrite("f", reason: "r").isUsage)
    }
}
