import DesignTokens

/// The pattern a family's cell names follow, written with the roles in place of the words that vary
/// (`button.<variant>.<part>.<state>`, `semanticColors.<variant>Button<Part><State>`): the template most names share.
struct PatternFinder {
    var vocabulary: DraftVocabulary

    /// The commonest template (the shorter of two as common: the one without an optional word) and the order of
    /// variant, part and state in it. The words of `literal` segments are written as they are (a family's own
    /// segment, `typical` in `button.typical.<variant>`).
    func pattern(of readings: [NameReading], roles: [TokenPath: [Int: WordRole]], literal: Set<Int> = []) -> (text: String, order: [WordRole]) {
        var counts: [String: (count: Int, order: [WordRole])] = [:]
        for reading in readings {
            let template = self.template(reading.name, roles: roles[reading.name.path] ?? [:], literal: literal)
            counts[template.text, default: (0, template.order)].count += 1
        }
        guard let best = counts.max(by: { ($0.value.count, $1.key.count, $1.key) < ($1.value.count, $0.key.count, $0.key) }) else { return ("", []) }
        return (best.key, best.value.order)
    }

    /// One name's template: placeholders for the varying roles, the other words as written (lower-cased).
    func template(_ name: ReadName, roles: [Int: WordRole], literal: Set<Int> = []) -> (text: String, order: [WordRole]) {
        let anchor = name.words.words[name.component].segment
        var segments = Array(name.path.segments[..<anchor])
        var order: [WordRole] = []
        for segment in anchor..<name.path.segments.count {
            let raw = name.path.segments[segment]
            var pieces: [String] = []
            var last: WordRole?
            for offset in name.words.words.indices where name.words.words[offset].segment == segment {
                let word = name.words.words[offset]
                let role = offset == name.component || literal.contains(segment) ? WordRole.component : roles[offset] ?? .variant
                if [.variant, .state, .part, .size, .surface].contains(role) {
                    if role == last { continue }
                    pieces.append("<\(role.rawValue)>")
                    if [.variant, .state, .part].contains(role), !order.contains(role) { order.append(role) }
                } else {
                    pieces.append(word.text)
                }
                last = role
            }
            segments.append(join(pieces, like: raw))
        }
        return (segments.joined(separator: "."), order)
    }

    /// Pieces joined with the separator `raw` uses, or in camelCase when it uses none.
    func join(_ pieces: [String], like raw: String) -> String {
        for separator in ["-", "_", " ", "/"] where raw.contains(separator) && raw != separator {
            return pieces.joined(separator: separator)
        }
        guard let first = pieces.first else { return raw }
        return ([first] + pieces.dropFirst().map(capitalised)).joined()
    }

    /// `<part>` → `<Part>`, `button` → `Button`.
    func capitalised(_ piece: String) -> String {
        if piece.hasPrefix("<") { return "<" + piece.dropFirst().prefix(1).uppercased() + piece.dropFirst(2) }
        return piece.prefix(1).uppercased() + piece.dropFirst()
    }
}
