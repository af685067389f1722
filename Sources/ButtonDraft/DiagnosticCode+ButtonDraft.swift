import DocGenSupport

extension DiagnosticCode {
    /// The codes `docgen draft` prints.
    public static let buttonDraft: [DiagnosticCode] = [
        DiagnosticCode("draft.missing-reference", .error, "A component definition names a token that a context of its token files no longer defines (`docgen draft --check`)."),
        DiagnosticCode("draft.unreadable", .error, "A file `docgen draft` was pointed at (a vocabulary, a definition to check) cannot be read."),
        DiagnosticCode("draft.undocumented-token", .error, "A color token of the Button's family that the component definition does not name (`docgen draft --check`)."),
        DiagnosticCode("draft.vocabulary", .error, "A vocabulary file added to `docgen draft`'s words is not YAML of its tables."),
    ]
}

extension Draft {
    /// The text of `path`, or a diagnostic saying why it cannot be read.
    public static func readText(_ path: String, from files: any FileSource, limits: InputLimits = InputLimits()) -> Result<String, Diagnostic> {
        switch files.read(path, maximumSize: limits.fileSize) {
        case .bytes(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(Diagnostic(location: SourceLocation(file: path), code: "draft.unreadable", message: "\(path) is not UTF-8 text"))
            }
            return .success(text)
        case .missing:
            return .failure(Diagnostic(location: SourceLocation(file: path), code: "draft.unreadable",
                                       message: files.fileExists(path) ? "\(path) is not readable" : "\(path) does not exist"))
        case .refused(let refusal):
            return .failure(Diagnostic(location: SourceLocation(file: path), code: refusal.code, message: refusal.message))
        }
    }
}
