/// JSON that does not follow RFC 8259, with the exact place the reader stopped.
struct JSONSyntaxError: Error, Hashable, Sendable {
    var line: Int
    var column: Int
    var message: String
}
