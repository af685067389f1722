import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// The lookup order follows Hugo's (gohugo.io/hugo-modules/theme-components): a project's file wins over the
/// theme's file at the same path, and the theme's other files stay.
@Suite struct ThemeFolderTests {
    static let packageRoot = Fixtures.packageRoot

    @Test func builtInThemeIsThisRepositorysTemplatesAndPublicByteForByte() throws {
        for role in ["Templates", "Public"] {
            let directory = Self.packageRoot.appendingPathComponent(role).path
            let onDisk = try FileTree.files(in: directory)
            let folder = try ThemeFolder(role: role, projectDirectory: nil)
            #expect(folder.paths == onDisk, "\(role)")
            for path in onDisk {
                #expect(folder.data(path) == FileManager.default.contents(atPath: directory + "/" + path), "\(role)/\(path)")
            }
        }
    }

    @Test func projectFileOverridesOnlyThatFile() throws {
        let project = try TemporaryDirectory()
        try project.write("page.mustache", "mine")
        try project.write("extra.mustache", "new")
        let folder = try ThemeFolder(role: "Templates", projectDirectory: project.path)
        #expect(folder.data("page.mustache") == Data("mine".utf8))
        #expect(folder.isOverridden("page.mustache"))
        #expect(folder.displayPath("page.mustache") == project.path + "/page.mustache")
        #expect(folder.data("extra.mustache") == Data("new".utf8))
        #expect(!folder.isOverridden("layout.mustache"))
        #expect(folder.displayPath("layout.mustache") == "(built-in theme)/Templates/layout.mustache")
    }

    @Test func missingProjectFolderLeavesTheBuiltInTheme() throws {
        let folder = try ThemeFolder(role: "Public", projectDirectory: "/nonexistent/Public")
        #expect(folder.paths.contains("fonts/Inter-Regular.otf"))
        #expect(folder.paths.contains("assets/site.css"))
    }

    @Test func exportWritesTheThemeAndRefusesToOverwrite() throws {
        let target = try TemporaryDirectory()
        let written = try ThemeExporter.export(to: target.path)
        #expect(written.contains(target.path + "/Templates/layout.mustache"))
        #expect(FileManager.default.contents(atPath: target.path + "/Public/fonts/Inter-Bold.otf")
            == FileManager.default.contents(atPath: Self.packageRoot.appendingPathComponent("Public/fonts/Inter-Bold.otf").path))
        #expect(throws: ProjectWriterError.self) { try ThemeExporter.export(to: target.path) }
    }
}
