/// The script `docgen serve --compare` adds beside the live-reload script (never to a built site): it fetches
/// `/_docgen/compare.json` and marks each changed token row and cell it finds by id, with a badge whose popover
/// gives the values before and after, and a pill with the summary that links to the first mark.
public enum CompareScript {
    public static let scriptPath = "/_docgen/compare.js"
    public static let marksPath = "/_docgen/compare.json"

    /// `Assets/preview/compare.js`, its stylesheet `compare.css` set inside it.
    public static let source = PreviewAssets.render("compare.js", ["marksPath": .text(marksPath)])
}
