/// A member name written twice in one JSON object. RFC 8259 leaves its meaning to the reader; JavaScript's
/// `JSON.parse`, the JSON5 reference reader and Style Dictionary keep the later value, and so does `JSONReader`.
/// GitHub Primer's published `dark.dimmed.json5` writes `$extensions` twice in every color.
package struct JSONRepeatedName: Hashable, Sendable {
    /// A place in the file: 1-based line, column in bytes.
    package struct Place: Hashable, Sendable {
        package var line: Int
        package var column: Int
    }

    package var key: String
    /// Where the name was first written (the value read from there is replaced).
    package var first: Place
    /// Where it was written again: the value read.
    package var later: Place

}
