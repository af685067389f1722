import DocGenSupport

/// The modifiers Spectrum's `sets` stand for, named by their keys: `theme` (light, dark, wireframe; older
/// releases also `darkest`), `scale` (desktop, mobile) and `system` (spectrum, express, of older releases). The
/// first context of each is its default, as Spectrum's own documentation shows light and desktop first.
package struct SpectrumSetModifiers {
    package struct Modifier {
        package var name: String
        package var contexts: [String]
    }

    package static let known: [Modifier] = [
        Modifier(name: "theme", contexts: ["light", "dark", "wireframe", "darkest"]),
        Modifier(name: "scale", contexts: ["desktop", "mobile"]),
        Modifier(name: "system", contexts: ["spectrum", "express"]),
    ]

    /// The modifiers met so far, each with the contexts seen (known ones in their order, others after them).
    package private(set) var used: [Modifier] = []
    /// Each used modifier's keys in the order first met.
    private var seen: [[String]] = []

    /// The modifier a token's set keys belong to: the known one sharing most keys, else one named `sets`. Keys it
    /// does not list become contexts of it.
    package mutating func modifier(for keys: [String]) -> String {
        let best = Self.known.max { lhs, rhs in overlap(lhs, keys) < overlap(rhs, keys) }
        let template = best.flatMap { overlap($0, keys) > 0 ? $0 : nil } ?? Modifier(name: "sets", contexts: [])
        let position = used.firstIndex { $0.name == template.name } ?? {
            used.append(Modifier(name: template.name, contexts: []))
            seen.append([])
            return used.count - 1
        }()
        for key in keys where !seen[position].contains(key) { seen[position].append(key) }
        let order = template.contexts
        used[position].contexts = order.filter(seen[position].contains) + seen[position].filter { !order.contains($0) }
        return template.name
    }

    private func overlap(_ modifier: Modifier, _ keys: [String]) -> Int {
        keys.filter(modifier.contexts.contains).count
    }
}
