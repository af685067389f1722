/// Checks that bytes are well-formed JSON, saying where they are not (the same reader token files go through).
public enum JSONSyntax {
    /// nil for valid JSON; otherwise the 1-based line, the column in bytes, and what the reader expected.
    public static func firstError(in bytes: [UInt8]) -> (line: Int, column: Int, message: String)? {
        switch JSONReader.parse(bytes) {
        case .success: nil
        case .failure(let error): (error.line, error.column, error.message)
        }
    }
}
