import Foundation
import Testing

/// `--jobs` (issue 20: `--jobs 9223372036854775807` overflowed): nonsense is a usage error, and a number past the
/// processors builds with one thread per processor, the same bytes.
@Suite struct JobsOptionTests {
    @Test(arguments: ["9223372036854775807", "0", "-3", "4097"])
    func nonsenseIsAUsageError(jobs: String) throws {
        let scratch = try ScratchFolder()
        let result = try DocGenProcess.buildFixture("acme", into: scratch.url.appendingPathComponent("_site"), extra: ["--jobs", jobs])
        #expect(result.status == 64, "\(result.stderr)")
        if let number = Int(jobs), number >= 0 {
            #expect(result.stderr.contains("--jobs takes a whole number from 1 to 4096, not \(jobs)"), "\(result.stderr)")
        }
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test func moreThreadsThanProcessorsBuildTheSameSite() throws {
        let scratch = try ScratchFolder()
        let one = scratch.url.appendingPathComponent("one"), many = scratch.url.appendingPathComponent("many")
        #expect(try DocGenProcess.buildFixture("acme", into: one, extra: ["--jobs", "1"]).status == 0)
        #expect(try DocGenProcess.buildFixture("acme", into: many, extra: ["--jobs", "4096"]).status == 0)
        #expect(try ScratchFolder.snapshot(of: one) == ScratchFolder.snapshot(of: many))
    }
}
