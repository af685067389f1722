import ButtonModel
import DesignTokens
import DocGenSupport

extension BuildStep {
    /// Loads and resolves each design system's tokens, every permutation of its resolver. An error that leaves out a
    /// token nothing documented uses is a warning (`TokenDemand`).
    public static let resolveTokens = resolveTokens(systems: nil)

    /// Resolves the tokens of the systems whose ids are in `systems` (every system when `nil`); the others keep the
    /// tokens the context holds, for a preview rebuild after a token file changed.
    public static func resolveTokens(systems ids: Set<String>?) -> BuildStep {
        BuildStep(.resolveTokens, label: "Resolve tokens", readsOnAfterErrors: true) { context in
            context.reads.forget(.resolveTokens, systems: ids)
            for index in context.systems.indices where ids?.contains(context.systems[index].id) ?? true {
                let system = context.systems[index]
                let manifest = system.manifest
                // The renames the system declares, read here so that the build's record holds the file (an edit of it
                // is a change of the system's tokens); its problems are `docgen diff`'s to report.
                context.reads.file(FileTree.join(system.directory, TokenRenameMap.fileName), .init(.resolveTokens, system: system.id))
                context.systems[index].tokenRenames = TokenRenameMap.read(directory: system.directory, files: context.files).0.renamed
                let files: [String]
                let resolver: String?
                if manifest.tokenResolver != nil || !manifest.tokenFiles.isEmpty {
                    resolver = manifest.tokenResolver.map(system.path)
                    let entries = TokenFileEntries(system, files: context.files)
                    for folder in entries.folders { context.reads.folder(folder, .init(.resolveTokens, system: system.id)) }
                    context.diagnostics += entries.problems
                    files = entries.files
                } else {
                    // Found by looking through the folder: a token file added to it feeds the system too.
                    context.reads.folder(system.directory, .init(.resolveTokens, system: system.id))
                    switch TokenDiscovery.find(in: system.directory, files: context.files) {
                    case .resolver(let path): (resolver, files) = (path, [])
                    case .files(let paths): (resolver, files) = (nil, paths)
                    case .severalResolvers(let paths):
                        let several = Diagnostic(
                            location: manifest.location, code: "system.several-resolvers",
                            message: "\(system.directory) holds several resolver files: \(paths.joined(separator: ", ")).",
                            hint: "Name one in system.yaml: tokens: { resolver: … }")
                        context.diagnostics.append(several)
                        context.systems[index].tokenDiagnostics = [several]
                        continue
                    }
                }
                var options = context.tokenFormat
                options.contextValues = manifest.tokenContextValues.merging(options.contextValues) { _, flag in flag }
                let result = TokenLoader(options: options, files: context.files, jobs: context.configuration.jobs).load(files: files, resolver: resolver,
                                                                                                                      select: manifest.tokenContexts, permutations: .fixing)
                for file in [resolver].compactMap({ $0 }) + files + result.files {
                    context.reads.file(file, .init(.resolveTokens, system: system.id))
                }
                // The team's build output, where named, gives the values it defines (before TokenDemand, so that a
                // token only the build defines counts as defined).
                var sets = result.sets, loaded = result.diagnostics
                if let build = manifest.tokenBuild {
                    let applied = TokenBuildApplication(setting: build, system: system).apply(to: sets, files: context.files, limits: options.limits)
                    for file in applied.read { context.reads.file(file, .init(.resolveTokens, system: system.id)) }
                    sets = applied.sets
                    loaded += applied.diagnostics
                }
                // A token that cannot resolve stops the build only when something documented uses it.
                let diagnostics = TokenDemand(system: system, in: context).settle(loaded, sets: sets)
                context.diagnostics += diagnostics
                context.systems[index].tokenDiagnostics = diagnostics
                context.systems[index].tokenSets = sets
                context.systems[index].writtenTokens = result.written
            }
        }
    }
}
