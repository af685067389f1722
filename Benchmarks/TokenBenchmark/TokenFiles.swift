import Foundation

/// The benchmark's design system: 100,000 tokens (alias chains of 1 to 4 hops) in four files, and a resolver with
/// theme=light|dark, written into `folder`.
enum TokenFiles {
    static let names = ["base.tokens.json", "light.tokens.json", "dark.tokens.json", "components.tokens.json"]
    static let resolver = "benchmark.resolver.json"

    static func write(into folder: URL) throws {
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

        try write(resolver, """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}, "components": {"sources": [{"$ref": "components.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/sets/components"}]}
            """)
    }
}
