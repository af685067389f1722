import Testing
import DocGenTestSupport

/// The rule the raster tests run under: a missing tool skips the test on a workstation and fails it where `CI` is
/// set, with a message that names the tool and what installs it.
@Suite struct ExternalToolTests {
    static let absent = ExternalTool(name: "rasterizer", path: "/nonexistent/docgen-test/rasterizer", installedBy: "the package r")
    static let present = ExternalTool(name: "shell", path: "/bin/sh", installedBy: "the system")

    @Test func everyToolPresentRuns() async throws {
        #expect(try await ConditionTrait.requires(Self.present, environment: ["CI": "true"]).evaluate())
        #expect(try await ConditionTrait.requires(Self.present, environment: [:]).evaluate())
    }

    @Test func aMissingToolSkipsWithoutCI() async throws {
        for environment in [[:], ["CI": ""], ["CI": "false"], ["CI": "0"]] {
            #expect(try await !ConditionTrait.requires(Self.present, Self.absent, environment: environment).evaluate(), "\(environment)")
        }
    }

    @Test func aMissingToolFailsUnderCIAndIsNamed() async throws {
        for value in ["true", "1", "yes"] {
            let error = await #expect(throws: MissingExternalTools.self) {
                try await ConditionTrait.requires(Self.present, Self.absent, environment: ["CI": value]).evaluate()
            }
            #expect(error?.tools.map(\.name) == ["rasterizer"])
            #expect(error?.description == "CI is set, so this test must run, but it needs rasterizer at " +
                    "/nonexistent/docgen-test/rasterizer (the package r): missing")
        }
    }
}
