import Foundation
import Testing

@Suite struct BuildCommandTests {
    @Test func buildsOnePagePerMarkdownFileWithProgressAndSummary() throws {
        let scratch = try ScratchFolder()
        let site = scratch.url.appendingPathComponent("_site")
        let result = try DocGenProcess.buildFixture("basic", into: site)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("[1/"))
        #expect(result.stdout.contains("Write site"))
        #expect(result.stdout.contains("Wrote 3 pages"))
        let files = try ScratchFolder.snapshot(of: site)
        for page in ["index.html", "guide/escaping/index.html", "guide/links/index.html", "assets/site.css", "favicon.svg"] {
            #expect(files[page] != nil, "missing \(page)")
        }
    }

    @Test func frontMatterAndContentAreEscaped() throws {
        let scratch = try ScratchFolder()
        let site = scratch.url.appendingPathComponent("_site")
        _ = try DocGenProcess.buildFixture("basic", into: site)
        let html = try String(contentsOf: site.appendingPathComponent("guide/escaping/index.html"), encoding: .utf8)
        #expect(html.contains("<h1>Escaping &lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;</h1>"))
        #expect(html.contains("content=\"A description with &lt;em&gt;markup&lt;/em&gt; &amp; an ampersand\""))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("onclick"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("Fixture &lt;System&gt; &amp; &quot;Co&quot;"))
    }

    @Test func everyInternalLinkAndAnchorResolves() throws {
        let scratch = try ScratchFolder()
        let site = scratch.url.appendingPathComponent("_site")
        _ = try DocGenProcess.buildFixture("basic", into: site)
        let problems = try InternalLinks.broken(in: site)
        #expect(problems.isEmpty, "broken links:\n\(problems.joined(separator: "\n"))")
        let links = try String(contentsOf: site.appendingPathComponent("guide/links/index.html"), encoding: .utf8)
        #expect(links.contains("href=\"../../index.html\""))
        #expect(links.contains("href=\"../../guide/escaping/index.html#escaping-section\""))
        #expect(links.contains("href=\"../../assets/site.css\""))
    }

    @Test func identicalInputGivesIdenticalBytes() throws {
        let scratch = try ScratchFolder()
        let first = scratch.url.appendingPathComponent("one"), second = scratch.url.appendingPathComponent("two")
        #expect(try DocGenProcess.buildFixture("basic", into: first).status == 0)
        #expect(try DocGenProcess.buildFixture("basic", into: second).status == 0)
        let a = try ScratchFolder.snapshot(of: first), b = try ScratchFolder.snapshot(of: second)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, bytes) in a { #expect(b[path] == bytes, "\(path) differs between two builds") }
    }

    /// The embedded site (five design systems, 830 cells) built on one thread and on four: every byte the same.
    @Test func threadsDoNotChangeABytes() throws {
        let scratch = try ScratchFolder()
        let one = scratch.url.appendingPathComponent("one"), four = scratch.url.appendingPathComponent("four")
        for (folder, jobs) in [(one, "1"), (four, "4")] {
            let result = try DocGenProcess.run(["build", "--output", folder.path, "--jobs", jobs])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let a = try ScratchFolder.snapshot(of: one), b = try ScratchFolder.snapshot(of: four)
        #expect(a.count > 800)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, bytes) in a where b[path] != bytes { Issue.record("\(path) differs between --jobs 1 and --jobs 4") }
    }

    @Test func timingsListEveryStep() throws {
        let scratch = try ScratchFolder()
        let result = try DocGenProcess.buildFixture("basic", into: scratch.url.appendingPathComponent("site"), extra: ["--timings"])
        #expect(result.status == 0)
        let table = result.stdout.components(separatedBy: "Timings:\n").last ?? ""
        for step in ["Load content", "Parse Markdown", "Resolve tokens", "Compute state matrices", "Lay out cells", "Check cells", "Draw buttons",
                     "Render pages", "Write site", "Total"] {
            #expect(table.contains("  \(step) "), "\(step) missing from:\n\(table)")
        }
        #expect(try DocGenProcess.run(["build", "--jobs", "0"]).status == 64)
    }

    @Test func invalidInputExitsTwoListsEveryErrorAndKeepsThePreviousSite() throws {
        let scratch = try ScratchFolder()
        let site = scratch.url.appendingPathComponent("_site")
        #expect(try DocGenProcess.buildFixture("basic", into: site).status == 0)
        let before = try ScratchFolder.snapshot(of: site)

        let result = try DocGenProcess.buildFixture("broken", into: site)
        #expect(result.status == 2)
        #expect(result.stderr.contains("broken/Content/index.md:5:1: error: Unknown docgen part 'tabel'. [directive.unknown]"))
        #expect(result.stderr.contains("hint: Did you mean 'table'?"))
        #expect(result.stderr.contains("broken/Content/index.md:8:3: error: The link 'nowhere.md'"))
        #expect(result.stderr.contains("2 errors; nothing was written."))
        #expect(!result.stderr.contains("Fatal error"))
        #expect(try ScratchFolder.snapshot(of: site) == before)
    }

    @Test func usageErrorsExit64() throws {
        let result = try DocGenProcess.run(["build", "--no-such-option"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Unknown option '--no-such-option'"))
    }

    @Test func everyCommandHasHelp() throws {
        let root = try DocGenProcess.run(["--help"])
        #expect(root.status == 0)
        #expect(root.stdout.contains("USAGE: docgen <subcommand>"))
        let build = try DocGenProcess.run(["build", "--help"])
        #expect(build.status == 0)
        for option in ["--content", "--templates", "--public", "--output", "--strict"] {
            #expect(build.stdout.contains(option))
        }
    }
}
