import DocGenSupport
import Foundation

/// Writes the resolver `docgen tokens --write-resolver FILE` asks for: token files that look like alternative themes
/// (`AlternativeThemes`) as a DTCG 2025.10 resolver document at FILE, never over an existing file or link. What
/// went wrong is a value the command prints; what was written is a summary it prints.
public enum ResolverFileWriter {
    public enum Problem: Error, Equatable, Sendable {
        /// FILE exists (or is a link): a usage error.
        case exists(String)
        /// The tokens were read through a resolver already: a usage error.
        case resolverRead(String)
        /// No files look like alternative themes: invalid input.
        case noAlternatives
        /// FILE could not be written: invalid input.
        case cannotWrite(String, reason: String)

        /// Usage errors end with exit 64, the others with exit 2.
        public var isUsage: Bool {
            switch self {
            case .exists, .resolverRead: true
            case .noAlternatives, .cannotWrite: false
            }
        }

        public var message: String {
            switch self {
            case .exists(let file):
                "error: \(file) already exists; --write-resolver never overwrites a file: remove it or name another"
            case .resolverRead(let resolver):
                "error: the tokens were read through the resolver \(resolver); --write-resolver writes one from token files without a resolver"
            case .noAlternatives:
                "error: none of these files look like alternative themes (files defining mostly the same tokens with different " +
                    "values), so there is no resolver to write; the files merge in path order, the later overriding the earlier"
            case .cannotWrite(let file, let reason):
                "error: cannot write \(file): \(reason)"
            }
        }
    }

    /// Writes the resolver for `result`'s alternative themes, read from `files`, at `file`; the lines to print.
    /// `$ref`s are relative to the resolver's folder, so when `files` and `file` mix relative and absolute paths
    /// every path is made absolute from `currentDirectory`.
    public static func write(_ result: TokenLoadResult, files: [String], resolverRead: String?, to file: String,
                             currentDirectory: String = FileManager.default.currentDirectoryPath) -> Result<[String], Problem> {
        if exists(file) { return .failure(.exists(file)) }
        if let resolverRead { return .failure(.resolverRead(resolverRead)) }
        guard let themes = result.alternativeThemes else { return .failure(.noAlternatives) }
        let mixed = (files + [file]).contains { $0.hasPrefix("/") } && !(files + [file]).allSatisfy { $0.hasPrefix("/") }
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : currentDirectory + "/" + path }
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
            return .failure(exists(file) ? .exists(file) : .cannotWrite(file, reason: error.localizedDescription))
        }
        return .success(summary(themes, file: file))
    }

    private static func exists(_ file: String) -> Bool {
        FileManager.default.fileExists(atPath: file) || (try? FileManager.default.destinationOfSymbolicLink(atPath: file)) != nil
    }

    /// What was written, then how to choose a context.
    private static func summary(_ themes: AlternativeThemes, file: String) -> [String] {
        let plural = { (count: Int) in count == 1 ? "" : "s" }
        var lines = themes.modifiers.map { modifier in
            "wrote \(file): " + (themes.common.isEmpty ? "" : "a set of \(themes.common.count) common file\(plural(themes.common.count)), ") +
                "the modifier \"\(modifier.name)\" with the contexts " + modifier.contexts.map(\.name).joined(separator: ", ") +
                " (default \(modifier.contexts[0].name))" +
                (themes.overrides.isEmpty ? "" : ", then a set of \(themes.overrides.count) file\(plural(themes.overrides.count)) after it")
        }
        lines.append("choose a context with: docgen tokens \(file) --context \(themes.modifiers[0].name)=\(themes.modifiers[0].contexts[0].name)")
        return lines
    }
}
