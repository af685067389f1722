import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// A tag's folder: the characters a URL keeps stay, every other byte is `~XX`, so two tags never share a folder.
@Suite struct SiteVersionFolderTests {
    @Test(arguments: [("v1.0.0", "v1.0.0"), ("v1/0", "v1~2F0"), ("v1-0", "v1-0"), ("v1~2F0", "v1~7E2F0"), ("release/1.0", "release~2F1.0"),
                      ("v1\"x", "v1~22x"), ("v5&lt;b&gt;", "v5~26lt~3Bb~26gt~3B"), ("é", "~C3~A9"), (".hidden", "~2Ehidden")])
    func aTagHasItsOwnFolder(_ tag: String, _ folder: String) {
        #expect(SiteVersion.folderName(of: tag) == folder)
    }

    @Test func twoTagsNeverShareAFolder() {
        let tags = ["v1/0", "v1-0", "v1~2F0", "v1_0", "v1.0", "v1~0", "v1 0", "v1%2F0"]
        #expect(Set(tags.map(SiteVersion.folderName(of:))).count == tags.count)
    }

    /// A title a tag puts in the changelog page's front matter stays one YAML string whatever the tag holds.
    @Test func aChangelogTitleIsOneYAMLString() {
        #expect(ChangelogPages.yamlString("What changed in v1\"x") == #""What changed in v1\"x""#)
        #expect(ChangelogPages.yamlString("a\\b\n") == #""a\\b\u000A""#)
    }
}
