import ArgumentParser
import DocGenKit
import Foundation

/// `docgen tokens`: prints the resolved design tokens of one permutation as JSON or as a table.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Prints the resolved design tokens.",
        discussion: """
            Exit status: 0 when the tokens resolve, 2 when the input is invalid (every problem is printed on \
            standard error, and the tokens that did resolve are printed all the same), 64 for usage errors. \
            With --against, 1 when a token's value differs from its custom property.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, table }

    @Argument(help: "Token files or folders (default: the tokens under Content/).")
    var paths: [String] = []

    @Option(help: "A DTCG 2025.10 resolver document (*.resolver.json, .jsonc or .json5), or a Tokens Studio $themes.json.")
    var resolver: String?

    @Option(name: .customLong("context"), help: "Chooses a modifier's context, as NAME=VALUE (for example theme=dark). Repeatable.")
    var contexts: [String] = []

    @Option(help: "json or table.")
    var format: Format = .json

    @OptionGroup var tokenFormat: TokenFormatArguments

    @OptionGroup var against: AgainstCSSArguments

    @OptionGroup var writeResolver: WriteResolverArguments

    func validate() throws {
        if writeResolver.file != nil, against.file != nil || !contexts.isEmpty {
            throw ValidationError("--write-resolver writes a resolver from the files; it goes without --against and --context")
        }
        for context in contexts where context.split(separator: "=", maxSplits: 1).count != 2 {
            throw ValidationError("--context takes NAME=VALUE, for example theme=dark (got \"\(context)\")")
        }
    }

    func run() throws {
        let inputs = try TokenInputs.resolve(paths: paths, resolver: resolver)
        var select: [String: String] = [:]
        for context in contexts {
            let parts = context.split(separator: "=", maxSplits: 1).map(String.init)
            select[parts[0]] = parts[1]
        }
        // The paths named here may lie anywhere; what their files reference stays inside them or the current folder.
        let named = (paths + [resolver, against.file].compactMap { $0 }).map { Self.isFolder($0) ? $0 : FileTree.directory(of: $0) }
        let files = WorkTreeFileSource(confinement: ReadConfinement(projectRoot: ".", trusted: named))
        let result = TokenLoader(options: tokenFormat.options, files: files).load(files: inputs.files, resolver: inputs.resolver, select: select)
        for diagnostic in result.diagnostics { printError(diagnostic.description) }
        if writeResolver.file != nil { return try writeResolver.write(result, files: inputs.files, resolverRead: inputs.resolver) }
        let errors = result.diagnostics.errors
        // A --context naming no modifier or context is a usage error; anything else is invalid input, and what
        // resolved is printed all the same.
        if !errors.isEmpty, errors.allSatisfy({ $0.code == "tokens.unknown-context" }) { throw ExitCode(64) }

        var chosen = result.sets
        for modifier in result.modifiers where select[modifier.name] == nil && chosen.count > 1 {
            guard let fallback = modifier.defaultContext else {
                printError("error: the resolver has several permutations; choose one with --context \(modifier.name)=" +
                           modifier.contexts.joined(separator: "|"))
                throw ExitCode(64)
            }
            chosen = chosen.filter { set in set.contextPairs.contains { $0.name == modifier.name && $0.value == fallback } }
        }
        // Always a whole JSON document or table, even when nothing resolved (`{"context": {}, "tokens": {}}`).
        let set = chosen.first ?? TokenSet(context: [], tokens: [:])
        var differs = false
        if against.file != nil {
            differs = try against.compare(set, files: files, limits: tokenFormat.limits)
        } else {
            switch format {
            case .json: print(TokenJSONWriter.json(set), terminator: "")
            case .table: print(TokenTableWriter.table(set), terminator: "")
            }
        }
        guard !errors.isEmpty else {
            if !inputs.emptyFolders.isEmpty { throw ExitCode(2) }
            if differs { throw ExitCode(1) }
            return
        }
        let count = errors.count, leftOut = set.leftOut.count
        let loss = TokenLoss(diagnostics: result.diagnostics, set: set)
        printError("docgen: \(count) error\(count == 1 ? "" : "s"); \(leftOut) token\(leftOut == 1 ? "" : "s") left out, " +
                   "\(set.tokens.count) printed (\(set.contextDescription))." +
                   (loss.causes.isEmpty ? "" : " Most lost to: \(loss.summary())."))
        throw ExitCode(2)
    }
}

/// What `docgen tokens` was asked to read, after looking inside folders.
struct TokenInputs {
    var files: [String] = []
    var resolver: String?
    /// Folders named that hold nothing to read (an error, once the empty result is printed).
    var emptyFolders: [String] = []

    static func resolve(paths: [String], resolver: String?) throws -> TokenInputs {
        var inputs = TokenInputs(resolver: resolver)
        var searched = paths
        if paths.isEmpty && resolver == nil {
            guard isDirectory("Content") else {
                printError("error: there is no Content/ folder here; pass token files or folders, or --resolver FILE")
                throw ExitCode(64)
            }
            searched = ["Content"]
        }
        for path in searched {
            if isDirectory(path) {
                switch TokenDiscovery.find(in: path) {
                case .resolver(let found):
                    try inputs.setResolver(found)
                case .files(let found):
                    if found.isEmpty {
                        // Said, and the (empty) tokens printed all the same: the output is always a whole document.
                        printError("error: \(path) holds no token files (*.tokens.json, .jsonc or .json5, or other such files with " +
                                   "$value members), no resolver and no Figma Variables export; pass the files, or --resolver FILE")
                        inputs.emptyFolders.append(path)
                    }
                    inputs.files += found
                case .severalResolvers(let found):
                    printError("error: \(path) holds several resolvers (one per design system); pass one as PATH:\n" +
                               found.map { "  \($0)" }.joined(separator: "\n"))
                    throw ExitCode(64)
                }
            } else if TokenDiscovery.isResolver(path) || TokensStudioExport.isThemes(path: path)
                        || TokenDiscovery.isResolver(content: path, files: WorkTreeFileSource()) {
                try inputs.setResolver(path)
            } else {
                inputs.files.append(path)
            }
        }
        return inputs
    }

    private mutating func setResolver(_ path: String) throws {
        if let resolver, resolver != path {
            printError("error: only one resolver at a time: \(resolver) and \(path)")
            throw ExitCode(64)
        }
        resolver = path
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}

extension TokensCommand {
    static func isFolder(_ path: String) -> Bool { FileTree.isDirectory(path) }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
