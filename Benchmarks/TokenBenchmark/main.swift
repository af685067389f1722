import DesignTokens
import DocGenSupport
import Foundation

// Generates 100,000 tokens (alias chains of 1 to 4 hops, a resolver with theme=light|dark), then times, alternating
// after a warm-up, docgen's JSON reader alone on the generated files and loading and resolving both permutations:
// medians of 5 rounds, and their ratio as a row of the benchmark table. Run with `swift run -c release TokenBenchmark`;
// `TokenBenchmark --load-only N` loads N times and prints nothing else (for a profiler).

let arguments = CommandLine.arguments.dropFirst()
let loadOnly = arguments.first == "--load-only" ? Int(arguments.dropFirst().first ?? "") ?? 10 : nil

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-token-benchmark-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
try TokenFiles.write(into: folder)

let resolver = folder.appendingPathComponent(TokenFiles.resolver).path
func load() -> TokenLoadResult { TokenLoader().load(files: [], resolver: resolver) }

// Each result is freed before the next load starts, outside the time measured: a build keeps what it loads.
var kept: TokenLoadResult?
if let loadOnly {
    // Freeing a result shows in a profile under `TokenLoadResultVwxx`, apart from the loads.
    for _ in 0..<loadOnly {
        kept = nil
        kept = load()
        precondition(kept!.diagnostics.isEmpty)
    }
    exit(0)
}

let bytes = try TokenFiles.names.map { try [UInt8](Data(contentsOf: folder.appendingPathComponent($0))) }
let megabytes = Double(bytes.reduce(0) { $0 + $1.count }) / 1_000_000
func readJSON() { for file in bytes { precondition(JSONSyntax.firstError(in: file) == nil) } }

// The first load's result is kept for the counts, and its peak memory is the one reported.
var result = TokenLoadResult(sets: [], diagnostics: [])
let first = Measure.of { result = load() }
let peakAfterLoad = Measure.peakMegabytes()
readJSON()

let rounds = 5
var readerRuns: [Measure] = [], loadRuns: [Measure] = []
for _ in 0..<rounds {
    readerRuns.append(Measure.of(readJSON))
    kept = nil
    loadRuns.append(Measure.of { kept = load() })
}
let reader = readerRuns.median, loaded = loadRuns.median
let foundation = Measure.of { for file in bytes { _ = try? JSONSerialization.jsonObject(with: Data(file)) } }

func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
let tokenCounts = result.sets.map { "\($0.name)=\($0.tokens.count)" }.joined(separator: ", ")
print("token files:           \(String(format: "%.1f", megabytes)) MB in \(TokenFiles.names.count) files")
print("tokens per permutation: \(tokenCounts)")
print("errors:                \(result.diagnostics.count)")
print("JSON, docgen reader:   \(format(reader.seconds)) s (\(String(format: "%.0f", megabytes / reader.seconds)) MB/s), CPU \(format(reader.cpuSeconds)) s, median of \(rounds)")
print("JSON, Foundation:      \(format(foundation.seconds)) s (\(String(format: "%.0f", megabytes / foundation.seconds)) MB/s), one run")
print("load + resolve, 2 permutations: \(format(loaded.seconds)) s, CPU \(format(loaded.cpuSeconds)) s, median of \(rounds) (first run \(format(first.seconds)) s)")
print("peak RSS after load:   \(peakAfterLoad) MB (generation and the 7 MB of text included)")
print("| 100,000 tokens × 2 permutations, load + resolve | \(format(loaded.seconds)) s | docgen's JSON reader alone \(format(reader.seconds)) s " +
      "| \(String(format: "%.1f", loaded.seconds / reader.seconds)) | ≤ 2.5 |")
