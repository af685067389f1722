import Foundation
import Testing
@testable import DocGenKit
@testable import DocGenReview

/// Both ways of finding the running binary, run on Linux: `/proc/self/exe` and Foundation's executable path, which
/// other platforms use.
@Suite struct ExecutablePathTests {
    @Test func bothWaysFindTheSameFile() throws {
        let portable = try #require(ExecutablePath.file(portable: true))
        #expect(FileManager.default.isExecutableFile(atPath: portable))
        #if os(Linux)
        #expect(ExecutablePath.file(portable: false) == portable)
        #endif
    }

    @Test func thePathThatStartsTheBinaryAgainIsTheRunningOne() throws {
        let portable = try #require(ExecutablePath.toStart(portable: true))
        #expect(URL(fileURLWithPath: portable).resolvingSymlinksInPath().path == ExecutablePath.file(portable: true))
        #if os(Linux)
        #expect(ExecutablePath.toStart(portable: false) == "/proc/self/exe", "the running image, even when its file is replaced")
        #endif
    }
}
