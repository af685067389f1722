import Foundation

/// One run of a piece of work: the wall-clock seconds and the CPU seconds (user and system, every thread) it took.
struct Measure {
    var seconds: Double
    var cpuSeconds: Double

    static func of(_ work: () -> Void) -> Measure {
        let cpuBefore = cpuTime()
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Measure(seconds: wall, cpuSeconds: cpuTime() - cpuBefore)
    }

    /// The process's CPU time so far, in seconds.
    static func cpuTime() -> Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Peak resident memory so far, in megabytes.
    static func peakMegabytes() -> Int {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss / 1024
    }
}

extension Array where Element == Measure {
    /// The median of each measure on its own.
    var median: Measure {
        func middle(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        return Measure(seconds: middle(map(\.seconds)), cpuSeconds: middle(map(\.cpuSeconds)))
    }
}
