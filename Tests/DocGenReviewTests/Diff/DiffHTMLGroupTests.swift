import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview

/// The visual report as a review: cells changed the same way are one card with the list of its cells, pictures at
/// twice their size, filters by variant, state and theme, tiles that say what they count, and the cells whose values
/// alone changed folded apart.
@Suite struct DiffHTMLGroupTests {
    static func change(variant: String, state: String = "default", theme: String = "light", after: String = "#200000",
                       cause: TokenPath = "color.palette.red.500") -> CellChange {
        let reference = CellReference(system: "acme", component: "Button", variant: variant, size: "medium", state: state, theme: theme)
        let token = TokenPath(dotted: "color.button.\(variant).background")
        var change = CellChange(cell: reference, kind: .changed,
                                values: [CellValueChange(name: "background", before: "#100000", after: after, tokensBefore: [token, cause],
                                                         tokensAfter: [token, cause])],
                                causes: [cause], checksBefore: [], checksAfter: [])
        change.svgBefore = #"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="56.5" viewBox="0 0 120 56.5"/>"#
        change.svgAfter = change.svgBefore
        return change
    }

    @Test func twoIdenticalChangesAreOneGroupOfTwo() {
        // Two variants name different component tokens; the values and the cause are the same.
        let groups = CellChangeGroup.groups(of: [Self.change(variant: "primary"), Self.change(variant: "secondary")])
        #expect(groups.count == 1)
        #expect(groups.first?.changes.map(\.cell.variant) == ["primary", "secondary"])
    }

    @Test func differentChangesAreTwoGroups() {
        let byValue = CellChangeGroup.groups(of: [Self.change(variant: "primary"), Self.change(variant: "secondary", after: "#300000")])
        #expect(byValue.map(\.changes.count) == [1, 1])
        let byCause = CellChangeGroup.groups(of: [Self.change(variant: "primary"), Self.change(variant: "secondary", cause: "color.palette.red.600")])
        #expect(byCause.map(\.changes.count) == [1, 1])
        // A group keeps the place of its first cell, and its cells their order.
        let mixed = CellChangeGroup.groups(of: [Self.change(variant: "a"), Self.change(variant: "b", after: "#300000"), Self.change(variant: "c")])
        #expect(mixed.map { $0.changes.map(\.cell.variant) } == [["a", "c"], ["b"]])
    }

    static func report(_ cells: [CellChange], valueOnly: [CellChange] = []) -> (files: [(path: String, contents: String)], html: String) {
        var diff = DiffMarkdownTests.largeDiff(0)
        diff.cells = cells
        diff.valueOnlyCells = valueOnly
        let files = diff.htmlFiles()
        return (files, files[0].contents)
    }

    @Test func aGroupIsOneCardWithItsCellsFolded() {
        let cells = ["primary", "secondary", "tertiary"].map { Self.change(variant: $0) } + [Self.change(variant: "danger", after: "#300000")]
        let (files, html) = Self.report(cells)
        #expect(files.map(\.path) == ["index.html", "cells/0001-base.svg", "cells/0001-head.svg", "cells/0002-base.svg", "cells/0002-head.svg"])
        #expect(html.components(separatedBy: "<article class=\"card\"").count - 1 == 2)
        #expect(html.contains("<h2>Cells drawn differently (4 cells, 2 changes)</h2>"))
        #expect(html.contains("<h3>acme · 3 variants · medium · default · light</h3><span class=\"times\">× 3 cells</span>"))
        #expect(html.contains("<details class=\"cell-list\"><summary>The 3 cells with this change</summary><ul>"
            + "<li data-variant=\"primary\" data-state=\"default\" data-theme=\"light\">acme · primary / medium / default / light</li>"))
        // A card of one cell carries its own filter values.
        #expect(html.contains("<article class=\"card\" id=\"cells/0002\" data-variant=\"danger\" data-state=\"default\" data-theme=\"light\">"))
    }

    @Test func picturesAreDrawnAtTwiceTheirSize() {
        let html = Self.report([Self.change(variant: "primary")]).html
        #expect(html.contains("<img src=\"cells/0001-base.svg\" alt=\"BASE: acme · primary / medium / default / light\" width=\"240\" height=\"113\">"))
        #expect(DiffHTMLPicture(svg: #"<svg width="44px" height="40px">"#) == DiffHTMLPicture(width: 88, height: 80))
        #expect(DiffHTMLPicture(svg: "<svg viewBox=\"0 0 4 4\"/>") == nil)
    }

    @Test func filtersListEachAxisValueOnceAndOnlyWithSeveralCards() {
        let cells = [Self.change(variant: "primary", theme: "light"), Self.change(variant: "primary", state: "hover", theme: "dark", after: "#300000")]
        let html = Self.report(cells).html
        #expect(html.contains("<form class=\"filters\" hidden"))
        #expect(html.contains("<select name=\"state\"><option value=\"\">all</option><option>default</option><option>hover</option></select>"))
        #expect(!html.contains("<select name=\"variant\">"), "one variant: nothing to choose")
        #expect(html.contains("<script>// docgen diff --html: filters the cards"))
        let single = Self.report([Self.change(variant: "primary")]).html
        #expect(!single.contains("<form class=\"filters\"") && !single.contains("<script>"))
        let oneOfEach = Self.report([Self.change(variant: "primary"), Self.change(variant: "primary", after: "#300000")]).html
        #expect(!oneOfEach.contains("<form class=\"filters\"") && !oneOfEach.contains("<script>"))
    }

    @Test func tilesSayWhatTheyCount() {
        var diff = DiffMarkdownTests.largeDiff(2)
        diff.valueOnlyCells = [Self.change(variant: "primary", state: "hover")]
        let labels = DiffHTMLPage.tiles(diff).map(\.label)
        #expect(labels == ["tokens changed", "cells drawn differently", "cells with changed values, drawn the same", "checks newly failing",
                           "checks fixed", "checks whose measure moved", "version bump"])
        let html = diff.htmlFiles()[0].contents
        #expect(html.contains("<dt>checks whose measure moved</dt>") && !html.contains("<dt>moved</dt>"))
        #expect(!DiffHTMLPage.tiles(DiffMarkdownTests.largeDiff(1)).map(\.label).contains("cells with changed values, drawn the same"))
    }

    @Test func valueOnlyCellsAreFoldedNotCards() {
        let ring = (0..<3).map { Self.change(variant: "primary", state: ["hover", "pressed", "disabled"][$0]) }
        let html = Self.report([Self.change(variant: "primary")], valueOnly: ring).html
        #expect(html.components(separatedBy: "<article class=\"card\"").count - 1 == 1)
        #expect(html.contains("<details class=\"value-only\"><summary>3 cells whose values changed but which are drawn the same</summary>"))
        #expect(html.contains("<td>acme · primary · medium · 3 states · light <span class=\"times\">× 3 cells</span></td>"
            + "<td>background <code>#100000</code> → <code>#200000</code></td>"))
    }
}
