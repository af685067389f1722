import ButtonModel

/// Rewrites the links of one page's Markdown for its twin: a link to another page (`../fiori/index.md`) points at
/// that page's twin (`fiori.md`), and a link to another file of the site stays on that file, relative to the twin.
///
/// It edits only the places the page's parse gives: the destination written inside each inline link or image, and the
/// destination of each link reference definition a reference link uses. Text that merely looks like a link (in a code
/// span, or the same destination written elsewhere on the line) stays as written, and so do autolinks.
package struct LinkRewriter {
    /// Line of the page's file → the byte ranges in it to replace, and by what.
    private var edits: [Int: [(columns: Range<Int>, text: String)]] = [:]

    package init(page: Page, outputPaths: [String: String]) {
        let twin = AgentPaths.markdownPath(ofPage: page.outputPath)
        let pageFolder = AgentPaths.folder(of: page.outputPath)
        let contentFolder = page.source.relativeDirectory
        func rewritten(_ destination: String) -> String? {
            Self.rewrite(destination, twin: twin, pageFolder: pageFolder, contentFolder: contentFolder, outputPaths: outputPaths)
                .flatMap { $0 == destination ? nil : $0 }
        }
        var places = page.document.links.compactMap { link in
            link.kind == .inline ? link.destinationRange.map { ($0, link.destination) } : nil
        }
        let referenced = Set(page.document.links.filter { $0.kind == .reference }.map(\.destination))
        places += page.document.definitions.filter { referenced.contains($0.destination) }.map { ($0.range, $0.destination) }
        for (range, destination) in places {
            guard let text = rewritten(destination) else { continue }
            edits[range.line, default: []].append((range.columns, text))
        }
    }

    /// Line `number` of the page's file with the destinations the parse placed on it rewritten.
    package func rewrite(_ line: String, number: Int) -> String {
        guard let lineEdits = edits[number] else { return line }
        var bytes = Array(line.utf8)
        // From the last, so that each range still counts from the line's start.
        for edit in lineEdits.sorted(by: { $0.columns.lowerBound > $1.columns.lowerBound })
        where edit.columns.upperBound <= bytes.count {
            bytes.replaceSubrange(edit.columns, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
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
