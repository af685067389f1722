import DesignTokens
@testable import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation
@testable import DocGenReview

/// The pages of `docs/reference/`, generated from the code so that they cannot drift from it: the commands and
/// options from the command-line parser's own description (`docgen --experimental-dump-help`), the input limits
/// from `InputLimits.Name`, the settings of `docgen.yaml` from `ProjectFile.settings`, the generated parts from
/// `DirectiveRegistry.standard`, and the error codes from `DiagnosticCodeRegistry.docgen`. `DocsReferenceTests`
/// compares them with the committed pages; `make docs-reference`
/// writes them.
enum DocsReference {
    static let docs = DocGenProcess.packageRoot.appendingPathComponent("docs")
    static let folder = docs.appendingPathComponent("reference")

    /// File name in `docs/reference/` → its text.
    static func pages(dumpHelp: Data) throws -> [String: String] {
        [
            "commands.md": try commands(try JSONDecoder().decode(HelpDump.self, from: dumpHelp).command),
            "error-codes.md": try errorCodes(),
            "limits.md": limits(),
            "parts.md": parts(),
            "settings.md": settings(),
        ]
    }

    static func header(title: String, description: String, order: Int, source: String) -> String {
        """
        ---
        title: \(title)
        description: "\(description)"
        section: Reference
        order: \(order)
        ---

        `make docs-reference` writes this page from \(source); `make test` fails when it differs from what the code
        gives, so edit the code, not this page.


        """
    }

    static func table(_ header: [String], _ rows: [[String]]) -> String {
        var lines = ["```docgen table", "| " + header.joined(separator: " | ") + " |",
                     "|" + String(repeating: " --- |", count: header.count)]
        for row in rows {
            lines.append("| " + row.map { $0.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
                .joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n```\n"
    }

    static func code(_ text: String) -> String { text.contains("`") ? "`` \(text) ``" : "`\(text)`" }

    // MARK: Input limits

    static func limits() -> String {
        var text = header(title: "Input limits", description: "Every input limit: its name, default, ceiling and what it counts.",
                          order: 140, source: "`InputLimits.Name` (Sources/DesignTokens/Model/InputLimits.swift)")
        text += "Raise one with `--limit NAME=N` or `limits: { NAME: N }` in `site.yaml`; [Input limits](../limits.md) says why each exists.\n\n"
        text += table(["name", "default", "at most", "counts"], InputLimits.Name.all.map { name in
            [code(name.rawValue), amount(name.defaultValue, bytes: name.what.hasPrefix("bytes")),
             name.maximumValue.map { amount($0, bytes: false) } ?? "—", name.what]
        })
        return text
    }

    static func amount(_ value: Int, bytes: Bool) -> String {
        var digits = String(value), groups: [Substring] = []
        while digits.count > 3 { groups.insert(digits.suffix(3), at: 0); digits.removeLast(3) }
        let plain = ([Substring(digits)] + groups).joined(separator: ",")
        guard bytes, value >= 1 << 20 else { return plain }
        let units = value >= 1 << 30 ? (value >> 30, "GiB") : (value >> 20, "MiB")
        return "\(plain) (\(units.0) \(units.1))"
    }

    // MARK: Settings

    static func settings() -> String {
        var text = header(title: "Settings", description: "Every key of docgen.yaml: the flag that sets it too, what it does, and an example.",
                          order: 145, source: "`ProjectFile.settings` (Sources/DocGenKit/Project/ProjectFile+Settings.swift)")
        text += "Every key is optional and paths are relative to the file; a flag wins over the file, the file over docgen's defaults. "
        text += "[The project file](../content.md#the-project-file) shows a whole file.\n\n"
        text += table(["key", "flag", "what it does", "example"], ProjectFile.settings.reference.map { row in
            [code(row.key), row.flag.map(code) ?? "—", row.summary, code("\(row.key.split(separator: ".").last ?? ""): \(row.example)")]
        })
        return text
    }

    // MARK: Generated parts

    static func parts() -> String {
        var text = header(title: "Generated parts", description: "Every docgen fence a page may use, and its arguments.",
                          order: 150, source: "`DirectiveRegistry.standard` (Sources/DocGenKit/Directives)")
        text += "A fenced block whose info string starts with `docgen` is replaced by the part it names; [Generated parts](../content.md#generated-parts) shows how.\n"
        let registry = DirectiveRegistry.standard
        for name in registry.names {
            guard let part = registry.parts[name] else { continue }
            text += "\n## `docgen \(name)`\n\n\(part.summary)"
            text += part.takesBody ? " The fence's content is its input.\n\n" : " The fence holds nothing.\n\n"
            if part.parameters.isEmpty {
                text += "No arguments.\n"
            } else {
                text += table(["argument", "required", "what it does"], part.parameters.map {
                    [code($0.name), $0.isRequired ? "yes" : "no", $0.summary]
                })
            }
        }
        return text
    }

    // MARK: Error codes

    static func errorCodes() throws -> String {
        var text = header(title: "Error codes", description: "Every diagnostic code docgen prints, its level, what it means and which pages explain it.",
                          order: 130, source: "the code registry (`DiagnosticCodeRegistry.docgen`: `DiagnosticCode.tokenEngine` in Sources/DesignTokens/Diagnostics, `DiagnosticCode.siteGenerator` in Sources/DocGenKit)")
        text += "docgen ends every error, warning and note with its code in brackets (`[tokens.cycle]`). A code ending in `…` is completed at run time (`diagram.unknown-variant`). "
        text += "The level is the usual one: `--strict-format` and `raw-html: error` raise some warnings to errors.\n\n"
        let pages = try manualPages()
        text += table(["code", "level", "what it means", "explained in"], DiagnosticCodeRegistry.docgen.codes.map { entry in
            let stem = entry.isPattern ? String(entry.code.dropLast()) : entry.code
            let explained = pages.filter { $0.text.contains("`\(stem)") || $0.text.contains("[\(stem)") }
                .map { "[\($0.title)](../\($0.file))" }
            return [code(entry.code), entry.level.rawValue, entry.summary, explained.isEmpty ? "—" : explained.joined(separator: ", ")]
        })
        return text
    }

    struct ManualPage { var file: String; var title: String; var text: String }

    /// The manual's own pages (not the reference), with the title of their first heading.
    static func manualPages() throws -> [ManualPage] {
        try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") && $0 != "index.md" }.sorted().map { file in
            let text = try String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8)
            let heading = text.split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? file
            return ManualPage(file: file, title: heading.replacingOccurrences(of: "`", with: ""), text: text)
        }
    }

    // MARK: Commands and options

    struct HelpDump: Decodable { var command: Command }
    struct Command: Decodable {
        var commandName: String
        var abstract: String?
        var discussion: String?
        var shouldDisplay: Bool?
        var arguments: [Argument]?
        var subcommands: [Command]?
    }
    struct Argument: Decodable {
        struct Name: Decodable { var kind: String; var name: String }
        var kind: String
        var names: [Name]?
        var valueName: String?
        var defaultValue: String?
        var allValues: [String]?
        var isOptional: Bool
        var isRepeating: Bool
        var shouldDisplay: Bool
        var abstract: String?
    }

    static func commands(_ root: Command) throws -> String {
        var text = header(title: "Commands and options", description: "Every command and option of docgen, as its command-line parser describes them.",
                          order: 120, source: "`docgen --experimental-dump-help`, the command-line parser's description of itself")
        text += "[Commands](../commands.md) shows each command at work. Every command also takes `-h`/`--help`.\n"
        func walk(_ command: Command, path: [String]) {
            let names = path + [command.commandName]
            if command.shouldDisplay != false {
                text += "\n## `\(names.joined(separator: " "))`\n\n"
                if let abstract = command.abstract, !abstract.isEmpty { text += abstract + "\n\n" }
                let shown = (command.arguments ?? []).filter { argument in
                    argument.shouldDisplay && !(argument.names ?? []).contains { ["help", "version"].contains($0.name) }
                }
                if shown.isEmpty {
                    text += (command.subcommands ?? []).isEmpty ? "No options.\n" : "Subcommands: " + (command.subcommands ?? []).filter { $0.shouldDisplay != false }
                        .map { code($0.commandName) }.joined(separator: ", ") + ".\n"
                } else {
                    text += table(["argument", "value", "default", "what it does"], shown.map(row))
                }
            }
            for sub in command.subcommands ?? [] where sub.commandName != "help" { walk(sub, path: names) }
        }
        walk(root, path: [])
        return text
    }

    static func row(_ argument: Argument) -> [String] {
        let names = (argument.names ?? []).map { ($0.kind == "short" ? "-" : $0.kind == "longWithSingleDash" ? "-" : "--") + $0.name }
        let label = argument.kind == "positional" ? (argument.valueName ?? "") : names.joined(separator: ", ")
        var value = argument.kind == "flag" ? "—" : code((argument.valueName ?? "value").uppercased())
        if let all = argument.allValues, !all.isEmpty, argument.kind != "flag" { value = all.map(code).joined(separator: ", ") }
        if argument.isRepeating { value += " (repeatable)" }
        // `--jobs` defaults to the processor count of the machine that runs it: the reference names no number.
        let machineDependent = (argument.names ?? []).contains { $0.name == "jobs" }
        let fallback = machineDependent ? "one per processor" : argument.defaultValue.map(code) ?? (argument.isOptional ? "—" : "required")
        return [code(label), value, fallback, argument.abstract ?? ""]
    }
}
