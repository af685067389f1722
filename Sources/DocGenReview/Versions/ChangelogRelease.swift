import ButtonModel
import DocGenKit
import ButtonDrawing

/// One release's changelog page: what changed since the release before it, section by section, each only when the
/// diff has something for it, in the words `docgen diff` uses for the same facts.
package struct ChangelogRelease {
    package var entry: ChangelogEntry
    /// From the page to each version's site root (`../../` + `Changelog.siteRoots[version]`).
    package var roots: [String: String]
    /// What the first release is said to hold, when the site being built is that release's.
    package var firstRelease: String?

    package var document: ChangelogDocument {
        guard let diff = entry.diff, let previous = entry.previous else {
            return ChangelogDocument(blocks: [.heading(level: 2, [.plain("First release")]),
                                              .paragraph([.plain(firstRelease ?? "First release: nothing came before it.")])])
        }
        var blocks: [ChangelogDocument.Block] = [.heading(level: 2, [.plain("What changed since "), .code(previous)]),
                                                 .paragraph([.plain(diff.plainVerdict)])]
        blocks += bump(diff)
        blocks += diff.tokens.isEmpty ? [] : [.heading(level: 2, [.plain("Tokens")])] + diff.tokens.flatMap(ChangelogTokenBlocks.blocks)
        blocks += cells(diff, previous: previous)
        blocks += checks(diff.newFailures, title: "Checks newly failing")
        blocks += checks(diff.fixed, title: "Checks fixed")
        if !diff.problems.isEmpty {
            blocks += [.heading(level: 2, [.plain("Problems (\(diff.problems.count))")]), .list(diff.problems.map { problem in
                [.code(problem.code.rawValue), .plain(" (\(problem.severity.findingName)) "), .plain(problem.message + " " + problem.hint),
                 .plain(" (\(problem.location.description))")]
            })]
        }
        if !diff.notes.isEmpty {
            blocks += [.heading(level: 2, [.plain("Notes")]), .list(diff.notes.map { [.plain($0)] })]
        }
        return ChangelogDocument(blocks: blocks)
    }

    private func bump(_ diff: SiteDiff) -> [ChangelogDocument.Block] {
        [.heading(level: 2, [.plain("Version bump")]),
         .paragraph([.plain("Recommended version bump: "), .strong(diff.bump.level.rawValue), .plain(". " + diff.bump.reason)])]
    }

    /// One group of cells changed the same way at a time: the first cell's pictures on both sides, the values that
    /// moved and the tokens behind them, then the other cells of the group.
    private func cells(_ diff: SiteDiff, previous: String) -> [ChangelogDocument.Block] {
        guard !diff.cells.isEmpty else { return [] }
        let count = diff.cells.count
        var blocks: [ChangelogDocument.Block] = [.heading(level: 2, [.plain("Cells that look different (\(count))")])]
        for group in CellChangeGroup.groups(of: diff.cells) {
            let change = group.first
            let title = group.changes.count == 1 ? change.title : DiffHTMLCard.title(of: group.changes.map(\.cell)) + " (\(group.changes.count) cells)"
            blocks.append(.heading(level: 3, [.plain(title + (change.kind == .changed ? "" : " (\(change.kind.rawValue))"))]))
            var pictures: [ChangelogPicture] = []
            if change.kind != .added, let picture = picture(change, side: "Before", version: previous, svg: change.svgBefore) { pictures.append(picture) }
            if change.kind != .removed, let picture = picture(change, side: "After", version: entry.version, svg: change.svgAfter) { pictures.append(picture) }
            if !pictures.isEmpty { blocks.append(.pictures(pictures)) }
            blocks.append(.table(ChangelogTable(caption: "Values of \(change.title)", headers: ["Value", "Before", "After", "Tokens"],
                                                rows: change.values.map(row))))
            if !change.causes.isEmpty {
                blocks.append(.paragraph([.plain("Traced to ")] + ChangelogText.joined(change.causes.map { .code($0.description) }, by: ", ") + [.plain(".")]))
            }
            if group.changes.count > 1 {
                blocks += [.paragraph([.plain("The \(group.changes.count) cells with this change:")]), .list(group.changes.map { [.plain($0.title)] })]
            }
        }
        return blocks
    }

    private func row(_ value: CellValueChange) -> [[ChangelogText]] {
        let tokens = value.tokensAfter.isEmpty ? value.tokensBefore : value.tokensAfter
        return [[.plain(value.name)], [value.before.map(ChangelogText.value) ?? .plain("—")], [value.after.map(ChangelogText.value) ?? .plain("—")],
                ChangelogText.joined(tokens.map { .code($0.description) }, by: " → ")]
    }

    /// The cell's picture in `version`'s site, where that site writes it (`ButtonSVGFiles`).
    private func picture(_ change: CellChange, side: String, version: String, svg: String?) -> ChangelogPicture? {
        guard let root = roots[version] else { return nil }
        let size = svg.flatMap(DiffHTMLPicture.init(svg:))
        return ChangelogPicture(label: "\(side) (\(version))", url: root + ButtonSVGFiles.path(of: change.cell),
                                alt: "\(side), in \(version): \(change.title)", width: size?.width, height: size?.height)
    }

    private func checks(_ checks: [CheckChange], title: String) -> [ChangelogDocument.Block] {
        guard !checks.isEmpty else { return [] }
        func measure(_ measure: CheckMeasure?) -> [ChangelogText] {
            measure.map { [.plain("\($0.text) \($0.passed ? "pass" : "fail")")] } ?? [.plain("—")]
        }
        let rows: [[[ChangelogText]]] = checks.map { check in
            let side = check.after ?? check.before
            return [[.code(check.rule.rawValue), .plain(" \(check.severity.findingName)")], [.plain(check.title)], measure(check.before), measure(check.after),
                    [.plain(side.map { $0.required.truncatedForDisplay(places: 2) } ?? "—")]]
        }
        return [.heading(level: 2, [.plain("\(title) (\(checks.count))")]),
                .table(ChangelogTable(caption: title, headers: ["Check", "Cell", "Before", "After", "Needs"], rows: rows))]
    }
}
