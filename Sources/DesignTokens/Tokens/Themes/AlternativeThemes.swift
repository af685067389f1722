import DocGenSupport

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
    /// Files that are no one's alternative and come after every alternative in path order (an override file, say):
    /// merged after the modifiers, as the path order merged them.
    public var overrides: [String] = []
    public var modifiers: [Modifier]
    /// Tokens defined with different values across the alternatives.
    public var differing: Int
    /// Tokens the alternatives define.
    public var shared: Int

    /// The same themes with each file renamed by `rename` (a copy's path), a file it gives no name dropped.
    package func renaming(_ rename: (String) -> String?) -> AlternativeThemes {
        var renamed = self
        renamed.common = common.compactMap(rename)
        renamed.overrides = overrides.compactMap(rename)
        renamed.modifiers = modifiers.map { modifier in
            var modifier = modifier
            modifier.contexts = modifier.contexts.map { ($0.name, $0.files.compactMap(rename)) }
            return modifier
        }
        return renamed
    }

    /// Which alternative each file of a modifier belongs to: the file that wins a merge in path order is the last.
    package var alternativeFiles: Set<String> { Set(modifiers.flatMap { $0.contexts.flatMap(\.files) }) }

    /// The alternatives among `inventories` (in merge order), or nil when there are none.
    package static func detect(in inventories: [TokenFileInventory]) -> AlternativeThemes? {
        let count = inventories.count
        guard count > 1 else { return nil }
        var parent = Array(0..<count)
        func root(_ index: Int) -> Int { var index = index; while parent[index] != index { index = parent[index] }; return index }
        // Which files define each path, then how many paths each pair of files shares and how many of those differ:
        // only pairs that share a path are ever counted.
        var holdersOf: [String: [Int]] = [:]
        for (index, inventory) in inventories.enumerated() { for path in inventory.order { holdersOf[path, default: []].append(index) } }
        var sharedBy: [Int: Int] = [:], differingBy: [Int: Int] = [:]
        var classesOf: [String: [Int]] = [:]
        for (path, holders) in holdersOf where holders.count > 1 {
            let classes = TokenFileInventory.valueClasses(of: path, in: holders.map { inventories[$0] })
            classesOf[path] = classes
            for first in holders.indices {
                for second in first + 1..<holders.count {
                    let key = holders[first] * count + holders[second]
                    sharedBy[key, default: 0] += 1
                    if classes[first] != classes[second] { differingBy[key, default: 0] += 1 }
                }
            }
        }
        var accepted: Set<Int> = []
        for (key, both) in sharedBy {
            let first = key / count, second = key % count
            guard both * 2 > inventories[first].order.count, both * 2 > inventories[second].order.count, differingBy[key, default: 0] > 0 else { continue }
            accepted.insert(key)
            parent[root(second)] = root(first)
        }
        var differing = 0, shared = 0
        for (path, holders) in holdersOf where holders.count > 1 {
            let classes = classesOf[path] ?? []
            var isShared = false, isDiffering = false
            for first in holders.indices {
                for second in first + 1..<holders.count where accepted.contains(holders[first] * count + holders[second]) {
                    isShared = true
                    if classes[first] != classes[second] { isDiffering = true }
                }
            }
            if isShared { shared += 1 }
            if isDiffering { differing += 1 }
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
        let last = order.lastIndex { alternative.contains($0) } ?? order.count
        let others = order.enumerated().filter { !alternative.contains($0.element) }
        return AlternativeThemes(common: others.filter { $0.offset < last }.map(\.element), overrides: others.filter { $0.offset > last }.map(\.element),
                                 modifiers: modifiers, differing: differing, shared: shared)
    }
}
