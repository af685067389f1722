import ButtonModel
import DocGenKit
import Foundation
import Testing
@testable import DocGenReview

/// A build that reuses the previous site and the build cache writes the same bytes as a clean build (`--no-cache`
/// into an empty folder), after an edit of every kind the site is built from; a file whose bytes did not change
/// keeps its inode, and a build with nothing changed touches nothing.
@Suite(.serialized) struct IncrementalBuildTests {
    /// A project of its own (the acme fixture, the repository's templates and public files), built from its folder
    /// so that its cache is its own.
    final class Project {
        let scratch: ScratchFolder
        var root: URL { scratch.url }
        private var cleanBuilds = 0

        init() throws {
            scratch = try ScratchFolder()
            let fileManager = FileManager.default
            try fileManager.copyItem(at: DocGenProcess.fixtures.appendingPathComponent("acme/Content"), to: root.appendingPathComponent("Content"))
            for folder in ["Templates", "Public"] {
                try fileManager.copyItem(at: DocGenProcess.packageRoot.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
            }
        }

        func build(_ extra: [String] = [], into output: String = "_site") throws -> DocGenProcess.Result {
            try DocGenProcess.run(["build", "--output", output] + extra, in: root)
        }

        /// Builds into `_site` with the cache and into a new folder without, and returns both sites' files.
        func incrementalAndClean() throws -> (incremental: [String: Data], clean: [String: Data], stdout: String) {
            let incremental = try build()
            #expect(incremental.status == 0, "\(incremental.stderr)")
            cleanBuilds += 1
            let folder = "_clean\(cleanBuilds)"
            let clean = try build(["--no-cache"], into: folder)
            #expect(clean.status == 0, "\(clean.stderr)")
            return (try ScratchFolder.snapshot(of: root.appendingPathComponent("_site")), try ScratchFolder.snapshot(of: root.appendingPathComponent(folder)),
                    incremental.stdout)
        }

        func edit(_ path: String, _ change: (String) -> String) throws {
            let url = root.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let changed = change(text)
            #expect(changed != text, "the edit of \(path) changed nothing")
            try changed.write(to: url, atomically: false, encoding: .utf8)
        }

        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }

        func remove(_ path: String) throws { try FileManager.default.removeItem(at: root.appendingPathComponent(path)) }

        /// Site path → inode of every file of `_site`.
        func inodes() throws -> [String: Int] {
            var inodes: [String: Int] = [:]
            for path in try ScratchFolder.snapshot(of: root.appendingPathComponent("_site")).keys {
                let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("_site/" + path).path)
                inodes[path] = (attributes[.systemFileNumber] as? NSNumber)?.intValue
            }
            return inodes
        }
    }

    /// Every kind of input a site is built from, edited in turn.
    static let edits: [(String, @Sendable (Project) throws -> Void)] = [
        ("a page's text", { try $0.edit("Content/index.md") { $0 + "\nOne more paragraph.\n" } }),
        ("a page's title", { try $0.edit("Content/acme/index.md") { $0.replacingOccurrences(of: "title:", with: "title: New") } }),
        ("a page added", { try $0.write("Content/guides/new.md", "---\ntitle: New page\n---\n\n# New page\n\nText.\n") }),
        ("a page removed", { try $0.remove("Content/guides/new.md") }),
        ("a template", { try $0.edit("Templates/page.mustache") { $0 + "\n<!-- edited -->\n" } }),
        ("a public file added", { try $0.write("Public/extra/notes.txt", "notes\n") }),
        ("a public file changed", { try $0.edit("Public/extra/notes.txt") { $0 + "more\n" } }),
        ("a token value", { try $0.edit("Content/acme/tokens/base.tokens.json") { $0.replacingOccurrences(of: "#7aa7ff", with: "#7aa7fe") } }),
        ("a component definition", { try $0.edit("Content/acme/button.component.yaml") { $0.replacingOccurrences(of: "paddingX: 16", with: "paddingX: 18") } }),
        ("the system file", { try $0.edit("Content/acme/system.yaml") { $0.replacingOccurrences(of: "Acme Design System", with: "Acme Design") } }),
        ("site.yaml created", { try $0.write("Content/site.yaml", "title: Edited atlas\n") }),
        ("a font", { try $0.write("Public/fonts/README.txt", "fonts\n") }),
    ]

    @Test func everyEditBuildsTheSameBytesAsACleanBuild() throws {
        let project = try Project()
        let first = try project.incrementalAndClean()
        #expect(first.incremental == first.clean)
        for (name, edit) in Self.edits {
            let before = try ScratchFolder.snapshot(of: project.root.appendingPathComponent("_site"))
            let inodesBefore = try project.inodes()
            try edit(project)
            let (incremental, clean, stdout) = try project.incrementalAndClean()
            let differing = Set(incremental.keys).symmetricDifference(clean.keys).sorted() + incremental.filter { clean[$0.key] != $0.value }.keys.sorted()
            #expect(incremental == clean, "after \(name): \(differing)")
            #expect(incremental != before || name == "a font", "after \(name) the site did not change: \(stdout)")
            let inodesAfter = try project.inodes()
            let kept = before.filter { incremental[$0.key] == $0.value }.keys
            #expect(kept.allSatisfy { inodesBefore[$0] == inodesAfter[$0] }, "after \(name), a file whose bytes did not change was written again")
        }
    }

    @Test func aBuildWithNothingChangedTouchesNothing() throws {
        let project = try Project()
        Thread.sleep(forTimeInterval: 1.1)  // files modified just before a build are not trusted by the next one
        #expect(try project.build().status == 0)
        let site = project.root.appendingPathComponent("_site")
        let inodes = try project.inodes()
        func times() throws -> [String: Date?] {
            Dictionary(uniqueKeysWithValues: try ScratchFolder.snapshot(of: site).keys.map {
                ($0, try FileManager.default.attributesOfItem(atPath: site.path + "/" + $0)[.modificationDate] as? Date)
            })
        }
        let before = try times()
        let again = try project.build(["--timings"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("_site/ is up to date (2 pages,"), "\(again.stdout)")
        #expect(again.stdout.contains("  Compare inputs with the last build "), "\(again.stdout)")
        #expect(try project.inodes() == inodes)
        #expect(try times() == before)

        // Only the modification time changed: the file is hashed again, and found the same.
        let page = project.root.appendingPathComponent("Content/index.md").path
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -5)], ofItemAtPath: page)
        Thread.sleep(forTimeInterval: 1.1)  // its status changed just now: it would not be trusted yet
        #expect(try project.build().stdout.contains("is up to date"))
        // The site removed: built again, whatever the cache says.
        try FileManager.default.removeItem(at: site)
        let rebuilt = try project.build()
        #expect(rebuilt.stdout.contains("Wrote 2 pages"), "\(rebuilt.stdout)")
        // A site file edited by hand, its size changed: built again.
        try "edited".write(to: site.appendingPathComponent("index.html"), atomically: false, encoding: .utf8)
        #expect(try project.build().stdout.contains("1 changed"))
    }

    @Test func aFailedBuildLeavesTheSiteAndTheCacheAsTheyWere() throws {
        let project = try Project()
        #expect(try project.build().status == 0)
        let site = try ScratchFolder.snapshot(of: project.root.appendingPathComponent("_site"))
        try project.edit("Content/acme/tokens/base.tokens.json") { $0.replacingOccurrences(of: "\"#7aa7ff\"", with: "\"#7aa7ff") }
        let failed = try project.build()
        #expect(failed.status == 2, "\(failed.stderr)")
        #expect(try ScratchFolder.snapshot(of: project.root.appendingPathComponent("_site")) == site)
        try project.edit("Content/acme/tokens/base.tokens.json") { $0.replacingOccurrences(of: "\"#7aa7ff }", with: "\"#7aa7ff\" }") }
        let (incremental, clean, _) = try project.incrementalAndClean()
        #expect(incremental == clean)
    }

    /// The drawings are reused after a page edit and drawn again after a token edit: a mark put into the cached
    /// drawings shows in the site after the first, and is gone after the second.
    @Test func aPageEditDrawsNoButtonAgain() throws {
        let project = try Project()
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try project.build().status == 0)
        let drawings = project.root.appendingPathComponent(".docgen-cache/drawings")
        let archives = try FileManager.default.contentsOfDirectory(atPath: drawings.path)
        #expect(!archives.isEmpty)
        for name in archives {
            let url = drawings.appendingPathComponent(name)
            // The archive's first line names its SHA-256: the marked archive is sealed again, or it would be set aside.
            let data = try Data(contentsOf: url)
            let newline = try #require(data.firstIndex(of: UInt8(ascii: "\n")))
            let header = String(decoding: data[..<newline], as: UTF8.self).split(separator: " ")
            let body = Data(String(decoding: data[(newline + 1)...], as: UTF8.self).replacingOccurrences(of: "<svg ", with: "<SVG ").utf8)
            try (Data("\(header[0]) \(header[1]) \(SHA256.hex(body))\n".utf8) + body).write(to: url)
        }
        func marked() throws -> Int {
            try ScratchFolder.snapshot(of: project.root.appendingPathComponent("_site")).filter {
                $0.key.hasPrefix("buttons/") && String(decoding: $0.value, as: UTF8.self).contains("<SVG ")
            }.count
        }
        try project.edit("Content/index.md") { $0 + "\nOne more paragraph.\n" }
        #expect(try project.build().status == 0)
        #expect(try marked() > 0, "the page edit drew the buttons again")
        try project.edit("Content/acme/tokens/base.tokens.json") { $0.replacingOccurrences(of: "#7aa7ff", with: "#7aa7fe") }
        #expect(try project.build().status == 0)
        #expect(try marked() == 0, "the token edit reused the drawings of the tokens before it")
    }
}
