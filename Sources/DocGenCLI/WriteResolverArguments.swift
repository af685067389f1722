import ArgumentParser
import DocGenKit
import Foundation

/// `docgen tokens --write-resolver FILE`: writes a DTCG 2025.10 resolver from token files that look like
/// alternative themes (the common files as a set, the alternatives as the contexts of a modifier `theme`).
struct WriteResolverArguments: ParsableArguments {
    @Option(name: .customLong("write-resolver"), help: ArgumentHelp("Write a resolver document listing token files that look like " +
                                                                    "alternative themes (light.json and dark.json, brand folders) as the " +
                                                                    "contexts of a modifier \"theme\", instead of printing the tokens. " +
                                                                    "Never overwrites a file.", valueName: "FILE"))
    var file: String?

    /// Writes the resolver and prints what it holds on standard error. Nothing to write (no alternatives found,
    /// or a resolver already read) is invalid input (exit 2); an existing FILE is a usage error (exit 64).
    func write(_ result: TokenLoadResult, files: [String], resolverRead: String?) throws {
        guard let file else { return }
        if FileManager.default.fileExists(atPath: file) || (try? FileManager.default.destinationOfSymbolicLink(atPath: file)) != nil {
            Terminal.errorLine("error: \(file) already exists; --write-resolver never overwrites a file: remove it or name another")
            throw ExitStatus.usage
        }
        if let resolverRead {
            Terminal.errorLine("error: the tokens were read through the resolver \(resolverRead); --write-resolver writes one from token files without a resolver")
            throw ExitStatus.usage
        }
        guard let themes = result.alternativeThemes else {
            Terminal.errorLine("error: none of these files look like alternative themes (files defining mostly the same tokens with different " +
                       "values), so there is no resolver to write; the files merge in path order, the later overriding the earlier")
            throw ExitStatus.invalidInput
        }
        // $refs are relative to the resolver's folder: paths of one kind, both relative or both absolute.
        let mixed = (files + [file]).contains { $0.hasPrefix("/") } && !(files + [file]).allSatisfy { $0.hasPrefix("/") }
        let here = FileManager.default.currentDirectoryPath
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : here + "/" + path }
        var written = themes
        if mixed {
            written.common = themes.common.map(absolute)
            written.overrides = themes.overrides.map(absolute)
            for index in written.modifiers.indices {
                for context in written.modifiers[index].contexts.indices {
                    written.modifiers[index].contexts[context].files = themes.modifiers[index].contexts[context].files.map(absolute)
                }
            }
        }
        let name = URL(fileURLWithPath: file).deletingPathExtension().deletingPathExtension().lastPathComponent
        let text = ResolverWriter.document(written, resolverPath: mixed ? absolute(file) : file, name: name)
        do {
            // .withoutOverwriting creates the file exclusively: an existing file or link at FILE is left alone.
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .withoutOverwriting)
        } catch {
            if FileManager.default.fileExists(atPath: file) || (try? FileManager.default.destinationOfSymbolicLink(atPath: file)) != nil {
                Terminal.errorLine("error: \(file) already exists; --write-resolver never overwrites a file: remove it or name another")
                throw ExitStatus.usage
            }
            Terminal.errorLine("error: cannot write \(file): \(error.localizedDescription)")
            throw ExitStatus.invalidInput
        }
        for modifier in themes.modifiers {
            Terminal.errorLine("wrote \(file): " + (themes.common.isEmpty ? "" : "a set of \(themes.common.count) common file\(themes.common.count == 1 ? "" : "s"), ") +
                       "the modifier \"\(modifier.name)\" with the contexts " + modifier.contexts.map(\.name).joined(separator: ", ") +
                       " (default \(modifier.contexts[0].name))" +
                       (themes.overrides.isEmpty ? "" : ", then a set of \(themes.overrides.count) file\(themes.overrides.count == 1 ? "" : "s") after it"))
        }
        Terminal.errorLine("choose a context with: docgen tokens \(file) --context \(themes.modifiers[0].name)=\(themes.modifiers[0].contexts[0].name)")
    }
}
