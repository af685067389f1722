import ButtonModel
import DocGenKit

/// The changelog's index: one row per release, newest first, with its date, its bump and the counts of the diff's
/// verdict, each version linking to its own changelog page and to its documentation. On a versioned site it is the
/// page that lists every version without scripts: the version menu's fallback.
package struct ChangelogIndex {
    package var changelog: Changelog
    /// Version → the URL of its changelog page from the page the index is on.
    package var pageURL: (String) -> String
    /// Version → the URL of its documentation's home page from the page the index is on, when it has one.
    package var siteURL: (String) -> String? = { _ in nil }

    package static let headers = ["Version", "Date", "Bump", "Tokens changed", "Cells that look different", "New failures", "Fixed", "Documentation"]

    package var document: ChangelogDocument {
        let rows = changelog.entries.reversed().map { entry -> [[ChangelogText]] in
            let date: ChangelogText = .plain(entry.isUnreleased ? "unreleased" : entry.date ?? "—")
            let version: [ChangelogText] = [.link(entry.version, url: pageURL(entry.version))]
            let site: [ChangelogText] = siteURL(entry.version).map { [.link("Read \(entry.version)", url: $0)] } ?? [.plain("—")]
            guard let diff = entry.diff else {
                return [version, [date], [.plain("first release")], [.plain("—")], [.plain("—")], [.plain("—")], [.plain("—")], site]
            }
            let counts = [diff.changedTokenCount, diff.cells.count, diff.newFailures.count, diff.fixed.count]
            return [version, [date], [.plain(diff.bump.level.rawValue)]] + counts.map { [.plain(String($0))] } + [site]
        }
        return ChangelogDocument(blocks: [.table(ChangelogTable(caption: "Releases, newest first", headers: Self.headers, rows: rows,
                                                                kind: "changelog-index"))])
    }
}
