import DesignTokens
import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation

/// For the tests of crash recovery only: when `DOCGEN_SERVE_TEST_CRASH` is set, a rebuild that takes a changed file
/// containing its text traps, as a stack overflow in a parser would end the worker. Unset, this does nothing.
enum CrashHook {
    static let variable = "DOCGEN_SERVE_TEST_CRASH"

    /// `changed` empty (the first build): every Markdown file of `content`.
    static func check(_ changed: Set<String>, content: String) {
        guard let marker = ProcessInfo.processInfo.environment[variable], !marker.isEmpty else { return }
        let paths = changed.isEmpty ? ((try? FileTree.files(in: content)) ?? []).map { content + "/" + $0 } : Array(changed)
        for path in paths {
            if let data = FileManager.default.contents(atPath: path), data.range(of: Data(marker.utf8)) != nil {
                fatalError("\(variable): \(path) contains \(marker)")
            }
        }
    }
}
