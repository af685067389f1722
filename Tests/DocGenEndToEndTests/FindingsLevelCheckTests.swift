import Foundation
import Testing
@testable import DocGenChecks

/// `docgen check` on the acme fixture: its small size (32 pt high) is under Apple's 44 pt touch target in 3 states × 2
/// themes, one fact reported once. A baseline written when the touch target was reported per cell still accepts it.
@Suite struct FindingsLevelCheckTests {
    static let content = DocGenProcess.fixtures.appendingPathComponent("acme/Content").path

    @Test func anOlderPerCellBaselineStillAcceptsTheSizesTouchTarget() throws {
        let scratch = try ScratchFolder()
        let cells = ["default", "pressed", "disabled"].flatMap { state in ["light", "dark"].map { (state, $0) } }
        let entries = cells.map { state, theme in
            "    {\"rule\": \"touch-target\", \"system\": \"acme\", \"component\": \"Button\", \"variant\": \"primary\", \"size\": \"small\", "
                + "\"state\": \"\(state)\", \"theme\": \"\(theme)\", \"measured\": \"32.00\"}"
        }
        let file = scratch.url.appendingPathComponent("old-baseline.json")
        try ("{\n  \"version\": 1,\n  \"accepted\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n").write(to: file, atomically: true, encoding: .utf8)

        let plain = try DocGenProcess.run(["check", "--content", Self.content])
        #expect(plain.status == 1, "the small size fails without a baseline")
        let held = try DocGenProcess.run(["check", "--content", Self.content, "--baseline", file.path])
        #expect(held.status == 0, "\(held.stdout)\(held.stderr)")
        #expect(held.stdout.contains("1 failure accepted by \(file.path):\n    [touch-target] acme Button primary/small (3 states × 2 themes): 32.00\n"))
        #expect(held.stdout.hasSuffix("0 errors, 4 warnings, 33 passed, 1 accepted, 0 fixed since the baseline\n"), "\(held.stdout)")

        // Written again, the group is one entry.
        let rewritten = scratch.url.appendingPathComponent("new-baseline.json")
        let write = try DocGenProcess.run(["check", "--content", Self.content, "--write-baseline", rewritten.path])
        #expect(write.status == 0, "\(write.stderr)")
        let text = try String(contentsOf: rewritten, encoding: .utf8)
        #expect(text.components(separatedBy: "\"rule\": \"touch-target\"").count == 2, "\(text)")
    }
}
