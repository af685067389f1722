import ButtonModel
import Foundation

/// The address the site is published at (`https://example.com/docs/`), for canonical links, the sitemap and social
/// previews. Always absolute http or https, always ending in `/`.
public struct BaseURL: Hashable, Sendable {
    public let text: String

    /// `nil` unless `text` is an absolute http or https address with a host (no query or fragment).
    public init?(_ text: String) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil else { return nil }
        self.text = text.hasSuffix("/") ? text : text + "/"
    }

    /// The address of a site path: `guide/index.html` → `https://example.com/docs/guide/`, as servers serve a
    /// folder's `index.html` at the folder's address.
    /// The path is percent-encoded (`SitePaths.urlPath`).
    public func address(of sitePath: String) -> String {
        if sitePath == "index.html" { return text }
        if sitePath.hasSuffix("/index.html") { return text + SitePaths.urlPath(String(sitePath.dropLast("index.html".count))) }
        return text + SitePaths.urlPath(sitePath)
    }

    /// The path part (`/docs/`), for pages that are served at any address, like `404.html`.
    public var path: String {
        let path = URLComponents(string: text)?.path ?? "/"
        return path.hasSuffix("/") ? path : path + "/"
    }
}
