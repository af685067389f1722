import Foundation
import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// `versions.tags` patterns, matched by docgen: the syntax `git tag -l` takes (fnmatch without path rules, as
/// libgit2's `git_tag_list_match` matched it), in time bounded by the pattern's and the name's lengths.
@Suite struct TagPatternTests {
    @Test(arguments: [
        ("*", "v1.0.0", true), ("*", "", true), ("v*", "v1.0.0", true), ("v*", "release-1", false),
        ("v?.0.0", "v1.0.0", true), ("v?.0.0", "v10.0.0", false), ("*-rc.*", "v2.0.0-rc.1", true),
        ("release/*", "release/1.0", true), ("*1.0", "release/1.0", true), ("v[12].*", "v2.0.0", true), ("v[12].*", "v3.0.0", false),
        ("v[0-9]*", "v7", true), ("v[!0-9]*", "v7", false), ("v[^0-9]*", "vx", true), ("v[]]", "v]", true),
        ("v\\*", "v*", true), ("v\\*", "v1", false), ("v[", "v[", true), ("a*b*c", "aXbYc", true), ("a*b*c", "aXbYd", false),
        ("*a*a*a*a*a*b", String(repeating: "a", count: 200), false), ("*a*a*a*a*a*b", String(repeating: "a", count: 200) + "b", true),
    ])
    func aPatternMatchesAsGitTagListDoes(_ pattern: String, _ name: String, _ expected: Bool) {
        #expect(TagPattern(pattern).matches(name) == expected, "\(pattern) against \(name.prefix(40))")
    }

    /// The pattern that keeps libgit2's matcher busy for minutes against a 200-character tag: here, well under a
    /// millisecond per name.
    @Test func manyStarsAgainstALongNameEndInMilliseconds() {
        let pattern = TagPattern("*a*a*a*a*a*b")
        let name = String(repeating: "a", count: 200)
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<100 { #expect(!pattern.matches(name)) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #expect(seconds < 0.5, "\(seconds) s for 100 matches")
    }
}
