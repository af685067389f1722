import ButtonModel
import DesignTokens
import DocGenSupport

extension BuildStep {
    /// Adds every public file to the site, as it is: the built-in theme's, overridden file by file by the project's.
    public static let copyPublicFiles = BuildStep(.copyPublicFiles, label: "Copy public files") { context in
        context.reads.forget(.copyPublicFiles)
        context.reads.folder(context.configuration.publicDirectory, .init(.copyPublicFiles))
        let folder = try context.themeFolder(.public)
        for path in folder.paths {
            let origin = SourceLocation(file: folder.displayPath(path))
            do throws(Diagnostic) {
                switch folder.files[path] {
                case .builtIn(let data): try context.output.add(path, .bytes(data), origin: origin)
                case .project(let source): try context.output.add(path, .copy(from: source), origin: origin)
                case nil: continue
                }
            } catch {
                context.diagnostics.append(error)
            }
        }
    }
}
