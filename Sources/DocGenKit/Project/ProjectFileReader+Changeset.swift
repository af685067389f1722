import Yams

extension ProjectFileReader {
    /// `changeset: { package: "@acme/tokens", bump: { removed: major, … } }`.
    func readChangeset(_ node: Node, _ diagnostics: inout [Diagnostic]) -> ChangesetSettings? {
        guard case .mapping(let mapping) = node else {
            diagnostics.append(problem(node, "type", "`changeset` must be a mapping.", hint: "Write changeset: { package: \"@acme/tokens\" }"))
            return nil
        }
        var settings = ChangesetSettings()
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "package": settings.package = text(value, key: "changeset.package", &diagnostics)
            case "bump":
                guard case .mapping(let rules) = value else {
                    diagnostics.append(problem(value, "type", "`changeset.bump` must be a mapping.", hint: "Write bump: { added: minor }"))
                    continue
                }
                for (kind, level) in rules {
                    guard let name = kind.string, let change = BumpRules.Kind(rawValue: name) else {
                        diagnostics.append(problem(kind, "unknown-key", "`changeset.bump` has no kind of change `\(kind.string ?? "")`.",
                                                   hint: "Kinds: \(BumpRules.Kind.allCases.map(\.rawValue).joined(separator: ", "))."))
                        continue
                    }
                    guard let bump = level.string.flatMap(VersionBump.Level.init(rawValue:)) else {
                        diagnostics.append(problem(level, "bump-level", "`changeset.bump.\(name)` takes major, minor, patch or none, not '\(level.string ?? "")'.",
                                                   hint: nil))
                        continue
                    }
                    settings.bump.levels[change] = bump
                }
            default:
                diagnostics.append(problem(key, "unknown-key", "`changeset` has no setting `\(key.string ?? "")`.", hint: "Settings: package, bump."))
            }
        }
        return settings
    }
}
