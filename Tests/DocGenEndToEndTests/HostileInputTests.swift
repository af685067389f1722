import Foundation
import Testing

/// The corpus of bad inputs under Fixtures/Hostile (issue 11): each case overlays the acme fixture's Content (and a
/// copy of Templates) with its own files, may add arguments (`args.txt`, `{content}` and `{scratch}` standing for
/// its folders; an `args.txt` that starts with `diff` runs `docgen diff` with those arguments instead, in a git
/// repository holding the content, its visual report going where the site is), and names in `expected.txt` the
/// lines docgen must print (`$S` stands for the case's folder).
/// A bad input exits 2 with those lines, no crash report, and leaves the previous site and the content byte for
/// byte as they were. A case whose `expected.txt` starts with `# status 0` is built, and the page holds nothing of
/// what was left out and every text its `# page holds: TEXT` lines name.
@Suite struct HostileInputTests {
    static let corpus = DocGenProcess.fixtures.appendingPathComponent("Hostile")

    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()

    /// The acme site, built once; each case starts from a copy of it as its previous site.
    static let previousSite: URL? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-hostile-previous-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        let result = try? DocGenProcess.buildFixture("acme", into: folder)
        return result?.status == 0 ? folder : nil
    }()

    @Test func corpusHoldsAtLeastFortyCases() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases) func badInputGetsAClearErrorAndLeavesThePreviousSite(name: String) throws {
        let folder = Self.corpus.appendingPathComponent(name)
        let scratch = try ScratchFolder()
        let content = scratch.url.appendingPathComponent("Content"), templates = scratch.url.appendingPathComponent("Templates")
        let site = scratch.url.appendingPathComponent("_site")
        let fileManager = FileManager.default
        try fileManager.copyItem(at: DocGenProcess.fixtures.appendingPathComponent("acme/Content"), to: content)
        try fileManager.copyItem(at: DocGenProcess.packageRoot.appendingPathComponent("Templates"), to: templates)
        try overlay(folder.appendingPathComponent("Content"), onto: content)
        try overlay(folder.appendingPathComponent("Templates"), onto: templates)
        let previous = try #require(Self.previousSite, "the acme fixture must build")
        try fileManager.copyItem(at: previous, to: site)
        let siteBefore = try ScratchFolder.snapshot(of: site), contentBefore = try ScratchFolder.snapshot(of: content)

        var arguments = ["build", "--content", content.path, "--templates", templates.path,
                         "--public", DocGenProcess.packageRoot.appendingPathComponent("Public").path, "--output", site.path]
        let extra = ((try? String(contentsOf: folder.appendingPathComponent("args.txt"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map { $0.replacingOccurrences(of: "{content}", with: content.path).replacingOccurrences(of: "{scratch}", with: scratch.url.path) }
        var index = 0
        while index < extra.count {
            if extra[index] != "--limit", let position = arguments.firstIndex(of: extra[index]), index + 1 < extra.count {
                arguments[position + 1] = extra[index + 1]
                index += 2
            } else {
                arguments.append(extra[index])
                index += 1
            }
        }
        var directory = DocGenProcess.packageRoot
        if extra.first == "diff" {
            // `docgen diff` in a repository holding the content, its visual report written where the site is.
            let repository = try DiffRepository(content: content, in: scratch)
            directory = repository.url
            arguments = Array(extra) + ["--content", content.path, "--public", DocGenProcess.packageRoot.appendingPathComponent("Public").path,
                                        "--html", site.path]
        }
        let result = try DocGenProcess.run(arguments, in: directory)
        let stderr = result.stderr.replacingOccurrences(of: scratch.url.path, with: "$S")
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        let builds = expected.hasPrefix("# status 0")
        #expect(result.status == (builds ? 0 : 2), "\(name): \(stderr)")
        for line in expected.split(separator: "\n") where !line.hasPrefix("#") {
            #expect(stderr.contains(line), "\(name): missing \(line)\nstderr:\n\(stderr)")
        }
        for crash in ["Fatal error", "Stack dump", "Backtrace", "Segmentation", "Current stack trace", "Error Domain="] {
            #expect(!stderr.contains(crash), "\(name): \(crash)")
        }
        #expect(try ScratchFolder.snapshot(of: content) == contentBefore, "\(name): the content changed")
        if builds {
            let page = try String(contentsOf: site.appendingPathComponent("bad/index.html"), encoding: .utf8)
            for unsafe in ["<script>alert", "javascript:", "data:text/html"] { #expect(!page.contains(unsafe), "\(name): \(unsafe)") }
            for line in expected.split(separator: "\n") where line.hasPrefix("# page holds: ") {
                #expect(page.contains(line.dropFirst("# page holds: ".count)), "\(name): the page lacks \(line)")
            }
        } else {
            #expect(try ScratchFolder.snapshot(of: site) == siteBefore, "\(name): the previous site changed")
        }
    }

    /// Copies every file (and symbolic link, as a link) below `source` onto `destination`.
    private func overlay(_ source: URL, onto destination: URL) throws {
        let fileManager = FileManager.default
        guard let paths = fileManager.subpaths(atPath: source.path) else { return }
        for path in paths.sorted() {
            let from = source.appendingPathComponent(path), to = destination.appendingPathComponent(path)
            if let target = try? fileManager.destinationOfSymbolicLink(atPath: from.path) {
                try? fileManager.removeItem(at: to)
                try fileManager.createSymbolicLink(atPath: to.path, withDestinationPath: target)
                continue
            }
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: from.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            try fileManager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? fileManager.removeItem(at: to)
            try fileManager.copyItem(at: from, to: to)
        }
    }
}
