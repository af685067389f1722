import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
import DocGenTestSupport

/// Bad input never crashes the loader: it becomes diagnostics.
@Suite struct TokenRobustnessTests {
    /// Deterministic byte mutations of a valid token file (a small linear congruential generator, fixed seed).
    @Test func mutatedFilesNeverCrash() throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TokenFixtures.path("button/button.tokens.json"))))
        let directory = try TemporaryDirectory()
        var mutator = ByteMutator(seed: 0x5eed, alphabet: "{}[]\":,.$#/~0123456789e-+ \n\\tnulfasr")
        var diagnosticsSeen = 0
        for round in 0..<150 {
            let bytes = mutator.mutate(original)
            let path = directory.url("\(round).tokens.json").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let result = TokenLoader().load(files: [TokenFixtures.path("button/base.tokens.json"), path], resolver: nil)
            diagnosticsSeen += result.diagnostics.count
            for diagnostic in result.diagnostics where diagnostic.code == "tokens.malformed-json" {
                #expect(diagnostic.location.line != nil && diagnostic.location.column != nil, "round \(round)")
            }
        }
        #expect(diagnosticsSeen > 0)
    }

    @Test func hugeNumbersAreMalformedNotInfinite() throws {
        let (result, _) = try TokenFixtures.load(json: """
            {"n": {"$type": "number", "$value": 1e400},
             "c": {"$type": "color", "$value": {"colorSpace": "lab", "components": [50, 1e400, 0]}}}
            """)
        #expect(result.errorCodes == ["tokens.malformed-value", "tokens.malformed-value"], "\(result.diagnostics)")
    }
}
