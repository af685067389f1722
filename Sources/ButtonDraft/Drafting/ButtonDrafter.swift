import DesignTokens

/// Makes a component definition from what the names say (`ButtonNameReading`) and the token sets of every context:
/// the states in the system's words (a focus state added when no name holds one), the variants with each part's
/// token per state, the sizes, the surfaces and the focus ring. A cell is written only when every context gives its
/// token a color; the rest is left to docgen's fallback chain. A part with no value at rest takes its parent
/// variant's or the unnamed base's, marked as a guess.
public struct ButtonDrafter: Sendable {
    public var vocabulary: DraftVocabulary

    public init(vocabulary: DraftVocabulary = .standard) { self.vocabulary = vocabulary }

    /// The part roles the reader gives, as the definition names them, in the order written.
    static let parts: [(role: String, part: String)] = [
        ("background", "background"), ("stateLayer", "stateLayer"), ("text", "label"), ("border", "border"),
        ("icon", "icon"), ("focusRing", "focusRing"), ("tint", "tint"),
    ]

    /// The definition drafted from `reading` in the contexts of `sets`, or why none can be.
    public func draft(_ reading: ButtonNameReading, sets: [TokenSet], system: String? = nil) -> Result<DraftDefinition, DraftRefusal> {
        let tokens = ContextTokens(sets)
        guard let family = reading.family, family.cells.contains(where: { FamilyBuilder.paintedParts.contains($0.part) }) else {
            return .failure(DraftRefusal.noButtonColors(tokens: tokens, vocabulary: vocabulary))
        }
        var definition = DraftDefinition()
        definition.system = system
        definition.states = states(of: family)
        var used: Set<TokenPath> = [], lacking: [String] = [], modifiers: [String] = [], dropped: [String] = []
        for variant in variantsInFileOrder(family, tokens: tokens) {
            let drafted = colors(of: variant, in: family, tokens: tokens)
            lacking += drafted.lacking
            guard drafted.parts.contains(where: { $0.name == "label" }) else {
                dropped.append(variant)
                continue
            }
            used.formUnion(drafted.used)
            let modifier = surfaceModifier(of: variant)
            if let modifier, !modifiers.contains(modifier) { modifiers.append(modifier) }
            definition.variants.append(DraftVariant(name: variant, text: Self.label(of: variant), surface: modifier.map(Self.surfaceName) ?? "page",
                                                    parts: drafted.parts, opacities: drafted.opacities))
        }
        guard !definition.variants.isEmpty else {
            return .failure(.noUsableColors(family: family.name, lacking: lacking.isEmpty ? dropped.map { "\($0) has no label color" } : lacking))
        }
        let globals = GlobalNames(tokens: tokens, namespace: Array(family.name.split(separator: ".").dropLast().map(String.init)) + family.namespace)
        definition.surfaces = [DraftEntry("page", globals.page())] + modifiers.map { DraftEntry(Self.surfaceName($0), globals.surface($0)) }
        definition.focusRing = globals.focusRing()
        let sizes = SizeDrafter(vocabulary: vocabulary, tokens: tokens).sizes(of: family)
        definition.sizes = sizes.sizes
        used.formUnion(sizes.used)
        let unused = family.allPaths.filter { !used.contains($0) }
        definition.header = header(family: family, reading: reading, unused: unused, lacking: lacking, dropped: dropped)
        let painted = definition.variants.flatMap(\.parts)
        definition.counts = DraftCounts(variants: definition.variants.count, sizes: definition.sizes.count, states: definition.states.count,
                                        read: painted.flatMap(\.states).filter { $0.value.guess == nil }.count,
                                        guessed: definition.values.filter { $0.guess != nil }.count + definition.states.filter { $0.guess != nil }.count,
                                        leftToFallback: painted.map { family.states.count - $0.states.count }.reduce(0, +), unused: unused.count)
        return .success(definition)
    }

    /// A variant's colors: each part's token per state (a cell only where every context gives a color), a state
    /// layer with its opacities, the tokens used, and the cells that could not be written and why.
    func colors(of variant: String, in family: ButtonTokenFamily, tokens: ContextTokens)
        -> (parts: [DraftPart], opacities: [DraftPart], used: Set<TokenPath>, lacking: [String]) {
        let rest = family.restState
        var parts: [DraftPart] = [], used: Set<TokenPath> = [], lacking: [String] = []
        for (role, partName) in Self.parts {
            var entries: [DraftEntry<DraftValue>] = []
            var partial: [(state: String, path: TokenPath)] = []
            for state in family.states {
                if let path = cellPath(family, variant: variant, state: state, part: role, tokens: tokens) {
                    if tokens.isUsable(path, as: ContextTokens.colors) {
                        entries.append(DraftEntry(state, .reference(path)))
                    } else if tokens.sets.contains(where: { $0[path]?.type == .color }) && !tokens.isUnset(path) {
                        partial.append((state, path))
                    } else {
                        lacking.append("\(path) (\(describeLack(path, tokens: tokens)))")
                    }
                } else if let control = controlPath(family, variant: variant, state: state, role: role, tokens: tokens) {
                    entries.append(DraftEntry(state, .reference(control, guess: "guess: no Button name gives \(variant)'s \(partName) when \(state); the controls' \(control)")))
                }
            }
            if !entries.contains(where: { $0.name == rest }), !entries.isEmpty || role == "text",
               let (path, from) = restFromParent(family, variant: variant, role: role, tokens: tokens) {
                entries.insert(DraftEntry(rest, .reference(path, guess: "guess: no name gives \(variant)'s \(partName) at \(rest); \(from)'s: \(path)")), at: 0)
            }
            // A token some contexts lack (Primer's `button.outline.borderColor.active`, light only) is named first in a
            // fallback list; where it is missing, the rest's value paints the cell, or none for a fill or border.
            for (state, path) in partial {
                let rest = entries.first { $0.name == rest }?.value.reference
                let lacks = tokens.contextsLacking(path, as: ContextTokens.colors).joined(separator: ", ")
                if let rest {
                    entries.append(DraftEntry(state, DraftValue(.fallbacks([path, rest], last: nil), guess: "guess: \(path) is not in \(lacks); there the \(rest) value")))
                } else if role == "background" || role == "border" {
                    entries.append(DraftEntry(state, DraftValue(.fallbacks([path], last: "transparent"), guess: "guess: \(path) is not in \(lacks); there none")))
                } else {
                    lacking.append("\(path) (no color in \(lacks))")
                }
            }
            entries.sort { family.states.firstIndex(of: $0.name) ?? 0 < family.states.firstIndex(of: $1.name) ?? 0 }
            // A label must have a color at rest: the first state's stands in, marked.
            if role == "text", let first = entries.first, !entries.contains(where: { $0.name == rest }), let path = first.value.reference {
                entries.insert(DraftEntry(rest, .reference(path, guess: "guess: no name gives \(variant)'s label at \(rest); its \(first.name) label: \(path)")), at: 0)
            }
            if !entries.isEmpty { parts.append(DraftPart(name: partName, states: entries)) }
        }
        // A state layer is drawn at an opacity: each state's from the name beside its color
        // (`…state-layer.color` → `…state-layer.opacity`), or no state layer.
        var opacities: [DraftPart] = []
        if let index = parts.firstIndex(where: { $0.name == "stateLayer" }) {
            let found = parts[index].states.compactMap { entry in entry.value.reference.flatMap { Self.opacityPath(besides: $0, tokens: tokens) }.map { DraftEntry(entry.name, DraftValue.reference($0)) } }
            if found.count == parts[index].states.count {
                opacities.append(DraftPart(name: "stateLayer", states: found))
            } else {
                lacking.append("\(variant)'s state layer (no opacity beside its colors)")
                parts.remove(at: index)
            }
        }
        for part in parts + opacities { used.formUnion(part.states.flatMap(\.value.references)) }
        return (parts, opacities, used, lacking)
    }

    /// The opacity token beside a color token (`…state-layer.color` → `…state-layer.opacity`), when every context
    /// gives it a number.
    static func opacityPath(besides color: TokenPath, tokens: ContextTokens) -> TokenPath? {
        let text = color.description
        for suffix in ["color", "Color"] where text.hasSuffix(suffix) {
            let path = TokenPath(dotted: String(text.dropLast(suffix.count)) + (suffix == "Color" ? "Opacity" : "opacity"))
            if tokens.isUsable(path, as: ContextTokens.numbers) { return path }
        }
        return nil
    }

    /// The variants in the order their first names stand in the token files (the order the team wrote them), the
    /// reader's order where no place is known.
    func variantsInFileOrder(_ family: ButtonTokenFamily, tokens: ContextTokens) -> [String] {
        func place(_ variant: String) -> (String, Int) {
            family.cells.filter { $0.variant == variant }.compactMap { tokens.sets.first?[$0.path]?.location }
                .map { ($0.file, $0.line ?? 0) }.min { $0 < $1 } ?? ("\u{10FFFF}", 0)
        }
        let places = Dictionary(uniqueKeysWithValues: family.variants.map { ($0, place($0)) })
        return family.variants.enumerated().sorted { first, second in
            let a = places[first.element]!, b = places[second.element]!
            return a != b ? a < b : first.offset < second.offset
        }.map(\.element)
    }

    /// The controls' label color for a cell no Button name gives (Primer's `control.fgColor.disabled` beside
    /// `button.default.fgColor.rest`): the variant's rest name with the component word read `control`, the variant
    /// left out and the rest word read as the state; nil unless every context defines it as a color.
    func controlPath(_ family: ButtonTokenFamily, variant: String, state: String, role: String, tokens: ContextTokens) -> TokenPath? {
        guard role == "text", state != family.restState, let restWord = family.restWord,
              let rest = cellPath(family, variant: variant, state: family.restState, part: role, tokens: tokens) else { return nil }
        let component = family.name.split(separator: ".").last.map(String.init) ?? ""
        var segments: [String] = [], replaced = (component: false, variant: false, rest: false)
        for segment in rest.segments {
            if segment == component, !replaced.component { segments.append("control"); replaced.component = true }
            else if segment == variant, !replaced.variant { replaced.variant = true }
            else if segment == restWord, !replaced.rest { segments.append(state); replaced.rest = true }
            else { segments.append(segment) }
        }
        guard replaced.component && replaced.variant && replaced.rest else { return nil }
        let path = TokenPath(segments)
        return tokens.isUsable(path, as: ContextTokens.colors) ? path : nil
    }

    /// The token a name gives a cell, the one with no size word first, else the first size's.
    func cellPath(_ family: ButtonTokenFamily, variant: String, state: String, part: String, tokens: ContextTokens) -> TokenPath? {
        let matching = family.cells.filter { $0.variant == variant && $0.state == state && $0.part == part }
        guard let cell = matching.first(where: { $0.size == nil }) ?? matching.first else { return nil }
        return preferred([cell.path] + cell.alternatives, tokens: tokens)
    }

    /// Of several names for one cell, the one no other aliases: the component's own token, not the one it names.
    func preferred(_ candidates: [TokenPath], tokens: ContextTokens) -> TokenPath {
        guard candidates.count > 1, let set = tokens.sets.first else { return candidates[0] }
        return candidates.first { candidate in !candidates.contains { other in other != candidate && (set[other]?.aliases.contains(candidate) ?? false) } }
            ?? candidates[0]
    }

    /// Why `path` cannot be written: an empty slot, or the contexts that lack it.
    func describeLack(_ path: TokenPath, tokens: ContextTokens) -> String {
        if tokens.isUnset(path) { return "an empty slot" }
        let lacking = tokens.contextsLacking(path, as: ContextTokens.colors)
        return lacking.count == tokens.sets.count ? "not a color" : "no color in " + lacking.joined(separator: ", ")
    }

    /// The rest value of the same part of the variant's parent (`primary` for `primary-inverse`) or of the unnamed
    /// base, and whose it is.
    func restFromParent(_ family: ButtonTokenFamily, variant: String, role: String, tokens: ContextTokens) -> (TokenPath, String)? {
        var candidates: [String] = []
        if surfaceModifier(of: variant) != nil, let dash = variant.lastIndex(of: "-") { candidates.append(String(variant[..<dash])) }
        if family.unnamedBase, variant != "default" { candidates.append("default") }
        for parent in candidates {
            if let path = cellPath(family, variant: parent, state: family.restState, part: role, tokens: tokens), tokens.isUsable(path, as: ContextTokens.colors) {
                return (path, parent == "default" && family.unnamedBase ? "the unnamed base" : parent)
            }
        }
        return nil
    }

    /// The surface modifier a variant's name ends with (`inverse` in `primary-inverse`), if any.
    func surfaceModifier(of variant: String) -> String? {
        let words = variant.split(separator: "-").map(String.init)
        guard words.count > 1 else { return nil }
        for count in stride(from: min(vocabulary.longestPhrase, words.count - 1), through: 1, by: -1) {
            let phrase = words.suffix(count).joined(separator: " ")
            if vocabulary.surfaces.contains(phrase) { return phrase }
        }
        return nil
    }

    static func surfaceName(_ modifier: String) -> String {
        let words = modifier.split(separator: " ")
        return ([String(words[0])] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
    }

    /// A variant's label: its name in words, the first capitalised (`primary-inverse` → `Primary inverse`).
    static func label(of variant: String) -> String {
        let text = variant.replacingOccurrences(of: "-", with: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// The states: the rest first; each other falls back to the rest, a compound to the state it begins with
    /// (`selectedHovered` → `selected`); `disabled`, `focused` and `selected` from the words; a focus state added
    /// when no name holds one.
    func states(of family: ButtonTokenFamily) -> [DraftState] {
        let rest = family.restState
        var states: [DraftState] = []
        for name in family.states {
            let words = NameSplitter.words(of: name)
            var state = DraftState(name: name)
            if name != rest {
                let prefixes = (1..<max(1, words.count)).reversed().map { count in
                    ([words[0]] + words[1..<count].map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
                }
                state.fallback = prefixes.first { $0 != name && family.states.contains($0) } ?? rest
            }
            state.disabled = words.contains("disabled")
            state.focused = words.contains { $0.hasPrefix("focus") }
            state.selected = words.contains("selected") || words.contains("checked")
            states.append(state)
        }
        if !states.contains(where: \.focused) {
            let pastTense = family.states.contains { $0.hasSuffix("ed") && $0 != "disabled" && $0 != "selected" && $0 != "checked" }
            var focus = DraftState(name: pastTense ? "focused" : "focus", fallback: rest)
            focus.focused = true
            focus.guess = "guess: no name holds a focus state; docgen draws and checks the ring on the \(rest) colors"
            let disabled = states.firstIndex(where: \.disabled) ?? states.count
            states.insert(focus, at: disabled)
        }
        return states
    }

    /// The header's lines: the pattern, how each place was read, the other families and components, what was left.
    func header(family: ButtonTokenFamily, reading: ButtonNameReading, unused: [TokenPath], lacking: [String], dropped: [String]) -> [String] {
        var lines = ["The \(family.name) family's Button, drafted by `docgen draft` from its token names.",
                     "Pattern: \(family.pattern) (\(family.order.map(\.rawValue).joined(separator: ", ")))"]
        lines.append("  variant: \(family.variants.joined(separator: ", "))" + (family.unnamedBase ? " (default: names with no variant word)" : ""))
        lines.append("  state: \(family.states.joined(separator: ", ")) (the rest is \(family.restWord.map { "`\($0)`" } ?? "unnamed"))")
        lines.append("  part: \(family.parts.joined(separator: ", "))")
        if !family.sizes.isEmpty { lines.append("  size: \(family.sizes.joined(separator: ", "))") }
        if !family.namespace.isEmpty { lines.append("  namespace: \(family.namespace.joined(separator: ", "))") }
        let guesses = family.guesses
        if !guesses.isEmpty {
            lines.append("Words read by position or vote (guesses):")
            for decision in guesses { lines.append("  " + decision.guessComment().dropFirst(2)) }
        }
        for notVariant in family.notVariants {
            lines.append("Not a variant: \(notVariant.name) (\(notVariant.reason.rawValue)): \(notVariant.paths.map(\.description).joined(separator: ", "))")
        }
        for other in reading.otherFamilies {
            lines.append("Another family, not drafted (`--prefix \(other.name)` drafts it): \(other.name) (\(other.count) names)")
        }
        for other in reading.otherComponents {
            lines.append("Another component, not the Button: \(other.name) (\(other.count) names)")
        }
        for variant in dropped { lines.append("Left out: \(variant) has no label color in every context") }
        for item in lacking { lines.append("Left to fallback: \(item)") }
        if !unused.isEmpty {
            lines.append("Names of the family not used (\(unused.count)):")
            var line = " "
            for path in unused.map(\.description) {
                if line.count + path.count + 1 > 116 { lines.append(line); line = " " }
                line += " " + path
            }
            lines.append(line)
        }
        return lines
    }
}
