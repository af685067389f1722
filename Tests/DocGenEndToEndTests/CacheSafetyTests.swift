import ButtonModel
import DocGenKit
import Foundation
import Testing
@testable import DocGenReview

/// What docgen writes and deletes stays in its own real folders, whatever a pull request commits (the hostile pass on
/// the cache and the site): a cache folder that is a link to a folder elsewhere is neither pruned nor written into; a
/// drawings archive naming `../../PWNED.txt` or an absolute path is set aside; a site manifest naming a file outside
/// the site with its real digest and size leaves that file as it was; a `_site` that is a link to another site is
/// refused.
@Suite struct CacheSafetyTests {
    /// The acme fixture with the repository's templates and public files, in `scratch/work/project`, so that what
    /// escapes the project by `../..` lands in the scratch folder, where the tests look for it.
    final class Project {
        let scratch: ScratchFolder
        let root: URL

        init() throws {
            scratch = try ScratchFolder()
            root = scratch.url.appendingPathComponent("work/project")
            let fileManager = FileManager.default
            try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
            try fileManager.copyItem(at: DocGenProcess.fixtures.appendingPathComponent("acme/Content"), to: root.appendingPathComponent("Content"))
            for folder in ["Templates", "Public"] {
                try fileManager.copyItem(at: DocGenProcess.packageRoot.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
            }
        }

        func build(_ extra: [String] = [], into output: String = "_site") throws -> DocGenProcess.Result {
            try DocGenProcess.run(["build", "--output", output] + extra, in: root)
        }

        func url(_ path: String) -> URL { root.appendingPathComponent(path) }

        /// Every file and link below the scratch folder but the project's own site and cache, path → bytes (a link: its
        /// target).
        func outsideFiles() throws -> [String: String] {
            var files: [String: String] = [:]
            let base = scratch.url.standardizedFileURL.path + "/"
            for case let file as URL in FileManager.default.enumerator(at: scratch.url, includingPropertiesForKeys: nil) ?? FileManager.DirectoryEnumerator() {
                let path = String(file.standardizedFileURL.path.dropFirst(base.count))
                if path.hasPrefix("work/project/") { continue }
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: file.path) {
                    files[path] = "link " + target
                } else if let data = FileManager.default.contents(atPath: file.path) {
                    files[path] = String(decoding: data, as: UTF8.self)
                }
            }
            return files
        }
    }

    /// A folder beside the project holding 100 files, as the folder a planted link leads to.
    private func hundredFiles(in project: Project) throws -> URL {
        let folder = project.scratch.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<100 {
            let file = folder.appendingPathComponent(String(format: "file%03d.json", index))
            try Data("kept \(index)\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + index))], ofItemAtPath: file.path)
        }
        return folder
    }

    /// (a) The cache, or one of its folders, a link to a folder of 100 files: two builds succeed, each says the cache
    /// is not used, and the folder holds its 100 files, untouched, and nothing else.
    @Test(arguments: [".docgen-cache", ".docgen-cache/builds", ".docgen-cache/drawings", ".docgen-cache/versions"])
    func aCacheFolderThatIsALinkIsNeitherPrunedNorWrittenInto(link: String) throws {
        let project = try Project()
        let elsewhere = try hundredFiles(in: project)
        try FileManager.default.createDirectory(at: project.url(link).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.url(link).path, withDestinationPath: elsewhere.path)
        let before = try project.outsideFiles()
        #expect(before.count == 100)
        for _ in 0..<2 {
            let result = try project.build()
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("[cache.not-a-folder]"), "\(result.stderr)")
            #expect(result.stderr.contains("\(link) is a symbolic link (to \(elsewhere.path))"), "\(result.stderr)")
        }
        #expect(try project.outsideFiles() == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: project.url(link).path) == elsewhere.path)
        for index in [0, 50, 99] {
            let attributes = try FileManager.default.attributesOfItem(atPath: elsewhere.appendingPathComponent(String(format: "file%03d.json", index)).path)
            #expect((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 == Double(1_000_000 + index))
        }
    }

    /// The archive's body after its first line, and a first line for a new body in the same format: the test plants
    /// an archive the docgen under test reads as its own.
    private func reseal(_ data: Data, kind: String, adding extra: Data) -> Data {
        let newline = data.firstIndex(of: UInt8(ascii: "\n"))!
        let header = String(decoding: data[..<newline], as: UTF8.self).split(separator: " ")
        let body = data[(newline + 1)...] + extra
        guard header.count == 3 else { return data + extra }  // an unsealed format: the entry goes at the end
        return Data("\(kind) \(header[1]) \(SHA256.hex(body))\n".utf8) + body
    }

    /// (b) Every drawings archive gains an entry `../../PWNED.txt` and an absolute one: the next build writes nothing
    /// outside the project, sets the archives aside with a note, and writes the site a clean build writes.
    @Test func aDrawingsArchiveNamingPathsOutsideTheSiteIsSetAside() throws {
        let project = try Project()
        #expect(try project.build().status == 0)
        let drawings = project.url(".docgen-cache/drawings")
        let archives = try FileManager.default.contentsOfDirectory(atPath: drawings.path)
        #expect(!archives.isEmpty)
        let absolute = project.scratch.url.appendingPathComponent("ABSOLUTE.txt").path
        for name in archives {
            let file = drawings.appendingPathComponent(name)
            let extra = Data("../../PWNED.txt\t6\npwned!\(absolute)\t3\nabs".utf8)
            try reseal(try Data(contentsOf: file), kind: "docgen-drawings", adding: extra).write(to: file)
        }
        // A page edit: the build runs, and takes every system's drawings from the cache.
        let page = project.url("Content/index.md")
        try Data((try String(contentsOf: page, encoding: .utf8) + "\nOne more paragraph.\n").utf8).write(to: page)
        let result = try project.build()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("[cache.discarded]"), "\(result.stderr)")
        #expect(try project.outsideFiles() == [:])
        for escaped in ["work/PWNED.txt", "PWNED.txt", "work/project/PWNED.txt"] {
            #expect(!FileManager.default.fileExists(atPath: project.scratch.url.appendingPathComponent(escaped).path), "\(escaped)")
        }
        let clean = try project.build(["--no-cache"], into: "_clean")
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(try ScratchFolder.snapshot(of: project.url("_site")) == ScratchFolder.snapshot(of: project.url("_clean")))
    }

    /// (c) A versioned site's manifest names `v1.0.0/../../../victim.txt` with the victim's real digest and size, and
    /// a release record of the cache names it too: the victim keeps its bytes.
    @Test func aSiteManifestNamingAFileOutsideTheSiteLeavesItAsItWas() throws {
        let scratch = try ScratchFolder()
        let root = scratch.url.appendingPathComponent("project")
        let script = DocGenProcess.fixtures.appendingPathComponent("versioned/make-repository.sh")
        let made = try DocGenProcess.execute(URL(fileURLWithPath: "/bin/bash"), [script.path, root.path], in: scratch.url)
        try #require(made.status == 0, "\(made.stderr)")
        let first = try DocGenProcess.run(["build", "--versions"], in: root)
        try #require(first.status == 0, "\(first.stderr)")

        let victim = scratch.url.appendingPathComponent("victim.txt")
        let bytes = Data("precious bytes that are not the site's\n".utf8)
        try bytes.write(to: victim)
        let hostile = "v1.0.0/../../../victim.txt"
        let manifest = root.appendingPathComponent("_site/.docgen-manifest")
        try reseal(try Data(contentsOf: manifest), kind: "docgen-manifest", adding: Data("\(SHA256.hex(bytes)) \(bytes.count) \(hostile)\n".utf8))
            .write(to: manifest)
        // Each release's record names the file too, as below its version's folder.
        let records = root.appendingPathComponent(".docgen-cache/versions")
        for name in try FileManager.default.contentsOfDirectory(atPath: records.path) {
            let file = records.appendingPathComponent(name)
            guard var record = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
                  var files = record["files"] as? [String: String] else { continue }
            files["../../../victim.txt"] = SHA256.hex(bytes)
            record["files"] = files
            try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]).write(to: file)
        }

        // A work tree edit: the site is written again, the releases taken from the cache and the site.
        let page = root.appendingPathComponent("Content/index.md")
        try Data((try String(contentsOf: page, encoding: .utf8) + "\nOne more paragraph.\n").utf8).write(to: page)
        let second = try DocGenProcess.run(["build", "--versions"], in: root)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("[cache.discarded]"), "\(second.stderr)")
        #expect(try Data(contentsOf: victim) == bytes)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site/victim.txt").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("_site/v1.0.0/acme/index.html").path))
    }

    /// A build record whose bytes no longer match its digest: the build says so, builds, and writes a good record.
    @Test func aDamagedBuildRecordIsSetAsideWithANote() throws {
        let project = try Project()
        #expect(try project.build().status == 0)
        let records = project.url(".docgen-cache/builds")
        for name in try FileManager.default.contentsOfDirectory(atPath: records.path) {
            let file = records.appendingPathComponent(name)
            var data = try Data(contentsOf: file)
            data[data.count - 1] = data[data.count - 1] == UInt8(ascii: "}") ? UInt8(ascii: " ") : UInt8(ascii: "}")
            try data.write(to: file)
        }
        let damaged = try project.build()
        #expect(damaged.status == 0, "\(damaged.stderr)")
        #expect(damaged.stderr.contains("the build record") && damaged.stderr.contains("its bytes do not match its SHA-256"), "\(damaged.stderr)")
        let again = try project.build()
        #expect(again.status == 0 && !again.stderr.contains("[cache.discarded]"), "\(again.stderr)")
        #expect(again.stdout.contains("is up to date"), "\(again.stdout)")
    }

    /// A build record whose inputs name a file outside the project: checking the record would hash that file again,
    /// reading outside the project, so the record is set aside with a note naming the file and the build builds.
    @Test func aBuildRecordNamingAnInputOutsideTheProjectIsSetAside() throws {
        let project = try Project()
        #expect(try project.build().status == 0)
        let outside = try ScratchFolder()
        let secret = outside.url.appendingPathComponent("secret.txt")
        try Data("secret\n".utf8).write(to: secret)
        let records = project.url(".docgen-cache/builds")
        for name in try FileManager.default.contentsOfDirectory(atPath: records.path) {
            let file = records.appendingPathComponent(name)
            let data = try Data(contentsOf: file)
            let newline = try #require(data.firstIndex(of: UInt8(ascii: "\n")))
            let header = String(decoding: data[..<newline], as: UTF8.self).split(separator: " ")
            var record = try #require(try JSONSerialization.jsonObject(with: data[(newline + 1)...]) as? [String: Any])
            var inputs = try #require(record["inputs"] as? [String: Any])
            var files = try #require(inputs["files"] as? [String: Any])
            files[secret.path] = ["digest": SHA256.hex(Data("secret\n".utf8))]
            inputs["files"] = files
            record["inputs"] = inputs
            let body = try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
            try (Data("\(header[0]) \(header[1]) \(SHA256.hex(body))\n".utf8) + body).write(to: file)
        }
        let result = try project.build()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("the build record") && result.stderr.contains(secret.path) && result.stderr.contains("[cache.discarded]"),
                "\(result.stderr)")
        #expect(!result.stdout.contains("is up to date"), "\(result.stdout)")
    }

    /// (d) `_site` a link to another built site: exit 2 with a clear message, and neither site changes.
    @Test func anOutputFolderThatIsALinkToAnotherSiteIsRefused() throws {
        let project = try Project()
        #expect(try project.build(into: "_other").status == 0)
        try FileManager.default.createSymbolicLink(atPath: project.url("_site").path, withDestinationPath: project.url("_other").path)
        let page = project.url("Content/index.md")
        try Data((try String(contentsOf: page, encoding: .utf8) + "\nOne more paragraph.\n").utf8).write(to: page)
        let other = try ScratchFolder.snapshot(of: project.url("_other"))
        let result = try project.build()
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("The output folder _site is a symbolic link (to \(project.url("_other").path)); docgen replaces a site only in a real folder. [output.is-link]"),
                "\(result.stderr)")
        #expect(result.stderr.contains("hint: Remove the link, or pass its target as --output."), "\(result.stderr)")
        #expect(try ScratchFolder.snapshot(of: project.url("_other")) == other)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: project.url("_site").path) == project.url("_other").path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasPrefix(".") } .sorted() == [".docgen-cache"])
    }

    /// `docgen diff --output-dir` a link to another report folder: exit 2, and the report it leads to is as it was.
    @Test func aDiffReportFolderThatIsALinkIsRefused() throws {
        let repository = try DiffRepository()
        try repository.commit("HEAD")
        #expect(try repository.diff(["HEAD~1", "HEAD", "--output-dir", "report"]).status != 2)
        let before = try ScratchFolder.snapshot(of: repository.url.appendingPathComponent("report"))
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent("linked").path, withDestinationPath: "report")
        let result = try repository.diff(["HEAD~1", "HEAD", "--output-dir", "linked"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("[output.is-link]") && result.stderr.contains("pass its target as --output-dir."), "\(result.stderr)")
        #expect(try ScratchFolder.snapshot(of: repository.url.appendingPathComponent("report")) == before)
    }
}
