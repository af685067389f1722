import Foundation
import Testing

/// The tags of a versioned site as a user names them: any name git takes is published in a folder of its own or
/// refused with an error that names it; patterns of many stars end at once; packed and loose tags alike are read.
@Suite(.serialized) struct VersionedTagTests {
    /// A fresh copy of the versioned fixture's repository (make-repository.sh), with `all.yaml` publishing every tag.
    final class Repository {
        let scratch: ScratchFolder
        var root: URL { scratch.url }

        init() throws {
            scratch = try ScratchFolder()
            let script = DocGenProcess.fixtures.appendingPathComponent("versioned/make-repository.sh")
            let made = try DocGenProcess.execute(URL(fileURLWithPath: "/bin/bash"), [script.path, scratch.url.path], in: scratch.url)
            guard made.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: ["stderr": made.stderr]) }
            try Data("versions:\n  tags: \"*\"\n  current: next\n".utf8).write(to: root.appendingPathComponent("all.yaml"))
        }

        @discardableResult
        func git(_ arguments: String...) throws -> DocGenProcess.Result {
            try DocGenProcess.execute(URL(fileURLWithPath: "/usr/bin/git"), ["-c", "user.name=docgen", "-c", "user.email=docgen@example.com"] + arguments,
                                      in: root, environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
        }

        /// `docgen build` of `project` into a fresh folder, and how long it took.
        func build(_ project: String = "all.yaml", output: String = "_out") throws -> (result: DocGenProcess.Result, seconds: Double) {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(output))
            let start = DispatchTime.now().uptimeNanoseconds
            let result = try DocGenProcess.run(["build", "--project", project, "--output", output, "--no-cache"], in: root)
            return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
    }

    /// `next` beside the work tree's `next`, `changelog`, `index`, `latest`, the root's own files and folders
    /// (`llms.txt`, `assets`, `fonts`) and a content folder (`acme`): each an error naming the tag and the way to
    /// leave it out, exit 2, nothing written; never a trap.
    @Test(arguments: ["next", "changelog", "index", "latest", "llms.txt", "versions.js", "assets", "fonts", "acme",
                      "v" + String(repeating: "é", count: 50)])
    func aTagWithAReservedNameIsAnErrorNamingIt(_ tag: String) throws {
        let repo = try Repository()
        try repo.git("tag", tag, "v1.0.0")
        let (result, seconds) = try repo.build()
        #expect(result.status == 2, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stderr.contains("Tag '\(tag)' cannot be published"), "\(result.stderr)")
        #expect(result.stderr.contains("[versions.reserved-name]"), "\(result.stderr)")
        #expect(result.stderr.contains("versions.tags pattern that does not match it"), "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
        #expect(!FileManager.default.fileExists(atPath: repo.root.appendingPathComponent("_out").path))
        #expect(seconds < 20)
    }

    /// `v1/0` and `v1-0` are two folders; a quote and an entity in a tag are escaped in the changelog's pages.
    @Test func tagsThatDifferOnlyInPunctuationHaveTheirOwnFoldersAndTitles() throws {
        let repo = try Repository()
        for (tag, target) in [("v1/0", "v1.0.0"), ("v1-0", "v1.1.0"), ("v1\"x", "v1.0.0"), ("v5&lt;b&gt;", "v1.1.0")] {
            try repo.git("tag", tag, target)
        }
        let (result, seconds) = try repo.build()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(seconds < 20)
        let site = repo.root.appendingPathComponent("_out")
        for folder in ["v1~2F0/acme/index.html", "v1-0/acme/index.html", "v1~22x/index.html", "changelog/v1~2F0/index.html",
                       "changelog/v1-0/index.html", "changelog/v1~22x/index.html"] {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(folder).path), "\(folder)")
        }
        let quoted = try String(contentsOf: site.appendingPathComponent("changelog/v1~22x/index.html"), encoding: .utf8)
        #expect(quoted.contains("<h1>What changed in v1&quot;x</h1>"), "\(quoted.prefix(2000))")
        let root = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(root.contains("data-version=\"v5&amp;lt;b&amp;gt;\""), "the newest tag, escaped in its menu")
    }

    /// libgit2's matcher takes minutes on this pattern against a 200-character tag; docgen's matches in no time.
    @Test func aPatternOfManyStarsAgainstALongTagEndsAtOnce() throws {
        let repo = try Repository()
        try repo.git("tag", String(repeating: "a", count: 200), "v1.0.0")
        try Data("versions:\n  tags: \"*a*a*a*a*a*b\"\n  current: next\n".utf8).write(to: repo.root.appendingPathComponent("stars.yaml"))
        let (result, seconds) = try repo.build("stars.yaml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("No tag matches '*a*a*a*a*a*b'"), "\(result.stderr)")
        #expect(seconds < 10, "\(seconds) s")
    }

    /// Tags packed by `git pack-refs --all` and a tag made since, loose, are all published.
    @Test func packedAndLooseTagsAreAllPublished() throws {
        let repo = try Repository()
        #expect(try repo.git("pack-refs", "--all").status == 0)
        try repo.git("tag", "v2.1.0")
        let refs = try FileManager.default.contentsOfDirectory(atPath: repo.root.appendingPathComponent(".git/refs/tags").path)
        #expect(refs == ["v2.1.0"], "only the new tag is loose")
        let (result, _) = try repo.build("docgen.yaml")
        #expect(result.status == 0, "\(result.stderr)")
        for tag in ["v1.0.0", "v1.1.0", "v2.0.0", "v2.1.0"] {
            #expect(result.stdout.split(separator: "\n").contains { $0.hasPrefix("  \(tag) ") }, "\(tag): \(result.stdout)")
        }
        #expect(FileManager.default.fileExists(atPath: repo.root.appendingPathComponent("_out/v2.0.0/acme/index.html").path))
    }
}
