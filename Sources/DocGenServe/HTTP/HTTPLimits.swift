/// What one client may ask of the preview server. A request head past a size limit gets `431` (or `414` for the
/// request line) and the connection is closed; a head not complete within `headSeconds` gets `408` and is closed;
/// a connection beyond `connections` gets `503` and is closed. Long-lived event streams count as connections.
public struct HTTPLimits: Sendable, Equatable {
    /// Bytes of the request line (`GET /path HTTP/1.1`), its line break included.
    public var requestLine = 8 * 1024
    /// Bytes of the whole head: request line, header fields and the blank line.
    public var head = 64 * 1024
    /// Header fields in one request.
    public var fields = 100
    /// Seconds a client has to send a whole request head, counted from its first chance to send it.
    public var headSeconds = 10.0
    /// Connections served at once.
    public var connections = 64
    /// Seconds a response may wait for a client that does not read it.
    public var writeSeconds = 10.0

    public init() {}
}
