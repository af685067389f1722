import Foundation
import Testing
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// The changelog's HTML is accessible as the site's other parts are: headings in order, tables with a caption and
/// header scopes in a region that scrolls, pictures with alt text.
@Suite struct ChangelogHTMLTests {
    @Test func headingsGoInOrderAndEveryTableAndPictureIsNamed() throws {
        for version in [nil] + ChangelogFixture.versions {
            let html = try ChangelogPartTests.html(version)
            var level = 1
            for match in html.components(separatedBy: "<h").dropFirst() where match.first?.isNumber == true {
                let next = Int(String(match.first!))!
                #expect(next <= level + 1, "\(version ?? "index"): h\(next) after h\(level)")
                level = next
            }
            let tables = html.components(separatedBy: "<table>").count - 1
            #expect(html.components(separatedBy: "<table><caption>").count - 1 == tables)
            #expect(html.components(separatedBy: "role=\"region\" aria-label=\"").count - 1 == tables)
            #expect(html.components(separatedBy: "<img ").count == html.components(separatedBy: "<img src=\"").count)
            #expect(html.components(separatedBy: "<img ").dropFirst().allSatisfy { $0.contains(" alt=\"") && !$0.contains(" alt=\"\"") })
        }
    }

    @Test func valuesAreEscapedAndColorsAlwaysHaveText() {
        let document = ChangelogDocument(blocks: [.paragraph([.value("#0b5fff"), .plain(" <b>&"), .value("44px"), .code("a|b")])])
        #expect(ChangelogRenderer.html(document) == "<div class=\"changelog\">\n<p><span class=\"token-value\"><span class=\"swatch\" style=\"--swatch: #0b5fff\" aria-hidden=\"true\"></span>"
            + "<code>#0b5fff</code></span> &lt;b&gt;&amp;<code>44px</code><code>a|b</code></p>\n</div>\n")
        #expect(ChangelogRenderer.markdown(document) == "`#0b5fff` &lt;b&gt;&amp;`44px``a|b`\n")
        #expect(ChangelogText.value("#12345g").swatch == nil && ChangelogText.value("#0b5fff80 (50%)").swatch == "#0b5fff80")
    }
}
