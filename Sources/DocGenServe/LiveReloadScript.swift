import Foundation

/// The small script `docgen serve` adds to every page it serves (never to a built site): it listens for reload
/// events, reloads or navigates, swaps changed stylesheets, and shows or hides the error overlay.
public enum LiveReloadScript {
    /// Where the preview serves its own files, outside any site path docgen writes.
    public static let prefix = "/_docgen/"
    public static let scriptPath = "/_docgen/live.js"
    public static let eventsPath = "/_docgen/events"

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

    public static let source = #"""
    // docgen serve: live reload (added by the preview server only).
    (() => {
      const overlayID = "docgen-error-overlay";
      const events = new EventSource("/_docgen/events");
      const data = (event) => JSON.parse(event.data || "{}");
      const hideOverlay = () => document.getElementById(overlayID)?.remove();
      const wireOverlay = () => {
        document.getElementById(overlayID)?.querySelector("[data-docgen-close]")?.addEventListener("click", hideOverlay);
      };
      document.addEventListener("keydown", (event) => { if (event.key === "Escape") hideOverlay(); });
      wireOverlay();
      events.addEventListener("reload", (event) => {
        const { navigate } = data(event);
        if (navigate && navigate !== location.pathname) location.assign(navigate);
        else location.reload();
      });
      events.addEventListener("css", (event) => {
        const { paths = [] } = data(event);
        const stamp = Date.now();
        for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
          const url = new URL(link.href, location.href);
          if (!paths.some((path) => url.pathname === "/" + path)) continue;
          url.searchParams.set("docgen", stamp);
          const fresh = link.cloneNode();
          fresh.href = url.href;
          fresh.addEventListener("load", () => link.remove());
          link.after(fresh);
        }
      });
      events.addEventListener("overlay", (event) => {
        hideOverlay();
        document.body.insertAdjacentHTML("beforeend", data(event).html);
        wireOverlay();
      });
      events.addEventListener("clear", hideOverlay);
    })();
    """#
}
