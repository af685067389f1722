import DocGenSupport
import DesignTokens

extension CSSStylesheet {
    /// Reads and parses the stylesheet at `path` through `files`; a missing, refused or malformed file is a
    /// diagnostic located in it.
    public static func read(_ path: String, from files: FileSource, limits: InputLimits = InputLimits()) -> Result<CSSStylesheet, Diagnostic> {
        BuildFileBytes.read(path, from: files, limits: limits, code: "css.unreadable",
                            hint: "pass the stylesheet your build writes, such as dist/css/tokens.css")
            .flatMap { CSSCustomPropertyReader.read($0, file: path, maximumDepth: limits.nestingDepth) }
    }
}
