import BuiltInAssets
import Foundation

/// The small script `docgen serve` adds to every page it serves (never to a built site): it listens for reload
/// events, reloads or navigates, swaps changed stylesheets, and shows or hides the error overlay.
public enum LiveReloadScript {
    /// Where the preview serves its own files, outside any site path docgen writes.
    public static let prefix = "/_docgen/"
    public static let scriptPath = "/_docgen/live.js"
    public static let eventsPath = "/_docgen/events"
    /// The error overlay's stylesheet (`Assets/preview/overlay.css`), which the overlay and the script link.
    public static let overlayStylePath = "/_docgen/overlay.css"

    /// The page's HTML with the script, and the overlay when the last build failed, before `</body>`.
    /// `compare`: add the script that marks what differs from `--compare`'s revision.
    public static func inject(into html: Data, overlay: String?, compare: Bool = false) -> Data {
        var tag = "<script src=\"\(scriptPath)\" defer></script>"
        if compare { tag += "<script src=\"\(CompareScript.scriptPath)\" defer></script>" }
        tag += overlay ?? ""
        let closing = Data("</body>".utf8)
        guard let range = html.range(of: closing, options: .backwards) else { return html + Data(tag.utf8) }
        var page = html
        page.replaceSubrange(range.lowerBound..<range.lowerBound, with: Data(tag.utf8))
        return page
    }

    /// `Assets/preview/reload.js`.
    public static let source = BuiltInAssets.text("Assets/preview/reload.js")
    public static let overlayStyle = BuiltInAssets.text("Assets/preview/overlay.css")
}
