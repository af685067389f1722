import DesignTokens

/// Drafts the sizes: each size word the names hold, with the measures its names give mapped to the definition's
/// fields (`button.padding.x.small` → `small.paddingX`), ordered by height. Sizes live inside the Button's names
/// (Kong's `button.<measure>.<size>`, Swiss Post's `post.button.<size>.<measure>`) or outside them (Primer's
/// `control.<size>.*`); a measure with no size word serves every size. With no height token the height is an
/// expression over the label's line and the padding, or failing that a marked guess.
struct SizeDrafter {
    var vocabulary: DraftVocabulary
    var tokens: ContextTokens

    /// One measure a name gives: its field and how many words of the name said something else (fewest wins).
    struct Measure {
        var field: String
        var path: TokenPath
        var extraWords: Int
    }

    /// A field and the words that name it: every set in `all` must meet the name's words, none of `none` may.
    struct FieldRule {
        var field: String
        var all: [Set<String>]
        var none: Set<String> = []
        var types: Set<TokenType>
    }

    static let rules: [FieldRule] = [
        FieldRule(field: "lineHeight", all: [["line"], ["height"]], types: ContextTokens.numbers.union(ContextTokens.lengths)),
        FieldRule(field: "iconSize", all: [["icon"], ["size"]], none: ["label", "gap"], types: ContextTokens.lengths),
        FieldRule(field: "minWidth", all: [["min"], ["width"]], types: ContextTokens.lengths),
        FieldRule(field: "borderWidth", all: [["border", "outline", "stroke"], ["width", "thickness"]], none: ["focus"], types: ContextTokens.lengths),
        FieldRule(field: "height", all: [["height"]], none: ["line", "icon", "focus", "touch", "target", "box"], types: ContextTokens.lengths),
        FieldRule(field: "fontSize", all: [["font", "text"], ["size"]], types: ContextTokens.lengths),
        FieldRule(field: "fontWeight", all: [["weight"]], types: ContextTokens.numbers),
        FieldRule(field: "paddingX", all: [["padding", "space", "spacing"], ["x", "inline", "horizontal", "left", "start", "leading"]],
                  none: ["icon", "y", "block", "vertical"], types: ContextTokens.lengths),
        FieldRule(field: "paddingY", all: [["padding", "spacing"], ["y", "block", "vertical", "top"]], none: ["icon"], types: ContextTokens.lengths),
        FieldRule(field: "cornerRadius", all: [["radius", "shape", "rounding"]], none: ["focus"], types: ContextTokens.lengths),
        FieldRule(field: "gap", all: [["gap"]], none: ["focus"], types: ContextTokens.lengths),
    ]

    /// Qualifiers that pick one of several measures for a field (Primer's `paddingInline.normal` among condensed,
    /// normal and spacious).
    static let preferred: Set<String> = ["normal", "default", "base", "_", "regular"]

    /// The field `words` name, with how many words said something else.
    func field(of words: [String], path: TokenPath) -> Measure? {
        let set = Set(words)
        for rule in Self.rules where rule.all.allSatisfy({ !$0.isDisjoint(with: set) }) && rule.none.isDisjoint(with: set) {
            guard tokens.isUsable(path, as: rule.types) else { return nil }
            let named = rule.all.reduce(into: Set<String>()) { $0.formUnion($1) }
            let extra = words.filter { !named.contains($0) && !Self.preferred.contains($0) }.count
            return Measure(field: rule.field, path: path, extraWords: extra)
        }
        return nil
    }

    /// The sizes of `family`, with the names they used.
    func sizes(of family: ButtonTokenFamily) -> (sizes: [DraftSize], used: Set<TokenPath>) {
        var found = measures(in: family.unused, sizeWords: Set(family.sizes))
        var note: String?
        if found.sized.isEmpty {
            // Sizes outside the family: the Button's measures named with the measure first (Backbase's
            // `theme.height.button.md`), else the controls' (`control.<size>.*`, GitHub Primer's).
            let namespace = Set(family.namespace), own = Set(family.allPaths)
            let others = tokens.paths.filter { !own.contains($0) }
            let buttons = others.filter { path in
                let words = GlobalNames.words(of: path)
                return words.contains(where: vocabulary.components.contains) && !words.contains { vocabulary.otherComponents.contains($0) }
            }
            let controls = others.filter { GlobalNames.words(of: $0).drop { namespace.contains($0) }.first == "control" }
            for (paths, whose) in [(buttons, "the Button's measures outside its family"), (controls, "the controls' measures")] {
                let outside = measures(in: paths, sizeWords: Set(vocabulary.sizes), controlSizeIsHeight: true, wholeName: true)
                guard !outside.sized.isEmpty else { continue }
                found.sized = outside.sized
                found.common.merge(outside.common) { own, _ in own }
                note = whose + ": " + GlobalNames.evidence(Array(Set(outside.sized.values.flatMap { $0.values.map(\.path) })).sorted())
                break
            }
        }
        var used: Set<TokenPath> = []
        var sizes: [(height: Double, order: Int, size: DraftSize)] = []
        let names = found.sized.isEmpty ? ["medium"] : vocabulary.sizes.filter { found.sized[$0] != nil }
        for (order, name) in names.enumerated() {
            var fields = found.common.merging(found.sized[name] ?? [:]) { _, sized in sized }
            var entries: [DraftEntry<DraftValue>] = []
            func take(_ field: String) -> DraftValue? {
                guard let measure = fields.removeValue(forKey: field) else { return nil }
                used.insert(measure.path)
                return .reference(measure.path, guess: note.map { "guess: " + $0 })
            }
            let height: DraftValue
            if let named = take("height") {
                height = named
            } else {
                height = heightExpression(fields: &fields, used: &used)
            }
            entries.append(DraftEntry("height", height))
            entries.append(DraftEntry("paddingX", take("paddingX")
                ?? DraftValue(.literal("16"), guess: "guess: no token names the \(name) size's horizontal padding; 16")))
            for field in ["minWidth", "fontSize", "fontWeight", "lineHeight", "iconSize", "gap", "cornerRadius", "borderWidth"] {
                if let value = take(field) {
                    entries.append(DraftEntry(field, value))
                } else if field == "fontSize" {
                    if let typography = typography(of: family) {
                        entries.append(DraftEntry("typography", .reference(typography, guess: "guess: the label's font: the Button's typography token \(typography)")))
                        used.insert(typography)
                    } else {
                        entries.append(DraftEntry(field, DraftValue(.literal("14"), guess: "guess: no token names the \(name) size's font size; 14")))
                    }
                }
            }
            let px = height.reference.flatMap { tokens.sets.first?[$0]?.value.dimension?.points } ?? Double(order) * 1e6
            sizes.append((px, order, DraftSize(name: name, fields: entries)))
        }
        return (sizes.sorted { ($0.height, $0.order) < ($1.height, $1.order) }.map(\.size), used)
    }

    /// A typography token whose name holds the component word (Backbase's `theme.typography.button`), fewest words
    /// first.
    func typography(of family: ButtonTokenFamily) -> TokenPath? {
        tokens.paths.filter { path in
            GlobalNames.words(of: path).contains(where: vocabulary.components.contains) && tokens.isUsable(path, as: [.typography])
                && !GlobalNames.words(of: path).contains { vocabulary.otherComponents.contains($0) }
        }.min { (GlobalNames.words(of: $0).count, $0) < (GlobalNames.words(of: $1).count, $1) }
    }

    /// `{font-size} * {line-height} + 2 * {padding-y} + 2 * {border-width}` from the measures at hand, or a guess.
    func heightExpression(fields: inout [String: Measure], used: inout Set<TokenPath>) -> DraftValue {
        guard let line = fields["lineHeight"], let paddingY = fields["paddingY"] else {
            return DraftValue(.literal("40"), guess: "guess: no token names the height, nor the line height and vertical padding it is made of; 40")
        }
        let lineIsLength = tokens.isUsable(line.path, as: ContextTokens.lengths)
        var text: String
        if lineIsLength {
            text = "{\(line.path)}"
        } else {
            guard let font = fields["fontSize"] else {
                return DraftValue(.literal("40"), guess: "guess: the line height \(line.path) is a factor and no token names the font size; 40")
            }
            text = "{\(font.path)} * {\(line.path)}"
        }
        text += " + 2 * {\(paddingY.path)}"
        var read = [line.path, paddingY.path]
        if let border = fields["borderWidth"] { text += " + 2 * {\(border.path)}"; read.append(border.path) }
        fields["paddingY"] = nil
        if lineIsLength { fields["lineHeight"] = nil }
        used.formUnion(read)
        return DraftValue(.expression(text), guess: "guess: no height token; the label's line box, the padding and the border, as a browser sizes the button")
    }

    /// The measures among `paths`: by size word, and those with none (`common`), the fewest extra words winning. A
    /// name's words are read after its component word (`button`, `control`), the whole name when it has none; with
    /// `wholeName`, every word but the component word (`theme.height.button.md`).
    func measures(in paths: [TokenPath], sizeWords: Set<String>, controlSizeIsHeight: Bool = false, wholeName: Bool = false)
        -> (sized: [String: [String: Measure]], common: [String: Measure]) {
        var sized: [String: [String: Measure]] = [:], common: [String: Measure] = [:]
        let components = vocabulary.components.union(["control"])
        for path in paths {
            var words = GlobalNames.words(of: path)
            if wholeName {
                words.removeAll { components.contains($0) }
            } else if let component = words.firstIndex(where: components.contains) {
                words.removeFirst(component + 1)
            }
            let size = words.first(where: sizeWords.contains)
            words.removeAll { $0 == size }
            if controlSizeIsHeight, words == ["size"] { words = ["height"] }
            guard let measure = field(of: words, path: path) else { continue }
            func keep(_ old: Measure?) -> Measure { old.map { $0.extraWords <= measure.extraWords ? $0 : measure } ?? measure }
            if let size { sized[size, default: [:]][measure.field] = keep(sized[size]?[measure.field]) } else { common[measure.field] = keep(common[measure.field]) }
        }
        return (sized, common)
    }
}
