/// The existing name closest to a misspelt one, for "did you mean …?" hints: the one edit distance in docgen, so
/// that every "did you mean" (token references, `$ref` groups, part names and arguments, page links, variants,
/// templates) is bounded the same way. The work per candidate is at most the name's length times a third of it.
enum NameSuggestion {
    /// The candidate with the smallest edit distance (ties: the alphabetically first), if it is close enough
    /// to be a plausible typo: at most a third of the name's length. Names longer than `maximumLength` bytes get
    /// no suggestion: the work grows with the square of the length.
    static func closest<Names: Sequence>(to name: String, among candidates: Names,
                                         maximumLength: Int = InputLimits.Name.suggestionNameLength.defaultValue) -> String? where Names.Element == String {
        guard name.utf8.count <= maximumLength else { return nil }
        let target = Array(name.utf8)
        let limit = max(2, target.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in candidates {
            // Lengths apart by more than the bound cannot be close: skipped before a long candidate is copied.
            if abs(candidate.utf8.count - target.count) > limit { continue }
            let bytes = Array(candidate.utf8)
            let bound = min(limit, best?.distance ?? limit)
            guard let distance = editDistance(target, bytes, bound: bound) else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.name
    }

    /// Levenshtein distance, or nil as soon as it must exceed `bound`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], bound: Int) -> Int? {
        if a.isEmpty { return b.count <= bound ? b.count : nil }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > bound { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}
