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
        for path in set.leftOut {
            guard let code = Self.cause(of: path, codeAt: codeAt, references: set.references) else { continue }
            byCode[code, default: Cause(code: code, tokens: 0, files: 0)].tokens += 1
        }
        causes = byCode.values.sorted { ($1.tokens, $1.files, $0.code) < ($0.tokens, $0.files, $1.code) }
    }

    /// Breadth first through what the token names, to the first token with an error.
    private static func cause(of start: TokenPath, codeAt: [String: String], references: [TokenPath: [TokenPath]]) -> String? {
        var queue = [start], seen: Set<TokenPath> = [start], next = 0
        while next < queue.count {
            let path = queue[next]
            next += 1
            if let code = codeAt[path.description] { return code }
            for named in references[path] ?? [] where seen.insert(named).inserted { queue.append(named) }
        }
        return nil
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
