/// JSON that does not follow RFC 8259, with the exact place the reader stopped.
package struct JSONSyntaxError: Error, Hashable, Sendable {
    package var line: Int
    package var column: Int
    package var message: String
    /// The input limit the JSON went past (nesting deeper than `nesting-depth`), when that is what stopped it.
    package var limit: InputLimits.Name? = nil
}
