import Foundation

/// A git repository in a temporary folder holding the diff fixture's content (`Fixtures/diff/Content`), committed
/// once as BASE; tests edit it, commit HEAD, and run `docgen diff` in it.
final class DiffRepository {
    let scratch: ScratchFolder
    var url: URL { scratch.url }

    init(content: URL = DocGenProcess.fixtures.appendingPathComponent("diff/Content")) throws {
        scratch = try ScratchFolder()
        try FileManager.default.copyItem(at: content, to: scratch.url.appendingPathComponent("Content"))
        try git("init", "-q", "-b", "main")
        try commit("BASE")
    }

    /// A repository made of `scratch` as it is, committing its `Content` folder (`content`) alone.
    init(content: URL, in scratch: ScratchFolder) throws {
        self.scratch = scratch
        try git("init", "-q", "-b", "main")
        try git("add", content.lastPathComponent)
        try git("commit", "-q", "-m", "BASE")
    }

    /// Runs git with a fixed identity and no user or system configuration.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let result = try DocGenProcess.execute(URL(fileURLWithPath: "/usr/bin/git"),
                                               ["-c", "user.name=docgen", "-c", "user.email=docgen@example.com", "-c", "commit.gpgsign=false"] + arguments,
                                               in: url, environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
        guard result.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: ["git": arguments, "stderr": result.stderr]) }
        return result.stdout
    }

    func commit(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", message)
    }

    /// Replaces `old` with `new` in a file of `Content/acme/tokens` (or another path under Content/acme); the
    /// text must be there.
    func edit(_ file: String, _ old: String, _ new: String) throws {
        let path = url.appendingPathComponent("Content/acme/\(file)")
        let text = try String(contentsOf: path, encoding: .utf8)
        guard text.contains(old) else { throw CocoaError(.fileReadCorruptFile, userInfo: ["missing": old, "file": file]) }
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: path)
    }

    func write(_ file: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent("Content/acme/\(file)"))
    }

    /// `docgen diff HEAD~1 HEAD` (or the given sides) with the repository's fonts.
    func diff(_ arguments: [String] = ["HEAD~1", "HEAD"]) throws -> DocGenProcess.Result {
        try DocGenProcess.run(["diff"] + arguments + ["--public", DocGenProcess.packageRoot.appendingPathComponent("Public").path], in: url)
    }

    /// The JSON report as Foundation objects.
    func json(_ arguments: [String] = ["HEAD~1", "HEAD"]) throws -> (status: Int32, root: [String: Any]) {
        let result = try diff(arguments + ["--format", "json"])
        let root = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
        return (result.status, root)
    }
}
