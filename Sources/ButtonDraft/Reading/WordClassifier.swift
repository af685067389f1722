import DesignTokens

/// Reads every word of a family's names: the words every name carries at one place are namespace; a word the tables
/// hold once takes that reading; an unknown word is a variant's name; an ambiguous word is settled by its position
/// (glued to a variant word, the last word of the name, the word before the component word), then by the vote of
/// what the same place holds across the family, then by its first reading.
struct WordClassifier {
    var vocabulary: DraftVocabulary

    /// Name → word offset → role, and the decisions grouped by word, place, role and rule.
    func classify(_ names: [ReadName]) -> (roles: [TokenPath: [Int: WordRole]], decisions: [WordDecision]) {
        let namespace = self.namespace(of: names)
        var roles: [TokenPath: [Int: WordRole]] = [:]
        var rules: [TokenPath: [Int: ReadingRule]] = [:]
        var votes: [WordPlace: PlaceVote] = [:]
        var stemVotes: [Stem: PlaceVote] = [:]
        var pending: [(ReadName, Int, [WordRole])] = []
        for name in names {
            for offset in name.readOffsets {
                let word = name.words.words[offset].text, place = name.place(of: offset)
                let readings = vocabulary.roles(of: word)
                let role: WordRole, rule: ReadingRule
                if namespace.contains(Key(word: word, place: place)) {
                    (role, rule) = (.namespace, .carriedByEveryName)
                } else if readings.isEmpty {
                    (role, rule) = (.variant, .unknownWord)
                } else if readings.count == 1 {
                    (role, rule) = (readings[0], .vocabulary)
                } else {
                    pending.append((name, offset, readings))
                    continue
                }
                roles[name.path, default: [:]][offset] = role
                rules[name.path, default: [:]][offset] = rule
                votes[place, default: PlaceVote()].counts[role, default: 0] += 1
                stemVotes[Stem(name, offset), default: PlaceVote()].counts[role, default: 0] += 1
            }
        }
        for (name, offset, readings) in pending {
            let (role, rule) = settle(offset, in: name, readings: readings, votes: [
                (stemVotes[Stem(name, offset)] ?? PlaceVote(), Stem(name, offset).words),
                (votes[name.place(of: offset)] ?? PlaceVote(), nil),
            ])
            roles[name.path, default: [:]][offset] = role
            rules[name.path, default: [:]][offset] = rule
        }
        return (roles, decisions(names, roles: roles, rules: rules))
    }

    /// An ambiguous word's reading: by position, then the votes (the names that begin with the same words first, then
    /// the whole family at the same place), then its first reading.
    func settle(_ offset: Int, in name: ReadName, readings: [WordRole], votes: [(PlaceVote, String?)]) -> (WordRole, ReadingRule) {
        let words = name.words.words, word = words[offset]
        // Glued to a variant word in a segment of its own (`outline-brand`), not in the component word's segment,
        // where a flat name glues every word (`kui-button-color-text-primary`).
        let ownSegment = word.segment != words[name.component].segment
        for neighbour in [offset - 1, offset + 1] where ownSegment && words.indices.contains(neighbour) && neighbour != name.component {
            let other = words[neighbour]
            if other.segment == word.segment, vocabulary.roles(of: other.text).isEmpty, readings.contains(.variant) {
                return (.variant, .gluedToVariantWord(other.text))
            }
        }
        if offset == words.count - 1, readings.contains(.state) { return (.state, .lastWord) }
        if offset == name.component - 1, words[name.component].segment == word.segment, readings.contains(.variant) {
            return (.variant, .gluedBeforeComponent)
        }
        for (vote, stem) in votes {
            if let winner = vote.winner(among: readings) {
                return (winner.role, .vote(count: winner.count, total: winner.total, role: winner.role, stem: stem))
            }
        }
        return (readings[0], .firstReading)
    }

    /// The words before a word of a name, and its place: the names that share them hold comparable words there
    /// (`button.color.` followed by `background`, `border`, `text`).
    struct Stem: Hashable {
        var words: String
        var place: WordPlace

        init(_ name: ReadName, _ offset: Int) {
            words = name.words.words[..<offset].map(\.text).joined(separator: " ")
            place = name.place(of: offset)
        }
    }

    /// A word and its place.
    struct Key: Hashable {
        var word: String
        var place: WordPlace
    }

    /// The words every name of the family carries at the same place, unless the tables read them as a state, part
    /// or size: a word no table holds or a property. When no other word of the family is unknown, the common unknown
    /// word is its one variant (`button.primary.*`), not namespace.
    func namespace(of names: [ReadName]) -> Set<Key> {
        guard names.count > 1 else { return [] }
        var common: Set<Key>?
        for name in names {
            let keys = Set(name.readOffsets.map { Key(word: name.words.words[$0].text, place: name.place(of: $0)) })
            common = common.map { $0.intersection(keys) } ?? keys
        }
        let found = (common ?? []).filter { key in
            let readings = vocabulary.roles(of: key.word)
            return readings.isEmpty || readings == [.property]
        }
        let otherUnknown = names.contains { name in
            name.readOffsets.contains { offset in
                let word = name.words.words[offset].text
                return vocabulary.roles(of: word).isEmpty && !found.contains(Key(word: word, place: name.place(of: offset)))
            }
        }
        return otherUnknown ? found : found.filter { !vocabulary.roles(of: $0.word).isEmpty }
    }

    /// The decisions, one per word, place, role and rule, with the names that showed each.
    func decisions(_ names: [ReadName], roles: [TokenPath: [Int: WordRole]], rules: [TokenPath: [Int: ReadingRule]]) -> [WordDecision] {
        var grouped: [WordDecision: [TokenPath]] = [:]
        for name in names {
            for (offset, role) in roles[name.path] ?? [:] {
                let key = WordDecision(word: name.words.words[offset].text, place: name.place(of: offset), role: role,
                                       rule: rules[name.path]?[offset] ?? .vocabulary, evidence: [])
                grouped[key, default: []].append(name.path)
            }
        }
        return grouped.map { key, paths in
            var decision = key
            decision.evidence = paths.sorted()
            return decision
        }.sorted { ($0.place, $0.word, $0.rule.description) < ($1.place, $1.word, $1.rule.description) }
    }
}
