import Foundation

/// One request head as the preview server read it. Header names are lowercased; a repeated field's values are
/// joined with `, ` (RFC 9110 §5.3).
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    /// The request target in origin form (`/path?query`, percent-encoded as sent); an absolute-form target
    /// (`http://host/path`) is read as its path and query, its authority kept in `targetAuthority`.
    public var target: String
    /// The authority of an absolute-form target (RFC 9112 §3.2.2), which stands for `Host` (RFC 9112 §3.2.3).
    public var targetAuthority: String?
    /// `HTTP/1.1` or `HTTP/1.0`.
    public var version: String
    public var headers: [String: String]

    public init(method: String, target: String, version: String = "HTTP/1.1", headers: [String: String] = [:],
                targetAuthority: String? = nil) {
        self.method = method
        self.target = target
        self.targetAuthority = targetAuthority
        self.version = version
        self.headers = headers
    }

    /// The target without its query.
    public var path: String {
        String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
    }

    /// The host and port the request is addressed to: the target's authority, else `Host`.
    public var authority: String? { targetAuthority ?? self[header: "host"] }

    public subscript(header name: String) -> String? { headers[name.lowercased()] }

    /// HTTP/1.1 keeps the connection unless told `close`; HTTP/1.0 closes it.
    public var keepsAlive: Bool {
        let connection = self[header: "connection"]?.lowercased() ?? ""
        return version == "HTTP/1.1" && !connection.contains("close")
    }

    /// A body follows the head. The preview reads no bodies: such a connection is closed after the answer.
    public var hasBody: Bool {
        if self[header: "transfer-encoding"] != nil { return true }
        guard let length = self[header: "content-length"] else { return false }
        return length.trimmingCharacters(in: .whitespaces) != "0"
    }
}
