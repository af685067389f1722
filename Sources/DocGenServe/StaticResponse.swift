import FlyingFox
import Foundation

/// The response for one file: its type, its validators (`ETag`, `Last-Modified`), `304 Not Modified` when the
/// client's copy is current, and no body for `HEAD`.
enum StaticResponse {
    static func make(for request: HTTPRequest, body: Data, hash: UInt64, modified: Date, contentType: String,
                     status: HTTPStatusCode = .ok) -> HTTPResponse {
        let etag = ContentHash.entityTag(hash)
        var headers: HTTPHeaders = [
            .contentType: contentType,
            .eTag: etag,
            .lastModified: HTTPDate.string(modified),
            .cacheControl: "no-cache",
        ]
        if status == .ok, isCurrent(request, etag: etag, modified: modified) {
            return HTTPResponse(statusCode: .notModified, headers: headers)
        }
        headers[.contentLength] = String(body.count)
        return HTTPResponse(statusCode: status, headers: headers, body: request.method == .HEAD ? Data() : body)
    }

    /// `If-None-Match` wins over `If-Modified-Since` (RFC 9110 §13.2.2).
    static func isCurrent(_ request: HTTPRequest, etag: String, modified: Date) -> Bool {
        if let tags = request.headers[.ifNoneMatch] {
            return tags.split(separator: ",").contains { tag in
                let tag = tag.trimmingCharacters(in: .whitespaces)
                return tag == "*" || tag == etag || tag == "W/" + etag
            }
        }
        if let since = request.headers[.ifModifiedSince].flatMap(HTTPDate.date) {
            return modified.timeIntervalSince1970.rounded(.down) <= since.timeIntervalSince1970
        }
        return false
    }

    static func text(_ status: HTTPStatusCode, _ message: String, headers extra: HTTPHeaders = [:]) -> HTTPResponse {
        var headers = extra
        headers[.contentType] = "text/plain; charset=utf-8"
        return HTTPResponse(statusCode: status, headers: headers, body: Data((message + "\n").utf8))
    }
}
