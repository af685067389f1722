import ButtonModel
import DocGenKit

extension SiteDiff {
    /// The visual report: `index.html` and, for each group of cells changed the same way, its first cell's
    /// standalone SVG before and after (`cells/…`), side by side with its values and check results. The SVGs draw
    /// their labels as outlines, so the report shows the same pictures wherever it is opened.
    public func htmlFiles() -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = []
        var cards = ""
        let groups = CellChangeGroup.groups(of: cells)
        for (index, group) in groups.enumerated() {
            let stem = String(format: "cells/%04d", index + 1)
            if let svg = group.first.svgBefore { files.append(("\(stem)-base.svg", svg)) }
            if let svg = group.first.svgAfter { files.append(("\(stem)-head.svg", svg)) }
            cards += DiffHTMLCard(group: group, stem: stem).render()
        }
        files.insert(("index.html", DiffHTMLPage(diff: self, groups: groups, cards: cards).render()), at: 0)
        return files
    }
}
