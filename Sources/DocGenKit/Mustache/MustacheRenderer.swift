/// Renders nodes over a stack of values into one string.
struct MustacheRenderer {
    let library: MustacheLibrary
    private var stack: [TemplateValue]
    private(set) var output = ""
    private var nesting = 0

    init(library: MustacheLibrary, root: TemplateValue) {
        self.library = library
        stack = [root.settled]
    }

    mutating func render(_ nodes: [MustacheNode], overrides: [String: [MustacheNode]]) throws(MustacheRenderError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let path, let escaped):
                guard let value = lookUp(path) else { continue }
                switch value {
                case .text(let text):
                    if escaped { HTMLEscaping.appendAttribute(text, to: &output) } else { output += text }
                case .bool(let flag):
                    output += flag ? "true" : "false"
                case .list, .object, .deferred:
                    continue
                }
            case .section(let path, let inverted, let body):
                try renderSection(lookUp(path), inverted: inverted, body: body, overrides: overrides)
            case .block(let name, let body):
                try render(overrides[name] ?? body, overrides: overrides)
            case .partial(let name, let indentation):
                guard let template = library.template(named: name, indentation: indentation) else { continue }
                try include(template, named: name, overrides: overrides)
            case .parent(let name, let indentation, let blocks):
                guard let template = library.template(named: name, indentation: indentation) else { continue }
                // The outermost child's blocks win over those of the templates between it and this parent.
                try include(template, named: name, overrides: blocks.merging(overrides) { _, outer in outer })
            }
        }
    }

    private mutating func include(_ template: MustacheTemplate, named name: String,
                                  overrides: [String: [MustacheNode]]) throws(MustacheRenderError) {
        guard nesting < MustacheLibrary.nestingLimit else { throw .nestedTooDeep(template: name) }
        nesting += 1
        defer { nesting -= 1 }
        try render(template.nodes, overrides: overrides)
    }

    private mutating func renderSection(_ value: TemplateValue?, inverted: Bool, body: [MustacheNode],
                                        overrides: [String: [MustacheNode]]) throws(MustacheRenderError) {
        switch value {
        case nil:
            if inverted { try render(body, overrides: overrides) }
        case .bool(let flag)?:
            if flag != inverted { try render(body, overrides: overrides) }
        case .list(let items)?:
            if inverted {
                if items.isEmpty { try render(body, overrides: overrides) }
                return
            }
            for item in items {
                stack.append(item.settled)
                defer { stack.removeLast() }
                try render(body, overrides: overrides)
            }
        case let value?:
            guard !inverted else { return }
            stack.append(value)
            defer { stack.removeLast() }
            try render(body, overrides: overrides)
        }
    }

    /// The value a name reads: its first part from the innermost value that has it, the rest inside that.
    private func lookUp(_ path: [String]) -> TemplateValue? {
        guard let first = path.first else { return stack.last }
        for scope in stack.reversed() {
            guard var value = scope.member(first) else { continue }
            for name in path.dropFirst() {
                guard let member = value.member(name) else { return nil }
                value = member
            }
            return value.settled
        }
        return nil
    }
}
