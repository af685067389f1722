extension SiteDiff {
    /// The visual report: `index.html` and each changed cell's standalone SVG before and after (`cells/…`), side by
    /// side with its values and check results. The SVGs draw their labels as outlines, so the report shows the same
    /// pictures wherever it is opened.
    public func htmlFiles() -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = []
        var cards = ""
        for (index, change) in cells.enumerated() {
            let stem = String(format: "cells/%04d", index + 1)
            if let svg = change.svgBefore { files.append(("\(stem)-base.svg", svg)) }
            if let svg = change.svgAfter { files.append(("\(stem)-head.svg", svg)) }
            cards += DiffHTMLCard(change: change, stem: stem).render()
        }
        files.insert(("index.html", DiffHTMLPage(diff: self, cards: cards).render()), at: 0)
        return files
    }
}
