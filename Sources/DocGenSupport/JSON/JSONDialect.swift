/// Which JSON a file is written in, chosen by its name.
public enum JSONDialect: String, Hashable, Sendable {
    /// RFC 8259: `.json`.
    case json
    /// JSON with comments (`//`, `/* */`) and trailing commas, as VS Code reads it: `.jsonc`.
    case jsonc
    /// JSON5 (https://spec.json5.org, 1.0.0): comments, trailing commas, single-quoted and multi-line strings,
    /// unquoted keys, hexadecimal numbers, leading and trailing decimal points, `Infinity` and `NaN`: `.json5`.
    case json5

    /// The dialect a file's name calls for: `.json5` and `.jsonc` by their extension, everything else JSON.
    public init(path: String) {
        if path.hasSuffix(".json5") { self = .json5 } else if path.hasSuffix(".jsonc") { self = .jsonc } else { self = .json }
    }

    /// `JSON`, `JSONC`, `JSON5`: for messages.
    public var name: String { rawValue.uppercased() }
}
