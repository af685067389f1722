import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import DocGenServe

/// The preview server's limits, against clients that send too much, too slowly or too many at once (loopback only,
/// every wait bounded). Each test stops its server.
@Suite(.serialized) struct HTTPLimitsTests {
    static func serve(_ project: ServeProject, limits: HTTPLimits = HTTPLimits()) async throws -> (PreviewServer, UInt16) {
        var options = ServeOptions(host: "127.0.0.1", port: 0)
        options.limits = limits
        let server = PreviewServer(configuration: project.configuration, options: options)
        return (server, try await server.start())
    }

    /// Sends `request` whole, then reads the answer until the server closes: its status (nil: none) and the time taken.
    static func exchange(_ request: [UInt8], port: UInt16, timeout: Double = 10) throws -> (status: Int?, seconds: Double) {
        let start = Date()
        let socket = try RawHTTPClient.connect(port: port)
        defer { close(socket) }
        var offset = 0
        while offset < request.count {
            let sent = request[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { break }  // the server answered and closed early: read what it said
            offset += sent
        }
        var received = Data()
        let deadline = Date().addingTimeInterval(timeout)
        while let chunk = try? RawHTTPClient.read(socket, until: deadline) { received += chunk }
        let status = String(decoding: received.prefix(12), as: UTF8.self).split(separator: " ").dropFirst().first.flatMap { Int($0) }
        return (status, Date().timeIntervalSince(start))
    }

    @Test func theDefaultsAreTheDocumentedOnes() {
        let limits = HTTPLimits()
        #expect(limits.requestLine == 8192 && limits.head == 65536 && limits.fields == 100)
        #expect(limits.headSeconds == 10 && limits.connections == 64)
    }

    /// Two requests with a 200 KB header line get 431 at once, and a normal request meanwhile is answered within a
    /// second (FlyingFox 0.27.1 stalled 15-23 s on them).
    @Test(.timeLimit(.minutes(2))) func hugeHeaderLinesAreRefusedWithoutStallingOthers() async throws {
        let project = try ServeProject()
        let (server, port) = try await Self.serve(project)
        let huge = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: \(String(repeating: "a", count: 200_000))\r\n\r\n".utf8)
        async let first = offThread { try Self.exchange(huge, port: port) }
        async let second = offThread { try Self.exchange(huge, port: port) }
        try await Task.sleep(nanoseconds: 50_000_000)
        let normal = try await offThread { try Self.exchange(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8), port: port) }
        #expect(normal.status == 200)
        #expect(normal.seconds < 1, "a normal request took \(normal.seconds) s beside two huge ones")
        for refused in try await [first, second] {
            #expect(refused.status == 431)
            #expect(refused.seconds < 3, "the refusal took \(refused.seconds) s")
        }
        await server.stop()
    }

    @Test(.timeLimit(.minutes(2))) func longLinesManyFieldsAndGarbageAreRefused() async throws {
        let project = try ServeProject()
        let (server, port) = try await Self.serve(project)
        let longTarget = "GET /\(String(repeating: "a", count: 9000)) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        #expect(try Self.exchange(Array(longTarget.utf8), port: port).status == 414)
        let fields = (0..<101).map { "X-Field-\($0): 1\r\n" }.joined()
        #expect(try Self.exchange(Array("GET / HTTP/1.1\r\n\(fields)\r\n".utf8), port: port).status == 431)
        let hundred = (0..<98).map { "X-Field-\($0): 1\r\n" }.joined()
        #expect(try Self.exchange(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\(hundred)\r\n".utf8), port: port).status == 200)
        for garbage in ["GET\r\n\r\n", "GET / HTTP/1.1\r\nNo colon here\r\n\r\n", "GET / HTTP/1.1\r\n folded: x\r\n\r\n",
                        "GET / FTP/1.0\r\n\r\n", "G(T / HTTP/1.1\r\n\r\n"] {
            #expect(try Self.exchange(Array(garbage.utf8), port: port).status == 400, "\(garbage.debugDescription)")
        }
        #expect(try Self.exchange(Array("GET / HTTP/2.0\r\n\r\n".utf8), port: port).status == 505)
        await server.stop()
    }

    /// 40 clients sending their heads a byte at a time are answered 408 and closed once the head time is up, and a
    /// normal request is served meanwhile. (The limit is 2 s here to keep the test short; 10 s by default.)
    @Test(.timeLimit(.minutes(2))) func tricklingClientsAreClosedAfterTheTimeout() async throws {
        let project = try ServeProject()
        var limits = HTTPLimits()
        limits.headSeconds = 2
        let (server, port) = try await Self.serve(project, limits: limits)
        let trickle = try await offThread { try Trickle(port: port, clients: 40) }
        async let outcome = offThread { trickle.run(for: 8) }
        try await Task.sleep(nanoseconds: 500_000_000)
        let normal = try await offThread { try Self.exchange(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8), port: port) }
        #expect(normal.status == 200 && normal.seconds < 1, "a normal request beside 40 trickling ones: \(normal)")
        let answers = try await outcome
        #expect(answers.count == 40)
        for answer in answers {
            #expect(answer.text.hasPrefix("HTTP/1.1 408"), "\(answer.text.prefix(40))")
            #expect(answer.seconds >= 1.9 && answer.seconds < 4, "closed after \(answer.seconds) s")
        }
        await server.stop()
    }

    /// Past the bound, a new connection gets 503 at once; once the others are gone, it is served again.
    @Test(.timeLimit(.minutes(2))) func connectionsBeyondTheBoundGet503() async throws {
        let project = try ServeProject()
        var limits = HTTPLimits()
        limits.connections = 6
        let (server, port) = try await Self.serve(project, limits: limits)
        let idle = try (0..<6).map { _ in try RawHTTPClient.connect(port: port) }
        try await Task.sleep(nanoseconds: 300_000_000)
        let refused = try await offThread { try Self.exchange(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), port: port) }
        #expect(refused.status == 503 && refused.seconds < 2, "\(refused)")
        for socket in idle { close(socket) }
        try await Task.sleep(nanoseconds: 300_000_000)
        let served = try await offThread { try Self.exchange(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8), port: port) }
        #expect(served.status == 200)
        await server.stop()
    }

    /// Keep-alive: several requests on one connection, each answered.
    @Test(.timeLimit(.minutes(1))) func aConnectionCarriesSeveralRequests() async throws {
        let project = try ServeProject()
        let (server, port) = try await Self.serve(project)
        let two = "HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /no/such/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        let text = try await offThread { () -> String in
            let socket = try RawHTTPClient.connect(port: port)
            defer { close(socket) }
            try RawHTTPClient.write(socket, two)
            var received = Data()
            let deadline = Date().addingTimeInterval(10)
            while let chunk = try RawHTTPClient.read(socket, until: deadline) { received += chunk }
            return String(decoding: received, as: UTF8.self)
        }
        #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(text.contains("HTTP/1.1 404 Not Found\r\n"))
        await server.stop()
    }
}

/// Clients that each send a request head one byte every 100 ms, never finishing it.
final class Trickle: @unchecked Sendable {
    struct Answer: Sendable {
        var text: String
        var seconds: Double
    }

    private let sockets: [Int32]
    private let start = Date()

    init(port: UInt16, clients: Int) throws {
        sockets = try (0..<clients).map { _ in try RawHTTPClient.connect(port: port) }
        for socket in sockets { try RawHTTPClient.write(socket, "GET / HTTP/1.1\r\nX-Slow: ") }
    }

    deinit { sockets.forEach { close($0) } }

    /// Trickles until every client was answered or closed, at most `seconds`: what each received, and when.
    func run(for seconds: Double) -> [Answer] {
        var answers: [Int32: Answer] = [:]
        while answers.count < sockets.count, Date().timeIntervalSince(start) < seconds {
            for socket in sockets where answers[socket] == nil {
                var byte: UInt8 = 97
                _ = send(socket, &byte, 1, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
                if count > 0 || count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
                    let text = count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
                    answers[socket] = Answer(text: text, seconds: Date().timeIntervalSince(start))
                }
            }
            usleep(100_000)
        }
        return Array(answers.values)
    }
}
