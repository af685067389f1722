/// Deterministic byte mutations of a valid input (a small linear congruential generator, fixed seed), for readers
/// that must turn any bytes into diagnostics and never crash.
package struct ByteMutator {
    private var state: UInt64
    private let alphabet: [UInt8]

    package init(seed: UInt64, alphabet: String) {
        state = seed
        self.alphabet = Array(alphabet.utf8)
    }

    package mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(max(bound, 1)))
    }

    /// One to four bytes replaced, removed or inserted, each drawn from the alphabet.
    package mutating func mutate(_ original: [UInt8]) -> [UInt8] {
        var bytes = original
        for _ in 0..<(1 + next(4)) {
            let position = next(bytes.count)
            switch next(3) {
            case 0 where !bytes.isEmpty: bytes[position] = alphabet[next(alphabet.count)]
            case 1 where !bytes.isEmpty: bytes.remove(at: position)
            default: bytes.insert(alphabet[next(alphabet.count)], at: position)
            }
        }
        return bytes
    }
}
