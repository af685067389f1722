import ButtonModel

/// A glob over relative paths, as `tokens: files:` in system.yaml writes them (`tokens/**/*.json`): segments split
/// on `/`; `**` alone in a segment is any number of folders, none included; any other segment is a `TagPattern`
/// (`*`, `?`, `[a-z]`, `\` escapes) matched against one name, so that `*` never crosses a `/`.
package struct PathGlob: Hashable, Sendable {
    package enum Segment: Hashable, Sendable {
        case anyFolders
        case name(TagPattern)
    }

    /// The folders before the first segment with a wildcard: where the files it can match lie.
    package let base: [String]
    /// The segments from the first wildcard on.
    package let segments: [Segment]

    /// Whether `text` holds a wildcard (`*`, `?` or `[`): a glob rather than one path.
    package static func isGlob(_ text: String) -> Bool {
        text.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    package init(_ pattern: String) {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let first = parts.firstIndex(where: Self.isGlob) ?? parts.count
        base = Array(parts[..<first])
        segments = parts[first...].map { $0 == "**" ? .anyFolders : .name(TagPattern($0)) }
    }

    /// Whether `path`, relative to `base`, matches the segments. A table of (segment, name) pairs, filled from the
    /// end: at most segments × names steps, however many `**` the pattern has.
    package func matches(relative path: String) -> Bool {
        let names = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        // matched[i][j]: segments[i...] match names[j...].
        var matched = Array(repeating: Array(repeating: false, count: names.count + 1), count: segments.count + 1)
        matched[segments.count][names.count] = true
        for i in stride(from: segments.count - 1, through: 0, by: -1) {
            for j in stride(from: names.count, through: 0, by: -1) {
                switch segments[i] {
                case .anyFolders:
                    matched[i][j] = matched[i + 1][j] || (j < names.count && matched[i][j + 1])
                case .name(let pattern):
                    matched[i][j] = j < names.count && pattern.matches(names[j]) && matched[i + 1][j + 1]
                }
            }
        }
        return matched[0][0]
    }
}
