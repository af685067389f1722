import Foundation

/// A status code and its reason phrase.
public struct HTTPStatus: Sendable, Equatable {
    public var code: Int
    public var reason: String

    public static let ok = HTTPStatus(code: 200, reason: "OK")
    public static let movedPermanently = HTTPStatus(code: 301, reason: "Moved Permanently")
    public static let notModified = HTTPStatus(code: 304, reason: "Not Modified")
    public static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    public static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    public static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    public static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
    public static let uriTooLong = HTTPStatus(code: 414, reason: "URI Too Long")
    public static let headerFieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    public static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
    public static let versionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")
}

/// One answer: a status, header fields by name as written, and a body that is either bytes or a stream of
/// server-sent events that lasts until the stream ends or the client goes away.
public struct HTTPResponse: Sendable {
    public enum Body: Sendable {
        case bytes(Data)
        case events(AsyncStream<Data>)
    }

    public var status: HTTPStatus
    public var headers: [String: String]
    public var body: Body

    public init(status: HTTPStatus, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = .bytes(body)
    }

    public init(status: HTTPStatus, headers: [String: String] = [:], events: AsyncStream<Data>) {
        self.status = status
        self.headers = headers
        self.body = .events(events)
    }

    /// The bytes of the body, empty for a stream.
    public var bytes: Data {
        if case .bytes(let data) = body { return data }
        return Data()
    }

    /// A plain-text answer, the preview's errors.
    public static func text(_ status: HTTPStatus, _ message: String, headers extra: [String: String] = [:]) -> HTTPResponse {
        var headers = extra
        headers["Content-Type"] = "text/plain; charset=utf-8"
        return HTTPResponse(status: status, headers: headers, body: Data((message + "\n").utf8))
    }
}
