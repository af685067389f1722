import Testing
@testable import DocGenSupport

/// Paths read from records, archives and manifests: the cases a hostile record writes (`../`, absolute, `.`, empty
/// components, NUL, over-long names) are refused, the paths a site holds are kept.
@Suite struct RelativePathTests {
    @Test(arguments: ["index.html", "buttons/primary/hover.svg", "v1.0.0/index.html", "..a/b", "a/...", ".docgen-site", "a/.b/c",
                      "q?#%.md", "x\\y"])
    func aPathInsideItsRootIsKept(_ path: String) {
        #expect(RelativePath.isSafe(path))
    }

    @Test(arguments: ["", "/etc/passwd", "../PWNED.txt", "../../PWNED.txt", "v1.0.0/../../../victim.txt", "a/..", "a/./b", ".", "..",
                      "a//b", "a/", "a\u{0}b", String(repeating: "a", count: 256), String(repeating: "a/", count: 2048) + "a"])
    func aPathThatLeavesOrIsNotNormalizedIsRefused(_ path: String) {
        #expect(!RelativePath.isSafe(path))
        #expect(RelativePath.validated(path) == nil)
    }

    @Test func theLongestNamesThatFitAreKept() {
        #expect(RelativePath.isSafe(String(repeating: "a", count: 255)))
        #expect(RelativePath.isSafe(String(repeating: "a/", count: 2047) + "a"))
    }
}
