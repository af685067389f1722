import Foundation

/// Decides, for a changed file, what a preview rebuild must redo: a page, the templates, the public files, the tokens
/// of one design system, or everything. It knows the folders of the build and the files each design system of the
/// last good build names.
public struct ChangeClassifier: Sendable {
    struct SystemFiles: Sendable {
        var id: String
        var directory: String
        /// Token files, resolver and component definitions, as absolute paths.
        var sources: Set<String>
        /// Font files, as absolute paths: a change reloads the fonts, so it rebuilds everything.
        var fonts: Set<String>
    }

    let content: String
    let templates: String
    let publicFolder: String
    let systems: [SystemFiles]

    public init(configuration: BuildConfiguration, systems: [DesignSystem] = []) {
        content = Self.absolute(configuration.contentDirectory)
        templates = Self.absolute(configuration.templatesDirectory)
        publicFolder = Self.absolute(configuration.publicDirectory)
        self.systems = systems.map { system in
            let manifest = system.manifest
            let named = manifest.tokenFiles + manifest.components + (manifest.tokenResolver.map { [$0] } ?? [])
            let fonts = manifest.fonts.values.flatMap { $0 }.map(system.path) + configuration.fonts.values.flatMap { $0 }
            return SystemFiles(id: system.id, directory: Self.absolute(system.directory),
                               sources: Set(named.map { Self.absolute(system.path($0)) }), fonts: Set(fonts.map(Self.absolute)))
        }.sorted { $0.directory.count > $1.directory.count }
    }

    /// The files outside the content folder that a design system names: the watcher watches their folders too.
    public var filesOutsideContent: [String] {
        systems.flatMap { $0.sources.union($0.fonts) }.filter { !Self.isInside($0, content) }.sorted()
    }

    /// What `path` (absolute, or relative to the current folder) changing requires.
    public func scope(of path: String) -> RebuildScope {
        let file = Self.absolute(path)
        let name = (file as NSString).lastPathComponent
        if Self.isScratch(name) || file.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { return .nothing }
        if systems.contains(where: { $0.fonts.contains(file) }) { return .all }
        if let system = systems.first(where: { $0.sources.contains(file) }) { return RebuildScope(tokenSystems: [system.id]) }
        if Self.isInside(file, content) {
            if name == "system.yaml" || file == content + "/site.yaml" { return .all }
            if name.hasSuffix(".md") { return RebuildScope(pages: true) }
            if let system = systems.first(where: { Self.isInside(file, $0.directory) }) {
                return RebuildScope(tokenSystems: [system.id])
            }
            return .all
        }
        if Self.isInside(file, templates) { return RebuildScope(templates: true) }
        if Self.isInside(file, publicFolder) {
            // The fonts labels are measured with live in Public/fonts.
            return Self.isInside(file, publicFolder + "/fonts") ? .all : RebuildScope(publicFiles: true)
        }
        return .nothing
    }

    /// The scope of every path, together.
    public func scope(of paths: some Sequence<String>) -> RebuildScope {
        paths.reduce(.nothing) { $0.union(scope(of: $1)) }
    }

    /// Editors' swap, backup and probe files: `.index.md.swp`, `index.md~`, vim's `4913`.
    static func isScratch(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913"
            || name.hasSuffix(".tmp")
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
