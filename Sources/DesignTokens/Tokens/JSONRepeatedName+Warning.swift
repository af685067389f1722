import DocGenSupport

/// A repeated member name as the token loader reports it.
extension JSONRepeatedName {
    /// The `tokens.nonstandard` warning for this name in the file at `path` (an error under `--strict-format`).
    package func warning(path: String) -> TokenError {
        let firstPlace = "\(path):\(first.line):\(first.column)", laterPlace = "\(path):\(later.line):\(later.column)"
        return TokenError(.nonstandard("the member name \"\(key)\" appears twice in this object, at \(firstPlace) and \(laterPlace)",
                                       assumed: "the later one, as JavaScript and JSON5 read a repeated name",
                                       advice: "remove one of the two, or merge them into one member"),
                          at: SourceLocation(file: path, line: later.line, column: later.column))
    }
}
