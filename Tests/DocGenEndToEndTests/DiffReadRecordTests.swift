import DesignTokens
@testable import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation
import Testing
@testable import DocGenReview

/// `docgen diff` goes by what the loaders recorded (each token's written value, every place a token is named, the
/// token a failed reference names), never by a second reading of the files or by the words of a message.
@Suite struct DiffReadRecordTests {
    /// Each token file and component definition is read once per side: the diff's written values and reference
    /// places come from the loaders' record.
    @Test func eachTokenFileIsReadOncePerSide() throws {
        let content = DocGenProcess.fixtures.appendingPathComponent("diff/Content").path
        let base = CountingFileSource(WorkTreeFileSource()), head = CountingFileSource(WorkTreeFileSource())
        var configuration = BuildConfiguration(contentDirectory: content)
        configuration.publicDirectory = DocGenProcess.packageRoot.appendingPathComponent("Public").path
        let diff = try SiteComparer(configuration: configuration).compare(
            base: DiffInput(files: base, contentDirectory: content, side: .init(name: "BASE", description: "folder")),
            head: DiffInput(files: head, contentDirectory: content, side: .init(name: "HEAD", description: "folder")))
        #expect(diff.tokens.isEmpty)
        for side in [base, head] {
            let reads = side.reads.filter { $0.key.hasSuffix(".tokens.json") || $0.key.hasSuffix(".component.yaml") }
            #expect(reads.count == 5, "\(side.reads)")
            #expect(reads.values.allSatisfy { $0 == 1 }, "\(reads)")
        }
    }

    /// The places a removed token is still named at are those the token loader recorded (a token file's value), not
    /// prose that happens to quote the name in braces.
    @Test func aRemovedTokenIsStillNamedWhereTheLoaderSawItNamed() throws {
        let repo = try DiffRepository()
        try repo.write("index.md", "# Acme\n\nThe Acme button. Its old gray, `{color.palette.gray.old}`, is going away.\n")
        try repo.commit("The page quotes gray.old")
        try repo.edit("tokens/base.tokens.json", ",\n        \"old\": { \"$value\": \"#333333\", \"$deprecated\": \"Use color.palette.gray.900\" }", "")
        try repo.commit("Drop gray.old, still named")
        let result = try repo.diff()
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("color.palette.gray.old was removed, but content still names it (1 place)."), "\(result.stdout)")
        #expect(result.stdout.contains("still named at Content/acme/tokens/light.tokens.json:7:47"))
        #expect(!result.stdout.contains("index.md"), "prose that quotes a name in braces names no token")
    }

    /// A HEAD whose button names a removed token does not resolve: invalid input (exit 2) with HEAD's own errors and a
    /// note that BASE defines the token, never a diff.
    @Test func aHeadThatNamesARemovedTokenIsInvalidInput() throws {
        let repo = try DiffRepository()
        try repo.edit("button.component.yaml", "light: \"{color.palette.white}\"", "light: \"{color.palette.gray.old}\"")
        try repo.commit("The page surface uses gray.old")
        try repo.edit("tokens/base.tokens.json", ",\n        \"old\": { \"$value\": \"#333333\", \"$deprecated\": \"Use color.palette.gray.900\" }", "")
        try repo.commit("Drop gray.old, still named")
        let result = try repo.diff()
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Content/acme/button.component.yaml:4:"), "\(result.stderr)")
        #expect(result.stderr.contains("[component.unknown-token]"))
        #expect(result.stderr.contains("note: color.palette.gray.old is defined at BASE: this change removed or renamed it, and HEAD still names it."))
        #expect(result.stderr.contains("is not valid input"))
    }

    /// HEAD's errors are explained by a removal only when each is a reference to a removed token: an error whose
    /// message merely quotes the removed name (a malformed value) is invalid input, exit 2.
    @Test func anErrorThatOnlyQuotesARemovedNameIsInvalidInput() throws {
        let repo = try DiffRepository()
        try repo.edit("tokens/base.tokens.json", "\"green\": { \"500\": { \"$value\": \"#12b76a\" } },", "")
        try repo.edit("tokens/base.tokens.json", "{ \"colorSpace\": \"srgb\", \"components\": [0.043, 0.373, 1], \"hex\": \"#0b5fff\" }",
                      "\"#12 color.palette.green.500\"")
        try repo.commit("Drop green; break blue.600")
        let result = try repo.diff()
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains("[tokens.malformed-value]"), "\(result.stderr)")
    }

    /// A revision's theme folders are read from the revision, like its content: not from the work tree's edits. A
    /// theme folder outside the repository has no revision and is read from disk; a file over the limit is refused.
    @Test func aRevisionsThemeIsTheRevisions() throws {
        let repo = try DiffRepository()
        let publicFolder = repo.url.appendingPathComponent("Public/fonts")
        try FileManager.default.createDirectory(at: publicFolder, withIntermediateDirectories: true)
        try Data("committed".utf8).write(to: publicFolder.appendingPathComponent("note.txt"))
        try repo.commit("A theme file")
        try Data("edited in the work tree".utf8).write(to: publicFolder.appendingPathComponent("note.txt"))
        let outside = try ScratchFolder()
        try Data("shared".utf8).write(to: outside.url.appendingPathComponent("page.mustache"))

        let source = try GitRevisionFileSource(revision: "HEAD", folder: "Content", themeFolders: ["Public", outside.url.path], in: repo.url.path)
        let theme = try ThemeFolder(role: "Public", projectDirectory: "Public", files: source)
        #expect(theme.data("fonts/note.txt") == Data("committed".utf8))
        #expect(theme.isOverridden("fonts/note.txt"))
        let shared = try ThemeFolder(role: "Templates", projectDirectory: outside.url.path, files: source)
        #expect(shared.data("page.mustache") == Data("shared".utf8))
        #expect(throws: InvalidInputError.self) { try ThemeFolder(role: "Public", projectDirectory: "Public", files: source, maximumSize: 4) }
        do {
            _ = try ThemeFolder(role: "Public", projectDirectory: "Public", files: source, maximumSize: 4)
        } catch let error as InvalidInputError {
            #expect(error.diagnostics.map(\.code) == ["files.limit"])
            #expect(error.diagnostics.first?.location.file == "Public/fonts/note.txt")
        }
    }
}

/// A file source that counts the reads of each path.
final class CountingFileSource: FileSource, @unchecked Sendable {
    private let inner: any FileSource
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    init(_ inner: any FileSource) { self.inner = inner }

    var reads: [String: Int] { lock.withLock { counts } }

    func read(_ path: String, maximumSize: Int) -> FileRead {
        lock.withLock { counts[path, default: 0] += 1 }
        return inner.read(path, maximumSize: maximumSize)
    }

    func files(in directory: String) -> [String] { inner.files(in: directory) }
    func isDirectory(_ path: String) -> Bool { inner.isDirectory(path) }
    func fileExists(_ path: String) -> Bool { inner.fileExists(path) }
    func refusals(below directory: String, maximumSize: Int) -> [FileRefusal] { inner.refusals(below: directory, maximumSize: maximumSize) }
    var sourceDescription: String { inner.sourceDescription }
}
