import Foundation

/// The diagnostic codes docgen's sources can emit, found by reading the sources the way a reviewer would (the
/// registry's lists, `DiagnosticCode+*.swift`, left out): what `DiagnosticCodeRegistryTests` holds the registry to.
/// A code is written whole (`code: "tokens.cycle"`, `case .cycle: "tokens.cycle"`, a `Code` enum's raw value), or as an area
/// prefix that a helper completes (`code: "component.\(code)"` with `("out-of-range", "message")`, or with a message
/// held in a variable, `("unavailable", message, nil)`, in the same file); a file that reads a settings file through
/// `YAMLSettingsFile` also writes its area's `type` and `unknown-key`.
/// Codes completed at run time from a value (`"diagram.unknown-\(axis)"`) are listed as patterns (`diagram.unknown-…`).
enum DocsErrorCodes {
    struct Code: Hashable, Comparable {
        var code: String
        var files: Set<String>

        static func < (lhs: Code, rhs: Code) -> Bool { lhs.code < rhs.code }
    }

    /// Every code, with the source files that write it.
    static func scan(sources: URL) throws -> [Code] {
        // The registry's own lists name every code; what is scanned is where the code writes them.
        let files = try swiftFiles(under: sources).filter { !($0 as NSString).lastPathComponent.hasPrefix("DiagnosticCode+") }
        var texts: [String: String] = [:]
        for file in files { texts[file] = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8) }
        // The areas: every prefix a `code` is written with.
        let areaPattern = try NSRegularExpression(pattern: #"[cC]ode(?::| =) *"([a-z]+(?:-[a-z]+)*)\."#)
        var areas: Set<String> = []
        for text in texts.values { areas.formUnion(matches(areaPattern, in: text)) }
        let areaList = areas.sorted().joined(separator: "|")
        let whole = try NSRegularExpression(pattern: #""((?:"# + areaList + #")\.[a-z0-9]+(?:-[a-z0-9]+)*)""#)
        let open = try NSRegularExpression(pattern: #"code: "((?:"# + areaList + #")\.[a-z0-9-]*)\\\("#)
        let prefixed = try NSRegularExpression(pattern: #"code: "((?:"# + areaList + #"))\.\\\("#)
        let kind = try NSRegularExpression(pattern: #"(?:\(|, )"([a-z][a-z0-9]*(?:-[a-z0-9]+)*)", +(?:"|[a-z]+, )"#)
        var codes: [String: Set<String>] = [:]
        for (file, text) in texts {
            for line in text.split(separator: "\n") where !line.contains("key: \"") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for code in matches(whole, in: String(line)) where !isFileName(code) { codes[code, default: []].insert(file) }
                for stem in matches(open, in: String(line)) where !stem.hasSuffix(".") { codes[stem + "…", default: []].insert(file) }
            }
            for area in matches(prefixed, in: text) {
                for name in matches(kind, in: text) { codes["\(area).\(name)", default: []].insert(file) }
                // A settings file read through `YAMLSettingsFile` words its `type` and `unknown-key` problems in its
                // owner's area (`YAMLSettingsFile.text`, `.unknownKey`).
                if text.contains("YAMLSettingsFile(path:") {
                    for name in ["type", "unknown-key"] { codes["\(area).\(name)", default: []].insert(file) }
                }
            }
        }
        return codes.map { Code(code: $0.key, files: $0.value) }.sorted()
    }

    /// Whether `code`, a code the sources emit, is listed: exactly, or by a pattern ending in `…`.
    static func lists(_ codes: [Code], _ code: String) -> Bool {
        codes.contains { $0.code == code || ($0.code.hasSuffix("…") && code.hasPrefix($0.code.dropLast())) }
    }

    private static func isFileName(_ literal: String) -> Bool {
        ["yaml", "json", "md", "html", "js", "xml", "h", "css", "svg", "sarif"].contains(literal.split(separator: ".").last.map(String.init) ?? "")
    }

    private static func matches(_ expression: NSRegularExpression, in text: String) -> [String] {
        expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static func swiftFiles(under folder: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(path) }
        }
        return files.sorted()
    }
}
