import Foundation
import Testing

/// A program some tests run beside docgen (the SVG rasterizer, the Python that reads pixels back), where the tests
/// look for it, and what installs it.
package struct ExternalTool: Sendable, CustomStringConvertible {
    package let name: String
    package let path: String
    package let installedBy: String

    package init(name: String, path: String, installedBy: String) {
        self.name = name
        self.path = path
        self.installedBy = installedBy
    }

    package var isPresent: Bool { FileManager.default.isExecutableFile(atPath: path) }

    package var description: String { "\(name) at \(path) (\(installedBy))" }

    /// librsvg's rasterizer, which fills exactly to the byte.
    package static let rsvgConvert = ExternalTool(name: "rsvg-convert", path: "/usr/bin/rsvg-convert",
                                          installedBy: "the Debian package librsvg2-bin, `make deps-test`")

    /// The browser suite's virtual environment, with Pillow to read a PNG's pixels back.
    package static let pillowPython = ExternalTool(
        name: "Python with Pillow",
        path: Fixtures.packageRoot.appendingPathComponent(".build-venv/bin/python").path,
        installedBy: "`make deps-test`, from Tests/Site/requirements.txt")

    package static let python3 = ExternalTool(name: "python3", path: "/usr/bin/python3", installedBy: "the Debian package python3")

    /// Whether a test that needs a missing tool fails rather than being skipped: when `CI` is set in `environment`
    /// (to anything but empty, `0` or `false`), as the continuous integration sets it after installing every tool, so
    /// that an incomplete install shows as a failure, never as a pass.
    package static func missingFails(in environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }
}

/// The tools a test needs that are missing where `CI` is set: the test fails with this, naming each.
package struct MissingExternalTools: Error, CustomStringConvertible {
    package let tools: [ExternalTool]

    package var description: String {
        "CI is set, so this test must run, but it needs " + tools.map(\.description).joined(separator: "; ") + ": missing"
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test when every tool is present. Where one is missing the test is skipped, unless `CI` is set: then
    /// it fails, and the failure names what is missing and what installs it.
    package static func requires(_ tools: ExternalTool..., environment: [String: String] = ProcessInfo.processInfo.environment) -> Self {
        .enabled("needs \(tools.map(\.name).joined(separator: " and "))") {
            let missing = tools.filter { !$0.isPresent }
            guard missing.isEmpty else {
                if ExternalTool.missingFails(in: environment) { throw MissingExternalTools(tools: missing) }
                return false
            }
            return true
        }
    }
}
