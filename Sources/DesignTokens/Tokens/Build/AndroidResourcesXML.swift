/// An XML element as a resource file writes it, with the place it starts: what `AndroidResourcesXMLReader` reads.
///
/// Only what a `res/values*/*.xml` file holds is kept: elements, their attributes and their text (entities replaced,
/// CDATA sections taken as written); comments and processing instructions are read and dropped.
struct AndroidResourcesXMLElement: Hashable, Sendable {
    /// The name as written, prefix included (`color`, `tools:ignore` on an attribute).
    var name: String
    var attributes: [Attribute]
    /// The child elements in file order.
    var children: [AndroidResourcesXMLElement]
    /// The text directly inside the element (between its child elements), joined.
    var text: String
    var line: Int
    var column: Int

    /// One `name="value"` pair, with the place of its name.
    struct Attribute: Hashable, Sendable {
        var name: String
        var value: String
        var line: Int
        var column: Int
    }

    /// The value of the attribute named `name`, `nil` when the element has none.
    subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// XML that does not follow the XML 1.0 syntax a resource file needs, with the place the reader stopped.
struct AndroidResourcesXMLError: Error, Hashable, Sendable {
    var line: Int
    var column: Int
    var message: String
}
