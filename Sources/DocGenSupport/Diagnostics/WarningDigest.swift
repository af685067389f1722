/// Warnings and notes grouped by code for the terminal: each code once, with its count and its first places, so the
/// one error of a run is never lost after hundreds of warnings about one convention. `all` lists every one.
///
/// Warnings that change drawn values (`Diagnostic.reach`) come first, in groups of their own, the group reaching most
/// first and, inside it, the warning reaching most first; then the rest, warnings before notes.
package struct WarningDigest: Sendable {
    /// How many places of a group are printed in full.
    public static let placesShown = 3

    public struct Group: Sendable {
        public var code: String
        public var severity: Diagnostic.Severity
        /// Every diagnostic of the code, in the order they were found (those that change values: most reached first).
        public var diagnostics: [Diagnostic]

        /// Whether its warnings change drawn values.
        public var changesValues: Bool { diagnostics.first?.reach != nil }
        /// The most any of its warnings reaches.
        package var widestReach: Int { diagnostics.map { $0.reach?.count ?? 0 }.max() ?? 0 }
    }

    /// The groups, by severity (warnings before notes), then by first appearance.
    public private(set) var groups: [Group] = []

    public init(_ diagnostics: [Diagnostic]) {
        var index: [String: Int] = [:]
        for diagnostic in DiagnosticReach.ordered(diagnostics) where diagnostic.severity != .error {
            let key = (diagnostic.reach == nil ? "" : "changes ") + diagnostic.severity.rawValue + " " + diagnostic.code
            if let position = index[key] {
                groups[position].diagnostics.append(diagnostic)
            } else {
                index[key] = groups.count
                groups.append(Group(code: diagnostic.code, severity: diagnostic.severity, diagnostics: [diagnostic]))
            }
        }
        groups = groups.enumerated().sorted { lhs, rhs in
            if lhs.element.changesValues != rhs.element.changesValues { return lhs.element.changesValues }
            if lhs.element.changesValues { return (lhs.element.widestReach, -lhs.offset) > (rhs.element.widestReach, -rhs.offset) }
            return (lhs.element.severity, lhs.offset) < (rhs.element.severity, rhs.offset)
        }.map(\.element)
    }

    public var isEmpty: Bool { groups.isEmpty }

    /// Every diagnostic in full (`all`), or each group's first `placesShown` in full under a heading with its count,
    /// and the number left out.
    public func text(all: Bool) -> String {
        var lines: [String] = []
        for group in groups {
            if all || group.diagnostics.count <= Self.placesShown {
                lines += group.diagnostics.map(\.description)
                continue
            }
            let count = group.diagnostics.count
            let changes = group.changesValues ? " changing drawn values" : ""
            lines.append("\(group.severity.rawValue): \(count) × [\(group.code)]\(changes), the first \(Self.placesShown)\(group.changesValues ? " by reach" : ""):")
            lines += group.diagnostics.prefix(Self.placesShown).map { "  " + $0.description.replacingOccurrences(of: "\n", with: "\n  ") }
            lines.append("  … and \(count - Self.placesShown) more [\(group.code)]: --warnings all prints every one.")
        }
        return lines.joined(separator: "\n")
    }

    /// `3 warnings (2 tokens.deprecated, 1 fonts.substituted)`, or nil when there are none.
    public var summary: String? {
        let warnings = groups.filter { $0.severity == .warning }
        let count = warnings.reduce(0) { $0 + $1.diagnostics.count }
        guard count > 0 else { return nil }
        let changing = warnings.filter(\.changesValues).reduce(0) { $0 + $1.diagnostics.count }
        var codes: [String] = [], counts: [String: Int] = [:]
        for group in warnings {
            if counts[group.code] == nil { codes.append(group.code) }
            counts[group.code, default: 0] += group.diagnostics.count
        }
        return "\(count) warning\(count == 1 ? "" : "s") (" + codes.map { "\(counts[$0]!) \($0)" }.joined(separator: ", ") + ")" +
            (changing > 0 ? ", \(changing) changing drawn values" : "")
    }
}

private func < (lhs: (Diagnostic.Severity, Int), rhs: (Diagnostic.Severity, Int)) -> Bool {
    lhs.0 != rhs.0 ? lhs.0 < rhs.0 : lhs.1 < rhs.1
}
