import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Everything that comes from content and tokens reaches the site escaped for the place it lands in (issue 11,
/// "Output safety"): the hostile-names fixture puts `</svg></script><script>alert(…)</script> & "q" 'a' <b>` into a
/// token description, a button label, a system name, a page title, a link's URL and inline code.
@Suite struct OutputSafetyTests {
    struct Built: Sendable {
        var root: URL
        var site: URL
        var status: Int32
        var stderr: String
    }

    /// The fixture built once into `root/out/_site` (a folder of its own under the temporary directory).
    static let built: Built? = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-output-safety-\(UUID().uuidString)")
        let site = root.appendingPathComponent("out/_site")
        guard (try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)) != nil,
              let result = try? DocGenProcess.buildFixture("hostile-names", into: site) else { return nil }
        return Built(root: root, site: site, status: result.status, stderr: result.stderr)
    }()

    private func files(withExtension ext: String) throws -> [(String, String)] {
        let built = try #require(Self.built)
        return try ScratchFolder.snapshot(of: built.site).filter { $0.key.hasSuffix("." + ext) }
            .map { ($0.key, String(decoding: $0.value, as: UTF8.self)) }.sorted { $0.0 < $1.0 }
    }

    @Test func theFixtureBuilds() throws {
        let built = try #require(Self.built)
        #expect(built.status == 0, "\(built.stderr)")
    }

    /// HTML text, attributes, URLs and JSON in a script: no tag from the input survives as a tag.
    @Test func noInjectedMarkupInAnyPage() throws {
        let pages = try files(withExtension: "html")
        #expect(!pages.isEmpty)
        for (path, html) in pages {
            #expect(!html.contains("<script>alert"), "\(path)")
            #expect(!html.contains("</svg></script>"), "\(path)")
            #expect(!html.contains("<b>"), "\(path)")
            #expect(!html.contains("\"><script"), "\(path)")
        }
        let page = try #require(pages.first { $0.0 == "acme/index.html" }?.1)
        #expect(page.contains("&lt;/svg&gt;&lt;/script&gt;&lt;script&gt;alert(&#39;title&#39;)"), "the title is escaped as HTML text")
    }

    /// Inline `<script>` blocks hold JSON whose `<` is escaped, so `</script>` in a value cannot end the block.
    @Test func scriptBlocksCannotBeClosedFromTheInput() throws {
        for (path, html) in try files(withExtension: "html") {
            var rest = Substring(html)
            while let open = rest.range(of: "<script") {
                guard let close = rest[open.upperBound...].range(of: "</script>") else { break }
                let body = rest[open.upperBound..<close.lowerBound]
                #expect(!body.contains("alert("), "\(path): a script block holds input text unescaped")
                rest = rest[close.upperBound...]
            }
        }
    }

    /// Every SVG is well-formed XML after the label `</svg>…` was drawn into it, and holds no script.
    @Test func everySVGIsWellFormedAndScriptFree() throws {
        let drawings = try files(withExtension: "svg")
        #expect(!drawings.isEmpty)
        for (path, svg) in drawings {
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(path) is not well-formed: \(String(describing: parser.parserError))")
            #expect(!svg.contains("<script"), "\(path)")
        }
    }

    /// JSON files (the state matrix, findings) parse, and carry the input as data.
    @Test func everyJSONFileParses() throws {
        for (path, json) in try files(withExtension: "json") {
            #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(path)")
        }
    }

    /// Inline CSS (style attributes) holds colors and lengths only, never input text.
    @Test func inlineStylesHoldNoInputText() throws {
        for (path, html) in try files(withExtension: "html") {
            for style in html.components(separatedBy: "style=\"").dropFirst() {
                let value = style.prefix { $0 != "\"" }
                #expect(!value.contains("alert") && !value.contains("<") && !value.contains("&lt;"), "\(path): style=\"\(value)\"")
            }
        }
    }

    /// The build writes only inside its output folder: beside it there is nothing but the folder itself.
    @Test func nothingIsWrittenOutsideTheOutputFolder() throws {
        let built = try #require(Self.built)
        let parent = built.site.deletingLastPathComponent()
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["_site"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: built.root.path) == ["out"])
    }
}
