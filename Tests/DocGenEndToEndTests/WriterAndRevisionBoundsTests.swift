import Foundation
import Testing

/// Writers follow no link out of their folder, and refuse a non-empty folder they did not write; a git revision is
/// read lazily and iteratively (issue 20).
@Suite struct WriterAndRevisionBoundsTests {
    @Test func diffHTMLRefusesAFolderDocgenDidNotWrite() throws {
        let repository = try DiffRepository()
        try repository.commit("HEAD")
        let report = repository.url.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try "mine\n".write(to: report.appendingPathComponent("todo.txt"), atomically: false, encoding: .utf8)
        let result = try repository.diff(["HEAD~1", "HEAD", "--html", report.path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("The output folder holds files that docgen did not write; it will not replace them. [output.not-a-site]"), "\(result.stderr)")
        #expect(try String(contentsOf: report.appendingPathComponent("todo.txt"), encoding: .utf8) == "mine\n")
    }

    @Test func diffHTMLWritesThroughNoLink() throws {
        let repository = try DiffRepository()
        try repository.commit("HEAD")
        let outside = try ScratchFolder()
        let victim = outside.url.appendingPathComponent("victim.html")
        try "untouched\n".write(to: victim, atomically: false, encoding: .utf8)
        let report = repository.url.appendingPathComponent("report")
        // A report folder docgen wrote before, with links planted in it.
        #expect(try repository.diff(["HEAD~1", "HEAD", "--html", report.path]).status == 0)
        try FileManager.default.removeItem(at: report.appendingPathComponent("index.html"))
        try FileManager.default.createSymbolicLink(at: report.appendingPathComponent("index.html"), withDestinationURL: victim)
        try? FileManager.default.removeItem(at: report.appendingPathComponent("cells"))
        try FileManager.default.createSymbolicLink(at: report.appendingPathComponent("cells"), withDestinationURL: outside.url)
        let result = try repository.diff(["HEAD~1", "HEAD", "--html", report.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "untouched\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path) == ["victim.html"])
        let attributes = try FileManager.default.attributesOfItem(atPath: report.appendingPathComponent("index.html").path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }

    @Test func initAndThemeExportCreateNothingThroughALink() throws {
        let scratch = try ScratchFolder()
        let project = scratch.url.appendingPathComponent("project"), elsewhere = scratch.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("docgen.yaml").path, withDestinationPath: elsewhere.path + "-file")
        let initResult = try DocGenProcess.run(["init", project.path])
        #expect(initResult.status == 2, "\(initResult.stderr)")
        #expect(initResult.stderr.contains("[project.exists]"))
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path + "-file"))

        let theme = scratch.url.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: theme.appendingPathComponent("Templates").path, withDestinationPath: elsewhere.path)
        let export = try DocGenProcess.run(["theme", "export", theme.path])
        #expect(export.status == 2, "\(export.stderr)")
        #expect(export.stderr.contains("Templates is a symbolic link, and docgen does not write through links. [project.link]"), "\(export.stderr)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path))
    }

    /// A revision with 60,000 nested folders under the content folder (it overflowed the stack): exit 2 naming the limit.
    @Test func aRevisionNestedSixtyThousandFoldersDeepIsRefused() throws {
        let repository = try DiffRepository()
        let deep = try GitObjects.nestedTrees(depth: 60_000, in: repository.url)
        try commitTree(in: repository, adding: "040000 tree \(deep)\tdeep")
        let result = try repository.diff(["HEAD~1", "HEAD"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("the revision's folders nest more than 512 levels deep"), "\(result.stderr)")
        #expect(result.stderr.contains("--limit nesting-depth=N"))
    }

    /// A 2.5 GB blob of zeros (a few megabytes in git) under the content folder that no build reads: never read, so
    /// the diff runs in the memory it needs for the content alone.
    @Test func aGigabyteBlobNoBuildReadsIsNeverRead() throws {
        let repository = try DiffRepository()
        let blob = try GitObjects.zeroBlob(size: 2_684_354_560, in: repository.url)
        try commitTree(in: repository, adding: "100644 blob \(blob)\tzeros.bin")
        let result = try repository.diff(["HEAD~1", "HEAD", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        // Kilobytes: the largest child so far (docgen here) stayed far below the blob's size.
        #expect(usage.ru_maxrss < 1_000_000, "peak \(usage.ru_maxrss) KB")
    }

    /// Commits HEAD as HEAD's tree with one more entry in its Content folder (written as `git ls-tree` prints it).
    private func commitTree(in repository: DiffRepository, adding entry: String) throws {
        let content = try repository.git("ls-tree", "HEAD:Content") + entry + "\n"
        let contentTree = try mktree(content, in: repository)
        let root = try repository.git("ls-tree", "HEAD").split(separator: "\n").map { line in
            line.hasSuffix("\tContent") ? "040000 tree \(contentTree)\tContent" : String(line)
        }.joined(separator: "\n") + "\n"
        let rootTree = try mktree(root, in: repository)
        let commit = try repository.git("commit-tree", rootTree, "-p", "HEAD", "-m", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        try repository.git("update-ref", "refs/heads/main", commit)
    }

    private func mktree(_ listing: String, in repository: DiffRepository) throws -> String {
        let input = repository.url.appendingPathComponent(".git/mktree-input")
        try listing.write(to: input, atomically: false, encoding: .utf8)
        let result = try DocGenProcess.execute(URL(fileURLWithPath: "/bin/sh"), ["-c", "git mktree < .git/mktree-input"], in: repository.url)
        guard result.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: ["stderr": result.stderr]) }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
