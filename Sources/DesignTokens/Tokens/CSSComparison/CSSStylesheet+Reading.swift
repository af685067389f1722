extension CSSStylesheet {
    /// Reads and parses the stylesheet at `path` through `files`; a missing, refused or malformed file is a
    /// diagnostic located in it.
    public static func read(_ path: String, from files: FileSource, limits: InputLimits = InputLimits()) -> Result<CSSStylesheet, Diagnostic> {
        let location = SourceLocation(file: path)
        switch files.read(path, maximumSize: limits.fileSize) {
        case .bytes(let bytes):
            return CSSCustomPropertyReader.read(bytes, file: path, maximumDepth: limits.nestingDepth)
        case .missing:
            let why = files.fileExists(path) ? "\(path) is not readable" : "\(path) does not exist"
            return .failure(Diagnostic(location: location, code: "css.unreadable", message: why,
                                       hint: "pass the stylesheet your build writes, such as dist/css/tokens.css"))
        case .refused(let refusal):
            return .failure(Diagnostic(location: location, code: refusal.code, message: refusal.message,
                                       hint: refusal.sizeOverLimit != nil ? "raise the limit with --limit file-size=N" : nil))
        }
    }
}
