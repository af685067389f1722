/// Token files that look like alternatives of one another rather than layers: a folder holding `light.json` and
/// `dark.json`, or sibling brand folders each holding the same files. Two files are alternatives when each defines
/// mostly the same token paths as the other (more than half of its own) and some of those with different values.
/// Merged in path order, the last one silently wins; a resolver lists them as the contexts of a modifier instead.
public struct AlternativeThemes: Hashable, Sendable {
    public struct Modifier: Hashable, Sendable {
        public var name: String
        /// Context name → files, contexts in path order of their first file; the first is the default.
        public var contexts: [(name: String, files: [String])]

        public static func == (lhs: Modifier, rhs: Modifier) -> Bool {
            lhs.name == rhs.name && lhs.contexts.map(\.name) == rhs.contexts.map(\.name) && lhs.contexts.map(\.files) == rhs.contexts.map(\.files)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            for context in contexts { hasher.combine(context.name); hasher.combine(context.files) }
        }
    }

    /// Files that are no one's alternative, merged before the modifiers, in path order.
    public var common: [String]
    public var modifiers: [Modifier]
    /// Tokens defined with different values across the alternatives.
    public var differing: Int
    /// Tokens the alternatives define.
    public var shared: Int

    /// Which alternative each file of a modifier belongs to: the file that wins a merge in path order is the last.
    var alternativeFiles: Set<String> { Set(modifiers.flatMap { $0.contexts.flatMap(\.files) }) }

    /// The alternatives among `inventories` (in merge order), or nil when there are none.
    static func detect(in inventories: [TokenFileInventory]) -> AlternativeThemes? {
        let count = inventories.count
        guard count > 1 else { return nil }
        var parent = Array(0..<count)
        func root(_ index: Int) -> Int { var index = index; while parent[index] != index { index = parent[index] }; return index }
        let pathSets = inventories.map(\.paths)
        var differing: Set<String> = [], shared: Set<String> = []
        for first in 0..<count {
            for second in first + 1..<count {
                let both = pathSets[first].intersection(pathSets[second])
                guard !both.isEmpty, both.count * 2 > pathSets[first].count, both.count * 2 > pathSets[second].count else { continue }
                let different = both.filter { inventories[first].entries[$0]?.canonical != inventories[second].entries[$0]?.canonical }
                guard !different.isEmpty else { continue }
                differing.formUnion(different)
                shared.formUnion(both)
                parent[root(second)] = root(first)
            }
        }
        var groups: [Int: [Int]] = [:]
        for index in 0..<count { groups[root(index), default: []].append(index) }
        let components = groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
        guard !components.isEmpty else { return nil }
        var modifiers: [Modifier] = []
        for component in components {
            let files = component.map { inventories[$0].path }
            let names = ThemeNaming.contextNames(for: files)
            var contexts: [(name: String, files: [String])] = []
            for (file, name) in zip(files, names) {
                if let position = contexts.firstIndex(where: { $0.name == name }) { contexts[position].files.append(file) } else { contexts.append((name, [file])) }
            }
            // Sibling folders holding the same files make one component per file name: one modifier holds them all.
            if let position = modifiers.firstIndex(where: { $0.contexts.map(\.name) == contexts.map(\.name) }) {
                for (index, context) in contexts.enumerated() { modifiers[position].contexts[index].files += context.files }
            } else {
                modifiers.append(Modifier(name: modifiers.isEmpty ? "theme" : "theme-\(modifiers.count + 1)", contexts: contexts))
            }
        }
        let alternative = Set(modifiers.flatMap { $0.contexts.flatMap(\.files) })
        let order = inventories.map(\.path)
        for index in modifiers.indices {
            for context in modifiers[index].contexts.indices {
                modifiers[index].contexts[context].files.sort { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }
            }
        }
        return AlternativeThemes(common: order.filter { !alternative.contains($0) }, modifiers: modifiers,
                                 differing: differing.count, shared: shared.count)
    }
}
