import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenYAML

/// Reads `docgen.yaml`, reporting every problem with its line and column. Paths are relative to the file's folder.
public struct ProjectFileReader: Sendable {
    public var path: String
    /// The nesting and size limits the file is read within.
    public var limits: InputLimits

    public init(path: String, limits: InputLimits = InputLimits()) {
        self.path = path
        self.limits = limits
    }

    /// The project file at `path`; `nil` and no problems when there is none.
    public func read() -> (ProjectFile?, [Diagnostic]) {
        // The file itself must be a regular file of its folder: a docgen.yaml linked to /etc/shadow is not read.
        switch WorkTreeFileSource(confinement: ReadConfinement(projectRoot: file.directory)).read(path, maximumSize: 1 << 20) {
        case .missing: return (nil, [])
        case .refused(let refusal): return (nil, [refusal.diagnostic()])
        case .bytes(let data):
            var (project, problems) = parse(String(decoding: data, as: UTF8.self))
            // The file's folder is the project's: what the build may read.
            project?.root = file.directory
            return (project, problems)
        }
    }

    package func parse(_ yaml: String) -> (ProjectFile?, [Diagnostic]) {
        let node: YAMLNode
        switch YAMLDocument.compose(yaml, limits: limits) {
        case .success(let root?): node = root
        case .success(nil): return (ProjectFile(), [])
        case .failure(.syntax(let reason, let line, let column)):
            return (nil, [problem(YAMLNode.place(line, column), "yaml", "\(ProjectFile.fileName) is not valid YAML: \(reason).", hint: "Fix the YAML.")])
        case .failure(.limit(let excess, let line, let column)):
            return (nil, [problem(YAMLNode.place(line, column), "limit", "\(ProjectFile.fileName) is too large: \(YAMLSize.message(excess, limits: limits)).",
                                  hint: InputLimits.advice(excess))])
        }
        guard node.mapping != nil else {
            return (nil, [problem(node, "not-a-mapping", "\(ProjectFile.fileName) must be a mapping.", hint: "Start with `content: Content`.")])
        }
        var project = ProjectFile()
        var diagnostics: [Diagnostic] = []
        ProjectFile.settings.read(node, file: file, into: &project, &diagnostics)
        return (diagnostics.isEmpty ? project : nil, diagnostics)
    }

    /// The file as the settings table reads it: its path, and problems worded with the `project.` codes.
    private var file: YAMLSettingsFile {
        YAMLSettingsFile(path: path) { problem($0, $1, $2, hint: $3) }
    }

    /// `changeset: { package: "@acme/tokens", bump: { removed: major, … } }`.
    package func readChangeset(_ node: YAMLNode, _ diagnostics: inout [Diagnostic]) -> ChangesetSettings? {
        guard case .mapping(let mapping) = node.content else {
            diagnostics.append(problem(node, "type", "`changeset` must be a mapping.", hint: "Write changeset: { package: \"@acme/tokens\" }"))
            return nil
        }
        var settings = ChangesetSettings()
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "package": settings.package = text(value, key: "changeset.package", &diagnostics)
            case "bump":
                guard case .mapping(let rules) = value.content else {
                    diagnostics.append(problem(value, "type", "`changeset.bump` must be a mapping.", hint: "Write bump: { added: minor }"))
                    continue
                }
                for (kind, level) in rules {
                    guard let name = kind.string, let change = BumpRules.Kind(rawValue: name) else {
                        diagnostics.append(problem(kind, "unknown-key", "`changeset.bump` has no kind of change `\(kind.string ?? "")`.",
                                                   hint: "Kinds: \(BumpRules.Kind.allCases.map(\.rawValue).joined(separator: ", "))."))
                        continue
                    }
                    guard let bump = level.string.flatMap(BumpLevel.init(rawValue:)) else {
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

    /// `versions: { tags: "v*", current: next }`, or `versions: "v*"` for the tags alone.
    package func readVersions(_ node: YAMLNode, _ diagnostics: inout [Diagnostic]) -> VersionSettings? {
        var settings = VersionSettings()
        if case .scalar = node.content {
            guard let pattern = text(node, key: "versions", &diagnostics) else { return nil }
            settings.releases = .pattern(pattern)
            return settings
        }
        guard case .mapping(let mapping) = node.content else {
            diagnostics.append(problem(node, "type", "`versions` must be a mapping.", hint: "Write versions: { tags: \"v*\", current: next }"))
            return nil
        }
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "tags":
                if case .sequence(let items) = value.content {
                    let names = items.compactMap { text($0, key: "versions.tags", &diagnostics) }
                    if names.isEmpty {
                        diagnostics.append(problem(value, "versions-tags", "`versions.tags` lists no tag.", hint: "Write tags: [v1.0.0, v2.0.0] or tags: \"v*\"."))
                    }
                    settings.releases = .tags(names)
                } else if let pattern = text(value, key: "versions.tags", &diagnostics) {
                    settings.releases = .pattern(pattern)
                }
            case "current":
                guard let workTree = value.string.flatMap(VersionSettings.WorkTree.init(rawValue:)) else {
                    diagnostics.append(problem(value, "versions-current", "`versions.current` takes next, latest or none, not '\(value.string ?? "")'.",
                                               hint: "next publishes the work tree at /next/; latest at the root; none leaves it out."))
                    continue
                }
                settings.workTree = workTree
            default:
                diagnostics.append(problem(key, "unknown-key", "`versions` has no setting `\(key.string ?? "")`.", hint: "Settings: tags, current."))
            }
        }
        return settings
    }

    private func text(_ node: YAMLNode, key: String, _ diagnostics: inout [Diagnostic]) -> String? {
        file.text(node, key: key, &diagnostics)
    }

    private func problem(_ node: YAMLNode?, _ code: String, _ message: String, hint: String?) -> Diagnostic {
        Diagnostic(location: node?.location(in: path) ?? SourceLocation(file: path, line: 1),
                          code: "project.\(code)", message: message, hint: hint)
    }
}
