import ButtonModel
import DesignTokens
import DocGenSupport

/// The token files `tokens: files:` in system.yaml names, each entry expanded in its place: a file as it is, a folder
/// as every token file below it (as `TokenDiscovery` finds them, sorted by path), a glob (`tokens/**/*.json`) as the
/// files it matches, sorted by path. A file named twice is merged once, at its first place. A glob matching nothing,
/// a folder with no token file and a folder holding a resolver are `system.token-files` errors at the entry.
package struct TokenFileEntries {
    /// The files, in merge order, as the user sees them (joined to the system's folder).
    package var files: [String] = []
    /// The folders searched: a token file added to one of them feeds the system too.
    package var folders: [String] = []
    package var problems: [Diagnostic] = []

    package init(_ system: DesignSystem, files source: any FileSource) {
        let manifest = system.manifest
        var seen: Set<String> = []
        for (index, written) in manifest.tokenFiles.enumerated() {
            var entry = written
            while entry.count > 1, entry.hasSuffix("/") { entry.removeLast() }
            let location = manifest.tokenFileLocations.indices.contains(index) ? manifest.tokenFileLocations[index] : manifest.location
            var found: [String]
            if PathGlob.isGlob(entry) {
                let glob = PathGlob(entry)
                let base = glob.base.isEmpty ? system.directory : system.path(glob.base.joined(separator: "/"))
                folders.append(base)
                found = source.files(in: base).filter { glob.matches(relative: $0) }.sorted().map { FileTree.join(base, $0) }
                if found.isEmpty {
                    problems.append(problem("`\(written)` matches no file below \(base).", at: location,
                                            hint: "Check the pattern: `*` matches within one folder, `**` any number of folders (tokens/**/*.json)."))
                }
            } else if source.isDirectory(system.path(entry)) {
                let folder = system.path(entry)
                folders.append(folder)
                found = []
                switch TokenDiscovery.find(in: folder, files: source) {
                case .files(let paths):
                    found = paths
                    if paths.isEmpty {
                        problems.append(problem("The folder \(folder) holds no token file.", at: location,
                                                hint: "Token files are *.tokens.json (.jsonc, .json5) or JSON files with $value or value members."))
                    }
                case .resolver(let path):
                    problems.append(problem("The folder \(folder) holds a resolver, \(path): `tokens: files:` takes token files.", at: location,
                                            hint: "Name the resolver instead: tokens: { resolver: … }"))
                case .severalResolvers(let paths):
                    problems.append(problem("The folder \(folder) holds several resolvers: \(paths.joined(separator: ", ")).", at: location,
                                            hint: "Name one: tokens: { resolver: … }"))
                }
            } else {
                found = [system.path(entry)]
            }
            for file in found where seen.insert(file).inserted { files.append(file) }
        }
    }

    private func problem(_ message: String, at location: SourceLocation, hint: String) -> Diagnostic {
        Diagnostic(location: location, code: "system.token-files", message: message, hint: hint)
    }
}
