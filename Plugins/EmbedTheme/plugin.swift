import Foundation
import PackagePlugin

/// Embeds the package's `Templates/`, `Public/` and `Starter/` into the target it is applied to: one generated Swift file that
/// holds every file of the three folders, so the docgen binary carries its theme with it and needs no files beside it.
/// The folders stay the single source; the generated file lives in the build folder and is never committed.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let folders = ["Templates", "Public", "Starter"].map { root.appendingPathComponent($0, isDirectory: true) }
        let inputs = folders.flatMap(Self.files(in:))
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("BuiltInTheme+Files.swift")
        return [.buildCommand(
            displayName: "Embedding the built-in theme (\(inputs.count) files)",
            executable: try context.tool(named: "ThemeEmbedder").url,
            arguments: [output.path] + folders.map(\.path),
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }

    /// Every regular, non-hidden file below `folder`.
    static func files(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }
}
