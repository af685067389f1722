import FlyingFox
import FlyingSocks
import Foundation

/// A stream of event bytes as the HTTP server's chunked body: each event is sent as one chunk as soon as it exists.
struct EventStreamBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let events: AsyncStream<Data>

    func makeAsyncIterator() -> Iterator {
        Iterator(events: events.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<Data>.Iterator
        var pending: [UInt8] = []

        mutating func next() async -> UInt8? {
            if pending.isEmpty {
                guard let data = await events.next() else { return nil }
                pending = Array(data)
            }
            return pending.isEmpty ? nil : pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            if !pending.isEmpty {
                defer { pending = [] }
                return pending
            }
            while true {
                guard let data = await events.next() else { return nil }
                if !data.isEmpty { return Array(data) }
            }
        }
    }
}
