import DocGenSupport

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
