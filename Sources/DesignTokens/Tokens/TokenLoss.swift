import DocGenSupport

/// What cost the most tokens in one permutation: for each error code, how many tokens it left out (the token the
/// error is on, and every token left out that passes through it), and the files an error stopped reading. What
/// `docgen tokens` names in its summary, so that a set where little resolves says why first.
package struct TokenLoss: Equatable, Sendable {
    public struct Cause: Equatable, Sendable {
        public var code: String
        /// Tokens left out by errors of this code.
        public var tokens: Int
        /// Files that could not be read at all because of errors of this code.
        public var files: Int
    }

    /// The causes, most tokens first (then most files, then by code).
    public var causes: [Cause]

    public init(diagnostics: [Diagnostic], set: TokenSet) {
        // The first error on each token, by path; errors with no token stopped a whole file.
        var codeAt: [String: String] = [:]
        var byCode: [String: Cause] = [:]
        for error in diagnostics where error.severity == .error {
            if let path = error.location.path {
                if codeAt[path] == nil { codeAt[path] = error.code }
            } else {
                byCode[error.code, default: Cause(code: error.code, tokens: 0, files: 0)].files += 1
            }
        }
        // Each token left out goes to the error on itself, or else on the nearest token it names that has one.
        let causes = Self.nearestCauses(codeAt: codeAt, references: set.references)
        for path in set.leftOut {
            guard let code = codeAt[path.description] ?? causes[path] else { continue }
            byCode[code, default: Cause(code: code, tokens: 0, files: 0)].tokens += 1
        }
        self.causes = byCode.values.sorted { ($1.tokens, $1.files, $0.code) < ($0.tokens, $0.files, $1.code) }
    }

    /// For every token that has an error or names, however many hops away, a token that has one: the code of the
    /// nearest such token. One breadth-first walk from all the tokens with errors at once, along the references
    /// turned round, so that a chain of 100,000 aliases is walked once, not once per token on it. Ties go to the
    /// token first in path order.
    private static func nearestCauses(codeAt: [String: String], references: [TokenPath: [TokenPath]]) -> [TokenPath: String] {
        var namedBy: [TokenPath: [TokenPath]] = [:]
        var sources = Set<TokenPath>()
        for (path, named) in references.sorted(by: { $0.key < $1.key }) {
            if codeAt[path.description] != nil { sources.insert(path) }
            for target in named {
                namedBy[target, default: []].append(path)
                if codeAt[target.description] != nil { sources.insert(target) }
            }
        }
        var cause: [TokenPath: String] = [:]
        var queue = sources.sorted(), next = 0
        for path in queue { cause[path] = codeAt[path.description] }
        while next < queue.count {
            let path = queue[next]
            next += 1
            for user in namedBy[path] ?? [] where cause[user] == nil {
                cause[user] = cause[path]
                queue.append(user)
            }
        }
        return cause
    }

    /// `tokens.unknown-reference (12 tokens), tokens.malformed-json (1 file)`: the first `count` causes.
    public func summary(first count: Int = 3) -> String {
        causes.prefix(count).map { cause in
            var parts: [String] = []
            if cause.tokens > 0 { parts.append("\(cause.tokens) token\(cause.tokens == 1 ? "" : "s")") }
            if cause.files > 0 { parts.append("\(cause.files) file\(cause.files == 1 ? "" : "s") not read") }
            return "\(cause.code) (\(parts.joined(separator: ", ")))"
        }.joined(separator: ", ")
    }
}
