import Foundation
import Testing
@testable import DocGenKit

/// Bad input never crashes the loader: it becomes diagnostics.
@Suite struct TokenRobustnessTests {
    /// Deterministic byte mutations of a valid token file (a small linear congruential generator, fixed seed).
    @Test func mutatedFilesNeverCrash() throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TokenFixtures.path("button/button.tokens.json"))))
        let directory = try TemporaryDirectory()
        var state: UInt64 = 0x5eed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("{}[]\":,.$#/~0123456789e-+ \n\\tnulfasr".utf8)
        var diagnosticsSeen = 0
        for round in 0..<150 {
            var bytes = original
            for _ in 0..<(1 + next(4)) {
                let position = next(bytes.count)
                switch next(3) {
                case 0: bytes[position] = alphabet[next(alphabet.count)]
                case 1: bytes.remove(at: position)
                default: bytes.insert(alphabet[next(alphabet.count)], at: position)
                }
            }
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
