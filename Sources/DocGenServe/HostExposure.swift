import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether `--host` keeps the preview on this machine. Loopback is 127.0.0.0/8, ::1 (and ::ffff:127.x.y.z) and
/// `localhost`; every other address, 0.0.0.0 and :: above all, lets other machines read the site.
public enum HostExposure {
    public static func isLoopback(_ host: String) -> Bool {
        if host == "localhost" { return true }
        var ip4 = in_addr()
        if inet_pton(AF_INET, host, &ip4) == 1 { return UInt32(bigEndian: ip4.s_addr) >> 24 == 127 }
        var ip6 = in6_addr()
        guard inet_pton(AF_INET6, host, &ip6) == 1 else { return false }
        let bytes = withUnsafeBytes(of: ip6) { Array($0) }
        if bytes == [UInt8](repeating: 0, count: 15) + [1] { return true }
        return bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
    }

    /// The warning printed at start when the preview listens beyond loopback; `nil` on loopback.
    public static func warning(for host: String) -> String? {
        guard !isLoopback(host) else { return nil }
        let everywhere = host == "0.0.0.0" || host == "::" ? " (every network interface)" : ""
        return "docgen: warning: --host \(host)\(everywhere): the preview is now reachable from the network; anyone who can "
            + "reach this machine can read the site and its drafts. Use --host 127.0.0.1 (the default) to keep it on this machine."
    }
}
