import DocGenSupport
import DocGenYAML

/// One ```` ```docgen NAME key=value … ```` fence in a page: which part to generate, with what arguments.
public struct DirectiveInvocation: Hashable, Sendable {
    public struct Argument: Hashable, Sendable {
        public var name: String
        public var value: String

        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public var name: String
    /// In the order written; names are unique.
    public var arguments: [Argument]
    /// The fence's content, for parts that take one (a table's rows).
    public var body: String
    /// The line of the opening fence.
    public var location: SourceLocation

    public init(name: String, arguments: [Argument], body: String, location: SourceLocation) {
        self.name = name
        self.arguments = arguments
        self.body = body
        self.location = location
    }

    public subscript(argument: String) -> String? {
        arguments.first { $0.name == argument }?.value
    }

    /// The location of line `offset` (0-based) of the body: the fence's line plus one plus the offset.
    public func bodyLocation(line offset: Int) -> SourceLocation {
        var location = self.location
        location.line = (location.line ?? 0) + 1 + offset
        location.column = nil
        return location
    }
}
