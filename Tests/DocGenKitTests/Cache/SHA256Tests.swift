import Foundation
import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// The digests are FIPS 180-4's examples as published by NIST (CSRC, "Cryptographic Standards and Guidelines:
/// Examples with Intermediate Values", SHA-256), and the empty message's digest from the same standard's test vectors
/// (NIST CAVP SHA256ShortMsg, Len = 0).
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func standardExamples(message: String, digest: String) {
        #expect(SHA256.hex(message) == digest)
    }

    /// One million "a", FIPS 180-2's third example, fed in uneven pieces: blocks cut anywhere give the same digest.
    @Test func aMillionAInPieces() {
        var hasher = SHA256()
        let piece = Data(repeating: UInt8(ascii: "a"), count: 999)
        var fed = 0
        while fed < 1_000_000 {
            let count = min(piece.count - fed % 7, 1_000_000 - fed)
            hasher.update(piece.prefix(count))
            fed += count
        }
        #expect(hasher.finalizeHex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
