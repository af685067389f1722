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
