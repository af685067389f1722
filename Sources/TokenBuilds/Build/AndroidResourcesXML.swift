import DocGenSupport
import DesignTokens

/// An XML element as a resource file writes it, with the place it starts: what `AndroidResourcesXMLReader` reads.
///
/// Only what a `res/values*/*.xml` file holds is kept: elements, their attributes and their text (entities replaced,
/// CDATA sections taken as written); comments and processing instructions are read and dropped.
package struct AndroidResourcesXMLElement: Hashable, Sendable {
    /// The name as written, prefix included (`color`, `tools:ignore` on an attribute).
    package var name: String
    package var attributes: [Attribute]
    /// The child elements in file order.
    package var children: [AndroidResourcesXMLElement]
    /// The text directly inside the element (between its child elements), joined.
    package var text: String
    package var line: Int
    package var column: Int

    /// One `name="value"` pair, with the place of its name.
    package struct Attribute: Hashable, Sendable {
        package var name: String
        package var value: String
        package var line: Int
        package var column: Int
    }

    /// The value of the attribute named `name`, `nil` when the element has none.
    package subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// XML that does not follow the XML 1.0 syntax a resource file needs, with the place the reader stopped.
package struct AndroidResourcesXMLError: Error, Hashable, Sendable {
    package var line: Int
    package var column: Int
    package var message: String
}
