import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenYAML
import DocGenMarkdown

extension BuildStep {
    /// Reads `site.yaml` and every Markdown file of the content folder.
    public static let loadContent = BuildStep(.loadContent, label: "Load content") { context in
        let directory = context.configuration.contentDirectory
        guard context.files.isDirectory(directory) else {
            throw Diagnostic(location: SourceLocation(file: directory), code: "content.missing",
                             message: "The content folder does not exist.", hint: "Create it, or name another with --content DIR.")
        }
        context.reads.forget(.loadContent)
        context.reads.forget(.parseMarkdown)
        // site.yaml sets what every step does; the pages feed the parser, and so does a page added below the folder.
        context.reads.file(FileTree.join(directory, "site.yaml"), .init(.loadContent))
        context.reads.folder(directory, .init(.parseMarkdown))
        context.site = try SiteConfigurationReader.read(directory: directory, files: context.files)
        var sources: [SourceFile] = []
        if context.files is WorkTreeFileSource {
            for (link, target) in FileTree.linksOutside(directory) {
                context.diagnostics.append(Diagnostic(location: SourceLocation(file: link), code: "files.link-outside",
                                                      message: "This is a symbolic link to \(target), outside \(directory); docgen does not follow it.",
                                                      hint: "Copy the file into \(directory), or remove the link."))
            }
        }
        for path in context.files.files(in: directory, withExtension: "md") {
            let displayPath = FileTree.join(directory, path)
            context.reads.file(displayPath, .init(.parseMarkdown))
            let data: [UInt8]
            switch context.readInput(displayPath, limitCode: "content.limit", noun: "page") {
            case .bytes(let bytes):
                data = bytes
            case .missing:
                context.diagnostics.append(Diagnostic(location: SourceLocation(file: displayPath), code: "content.unreadable",
                                                      message: "The file cannot be read.", hint: "Check its permissions."))
                continue
            case .refused(let diagnostic):
                context.diagnostics.append(diagnostic)
                continue
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                context.diagnostics.append(Diagnostic(location: SourceLocation(file: displayPath), code: "content.encoding",
                                                      message: "The file is not UTF-8 text.", hint: "Save it as UTF-8."))
                continue
            }
            sources.append(SourceFile(relativePath: path, displayPath: displayPath, text: text))
        }
        if sources.isEmpty {
            context.diagnostics.append(Diagnostic(location: SourceLocation(file: directory), code: "content.empty",
                                                  message: "The content folder holds no Markdown pages.",
                                                  hint: "Add an index.md for the home page."))
        }
        context.sources = sources
    }
}

/// Reads the optional `site.yaml` of the content folder.
package enum SiteConfigurationReader {
    package static func read(directory: String, files: any FileSource) throws -> SiteConfiguration {
        let path = FileTree.join(directory, "site.yaml")
        let data: [UInt8]
        switch files.read(path, maximumSize: InputLimits.Name.fileSize.defaultValue) {
        case .missing: return SiteConfiguration()
        case .refused(let refusal): throw refusal.diagnostic()
        case .bytes(let bytes): data = bytes
        }
        let text = String(decoding: data, as: UTF8.self)
        let node: YAMLNode?
        switch YAMLDocument.compose(text) {
        case .success(let root): node = root
        case .failure(.syntax(let reason, let line, let column)):
            throw Diagnostic(location: SourceLocation(file: path, line: line, column: column), code: "site.yaml",
                             message: "site.yaml is not valid YAML: \(reason).", hint: "Fix the YAML.")
        case .failure(.limit(let excess, let line, let column)):
            throw Diagnostic(location: SourceLocation(file: path, line: line, column: column), code: "site.limit",
                             message: "site.yaml is too large: \(YAMLSize.message(excess, limits: InputLimits())).", hint: InputLimits.advice(excess))
        }
        var site = SiteConfiguration()
        guard case .mapping(let mapping)? = node?.content else { return site }
        for (key, value) in mapping {
            guard let name = key.string else { continue }
            let location = SourceLocation(file: path, line: key.line, column: key.column)
            if name == "limits" {
                site.limits = try readLimits(value, path: path)
                continue
            }
            if name == "markdown" {
                site.rawHTML = try readMarkdown(value, path: path)
                continue
            }
            guard let text = value.string else {
                throw Diagnostic(location: location, code: "site.type", message: "`\(name)` must be text.", hint: "Write \(name): some text")
            }
            switch name {
            case "title": site.title = text
            case "description": site.description = text
            case "language": site.language = text
            case "footer": site.footer = text
            default:
                throw Diagnostic(location: location, code: "site.unknown-key", message: "site.yaml has no setting `\(name)`.",
                                 hint: "Settings: title, description, language, footer, limits, markdown.")
            }
        }
        return site
    }

    /// `markdown: { raw-html: error | omit | allow }`.
    private static func readMarkdown(_ node: YAMLNode, path: String) throws -> RawHTMLPolicy {
        let hint = "Write markdown: { raw-html: allow }, with raw-html one of " + RawHTMLPolicy.allCases.map(\.rawValue).joined(separator: ", ") + "."
        guard case .mapping(let mapping) = node.content else {
            throw Diagnostic(location: SourceLocation(file: path, line: node.line, column: node.column), code: "site.type",
                             message: "`markdown` must be a mapping of settings.", hint: hint)
        }
        var policy = RawHTMLPolicy.error
        for (key, value) in mapping {
            let location = SourceLocation(file: path, line: key.line, column: key.column)
            guard key.string == "raw-html" else {
                throw Diagnostic(location: location, code: "site.unknown-key",
                                 message: "site.yaml has no setting `markdown.\(key.string ?? "")`.", hint: hint)
            }
            guard let text = value.string, let chosen = RawHTMLPolicy(rawValue: text) else {
                throw Diagnostic(location: location, code: "site.type",
                                 message: "`markdown.raw-html` takes error, omit or allow, not '\(value.string ?? "a list or mapping")'.", hint: hint)
            }
            policy = chosen
        }
        return policy
    }

    /// `limits: { alias-chain: 1000, … }`: each a name of `InputLimits.Name` and a positive whole number.
    private static func readLimits(_ node: YAMLNode, path: String) throws -> InputLimits {
        var limits = InputLimits()
        guard case .mapping(let mapping) = node.content else {
            throw Diagnostic(location: SourceLocation(file: path, line: node.line, column: node.column), code: "site.type",
                             message: "`limits` must be a mapping of limit names to numbers.", hint: "Write limits: { alias-chain: 1000 }")
        }
        for (key, value) in mapping {
            if let problem = limits.set("\(key.string ?? "")=\(value.string ?? "")", among: InputLimits.Name.all) {
                throw Diagnostic(location: SourceLocation(file: path, line: key.line, column: key.column), code: "site.limits",
                                 message: "site.yaml: \(problem).", hint: "Write limits: { alias-chain: 1000 }")
            }
        }
        return limits
    }
}
