import Foundation
import Testing

/// Nothing outside the project is read or published (issue 20): a pull request that links `Public` to /etc, names
/// folders outside the project in docgen.yaml, or references files outside it from a resolver or a Tokens Studio
/// export gets exit 2 naming the file and the link or reference, and the previous site stays byte for byte.
/// Each project is built as CI builds it: `docgen build` in the project folder, with no flags.
@Suite struct ConfinementTests {
    /// A project folder holding the acme fixture's content (or another fixture's) beside a folder outside it with a
    /// secret that must never reach the site or the terminal.
    final class Project {
        let scratch: ScratchFolder
        let root: URL
        let outside: URL
        static let secret = "#5ec12e"

        init(fixture: String = "acme") throws {
            scratch = try ScratchFolder()
            root = scratch.url.appendingPathComponent("project")
            outside = scratch.url.appendingPathComponent("outside")
            let fileManager = FileManager.default
            try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
            try fileManager.createDirectory(at: outside, withIntermediateDirectories: true)
            try fileManager.copyItem(at: DocGenProcess.fixtures.appendingPathComponent("\(fixture)/Content"), to: root.appendingPathComponent("Content"))
            try write(outside, "secret.tokens.json", #"{ "color": { "$type": "color", "secret": { "$value": "\#(Self.secret)" } } }"#)
            try write(outside, "secret.json", #"{ "color": { "secret": { "value": "\#(Self.secret)", "type": "color" } } }"#)
        }

        func write(_ folder: URL, _ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }

        func write(_ path: String, _ text: String) throws { try write(root, path, text) }

        func link(_ path: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(path).path, withDestinationPath: target)
        }

        func build(_ extra: [String] = []) throws -> DocGenProcess.Result {
            try DocGenProcess.run(["build"] + extra, in: root)
        }

        var site: URL { root.appendingPathComponent("_site") }

        /// Builds the good project, applies `change`, builds again: exit 2, every line of `expected` on stderr, no crash
        /// report, the secret nowhere, and the first site unchanged.
        func expectRefused(_ expected: [String], _ change: (Project) throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let first = try build()
            try #require(first.status == 0, "the project must build before the change: \(first.stderr)", sourceLocation: sourceLocation)
            let before = try ScratchFolder.snapshot(of: site)
            try change(self)
            let result = try build()
            let stderr = result.stderr.replacingOccurrences(of: scratch.url.path, with: "$S")
            #expect(result.status == 2, "\(stderr)", sourceLocation: sourceLocation)
            for line in expected { #expect(stderr.contains(line), "missing \(line)\nstderr:\n\(stderr)", sourceLocation: sourceLocation) }
            for crash in ["Fatal error", "Stack dump", "Backtrace", "Segmentation"] { #expect(!stderr.contains(crash), sourceLocation: sourceLocation) }
            #expect(!result.stdout.contains(Self.secret) && !result.stderr.contains(Self.secret), sourceLocation: sourceLocation)
            #expect(try ScratchFolder.snapshot(of: site) == before, "the previous site changed", sourceLocation: sourceLocation)
        }
    }

    @Test func publicCommittedAsALinkToEtcIsRefused() throws {
        try Project().expectRefused([
            "Public: error: Public leads to /etc through the symbolic link Public → /etc, outside the project folder $S/project; docgen does not read it. [files.outside-project]",
            "hint: Copy the file into the project, or, to read a folder outside it on purpose, list it under `read-outside:` in docgen.yaml.",
        ]) { try $0.link("Public", to: "/etc") }
    }

    @Test func aFolderOutsideTheProjectInTheProjectFileIsRefused() throws {
        try Project().expectRefused(["/etc/ssh: error: /etc/ssh is outside the project folder $S/project; docgen does not read it. [files.outside-project]"]) {
            try $0.write("docgen.yaml", "public: /etc/ssh\n")
        }
    }

    @Test func readOutsideAllowsAFolderOnPurpose() throws {
        let project = try Project()
        try project.write(project.outside, "shared-public/shared.txt", "shared\n")
        try project.write("docgen.yaml", "public: ../outside/shared-public\n")
        let refused = try project.build()
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("../outside/shared-public: error: ../outside/shared-public leads to"), "\(refused.stderr)")
        try project.write("docgen.yaml", "public: ../outside/shared-public\nread-outside:\n  - ../outside/shared-public\n")
        let allowed = try project.build()
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(try String(contentsOf: project.site.appendingPathComponent("shared.txt"), encoding: .utf8) == "shared\n")
    }

    @Test func aResolverReferenceClimbingOutOfTheProjectIsRefusedAtItsPlace() throws {
        try Project().expectRefused([
            "Content/acme/tokens/button.resolver.json:11:",
            "error: ../outside/secret.tokens.json leads to $S/outside/secret.tokens.json, outside the project folder $S/project; docgen does not read it. [files.outside-project]",
        ]) { project in
            let resolver = project.root.appendingPathComponent("Content/acme/tokens/button.resolver.json")
            let text = try String(contentsOf: resolver, encoding: .utf8)
            try text.replacingOccurrences(of: #""light": [{ "$ref": "light.tokens.json" }]"#,
                                          with: #""light": [{ "$ref": "light.tokens.json" }, { "$ref": "../../../../outside/secret.tokens.json" }]"#)
                .write(to: resolver, atomically: false, encoding: .utf8)
        }
    }

    @Test func anAbsoluteResolverReferenceIsRefused() throws {
        let project = try Project()
        let secret = project.outside.appendingPathComponent("secret.tokens.json").path
        try project.expectRefused(["\(secret.replacingOccurrences(of: project.scratch.url.path, with: "$S")) is outside the project folder", "[files.outside-project]"]) { project in
            let resolver = project.root.appendingPathComponent("Content/acme/tokens/button.resolver.json")
            let text = try String(contentsOf: resolver, encoding: .utf8)
            try text.replacingOccurrences(of: #"{ "$ref": "base.tokens.json" }"#, with: #"{ "$ref": "base.tokens.json" }, { "$ref": "\#(secret)" }"#)
                .write(to: resolver, atomically: false, encoding: .utf8)
        }
    }

    @Test func aTokensStudioSetNameClimbingOutIsRefused() throws {
        let project = try Project(fixture: "acme-tokens-studio")
        let folders = try FileManager.default.contentsOfDirectory(atPath: project.root.appendingPathComponent("Content").path).filter {
            FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Content/\($0)/tokens/$themes.json").path)
        }
        let system = try #require(folders.first)
        try project.expectRefused(["[files.outside-project]", "outside/secret.json"]) { project in
            let themes = project.root.appendingPathComponent("Content/\(system)/tokens/$themes.json")
            let text = try String(contentsOf: themes, encoding: .utf8)
            try text.replacingOccurrences(of: #""button": "enabled"}"#, with: #""button": "enabled", "../../../../outside/secret": "enabled"}"#)
                .write(to: themes, atomically: false, encoding: .utf8)
        }
    }

    @Test func aFontOutsideTheProjectIsRefused() throws {
        let project = try Project()
        try project.write(project.outside, "font.otf", "not a font, and not to be read")
        try project.expectRefused(["Content/acme/system.yaml:1: error: Content/acme/../../../outside/font.otf leads to $S/outside/font.otf, outside the project folder $S/project; docgen does not read it. [files.outside-project]"]) { project in
            let manifest = project.root.appendingPathComponent("Content/acme/system.yaml")
            try (try String(contentsOf: manifest, encoding: .utf8) + "fonts:\n  Inter: [../../../outside/font.otf]\n")
                .write(to: manifest, atomically: false, encoding: .utf8)
        }
    }

    /// A named pipe is never listed; a link to one is refused (reading it would wait forever).
    @Test func aPipeInPublicIsNotARegularFile() throws {
        try Project().expectRefused(["Public/feed: error: Public/feed is a named pipe, not a regular file; docgen reads and publishes regular files only. [files.not-regular]"]) { project in
            try FileManager.default.createDirectory(at: project.root.appendingPathComponent("Public"), withIntermediateDirectories: true)
            #expect(mkfifo(project.root.appendingPathComponent("Public/pipe").path, 0o644) == 0)
            try project.link("Public/feed", to: "pipe")
        }
    }

    /// 2.5 GB (sparse) in Public, and a 2 GB (sparse) font: refused by their size before a byte is read.
    @Test func hugePublicAndFontFilesAreRefusedBeforeReading() throws {
        try Project().expectRefused([
            "Public/video.bin: error: Public/video.bin has 2684354560 bytes: more than 67108864 bytes. [files.limit]",
            "hint: if the input is meant to be this large, raise the limit with --limit file-size=N",
        ]) { project in
            try FileManager.default.createDirectory(at: project.root.appendingPathComponent("Public"), withIntermediateDirectories: true)
            #expect(truncate2(project.root.appendingPathComponent("Public/video.bin").path, 2_684_354_560))
        }
        try Project().expectRefused(["fonts/Huge.otf has 2147483648 bytes: more than 67108864 bytes. [files.limit]"]) { project in
            try FileManager.default.createDirectory(at: project.root.appendingPathComponent("Content/acme/fonts"), withIntermediateDirectories: true)
            #expect(truncate2(project.root.appendingPathComponent("Content/acme/fonts/Huge.otf").path, 2_147_483_648))
            let manifest = project.root.appendingPathComponent("Content/acme/system.yaml")
            try (try String(contentsOf: manifest, encoding: .utf8) + "fonts:\n  Inter: [fonts/Huge.otf]\n").write(to: manifest, atomically: false, encoding: .utf8)
        }
    }

    /// Copied files are regular files readable by everyone and writable by the owner alone, whatever their mode.
    @Test func publishedFilesAreNeverMorePermissiveThanWorldReadable() throws {
        let project = try Project()
        try project.write("Public/private.txt", "private\n")
        try project.write("Public/tool.sh", "#!/bin/sh\n")
        chmod(project.root.appendingPathComponent("Public/private.txt").path, 0o600)
        chmod(project.root.appendingPathComponent("Public/tool.sh").path, 0o4777)
        let result = try project.build()
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["private.txt", "tool.sh", "index.html"] {
            let mode = try FileManager.default.attributesOfItem(atPath: project.site.appendingPathComponent(name).path)[.posixPermissions] as? Int
            #expect(mode == 0o644, "\(name): \(String(mode ?? 0, radix: 8))")
        }
    }
}

/// Makes a sparse file of `size` bytes.
func truncate2(_ path: String, _ size: Int) -> Bool {
    FileManager.default.createFile(atPath: path, contents: nil) && truncate(path, off_t(size)) == 0
}
