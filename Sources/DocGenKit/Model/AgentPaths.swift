import ButtonModel

/// Where the files for agents sit in the site: each page's Markdown twin, the index and the manifests.
public enum AgentPaths {
    /// The index of the site for language models, at the root (llmstxt.org).
    public static let llmsText = "llms.txt"
    /// The JSON Schema every component manifest names.
    public static let manifestSchema = "schemas/button.schema.json"

    /// `orange/index.html` → `orange.md`, `guides/writing-pages/index.html` → `guides/writing-pages.md`, `index.html`
    /// → `index.md`: the Markdown twin beside a page's folder.
    public static func markdownPath(ofPage outputPath: String) -> String {
        if outputPath == "index.html" { return "index.md" }
        if outputPath.hasSuffix("/index.html") { return String(outputPath.dropLast("/index.html".count)) + ".md" }
        if outputPath.hasSuffix(".html") { return String(outputPath.dropLast(".html".count)) + ".md" }
        return outputPath + ".md"
    }

    /// `orange/button.json`: a design system's component manifest, beside its pages.
    public static func manifestPath(ofSystem id: String) -> String {
        id.isEmpty ? "button.json" : "\(id)/button.json"
    }

    /// `../` once per folder between the site file `path` and the root.
    package static func rootPrefix(of path: String) -> String {
        SitePaths.rootPrefix(forOutputPath: path)
    }

    /// The folder a site file sits in, `""` at the root.
    package static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// A relative URL from the site file `from` to the site file `to`, through their common folder, percent-encoded
    /// (`SitePaths.urlPath`).
    package static func relativeURL(from: String, to: String) -> String {
        let source = folder(of: from).split(separator: "/")
        let target = to.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < source.count, common < target.count - 1, source[common] == target[common] { common += 1 }
        let up = String(repeating: "../", count: source.count - common)
        return up + SitePaths.urlPath(target[common...].joined(separator: "/"))
    }
}
