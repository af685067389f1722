import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

extension BuildStep {
    /// Finds the design systems of the content: every folder with a `system.yaml`.
    public static let loadSystems = BuildStep(.loadSystems, label: "Load design systems") { context in
        let directory = context.configuration.contentDirectory
        var systems: [DesignSystem] = []
        context.reads.forget(.loadSystems)
        context.reads.folder(directory, .init(.loadSystems))
        for path in context.files.files(in: directory) where path == "system.yaml" || path.hasSuffix("/system.yaml") {
            let file = FileTree.join(directory, path)
            context.reads.file(file, .init(.loadSystems))
            let bytes: [UInt8]
            switch context.files.read(file, maximumSize: context.limits.fileSize) {
            case .bytes(let read): bytes = read
            case .missing: bytes = []
            case .refused(let refusal):
                context.diagnostics.append(refusal.diagnostic())
                continue
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let (manifest, diagnostics) = SystemManifestReader(path: file, limits: context.limits).read(text)
            context.diagnostics += diagnostics
            guard let manifest else { continue }
            let id = path == "system.yaml" ? "" : String(path.dropLast("/system.yaml".count))
            systems.append(DesignSystem(id: id, directory: id.isEmpty ? directory : FileTree.join(directory, id), manifest: manifest))
        }
        context.systems = systems
    }
}

extension BuildContext {
    /// The design system a page belongs to (`SiteModel.system(of:)`).
    public func system(of page: Page) -> DesignSystem? { model.system(of: page) }

    public func system(id: String) -> DesignSystem? { model.system(id: id) }
}
