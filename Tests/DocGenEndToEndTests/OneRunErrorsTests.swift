import Foundation
import Testing

/// Every error in one run (issue 37): a broken token file and a broken component definition are reported together by
/// `docgen build` and `docgen check`, each at its place, so that a team does not fix one layer only to meet the next.
/// The component reader still runs when tokens had errors, against the tokens that resolved; a reference to a token
/// left out because of its own error says so once, in a note, and is no second error.
@Suite struct OneRunErrorsTests {
    /// The acme fixture (whose `color.button.primary.default.foreground` the primary variant paints its label with).
    private func project() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        try FileManager.default.copyItem(at: DocGenProcess.fixtures.appendingPathComponent("acme/Content"),
                                         to: scratch.url.appendingPathComponent("Content"))
        return scratch
    }

    private func replace(in file: URL, _ old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "the fixture no longer holds \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: false, encoding: .utf8)
    }

    /// The medium size's height token names a token no file defines; the primary label names a token that does not exist.
    private func breakBoth(_ content: URL) throws {
        try replace(in: content.appendingPathComponent("acme/tokens/button.tokens.json"), #""$value": "{size.height.medium}""#,
                    with: #""$value": "{size.height.mediun}""#)
        try replace(in: content.appendingPathComponent("acme/button.component.yaml"), #"label: "{color.button.primary.default.foreground}""#,
                    with: #"label: "{color.button.primary.default.foregroud}""#)
    }

    @Test func aBrokenTokenFileAndABrokenDefinitionAreReportedInOneBuild() throws {
        let scratch = try project()
        let first = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(first.status == 0 || first.status == 1, "\(first.stderr)")
        let site = scratch.url.appendingPathComponent("_site")
        let before = try ScratchFolder.snapshot(of: site)
        try breakBoth(scratch.url.appendingPathComponent("Content"))

        let result = try DocGenProcess.run(["build"], in: scratch.url)
        #expect(result.status == 2, "\(result.stderr)")
        let tokenError = "Content/acme/tokens/button.tokens.json:14:49 (button.height): error: reference to {size.height.mediun}, which does not exist " +
            "[tokens.unknown-reference]"
        let componentError = "Content/acme/button.component.yaml:25:14 (variants.primary.colors.label): error: token " +
            "'color.button.primary.default.foregroud' does not exist in theme"
        #expect(result.stderr.contains(tokenError), "\(result.stderr)")
        #expect(result.stderr.contains(componentError), "\(result.stderr)")
        #expect(!result.stderr.contains("token 'button.height' does not exist"), "no second error for the left-out token: \(result.stderr)")
        #expect(try ScratchFolder.snapshot(of: site) == before, "the previous site is untouched")

        let check = try DocGenProcess.run(["check"], in: scratch.url)
        #expect(check.status == 2, "\(check.stderr)")
        #expect(check.stderr.contains(tokenError), "\(check.stderr)")
        #expect(check.stderr.contains(componentError), "\(check.stderr)")
    }

    @Test func aDefinitionThatDoesNotReadAndABrokenTokenItNamesAreBothErrors() throws {
        let scratch = try project()
        let content = scratch.url.appendingPathComponent("Content")
        try replace(in: content.appendingPathComponent("acme/tokens/button.tokens.json"), #""foreground": { "$value": "{color.on-brand}" }"#,
                    with: #""foreground": { "$value": "{color.on-brnd}" }"#)
        try replace(in: content.appendingPathComponent("acme/button.component.yaml"), "component: Button\n", with: "component: Button\ncolour: red\n")
        let result = try DocGenProcess.run(["check"], in: scratch.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("(color.button.primary.default.foreground): error: reference to {color.on-brnd}"),
                "the token the unreadable definition names is still in use: \(result.stderr)")
        #expect(result.stderr.contains("Content/acme/button.component.yaml:2:1 (colour): error: unknown field 'colour'"), "\(result.stderr)")
    }

    @Test func aReferenceToALeftOutTokenIsANoteOnce() throws {
        let scratch = try project()
        try replace(in: scratch.url.appendingPathComponent("Content/acme/tokens/button.tokens.json"), #""foreground": { "$value": "{color.on-brand}" }"#,
                    with: #""foreground": { "$value": "{color.on-brnd}" }"#)
        let result = try DocGenProcess.run(["build", "--warnings", "all"], in: scratch.url)
        #expect(result.status == 2, "\(result.stderr)")
        let notes = result.stderr.components(separatedBy: "'color.button.primary.default.foreground' is left out of the tokens").count - 1
        #expect(notes == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("[component.unknown-token]"), "\(result.stderr)")
    }
}
