import ArgumentParser
import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit

/// `docgen tokens --write-resolver FILE`: writes a DTCG 2025.10 resolver from token files that look like
/// alternative themes (the common files as a set, the alternatives as the contexts of a modifier `theme`).
struct WriteResolverArguments: ParsableArguments {
    @Option(name: .customLong("write-resolver"), help: ArgumentHelp("Write a resolver document listing token files that look like " +
                                                                    "alternative themes (light.json and dark.json, brand folders) as the " +
                                                                    "contexts of a modifier \"theme\", instead of printing the tokens. " +
                                                                    "Never overwrites a file.", valueName: "FILE"))
    var file: String?

    /// Writes the resolver (`ResolverFileWriter`) and prints what it holds on standard error. Nothing to write (no
    /// alternatives found) is invalid input (exit 2); an existing FILE, or tokens read through a resolver, a usage
    /// error (exit 64).
    func write(_ result: TokenLoadResult, files: [String], resolverRead: String?) throws {
        guard let file else { return }
        switch ResolverFileWriter.write(result, files: files, resolverRead: resolverRead, to: file) {
        case .success(let lines):
            lines.forEach(Terminal.errorLine)
        case .failure(let problem):
            Terminal.errorLine(problem.message)
            throw problem.isUsage ? ExitStatus.usage : ExitStatus.invalidInput
        }
    }
}
