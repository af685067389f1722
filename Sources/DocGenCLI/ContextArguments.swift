import ArgumentParser

/// `--context NAME=VALUE`, repeatable: the resolver modifiers' contexts chosen, shared by `tokens` and `draft`.
struct ContextArguments: ParsableArguments {
    @Option(name: .customLong("context"), help: "Chooses a modifier's context, as NAME=VALUE (for example theme=dark). Repeatable.")
    var contexts: [String] = []

    func validate() throws {
        for context in contexts where context.split(separator: "=", maxSplits: 1).count != 2 {
            throw ValidationError("--context takes NAME=VALUE, for example theme=dark (got \"\(context)\")")
        }
    }

    /// Modifier → context; a later one for the same modifier wins.
    var select: [String: String] {
        var select: [String: String] = [:]
        for context in contexts {
            let parts = context.split(separator: "=", maxSplits: 1).map(String.init)
            select[parts[0]] = parts[1]
        }
        return select
    }
}
