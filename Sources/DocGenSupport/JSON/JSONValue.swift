/// A JSON value with the place it starts in its file, as read by `JSONReader`.
///
/// Objects keep their members in file order (a resolver's contexts are listed in the order the file gives).
package struct JSONValue: Hashable, Sendable {
    package enum Content: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    package var content: Content
    /// Index into the loader's file table.
    package var file: Int32
    package var line: Int32
    package var column: Int32

    package init(_ content: Content, file: Int32 = 0, line: Int32 = 0, column: Int32 = 0) {
        self.content = content
        self.file = file
        self.line = line
        self.column = column
    }

    package var members: [JSONMember]? { if case .object(let members) = content { members } else { nil } }
    package var elements: [JSONValue]? { if case .array(let elements) = content { elements } else { nil } }
    package var string: String? { if case .string(let text) = content { text } else { nil } }
    package var number: Double? { if case .number(let value) = content { value } else { nil } }
    package var bool: Bool? { if case .bool(let value) = content { value } else { nil } }
    package var isNull: Bool { if case .null = content { true } else { false } }

    /// The first member named `key` (objects are small: a linear scan beats hashing here).
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = content else { return nil }
        for member in members where member.key == key { return member.value }
        return nil
    }

    /// A short name for the kind of value, for messages: `a string`, `an object`.
    package var kindDescription: String {
        switch content {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` pair of a JSON object, with the place of the key.
package struct JSONMember: Hashable, Sendable {
    package var key: String
    package var line: Int32
    package var column: Int32
    package var value: JSONValue

    package init(key: String, line: Int32, column: Int32, value: JSONValue) {
        self.key = key
        self.line = line
        self.column = column
        self.value = value
    }
}
