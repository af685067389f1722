import Dispatch

/// Maps items on several threads and returns the results in the items' order, so that what a step builds from them
/// is the same bytes whatever the number of threads. `threads` 1 maps on the calling thread.
///
/// `transform` runs concurrently: it may read shared values but must not write any (the build's model is value
/// types, its fonts are immutable HarfBuzz objects, and each call makes its own cmark and HarfBuzz buffers).
package enum ParallelMap {
    package static func map<Item, Result>(_ items: [Item], threads: Int, _ transform: (Item) -> Result) -> [Result] {
        guard threads > 1, items.count > 1 else { return items.map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            let work = Work(items: items, transform: transform)
            // Contiguous chunks, a few per thread, so that uneven items still spread over the threads.
            let chunks = min(items.count, threads * 4)
            let count = items.count
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                work.run((count * chunk / chunks)..<(count * (chunk + 1) / chunks))
            }
            return work.results
        }
    }
}

/// The items, the transform and one result slot per item; each slot is written by exactly one thread before
/// `results` is read, after every thread has finished.
private final class Work<Item, Result>: @unchecked Sendable {
    private let items: [Item]
    private let transform: (Item) -> Result
    private let slots: UnsafeMutableBufferPointer<Result?>

    init(items: [Item], transform: @escaping (Item) -> Result) {
        self.items = items
        self.transform = transform
        slots = .allocate(capacity: items.count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func run(_ range: Range<Int>) {
        for index in range { slots[index] = transform(items[index]) }
    }

    var results: [Result] { slots.map { $0! } }
}
