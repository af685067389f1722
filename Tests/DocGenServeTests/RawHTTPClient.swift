import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A bare HTTP/1.1 client over a loopback socket: it sends the request line exactly as written (URL libraries
/// remove `..` before sending, which would hide what the server does with it) and reads until the server closes.
struct RawHTTPClient: Sendable {
    struct Response: Sendable {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    var port: UInt16

    func send(_ path: String, method: String = "GET", headers: [String: String] = [:], timeout: Double = 10) throws -> Response {
        let socket = try Self.connect(port: port)
        defer { close(socket) }
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        try Self.write(socket, request + "\r\n")
        var received = Data()
        let deadline = Date().addingTimeInterval(timeout)
        while let chunk = try Self.read(socket, until: deadline) { received += chunk }
        return try Self.parse(received, method: method)
    }

    /// Sends `head` exactly as written (its request line and fields; the blank line is added) and reads the answer
    /// until the server closes.
    func exchange(head: String, timeout: Double = 10) throws -> Response {
        let socket = try Self.connect(port: port)
        defer { close(socket) }
        try Self.write(socket, head + "\r\n")
        var received = Data()
        let deadline = Date().addingTimeInterval(timeout)
        while let chunk = try Self.read(socket, until: deadline) { received += chunk }
        return try Self.parse(received, method: String(head.prefix { $0 != " " }))
    }

    /// `send` on a Dispatch thread.
    func get(_ path: String, method: String = "GET", headers: [String: String] = [:]) async throws -> Response {
        let client = self
        return try await offThread { try client.send(path, method: method, headers: headers) }
    }

    static func connect(port: UInt16) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ClientError("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw ClientError("connect: \(errno)")
        }
        return socket
    }

    static func write(_ socket: Int32, _ text: String) throws {
        let bytes = Array(text.utf8)
        guard Glibc.send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else { throw ClientError("send: \(errno)") }
    }

    /// The next bytes, `nil` once the server closed; throws when nothing came before `deadline`.
    static func read(_ socket: Int32, until deadline: Date) throws -> Data? {
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
        guard poll(&poller, 1, milliseconds) > 0 else { throw ClientError("timed out") }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(socket, &buffer, buffer.count, 0)
        return count > 0 ? Data(buffer[0..<count]) : nil
    }

    static func parse(_ data: Data, method: String) throws -> Response {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { throw ClientError("no header in \(data.count) bytes") }
        let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        guard let status = lines.first?.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { throw ClientError("bad status line") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Data(data[end.upperBound...]))
    }

    struct ClientError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
