import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The listening socket: made here from `--host` and `--port`, or inherited from the supervising process (its
/// descriptor number), so that a restarted worker answers on the same address while connections wait in the backlog.
public struct HTTPListener: Sendable {
    public let socket: Int32
    public let port: UInt16

    /// Binds and listens. `localhost` means 127.0.0.1; an address with a colon is IPv6.
    public static func bind(host: String, port: UInt16) throws(ServeError) -> HTTPListener {
        let address = host == "localhost" ? "127.0.0.1" : host
        var storage = sockaddr_storage()
        let length: socklen_t
        let family: Int32
        if address.contains(":") {
            var ip6 = sockaddr_in6()
            guard inet_pton(AF_INET6, address, &ip6.sin6_addr) == 1 else { throw .badHost(host) }
            ip6.sin6_family = sa_family_t(AF_INET6)
            ip6.sin6_port = port.bigEndian
            withUnsafeBytes(of: ip6) { source in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: source) } }
            (length, family) = (socklen_t(MemoryLayout<sockaddr_in6>.size), AF_INET6)
        } else {
            var ip4 = sockaddr_in()
            guard inet_pton(AF_INET, address, &ip4.sin_addr) == 1 else { throw .badHost(host) }
            ip4.sin_family = sa_family_t(AF_INET)
            ip4.sin_port = port.bigEndian
            withUnsafeBytes(of: ip4) { source in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: source) } }
            (length, family) = (socklen_t(MemoryLayout<sockaddr_in>.size), AF_INET)
        }
        let socket = Glibc.socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { throw .cannotListen(host: host, port: port, reason: String(cString: strerror(errno))) }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(socket, $0, length) }
        }
        guard bound == 0, listen(socket, 128) == 0 else {
            let code = errno
            close(socket)
            if code == EADDRINUSE { throw .portInUse(host: host, port: port) }
            throw .cannotListen(host: host, port: port, reason: String(cString: strerror(code)))
        }
        return HTTPListener(socket: socket, port: boundPort(socket) ?? port)
    }

    /// A socket already listening (inherited from the supervisor).
    public static func adopt(socket: Int32) -> HTTPListener? {
        guard let port = boundPort(socket) else { return nil }
        return HTTPListener(socket: socket, port: port)
    }

    init(socket: Int32, port: UInt16) {
        self.socket = socket
        self.port = port
    }

    static func boundPort(_ socket: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let found = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard found == 0 else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET: return withUnsafeBytes(of: storage) { UInt16(bigEndian: $0.load(as: sockaddr_in.self).sin_port) }
        case AF_INET6: return withUnsafeBytes(of: storage) { UInt16(bigEndian: $0.load(as: sockaddr_in6.self).sin6_port) }
        default: return nil
        }
    }

    /// Lets a child process started with exec inherit the socket.
    public func inheritable() {
        let flags = fcntl(socket, F_GETFD)
        _ = fcntl(socket, F_SETFD, flags & ~FD_CLOEXEC)
    }
}
