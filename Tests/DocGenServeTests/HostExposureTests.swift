import Testing
@testable import DocGenServe

/// `--host` beyond loopback is said at start: the preview then serves anyone who can reach the machine.
@Suite struct HostExposureTests {
    @Test(arguments: ["127.0.0.1", "127.1.2.3", "localhost", "::1", "::ffff:127.0.0.1"])
    func loopbackIsQuiet(_ host: String) {
        #expect(HostExposure.isLoopback(host))
        #expect(HostExposure.warning(for: host) == nil)
    }

    @Test(arguments: ["0.0.0.0", "::", "192.168.1.20", "10.0.0.1", "128.0.0.1", "::ffff:10.0.0.1", "fe80::1"])
    func anyOtherAddressWarns(_ host: String) throws {
        #expect(!HostExposure.isLoopback(host))
        let warning = try #require(HostExposure.warning(for: host))
        #expect(warning.contains("--host \(host)") && warning.contains("reachable from the network"))
    }

    /// The built binary prints it on standard error when it starts, and not on loopback.
    @Test(.timeLimit(.minutes(2))) func theBinaryWarnsAtStart() throws {
        let project = try ServeProject()
        let open = try ServeProcess(project, arguments: ["--host", "0.0.0.0"])
        #expect(open.port(within: 60) != nil, "no Serving line: \(open.stderr)")
        #expect(open.stop() == 0)
        #expect(open.stderr.contains("docgen: warning: --host 0.0.0.0 (every network interface): the preview is now reachable from the network"))

        let local = try ServeProcess(project)
        #expect(local.port(within: 60) != nil)
        #expect(local.stop() == 0)
        #expect(!local.stderr.contains("reachable from the network"))
    }
}
