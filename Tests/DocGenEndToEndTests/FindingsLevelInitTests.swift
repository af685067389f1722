import Foundation
import Testing

/// `docgen init --platform`: each platform's project checks clean against its own touch target, named with its source
/// (Apple HIG 44 pt, Material Design 48 dp, WCAG 2.2 SC 2.5.8 24 CSS px).
@Suite struct FindingsLevelInitTests {
    @Test(arguments: [("apple", "the 44x44 pt minimum (Apple HIG)"), ("material", "the 48x48 dp minimum (Material Design)"),
                      ("web", "the 24x24 px minimum (WCAG 2.2 SC 2.5.8)")])
    func eachPlatformsStarterChecksCleanAgainstItsTarget(_ platform: String, _ minimum: String) throws {
        let scratch = try ScratchFolder()
        let created = try DocGenProcess.run(["init", "--platform", platform], in: scratch.url)
        #expect(created.status == 0, "\(created.stderr)")
        let check = try DocGenProcess.run(["check", "--verbose"], in: scratch.url)
        #expect(check.status == 0, "\(check.stdout)")
        let touch = check.stdout.split(separator: "\n").filter { $0.contains("[touch-target]") }
        #expect(touch.count == 4, "2 variants × 2 sizes")
        #expect(touch.allSatisfy { $0.contains(minimum) }, "\(touch)")
    }

    @Test func withoutAPlatformTheStarterIsForTheWeb() throws {
        let scratch = try ScratchFolder()
        _ = try DocGenProcess.run(["init"], in: scratch.url)
        let config = try String(contentsOf: scratch.url.appendingPathComponent("docgen.yaml"), encoding: .utf8)
        #expect(config.contains("  touchTarget: wcag\n"))
        let system = try String(contentsOf: scratch.url.appendingPathComponent("Content/button/system.yaml"), encoding: .utf8)
        #expect(system.contains("platform: Web\n"))
        #expect(try DocGenProcess.run(["init", "--platform", "windows"], in: scratch.url).status == 64)
    }
}
