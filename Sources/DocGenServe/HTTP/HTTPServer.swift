import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// docgen's own HTTP/1.1 server for the preview, on POSIX sockets: one thread accepts, one thread serves each
/// connection (at most `HTTPLimits.connections`), and every wait on a client is bounded by `HTTPLimits`.
/// Answers come from `handler`, an async function, so the site's actor stays the one owner of the site; a request
/// addressed to a host `hosts` does not allow gets `400` without reaching it.
public final class HTTPServer: @unchecked Sendable {
    public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

    public let listener: HTTPListener
    let limits: HTTPLimits
    let handler: Handler
    let hosts: AllowedHosts
    let pool: ConnectionPool
    /// Connections refused with 503 that are still being closed gently; past this many they are closed at once.
    private let refusing = ConnectionPool(capacity: 16)
    private let lock = NSLock()
    private var stopped = false
    private let acceptorEnded = DispatchSemaphore(value: 0)

    public init(listener: HTTPListener, limits: HTTPLimits = HTTPLimits(), hosts: AllowedHosts, handler: @escaping Handler) {
        self.listener = listener
        self.limits = limits
        self.hosts = hosts
        self.handler = handler
        pool = ConnectionPool(capacity: limits.connections)
    }

    public func start() {
        spawn("docgen-serve-accept") { [self] in
            acceptLoop()
            close(listener.socket)
            acceptorEnded.signal()
        }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while !isStopped {
            guard Socket.waitReadable(listener.socket, until: Socket.now() + 1) else { continue }
            let client = accept(listener.socket, nil, nil)
            if client < 0 {
                if errno == EMFILE || errno == ENFILE { usleep(10_000) }
                continue
            }
            // A worker started later must not inherit the client's socket (accept4 is not in Glibc's module).
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            if isStopped {
                close(client)
            } else if pool.admit(client) {
                spawn("docgen-serve-connection") { [self] in
                    HTTPConnection(socket: client, limits: limits, hosts: hosts, handler: handler).serve()
                    pool.release(client)
                    close(client)
                }
            } else {
                refuse(client)
            }
        }
    }

    /// Beyond the bound: `503`, then close.
    private func refuse(_ client: Int32) {
        let writer = ResponseWriter(socket: client, limits: limits)
        let message = "The preview serves \(limits.connections) connections at once; try again in a moment."
        guard refusing.admit(client) else {
            var quick = limits
            quick.writeSeconds = 0
            ResponseWriter(socket: client, limits: quick).refuse(.serviceUnavailable, message)
            close(client)
            return
        }
        spawn("docgen-serve-refuse") { [self] in
            writer.refuse(.serviceUnavailable, message)
            refusing.release(client)
            Socket.linger(client, seconds: 0.5)
            close(client)
        }
    }

    private func spawn(_ name: String, _ work: @escaping @Sendable () -> Void) {
        let thread = Thread(block: work)
        thread.name = name
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Stops accepting, closes the listening socket and every connection, waiting up to `seconds` for them.
    public func stop(waiting seconds: Double = 1) {
        let wasStopped = lock.withLock { () -> Bool in
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        shutdown(listener.socket, Int32(SHUT_RDWR))
        _ = acceptorEnded.wait(timeout: .now() + 2)
        pool.stop(waiting: seconds)
    }

    public var connectionCount: Int { pool.count }
}
