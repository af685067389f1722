import Foundation
import Testing

/// `docgen build --versions` over a repository with three tagged releases of Acme (`Fixtures/versioned`): v1.0.0, a
/// token change in v1.1.0, a rename with deprecation and a new beta variant in v2.0.0, and a guide page in the work
/// tree since (`next`).
@Suite(.serialized) struct VersionedSiteTests {
    /// The repository, made once by `make-repository.sh`, and its site built once.
    final class Repository: @unchecked Sendable {
        let scratch: ScratchFolder
        var root: URL { scratch.url }
        let build: DocGenProcess.Result

        init() throws {
            scratch = try ScratchFolder()
            let script = DocGenProcess.fixtures.appendingPathComponent("versioned/make-repository.sh")
            let made = try DocGenProcess.execute(URL(fileURLWithPath: "/bin/bash"), [script.path, scratch.url.path], in: scratch.url)
            guard made.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: ["stderr": made.stderr]) }
            build = try DocGenProcess.run(["build", "--versions"], in: scratch.url)
        }

        func page(_ path: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent("_site/" + path), encoding: .utf8)
        }

        func git(_ arguments: String...) throws -> DocGenProcess.Result {
            try DocGenProcess.execute(URL(fileURLWithPath: "/usr/bin/git"), ["-c", "user.name=docgen", "-c", "user.email=docgen@example.com"] + arguments,
                                      in: root, environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
        }
    }

    static let repository = Result(catching: { try Repository() })

    private func repository() throws -> Repository { try Self.repository.get() }

    /// The static links of the version menu of a page (what a reader without scripts follows), with the text of each.
    private func menu(_ html: String) -> [(url: String, text: String)] {
        guard let start = html.range(of: "<nav class=\"version-menu-panel\""), let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex)
        else { return [] }
        let panel = String(html[start.upperBound..<end.lowerBound])
        let pattern = try! NSRegularExpression(pattern: #"<a href="([^"]+)"[^>]*>(.*?)</a>"#)
        return pattern.matches(in: panel, range: NSRange(panel.startIndex..., in: panel)).map { match in
            let text = String(panel[Range(match.range(at: 2), in: panel)!]).replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
            return (String(panel[Range(match.range(at: 1), in: panel)!]), text)
        }
    }

    /// The versions `versions.js` at the site's root lists, newest first, as its script reads them.
    static func versionsData(_ site: URL) throws -> [[String: Any]] {
        let script = try String(contentsOf: site.appendingPathComponent("versions.js"), encoding: .utf8)
        let prefix = "var docgenVersions = "
        guard script.hasPrefix(prefix), let end = script.range(of: ";\n") else { return [] }
        let json = script[script.index(script.startIndex, offsetBy: prefix.count)..<end.lowerBound]
        let data = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return data?["versions"] as? [[String: Any]] ?? []
    }

    /// The menu the script builds on the page at `page` of the version at `folder`: each version's link and text.
    static func scriptMenu(_ versions: [[String: Any]], page: String, siteRoot: String) -> [(url: String, text: String)] {
        versions.map { version in
            let name = version["name"] as? String ?? "", folder = version["folder"] as? String ?? ""
            let hasPage = (version["pages"] as? [String] ?? []).contains(page)
            var text = version["label"] as? String ?? ""
            if let date = version["date"] as? String { text += " " + date }
            if !hasPage { text += " this page is not in \(name): its home page" }
            return (siteRoot + folder + (hasPage ? page : "index.html"), text)
        }
    }

    @Test func eachVersionIsBuiltInItsFolderTheNewestReleaseAtTheRoot() throws {
        let repo = try repository()
        #expect(repo.build.status == 0, "\(repo.build.stderr)")
        #expect(repo.build.stdout.contains("v2.0.0       /              "), "\(repo.build.stdout)")
        for page in ["index.html", "acme/index.html", "v1.0.0/acme/index.html", "v1.1.0/acme/index.html", "next/acme/index.html",
                     "next/guides/using/index.html", "changelog/index.html", "changelog/v2.0.0/index.html", "changelog/v1.1.0/index.html",
                     "changelog/v1.0.0/index.html", "changelog/next/index.html", "versions.js"] {
            #expect(FileManager.default.fileExists(atPath: repo.root.appendingPathComponent("_site/" + page).path), "\(page)")
        }
        // The changelog is written once, at the site's root: no version's own site holds a copy.
        for folder in ["v1.0.0/changelog", "v1.1.0/changelog", "next/changelog"] {
            #expect(!FileManager.default.fileExists(atPath: repo.root.appendingPathComponent("_site/" + folder).path), "\(folder)")
        }
        // A release's site is the release's content: the guide came after v2.0.0, the beta variant in it.
        #expect(!FileManager.default.fileExists(atPath: repo.root.appendingPathComponent("_site/guides/using/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: repo.root.appendingPathComponent("_site/v1.1.0/buttons/acme/secondary").path))
        #expect(FileManager.default.fileExists(atPath: repo.root.appendingPathComponent("_site/buttons/acme/secondary").path))
        // v2.0.0's new variant is in beta: a badge beside its name in the gallery and its matrix, in its release only.
        let latest = try repo.page("acme/index.html")
        #expect(latest.components(separatedBy: "<span class=\"badge badge-beta\">Beta</span>").count - 1 == 3, "gallery (2 themes) and matrix")
        #expect(!(try repo.page("v1.1.0/acme/index.html")).contains("badge-beta"))
        // The renamed token's old name is deprecated in v2.0.0's token table, with its replacement.
        #expect(latest.contains("Replaced by"))
    }

    /// A file every version ships with the same bytes (a font, the stylesheet, a cell no release changed) is written
    /// once: the versions' copies are links to one inode.
    @Test func aFileTheVersionsShareIsOneInode() throws {
        let repo = try repository()
        func inode(_ path: String) throws -> UInt64 {
            let attributes = try FileManager.default.attributesOfItem(atPath: repo.root.appendingPathComponent("_site/" + path).path)
            return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        }
        for file in ["assets/site.css", "fonts/Inter-Regular.otf", "buttons/acme/primary/medium--default--dark.svg"] {
            #expect(try inode("v1.1.0/" + file) == inode("next/" + file), "\(file)")
        }
        // v1.1.0 changed the light theme's brand blue: its light cells are other bytes than v1.0.0's.
        #expect(try inode("v1.1.0/buttons/acme/primary/medium--default--light.svg") != inode("v1.0.0/buttons/acme/primary/medium--default--light.svg"))
    }

    /// A page holds the menu's button and a panel of two static links, whatever the number of versions; the shared
    /// `versions.js` lists the versions, and the menu its script builds keeps the reader on the same page.
    @Test func theMenuKeepsTheReaderOnTheSamePageAndSaysWhereAVersionHasNone() throws {
        let repo = try repository()
        let page = try repo.page("v1.0.0/acme/index.html")
        #expect(page.contains(#"<details class="version-menu" data-version="v1.0.0" data-page="acme/index.html" data-site-root="../../">"#))
        #expect(page.contains(#"<script src="../../versions.js" defer></script>"#))
        let fallback = menu(page)
        #expect(fallback.map(\.url) == ["../../index.html", "../../changelog/index.html"], "\(fallback)")
        let versions = try Self.versionsData(repo.root.appendingPathComponent("_site"))
        let old = Self.scriptMenu(versions, page: "acme/index.html", siteRoot: "../../")
        #expect(old.map(\.url) == ["../../next/acme/index.html", "../../acme/index.html", "../../v1.1.0/acme/index.html", "../../v1.0.0/acme/index.html"])
        #expect(old.map(\.text) == ["next (unreleased)", "v2.0.0 (latest) 2026-06-10", "v1.1.0 2026-03-02", "v1.0.0 2026-01-15"])
        #expect(try repo.page("next/guides/using/index.html").contains(#"data-page="guides/using/index.html" data-site-root="../../../">"#))
        let guide = Self.scriptMenu(versions, page: "guides/using/index.html", siteRoot: "../../../")
        #expect(guide.map(\.url) == ["../../../next/guides/using/index.html", "../../../index.html", "../../../v1.1.0/index.html", "../../../v1.0.0/index.html"])
        #expect(guide[1].text.hasSuffix("this page is not in v2.0.0: its home page"), "\(guide[1].text)")
        #expect(try repo.page("v1.1.0/acme/index.html").contains("<summary><span class=\"visually-hidden\">Version: </span>v1.1.0</summary>"))
    }

    @Test func oldAndUnreleasedVersionsSayWhereTheLatestIs() throws {
        let repo = try repository()
        let old = try repo.page("v1.0.0/acme/index.html")
        #expect(old.contains("You are reading the documentation of <strong>v1.0.0</strong>, an older release."))
        #expect(old.contains("<a href=\"../../index.html\" data-latest>Go to the latest release</a>"))
        let next = try repo.page("next/guides/using/index.html")
        #expect(next.contains("<strong>next</strong>, not yet released."))
        #expect(next.contains("<a href=\"../../../index.html\" data-latest>Go to the latest release</a>"))
        #expect(!(try repo.page("acme/index.html")).contains("version-banner"))
    }

    /// The changelog's facts are `docgen diff`'s between the same tags: the JSON beside each release's page is what
    /// `docgen diff --format json` prints, byte for byte.
    @Test(arguments: [("v1.0.0", "v1.1.0", "changelog/v1.1.0/changes.json"), ("v1.1.0", "v2.0.0", "changelog/v2.0.0/changes.json")])
    func theChangelogIsWhatDiffReports(base: String, head: String, file: String) throws {
        let repo = try repository()
        let diff = try DocGenProcess.run(["diff", base, head, "--format", "json"], in: repo.root)
        #expect(diff.status <= 1, "\(diff.stderr)")
        #expect(try repo.page(file) == diff.stdout)
        let facts = try JSONSerialization.jsonObject(with: Data(diff.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(!(facts["tokens"] as? [Any] ?? []).isEmpty, "each release changes tokens")
    }

    @Test func theSystemPageLinksToWhatChangedInItsVersion() throws {
        let repo = try repository()
        #expect(try repo.page("v1.1.0/acme/index.html").contains("<a href=\"../../changelog/v1.1.0/index.html\">What changed in v1.1.0</a>"))
        #expect(try repo.page("next/acme/index.html").contains("<a href=\"../../changelog/next/index.html\">What changes in next</a>")
                    || (try repo.page("next/acme/index.html")).contains("<a href=\"../../changelog/next/index.html\">What changed in next</a>"))
        #expect(try repo.page("acme/index.html").contains("<a href=\"../changelog/v2.0.0/index.html\">What changed in v2.0.0</a>"))
    }

    /// Built again with nothing changed, the releases come from the build cache and the site is untouched; after a
    /// work-tree edit, only the work tree is built, and the site is the bytes a clean build writes.
    @Test func unchangedReleasesComeFromTheBuildCache() throws {
        let repo = try repository()
        let again = try DocGenProcess.run(["build", "--versions"], in: repo.root)
        #expect(again.status == 0, "\(again.stderr)")
        for release in ["v1.0.0", "v1.1.0", "v2.0.0"] {
            #expect(again.stdout.split(separator: "\n").contains { $0.contains(release) && $0.hasSuffix("(unchanged: from the build cache)") },
                    "\(again.stdout)")
        }
        #expect(again.stdout.contains("identical to _site/, which was left untouched."), "\(again.stdout)")
        let guide = repo.root.appendingPathComponent("Content/guides/using.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        try Data((text + "\nPair it with a secondary button.\n").utf8).write(to: guide)
        defer { try? Data(text.utf8).write(to: guide) }
        let edited = try DocGenProcess.run(["build", "--versions"], in: repo.root)
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stdout.split(separator: "\n").filter { $0.hasSuffix("(unchanged: from the build cache)") }.count == 3, "\(edited.stdout)")
        let clean = try DocGenProcess.run(["build", "--versions", "--no-cache", "--output", "_clean"], in: repo.root)
        #expect(clean.status == 0, "\(clean.stderr)")
        let incremental = try ScratchFolder.snapshot(of: repo.root.appendingPathComponent("_site"))
        let fresh = try ScratchFolder.snapshot(of: repo.root.appendingPathComponent("_clean"))
        #expect(incremental.keys.sorted() == fresh.keys.sorted())
        for (path, data) in fresh { #expect(incremental[path] == data, "\(path)") }
        #expect(try repo.page("next/guides/using/index.html").contains("Pair it with a secondary button."))
    }

    /// Without `versions:` and `--versions`, the same repository builds the work tree's site alone: no menu, no banner,
    /// no changelog.
    @Test func withoutVersionsTheSiteIsTheWorkTreesAlone() throws {
        let repo = try repository()
        try Data("content: Content\n".utf8).write(to: repo.root.appendingPathComponent("plain.yaml"))
        let result = try DocGenProcess.run(["build", "--project", "plain.yaml", "--output", "_plain"], in: repo.root)
        #expect(result.status == 0, "\(result.stderr)")
        let site = try ScratchFolder.snapshot(of: repo.root.appendingPathComponent("_plain"))
        #expect(site["guides/using/index.html"] != nil && site["v1.0.0/index.html"] == nil && site["next/index.html"] == nil)
        #expect(!site.keys.contains { $0.hasPrefix("changelog/") })
        for (path, data) in site where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            #expect(!html.contains("version-menu") && !html.contains("version-banner") && !html.contains("page-changelog"), "\(path)")
        }
    }

    @Test func aTagThatDoesNotExistIsAnErrorAtItsPlace() throws {
        let repo = try repository()
        let project = repo.root.appendingPathComponent("other.yaml")
        try Data("versions:\n  tags: [v1.0.0, v9.9.9]\n".utf8).write(to: project)
        let result = try DocGenProcess.run(["build", "--project", "other.yaml", "--output", "_other"], in: repo.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("versions.tags names 'v9.9.9', which is not a tag of this repository."), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: repo.root.appendingPathComponent("_other").path))
    }

    @Test func aReleaseWithInvalidInputNamesTheRelease() throws {
        let scratch = try ScratchFolder()
        _ = try DocGenProcess.execute(URL(fileURLWithPath: "/bin/bash"),
                                      [DocGenProcess.fixtures.appendingPathComponent("versioned/make-repository.sh").path, scratch.url.path], in: scratch.url)
        let tokens = scratch.url.appendingPathComponent("Content/acme/tokens/base.tokens.json")
        let broken = try String(contentsOf: tokens, encoding: .utf8).replacingOccurrences(of: "\"#0a47c2\"", with: "\"{color.palette.nowhere}\"")
        try Data(broken.utf8).write(to: tokens)
        for arguments in [["add", "-A"], ["commit", "-q", "-m", "broken"], ["tag", "v3.0.0"]] {
            _ = try DocGenProcess.execute(URL(fileURLWithPath: "/usr/bin/git"), ["-c", "user.name=d", "-c", "user.email=d@example.com"] + arguments,
                                          in: scratch.url, environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
        }
        let result = try DocGenProcess.run(["build", "--versions"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Content/acme/tokens/base.tokens.json:"), "\(result.stderr)")
        #expect(result.stderr.contains("(in release v3.0.0, commit "), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was written"), "\(result.stderr)")
    }
}
