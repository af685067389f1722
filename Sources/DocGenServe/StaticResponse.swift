import Foundation

/// The response for one file: its type, its validators (`ETag`, `Last-Modified`), `304 Not Modified` when the
/// client's copy is current, and no body for `HEAD`.
enum StaticResponse {
    static func make(for request: HTTPRequest, body: Data, hash: UInt64, modified: Date, contentType: String,
                     status: HTTPStatus = .ok) -> HTTPResponse {
        let etag = ContentHash.entityTag(hash)
        var headers = [
            "Content-Type": contentType,
            "ETag": etag,
            "Last-Modified": HTTPDate.string(modified),
            "Cache-Control": "no-cache",
        ]
        if status == .ok, isCurrent(request, etag: etag, modified: modified) {
            return HTTPResponse(status: .notModified, headers: headers)
        }
        headers["Content-Length"] = String(body.count)
        return HTTPResponse(status: status, headers: headers, body: request.method == "HEAD" ? Data() : body)
    }

    /// `If-None-Match` wins over `If-Modified-Since` (RFC 9110 §13.2.2).
    static func isCurrent(_ request: HTTPRequest, etag: String, modified: Date) -> Bool {
        if let tags = request[header: "if-none-match"] {
            return tags.split(separator: ",").contains { tag in
                let tag = tag.trimmingCharacters(in: .whitespaces)
                return tag == "*" || tag == etag || tag == "W/" + etag
            }
        }
        if let since = request[header: "if-modified-since"].flatMap(HTTPDate.date) {
            return modified.timeIntervalSince1970.rounded(.down) <= since.timeIntervalSince1970
        }
        return false
    }
}
