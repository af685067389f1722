extension NameSuggestion {
    /// The names to suggest from, kept by length, answering each name asked once: a token file with thousands of
    /// references to missing tokens (a collection left out, a renamed group) asks for the same few names again and
    /// again, and each search looks only at names of a length that could be close enough, the nearest lengths
    /// first so that the bound tightens early.
    package struct Index {
        package let maximumLength: Int
        private var byLength: [Int: [String]] = [:]
        private var answers: [String: String?] = [:]
        /// The work of every search so far.
        package private(set) var work = Work()

        package init<Names: Sequence>(_ names: Names, maximumLength: Int = InputLimits.Name.suggestionNameLength.defaultValue) where Names.Element == String {
            self.maximumLength = maximumLength
            for name in names { byLength[name.utf8.count, default: []].append(name) }
        }

        /// What `NameSuggestion.closest(to:among:)` answers for the names given, computed once per name.
        package mutating func closest(to name: String) -> String? {
            if let known = answers[name] { return known }
            var answer: String?
            let length = name.utf8.count
            if length <= maximumLength {
                var search = Search(name)
                var delta = 0
                while delta <= search.bound {
                    for candidate in byLength[length - delta] ?? [] { search.consider(candidate, work: &work) }
                    if delta > 0 {
                        for candidate in byLength[length + delta] ?? [] { search.consider(candidate, work: &work) }
                    }
                    delta += 1
                }
                answer = search.best?.name
            }
            answers[name] = .some(answer)
            return answer
        }
    }
}
