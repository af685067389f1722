import ButtonModel
import BuiltInAssets
import Foundation
import DocGenKit

/// `versions.js` at the site's root: every version of the site, newest first, with its place, its date and its pages,
/// and the script (`Assets/versions/versions.js`) that fills each page's version menu and banner from them. One file
/// for the whole site, so a page's size does not grow with the number of versions.
package enum VersionsScript {
    package static let path = "versions.js"

    /// One version as the script reads it.
    package struct Listed: Encodable {
        package var name: String
        package var label: String
        package var folder: String
        package var date: String?
        package var unreleased: Bool
        /// The output paths of its pages (`acme/index.html`), sorted.
        package var pages: [String]
    }

    package struct Payload: Encodable {
        package var latest: String
        package var versions: [Listed]
    }

    /// The file for `plan`, `pages` naming each version's pages.
    package static func text(plan: VersionPlan, pages: [String: Set<String>]) -> String {
        let data = Payload(latest: plan.latest.name, versions: plan.versions.reversed().map { version in
            Listed(name: version.name, label: VersionMenu.label(of: version), folder: version.folder, date: version.date,
                  unreleased: version.isWorkTree, pages: pages[version.name, default: []].sorted())
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{\"latest\":\"\",\"versions\":[]}"
        // U+2028 and U+2029 end a line in older JavaScript; escaped, the JSON is a valid script in every engine.
        let safe = json.replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
        return "var docgenVersions = \(safe);\n" + BuiltInAssets.text("Assets/versions/versions.js")
    }
}
