import Foundation

/// Hands the chunks of an event stream from the task that reads the stream to the thread that writes them, so that
/// the writing thread can also watch for the client going away between events.
final class EventChunkQueue: @unchecked Sendable {
    enum Take {
        case chunk(Data)
        case finished
        case nothing
    }

    private let condition = NSCondition()
    private var chunks: [Data] = []
    private var finished = false

    func put(_ chunk: Data) {
        condition.withLock {
            chunks.append(chunk)
            condition.signal()
        }
    }

    func finish() {
        condition.withLock {
            finished = true
            condition.signal()
        }
    }

    /// The next chunk, `.finished` once the stream ended, `.nothing` when none came within `seconds`.
    func take(within seconds: Double) -> Take {
        condition.withLock {
            let deadline = Date().addingTimeInterval(seconds)
            while chunks.isEmpty, !finished {
                if !condition.wait(until: deadline) { break }
            }
            if !chunks.isEmpty { return .chunk(chunks.removeFirst()) }
            return finished ? .finished : .nothing
        }
    }
}
