import DocGenKit
import Foundation
import Testing
@testable import DocGenReview

/// The settings table of `docgen.yaml` names the flag that sets each key from the command line; the reference page
/// shows it, so each must be a flag the command-line parser has.
@Suite struct SettingsFlagsTests {
    @Test func everyFlagTheSettingsTableNamesIsACommandLineFlag() throws {
        let help = try DocGenProcess.run(["--experimental-dump-help"])
        #expect(help.status == 0, "\(help.stderr)")
        let root = try JSONDecoder().decode(DocsReference.HelpDump.self, from: Data(help.stdout.utf8)).command
        var flags: Set<String> = []
        func walk(_ command: DocsReference.Command) {
            for argument in command.arguments ?? [] {
                for name in argument.names ?? [] where name.kind == "long" { flags.insert("--" + name.name) }
            }
            for sub in command.subcommands ?? [] { walk(sub) }
        }
        walk(root)
        let named = ProjectFile.settings.reference.compactMap(\.flag)
        #expect(named.count >= 9)
        #expect(named.filter { !flags.contains($0) } == [], "flags the settings table names that docgen does not have")
    }
}
