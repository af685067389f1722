/// Maps the path of a request (as sent, percent-encoded) to a file of the site, the way a static server does:
/// `index.html` for a folder, a redirect to add the slash a folder's relative links need, and no way out of the
/// site: a `..` or `.` segment, plain or percent-encoded, an encoded `/` or `\`, or a control character is refused.
public enum RequestPath {
    public enum Resolution: Equatable, Sendable {
        /// Serve this site path.
        case file(String)
        /// Permanent redirect to this address (the folder's, with its slash): always a path of this site, never `//…`,
        /// which a browser would read as another host.
        case redirect(String)
        case notFound
        case badRequest
    }

    /// `exists` tells whether the site has a file at a site path (`guides/index.html`).
    public static func resolve(_ rawPath: String, exists: (String) -> Bool) -> Resolution {
        guard rawPath.hasPrefix("/") else { return .badRequest }
        let encoded = rawPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        var segments: [String] = []
        for piece in encoded.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = String(piece).removingPercentEncoding else { return .badRequest }
            if segment == "." || segment == ".." { return .badRequest }
            if segment.contains(where: { $0 == "/" || $0 == "\\" || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7f } == true }) {
                return .badRequest
            }
            segments.append(segment)
        }
        let path = segments.joined(separator: "/")
        let isFolder = path.isEmpty || encoded.hasSuffix("/")
        if isFolder {
            let index = path.isEmpty ? "index.html" : path + "/index.html"
            return exists(index) ? .file(index) : .notFound
        }
        if exists(path) { return .file(path) }
        // `//evil.example/x` names the folder `evil.example/x` of this site, and its redirect keeps to this site.
        if exists(path + "/index.html") { return .redirect("/" + encoded.drop { $0 == "/" } + "/") }
        return .notFound
    }
}
