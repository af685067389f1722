import DocGenSupport

/// Reads Tokens Studio's `$themes.json` and `$metadata.json` (or the `$themes` and `$metadata` members of a
/// single-file export) into a resolver document, so that its themes resolve like a DTCG resolver's permutations:
/// - `$metadata`'s `tokenSetOrder` lists the token sets in the order they merge (later ones win); a multi-file
///   export keeps each set in `<set name>.json` beside it, a single-file export under a top-level member;
/// - each theme is a context; themes with the same `group` are the contexts of one modifier named after the
///   group (`theme` for themes without one), the first theme of each group its default;
/// - a theme's `source` and `enabled` sets are its sources, in `tokenSetOrder` (later ones win): a `source` set of
///   one theme is never part of another theme's permutation (a `small` theme's sizes stay the `small` theme's);
///   `disabled` sets are left out. A set is merged once per permutation: where a theme of it enables the set, else
///   where a theme reads it as a `source`.
/// Without themes, every set of `tokenSetOrder` is merged into one token set.
///
/// `tokenSetOrder`, the list of themes and each theme's `selectedTokenSets` hold at most `list-size` entries;
/// a set named twice in `tokenSetOrder` keeps its first place.
package struct TokensStudioThemesReader {
    package let files: TokenFileTable
    package let themes: JSONValue?
    package let metadata: JSONValue?
    /// The whole export, for a single-file export; nil when each set is its own file.
    package let singleFile: JSONValue?
    package let folder: String
    package private(set) var errors: [TokenError] = []
    /// The set files to read as Tokens Studio JSON whatever they look like.
    package private(set) var setFiles: Set<String> = []
    /// How long the lists may be (`list-size`).
    package var limits = InputLimits()

    package init(files: TokenFileTable, themes: JSONValue?, metadata: JSONValue?, singleFile: JSONValue?, folder: String) {
        self.files = files
        self.themes = themes
        self.metadata = metadata
        self.singleFile = singleFile
        self.folder = folder
    }

    package mutating func read() -> ResolverDocument {
        var document = ResolverDocument(name: nil)
        document.mergesEachFileOnce = true
        guard withinListSize(metadata?["tokenSetOrder"], path: "tokenSetOrder", { "tokenSetOrder names \($0) token sets" }),
              withinListSize(themes, path: nil, { "the export has \($0) themes" })
        else { return document }
        if metadata?["tokenSetOrder"] == nil, let singleFile,
           !withinListSize(Self.sets(of: singleFile), path: nil, { "the export holds \($0) token sets" }) { return document }
        let order = setOrder()
        // Only an explicit order (tokenSetOrder, a single file's members) re-sorts a theme's own list of sets.
        let explicit = metadata?["tokenSetOrder"] != nil || singleFile != nil
        let rank = explicit ? Dictionary(order.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first }) : [:]
        func sorted(_ names: [(name: String, at: JSONValue)]) -> [(name: String, at: JSONValue)] {
            names.enumerated().sorted { (rank[$0.element.name] ?? order.count + $0.offset, $0.offset) < (rank[$1.element.name] ?? order.count + $1.offset, $1.offset) }
                .map(\.element)
        }
        var groups: [(name: String, contexts: [(name: String, sources: [ResolverDocument.Source])])] = []
        var base: [(name: String, at: JSONValue)] = []
        for theme in themes?.elements ?? [] {
            guard let name = theme["name"]?.string, let selected = theme["selectedTokenSets"]?.members else {
                errors.append(TokenError(.invalidResolver("a theme needs a \"name\" and \"selectedTokenSets\""), at: files.location(of: theme)))
                continue
            }
            guard withinListSize(theme["selectedTokenSets"], path: "selectedTokenSets", { "the theme \"\(name.prefix(80))\" lists \($0) token sets" }) else { continue }
            var enabled: [(name: String, at: JSONValue)] = []
            var readOnly: Set<String> = []
            for member in selected {
                switch member.value.string {
                case "enabled", "source":
                    enabled.append((member.key, member.value))
                    if member.value.string == "source" { readOnly.insert(member.key) }
                case "disabled": continue
                default:
                    errors.append(TokenError(.invalidResolver("the set status of \(member.key) must be \"enabled\", \"source\" or \"disabled\""),
                                             at: files.location(of: member.value)))
                }
            }
            let group = theme["group"]?.string ?? "theme"
            let named = sorted(enabled).compactMap { set in source(for: set.name, at: set.at).map { (set.name, $0) } }
            let sources = named.map(\.1)
            document.referenceOnly[group, default: [:]][name] = Set(named.filter { readOnly.contains($0.0) }.compactMap { ResolverDocument.key(of: $0.1) })
            if let position = groups.firstIndex(where: { $0.name == group }) {
                if groups[position].contexts.contains(where: { $0.name == name }) {
                    errors.append(TokenError(.invalidResolver("the theme \"\(name)\" appears twice in the group \"\(group)\""), at: files.location(of: theme)))
                    continue
                }
                groups[position].contexts.append((name, sources))
            } else {
                groups.append((group, [(name, sources)]))
            }
        }
        if groups.isEmpty { base = order }
        document.steps.append(.set(name: "base", sources: sorted(base).compactMap { source(for: $0.name, at: $0.at) }))
        for group in groups {
            document.steps.append(.modifier(ResolverDocument.Modifier(name: group.name, contexts: group.contexts, defaultContext: group.contexts.first?.name)))
        }
        return document
    }

    /// `tokenSetOrder` (each set at its first place), else the single file's sets in file order, else the sets the
    /// themes name.
    private func setOrder() -> [(name: String, at: JSONValue)] {
        var seen: Set<String> = []
        if let listed = metadata?["tokenSetOrder"]?.elements {
            return listed.compactMap { value in value.string.flatMap { seen.insert($0).inserted ? ($0, value) : nil } }
        }
        if let members = singleFile?.members {
            return members.filter { !$0.key.hasPrefix("$") }.map { ($0.key, $0.value) }
        }
        var names: [(name: String, at: JSONValue)] = []
        for theme in themes?.elements ?? [] {
            for member in theme["selectedTokenSets"]?.members ?? [] where seen.insert(member.key).inserted {
                names.append((member.key, member.value))
            }
        }
        return names
    }

    /// The token sets of a single-file export (its members but `$themes` and `$metadata`), as a list placed at the file.
    private static func sets(of export: JSONValue) -> JSONValue {
        let sets = (export.members ?? []).filter { !$0.key.hasPrefix("$") }.map(\.value)
        return JSONValue(.array(sets), file: export.file, line: export.line, column: export.column)
    }

    /// Whether a list (or an object's members) stays within `list-size`; an error at its place when not.
    private mutating func withinListSize(_ list: JSONValue?, path: String?, _ what: (Int) -> String) -> Bool {
        guard let list, let count = list.elements?.count ?? list.members?.count, count > limits.listSize else { return true }
        errors.append(TokenError(.limitExceeded(.listSize, limit: limits.listSize, what(count)), at: files.location(of: list, path: path)))
        return false
    }

    private mutating func source(for set: String, at place: JSONValue) -> ResolverDocument.Source? {
        guard let singleFile else {
            let path = PathText.join(folder, set + ".json")
            setFiles.insert(path)
            return .file(path: path, pointer: nil, overrides: nil, at: place)
        }
        guard let tree = singleFile[set] else {
            errors.append(TokenError(.invalidResolver("the export has no token set named \"\(set)\""), at: files.location(of: place)))
            return nil
        }
        return .inline(TokensStudioConverter.convert(tree), key: set)
    }
}
