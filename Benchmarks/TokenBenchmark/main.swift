import DesignTokens
import Foundation

// Generates 100,000 tokens (alias chains of 1 to 4 hops, a resolver with theme=light|dark), then times
// loading and resolving both permutations. Run with `swift run -c release TokenBenchmark`.

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-token-benchmark-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
}

let paletteColors = 30_000, paletteSizes = 10_000, semantic = 20_000, perDepth = 10_000
func component(_ value: Int) -> String { String(format: "%.4f", Double(value % 256) / 255) }

var base = "{\n  \"palette\": {\n    \"$type\": \"color\",\n"
base += (0..<paletteColors).map { i in
    "    \"c\(i)\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [\(component(i)), \(component(i / 7)), \(component(i / 13))]}}"
}.joined(separator: ",\n")
base += "\n  },\n  \"size\": {\n    \"$type\": \"dimension\",\n"
base += (0..<paletteSizes).map { i in "    \"s\(i)\": {\"$value\": {\"value\": \(i % 97), \"unit\": \"px\"}}" }.joined(separator: ",\n")
base += "\n  }\n}\n"
try write("base.tokens.json", base)

for (theme, shift) in [("light", 0), ("dark", 1)] {
    var text = "{\n  \"semantic\": {\n    \"$type\": \"color\",\n"
    text += (0..<semantic).map { i in "    \"t\(i)\": {\"$value\": \"{palette.c\((i * 3 + shift) % paletteColors)}\"}" }.joined(separator: ",\n")
    text += "\n  }\n}\n"
    try write("\(theme).tokens.json", text)
}

var components = "{\n  \"component\": {\n"
components += "    \"a\": {\"$type\": \"color\",\n" + (0..<perDepth).map { i in "      \"x\(i)\": {\"$value\": \"{palette.c\(i)}\"}" }.joined(separator: ",\n") + "\n    },\n"
components += "    \"b\": {\"$type\": \"color\",\n" + (0..<perDepth).map { i in "      \"x\(i)\": {\"$value\": \"{semantic.t\(i)}\"}" }.joined(separator: ",\n") + "\n    },\n"
components += "    \"c\": {\"$type\": \"color\",\n" + (0..<perDepth).map { i in "      \"x\(i)\": {\"$value\": \"{component.b.x\(i)}\"}" }.joined(separator: ",\n") + "\n    },\n"
components += "    \"d\": {\"$type\": \"color\",\n" + (0..<perDepth).map { i in "      \"x\(i)\": {\"$value\": \"{component.c.x\(i)}\", \"$description\": \"Four hops\"}" }.joined(separator: ",\n") + "\n    }\n"
components += "  }\n}\n"
try write("components.tokens.json", components)

try write("benchmark.resolver.json", """
    {"version": "2025.10",
     "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}, "components": {"sources": [{"$ref": "components.tokens.json"}]}},
     "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
     "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/sets/components"}]}
    """)

func seconds(_ work: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let files = ["base.tokens.json", "light.tokens.json", "dark.tokens.json", "components.tokens.json"]
let bytes = try files.map { try [UInt8](Data(contentsOf: folder.appendingPathComponent($0))) }
let megabytes = Double(bytes.reduce(0) { $0 + $1.count }) / 1_000_000

var result = TokenLoadResult(sets: [], diagnostics: [])
let total = seconds { result = TokenLoader().load(files: [], resolver: folder.appendingPathComponent("benchmark.resolver.json").path) }

var usage = rusage()
getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
let peakAfterLoad = usage.ru_maxrss / 1024

// The JSON layer alone: docgen's reader against Foundation's, on the same bytes.
let ownReader = seconds { for file in bytes { precondition(JSONSyntax.firstError(in: file) == nil) } }
let foundationReader = seconds { for file in bytes { _ = try? JSONSerialization.jsonObject(with: Data(file)) } }

let tokenCounts = result.sets.map { "\($0.name)=\($0.tokens.count)" }.joined(separator: ", ")
print("token files:           \(String(format: "%.1f", megabytes)) MB in \(files.count) files")
print("tokens per permutation: \(tokenCounts)")
print("errors:                \(result.diagnostics.count)")
print("JSON, docgen reader:   \(String(format: "%.3f", ownReader)) s (\(String(format: "%.0f", megabytes / ownReader)) MB/s)")
print("JSON, Foundation:      \(String(format: "%.3f", foundationReader)) s (\(String(format: "%.0f", megabytes / foundationReader)) MB/s)")
print("load + resolve, 2 permutations: \(String(format: "%.3f", total)) s")
print("peak RSS after load:   \(peakAfterLoad) MB (generation and the 7 MB of text included)")
