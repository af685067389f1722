import ButtonModel
import DesignTokens
import DocGenSupport

extension BuildContext {
    /// One input file of the build read under `file-size`: its bytes, nothing (no such file, which the caller words),
    /// or the error to report. A file past the limit is `LIMITCODE` ("The page has N bytes, more than L."); any other
    /// refusal (outside the project, not a regular file) is the refusal's own error, at `location` when given.
    package func readInput(_ path: String, limitCode: String, noun: String, refusedAt location: SourceLocation? = nil) -> InputRead {
        switch files.read(path, maximumSize: limits.fileSize) {
        case .bytes(let bytes):
            return .bytes(bytes)
        case .missing:
            return .missing
        case .refused(let refusal):
            guard let size = refusal.sizeOverLimit else { return .refused(refusal.diagnostic(at: location)) }
            return .refused(Diagnostic(location: SourceLocation(file: path), code: limitCode,
                                       message: "The \(noun) has \(size) bytes, more than \(limits.fileSize).",
                                       hint: InputLimits.advice(.fileSize)))
        }
    }

    package enum InputRead {
        case bytes([UInt8])
        case missing
        case refused(Diagnostic)
    }
}
