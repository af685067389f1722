import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import TokenBuilds

/// The XML reader of resource files: what XML 1.0 (https://www.w3.org/TR/xml/) lets a values file hold, and the
/// place of every error.
@Suite struct AndroidResourcesXMLReaderTests {
    static func read(_ text: String) -> Result<AndroidResourcesXMLElement, AndroidResourcesXMLError> {
        AndroidResourcesXMLReader.read(Array(text.utf8))
    }

    @Test func elementsAttributesTextEntitiesAndCDATA() throws {
        let root = try Self.read("""
            \u{FEFF}<?xml version="1.0" encoding="utf-8"?>
            <!-- a comment -->
            <resources xmlns:tools='http://schemas.android.com/tools'>
              <color name="a&amp;b" tools:ignore="UnusedResources">#fff</color>
              <string name="t">x &lt; y &#38; &#x41;<![CDATA[<b>&amp;</b>]]><!-- c --></string>
              <empty/>
            </resources>
            """).get()
        #expect(root.name == "resources" && root.line == 3 && root.column == 1)
        #expect(root.children.map(\.name) == ["color", "string", "empty"])
        #expect(root.children[0][attribute: "name"] == "a&b" && root.children[0][attribute: "tools:ignore"] == "UnusedResources")
        #expect(root.children[0].line == 4 && root.children[0].column == 3 && root.children[0].text == "#fff")
        #expect(root.children[1].text == "x < y & A<b>&amp;</b>")
    }

    @Test func errorsSayWhere() {
        let cases: [(String, Int, Int, String)] = [
            ("<resources>\n<color name=\"a\">#fff</resources>", 2, 21, "</resources> closes <color> (line 2); close it with </color>"),
            ("<resources>\n  <color name=\"a\" name=\"b\"/>\n</resources>", 2, 19, "<color> has the attribute name twice; XML allows it once"),
            ("<resources>&nbsp;</resources>", 1, 12, "&nbsp; is not one of XML's five entities (&lt; &gt; &amp; &quot; &apos;); resource files declare no others"),
            ("<!DOCTYPE r [<!ENTITY x \"y\">]><r/>", 1, 1, "a document type declaration (<!DOCTYPE …>); resource files have none, and docgen does not read DTDs"),
            ("<resources>\n  <color name=\"a\">#fff</color>", 2, 31, "the file ends inside <resources> (line 1); close it with </resources>"),
            ("<r a=\"1 < 2\"/>", 1, 9, "\"<\" inside the value of the attribute a; write &lt;"),
            ("<r/><r/>", 1, 5, "unexpected \"<\" after the root element"),
            ("<r><!-- a -- b --></r>", 1, 11, "\"--\" inside a comment; XML does not allow it"),
        ]
        for (text, line, column, message) in cases {
            guard case .failure(let error) = Self.read(text) else {
                Issue.record("\(text) was read")
                continue
            }
            #expect(error.line == line && error.column == column && error.message == message, "\(text): \(error)")
        }
    }

    @Test func deepNestingIsRefusedWithoutRecursion() {
        let text = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        guard case .failure(let error) = Self.read(text) else { Issue.record("read"); return }
        #expect(error.message == "elements nest deeper than 256 levels")
    }
}
