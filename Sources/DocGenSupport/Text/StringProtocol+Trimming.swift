extension StringProtocol {
    /// The text without the white space (spaces, tabs, line breaks) at either end.
    package var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
