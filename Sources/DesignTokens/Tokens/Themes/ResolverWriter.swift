import DocGenSupport

/// Writes alternative theme files as a DTCG 2025.10 resolver document: the common files as one set, each group of
/// alternatives as a modifier, then the files that came after every alternative (an override file) as a last set, whose contexts list their files (the first the default), every `$ref` relative to
/// the resolver's own folder.
public enum ResolverWriter {
    /// The document's text. `resolverPath` and the files must be both relative (to one folder) or both absolute.
    public static func document(_ themes: AlternativeThemes, resolverPath: String, name: String) -> String {
        let folder = PathText.directory(of: PathText.normalize(resolverPath))
        func reference(_ file: String) -> String { "{ \"$ref\": " + JSONText.quoted(relative(file, from: folder)) + " }" }
        func list(_ files: [String], indent: String) -> String {
            "[\n" + files.map { indent + "  " + reference($0) }.joined(separator: ",\n") + "\n" + indent + "]"
        }
        var order: [String] = []
        var text = "{\n  \"name\": \(JSONText.quoted(name)),\n  \"version\": \"2025.10\",\n"
        let sets = [("common", themes.common), ("overrides", themes.overrides)].filter { !$0.1.isEmpty }
        if !sets.isEmpty {
            text += "  \"sets\": {\n" + sets.map { name, files in
                "    \"\(name)\": {\n      \"sources\": " + list(files, indent: "      ") + "\n    }"
            }.joined(separator: ",\n") + "\n  },\n"
        }
        if !themes.common.isEmpty { order.append("#/sets/common") }
        text += "  \"modifiers\": {\n"
        text += themes.modifiers.map { modifier in
            "    \(JSONText.quoted(modifier.name)): {\n      \"contexts\": {\n" +
                modifier.contexts.map { "        \(JSONText.quoted($0.name)): " + list($0.files, indent: "        ") }.joined(separator: ",\n") +
                "\n      },\n      \"default\": \(JSONText.quoted(modifier.contexts[0].name))\n    }"
        }.joined(separator: ",\n")
        text += "\n  },\n"
        order += themes.modifiers.map { "#/modifiers/" + $0.name }
        if !themes.overrides.isEmpty { order.append("#/sets/overrides") }
        text += "  \"resolutionOrder\": [\n" + order.map { "    { \"$ref\": \(JSONText.quoted($0)) }" }.joined(separator: ",\n") + "\n  ]\n}\n"
        return text
    }

    /// `tokens/dark.json` from `tokens` → `dark.json`; from `out` → `../tokens/dark.json`.
    package static func relative(_ file: String, from folder: String) -> String {
        let target = PathText.normalize(file).split(separator: "/").map(String.init)
        let base = PathText.normalize(folder).split(separator: "/").map(String.init)
        var common = 0
        while common < min(target.count - 1, base.count), target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }
}
