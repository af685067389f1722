import Foundation
import PackagePlugin

/// Embeds folders of the package into the target it is applied to: one generated Swift file that holds every file of
/// the folders, so the docgen binary carries them with it and needs no files beside it. The folders stay the single
/// source; the generated file lives in the build folder and is never committed.
///
/// Which folders a target embeds, and the type the generated file extends, is named here by the target's name:
/// - `BuiltInTheme`: the theme (`Templates/`, `Public/`) and the project `docgen init` writes (`Starter/`);
/// - `BuiltInAssets`: the diff report's and the preview's own HTML, CSS and JavaScript (`Assets/`).
@main
struct EmbedTheme: BuildToolPlugin {
    static let folders: [String: [String]] = [
        "BuiltInTheme": ["Templates", "Public", "Starter"],
        "BuiltInAssets": ["Assets"],
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let names = Self.folders[target.name] else {
            throw EmbedError(message: "EmbedTheme: no folders are named for the target \(target.name)")
        }
        let root = context.package.directoryURL
        let folders = names.map { root.appendingPathComponent($0, isDirectory: true) }
        let inputs = folders.flatMap(Self.files(in:))
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)+Files.swift")
        return [.buildCommand(
            displayName: "Embedding \(names.joined(separator: ", ")) into \(target.name) (\(inputs.count) files)",
            executable: try context.tool(named: "ThemeEmbedder").url,
            arguments: [output.path, target.name] + folders.map(\.path),
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

struct EmbedError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
