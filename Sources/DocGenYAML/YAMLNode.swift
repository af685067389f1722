import DocGenSupport


/// One value of a YAML document as docgen reads it: a scalar, a list or a mapping, with the line and column it is
/// written at (1-based, as libyaml counts them). Every YAML file docgen reads (component definitions, `system.yaml`,
/// `docgen.yaml`, `site.yaml`, front matter) becomes a tree of these through `YAMLDocument`, within the limits.
package struct YAMLNode: Sendable {
    /// What the node holds.
    package enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        /// Key/value pairs in file order, repeated keys included (readers decide what a repeat means).
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    package var content: Content
    /// 1-based line, when known.
    package var line: Int?
    /// 1-based column, when known.
    package var column: Int?

    package init(_ content: Content, line: Int? = nil, column: Int? = nil) {
        self.content = content
        self.line = line
        self.column = column
    }

    /// The scalar, when the node is one.
    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The entries, when the node is a list.
    package var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs, when the node is a mapping.
    package var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The text of a scalar, whatever its style; a mapping's `=` value key (YAML's value type) reads as its value.
    package var string: String? {
        switch content {
        case .scalar(let scalar): return scalar.string
        case .mapping(let pairs): return pairs.first { $0.key.scalar?.isValueKey == true }?.value.string
        case .sequence: return nil
        }
    }

    /// The scalar as `true`/`false` (`yes`/`no`, `on`/`off`), unless it is tagged as text.
    package var bool: Bool? { scalar?.bool }

    /// The scalar as a number (`1_000`, `.inf`, `1:30` as YAML 1.1 reads them).
    package var float: Double? { scalar?.double }

    /// Where the node is written in `file`: its line and column, or the top of the file when unknown.
    package func location(in file: String, path: String? = nil) -> SourceLocation {
        SourceLocation(file: file, line: line ?? 1, column: column, path: path)
    }
}

extension YAMLNode {
    /// An empty node standing for a place (a syntax error's, a limit's), for readers that word their problems from
    /// nodes; `nil` when the place is unknown.
    package static func place(_ line: Int?, _ column: Int?) -> YAMLNode? {
        line.map { YAMLNode(.scalar(YAMLScalar("")), line: $0, column: column) }
    }
}
