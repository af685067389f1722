import ButtonModel
import Foundation

/// Decides, for a changed file, what a preview rebuild must redo: a page, the templates, the public files, the tokens
/// of one design system, or everything. It goes by what the last good build read (`ReadRecord`): a file it read, a
/// file appearing in a folder it listed or looked for, or a folder of either coming or going.
public struct ChangeClassifier: Sendable {
    package let content: String
    package let reads: ReadRecord

    public init(configuration: BuildConfiguration, reads: ReadRecord = ReadRecord()) {
        content = ReadRecord.absolute(configuration.contentDirectory)
        self.reads = reads
    }

    /// The files outside the content folder that the build read: kept with a saved site, whose worker watches their
    /// folders after a crash.
    public var filesOutsideContent: [String] {
        reads.files.keys.filter { file in
            !ReadRecord.isInside(file, content) && !reads.folders.keys.contains { ReadRecord.isInside(file, $0) }
        }.sorted()
    }

    /// What `path` (absolute, or relative to the current folder) changing requires.
    public func scope(of path: String) -> RebuildScope {
        let file = ReadRecord.absolute(path)
        let name = (file as NSString).lastPathComponent
        if Self.isScratch(name) || file.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { return .nothing }
        // The file read, and the recorded folders and files below it if it is a folder that came or went.
        var scope = reads.uses(ofFile: file).union(reads.uses(ofFolder: file)).reduce(RebuildScope.nothing) { $0.union(Self.scope(ofRead: $1)) }
        for listing in reads.listings(containing: file) {
            for use in listing.uses { scope = scope.union(Self.scope(ofAppearing: name, in: use)) }
        }
        if scope.isEmpty, ReadRecord.isInside(file, content) || file == content {
            // A file of the content folder that no step read (an image beside a page, say): nothing tells what it
            // feeds, so everything is built again.
            return .all
        }
        return scope
    }

    /// The scope of every path, together.
    public func scope(of paths: some Sequence<String>) -> RebuildScope {
        paths.reduce(.nothing) { $0.union(scope(of: $1)) }
    }

    /// What a file read for `use` changing requires.
    package static func scope(ofRead use: ReadRecord.Use) -> RebuildScope {
        switch use.step {
        case .parseMarkdown: RebuildScope(pages: true)
        case .loadTemplates: RebuildScope(templates: true)
        case .copyPublicFiles: RebuildScope(publicFiles: true)
        case .readComponents, .resolveTokens: use.system.map { RebuildScope(tokenSystems: [$0]) } ?? .all
        // site.yaml, a system.yaml, a font: what every later step does.
        default: .all
        }
    }

    /// What a file named `name` appearing in a folder listed for `use` requires: the listing of the content folder
    /// looks for pages and `system.yaml` files, a system's folder for token files.
    package static func scope(ofAppearing name: String, in use: ReadRecord.Use) -> RebuildScope {
        switch use.step {
        case .parseMarkdown: name.hasSuffix(".md") ? RebuildScope(pages: true) : .nothing
        case .loadSystems: name == "system.yaml" ? .all : .nothing
        case .resolveTokens: name.hasSuffix(".md") || name == "system.yaml" ? .nothing : scope(ofRead: use)
        default: scope(ofRead: use)
        }
    }

    /// Editors' swap, backup and probe files: `.index.md.swp`, `index.md~`, vim's `4913`.
    package static func isScratch(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913"
            || name.hasSuffix(".tmp")
    }
}
