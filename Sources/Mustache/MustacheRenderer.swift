/// Renders a template over a stack of values into one string.
///
/// The nodes still to render are kept on a stack of frames, one per open section, block, parent or partial, not
/// on the call stack: nesting is bounded by `limits.nestingDepth`, and the output and the steps taken by
/// `limits.outputSize`, so that no template can overflow the stack or run without end.
struct MustacheRenderer {
    let library: MustacheLibrary
    let limits: MustacheRenderLimits
    private var stack: [TemplateValue]
    /// The frame being rendered, and those it opened in, outermost first.
    private var current = Frame(nodes: [], scope: Scope(template: "", indentation: "", overrides: [:]))
    private var frames: [Frame] = []
    private(set) var output = ""
    /// Tags rendered and scopes searched.
    private var steps = 0
    /// Bytes and steps already spent from the site's budget.
    private var spent = 0

    /// Where a frame's nodes come from: their template (for errors), the indentation of the partial that included
    /// them, and the blocks that override the parent templates' own.
    private struct Scope {
        var template: String
        var indentation: String
        var overrides: [String: Override]
    }

    /// A child template's `{{$name}}…{{/name}}` inside `{{<parent}}`, rendered where the parent has that block.
    private struct Override {
        var nodes: [MustacheNode]
        var template: String
        var indentation: String
    }

    private struct Frame {
        var nodes: [MustacheNode]
        var index = 0
        var scope: Scope
        /// Whether the frame pushed a value on the context stack, to take off when it ends.
        var pushesValue = false
        /// The items of a list section still to render the nodes for, after the one on the context stack.
        var items: ArraySlice<TemplateValue> = []
    }

    init(library: MustacheLibrary, root: TemplateValue, limits: MustacheRenderLimits) {
        self.library = library
        self.limits = limits
        stack = [root.settled]
    }

    mutating func render(_ template: MustacheTemplate, named name: String) throws(MustacheRenderError) {
        current = Frame(nodes: template.nodes, scope: Scope(template: name, indentation: "", overrides: [:]))
        while true {
            if current.index < current.nodes.count {
                let node = current.nodes[current.index]
                current.index += 1
                try render(node, in: current.scope)
            } else if let item = current.items.popFirst() {
                stack[stack.count - 1] = item.settled
                current.index = 0
                try charge(steps: 1)
            } else {
                if current.pushesValue { stack.removeLast() }
                guard let outer = frames.popLast() else { break }
                current = outer
            }
        }
        try settle()
    }

    private mutating func render(_ node: MustacheNode, in scope: Scope) throws(MustacheRenderError) {
        switch node {
        case .text(let text, let startsLine):
            if scope.indentation.isEmpty {
                output += text
            } else {
                append(text, startsLine: startsLine, indentedBy: scope.indentation)
            }
            try charge(steps: 0)
        case .lineStart:
            output += scope.indentation
            try charge(steps: 1)
        case .variable(let path, let escaped):
            switch lookUp(path) {
            case .text(let text)?:
                if escaped { HTMLEscaping.appendAttribute(text, to: &output) } else { output += text }
            case .bool(let flag)?:
                output += flag ? "true" : "false"
            case .list?, .object?, .deferred?, nil:
                break
            }
            try charge(steps: 1)
        case .section(let path, let inverted, let body, let place):
            let value = lookUp(path)
            try charge(steps: 1)
            try openSection(value, inverted: inverted, body: body, scope: scope, place: place)
        case .block(let name, let body, let place):
            try charge(steps: 1)
            if let override = scope.overrides[name] {
                try open(override.nodes, scope: Scope(template: override.template, indentation: override.indentation,
                                                      overrides: scope.overrides), place: place, in: scope)
            } else {
                try open(body, scope: scope, place: place, in: scope)
            }
        case .partial(let name, let indentation, let place):
            try charge(steps: 1)
            guard let template = library.template(named: name) else { return }
            try open(template.nodes, scope: Scope(template: name, indentation: scope.indentation + indentation,
                                                  overrides: scope.overrides), place: place, in: scope)
        case .parent(let name, let indentation, let blocks, let place):
            try charge(steps: 1)
            guard let template = library.template(named: name) else { return }
            // The outermost child's blocks win over those of the templates between it and this parent.
            let own = blocks.mapValues { Override(nodes: $0, template: scope.template, indentation: scope.indentation) }
            try open(template.nodes, scope: Scope(template: name, indentation: scope.indentation + indentation,
                                                  overrides: own.merging(scope.overrides) { _, outer in outer }),
                     place: place, in: scope)
        }
    }

    private mutating func openSection(_ value: TemplateValue?, inverted: Bool, body: [MustacheNode], scope: Scope,
                                      place: MustachePlace) throws(MustacheRenderError) {
        switch value {
        case nil:
            if inverted { try open(body, scope: scope, place: place, in: scope) }
        case .bool(let flag)?:
            if flag != inverted { try open(body, scope: scope, place: place, in: scope) }
        case .list(let items)?:
            if inverted {
                if items.isEmpty { try open(body, scope: scope, place: place, in: scope) }
            } else if let first = items.first {
                try open(body, scope: scope, place: place, in: scope, pushing: first.settled, then: items.dropFirst())
            }
        case let value?:
            if !inverted { try open(body, scope: scope, place: place, in: scope, pushing: value) }
        }
    }

    /// Starts rendering `nodes` one level deeper than the frame on top, optionally with `value` as the innermost
    /// context, and then each of `items` in its place.
    private mutating func open(_ nodes: [MustacheNode], scope: Scope, place: MustachePlace, in enclosing: Scope,
                               pushing value: TemplateValue? = nil,
                               then items: ArraySlice<TemplateValue> = []) throws(MustacheRenderError) {
        guard frames.count < limits.nestingDepth else {
            throw .nestedTooDeep(template: enclosing.template, line: place.line, column: place.column, limit: limits.nestingDepth)
        }
        guard !nodes.isEmpty || !items.isEmpty else { return }
        if let value { stack.append(value) }
        frames.append(current)
        current = Frame(nodes: nodes, scope: scope, pushesValue: value != nil, items: items)
    }

    /// Appends template text included with `indentation`: before its first line when it starts one, and after each
    /// line break but a last one.
    private mutating func append(_ text: String, startsLine: Bool, indentedBy indentation: String) {
        if startsLine { output += indentation }
        var lineStart = text.utf8.startIndex
        for index in text.utf8.indices where text.utf8[index] == UInt8(ascii: "\n") {
            let next = text.utf8.index(after: index)
            guard next != text.utf8.endIndex else { break }
            output += text[lineStart..<next]
            output += indentation
            lineStart = next
        }
        output += text[lineStart...]
    }

    /// Counts `count` steps and checks the output and the steps (each weighing
    /// `MustacheRenderLimits.bytesPerStep` bytes) against the limits, spending from the site's budget every 64 KiB.
    private mutating func charge(steps count: Int) throws(MustacheRenderError) {
        steps += count
        let bytes = output.utf8.count
        if bytes > limits.outputSize { throw .outputTooLarge(limit: limits.outputSize) }
        if steps * MustacheRenderLimits.bytesPerStep > limits.outputSize { throw .expandsTooFar(limit: limits.outputSize) }
        if cost - spent >= 1 << 16 { try settle() }
    }

    /// The bytes printed and the steps taken, weighed together.
    private var cost: Int { output.utf8.count + steps * MustacheRenderLimits.bytesPerStep }

    /// Spends what this rendering took since it last did from the site's budget.
    private mutating func settle() throws(MustacheRenderError) {
        guard let site = limits.site else { return }
        let total = cost
        defer { spent = total }
        guard site.spend(total - spent) else { throw .siteTooLarge(limit: site.limit) }
    }

    /// The value a name reads: its first part from the innermost value that has it, the rest inside that. Each
    /// scope searched past the innermost counts as a step.
    private mutating func lookUp(_ path: [String]) -> TemplateValue? {
        guard let first = path.first else { return stack.last }
        var searched = -1
        defer { steps += max(searched, 0) }
        for scope in stack.reversed() {
            searched += 1
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
