import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The built `docgen serve` running as a process of its own, as a user starts it: what it prints, its port, and
/// its exit status once told to stop. Every wait is bounded; `deinit` kills it if a test ended early.
final class ServeProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    /// The `docgen` built beside the test bundle (SwiftPM builds every product before testing).
    static var executable: URL {
        if let override = ProcessInfo.processInfo.environment["DOCGEN_EXECUTABLE"] { return URL(fileURLWithPath: override) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("docgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return ServeProject.packageRoot.appendingPathComponent(".build/debug/docgen")
    }

    /// `docgen serve` over `project` on a free port, with `arguments` and `environment` added.
    init(_ project: ServeProject, arguments: [String] = [], environment: [String: String] = [:]) throws {
        process.executableURL = Self.executable
        process.arguments = ["serve", "--content", project.url("Content").path, "--templates", project.url("Templates").path,
                             "--public", project.url("Public").path, "--port", "0", "--jobs", "2"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        stdout.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.out += data }
        }
        stderr.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.err += data }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    var pid: Int32 { process.processIdentifier }
    var stdout: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
    var stderr: String { lock.withLock { String(decoding: err, as: UTF8.self) } }

    /// The port of the first `Serving http://HOST:PORT/` line, `nil` when none came within `timeout` seconds.
    func port(within timeout: Double) -> UInt16? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, process.isRunning {
            if let line = stdout.split(separator: "\n").first(where: { $0.hasPrefix("Serving http://") }),
               let address = line.split(separator: " ").dropFirst().first,
               let port = address.split(separator: ":").last?.split(separator: "/").first.flatMap({ UInt16($0) }) {
                return port
            }
            usleep(20_000)
        }
        return nil
    }

    /// SIGTERM, then the exit status (nil when it did not end within `timeout` seconds: it is killed).
    func stop(within timeout: Double = 10) -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            return nil
        }
        usleep(100_000)  // the last lines in the pipes
        return process.terminationStatus
    }
}
