import Foundation
import Testing
@testable import ButtonModel
@testable import DesignTokens
@testable import DocGenKit
@testable import DocGenReview

/// The search index lists the tokens a page's parts declare they show (`PartShows`), which are the rows the page's
/// token tables have, in the same order.
@Suite struct SearchIndexTokenTests {
    @Test func theDeclaredTokensAreTheRowsOfThePageInOrder() throws {
        let context = try AgentSite.acme()
        let html = try AgentSite.text(context, "acme/index.html")
        let rows = html.components(separatedBy: #"<tr id="token-"#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        let declared = (context.partDocuments["acme/index.html"] ?? []).flatMap(\.shows.tokenIDs)
        #expect(!rows.isEmpty)
        #expect(declared == rows)
        let script = try AgentSite.text(context, SearchIndex.path)
        for token in rows {
            #expect(script.contains(#"["token","\#(token)","Acme Button","acme/index.html#token-\#(token)"]"#), "\(token)")
        }
    }

    @Test func aTokenIsNamedAsItsRowsAnchorWithoutItsPrefix() {
        let shows = PartShows(tokens: [TokenPath(["color", "button"]), TokenPath(["size", "odd name"])])
        #expect(shows.tokenIDs == ["color.button", "size.odd_name"])
    }

}
