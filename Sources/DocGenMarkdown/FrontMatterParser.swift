import DocGenSupport
import Foundation
import DocGenYAML

/// Splits a page into its YAML front matter and its Markdown, and reads the YAML (flat lines itself, the rest with
/// `YAMLDocument`).
public struct FrontMatterParser: Sendable {
    public var limits: InputLimits

    public init(limits: InputLimits = InputLimits()) {
        self.limits = limits
    }

    /// The front matter and the Markdown after it, or the problems with the front matter.
    public func parse(_ file: SourceFile) -> (FrontMatter, markdown: String, diagnostics: [Diagnostic]) {
        let (frontMatter, markdown, diagnostics) = read(file)
        return (frontMatter, String(markdown), diagnostics)
    }

    /// `parse`, with the Markdown left in the file's text rather than copied.
    package func read(_ file: SourceFile) -> (FrontMatter, markdown: Substring, diagnostics: [Diagnostic]) {
        guard let split = Self.split(file.text) else {
            return (FrontMatter(), file.text[...], [])
        }
        guard case let (yaml, markdown, closing)? = split else {
            return (FrontMatter(), file.text[...], [diagnostic(file, line: 1, "unterminated", "The front matter opened on line 1 is never closed.",
                                                          hint: "End it with a line of three dashes (---).")])
        }
        var frontMatter = FrontMatter(lineCount: closing + 1)
        var diagnostics: [Diagnostic] = []

        let entries: [FlatFrontMatter.Entry]
        if let flat = FlatFrontMatter.entries(in: yaml, limits: limits) {
            entries = flat
        } else {
            switch composed(yaml, file: file) {
            case .success(let composed): entries = composed
            case .failure(let problem): return (frontMatter, markdown, problem.diagnostic.map { [$0] } ?? [])
            }
        }
        for entry in entries {
            frontMatter.keyLines[entry.key] = entry.line + 1
            frontMatter.values[entry.key] = entry.value
        }
        func text(_ key: String) -> String? {
            guard let value = frontMatter.values[key] else { return nil }
            if let text = value.string, case .string = value { return text }
            diagnostics.append(diagnostic(file, line: frontMatter.keyLines[key] ?? 2, "type", "`\(key)` must be text.", hint: "Write \(key): some text"))
            return nil
        }
        frontMatter.title = text("title")
        frontMatter.description = text("description")
        frontMatter.layout = text("layout")
        frontMatter.section = text("section")
        if let order = frontMatter.values["order"] {
            if case .number(let number) = order, number == number.rounded(), abs(number) < 1e9 {
                frontMatter.order = Int(number)
            } else {
                diagnostics.append(diagnostic(file, line: frontMatter.keyLines["order"] ?? 2, "type", "`order` must be a whole number.", hint: "Write order: 10"))
            }
        }
        return (frontMatter, markdown, diagnostics)
    }

    /// `nil` when the page has no front matter (its first line is not `---`); `.some(nil)` when the front matter is
    /// never closed; else the YAML between the `---` lines, the Markdown after them, and the 0-based index of the
    /// closing line. Reads lines only up to the closing one: a page's Markdown is never split into lines here.
    private static func split(_ text: String) -> (yaml: String, markdown: Substring, closing: Int)?? {
        let utf8 = text.utf8
        func line(startingAt start: String.Index) -> (line: Substring, next: String.Index?) {
            guard let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) else { return (text[start...], nil) }
            return (text[start..<newline], utf8.index(after: newline))
        }
        let (first, afterFirst) = line(startingAt: text.startIndex)
        guard first.trimmingTrailingWhitespace == "---" else { return nil }
        guard let yamlStart = afterFirst else { return .some(nil) }
        var start = yamlStart
        var index = 1
        while true {
            let (current, next) = line(startingAt: start)
            let trimmed = current.trimmingTrailingWhitespace
            if trimmed == "---" || trimmed == "..." {
                // The YAML is the lines between, without the newline that ends the last of them.
                let yaml = start == yamlStart ? "" : String(text[yamlStart..<utf8.index(before: start)])
                return (yaml, next.map { text[$0...] } ?? "", index)
            }
            guard let next else { return .some(nil) }
            start = next
            index += 1
        }
    }

    /// Why composed YAML gives no entries: a diagnostic, or none when the YAML holds nothing.
    private struct Unreadable: Error {
        var diagnostic: Diagnostic?
    }

    /// The YAML read by `YAMLDocument`, as entries with lines like `FlatFrontMatter`'s.
    private func composed(_ yaml: String, file: SourceFile) -> Result<[FlatFrontMatter.Entry], Unreadable> {
        let node: YAMLNode
        switch YAMLDocument.compose(yaml, limits: limits) {
        case .success(let root?): node = root
        case .success(nil): return .failure(Unreadable())
        case .failure(.syntax(let problem, let line, let column)):
            // Marks count from the YAML's first line, the line after the opening `---`.
            let start = (line ?? 1) + 1
            return .failure(Unreadable(diagnostic: diagnostic(file, line: start, column: column, "yaml", "The front matter is not valid YAML: \(problem).",
                                                              hint: "Fix the YAML between the --- lines.")))
        case .failure(.limit(let excess, _, _)):
            return .failure(Unreadable(diagnostic: tooLarge(file, excess)))
        }
        guard case .mapping(let mapping) = node.content else {
            return .failure(Unreadable(diagnostic: diagnostic(file, line: 2, "not-a-mapping", "The front matter must be a mapping of keys to values.",
                                                              hint: "Write one `key: value` per line, for example `title: Button`.")))
        }
        return .success(mapping.compactMap { key, value in
            key.string.map { FlatFrontMatter.Entry(key: $0, line: key.line ?? 1, value: Self.value(of: value)) }
        })
    }

    private func tooLarge(_ file: SourceFile, _ excess: InputLimits.Name) -> Diagnostic {
        diagnostic(file, line: 2, "limit", "The front matter is too large: " + YAMLSize.message(excess, limits: limits) + ".",
                   hint: InputLimits.advice(excess))
    }

    package static func value(of node: YAMLNode) -> FrontMatterValue {
        switch node.content {
        case .scalar(let scalar):
            if scalar.style == .plain {
                if let flag = scalar.bool { return .bool(flag) }
                if let integer = scalar.int { return .number(Double(integer)) }
                if let number = scalar.double, number.isFinite { return .number(number) }
                if scalar.isNull { return .null }
            }
            return .string(scalar.string)
        case .sequence(let sequence):
            return .list(sequence.map(value(of:)))
        case .mapping(let mapping):
            var members: [String: FrontMatterValue] = [:]
            for (key, member) in mapping { if let name = key.string { members[name] = value(of: member) } }
            return .map(members)
        }
    }

    private func diagnostic(_ file: SourceFile, line: Int, column: Int? = nil, _ code: String, _ message: String, hint: String?) -> Diagnostic {
        Diagnostic(location: SourceLocation(file: file.displayPath, line: line, column: column), code: "front-matter.\(code)",
                   message: message, hint: hint)
    }
}

private extension Substring {
    var trimmingTrailingWhitespace: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[startIndex..<end]
    }
}
