import Foundation

/// Runs the built `docgen` executable and captures what it prints.
struct DocGenProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package's root folder (this file is Tests/DocGenEndToEndTests/DocGenProcess.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The `docgen` built beside the test bundle (SwiftPM builds every product before testing).
    static var executable: URL {
        if let override = ProcessInfo.processInfo.environment["DOCGEN_EXECUTABLE"] { return URL(fileURLWithPath: override) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("docgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let fromArgument = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("docgen")
        if FileManager.default.isExecutableFile(atPath: fromArgument.path) { return fromArgument }
        return packageRoot.appendingPathComponent(".build/debug/docgen")
    }

    static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> Result {
        try execute(executable, arguments, in: directory)
    }

    /// Runs any program and waits for it; `environment` entries are added to this process's environment.
    static func execute(_ program: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is read beside standard output: a child that fills one pipe while the other is being
        // read to its end would wait forever.
        let errors = ErrorOutput()
        let reader = Thread { errors.data = err.fileHandleForReading.readDataToEndOfFile(); errors.done.signal() }
        reader.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        errors.done.wait()
        let stderr = errors.data
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// `docgen build` of a fixture's Content with the repository's own templates and public files.
    static func buildFixture(_ name: String, into output: URL, extra: [String] = []) throws -> Result {
        try run(["build", "--content", fixtures.appendingPathComponent("\(name)/Content").path,
                 "--templates", packageRoot.appendingPathComponent("Templates").path,
                 "--public", packageRoot.appendingPathComponent("Public").path,
                 "--output", output.path] + extra)
    }
}

/// Standard error as read on its own thread.
private final class ErrorOutput: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}

/// A temporary folder removed at deinit.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Every file below `folder`, relative path → bytes.
    static func snapshot(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path + "/"
        for case let file as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? FileManager.DirectoryEnumerator() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[String(file.standardizedFileURL.path.dropFirst(base.count))] = try Data(contentsOf: file)
        }
        return files
    }
}
