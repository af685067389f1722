import DocGenSupport
import DesignTokens

/// The bytes of one build output file, or the diagnostic that says why it cannot be read (`build.unreadable`, or
/// the code and hint its reader gives, as the stylesheet's `css.unreadable`).
package enum BuildFileBytes {
    package static func read(_ path: String, from files: any FileSource, limits: InputLimits, code: String = "build.unreadable",
                     hint: String = "name the file the team's build writes (tokens: { build: dist/tokens.css }), and build it first")
        -> Result<[UInt8], Diagnostic> {
        let location = SourceLocation(file: path)
        switch files.read(path, maximumSize: limits.fileSize) {
        case .bytes(let bytes):
            return .success(bytes)
        case .missing:
            let why = files.fileExists(path) ? "\(path) is not readable" : "\(path) does not exist"
            return .failure(Diagnostic(location: location, code: code, message: why, hint: hint))
        case .refused(let refusal):
            return .failure(Diagnostic(location: location, code: refusal.code, message: refusal.message,
                                       hint: refusal.sizeOverLimit != nil ? "raise the limit with --limit file-size=N" : nil))
        }
    }
}
