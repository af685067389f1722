import DocGenSupport

/// How a docgen command ends, the same for every command. A command throws a status other than success; `DocGen.main`
/// turns it into the process's exit code without printing anything more (what went wrong is printed already).
struct ExitStatus: Error, Hashable {
    let code: Int32

    init(code: Int32) { self.code = code }

    /// Done, nothing failed.
    static let success = ExitStatus(code: 0)
    /// The input was read and something failed: a check with `--strict` or in `docgen check`, a new failing check in
    /// `docgen diff`, a token that differs from its custom property, a preview that crashed again and again.
    static let failed = ExitStatus(code: 1)
    /// The input is invalid: a problem with its place was printed.
    static let invalidInput = ExitStatus(code: 2)
    /// The command line is wrong (argument-parser's own usage errors end with this code too).
    static let usage = ExitStatus(code: 64)
}

extension ExitStatus {
    /// The value `result` holds, or its diagnostic printed on standard error and invalid input (exit 2): a file the
    /// command was pointed at that cannot be read, or has not what the command needs.
    static func readOrExit<Value>(_ result: Result<Value, Diagnostic>) throws(ExitStatus) -> Value {
        switch result {
        case .success(let value): return value
        case .failure(let diagnostic):
            Terminal.errorLine(diagnostic.description)
            throw .invalidInput
        }
    }
}
