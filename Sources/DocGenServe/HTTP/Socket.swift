import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The few socket calls the preview server makes, each bounded by a deadline (monotonic seconds).
enum Socket {
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Waits until `socket` can be read (or has closed) before `deadline`; `false` when the time ran out.
    static func waitReadable(_ socket: Int32, until deadline: Double) -> Bool {
        wait(socket, for: Int16(POLLIN), until: deadline)
    }

    static func wait(_ socket: Int32, for events: Int16, until deadline: Double) -> Bool {
        while true {
            let milliseconds = Int32(max(0, min(deadline - now(), 3600)) * 1000)
            var poller = pollfd(fd: socket, events: events, revents: 0)
            let ready = poll(&poller, 1, milliseconds)
            if ready > 0 { return true }
            if ready == 0 { return false }
            if errno != EINTR { return true }  // the next call on the socket reports the error
        }
    }

    /// Up to `count` bytes: empty once the peer closed or on an error.
    static func receive(_ socket: Int32, upTo count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let received = recv(socket, &buffer, count, 0)
            if received > 0 { return Array(buffer[0..<received]) }
            if received < 0, errno == EINTR { continue }
            return []
        }
    }

    /// Writes every byte before `deadline`; `false` when the client went away or did not read in time.
    @discardableResult
    static func send(_ socket: Int32, _ bytes: [UInt8], until deadline: Double) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            if sent > 0 {
                offset += sent
            } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                guard wait(socket, for: Int16(POLLOUT), until: deadline) else { return false }
            } else {
                return false
            }
        }
        return true
    }

    /// Whether the peer closed its side (or the socket was shut down), without taking any byte it sent.
    static func peerClosed(_ socket: Int32) -> Bool {
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 0) > 0 else { return false }
        if poller.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) <= 0
    }

    /// Before closing after an answer: stops sending, then reads and drops what the client still sends for a short
    /// while, so that the close does not reset the connection before the client read the answer.
    static func linger(_ socket: Int32, seconds: Double = 1, bytes limit: Int = 1 << 20) {
        shutdown(socket, Int32(SHUT_WR))
        let deadline = now() + seconds
        var dropped = 0
        while dropped < limit, waitReadable(socket, until: deadline) {
            let chunk = receive(socket, upTo: 65536)
            if chunk.isEmpty { break }
            dropped += chunk.count
        }
    }
}
