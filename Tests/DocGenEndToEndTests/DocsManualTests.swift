import Foundation
import Testing

/// docgen's manual is a docgen content folder (`docs/`): it builds, every link and anchor of it resolves, its
/// reference pages are what the code gives today, and the README's links into it land on pages and headings.
@Suite struct DocsManualTests {
    @Test func theManualBuildsWithEveryLinkAndAnchorResolved() throws {
        let scratch = try ScratchFolder()
        let site = scratch.url.appendingPathComponent("_site-docs")
        let result = try DocGenProcess.run(["build", "--content", DocsReference.docs.path, "--output", site.path])
        #expect(result.status == 0, "docgen build --content docs failed:\n\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "the manual builds without warnings:\n\(result.stderr)")
        let problems = try InternalLinks.broken(in: site)
        #expect(problems.isEmpty, "broken links in the manual:\n\(problems.joined(separator: "\n"))")
        for page in try DocsReference.manualPages() + [.init(file: "index.md", title: "", text: "")] {
            let html = site.appendingPathComponent(page.file == "index.md" ? "index.html" : String(page.file.dropLast(3)) + "/index.html")
            #expect(FileManager.default.fileExists(atPath: html.path), "\(page.file) has no page in the site")
        }
    }

    @Test func theReferencePagesAreWhatTheCodeGivesToday() throws {
        let help = try DocGenProcess.run(["--experimental-dump-help"])
        #expect(help.status == 0, "\(help.stderr)")
        let pages = try DocsReference.pages(dumpHelp: Data(help.stdout.utf8))
        if ProcessInfo.processInfo.environment["DOCGEN_RECORD_DOCS"] == "1" {
            try FileManager.default.createDirectory(at: DocsReference.folder, withIntermediateDirectories: true)
            for (file, text) in pages { try text.write(to: DocsReference.folder.appendingPathComponent(file), atomically: true, encoding: .utf8) }
            return
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: DocsReference.folder.path).filter { $0.hasSuffix(".md") }
        #expect(Set(committed) == Set(pages.keys), "docs/reference/ holds \(committed.sorted()); the code gives \(pages.keys.sorted())")
        for (file, expected) in pages.sorted(by: { $0.key < $1.key }) {
            let actual = (try? String(contentsOf: DocsReference.folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            #expect(actual == expected, "docs/reference/\(file) is stale (run `make docs-reference`):\n\(lineDiff(actual, expected))")
        }
    }

    /// The scan finds every code the hostile corpus sees docgen print: a code written in a way the scan misses
    /// fails here rather than vanishing from the reference.
    @Test func theErrorCodeScanFindsEveryCodeTheHostileCorpusExpects() throws {
        let codes = try DocsErrorCodes.scan(sources: DocGenProcess.packageRoot.appendingPathComponent("Sources"))
        let hostile = DocGenProcess.fixtures.appendingPathComponent("Hostile")
        let pattern = try NSRegularExpression(pattern: #"\[([a-z-]+\.[a-z0-9-]+)\]$"#, options: .anchorsMatchLines)
        var seen: Set<String> = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: hostile.path) {
            guard let text = try? String(contentsOf: hostile.appendingPathComponent("\(folder)/expected.txt"), encoding: .utf8) else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { seen.insert(String(text[range])) }
            }
        }
        #expect(seen.count > 20, "the hostile corpus names \(seen.count) codes")
        let missing = seen.filter { !DocsErrorCodes.lists(codes, $0) }.sorted()
        #expect(missing.isEmpty, "codes docgen prints that the scan of Sources/ does not find: \(missing)")
    }

    @Test func theReadmeLinksIntoTheManualLandOnPagesAndHeadings() throws {
        let readme = try String(contentsOf: DocGenProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count < 250, "the README stays under 250 lines")
        let scratch = try ScratchFolder()
        let site = scratch.url.appendingPathComponent("_site-docs")
        _ = try DocGenProcess.run(["build", "--content", DocsReference.docs.path, "--output", site.path])
        let link = try NSRegularExpression(pattern: #"\]\((docs/[^)#]+\.md)(?:#([^)]+))?\)"#)
        let matches = link.matches(in: readme, range: NSRange(readme.startIndex..., in: readme))
        #expect(matches.count >= 10)
        for match in matches {
            let file = String(readme[Range(match.range(at: 1), in: readme)!]).dropFirst("docs/".count)
            let page = file == "index.md" ? "index.html" : file.dropLast(3) + "/index.html"
            let url = site.appendingPathComponent(String(page))
            guard let html = try? String(contentsOf: url, encoding: .utf8) else {
                Issue.record("README links to docs/\(file), which is not a page of the manual")
                continue
            }
            if let range = Range(match.range(at: 2), in: readme) {
                let anchor = String(readme[range])
                #expect(InternalLinks.attributes(named: ["id"], in: html).contains(anchor), "README links to docs/\(file)#\(anchor): no such heading")
            }
        }
    }

    private func lineDiff(_ old: String, _ new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false), b = new.split(separator: "\n", omittingEmptySubsequences: false)
        return b.difference(from: a).prefix(20).map {
            switch $0 {
            case .insert(let offset, let line, _): "+\(offset + 1): \(line)"
            case .remove(let offset, let line, _): "-\(offset + 1): \(line)"
            }
        }.joined(separator: "\n")
    }
}
