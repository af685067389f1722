/// JSON that does not follow RFC 8259, with the exact place the reader stopped.
struct JSONSyntaxError: Error, Hashable, Sendable {
    var line: Int
    var column: Int
    var message: String
    /// The input limit the JSON went past (nesting deeper than `nesting-depth`), when that is what stopped it.
    var limit: InputLimits.Name? = nil
}
