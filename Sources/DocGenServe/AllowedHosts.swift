import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The hosts a request may name (its `Host`, or the authority of an absolute-form target), against DNS rebinding: a
/// page of another site whose name was made to resolve to this machine still sends its own name, and is refused with
/// `400` before any route answers, the event stream included.
///
/// Allowed, with or without a port: `localhost`, every loopback address (`127.0.0.0/8`, `[::1]`), and the address
/// `--host` names. Listening on every interface (`--host 0.0.0.0` or `::`), the addresses of this machine's
/// interfaces are allowed too, as they are when the request is made; names other than `localhost` never are, since a
/// name is what DNS rebinding forges: reach a preview shared on the network by its address.
public struct AllowedHosts: Sendable {
    /// `--host`, lowercased (`localhost`, `127.0.0.1`, `::1`, `0.0.0.0`).
    let listeningHost: String

    public init(listeningOn host: String) {
        listeningHost = host.lowercased()
    }

    public func allows(_ authority: String?) -> Bool {
        guard let authority, let host = Self.host(ofAuthority: authority) else { return false }
        if host == "localhost" || HostExposure.isLoopback(host) { return true }
        if let address = IPAddress(host) {
            if IPAddress(listeningHost) == address { return true }
            return isWildcard && IPAddress.ofInterfaces().contains(address)
        }
        return host == listeningHost
    }

    private var isWildcard: Bool { IPAddress(listeningHost).map(\.isUnspecified) ?? false }

    /// The host of `host[:port]` or `[IPv6][:port]`, lowercased, without brackets; `nil` when the authority is malformed
    /// (a user part, a port that is not a number, characters a host cannot have).
    static func host(ofAuthority authority: String) -> String? {
        var host: Substring
        var port: Substring = ""
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let rest = authority[authority.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                port = rest.dropFirst()
            }
            guard host.contains(":") else { return nil }
        } else {
            let parts = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            host = parts[0]
            if parts.count == 2 { port = parts[1] }
        }
        guard port.count <= 5, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber), !host.isEmpty,
              host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-._:".contains($0)) }) else { return nil }
        return host.lowercased()
    }
}

/// An IPv4 or IPv6 address as its bytes, so that `::1` and `0:0::1` are one address.
struct IPAddress: Hashable, Sendable {
    let bytes: [UInt8]

    init?(_ text: String) {
        var ip4 = in_addr()
        if inet_pton(AF_INET, text, &ip4) == 1 {
            bytes = withUnsafeBytes(of: ip4) { Array($0) }
            return
        }
        var ip6 = in6_addr()
        guard inet_pton(AF_INET6, text, &ip6) == 1 else { return nil }
        bytes = withUnsafeBytes(of: ip6) { Array($0) }
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// `0.0.0.0` or `::`: every interface.
    var isUnspecified: Bool { bytes.allSatisfy { $0 == 0 } }

    /// The addresses of this machine's network interfaces now (`getifaddrs`).
    static func ofInterfaces() -> Set<IPAddress> {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var addresses: Set<IPAddress> = []
        var next = first
        while let interface = next {
            defer { next = interface.pointee.ifa_next }
            guard let address = interface.pointee.ifa_addr else { continue }
            let bytes: [UInt8]
            switch Int32(address.pointee.sa_family) {
            case AF_INET:
                bytes = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { withUnsafeBytes(of: $0.pointee.sin_addr) { Array($0) } }
            case AF_INET6:
                bytes = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { withUnsafeBytes(of: $0.pointee.sin6_addr) { Array($0) } }
            default:
                continue
            }
            addresses.insert(IPAddress(bytes: bytes))
        }
        return addresses
    }
}
