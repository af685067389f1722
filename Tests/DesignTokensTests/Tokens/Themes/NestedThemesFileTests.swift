@testable import DesignTokens
@testable import DocGenSupport
import Foundation
import Testing
import DocGenTestSupport

/// A leftover `$themes.json` nested below a Tokens Studio export no longer turns off reading the export (issue 21:
/// two `$themes.json` made discovery give up and merge every file in path order, silently): the shallowest is read,
/// and the other is named in a warning. The export's shape is Tokens Studio's multi-file sync (`$themes.json`,
/// `$metadata.json` and one file per set).
@Suite struct NestedThemesFileTests {
    private func export() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("$themes.json", """
            [{"id": "1", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
             {"id": "2", "name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}]
            """)
        try directory.write("$metadata.json", ##"{"tokenSetOrder": ["core", "light", "dark"]}"##)
        try directory.write("core.json", ##"{"green": {"type": "color", "value": "#1f883d"}, "black": {"type": "color", "value": "#1f2328"}}"##)
        try directory.write("light.json", ##"{"bg": {"type": "color", "value": "#ffffff"}}"##)
        try directory.write("dark.json", ##"{"bg": {"type": "color", "value": "{black}"}}"##)
        try directory.write("old/$themes.json", #"[{"id": "9", "name": "legacy", "selectedTokenSets": {"core": "enabled"}}]"#)
        return directory
    }

    @Test func theShallowestThemesFileIsReadAndTheNestedOneNamed() throws {
        let directory = try export()
        let themes = directory.url("$themes.json").path
        #expect(TokenDiscovery.find(in: directory.path) == .resolver(themes))
        let result = TokenLoader().load(files: [], resolver: themes, select: ["mode": "dark"])
        #expect(result.diagnostics.map(\.code) == ["tokens.ignored-themes"], "\(result.diagnostics)")
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.first?.message == "read the Tokens Studio themes of \(themes); ignored " +
                directory.url("old/$themes.json").path + ", another $themes.json below it")
        #expect(result.hex(TokenPath(dotted: "bg")) == "#1f2328")
    }

    @Test func twoExportsSideBySideAreSeveralResolvers() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a/$themes.json", "[]")
        try directory.write("b/$themes.json", "[]")
        #expect(TokenDiscovery.find(in: directory.path) == .severalResolvers(["a/$themes.json", "b/$themes.json"].map { directory.url($0).path }))
    }
}
