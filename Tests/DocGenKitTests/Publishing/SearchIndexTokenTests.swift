import Testing
@testable import ButtonModel
@testable import DocGenKit

@Suite struct SearchIndexTokenTests {
    @Test func findsTokenRowsInDocumentOrderWithEscapingUndone() {
        let html = """
            <table><tr id="token-color.button.primary"><td>a</td></tr>
            <tr class="x"><td>not a token</td></tr><tr id="token-size.&quot;odd&quot;.&amp;&lt;&gt;&#39;">
            <p>tr id="token-in.text"</p><tr id="token-é.unicode"></tr><tr id="token-color.button.primary"></tr>
            """
        #expect(SearchIndex.tokenIDs(in: html) == ["color.button.primary", "size.\"odd\".&<>'", "é.unicode", "color.button.primary"])
        #expect(SearchIndex.tokenIDs(in: "") == [])
        #expect(SearchIndex.tokenIDs(in: "<tr id=\"token-") == [], "a row cut short gives nothing")
    }
}
