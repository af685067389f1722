import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

@Suite struct InputSnapshotTests {
    /// The snapshot of a build that starts a minute from now: every file the test wrote is older, so trusted.
    private static func snapshot(_ record: ReadRecord, _ confinement: ReadConfinement) -> InputSnapshot {
        InputSnapshot.take(of: record, buildStarted: CacheFileSystem.now() + 60_000_000_000, confinement: confinement)
    }

    @Test func anEditAnAdditionAndARemovalAreSeen() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Content/index.md", "# Home\n")
        var record = ReadRecord()
        record.folder(folder.url("Content").path, .init(.parseMarkdown))
        record.file(folder.url("Content/site.yaml").path, .init(.loadContent))
        let confinement = ReadConfinement(projectRoot: folder.path)
        let before = Self.snapshot(record, confinement)
        #expect(before.sameInputs(as: Self.snapshot(record, confinement)))
        try folder.write("Content/index.md", "# Home, edited\n")
        #expect(!before.sameInputs(as: Self.snapshot(record, confinement)))
        try folder.write("Content/index.md", "# Home\n")
        try folder.write("Content/site.yaml", "title: Site\n")
        #expect(!before.sameInputs(as: Self.snapshot(record, confinement)), "a file looked for and missing appeared")
        try FileManager.default.removeItem(at: folder.url("Content/site.yaml"))
        try folder.write("Content/guides/new.md", "# New\n")
        #expect(!before.sameInputs(as: Self.snapshot(record, confinement)), "a file was added below the folder")
        try FileManager.default.removeItem(at: folder.url("Content/guides"))
        #expect(before.sameInputs(as: Self.snapshot(record, confinement)))
        // A file changed while a build ran (after its start) matches nothing.
        let during = InputSnapshot.take(of: record, buildStarted: CacheFileSystem.now() - 60_000_000_000, confinement: confinement)
        #expect(!during.sameInputs(as: during))
    }

    /// A link below a recorded folder that leads out of the folders the build may read is not followed: what it leads
    /// to is never read, so a change there is not seen. Where the build may read it, the change counts.
    @Test func aLinkOutOfTheProjectIsNotRead() throws {
        let project = try TemporaryDirectory(), outside = try TemporaryDirectory()
        try outside.write("secret.txt", "one")
        try project.write("Content/index.md", "# Home\n")
        try FileManager.default.createSymbolicLink(atPath: project.url("Content/secret.md").path, withDestinationPath: outside.url("secret.txt").path)
        var record = ReadRecord()
        record.folder(project.url("Content").path, .init(.parseMarkdown))
        let confined = ReadConfinement(projectRoot: project.path)
        let allowing = ReadConfinement(projectRoot: project.path, allowed: [outside.path])
        let (closed, open) = (Self.snapshot(record, confined), Self.snapshot(record, allowing))
        try outside.write("secret.txt", "two")
        #expect(closed.sameInputs(as: Self.snapshot(record, confined)))
        #expect(!open.sameInputs(as: Self.snapshot(record, allowing)))
    }
}
