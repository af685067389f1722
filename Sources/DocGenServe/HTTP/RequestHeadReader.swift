/// Reads request heads from one connection within `HTTPLimits`: the request line, the whole head and the number of
/// fields are bounded while the bytes arrive, and so is the time, so that neither a huge nor a trickled head can hold
/// the server. Bytes after a head (a pipelined request) are kept for the next one.
struct RequestHeadReader {
    enum Outcome: Equatable {
        case request(HTTPRequest)
        /// Answer with this status and message, then close.
        case refused(HTTPStatus, String)
        /// The client closed, or sent nothing before the deadline: close without an answer.
        case closed
    }

    let socket: Int32
    let limits: HTTPLimits
    private var buffered: [UInt8] = []

    init(socket: Int32, limits: HTTPLimits) {
        self.socket = socket
        self.limits = limits
    }

    /// The next head, which must be complete before `deadline` (monotonic seconds).
    mutating func next(until deadline: Double) -> Outcome {
        while true {
            if let end = Self.endOfHead(in: buffered) {
                let head = Array(buffered[..<end])
                buffered.removeFirst(end)
                if head.count > limits.head { return .refused(.headerFieldsTooLarge, tooLarge) }
                return RequestHeadParser(limits: limits).parse(head)
            }
            if let refusal = refusalWhileIncomplete() { return refusal }
            guard Socket.waitReadable(socket, until: deadline) else {
                return buffered.isEmpty ? .closed
                    : .refused(.requestTimeout, "The request head did not arrive within \(Int(limits.headSeconds)) seconds.")
            }
            let chunk = Socket.receive(socket, upTo: min(16384, limits.head + 4 - buffered.count))
            if chunk.isEmpty { return .closed }
            buffered += chunk
        }
    }

    private var tooLarge: String { "The request head is larger than \(limits.head / 1024) KiB." }

    /// A limit the incomplete head already passed.
    private func refusalWhileIncomplete() -> Outcome? {
        let firstLine = buffered.firstIndex(of: 10) ?? buffered.count
        if firstLine >= limits.requestLine {
            return .refused(.uriTooLong, "The request line is longer than \(limits.requestLine / 1024) KiB.")
        }
        if buffered.count > limits.head { return .refused(.headerFieldsTooLarge, tooLarge) }
        if buffered.lazy.filter({ $0 == 10 }).count > limits.fields + 1 {
            return .refused(.headerFieldsTooLarge, "The request has more than \(limits.fields) header fields.")
        }
        return nil
    }

    /// The index just past the blank line that ends a head (`CRLF CRLF`, or bare line feeds).
    static func endOfHead(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            guard let newline = bytes[index...].firstIndex(of: 10) else { return nil }
            let next = newline + 1
            if next < bytes.count, bytes[next] == 10 { return next + 1 }
            if next + 1 < bytes.count, bytes[next] == 13, bytes[next + 1] == 10 { return next + 2 }
            if next >= bytes.count || (next + 1 >= bytes.count && bytes[next] == 13) { return nil }
            index = next
        }
        return nil
    }
}
