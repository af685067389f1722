import DesignTokens

/// Finds the tokens a Button takes from outside its own names by the usual global names: the page surface
/// (`bgColor.default`, `color.background._`, `md.sys.color.surface`, `semanticColors.bodyBackground`), a surface of
/// another kind (`color.background.inverse`), and the focus ring (`focus.outlineColor`, `color.border.focus`). A name
/// qualifies when its words hold a required word and otherwise only words that say nothing more (`color`, `default`,
/// the family's namespace); the fewest words win, then name order. Every value found is a guess, with the names that
/// were candidates.
struct GlobalNames {
    var tokens: ContextTokens
    /// Words that say nothing about which token it is: the namespace before the component word (`md`, `post`) and
    /// the usual qualifiers.
    var quiet: Set<String>

    static let usualQuiet: Set<String> = ["color", "colors", "default", "base", "_", "sys", "semantic", "global", "theme",
                                          "app", "main", "scheme", "alias", "functional"]

    init(tokens: ContextTokens, namespace: [String]) {
        self.tokens = tokens
        quiet = Self.usualQuiet.union(namespace.flatMap(NameSplitter.words(of:)))
    }

    /// The words of every segment of `path`.
    static func words(of path: TokenPath) -> [String] { path.segments.flatMap(NameSplitter.words(of:)) }

    /// The usable tokens of `types` whose words hold one word of each of `required` and otherwise only quiet words or
    /// `allowed`, fewest words first.
    func candidates(required: [Set<String>], allowed: Set<String> = [], types: Set<TokenType>) -> [TokenPath] {
        var found: [(count: Int, path: TokenPath)] = []
        for path in tokens.paths {
            let words = Self.words(of: path)
            guard required.allSatisfy({ !$0.isDisjoint(with: words) }) else { continue }
            let needed = required.reduce(into: Set<String>()) { $0.formUnion($1) }
            guard words.allSatisfy({ needed.contains($0) || allowed.contains($0) || quiet.contains($0) }) else { continue }
            guard tokens.isUsable(path, as: types) else { continue }
            found.append((words.count, path))
        }
        return found.sorted { ($0.count, $0.path) < ($1.count, $1.path) }.map(\.path)
    }

    static let surfaceWords: Set<String> = ["background", "bg", "surface", "canvas", "page", "body"]

    /// The page the variants sit on.
    func page() -> DraftValue {
        let found = candidates(required: [Self.surfaceWords], allowed: ["page", "body", "canvas", "neutral"], types: ContextTokens.colors)
        guard let first = found.first else {
            return DraftValue(.literal("#ffffff"), guess: "guess: no token names the page's background (such as color.background.default); white")
        }
        return .reference(first, guess: "guess: the page: " + Self.evidence(found))
    }

    /// The surface a variant with `modifier` (`inverse`, `inverted`, `on dark`) sits on.
    func surface(_ modifier: String) -> DraftValue {
        let words = Set(modifier.split(separator: " ").map(String.init))
        let found = candidates(required: [Self.surfaceWords, words], allowed: words, types: ContextTokens.colors)
        guard let first = found.first else {
            let light = words.contains("light")
            return DraftValue(.literal(light ? "#ffffff" : "#1f2328"),
                              guess: "guess: no token names the \(modifier) surface's color (such as color.background.\(modifier.replacingOccurrences(of: " ", with: "-"))); "
                                  + (light ? "white" : "a dark gray"))
        }
        return .reference(first, guess: "guess: the \(modifier) surface: " + Self.evidence(found))
    }

    /// The focus ring's color, width and offset, when names give them.
    func focusRing() -> DraftFocusRing? {
        let focus: Set<String> = ["focus", "focused"]
        let ringWords: Set<String> = ["outline", "ring", "indicator", "border", "stroke", "visible"]
        let colors = candidates(required: [focus], allowed: ringWords, types: ContextTokens.colors)
        guard let color = colors.first else { return nil }
        var ring = DraftFocusRing(color: .reference(color, guess: "guess: the focus ring: " + Self.evidence(colors)))
        let widths = candidates(required: [focus, ["width", "thickness", "size"]], allowed: ringWords, types: ContextTokens.lengths)
        if let width = widths.first { ring.width = .reference(width, guess: "guess: the focus ring's width: " + Self.evidence(widths)) }
        let offsets = candidates(required: [focus, ["offset"]], allowed: ringWords, types: ContextTokens.lengths)
        if let offset = offsets.first { ring.offset = .reference(offset, guess: "guess: the focus ring's offset: " + Self.evidence(offsets)) }
        return ring
    }

    /// `a (of 3: a, b, c)`: the name taken and the candidates.
    static func evidence(_ found: [TokenPath], limit: Int = 3) -> String {
        let shown = found.prefix(limit).map(\.description).joined(separator: ", ")
        return found.count == 1 ? "the one name that says so, \(found[0])" : "fewest words of \(found.count) (\(shown)\(found.count > limit ? ", …" : ""))"
    }
}
