/// Why the preview server could not start.
public enum ServeError: Error, CustomStringConvertible, Sendable {
    case portInUse(host: String, port: UInt16)
    case badHost(String)
    case cannotListen(host: String, port: UInt16, reason: String)

    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            "\(host):\(port) is already in use by another program. Stop it, or choose another port with --port (0 picks a free one)."
        case .badHost(let host):
            "--host \(host) is not an IP address. Use 127.0.0.1 (the default), ::1, or 0.0.0.0 to listen on every interface."
        case .cannotListen(let host, let port, let reason):
            "cannot listen on \(host):\(port): \(reason)."
        }
    }
}
