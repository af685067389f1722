import ButtonModel

/// Rewrites the links of one page's Markdown for its twin: a link to another page (`../fiori/index.md`) points at
/// that page's twin (`fiori.md`), and a link to another file of the site stays on that file, relative to the twin.
package struct LinkRewriter {
    private var replacements: [(written: String, rewritten: String)] = []

    package init(page: Page, outputPaths: [String: String]) {
        let twin = AgentPaths.markdownPath(ofPage: page.outputPath)
        let pageFolder = AgentPaths.folder(of: page.outputPath)
        let contentFolder = page.source.relativeDirectory
        var seen: Set<String> = []
        for link in page.document.links where seen.insert(link.destination).inserted {
            if let rewritten = Self.rewrite(link.destination, twin: twin, pageFolder: pageFolder, contentFolder: contentFolder,
                                            outputPaths: outputPaths), rewritten != link.destination {
                replacements.append((link.destination, rewritten))
            }
        }
        // The longest first, so that `a.md#b` is never rewritten as `a.md` followed by `#b`.
        replacements.sort { ($0.written.count, $0.written) > ($1.written.count, $1.written) }
    }

    /// The line with every inline link (`](url`), autolink-free reference definition (`]: url`) and image rewritten.
    package func rewrite(_ line: String) -> String {
        guard !replacements.isEmpty, line.contains("]") else { return line }
        var result = line
        for (written, rewritten) in replacements {
            for (open, closers) in [("](", [")", " "]), ("](<", [">"]), ("]: ", [" ", ""])] {
                for closer in closers {
                    let old = open + written + closer
                    guard result.contains(old) else { continue }
                    if closer.isEmpty, !result.hasSuffix(old) { continue }
                    result = result.replacingOccurrences(of: old, with: open + rewritten + closer)
                }
            }
        }
        return result
    }

    /// Where `destination` leads from the twin; `nil` to keep it as written (a fragment, another site, a scheme).
    package static func rewrite(_ destination: String, twin: String, pageFolder: String, contentFolder: String,
                        outputPaths: [String: String]) -> String? {
        if destination.isEmpty || destination.hasPrefix("#") || destination.hasPrefix("//") || destination.contains(":") { return nil }
        let hash = destination.firstIndex(of: "#")
        // As written, percent-encoded (`a%20b.png`): decoded to name the file (as the pages' links are), encoded again
        // by `relativeURL`.
        let written = hash.map { String(destination[..<$0]) } ?? destination
        let path = SitePaths.decodedURLPath(written) ?? written
        let fragment = hash.map { String(destination[$0...]) } ?? ""
        if path.hasPrefix("/") {
            return AgentPaths.relativeURL(from: twin, to: String(path.dropFirst())) + fragment
        }
        if path.hasSuffix(".md") {
            guard let target = SitePaths.normalize(contentFolder.isEmpty ? path : contentFolder + "/" + path),
                  let output = outputPaths[target] else { return nil }
            return AgentPaths.relativeURL(from: twin, to: AgentPaths.markdownPath(ofPage: output))
        }
        guard let file = SitePaths.normalize(pageFolder.isEmpty ? path : pageFolder + "/" + path) else { return nil }
        return AgentPaths.relativeURL(from: twin, to: file) + fragment
    }
}
