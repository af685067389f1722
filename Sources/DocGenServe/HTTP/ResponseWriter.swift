import Foundation

/// Writes answers on one connection: the status line, the fields in name order (so the bytes are the same each
/// time), `Content-Length` for bytes, chunked transfer for an event stream, and no body for `HEAD` or `304`.
struct ResponseWriter {
    let socket: Int32
    let limits: HTTPLimits

    /// Writes `response` to `request` (nil: the head could not be read); `false` when the client went away.
    @discardableResult
    func write(_ response: HTTPResponse, to request: HTTPRequest?, closing: Bool) -> Bool {
        var headers = response.headers
        let bodiless = request?.method == "HEAD" || response.status.code == 304 || response.status.code == 204
        if case .bytes(let body) = response.body, response.status.code != 304, response.status.code != 204,
           !headers.keys.contains(where: { $0.lowercased() == "content-length" }) {
            headers["Content-Length"] = String(body.count)
        }
        if case .events = response.body, !bodiless { headers["Transfer-Encoding"] = "chunked" }
        if closing { headers["Connection"] = "close" }
        var head = "HTTP/1.1 \(response.status.code) \(response.status.reason)\r\n"
        for name in headers.keys.sorted() { head += "\(name): \(headers[name]!)\r\n" }
        head += "\r\n"
        var bytes = Array(head.utf8)
        if case .bytes(let body) = response.body, !bodiless { bytes += body }
        return Socket.send(socket, bytes, until: Socket.now() + limits.writeSeconds)
    }

    /// One chunk of a chunked body; an empty one ends the body.
    func writeChunk(_ data: Data) -> Bool {
        var bytes = Array((String(data.count, radix: 16) + "\r\n").utf8)
        bytes += data
        bytes += Array("\r\n".utf8)
        return Socket.send(socket, bytes, until: Socket.now() + limits.writeSeconds)
    }

    /// A refusal the server makes on its own (a head too large, too slow, too many connections).
    func refuse(_ status: HTTPStatus, _ message: String) {
        write(.text(status, message), to: nil, closing: true)
    }
}
