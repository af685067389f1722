import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import Yams

/// Reads `docgen.yaml`, reporting every problem with its line and column. Paths are relative to the file's folder.
public struct ProjectFileReader: Sendable {
    public var path: String

    public init(path: String) { self.path = path }

    /// The project file at `path`; `nil` and no problems when there is none.
    public func read() -> (ProjectFile?, [Diagnostic]) {
        // The file itself must be a regular file of its folder: a docgen.yaml linked to /etc/shadow is not read.
        switch WorkTreeFileSource(confinement: ReadConfinement(projectRoot: directory)).read(path, maximumSize: 1 << 20) {
        case .missing: return (nil, [])
        case .refused(let refusal): return (nil, [refusal.diagnostic()])
        case .bytes(let data):
            var (project, problems) = parse(String(decoding: data, as: UTF8.self))
            // The file's folder is the project's: what the build may read.
            project?.root = directory
            return (project, problems)
        }
    }

    package func parse(_ yaml: String) -> (ProjectFile?, [Diagnostic]) {
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml, .default, .default, .utf8)
        } catch {
            return (nil, [problem(nil, "yaml", "\(ProjectFile.fileName) is not valid YAML: \(error)", hint: "Fix the YAML.")])
        }
        var project = ProjectFile()
        guard let node else { return (project, []) }
        guard case .mapping(let mapping) = node else {
            return (nil, [problem(node, "not-a-mapping", "\(ProjectFile.fileName) must be a mapping.", hint: "Start with `content: Content`.")])
        }
        var diagnostics: [Diagnostic] = []
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "content": project.contentDirectory = folder(value, key: "content", &diagnostics)
            case "templates": project.templatesDirectory = folder(value, key: "templates", &diagnostics)
            case "public": project.publicDirectory = folder(value, key: "public", &diagnostics)
            case "output": project.outputDirectory = folder(value, key: "output", &diagnostics)
            case "baseURL":
                guard let text = text(value, key: "baseURL", &diagnostics) else { continue }
                guard let url = BaseURL(text) else {
                    diagnostics.append(problem(value, "base-url", "`baseURL` must be an absolute http or https address, not '\(text)'.",
                                               hint: "Write baseURL: https://example.com/docs/"))
                    continue
                }
                project.baseURL = url.text
            case "strict":
                guard let flag = value.bool else {
                    diagnostics.append(problem(value, "type", "`strict` must be true or false.", hint: nil))
                    continue
                }
                project.strict = flag
            case "checks": readChecks(value, into: &project, &diagnostics)
            case "fonts":
                let (fonts, problems) = FontFilesReader(file: path).read(value)
                project.fonts = fonts
                diagnostics += problems
            case "read-outside":
                project.readOutside = folders(value, key: "read-outside", &diagnostics)
            case "baseline": project.baseline = folder(value, key: "baseline", &diagnostics)
            case "changeset": project.changeset = readChangeset(value, &diagnostics)
            case "versions": project.versions = readVersions(value, &diagnostics)
            default:
                diagnostics.append(problem(key, "unknown-key", "\(ProjectFile.fileName) has no setting `\(key.string ?? "")`.",
                                           hint: "Settings: content, templates, public, output, baseURL, strict, checks, fonts, read-outside, baseline, changeset, versions."))
            }
        }
        return (diagnostics.isEmpty ? project : nil, diagnostics)
    }

    private func readChecks(_ node: Node, into project: inout ProjectFile, _ diagnostics: inout [Diagnostic]) {
        guard case .mapping(let checks) = node else {
            diagnostics.append(problem(node, "type", "`checks` must be a mapping.", hint: "Write checks: { touchTarget: apple }"))
            return
        }
        for (key, value) in checks {
            switch key.string ?? "" {
            case "touchTarget":
                let text = value.string ?? ""
                guard let minimum = TouchTargetMinimum(presetNamed: text) ?? Double(text).flatMap({ TouchTargetMinimum(points: $0) }) else {
                    diagnostics.append(problem(value, "touch-target", "`checks.touchTarget` takes apple, material, wcag or a positive number of points, not '\(text)'.", hint: nil))
                    continue
                }
                project.touchTargetMinimum = minimum
            case "apcaMinimum":
                guard let lc = value.float, lc > 0, lc <= 108 else {
                    diagnostics.append(problem(value, "apca-minimum", "`checks.apcaMinimum` takes an Lc between 0 and 108.", hint: nil))
                    continue
                }
                project.apcaMinimum = lc
            default:
                diagnostics.append(problem(key, "unknown-key", "`checks` has no setting `\(key.string ?? "")`.",
                                           hint: "Settings: touchTarget, apcaMinimum."))
            }
        }
    }

    /// `changeset: { package: "@acme/tokens", bump: { removed: major, … } }`.
    package func readChangeset(_ node: Node, _ diagnostics: inout [Diagnostic]) -> ChangesetSettings? {
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
    package func readVersions(_ node: Node, _ diagnostics: inout [Diagnostic]) -> VersionSettings? {
        var settings = VersionSettings()
        if case .scalar = node {
            guard let pattern = text(node, key: "versions", &diagnostics) else { return nil }
            settings.releases = .pattern(pattern)
            return settings
        }
        guard case .mapping(let mapping) = node else {
            diagnostics.append(problem(node, "type", "`versions` must be a mapping.", hint: "Write versions: { tags: \"v*\", current: next }"))
            return nil
        }
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "tags":
                if case .sequence(let items) = value {
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

    private var directory: String { FileTree.directory(of: path) }

    private func folder(_ node: Node, key: String, _ diagnostics: inout [Diagnostic]) -> String? {
        guard let text = text(node, key: key, &diagnostics) else { return nil }
        return text.hasPrefix("/") || directory == "." ? text : FileTree.join(directory, text)
    }

    /// A folder or a list of folders, each relative to the file's folder.
    private func folders(_ node: Node, key: String, _ diagnostics: inout [Diagnostic]) -> [String] {
        if case .sequence(let items) = node { return items.compactMap { folder($0, key: key, &diagnostics) } }
        return folder(node, key: key, &diagnostics).map { [$0] } ?? []
    }

    private func text(_ node: Node, key: String, _ diagnostics: inout [Diagnostic]) -> String? {
        if case .scalar(let scalar) = node, !scalar.string.isEmpty { return scalar.string }
        diagnostics.append(problem(node, "type", "`\(key)` must be text.", hint: nil))
        return nil
    }

    private func problem(_ node: Node?, _ code: String, _ message: String, hint: String?) -> Diagnostic {
        let mark = node?.mark
        return Diagnostic(location: SourceLocation(file: path, line: mark.map { $0.line } ?? 1, column: mark.map { $0.column }),
                          code: "project.\(code)", message: message, hint: hint)
    }
}
