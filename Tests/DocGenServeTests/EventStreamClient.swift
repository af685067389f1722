import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Listens to `/_docgen/events` like a page does, and hands out the events as they come.
final class EventStreamClient: @unchecked Sendable {
    struct Event: Equatable, Sendable {
        var name: String
        var data: String
    }

    private let socket: Int32
    private var buffer = ""

    init(port: UInt16) throws {
        socket = try RawHTTPClient.connect(port: port)
        try RawHTTPClient.write(socket, "GET /_docgen/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
    }

    deinit { close(socket) }

    /// The next named event, `nil` when none came within `timeout` seconds. Comments and `retry:` lines are skipped.
    func next(within timeout: Double) async -> Event? {
        try? await offThread { self.nextBlocking(within: timeout) }
    }

    private func nextBlocking(within timeout: Double) -> Event? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let event = takeEvent() { return event }
            guard let chunk = try? RawHTTPClient.read(socket, until: deadline) else { return nil }
            // Carriage returns end the header and chunk lines only: without them, events are split at blank lines.
            buffer += String(decoding: chunk.filter { $0 != 13 }, as: UTF8.self)
        }
    }

    /// Parses one `event:`/`data:` block out of the (chunked) bytes read so far.
    private func takeEvent() -> Event? {
        while let range = buffer.range(of: "\n\n") {
            let block = String(buffer[..<range.lowerBound])
            buffer.removeSubrange(..<range.upperBound)
            var name: String?
            var data = ""
            for line in block.components(separatedBy: "\n") {
                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { data = String(line.dropFirst(6)) }
            }
            if let name { return Event(name: name, data: data) }
        }
        return nil
    }
}
