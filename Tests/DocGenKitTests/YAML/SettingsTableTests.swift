import Testing
@testable import DesignTokens
@testable import DocGenKit
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenYAML
import ButtonModel
@testable import DocGenReview

/// A settings table is the reader, the merge and the configuration of a settings file at once.
@Suite struct SettingsTableTests {
    /// A file of two settings, for the table alone.
    struct Settings { var width: Double?; var names: [String] = [] }
    struct Target { var width = 1.0; var names: [String] = [] }

    private static var table: SettingsTable<Settings, Target> { SettingsTable(owner: "demo.yaml", [
        .value("width", \.width, flag: "--width", summary: "How wide.", example: "2",
               read: { node, file, diagnostics in
                   if let width = node.float { return width }
                   diagnostics.append(file.problem(node, "type", "`width` must be a number.", nil))
                   return nil
               },
               apply: { $1.width = $0 }),
        Setting("names", summary: "Names, the file's then the flags'.", example: "[a, b]",
                read: { node, file, settings, diagnostics in settings.names = (node.sequence ?? []).compactMap { file.text($0, key: "names", &diagnostics) } },
                merge: { over, merged in merged.names += over.names },
                apply: { $1.names = $0.names }),
    ]) }

    private static var file: YAMLSettingsFile { YAMLSettingsFile(path: "demo.yaml") { node, code, message, hint in
        Diagnostic(location: node?.location(in: "demo.yaml") ?? SourceLocation(file: "demo.yaml", line: 1), code: "demo.\(code)", message: message, hint: hint)
    } }

    private func read(_ yaml: String) throws -> (Settings, [Diagnostic]) {
        let node = try #require(try YAMLDocument.compose(yaml).get())
        var settings = Settings()
        var diagnostics: [Diagnostic] = []
        Self.table.read(node, file: Self.file, into: &settings, &diagnostics)
        return (settings, diagnostics)
    }

    @Test func anEntryReadsMergesAndApplies() throws {
        let (file, problems) = try read("width: 3\nnames: [a]\n")
        #expect(problems.isEmpty)
        var flags = Settings()
        flags.names = ["b"]
        var merged = file
        Self.table.merge(flags, &merged)
        #expect(merged.width == 3)
        #expect(merged.names == ["a", "b"])
        var target = Target()
        Self.table.apply(merged, &target)
        #expect(target.width == 3)
        #expect(target.names == ["a", "b"])
        flags.width = 5
        Self.table.merge(flags, &merged)
        #expect(merged.width == 5, "a flag wins over the file")
    }

    @Test func anUnknownKeyNamesTheClosestSettingAndItsPlace() throws {
        let (_, problems) = try read("width: 2\nwidht: 3\nnames: [x, [y]]\n")
        #expect(problems.map(\.code) == ["demo.unknown-key", "demo.type"])
        #expect(problems[0].message == "demo.yaml has no setting `widht`.")
        #expect(problems[0].hint == "Did you mean `width`? Settings: width, names.")
        #expect((problems[0].location.line, problems[0].location.column) == (2, 1))
        #expect((problems[1].location.line, problems[1].location.column) == (3, 12))
    }

    /// The project file's table gives the reference page's rows, a section's settings under its key.
    @Test func theProjectFilesReferenceListsEveryKey() {
        let keys = ProjectFile.settings.reference.map(\.key)
        #expect(keys == ["content", "templates", "public", "output", "baseURL", "strict", "checks.touchTarget", "checks.apcaMinimum",
                         "fonts", "read-outside", "baseline", "changeset", "versions"])
        #expect(ProjectFile.settings.reference.first { $0.key == "baseURL" }?.flag == "--base-url")
    }

    @Test func aTypoInTheProjectFileIsAnsweredWithTheSetting() {
        let (_, problems) = ProjectFileReader(path: "docgen.yaml").parse("baseUrl: https://example.com/\n")
        #expect(problems.map(\.code) == ["project.unknown-key"])
        #expect(problems.first?.hint?.hasPrefix("Did you mean `baseURL`? Settings: content, templates, public, output, baseURL") == true)
    }
}
