import Foundation
import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// `docgen init`'s defaults follow the platform: Apple HIG 44×44 pt, Material Design 48×48 dp (Material 3's 40 dp
/// buttons with a 48 dp touch target), WCAG 2.2 SC 2.5.8 24×24 CSS px (AA).
@Suite struct FindingsLevelStarterTests {
    static func file(_ path: String, _ platform: StarterPlatform) -> String {
        String(decoding: ProjectStarter.files(for: platform).first { $0.path == path }?.data ?? Data(), as: UTF8.self)
    }

    @Test(arguments: [(StarterPlatform.apple, "apple", "iOS", "Apple Human Interface Guidelines"),
                      (.material, "material", "Android", "Material Design"),
                      (.web, "wcag", "Web", "WCAG 2.2 SC 2.5.8")])
    func eachPlatformSetsItsTouchTarget(_ platform: StarterPlatform, _ preset: String, _ name: String, _ source: String) throws {
        let config = Self.file("docgen.yaml", platform)
        #expect(config.contains("\n  touchTarget: \(preset)\n"), "\(config)")
        #expect(config.contains("# The touch-target minimum: ") && config.contains(source))
        #expect(Self.file("Content/button/system.yaml", platform).contains("\nplatform: \(name)\n"))
    }

    /// Every line a platform changes is in the starter, so a change to the starter cannot leave a platform behind.
    @Test(arguments: StarterPlatform.allCases)
    func everyReplacementFindsItsLine(_ platform: StarterPlatform) {
        let raw = Dictionary(uniqueKeysWithValues: ProjectStarter.starterFiles.map { ($0.path, String(decoding: $0.data, as: UTF8.self)) })
        for (path, changes) in platform.replacements {
            for (from, to) in changes {
                #expect(raw[path]?.contains(from) == true, "\(path) has no line \(from)")
                #expect(Self.file(path, platform).contains(to))
            }
        }
        #expect(!platform.replacements.isEmpty)
    }

    @Test func materialButtonsAreFortyHighWithAFortyEightTarget() {
        #expect(Self.file("Content/button/tokens/base.tokens.json", .material).contains("\"height\": { \"$value\": { \"value\": 40, \"unit\": \"px\" } }"))
        let component = Self.file("Content/button/button.component.yaml", .material)
        #expect(component.contains("hitSlop: { vertical: 4 }") && component.contains("hitSlop: { vertical: 8 }"))
        #expect(ProjectStarter.files.map(\.data) == ProjectStarter.files(for: .web).map(\.data), "init without --platform writes the web starter")
    }

    /// The starter's text sizes follow the platform too: a browser's zoom to 200 % (WCAG 2.2 SC 1.4.4), Apple's Dynamic
    /// Type categories (HIG, Typography), Android 14's font scale from 85 % to 200 %.
    @Test(arguments: [(StarterPlatform.web, ["100%", "150%", "200%"]),
                      (.apple, DynamicType.categories),
                      (.material, ["85%", "100%", "115%", "130%", "150%", "180%", "200%"])])
    func eachPlatformScalesTextAsItsReadersDo(_ platform: StarterPlatform, _ steps: [String]) throws {
        let definition = try ComponentDefinitionParser.parse(yaml: Self.file("Content/button/button.component.yaml", platform),
                                                             file: "button.component.yaml")
        #expect(definition.textSize?.steps == steps)
        #expect(Self.file("Content/button/index.md", platform).contains("```docgen text-sizes\n```"))
    }
}
