import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One client's connection, on a thread of its own: heads read within the limits, each answered by the handler,
/// kept alive between requests (each next head has the same time limit), closed after a refusal (a host not allowed
/// included) or an event stream.
struct HTTPConnection {
    let socket: Int32
    let limits: HTTPLimits
    let hosts: AllowedHosts
    let handler: HTTPServer.Handler

    func serve() {
        var yes: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        var reader = RequestHeadReader(socket: socket, limits: limits)
        let writer = ResponseWriter(socket: socket, limits: limits)
        while true {
            switch reader.next(until: Socket.now() + limits.headSeconds) {
            case .closed:
                return
            case .refused(let status, let message):
                writer.refuse(status, message)
                return linger()
            case .request(let request) where !hosts.allows(request.authority):
                let named = request.authority.map { "\"\($0)\"" } ?? "no host"
                writer.refuse(.badRequest, "The preview answers only requests addressed to localhost, a loopback address or the "
                    + "address it listens on (listening on every interface: this machine's addresses), not to \(named).")
                return linger()
            case .request(let request):
                let response = Self.await { [handler] in await handler(request) }
                let keep = request.keepsAlive && !request.hasBody
                if case .events(let stream) = response.body, request.method != "HEAD" {
                    guard writer.write(response, to: request, closing: true) else { return }
                    return relay(stream, writer: writer)
                }
                guard writer.write(response, to: request, closing: !keep) else { return }
                if !keep { return linger() }
            }
        }
    }

    /// Writes each event as it comes, checking every second that the client is still there; ends the stream's
    /// reading task when the client goes, which takes the page off the hub.
    private func relay(_ events: AsyncStream<Data>, writer: ResponseWriter) {
        let queue = EventChunkQueue()
        let reading = Task {
            for await chunk in events { queue.put(chunk) }
            queue.finish()
        }
        defer { reading.cancel() }
        while true {
            switch queue.take(within: 1) {
            case .chunk(let data):
                if data.isEmpty { continue }
                guard writer.writeChunk(data) else { return }
            case .finished:
                _ = writer.writeChunk(Data())
                return
            case .nothing:
                if Socket.peerClosed(socket) { return }
            }
        }
    }

    /// Lets the client read the answer before the socket goes (the server closes it).
    private func linger() { Socket.linger(socket) }

    /// The handler's answer, waited for on this thread (never a thread of Swift's cooperative pool).
    static func await<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let box = ResultBox<T>()
        Task {
            box.value = await work()
            box.done.signal()
        }
        box.done.wait()
        return box.value!
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
    let done = DispatchSemaphore(value: 0)
}
