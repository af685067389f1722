import Foundation

/// What the preview tells the open pages, as one server-sent event.
public enum ReloadEvent: Equatable, Sendable {
    /// The site changed: reload, or go to `navigate` (an address such as `/guides/`) first.
    case reload(navigate: String?)
    /// Only stylesheets changed (site paths): swap them in without a reload.
    case stylesheets([String])
    /// The last rebuild failed: show this overlay (HTML) over the last good page.
    case overlay(html: String)
    /// The input is valid again and the site is the same as before the error: hide the overlay.
    case clear

    /// The event for a rebuild that changed `changed` (site paths), or `nil` when no byte changed.
    /// `page` is the address of the page the edit was made to, for `--navigate`.
    public static func after(changed: Set<String>, page: String?) -> ReloadEvent? {
        if changed.isEmpty { return nil }
        if changed.allSatisfy({ $0.hasSuffix(".css") }) { return .stylesheets(changed.sorted()) }
        return .reload(navigate: page)
    }

    public var name: String {
        switch self {
        case .reload: "reload"
        case .stylesheets: "css"
        case .overlay: "overlay"
        case .clear: "clear"
        }
    }

    private struct Payload: Encodable {
        var navigate: String?
        var paths: [String]?
        var html: String?
    }

    /// `event: reload\ndata: {…}\n\n`, the text/event-stream form.
    public var streamText: String {
        var payload = Payload()
        switch self {
        case .reload(let navigate): payload.navigate = navigate
        case .stylesheets(let paths): payload.paths = paths
        case .overlay(let html): payload.html = html
        case .clear: break
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(payload)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "event: \(name)\ndata: \(json)\n\n"
    }
}
