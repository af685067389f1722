import Foundation
import Testing
@testable import DocGenServe

/// Which hosts the preview answers (DNS rebinding), its request targets in absolute form (RFC 9112 §3.2.2), and its
/// redirects, over real sockets on loopback. Each test stops its server.
@Suite(.serialized) struct HostCheckTests {
    /// How long an answer may take: the preview answers a page on Swift's cooperative threads, which the whole test
    /// run shares with tests that wait on processes, so a loaded run can hold an answer back for seconds. What these
    /// tests check is the status, not the speed.
    static let patience = 60.0

    static func serve(host: String = "127.0.0.1") async throws -> (ServeProject, PreviewServer, RawHTTPClient) {
        let project = try ServeProject()
        let server = PreviewServer(configuration: project.configuration, options: ServeOptions(host: host, port: 0))
        let port = try await server.start()
        return (project, server, RawHTTPClient(port: port))
    }

    /// Every route: a page, a folder without its slash, a missing page, the preview's script and its event stream.
    static let routes = ["/", "/acme", "/no/such/page", "/_docgen/live.js", "/_docgen/events"]

    /// RFC 9112 §3.2: a server MUST answer 400 to an HTTP/1.1 request without Host and to any request with more than
    /// one; and a Host naming another site is what a DNS-rebinding page sends.
    @Test(.timeLimit(.minutes(2))) func onlyLoopbackNamesAreAnswered() async throws {
        let (_, server, http) = try await Self.serve()
        let port = http.port
        let allowed = ["localhost", "localhost:\(port)", "LocalHost:\(port)", "127.0.0.1", "127.0.0.1:\(port)", "127.1.2.3:80",
                       "[::1]", "[::1]:\(port)", "[0:0::1]:\(port)"]
        for host in allowed {
            let response = try await offThread { try http.exchange(head: "GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n", timeout: HostCheckTests.patience) }
            #expect(response.status == 200, "Host: \(host)")
        }
        let refused = ["evil.example", "evil.example:\(port)", "127.0.0.1.evil.example", "localhost.evil.example:\(port)",
                       "[::2]:\(port)", "10.1.2.3", "0.0.0.0", "", "user@localhost", "localhost:http", "[::1", "::1", "127.0.0.1:123456"]
        for host in refused {
            for route in Self.routes {
                let response = try await offThread { try http.exchange(head: "GET \(route) HTTP/1.1\r\nHost: \(host)\r\n", timeout: HostCheckTests.patience) }
                #expect(response.status == 400, "Host: \(host) on \(route)")
                #expect(!response.text.contains("<html"), "Host: \(host) on \(route)")
            }
        }
        let heads = ["GET / HTTP/1.1\r\nConnection: close\r\n",
                     "GET / HTTP/1.1\r\nHost: localhost\r\nHost: localhost\r\n",
                     "GET / HTTP/1.1\r\nHost: localhost\r\nhost: evil.example\r\n",
                     "GET /_docgen/events HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n",
                     "GET / HTTP/1.0\r\n"]
        for head in heads {
            #expect(try await offThread { try http.exchange(head: head, timeout: HostCheckTests.patience) }.status == 400, "\(head.debugDescription)")
        }
        // The event stream answers a loopback host (HEAD: the head of the stream, without waiting for events).
        let stream = try await offThread { try http.exchange(head: "HEAD /_docgen/events HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n", timeout: HostCheckTests.patience) }
        #expect(stream.status == 200 && stream.headers["content-type"] == "text/event-stream; charset=utf-8")
        await server.stop()
    }

    /// RFC 9112 §3.2.2: a server MUST accept the absolute form; its authority stands for Host (§3.2.3) and passes the
    /// same check.
    @Test(.timeLimit(.minutes(2))) func absoluteFormTargetsAreServedByTheirPath() async throws {
        let (_, server, http) = try await Self.serve()
        let port = http.port
        func get(_ target: String, host: String = "127.0.0.1") async throws -> RawHTTPClient.Response {
            try await offThread { try http.exchange(head: "GET \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n", timeout: HostCheckTests.patience) }
        }
        let folder = try await get("http://localhost:\(port)/acme/")
        #expect(folder.status == 200 && folder.text.contains("<html"))
        #expect(try await get("HTTP://127.0.0.1:\(port)/acme/index.html?x=1").status == 200)
        #expect(try await get("http://localhost:\(port)").status == 200)
        #expect(try await get("http://localhost:\(port)?q").status == 200)
        let redirect = try await get("http://[::1]:\(port)/acme")
        #expect(redirect.status == 301 && redirect.headers["location"] == "/acme/")
        #expect(try await get("http://localhost:\(port)/no/such/page").status == 404)
        // The authority, not Host, is checked: either way round.
        #expect(try await get("http://evil.example/acme/", host: "localhost").status == 400)
        #expect(try await get("http://localhost:\(port)/acme/", host: "evil.example").status == 200)
        for target in ["https://localhost/acme/", "http://user@localhost/acme/", "http:///acme/", "http://localhost:\(port)/../etc/passwd"] {
            #expect(try await get(target).status == 400, "\(target)")
        }
        await server.stop()
    }

    /// `//acme` names the folder `acme` of this site; its redirect must not be `//acme/`, which a browser reads as the
    /// host `acme` (an open redirect).
    @Test(.timeLimit(.minutes(2))) func redirectsStayOnTheSite() async throws {
        let (_, server, http) = try await Self.serve()
        for (path, location) in [("//acme", "/acme/"), ("///acme", "/acme/"), ("/acme", "/acme/"), ("http://localhost//acme", "/acme/")] {
            let response = try await offThread { try http.exchange(head: "GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n", timeout: HostCheckTests.patience) }
            #expect(response.status == 301 && response.headers["location"] == location, "\(path) → \(response.headers["location"] ?? "nil")")
        }
        await server.stop()
    }

    /// On every interface (0.0.0.0), the machine's own addresses are answered too; names still are not.
    @Test(.timeLimit(.minutes(2))) func everyInterfaceAnswersTheMachinesAddresses() async throws {
        let (_, server, http) = try await Self.serve(host: "0.0.0.0")
        let own = IPAddress.ofInterfaces().compactMap { address -> String? in
            guard address.bytes.count == 4, address.bytes[0] != 127 else { return nil }
            return address.bytes.map(String.init).joined(separator: ".")
        }
        for host in own + ["localhost", "127.0.0.1", "0.0.0.0"] {
            let response = try await offThread { try http.exchange(head: "GET / HTTP/1.1\r\nHost: \(host):\(http.port)\r\nConnection: close\r\n", timeout: HostCheckTests.patience) }
            #expect(response.status == 200, "Host: \(host)")
        }
        for host in ["evil.example", "192.0.2.1", "[2001:db8::1]"] {
            let response = try await offThread { try http.exchange(head: "GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n", timeout: HostCheckTests.patience) }
            #expect(response.status == 400, "Host: \(host)")
        }
        await server.stop()
    }

    @Test func theRuleWithoutSockets() {
        let loopback = AllowedHosts(listeningOn: "127.0.0.1")
        #expect(loopback.allows("localhost:8000") && loopback.allows("[::ffff:127.0.0.1]") && !loopback.allows(nil))
        let named = AllowedHosts(listeningOn: "192.0.2.7")
        #expect(named.allows("192.0.2.7:8000") && !named.allows("192.0.2.8") && !named.allows("docs.example"))
        let six = AllowedHosts(listeningOn: "2001:db8::7")
        #expect(six.allows("[2001:db8:0::7]:8000") && !six.allows("2001:db8::7"))
        let everywhere = AllowedHosts(listeningOn: "::")
        #expect(everywhere.allows("[::]") && everywhere.allows("127.0.0.1") && !everywhere.allows("192.0.2.1") && !everywhere.allows("example.com"))
    }
}
