/// The existing name closest to a misspelt one, for "did you mean …?" hints: the one edit distance in docgen, so
/// that every "did you mean" (token references, `$ref` groups, part names and arguments, page links, variants,
/// templates) is bounded the same way. A name is close enough when its edit distance is at most a third of the
/// name's length (at least 2); names longer than `maximumLength` bytes get no suggestion.
///
/// The cost per candidate is proportionate to how close it could be: a candidate whose length differs by more than
/// the bound is skipped without reading it, one whose bytes differ too much as a bag (a lower bound of the edit
/// distance, counted in one pass) is skipped after one pass, and the distance itself is computed only in the band
/// of cells the bound allows, stopping at the first row past it. The bound tightens to the best distance found.
/// `NameSuggestion.Index` adds names kept by length and each missing name answered once.
package enum NameSuggestion {
    /// What a search did, for tests that bound the work: candidates offered, candidates whose edit distance was
    /// computed, and cells of the distance table filled.
    package struct Work: Equatable, Sendable {
        package var candidates = 0
        package var distances = 0
        package var cells = 0
    }

    /// The candidate with the smallest edit distance (ties: the alphabetically first), if close enough.
    package static func closest<Names: Sequence>(to name: String, among candidates: Names,
                                         maximumLength: Int = InputLimits.Name.suggestionNameLength.defaultValue) -> String? where Names.Element == String {
        var work = Work()
        return closest(to: name, among: candidates, maximumLength: maximumLength, work: &work)
    }

    package static func closest<Names: Sequence>(to name: String, among candidates: Names, maximumLength: Int,
                                         work: inout Work) -> String? where Names.Element == String {
        guard name.utf8.count <= maximumLength else { return nil }
        var search = Search(name)
        for candidate in candidates { search.consider(candidate, work: &work) }
        return search.best?.name
    }

    /// Levenshtein distance, or nil as soon as it must exceed `bound`.
    package static func editDistance(_ a: [UInt8], _ b: [UInt8], bound: Int) -> Int? {
        var search = Search(bytes: a)
        var work = Work()
        return b.withUnsafeBufferPointer { search.distance(to: $0, bound: bound, work: &work) }
    }

    /// One name's search: its bytes and their counts, the bound, the best candidate so far, and the two rows of the
    /// distance table, kept from one candidate to the next.
    package struct Search {
        package let target: [UInt8]
        package let limit: Int
        package private(set) var best: (distance: Int, name: String)?
        private var counts = [Int](repeating: 0, count: 256)
        private var seen = [Int](repeating: 0, count: 256)
        private var previous: [Int] = []
        private var current: [Int] = []

        package init(_ name: String) { self.init(bytes: Array(name.utf8)) }

        package init(bytes: [UInt8]) {
            target = bytes
            limit = max(2, bytes.count / 3)
            for byte in bytes { counts[Int(byte)] += 1 }
        }

        /// How far apart in length a candidate may be and still win: the limit, or the best distance found.
        package var bound: Int { min(limit, best?.distance ?? limit) }

        package mutating func consider(_ candidate: String, work: inout Work) {
            work.candidates += 1
            let within = bound
            if abs(candidate.utf8.count - target.count) > within { return }
            let found = candidate.utf8.withContiguousStorageIfAvailable { distance(to: $0, bound: within, work: &work) }
                ?? Array(candidate.utf8).withUnsafeBufferPointer { distance(to: $0, bound: within, work: &work) }
            guard let distance = found else { return }
            if let kept = best, (kept.distance, kept.name) <= (distance, candidate) { return }
            best = (distance, candidate)
        }

        /// The edit distance from the target to `other`, or nil when it is more than `bound`.
        package mutating func distance(to other: UnsafeBufferPointer<UInt8>, bound: Int, work: inout Work) -> Int? {
            guard bagDistance(other) <= bound else { return nil }
            work.distances += 1
            let n = target.count, m = other.count
            if n == 0 { return m <= bound ? m : nil }
            if m == 0 { return n <= bound ? n : nil }
            let beyond = bound + 1
            if previous.count < m + 2 {
                previous = [Int](repeating: 0, count: m + 2)
                current = [Int](repeating: 0, count: m + 2)
            }
            for j in 0...m { previous[j] = min(j, beyond) }
            previous[m + 1] = beyond
            for i in 1...n {
                // Only cells with |i - j| <= bound can hold a distance within it.
                let low = max(1, i - bound), high = min(m, i + bound)
                if low > high { return nil }
                current[low - 1] = low == 1 ? min(i, beyond) : beyond
                var rowMinimum = current[low - 1]
                let byte = target[i - 1]
                for j in low...high {
                    let diagonal = previous[j - 1] + (byte == other[j - 1] ? 0 : 1)
                    let value = min(diagonal, previous[j] + 1, current[j - 1] + 1, beyond)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                current[high + 1] = beyond
                work.cells += high - low + 1
                if rowMinimum > bound { return nil }
                swap(&previous, &current)
            }
            return previous[m] <= bound ? previous[m] : nil
        }

        /// The bytes of the longer name not matched by a byte of the other, counted as bags: never more than the
        /// edit distance.
        private mutating func bagDistance(_ other: UnsafeBufferPointer<UInt8>) -> Int {
            var common = 0
            for byte in other {
                seen[Int(byte)] += 1
                if seen[Int(byte)] <= counts[Int(byte)] { common += 1 }
            }
            for byte in other { seen[Int(byte)] = 0 }
            return max(target.count, other.count) - common
        }
    }
}
